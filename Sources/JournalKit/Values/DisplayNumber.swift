/// Where numbers become whole numbers for display (bars, grouped digits). A figure is held
/// within ±10^15 (no journal figure comes near it: an item holds at most 10,000,000 of a
/// nutrient) and a value that is not a number counts as 0, so that no conversion to `Int`
/// traps and no output shows `inf` or `NaN` (``formatNumber(_:decimals:)`` holds infinities
/// here too).
public enum DisplayNumber {
    /// The largest magnitude shown.
    public static let limit = 1e15

    /// `v` held within ±``limit``; 0 when it is not a number.
    public static func clamped(_ v: Double) -> Double {
        v.isNaN ? 0 : min(limit, max(-limit, v))
    }

    /// `v`, clamped, rounded to a whole number (halves away from zero, or by `rule`).
    public static func int(_ v: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        Int(clamped(v).rounded(rule))
    }
}
