/// Where a value stands against a `<=` goal with limit L: low below L/3, medium from L/3, high
/// from 2L/3 up to and including L, over above L.
public enum LimitBand: String, Sendable, CaseIterable, Comparable {
    case low, medium, high, over

    /// The band's mark, which reads without colour: ○ low, ◑ medium, ◕ high, ▲ over.
    public static func glyph(_ band: LimitBand) -> String {
        switch band {
        case .low: "○"
        case .medium: "◑"
        case .high: "◕"
        case .over: "▲"
        }
    }

    public static func < (a: LimitBand, b: LimitBand) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The band of `value` against `limit`. Each edge belongs to the upper band (exactly L/3 is
    /// medium, exactly 2L/3 is high), except L itself, which is high, not over. With a limit of
    /// 0, a value of 0 is low and anything above it is over.
    public init(value: Double, limit: Double) {
        if value > limit { self = .over; return }
        guard limit > 0 else { self = .low; return }
        // Compared as 3 × value against L and 2L, so L/3 and 2L/3 are exact.
        if 3 * value >= 2 * limit { self = .high }
        else if 3 * value >= limit { self = .medium }
        else { self = .low }
    }
}
