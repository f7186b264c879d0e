/// The words every output uses for the figures an `auto` energy goal comes from (Grammar.md
/// §10), each figure rounded to a whole kcal on its own:
///
/// ```
/// need 2,091 kcal = BMR 1,349 (Mifflin–St Jeor) × 1.55 moderate
/// need 2,245 kcal = BMR 1,448 (Katch–McArdle, lean 49.9 kg) × 1.55 moderate; lose −500
/// ```
public enum EnergyNeedText {
    /// The need, its BMR and formula, the activity factor, and the plan's adjustment unless it is
    /// `maintain`.
    public static func line(_ b: EnergyBreakdown) -> String {
        need(b) + (plan(b).map { "; " + $0 } ?? "")
    }

    /// `need 2,091 kcal = BMR 1,349 (Mifflin–St Jeor) × 1.55 moderate`.
    public static func need(_ b: EnergyBreakdown) -> String {
        "need \(kcal(b.needKcal)) kcal = BMR \(kcal(b.bmr)) (\(formula(b))) × \(formatNumber(b.activityFactor, decimals: 3)) \(b.activity.rawValue)"
    }

    /// `Mifflin–St Jeor`, or `Katch–McArdle, lean 49.9 kg`.
    public static func formula(_ b: EnergyBreakdown) -> String {
        b.formula.name + (b.leanMassKg.map { ", lean \(formatNumber($0, decimals: 1)) kg" } ?? "")
    }

    /// `lose −500`, `gain +500`; nil for `maintain`.
    public static func plan(_ b: EnergyBreakdown) -> String? {
        b.adjustmentKcal == 0 ? nil : "\(b.plan.rawValue) \(signed(b.adjustmentKcal))"
    }

    /// `−500`, `+500` (a true minus sign).
    static func signed(_ v: Double) -> String { (v < 0 ? "−" : "+") + kcal(abs(v)) }

    /// A whole number of kcal with its thousands grouped: `2,091`.
    static func kcal(_ v: Double) -> String { grouped(DisplayNumber.int(v)) }
}
