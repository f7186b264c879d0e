/// Renders ``StreaksReport`` as text: a block per habit (streaks with dates, the last 7 and 30
/// days, four weeks day by day, a challenge's progress), then a table of goal streaks.
public enum StreaksTextRenderer {
    typealias F = RingFormatting

    public static func streaks(_ r: StreaksReport, style: TextStyle = .plain, width: Int = 80) -> String {
        var out = style.bold("Streaks") + "\n" + style.dim("as of \(CalendarTextRenderer.clockText(r.clock))") + "\n"
        if r.habits.isEmpty && r.goals.isEmpty {
            return out + "\nNo habits and no goals yet: add some to the journal, e.g. - habit meditate\n"
        }
        for h in r.habits { out += "\n" + habit(h, gridStart: r.gridStart, style: style, width: width) }
        if !r.goals.isEmpty {
            // Name, the current run, the longest, days kept of days counted, and (when the
            // terminal has room) the longest run's dates.
            out += "\n" + style.bold("Goals kept, days in a row") + "\n"
            let name = 26
            func now(_ g: GoalStreak) -> String { grouped(g.current) + (g.runsOn ? "+" : "") }
            func kept(_ g: GoalStreak) -> String { "\(grouped(g.daysKept))/\(grouped(g.daysCounted))" }
            // Columns as wide as their widest value (years of days run long).
            let nowWidth = max(4, (r.goals.map { now($0).count }.max() ?? 0) + 1)
            let longestWidth = max(9, (r.goals.map { grouped($0.longest).count }.max() ?? 0) + 2)
            let keptWidth = max(9, (r.goals.map { kept($0).count }.max() ?? 0) + 2)
            let showDates = width >= 2 + name + nowWidth + longestWidth + keptWidth + 25
            out += style.dim(F.pad("", 2 + name) + F.pad("now", nowWidth, right: true) + F.pad("longest", longestWidth, right: true)
                             + F.pad("kept", keptWidth, right: true) + (showDates ? "  longest run" : "")) + "\n"
            for g in r.goals {
                var line = "  " + F.pad(g.name, name) + F.pad(now(g), nowWidth, right: true) + F.pad(grouped(g.longest), longestWidth, right: true)
                line += F.pad(kept(g), keptWidth, right: true)
                if showDates, let d = g.longestDates { line += style.dim("  " + dates(d)) }
                out += line + "\n"
            }
        }
        return out
    }

    /// `2026-11-10 – 2026-11-21`, or one date.
    static func dates(_ d: ClosedRange<CalendarDate>) -> String {
        d.lowerBound == d.upperBound ? d.lowerBound.description : "\(d.lowerBound) – \(d.upperBound)"
    }

    /// Weeks by their first days: `2026-W44 – 2026-W45` (ISO weeks of their Mondays).
    static func weeks(_ d: ClosedRange<CalendarDate>) -> String {
        func name(_ start: CalendarDate) -> String {
            let iso = Period.isoWeek(start.adding(days: (Weekday.monday.rawValue - start.weekday.rawValue + 7) % 7))
            return "\(iso.year)-W" + (iso.week < 10 ? "0" : "") + String(iso.week)
        }
        return d.lowerBound == d.upperBound ? name(d.lowerBound) : name(d.lowerBound) + " – " + name(d.upperBound)
    }

    static func count(_ n: Int, _ unit: StreakUnit) -> String {
        let word = unit == .weeks ? "week" : "day"
        return "\(n) \(word)\(n == 1 ? "" : "s")"
    }

    static func habit(_ h: HabitRecord, gridStart: CalendarDate, style: TextStyle, width: Int) -> String {
        let s = h.streak
        var out = style.bold(s.habit) + "\n"
        func run(_ d: ClosedRange<CalendarDate>?) -> String {
            guard let d else { return "" }
            return style.dim("  " + (s.unit == .weeks ? weeks(d) : dates(d)))
        }
        out += CalendarTextRenderer.trimmedRight("  current  " + F.pad(count(s.current, s.unit), 9) + run(s.currentDates)) + "\n"
        out += CalendarTextRenderer.trimmedRight("  longest  " + F.pad(count(s.longest, s.unit), 9) + run(s.longestDates)) + "\n"
        out += "  last 7 days \(h.last7.done)/\(h.last7.scheduled) · last 30 days \(h.last30.done)/\(h.last30.scheduled)"
            + style.dim(" (done of scheduled)") + "\n"
        if let c = h.challenge { out += ReportTextRenderer.wrap("  " + challenge(c), width: width, indent: "    ") }
        // Four weeks, a row each, a column a weekday.
        var head = "      "
        for k in 0..<7 { head += " " + String(gridStart.adding(days: k).weekday.name.prefix(1)) }
        out += style.dim(head) + "\n"
        for w in 0..<4 {
            let start = gridStart.adding(days: 7 * w)
            var line = "  " + style.dim(F.pad("W" + String(Period.isoWeek(start).week), 4))
            for k in 0..<7 {
                let status = h.grid[7 * w + k]
                line += " " + (status.map { DayMarkText.colored(.habit($0, value: nil), style) } ?? " ")
            }
            out += CalendarTextRenderer.trimmedRight(line) + "\n"
        }
        return out
    }

    /// `challenge 14/30 done, 9 days left: can still be completed`; `challenge of 30 days starts 2026-12-01`.
    static func challenge(_ c: HabitRecord.Challenge) -> String {
        guard let start = c.start else { return "challenge of \(c.of) days: not started (it starts with the first mark)" }
        if !c.hasBegun { return "challenge of \(c.of) days starts \(start)" }
        var s = "challenge \(c.done)/\(c.of) done"
        if c.left > 0 { s += ", \(c.left) day\(c.left == 1 ? "" : "s") left: " + (c.canComplete ? "can still be completed" : "can no longer be completed") }
        else { s += c.done >= c.of ? ": completed" : ": over" }
        return s
    }
}
