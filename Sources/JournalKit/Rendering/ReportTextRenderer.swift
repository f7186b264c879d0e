/// Renders ``PeriodReport`` and ``DayReport`` as text for the terminal: Unicode, fitted to the
/// width, coloured only when the style says so.
public enum ReportTextRenderer {
    typealias F = RingFormatting

    public static func period(_ r: PeriodReport, style: TextStyle = .plain, width: Int = 80) -> String {
        var out = style.bold(r.period.label) + "\n"
        let clockText = r.clock.minute >= 1440 ? "end of \(r.clock.date.weekday.name) \(r.clock.date)" : "\(r.clock.date.weekday.name) \(r.clock.date) \(TimeOfDay(minutes: r.clock.minute))"
        out += style.dim("as of \(clockText)") + "\n\n"
        if r.uncountedItemTotal > 0 { out += style.yellow(UncountedItemsText.period(r)) + "\n\n" }
        if r.rows.isEmpty {
            out += "No goals in force in this period: add some to the journal, e.g. - goal water >= 2 l\n"
            return out
        }
        out += r.weeks.isEmpty ? dayGrid(r, style: style, width: width) : weekGrid(r, style: style, width: width)
        out += "\n" + summaryTable(r, style: style)
        if let best = r.bestDay {
            var line = "Best day: \(best.date.weekday.name) \(best.date) (\(best.met) of \(best.rings) goals)"
            if let worst = r.worstDay { line += " · worst: \(worst.date.weekday.name) \(worst.date) (\(worst.met) of \(worst.rings))" }
            out += "\n" + line + "\n"
        }
        if !r.streaks.isEmpty {
            out += "\n" + style.bold("Streaks") + "\n"
            for s in r.streaks {
                let unit = s.unit == .weeks ? "week" : "day"
                var line = "  " + F.pad(s.habit, 16) + F.pad("\(s.current) \(unit)\(s.current == 1 ? "" : "s")", 10, right: true)
                line += style.dim("  longest \(s.longest)")
                if let c = s.challengeProgress { line += "  challenge \(c.done)/\(c.of)" }
                out += line + "\n"
            }
        }
        if !r.insights.isEmpty {
            out += "\n" + style.bold("Notes") + "\n"
            for i in InsightText.sentences(r) { out += wrap("• " + i, width: width, indent: "  ") }
        }
        return out
    }

    /// A row per metric, a column per day.
    static func dayGrid(_ r: PeriodReport, style: TextStyle, width: Int) -> String {
        // Nine columns a day when the terminal allows, so 100.3% can show its decimal.
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

    /// A row per metric, a column per week: days met of days counted.
    static func weekGrid(_ r: PeriodReport, style: TextStyle, width: Int) -> String {
        let label = 12, cell = 8
        func met(_ row: MetricRow) -> String { row.daysCounted > 0 ? "\(grouped(row.daysMet))/\(grouped(row.daysCounted))" : "–" }
        // The met column is as wide as its longest count (years of days: 9,522/10,005).
        let metWidth = max(8, (r.rows.map { met($0).count }.max() ?? 0) + 2)
        let fit = max(1, (width - label - metWidth - 9) / cell)
        let weeks = r.weeks.suffix(fit)
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
        if r.weeks.count > weeks.count { out += style.dim("(\(grouped(r.weeks.count - weeks.count)) earlier weeks not shown; widen the terminal or use --format html)") + "\n" }
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
                let bar = progressBar(ring.percent, 10)
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
            out += style.dim("  00    06    12    18    ") + style.dim("  at bedtime (\(r.caffeine.day.bedtime)) \(formatNumber(c.bedtimeMg, decimals: 0)) mg")
                + (c.nowMg.map { style.dim(" · now \(formatNumber($0, decimals: 0)) mg") } ?? "") + "\n"
        }
        if !m.habits.isEmpty || !m.doses.isEmpty {
            out += "\n" + style.bold("Habits and medications") + "\n"
            for h in r.habits {
                let mark: String
                switch h.status {
                case .done: mark = style.green("✓")
                case .notDone: mark = style.red("✗")
                case .excused: mark = style.dim("–")
                default: mark = style.dim("…")
                }
                out += "  \(mark) \(h.habit)" + (h.value.map { " (\(formatNumber($0)))" } ?? "") + style.dim("  \(h.status.rawValue)") + "\n"
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
        }
        if !r.meals.isEmpty {
            out += "\n" + style.bold("Meals") + "\n"
            for g in r.meals {
                out += "  " + F.pad(style.bold(g.name), 40 + (style.color ? 8 : 0)) + F.pad(nutrientsShort(g.nutrients), 0) + "\n"
                for meal in g.meals {
                    for item in meal.items {
                        let name = DayReport.item(item)
                        // A long name (a USDA name in quotes) keeps a gap before its figures.
                        out += "    " + F.pad(name, 36) + (name.count >= 36 ? "  " : "") + style.dim(nutrientsShort(item.nutrients)) + "\n"
                    }
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
        let filled = Int(max(0, min(Double(width), (percent / 100 * Double(width)).rounded())))
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
