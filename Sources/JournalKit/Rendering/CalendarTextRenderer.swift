/// Renders ``CalendarReport`` as text: a month as `cal` lays it out, with the ISO week at the
/// left and a mark after each day's number; a year as twelve months, three across when the
/// terminal is wide enough (two, or one, when not), or in pixels (a row a month, a column a day).
public enum CalendarTextRenderer {
    typealias F = RingFormatting

    /// The width of one month: the week column (3) and seven cells of 4 (` dd●`).
    static let monthWidth = 31

    public static func calendar(_ r: CalendarReport, style: TextStyle = .plain, width: Int = 80, pixels: Bool = false) -> String {
        var out = style.bold(r.measure.title + ", " + r.period.label) + "\n"
        out += style.dim("as of \(clockText(r.clock))") + "\n\n"
        if pixels {
            out += self.pixels(r.months, style: style, width: width)
        } else {
            // A value (weight) is written under each day, where the terminal holds it.
            let values = r.measure.isValue && width >= valueMonthWidth
            let monthWidth = values ? valueMonthWidth : monthWidth
            let across = width >= 3 * monthWidth + 4 ? 3 : (width >= 2 * monthWidth + 2 ? 2 : 1)
            var i = 0
            while i < r.months.count {
                let group = r.months[i..<min(r.months.count, i + across)].map {
                    values ? valueMonth($0, weekStart: r.weekStart, style: style) : month($0, weekStart: r.weekStart, style: style)
                }
                let rows = group.map(\.count).max() ?? 0
                for line in 0..<rows {
                    var text = ""
                    for (k, m) in group.enumerated() {
                        let cell = line < m.count ? m[line] : ""
                        // The last month of a row is not padded (no trailing spaces).
                        text += k == group.count - 1 ? cell : cell + String(repeating: " ", count: monthWidth + 2 - visibleWidth(cell))
                    }
                    out += trimmedRight(text) + "\n"
                }
                i += across
                if i < r.months.count { out += "\n" }
            }
        }
        var words = legend(r.measure, values: r.measure.isValue && !pixels && width >= valueMonthWidth)
        // A goal's days without its ring (before the goal, or with none) show their value.
        let valued = r.months.contains { $0.weeks.contains { $0.days.contains { if case .value? = $0?.mark { true } else { false } } } }
        if case .ring = r.measure, valued { words += "; • no goal that day" }
        out += "\n" + style.dim(String(ReportTextRenderer.wrap(words, width: width, indent: "").dropLast())) + "\n"
        return out
    }

    static func clockText(_ c: JournalClock) -> String {
        c.minute >= 1440 ? "end of \(c.date.weekday.name) \(c.date)" : "\(c.date.weekday.name) \(c.date) \(TimeOfDay(minutes: c.minute))"
    }

    /// The lines of one month, each `monthWidth` wide but the title's: the month's name centred,
    /// the weekday initials, then a line per week: its ISO number and seven cells.
    public static func month(_ m: CalendarMonth, weekStart: Weekday, style: TextStyle = .plain) -> [String] {
        let title = m.label
        let left = (monthWidth - title.count) / 2
        var lines = [String(repeating: " ", count: left) + style.bold(title)]
        var head = "Wk "
        for k in 0..<7 { head += " " + String(Weekday(rawValue: (weekStart.rawValue + k) % 7)!.name.prefix(2)) + " " }
        lines.append(style.dim(trimmedRight(head)))
        for w in m.weeks {
            var line = style.dim(F.pad(String(w.isoWeek.week), 2, right: true)) + " "
            for d in w.days {
                guard let d else { line += "    "; continue }
                line += " " + F.pad(String(d.date.day), 2, right: true) + DayMarkText.colored(d.mark, style)
            }
            lines.append(line)
        }
        return lines
    }

    /// The width of one month of values: the week column (3), seven cells of 6 (`    16`, `  63.4`)
    /// and the mean's (8).
    static let valueMonthWidth = 53

