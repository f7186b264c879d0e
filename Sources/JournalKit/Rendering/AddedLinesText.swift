/// What `journal add` says after writing: each line, what it counts, and the day's caffeine.
///
/// ```
/// Added to journal.md, Wednesday 2026-11-25:
///   - 07:30 flat white
///     flat white: 130 mg caffeine · 236 ml water · 110 kcal
/// Caffeine today: 250 mg of 400 mg (150 mg left)
/// ```
public enum AddedLinesText {
    public static func text(_ added: AddedLines, today: CalendarDate, style: TextStyle = .plain) -> String {
        var out = "Added to \(added.path), \(added.date.weekday.name) \(added.date):\n"
        for line in added.lines {
            out += "  " + VisibleText.shown(line.text) + "\n"
            out += "    " + style.dim(VisibleText.shown(line.counts ?? "counts nothing (\(line.countsNothing ?? "a note"))")) + "\n"
        }
        guard added.caffeine >= 0.5 || added.caffeineLimit != nil else { return out }
        let when = added.date == today ? "today" : "on \(added.date)"
        var caffeine = "Caffeine \(when): \(formatNumber(added.caffeine, decimals: 0)) mg"
        if let limit = added.caffeineLimit {
            caffeine += " of \(formatNumber(limit, decimals: 0)) mg"
            let left = limit - added.caffeine
            caffeine += left >= 0.5 ? " (\(formatNumber(left, decimals: 0)) mg left)" : left <= -0.5 ? " " + style.red("(\(formatNumber(-left, decimals: 0)) mg over)") : ""
        }
        return out + caffeine + "\n"
    }
}
