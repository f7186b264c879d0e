/// ``DayReport`` as text: a heading, then a section for each part of the day that has
/// something (goals, caffeine, habits and medications, to-dos, drinks, meals, the timeline,
/// gratitude, notes, photos), as ``HTMLDayPage`` has a card for each.
extension ReportTextRenderer {
    public static func day(_ r: DayReport, style: TextStyle = .plain, width: Int = 80) -> String {
        var out = style.bold("\(r.date.weekday.name) \(r.date)" + (r.title.isEmpty || Weekday(name: r.title) != nil ? "" : " — " + r.title)) + "\n"
        if !r.exists { out += style.dim("No entries for this day.") + "\n" }
        if r.uncountedItems > 0 { out += style.yellow(UncountedItemsText.count(r.uncountedItems) + " (" + UncountedItemsText.reason + ")") + "\n" }
        let sections = [goals(r, style: style, width: width), energy(r, width: width), caffeine(r, style: style, width: width), checks(r, style: style),
                        tasks(r, style: style), drinks(r, style: style, width: width), meals(r, style: style, width: width),
                        nutrients(r, style: style, width: width),
                        timeline(r, style: style, width: width), gratitude(r, style: style, width: width),
                        notes(r, style: style, width: width), photos(r, style: style)]
        for section in sections where !section.isEmpty { out += "\n" + section }
        return out
    }

    /// Each ring: a bar, the value against the target, the percent and the band.
    static func goals(_ r: DayReport, style: TextStyle, width: Int) -> String {
        guard !r.metrics.rings.isEmpty else { return "" }
        var out = style.bold("Goals") + "\n"
        // 12, or wider for a longer name (`Saturated fat`).
        let nameWidth = max(12, (r.metrics.rings.map(\.metric.displayName.count).max() ?? 0) + 1)
        for ring in r.metrics.rings {
            let bar = progressBar(ring.percent, width < 70 ? 5 : 10)
            var line = "  " + F.pad(ring.metric.displayName, nameWidth) + F.colored(bar, ring, style) + " "
            let value = (r.leavesOut(ring) ? "≥ " : "") + F.value(ring.value, ring.metric)
            line += F.pad(value, 10, right: true) + " / " + F.pad(F.target(ring.target, ring.comparison, ring.metric), 12)
            line += F.colored(F.pad(percent(ring.percent), 6, right: true), ring, style)
            if let b = ring.band { line += style.dim("  " + b.rawValue) }
            else if ring.status == .pending { line += style.dim("  to go") }
            out += line + "\n"
            // Under an `auto` energy ring, the figures its target comes from.
            if ring.metric == .energy, ring.origin == .auto, let b = r.metrics.energy?.breakdown {
                let indent = String(repeating: " ", count: nameWidth + 2)
                out += style.dim(wrap(indent + EnergyNeedText.line(b), width: width, indent: indent + "  "))
            }
        }
        if r.metrics.rings.contains(where: r.leavesOut) { out += style.dim("  " + leavesOutNote) + "\n" }
        return out
    }

    /// Energy in and out against the day's need, in one line (wrapped on a narrow terminal).
    static func energy(_ r: DayReport, width: Int) -> String {
        guard let b = r.energyBalance else { return "" }
        return wrapParts(EnergyBalanceText.sentence(b), width: width)
    }

    /// The day's caffeine levels by the hour, the peak, and the levels at bedtime and now.
    static func caffeine(_ r: DayReport, style: TextStyle, width: Int) -> String {
        guard r.caffeine.hasIntake else { return "" }
        let c = r.caffeine.curve
        var out = style.bold("Caffeine in the body") + "\n"
        out += "  " + F.sparkline(Array(c.hourly.prefix(24))) + "  peak \(formatNumber(c.peakMg, decimals: 0)) mg"
            + (c.peakTime.map { " at \($0)" } ?? "") + "\n"
        let axis = "  00    06    12    18    "
        let levels = "at bedtime (\(r.caffeine.day.bedtime)) \(formatNumber(c.bedtimeMg, decimals: 0)) mg"
            + (c.nowMg.map { " · now \(formatNumber($0, decimals: 0)) mg" } ?? "")
        // The levels after the hours' axis, or under it when the terminal is narrow.
        out += axis.count + 2 + levels.count <= width ? style.dim(axis + "  " + levels) + "\n" : style.dim(axis) + "\n" + style.dim("  " + levels) + "\n"
        out += caffeineLeft(r, style: style)
        return out
    }

    /// `  ◑ 155 mg left today of 400 mg` or `  ▲ over by 60 mg of 400 mg`, in the band's colour
    /// (its mark for a terminal without colour); nothing without a caffeine limit.
    static func caffeineLeft(_ r: DayReport, style: TextStyle) -> String {
        guard let limit = r.caffeine.limitMg, let left = r.caffeine.leftMg, let band = r.caffeine.band else { return "" }
        let day = r.date == r.clock.date ? "today" : "that day"
        let words = left >= 0 ? "\(formatNumber(left, decimals: 0)) mg left \(day)" : "over by \(formatNumber(-left, decimals: 0)) mg"
        return "  " + F.colored(LimitBand.glyph(band) + " " + words, band, style) + style.dim(" of \(formatNumber(limit, decimals: 0)) mg") + "\n"
    }

