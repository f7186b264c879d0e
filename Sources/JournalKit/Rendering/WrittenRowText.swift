/// The words of a ``WrittenRow``, as the text and HTML reports show it (JSON next to its numbers).
public enum WrittenRowText {
    /// The period's figures: `4 workouts · 130 min · 21.4 km`, `63.5 → 63.3 kg (−0.2), 4
    /// weigh-ins; mean -0.5 on the week before` (the mean weigh-in against the period before's), `3.8 a day, 6 days`, `6 h 59 min a night, 6 nights`.
    public static func summary(_ row: WrittenRow) -> String {
        switch row.kind {
        case .workouts:
            var s = "\(count(row.count, "workout")) · \(formatNumber(row.total, decimals: 0)) min"
            if row.distanceKm > 0 { s += " · \(formatNumber(row.distanceKm, decimals: 1)) km" }
            return s
        case .weight:
            let weighIns = count(row.days, "weigh-in")
            let figures = row.days > 1 ? "\(kg(row.first)) → \(kg(row.last)) kg (\(signed(row.change))), \(weighIns)" : "\(kg(row.last)) kg, \(weighIns)"
            guard let change = row.changeOnPrevious else { return figures }
            return figures + "; mean \(signed(change)) on \(row.previousName)"
        case .mood:
            return "\(formatNumber(row.mean, decimals: 1)) a day, \(count(row.days, "day"))"
        case .sleep:
            return "\(formatDuration(row.mean * 60)) a night, \(count(row.days, "night"))"
        }
    }

    /// A day's value in a grid cell: `35 min`, `63.3` (kg), `3.5`, `7.2 h`.
    public static func cell(_ value: Double, _ kind: WrittenRow.Kind) -> String {
        switch kind {
        case .workouts: "\(formatNumber(value, decimals: 0)) min"
        case .weight: kg(value)
        case .mood: formatNumber(value, decimals: 1)
        case .sleep: "\(formatNumber(value, decimals: 1)) h"
        }
    }

    /// Mood a day as the calendar marks it (`▁▃▄▆█` for 1 to 5, `·` without one), for a report
    /// whose grid shows weeks, not days: the days of `r` up to now. Nil for the other kinds, or
    /// without the days.
    public static func strip(_ row: WrittenRow, of r: PeriodReport) -> String? {
        let shown = r.days.prefix { $0.date <= r.clock.date }.count
        guard row.kind == .mood, !row.cells.isEmpty, shown > 0 else { return nil }
        return row.cells.prefix(shown).map { $0.map { DayMarkText.moodGlyphs[DayMarkText.moodLevel($0) - 1] } ?? "·" }.joined()
    }

    static func kg(_ v: Double) -> String { formatNumber(v, decimals: 1) }

    /// `+0.3`, `-0.3`, `±0` (to one decimal).
    static func signed(_ v: Double) -> String {
        let delta = formatNumber(v, decimals: 1)
        return delta == "0" || delta == "-0" ? "±0" : (v > 0 ? "+" : "") + delta
    }

    static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
