/// Renders ``PeriodReport`` and ``DayReport`` as text for the terminal: Unicode, fitted to the
/// width, coloured only when the style says so.
public enum ReportTextRenderer {
    typealias F = RingFormatting

    public static func period(_ r: PeriodReport, style: TextStyle = .plain, width: Int = 80) -> String {
        var out = style.bold(r.period.label) + "\n"
        out += style.dim("as of \(asOf(r.clock))") + "\n\n"
        if r.uncountedItemTotal > 0 { out += style.yellow(UncountedItemsText.period(r)) + "\n\n" }
        if r.rows.isEmpty {
            out += "No goals in force in this period: add some to the journal, e.g. - goal water >= 2 l\n"
            if !r.written.isEmpty { out += "\n" + written(r, style: style, width: width) }
            return r.nutrientMeans.isEmpty ? out : out + "\n" + nutrientMeans(r, width: width)
        }
        if r.daysCounted == 0 {
            out += "No entries from \(r.period.start) to \(r.lastDay).\n"
            return out
        }
        out += r.weeks.isEmpty ? dayGrid(r, style: style, width: width) : weekGrid(r, style: style, width: width)
        out += "\n" + summaryTable(r, style: style)
        if !r.written.isEmpty { out += "\n" + written(r, style: style, width: width) + "\n" }
        if !r.nutrientMeans.isEmpty { out += (r.written.isEmpty ? "\n" : "") + nutrientMeans(r, width: width) + "\n" }
        if let sum = r.energyBalance { out += wrapParts(EnergyBalanceText.period(sum), width: width) }
        if let line = dosesAndTasks(r.doses, r.tasks, style: style) { out += line + "\n" }
        if let line = symptoms(r.symptoms) { out += wrap(line, width: width, indent: "  ") }
        if let k = r.caffeineByCategory { out += wrap(CaffeineByCategoryText.line(k), width: width, indent: "  ") }
        if let best = r.bestDay {
            var line = "Best day: \(best.date.weekday.name) \(best.date) (\(best.met) of \(best.rings) goals)"
            if let worst = r.worstDay {
                // The worst day after the best, or on a line of its own when both do not fit.
                let text = "\(worst.date.weekday.name) \(worst.date) (\(worst.met) of \(worst.rings))"
                line += line.count + 10 + text.count <= width ? " · worst: " + text : "\nWorst day: " + text
            }
            out += "\n" + line + "\n"
        }
        if !r.streaks.isEmpty {
            out += "\n" + style.bold("Streaks") + "\n"
            for s in r.streaks {
                let unit = s.unit == .weeks ? "week" : "day"
                var line = "  " + F.pad(s.habit, 16) + F.pad("\(s.current) \(unit)\(s.current == 1 ? "" : "s")", 10, right: true)
                line += style.dim("  longest \(s.longest) \(unit)\(s.longest == 1 ? "" : "s")")
                if let c = s.challengeProgress { line += "  " + challenge(c) }
                // On a narrow terminal the longest and the challenge go on a line of their own.
                out += CalendarTextRenderer.visibleWidth(line) <= width ? line + "\n" : wrap(line, width: width + 2, indent: "    ")
            }
        }
        if !r.insights.isEmpty {
            out += "\n" + style.bold("Notes") + "\n"
            for i in InsightText.sentences(r) { out += wrap("• " + i, width: width, indent: "  ") }
        }
        return out
    }

