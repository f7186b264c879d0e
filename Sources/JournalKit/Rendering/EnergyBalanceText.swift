/// The one line every output writes for a day's ``EnergyBalance``, and the report's for a
/// period's ``EnergyBalanceSum`` (Grammar.md §10):
///
/// ```
/// energy in 1,850 kcal · out 320 kcal exercise · need 2,245 kcal · balance −715 kcal
/// energy in 1,850 kcal · no workout · need 2,245 kcal · balance −395 kcal
/// energy in 110 kcal · out 400 kcal exercise, 30 min not estimated (no weight known) · no need (no profile)
/// Energy: in 9,204 kcal · out 980 kcal exercise · need 12,490 kcal · balance −4,266 kcal (−711 a day), 6 days
/// ```
public enum EnergyBalanceText {
    public static func line(_ b: EnergyBalance) -> String {
        ["energy in \(kcal(b.intakeKcal))",
         exercise(workouts: b.workouts, kcal: b.exerciseKcal, unestimated: b.unestimatedMinutes, lacksWeight: b.estimatedKcal == nil,
                  lacksMET: b.unknownActivityMinutes > 0),
         need(b.needKcal, balance: b.balanceKcal, upperBound: b.isUpperBound, noNeed: b.noNeed)].joined(separator: " · ")
    }

    /// ``line(_:)`` as a sentence of its own: `Energy in 1,850 kcal · …`.
    public static func sentence(_ b: EnergyBalance) -> String { "E" + line(b).dropFirst() }

    /// A period's: `Energy: in … · balance −4,266 kcal (−711 a day), 6 days`; without a need on
    /// some days, `no need on 2 of 6 days (no profile)`.
    public static func period(_ s: EnergyBalanceSum) -> String {
        var needPart: String
        if let balance = s.balanceKcal {
            needPart = need(s.needKcal, balance: balance, upperBound: s.isUpperBound, noNeed: nil)
            if s.days > 1 { needPart += " (" + (s.isUpperBound ? "≤ " : "") + signed(balance / Double(s.days)).dropLast(5) + " a day)" }
        } else {
            needPart = "no need on \(s.daysWithoutNeed) of \(s.days) days (" + EnergyRenderer.words(s.noNeed ?? .noProfile) + ")"
        }
        return ["Energy: in \(kcal(s.intakeKcal))",
                exercise(workouts: s.workouts, kcal: s.exerciseKcal, unestimated: s.unestimatedMinutes, lacksWeight: s.lacksWeight,
                         lacksMET: s.lacksMET),
                needPart].joined(separator: " · ") + ", \(s.days) day\(s.days == 1 ? "" : "s")"
    }

    /// `out 320 kcal exercise`, `no workout`, and the minutes not estimated with why.
    static func exercise(workouts: Int, kcal known: Double, unestimated: Double, lacksWeight: Bool, lacksMET: Bool) -> String {
        guard workouts > 0 else { return "no workout" }
        var out = "out \(kcal(known)) exercise"
        if unestimated > 0 {
            var why: [String] = []
            if lacksWeight { why.append("no weight known") }
            if lacksMET { why.append("an activity without a MET") }
            out += ", \(formatNumber(unestimated, decimals: 0)) min not estimated (\(why.joined(separator: "; ")))"
        }
        return out
    }

    /// `need 2,245 kcal · balance −715 kcal` (`≤ −715` with exercise not estimated), or why
    /// there is no need.
    static func need(_ need: Double?, balance: Double?, upperBound: Bool, noNeed: EnergyReport.NoNeed?) -> String {
        guard let need, let balance else { return "no need (" + EnergyRenderer.words(noNeed ?? .noProfile) + ")" }
        return "need \(kcal(need)) · balance " + (upperBound ? "≤ " : "") + signed(balance)
    }

    /// `1,850 kcal`.
    static func kcal(_ v: Double) -> String { EnergyNeedText.kcal(v) + " kcal" }

    /// `−715 kcal`, `+120 kcal`, `0 kcal` (a true minus sign; rounded first).
    static func signed(_ v: Double) -> String {
        (DisplayNumber.int(v) == 0 ? "0" : EnergyNeedText.signed(v)) + " kcal"
    }
}
