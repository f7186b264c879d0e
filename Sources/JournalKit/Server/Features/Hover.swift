/// What the editor shows over a place of a journal, in Markdown, and the range it is about:
/// over an entry what it counts (the name it matched and where that name's figures come from,
/// its nutrients, and for caffeine the level in the body at its time), over a day heading the
/// day's rings, over a definition where it is used and when it is in force.
public struct Hover: Sendable, Equatable {
    public var markdown: String
    public var range: TextRange

    public init(markdown: String, range: TextRange) {
        self.markdown = markdown
        self.range = range
    }

    /// The protocol's `Hover`.
    public var json: JSONValue { .object([("contents", markdownJSON(markdown)), ("range", range.json)]) }

    /// The hover at `position` of `document`; nil where there is nothing to say. A day is
    /// worked out as of `clock` (the end of the day when nil).
    public static func at(_ position: TextPosition, in document: JournalDocument, clock: JournalClock? = nil) -> Hover? {
        let line = position.line
        let whole = TextRange(start: TextPosition(line: line, character: 0), end: document.lines.end(ofLine: line))
        if let day = document.dayHeading(onLine: line) {
            let metrics = DayMetrics.compute(journal: document.journal, date: day.date, clock: clock ?? .endOfDay(day.date))
            return Hover(markdown: "**\(day.date.weekday.name) \(day.date)**\n\n" + DayRings.line(metrics.rings), range: whole)
        }
        if let (date, entry) = document.entries(onLine: line).first {
            let report = { DayReport(journal: document.journal, date: date, clock: clock ?? .endOfDay(date)) }
            return Hover(markdown: entryText(entry, on: date, in: document, report: report), range: whole)
        }
        if let file = document.fileIndex, let name = DefinedName.defined(in: document.journal.definitions, file: Int32(file), line: Int32(line + 1)) {
            return Hover(markdown: definitionText(name, line: line, in: document), range: whole)
        }
        return nil
    }

    /// What an entry counts.
    static func entryText(_ entry: Entry, on date: CalendarDate, in document: JournalDocument, report: () -> DayReport) -> String {
        let words = EntryWords(entry.kind)
        // (A meal's words start with its label: `lunch: toast — 80 kcal`.)
        let counts = AddedLines.counts(entry) ?? words.line + " (counts nothing)"
        var out = "**\(words.label)** " + (counts.hasPrefix(words.label + ": ") ? String(counts.dropFirst(words.label.count + 2)) : counts)
        switch entry.kind {
        case .drink(let item):
            out += "\n\n" + itemText(item, isDrink: true, on: date, in: document)
            if item.nutrients.caffeine >= 0.5, let time = entry.time,
               let level = report().caffeine.levels.last(where: { $0.minute == Double(time.minutes) }) {
                out += "\n\ncaffeine in the body at \(time): \(formatNumber(level.mg, decimals: 0)) mg"
            }
        case .meal(let meal):
            out += "\n\n" + meal.items.map { "- " + itemText($0, isDrink: false, on: date, in: document) }.joined(separator: "\n")
        default:
            break
        }
        return out
    }

    /// `espresso x2 → espresso (Mayo Clinic (1 oz)): caffeine 126 mg, water 60 ml, energy 6 kcal`.
    static func itemText(_ item: ItemEntry, isDrink: Bool, on date: CalendarDate, in document: JournalDocument) -> String {
        guard item.isCounted else { return "\(EntryWords.item(item)): not counted" }
        let resolved = item.resolvedName ?? "ad hoc"
        let origin = item.resolvedName.flatMap { Self.source(of: $0, isDrink: isDrink, on: date, in: document) }
        return "\(EntryWords.item(item)) → \(resolved)" + (origin.map { " (\($0))" } ?? "") + ": " + EntryWords.nutrients(item.nutrients, of: document.journal.definitions.shownNutrients)
    }

    /// Where the figures of a resolved name come from: the journal's definition, the built-in
    /// drink's source, or the USDA row of a food.
    static func source(of name: String, isDrink: Bool, on date: CalendarDate, in document: JournalDocument) -> String? {
        let d = document.journal.definitions
        let own = (isDrink ? d.drinks + d.foods : d.foods + d.drinks).first { $0.validity.contains(date) && $0.value.name == name }
        if let own { return "yours: " + document.place(of: own.range) }
        // A drink in a size is named `latte (grande)`.
        let drinkName = name.hasSuffix(")") ? String(name.prefix { $0 != "(" }).trimmingSpaces : name
        if let drink = DrinkCatalog.entry(named: drinkName.lowercased()) { return drink.source }
        if let food = FoodCatalog.builtIn.food(named: name) { return "USDA: " + food.usdaName }
        return nil
    }

    /// Where a defined name is used, and when it is in force.
    static func definitionText(_ name: DefinedName, line: Int, in document: JournalDocument) -> String {
        let uses = name.uses(in: document.journal)
        var out = "**\(name.kind.rawValue) \(name.name)**\n\n"
        if let first = uses.first, let last = uses.last {
            out += "used by \(uses.count) \(uses.count == 1 ? "entry" : "entries"), " + (first.date == last.date ? "on \(first.date)" : "from \(first.date) to \(last.date)")
        } else {
            out += "used by no entry"
        }
        let here = name.definitions(in: document.journal.definitions).first { document.isHere($0.range, line: line) }
        if let v = here?.validity { out += "\n\n" + inForce(v) }
        return out
    }

    /// `in force always`, `in force from 2026-11-01`, `in force from 2026-11-01 until 2026-11-20`.
    static func inForce(_ v: Validity) -> String {
        "in force " + (v.from == nil && v.until == nil ? "always" : [v.from.map { "from \($0)" }, v.until.map { "until \($0)" }].compactMap { $0 }.joined(separator: " "))
    }
}

/// A day's rings in one line: `Caffeine ◑ 32% · Water ○ 3%`, or `no goals in force`.
enum DayRings {
    static func line(_ rings: [Ring]) -> String {
        guard !rings.isEmpty else { return "no goals in force" }
        return rings.map { "\($0.metric.displayName) \(RingFormatting.glyph($0)) \(RingFormatting.percent($0.percent))" }.joined(separator: " · ")
    }
}