    /// `Doses: 11 of 12 taken (1 missed) · To-dos: 3 done of 5`, or nil when there are neither.
    static func dosesAndTasks(_ doses: Adherence, _ tasks: TaskTally, style: TextStyle) -> String? {
        var parts: [String] = []
        if doses.scheduled > 0 {
            var s = "Doses: \(doses.taken) of \(doses.toTake) taken"
            var notes: [String] = []
            if doses.missed > 0 { notes.append(style.red("\(doses.missed) missed")) }
            if doses.pending > 0 { notes.append("\(doses.pending) to come") }
            if !notes.isEmpty { s += " (" + notes.joined(separator: ", ") + ")" }
            parts.append(s)
        }
        if tasks.total > 0 { parts.append("To-dos: \(tasks.done) done of \(tasks.total)") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// `Symptoms: headache 3 days (mean 3.7/5) · nausea 1 day`, or nil when there are none.
    static func symptoms(_ tallies: [SymptomTally]) -> String? {
        guard !tallies.isEmpty else { return nil }
        return "Symptoms: " + tallies.map { t in
            "\(t.name) \(t.days) day\(t.days == 1 ? "" : "s")" + (t.meanSeverity.map { " (mean \(formatNumber($0, decimals: 1))/5)" } ?? "")
        }.joined(separator: " · ")
    }

    /// "Now" in words: `end of Saturday 2026-11-21`, `Saturday 2026-11-21 19:45`.
    static func asOf(_ clock: JournalClock) -> String {
        clock.minute >= 1440 ? "end of \(clock.date.weekday.name) \(clock.date)" : "\(clock.date.weekday.name) \(clock.date) \(TimeOfDay(minutes: clock.minute))"
    }

    /// A row per metric, a column per day.
    static func dayGrid(_ r: PeriodReport, style: TextStyle, width: Int) -> String {
        // Nine columns a day when the terminal allows, so 100.3% can show its decimal.
        if width < 12 + 7 * r.days.count + 16 { return narrowDayGrid(r, style: style) }
        let label = 12, cell = width >= 12 + 9 * r.days.count + 16 ? 9 : 7
        var out = F.pad("", label)
        for d in r.days { out += F.pad(String(d.date.weekday.name.prefix(3)) + " " + String(d.date.day), cell, right: true) }
        out += F.pad("met", 7, right: true) + F.pad("vs prev", 9, right: true) + "\n"
        for row in r.rows {
            var line = F.pad(row.metric.name(fitting: label), label)
            for ring in row.cells {
                guard let ring else {
                    line += F.pad(style.dim("·"), cell + (style.color ? 8 : 0), right: true)
                    continue
                }
                let p = cell >= 9 ? percent(ring.percent) : formatNumber(ring.percent, decimals: 0) + "%"
                let text = F.glyph(ring) + " " + p
                line += F.pad("", cell - text.count) + F.colored(text, ring, style)
            }
            line += F.pad(row.daysCounted > 0 ? "\(row.daysMet)/\(row.daysCounted)" : "–", 7, right: true)
            line += F.pad(change(row), 9, right: true)
            out += line + "\n"
        }
        // What is written without a goal: the day's value, not a ring.
        for row in r.written {
            var line = F.pad(row.kind.label, label)
            for value in row.cells {
                line += value.map { F.pad(WrittenRowText.cell($0, row.kind), cell, right: true) } ?? F.pad(style.dim("·"), cell + (style.color ? 8 : 0), right: true)
            }
            out += CalendarTextRenderer.trimmedRight(line) + "\n"
        }
        return out
    }

    /// The lines of what is written without a goal: `Weight      63.5 → 63.3 kg (-0.2), 4 weigh-ins`;
    /// where the grid shows weeks, mood's days as a strip, after its figures or under them.
    static func written(_ r: PeriodReport, style: TextStyle, width: Int) -> String {
        var out = style.dim("Without a goal") + "\n"
        for row in r.written {
            var line = F.pad(row.kind.label, 12) + WrittenRowText.summary(row)
            // The figures wrap under themselves on a narrow terminal.
            if line.count > width {
                line = F.pad(row.kind.label, 12) + wrap(F.pad("", 12) + WrittenRowText.summary(row), width: width + 2, indent: F.pad("", 12))
                    .dropFirst(12).dropLast()
            }
            if !r.weeks.isEmpty, let strip = WrittenRowText.strip(row, of: r) {
                line += line.count + 2 + strip.count <= width ? "  " + strip : "\n" + F.pad("", 12) + strip
            }
            out += line + "\n"
        }
        return out
    }

    /// ``dayGrid(_:style:width:)`` for a narrow terminal (a phone, a split pane): glyphs without
    /// percents, shorter names, the weekday and the day's number on two heading lines.
    static func narrowDayGrid(_ r: PeriodReport, style: TextStyle) -> String {
        let label = 10, cell = 3
        var out = F.pad("", label), numbers = F.pad("", label)
        for d in r.days {
            out += F.pad(String(d.date.weekday.name.prefix(2)), cell, right: true)
            numbers += F.pad(String(d.date.day), cell, right: true)
        }
        out += F.pad("met", 6, right: true) + F.pad("vs prev", 8, right: true) + "\n" + numbers + "\n"
        for row in r.rows {
            var line = F.pad(row.metric.shortName, label)
            for ring in row.cells {
                line += ring.map { "  " + F.colored(F.glyph($0), $0, style) } ?? "  " + style.dim("·")
            }
            line += F.pad(row.daysCounted > 0 ? "\(row.daysMet)/\(row.daysCounted)" : "–", 6, right: true)
            line += F.pad(change(row), 8, right: true)
            out += line + "\n"
        }
        return out
    }

    /// A row per metric, a column per week: days met of days counted.
    static func weekGrid(_ r: PeriodReport, style: TextStyle, width: Int) -> String {
        let label = 12, cell = 8
        func met(_ row: MetricRow) -> String { row.daysCounted > 0 ? "\(grouped(row.daysMet))/\(grouped(row.daysCounted))" : "–" }
        // The met column is as wide as its longest count (years of days: 9,522/10,005).
        let metWidth = max(8, (r.rows.map { met($0).count }.max() ?? 0) + 2)
        let fit = max(1, (width - label - metWidth - 9) / cell)
        // The weeks with data, newest last (a year's future weeks have none).
        let withData = r.weeksWithData
        let weeks = withData.suffix(fit)
        var out = F.pad("", label)
        for w in weeks { out += F.pad("W" + String(Period.isoWeek(w.period.start).week), cell, right: true) }
        out += F.pad("met", metWidth, right: true) + F.pad("vs prev", 9, right: true) + "\n"
        for row in r.rows {
            var line = F.pad(row.metric.name(fitting: label), label)
            for w in weeks {
                if let c = w.cells.goalsMet(row.metric) {
                    let text = "\(c.met)/\(c.counted)"
                    let good = c.isOnTrack(row.comparison)
                    line += F.pad("", cell - text.count) + (good ? style.green(text) : style.yellow(text))
                } else {
                    line += F.pad("·", cell, right: true)
                }
            }
            line += F.pad(met(row), metWidth, right: true)
            line += F.pad(change(row), 9, right: true)
            out += line + "\n"
        }
        if withData.count > weeks.count {
            out += style.dim(String(wrap("(\(grouped(withData.count - weeks.count)) earlier weeks not shown; widen the terminal or use --format html)",
                                         width: width + 2, indent: " ").dropLast())) + "\n"
        }
        return out
    }

    static func summaryTable(_ r: PeriodReport, style: TextStyle) -> String {
        let cells: [(name: String, mean: String, target: String, total: String)] = r.rows.map { row in
            let total = row.hasTotal ? F.value(row.total, row.metric) : ""
            return (row.metric.name(fitting: 12), F.value(row.mean, row.metric), F.target(row.target, row.comparison, row.metric), total)
        }
        // Columns as wide as their widest value (totals over years run long), with two spaces between.
        let mean = max(12, (cells.map { $0.mean.count }.max() ?? 0) + 2)
        let target = max(14, (cells.map { $0.target.count }.max() ?? 0) + 2)
        let total = max(14, (cells.map { $0.total.count }.max() ?? 0) + 2)
        var out = style.dim(F.pad("", 12) + F.pad("mean/day", mean, right: true) + F.pad("target", target, right: true)
                            + F.pad("total", total, right: true)) + "\n"
        for c in cells {
            out += F.pad(c.name, 12) + F.pad(c.mean, mean, right: true) + F.pad(c.target, target, right: true)
                + F.pad(c.total, total, right: true) + "\n"
        }
        return out
    }

    static func percent(_ p: Double) -> String { F.percent(p) }

    /// `challenge 14/30`; before its first day `challenge starts 2026-12-01`; without a start
    /// (no `from`, no mark yet) `challenge not started`.
    static func challenge(_ c: ChallengeProgress) -> String {
        guard let start = c.start else { return "challenge not started" }
        return c.hasBegun ? "challenge \(c.done)/\(c.of)" : "challenge starts \(start)"
    }

    static func change(_ row: MetricRow) -> String {
        guard let c = row.change else { return "" }
        if abs(c) < 0.5 { return "= 0%" }
        return (c > 0 ? "↑ " : "↓ ") + formatNumber(abs(c), decimals: 0) + "%"
    }

    /// Wraps words to the width, continuing lines with `indent`.
    /// A line of parts joined by ` · `, broken between its parts where it is wider than the
    /// terminal (a part itself too wide is wrapped at its words).
    static func wrapParts(_ text: String, width: Int) -> String {
        var out = "", line = ""
        for part in text.components(separatedBy: " · ") {
            if line.isEmpty { line = part; continue }
            if line.count + 3 + part.count <= width { line += " · " + part; continue }
            out += wrap(line + " ·", width: width, indent: "    ")
            line = "  " + part
        }
        return out + wrap(line, width: width, indent: "    ")
    }

    static func wrap(_ text: String, width: Int, indent: String) -> String {
        let lead = String(text.prefix(while: { $0 == " " }))
        var out = "", line = lead
        for word in text.split(separator: " ") {
            if line.count > lead.count, line.count + 1 + word.count > width - 2 {
                out += line + "\n"
                line = indent + word
            } else {
                line += line.count == lead.count ? String(word) : " " + word
            }
        }
        return out + line + "\n"
    }
}