    /// The scheduled habits and doses, each with its mark, and the doses' tally.
    static func checks(_ r: DayReport, style: TextStyle) -> String {
        let m = r.metrics
        guard !r.habits.isEmpty || !m.doses.isEmpty else { return "" }
        var out = style.bold("Habits and medications") + "\n"
        for h in r.habits {
            let mark = h.status == .done ? style.green("✓") : h.status == .notDone ? style.red("✗") : style.dim(h.status == .excused ? "–" : "…")
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
        return out
    }

    /// The to-dos with their tally, priority and due date (in red when overdue).
    static func tasks(_ r: DayReport, style: TextStyle) -> String {
        guard !r.tasks.isEmpty else { return "" }
        let tally = r.taskTally
        var out = style.bold("To-dos") + (tally.total > 0 ? style.dim("  \(tally.done) done of \(tally.total)") : "") + "\n"
        for t in r.tasks {
            var details: [String] = []
            if t.priority > 0 { details.append(String(repeating: "!", count: t.priority)) }
            if let due = t.due { details.append(t.dueStatus == .overdue ? style.red("due \(due), overdue") : "due \(due)") }
            out += "  [\(t.state.mark)] " + (t.text.isEmpty ? style.dim("(no text)") : t.text)
                + (details.isEmpty ? "" : style.dim("  · ") + details.joined(separator: style.dim(" · "))) + "\n"
        }
        return out
    }

    /// Each drink at its time, with its caffeine, water and energy.
    static func drinks(_ r: DayReport, style: TextStyle, width: Int) -> String {
        guard !r.drinks.isEmpty else { return "" }
        var out = style.bold("Drinks") + "\n"
        let drinks = r.drinks.map { d -> (time: String, name: String, facts: String) in
            (d.time.map(\.description) ?? "     ", EntryWords.item(d.item), EntryWords.drinkFacts(d.item.nutrients).joined(separator: " · "))
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
        return out
    }

    /// The meal groups with their totals, and each item with its nutrients.
    static func meals(_ r: DayReport, style: TextStyle, width: Int) -> String {
        guard !r.meals.isEmpty else { return "" }
        var out = style.bold("Meals") + "\n"
        // Nutrients in one column after the names when the lines fit, else under each name.
        let all = r.meals.flatMap { $0.meals.flatMap(\.items) }
        let column = min(36, (all.map { EntryWords.item($0).count }.max() ?? 0) + 2)
        let widest = max((r.meals.map { nutrientsShort($0.nutrients).count }.max() ?? 0) - 2, all.map { nutrientsShort($0.nutrients).count }.max() ?? 0)
        let fits = 4 + column + widest <= width
        for g in r.meals {
            let total = nutrientsShort(g.nutrients)
            let items = g.meals.flatMap(\.items).map { (EntryWords.item($0), nutrientsShort($0.nutrients)) }
            out += fits ? "  " + F.pad(style.bold(g.name), column + 2 + (style.color ? 8 : 0)) + total + "\n"
                : "  " + style.bold(g.name) + "\n" + wrap("    " + total, width: width + 2, indent: "    ")
            for (name, nutrients) in items {
                // A long name (a USDA name in quotes) keeps a gap before its figures.
                out += fits ? "    " + F.pad(name, column) + (name.count >= column ? "  " : "") + style.dim(nutrients) + "\n"
                    : wrap("    " + name, width: width + 2, indent: "      ") + style.dim(wrap("      " + nutrients, width: width + 2, indent: "      "))
            }
        }
        return out
    }

    /// The entries the timeline shows (``EntryWords/Placement``): in time order, then the
    /// untimed ones that have no section of their own.
    static func timeline(_ r: DayReport, style: TextStyle, width: Int) -> String {
        let items = r.shownTimeline
        guard !items.isEmpty else { return "" }
        var out = style.bold("Timeline") + "\n"
        for t in items {
            let time = t.time.map { $0.description } ?? "     "
            out += wrap("  " + style.dim(time) + "  " + t.words.line + (t.tags.isEmpty ? "" : style.dim(" #" + t.tags.joined(separator: " #"))),
                        width: width + (style.color ? 8 : 0), indent: "         ")
        }
        return out
    }

    static func gratitude(_ r: DayReport, style: TextStyle, width: Int) -> String {
        guard !r.gratitude.isEmpty else { return "" }
        var out = style.bold("Grateful for") + "\n"
        for g in r.gratitude { out += wrap("  • " + g, width: width, indent: "    ") }
        return out
    }

    static func notes(_ r: DayReport, style: TextStyle, width: Int) -> String {
        guard !r.notes.isEmpty else { return "" }
        var out = style.bold("Notes") + "\n"
        for n in r.notes { out += wrap("  " + n, width: width, indent: "  ") }
        return out
    }

    static func photos(_ r: DayReport, style: TextStyle) -> String {
        guard !r.photos.isEmpty else { return "" }
        var out = style.bold("Photos") + "\n"
        for p in r.photos { out += "  \(p.path)" + (p.alt.isEmpty ? "" : style.dim("  \(p.alt)")) + "\n" }
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