    /// The lines of one month of a value (weight): a line of day numbers and under it a line of
    /// the days' values (`·` without one), then the mean of the row's values.
    public static func valueMonth(_ m: CalendarMonth, weekStart: Weekday, style: TextStyle = .plain) -> [String] {
        let title = m.label
        var lines = [String(repeating: " ", count: (valueMonthWidth - title.count) / 2) + style.bold(title)]
        var head = "Wk "
        for k in 0..<7 { head += "    " + String(Weekday(rawValue: (weekStart.rawValue + k) % 7)!.name.prefix(2)) }
        lines.append(style.dim(head + "    mean"))
        for w in m.weeks {
            var days = style.dim(F.pad(String(w.isoWeek.week), 2, right: true)) + " ", values = "   "
            var sum = 0.0, count = 0
            for d in w.days {
                guard let d else { days += "      "; values += "      "; continue }
                days += F.pad(String(d.date.day), 6, right: true)
                switch d.mark {
                case .value(let v, _):
                    values += style.cyan(F.pad(formatNumber(v, decimals: 1), 6, right: true))
                    sum += v
                    count += 1
                case .notYet: values += "      "
                default: values += style.dim(F.pad("·", 6, right: true))
                }
            }
            lines.append(trimmedRight(days))
            let valueLine = count > 0 ? values + "  " + F.pad(formatNumber(sum / Double(count), decimals: 1), 6, right: true) : trimmedRight(values)
            // A week still to come has no line of values.
            if !valueLine.isEmpty { lines.append(valueLine) }
        }
        return lines
    }

    /// A row a month, a column a day of the month: two characters a day, or one when the
    /// terminal is narrower than 66 columns.
    static func pixels(_ months: [CalendarMonth], style: TextStyle, width: Int) -> String {
        let step = width >= 66 ? 2 : 1
        var head = Array(repeating: Character(" "), count: 31 * step + 1)
        for d in 1...31 where d == 1 || d % 5 == 0 {
            for (k, c) in String(d).enumerated() { head[(d - 1) * step + k] = c }
        }
        let year = months.first?.year != months.last?.year
        var out = style.dim(trimmedRight((year ? "     " : "") + "    " + String(head))) + "\n"
        for m in months {
            var line = String(Period.monthNames[m.month - 1].prefix(3)) + " "
            if year { line = String(m.year) + " " + line }
            var marks: [DayMark] = []
            for w in m.weeks { for d in w.days { if let d { marks.append(d.mark) } } }
            line += marks.map { DayMarkText.colored($0, style) }.joined(separator: step == 2 ? " " : "")
            out += trimmedRight(line) + "\n"
        }
        return out
    }

    /// What the marks mean.
    static func legend(_ measure: DayMeasure, values: Bool = false) -> String {
        if values, case .value(let m) = measure {
            return "\(m.displayName.lowercased()): the day's last weigh-in under its day, and the mean of the week's weigh-ins · none"
        }
        switch measure {
        case .mood: return "mood ▁ 1  ▃ 2  ▄ 3  ▆ 4  █ 5 (the day's mean, rounded) · no mood"
        case .ring(let m):
            return "\(m.displayName.lowercased()): ○ ◔ ◑ ◕ ● toward a target (● met); a limit ○ low  ◑ medium  ◕ high  ▲ over · no data"
        case .value(let m): return "\(m.displayName.lowercased()): • written · no data"
        case .habit(let h): return "\(h): ✓ done  ✗ not done  – excused  … pending; blank: not scheduled"
        case .gratitude: return "gratitude lines ▃ 1  ▆ 2  █ 3 or more  ○ none · no entries"
        case .habits: return "habits done: ○ under 25%  ◔ 25%  ◑ 50%  ◕ 75%  ● all · none scheduled"
        case .goals: return "goals met: ○ under 25%  ◔ 25%  ◑ 50%  ◕ 75%  ● all · no entries"
        }
    }

    /// Columns a line takes on the terminal: its characters without colour codes.
    static func visibleWidth(_ s: String) -> Int {
        var n = 0, inEscape = false
        for c in s.unicodeScalars {
            if inEscape { if c == "m" { inEscape = false }; continue }
            if c == "\u{1B}" { inEscape = true; continue }
            n += 1
        }
        return n
    }

    static func trimmedRight(_ s: String) -> String {
        var s = s
        while s.last == " " { s.removeLast() }
        return s
    }
}
