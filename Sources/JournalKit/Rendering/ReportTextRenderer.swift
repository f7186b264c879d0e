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
            return out
        }
        if r.daysCounted == 0 {
            out += "No entries from \(r.period.start) to \(min(r.period.end, r.clock.date)).\n"
            return out
        }
        out += r.weeks.isEmpty ? dayGrid(r, style: style, width: width) : weekGrid(r, style: style, width: width)
        out += "\n" + summaryTable(r, style: style)
        if let line = dosesAndTasks(r.doses, r.tasks, style: style) { out += line + "\n" }
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
                if let c = s.challengeProgress { line += "  " + challenge(c, asOf: min(r.period.end, r.clock.date)) }
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
            var s = "Doses: \(doses.taken) of \(doses.scheduled - doses.skipped) taken"
            var notes: [String] = []
            if doses.missed > 0 { notes.append(style.red("\(doses.missed) missed")) }
            if doses.pending > 0 { notes.append("\(doses.pending) to come") }
            if !notes.isEmpty { s += " (" + notes.joined(separator: ", ") + ")" }
            parts.append(s)
        }
        if tasks.total > 0 { parts.append("To-dos: \(tasks.done) done of \(tasks.total)") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
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
            var line = F.pad(row.metric.displayName, label)
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
            var line = F.pad(row.metric.displayName, label)
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
            return (row.metric.displayName, F.value(row.mean, row.metric), F.target(row.target, row.comparison, row.metric), total)
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
    static func challenge(_ c: ChallengeProgress, asOf date: CalendarDate) -> String {
        guard let start = c.start else { return "challenge not started" }
        return start > date ? "challenge starts \(start)" : "challenge \(c.done)/\(c.of)"
    }

    static func change(_ row: MetricRow) -> String {
        guard let c = row.change else { return "" }
        if abs(c) < 0.5 { return "= 0%" }
        return (c > 0 ? "↑ " : "↓ ") + formatNumber(abs(c), decimals: 0) + "%"
    }

    /// Wraps words to the width, continuing lines with `indent`.
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

    // MARK: One day

    public static func day(_ r: DayReport, style: TextStyle = .plain, width: Int = 80) -> String {
        var out = style.bold("\(r.date.weekday.name) \(r.date)" + (r.title.isEmpty || Weekday(name: r.title) != nil ? "" : " — " + r.title)) + "\n"
        if !r.exists { out += style.dim("No entries for this day.") + "\n" }
        if r.uncountedItems > 0 { out += style.yellow(UncountedItemsText.count(r.uncountedItems) + " (" + UncountedItemsText.reason + ")") + "\n" }
        let m = r.metrics
        if !m.rings.isEmpty {
            out += "\n" + style.bold("Goals") + "\n"
            for ring in m.rings {
                let bar = progressBar(ring.percent, width < 70 ? 5 : 10)
                var line = "  " + F.pad(ring.metric.displayName, 12) + F.colored(bar, ring, style) + " "
                line += F.pad(F.value(ring.value, ring.metric), 10, right: true) + " / " + F.pad(F.target(ring.target, ring.comparison, ring.metric), 12)
                line += F.colored(F.pad(percent(ring.percent), 6, right: true), ring, style)
                if let b = ring.band { line += style.dim("  " + b.rawValue) }
                else if ring.status == .pending { line += style.dim("  to go") }
                out += line + "\n"
            }
        }
        if r.caffeine.hasIntake {
            let c = r.caffeine.curve
            out += "\n" + style.bold("Caffeine in the body") + "\n"
            out += "  " + F.sparkline(Array(c.hourly.prefix(24))) + "  peak \(formatNumber(c.peakMg, decimals: 0)) mg"
                + (c.peakTime.map { " at \($0)" } ?? "") + "\n"
            let axis = "  00    06    12    18    "
            let levels = "at bedtime (\(r.caffeine.day.bedtime)) \(formatNumber(c.bedtimeMg, decimals: 0)) mg"
                + (c.nowMg.map { " · now \(formatNumber($0, decimals: 0)) mg" } ?? "")
            // The levels after the hours' axis, or under it when the terminal is narrow.
            out += axis.count + 2 + levels.count <= width ? style.dim(axis + "  " + levels) + "\n" : style.dim(axis) + "\n" + style.dim("  " + levels) + "\n"
        }
        if !r.habits.isEmpty || !m.doses.isEmpty {
            out += "\n" + style.bold("Habits and medications") + "\n"
            for h in r.habits {
                let mark: String
                switch h.status {
                case .done: mark = style.green("✓")
                case .notDone: mark = style.red("✗")
                case .excused: mark = style.dim("–")
                default: mark = style.dim("…")
                }
                out += "  \(mark) \(h.habit)" + (h.value.map { " (\(formatNumber($0)))" } ?? "") + style.dim("  \(h.status.words)") + "\n"
            }
            for d in m.doses {
                let mark: String
                switch d.state {
                case .taken: mark = style.green("✓")
                case .missed: mark = style.red("✗")
                case .skipped: mark = style.dim("–")
                case .pending: mark = style.dim("…")
                }
                var line = "  \(mark) \(d.medication) \(d.scheduled)"
                if case .taken(let at?) = d.state { line += style.dim("  taken at \(at)") } else { line += style.dim("  \(d.state.name)") }
                out += line + "\n"
            }
            if let tally = dosesAndTasks(m.adherence, TaskTally(), style: style) { out += "  " + tally + "\n" }
        }
        if !r.tasks.isEmpty {
            let tally = TaskTally(r.tasks)
            out += "\n" + style.bold("To-dos") + (tally.total > 0 ? style.dim("  \(tally.done) done of \(tally.total)") : "") + "\n"
            for t in r.tasks {
                var details: [String] = []
                if t.priority > 0 { details.append(String(repeating: "!", count: t.priority)) }
                if let due = t.due { details.append(t.state == .open && due < r.date ? style.red("due \(due), overdue") : "due \(due)") }
                out += "  [\(t.state.mark)] " + (t.text.isEmpty ? style.dim("(no text)") : t.text)
                    + (details.isEmpty ? "" : style.dim("  · ") + details.joined(separator: style.dim(" · "))) + "\n"
            }
        }
        if !r.drinks.isEmpty {
            out += "\n" + style.bold("Drinks") + "\n"
            let drinks = r.drinks.map { d -> (time: String, name: String, facts: String) in
                let n = d.item.nutrients
                var facts: [String] = []
                if n.caffeine >= 0.5 { facts.append("\(formatNumber(n.caffeine, decimals: 0)) mg caffeine") }
                if n.water >= 0.5 { facts.append("\(formatNumber(n.water, decimals: 0)) ml water") }
                if n.energy >= 0.5 { facts.append("\(formatNumber(n.energy, decimals: 0)) kcal") }
                return (d.time.map(\.description) ?? "     ", DayReport.item(d.item), facts.joined(separator: " · "))
            }
            // The facts in a column after the names when the lines fit, else under each name.
            let column = min(28, (drinks.map(\.name.count).max() ?? 0) + 2)
            let fits = 9 + column + (drinks.map(\.facts.count).max() ?? 0) <= width
            for d in drinks {
                out += "  " + style.dim(d.time) + "  "
                if d.facts.isEmpty { out += d.name + "\n" }
                else if fits { out += F.pad(d.name, column) + style.dim(d.facts) + "\n" }
                else { out += d.name + "\n" + style.dim(wrap("         " + d.facts, width: width + 2, indent: "         ")) }
            }
        }
        if !r.meals.isEmpty {
            out += "\n" + style.bold("Meals") + "\n"
            // Nutrients in one column after the names when the lines fit, else under each name.
            let all = r.meals.flatMap { $0.meals.flatMap(\.items) }
            let column = min(36, (all.map { DayReport.item($0).count }.max() ?? 0) + 2)
            let widest = max((r.meals.map { nutrientsShort($0.nutrients).count }.max() ?? 0) - 2, all.map { nutrientsShort($0.nutrients).count }.max() ?? 0)
            let fits = 4 + column + widest <= width
            for g in r.meals {
                let total = nutrientsShort(g.nutrients)
                let items = g.meals.flatMap(\.items).map { (DayReport.item($0), nutrientsShort($0.nutrients)) }
                out += fits ? "  " + F.pad(style.bold(g.name), column + 2 + (style.color ? 8 : 0)) + total + "\n"
                    : "  " + style.bold(g.name) + "\n" + wrap("    " + total, width: width + 2, indent: "    ")
                for (name, nutrients) in items {
                    // A long name (a USDA name in quotes) keeps a gap before its figures.
                    out += fits ? "    " + F.pad(name, column) + (name.count >= column ? "  " : "") + style.dim(nutrients) + "\n"
                        : wrap("    " + name, width: width + 2, indent: "      ") + style.dim(wrap("      " + nutrients, width: width + 2, indent: "      "))
                }
            }
        }
        if !r.timeline.isEmpty {
            out += "\n" + style.bold("Timeline") + "\n"
            // Gratitude, habits, to-dos and notes have their own sections below.
            for t in r.timeline where t.time != nil || ["drink", "meal", "dose", "workout", "weight", "event", "mood"].contains(t.kind) {
                let time = t.time.map { $0.description } ?? "     "
                out += wrap("  " + style.dim(time) + "  " + t.text + (t.tags.isEmpty ? "" : style.dim(" #" + t.tags.joined(separator: " #"))),
                            width: width + (style.color ? 8 : 0), indent: "         ")
            }
        }
        if !r.gratitude.isEmpty {
            out += "\n" + style.bold("Grateful for") + "\n"
            for g in r.gratitude { out += wrap("  • " + g, width: width, indent: "    ") }
        }
        if !r.notes.isEmpty {
            out += "\n" + style.bold("Notes") + "\n"
            for n in r.notes { out += wrap("  " + n, width: width, indent: "  ") }
        }
        if !r.photos.isEmpty {
            out += "\n" + style.bold("Photos") + "\n"
            for p in r.photos { out += "  \(p.path)" + (p.alt.isEmpty ? "" : style.dim("  \(p.alt)")) + "\n" }
        }
        return out
    }

    /// `████░░░░░░` for a percent (over 100% fills the bar).
    static func progressBar(_ percent: Double, _ width: Int) -> String {
        let filled = min(width, max(0, DisplayNumber.int(percent / 100 * Double(width))))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    static func nutrientsShort(_ n: Nutrients) -> String {
        var parts = ["\(formatNumber(n.energy, decimals: 0)) kcal"]
        if n.carbs > 0 { parts.append("\(formatNumber(n.carbs, decimals: 0)) g carbs") }
        if n.protein > 0 { parts.append("\(formatNumber(n.protein, decimals: 0)) g protein") }
        if n.fat > 0 { parts.append("\(formatNumber(n.fat, decimals: 0)) g fat") }
        if n.caffeine > 0 { parts.append("\(formatNumber(n.caffeine, decimals: 0)) mg caffeine") }
        return parts.joined(separator: " · ")
    }
}
