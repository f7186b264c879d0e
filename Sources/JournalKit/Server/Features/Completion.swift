import Foundation

/// One suggestion of the editor's completion list: what it shows, and the text it puts in place
/// of what was typed.
public struct CompletionItem: Sendable, Equatable {
    /// The protocol's `CompletionItemKind`.
    public enum Kind: Int, Sendable {
        case variable = 6, unit = 11, value = 12, keyword = 14, reference = 18, enumMember = 20, constant = 21
    }

    public var label: String
    public var kind: Kind
    /// One line beside the label: `flat white · 236 ml · 130 mg caffeine · 110 kcal`.
    public var detail: String?
    /// More, in Markdown: where the figures come from.
    public var documentation: String?
    /// The typed words it replaces, and its text.
    public var textEdit: TextEdit
    /// Keeps the order of the list as ranked (`0000`, `0001`, …).
    public var sortText: String
    /// The text the editor matches the typed words against, when not the label (an alias).
    public var filterText: String?

    /// The protocol's `CompletionItem`.
    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [("label", .string(label)), ("kind", .number(Double(kind.rawValue)))]
        if let detail { fields.append(("detail", .string(detail))) }
        if let documentation { fields.append(("documentation", markdownJSON(documentation))) }
        fields.append(("sortText", .string(sortText)))
        if let filterText { fields.append(("filterText", .string(filterText))) }
        fields.append(("textEdit", textEdit.json))
        return .object(fields)
    }
}

/// The completion list at a place: the protocol's `CompletionList`.
public struct CompletionList: Sendable, Equatable {
    /// Whether more would come of more typing than the list holds (it was cut at its limit).
    public var isIncomplete: Bool
    public var items: [CompletionItem]

    public var json: JSONValue { .object([("isIncomplete", .bool(isIncomplete)), ("items", .array(items.map(\.json)))]) }

    static let empty = CompletionList(isIncomplete: false, items: [])
}

/// What may be written at a place of a journal: entry keywords and the time at a list item's
/// start, drinks after `drink`, foods after a meal's keyword, a drink's sizes after its name,
/// the habits and medications in force after a checkbox or `took`, units after a number, and
/// the journal's tags after `#`.
public enum Completion {
    /// The suggestions at `position` of `document`; `now` is the time offered at an item's
    /// start. At most `limit` items.
    public static func list(in document: JournalDocument, at position: TextPosition, now: TimeOfDay,
                            foods: FoodCatalog = .builtIn, limit: Int = 50) -> CompletionList {
        let line = document.lines.bytes(ofLine: position.line)
        let cursor = document.lines.byteOffset(of: position)
        guard let item = ListItemPrefix(line, upTo: cursor) else { return .empty }
        var context = Context(document: document, line: position.line, item: item, limit: limit, date: document.date(onLine: position.line))
        context.suggest(now: now, foods: foods)
        return CompletionList(isIncomplete: context.cut, items: context.items)
    }

    /// The work of one list.
    private struct Context {
        let document: JournalDocument
        let line: Int
        let item: ListItemPrefix
        let limit: Int
        let date: CalendarDate?
        var items: [CompletionItem] = []
        var cut = false
        var cursor: Int { item.bytes.count }

        init(document: JournalDocument, line: Int, item: ListItemPrefix, limit: Int, date: CalendarDate?) {
            (self.document, self.line, self.item, self.limit, self.date) = (document, line, item, limit, date)
        }

        /// Adds an item replacing the bytes from `start` to the cursor.
        mutating func add(_ label: String, _ kind: CompletionItem.Kind, detail: String? = nil, documentation: String? = nil,
                          from start: Int, text: String? = nil, filterText: String? = nil) {
            guard items.count < limit else { cut = true; return }
            let range = document.lines.range(line: line, bytes: start..<cursor)
            items.append(CompletionItem(label: label, kind: kind, detail: detail, documentation: documentation,
                                        textEdit: TextEdit(range: range, newText: text ?? label),
                                        sortText: pad(items.count, 4), filterText: filterText))
        }

        mutating func suggest(now: TimeOfDay, foods: FoodCatalog) {
            let wordStart = item.wordStart
            let word = String(decoding: item.bytes[wordStart...], as: UTF8.self)
            if word.hasPrefix("#") {
                return tags(prefix: String(word.dropFirst()), from: wordStart + 1)
            }
            if ListItemPrefix.isMealChild(line: line, indent: item.indent, in: document.lines) {
                return mealItem(from: item.bodyStart, catalog: foods)
            }
            if item.checkbox != nil {
                return habitsAndMedications(prefix: item.body, from: item.bodyStart, habits: true)
            }
            let before = item.wordsBefore
            guard let first = before.first else {
                return start(prefix: word, now: now)
            }
            if let last = before.last, Self.isNumber(last.word) {
                return units(prefix: word, from: wordStart)
            }
            let keywordWord = first.word.lowercased().trimmingCharacters(in: [":"])
            guard let keyword = EntryKeyword.spellings.first(where: { $0.0 == keywordWord })?.1 else { return }
            var argsStart = ListItemPrefix.skipSpaces(item.bytes, first.start + first.word.utf8.count)
            if argsStart < cursor, item.bytes[argsStart] == UInt8(ascii: ":") { argsStart = ListItemPrefix.skipSpaces(item.bytes, argsStart + 1) }
            let args = String(decoding: item.bytes[min(argsStart, cursor)...], as: UTF8.self)
            switch keyword {
            case .drink:
                drinks(args: args, from: argsStart, wordStart: wordStart, word: word)
            case .meal:
                mealItem(from: argsStart, catalog: foods)
            case .took, .skipped:
                habitsAndMedications(prefix: args, from: argsStart, habits: false)
            case .mood, .gratitude, .workout, .weight, .event, .sleep, .symptom:
                break
            }
        }

        /// At the item's start: the time now (when no time is written), the keywords, and the
        /// drinks, which may be written without one.
        mutating func start(prefix: String, now: TimeOfDay) {
            let lower = prefix.lowercased()
            if !item.hasTime, now.description.hasPrefix(lower) {
                add(now.description, .constant, detail: "the time now", from: item.bodyStart, text: now.description + " ")
            }
            for (spelling, keyword) in EntryKeyword.spellings where spelling.hasPrefix(lower) {
                // (`refill` is read as a `took` keyword, of a medication's supply.)
                let detail = spelling == "refill" ? "tablets got: a medication's supply refilled" : Self.meaning(keyword)
                add(spelling, .keyword, detail: detail, from: item.bodyStart, text: spelling + " ")
            }
            if !lower.isEmpty, lower.first?.isLetter == true { drinkNames(lower, from: item.bodyStart) }
        }

        /// What an entry of a keyword is.
        static func meaning(_ keyword: EntryKeyword) -> String {
            switch keyword {
            case .drink: "a drink: caffeine, water, energy"
            case .meal(let meal): "a meal of items (\(meal.rawValue))"
            case .mood: "a mood, 1–5"
            case .gratitude: "one thing to be grateful for"
            case .took: "a medication dose taken"
            case .skipped: "a medication dose skipped"
            case .workout: "exercise, with its minutes"
            case .weight: "body weight"
            case .event: "something at a time"
            case .sleep: "a night's sleep or a nap"
            case .symptom: "something felt, 1–5"
            }
        }

        /// After `drink`: a drink's sizes once its name is written whole, and the drinks whose
        /// names start with what is written.
        mutating func drinks(args: String, from argsStart: Int, wordStart: Int, word: String) {
            let named = String(decoding: item.bytes[min(argsStart, wordStart)..<wordStart], as: UTF8.self).trimmingSpaces.lowercased()
            if !named.isEmpty, let drink = DrinkCatalog.entry(named: named) {
                sizes(of: drink, prefix: word.lowercased(), from: wordStart)
            }
            drinkNames(args.lowercased(), from: argsStart)
        }

        /// The journal's drinks in force, then the built-in ones, whose names (or aliases) start
        /// with `prefix`, then those a word of whose name does.
        mutating func drinkNames(_ prefix: String, from start: Int) {
            var seen = Set<String>()
            for d in document.journal.definitions.drinks.reversed() where date.map(d.validity.contains) ?? true {
                let name = d.value.name
                guard name.lowercased().hasPrefix(prefix), seen.insert(name.lowercased()).inserted else { continue }
                add(name, .value, detail: Self.drinkDetail(d.value), documentation: "yours: " + document.place(of: d.range), from: start, text: Self.written(name))
            }
            for pass in 0..<2 {
                for drink in DrinkCatalog.all where !seen.contains(drink.name) {
                    let names = [drink.name] + drink.aliases
                    let match = pass == 0 ? names.first { $0.hasPrefix(prefix) } : names.first { $0.contains(" " + prefix) }
                    guard let match else { continue }
                    seen.insert(drink.name)
                    add(drink.name, .value, detail: Self.drinkDetail(drink.definition), documentation: drink.source, from: start,
                        filterText: match == drink.name ? nil : match)
                }
            }
        }

        /// A drink's sizes, its serving first.
        mutating func sizes(of drink: CatalogDrink, prefix: String, from start: Int) {
            let serving = drink.definition.serving.name.map { [CatalogDrink.Size(name: $0, ml: drink.servingML, caffeine: drink.definition.nutrients.caffeine)] } ?? []
            for size in serving + drink.sizes where size.name.hasPrefix(prefix) {
                let n = drink.definition(size: size.name)?.nutrients ?? drink.definition.nutrients
                add(size.name, .enumMember, detail: ([Quantity(size.ml, .ml).description] + EntryWords.drinkFacts(Self.withoutPlainWater(n, ml: size.ml))).joined(separator: " · "),
                    from: start)
            }
        }

        /// The foods for the item the cursor is in, of the items written from `start`: after
        /// the last `,`, or the `:` after a meal's description (`dinner with Sam: pasta`).
        mutating func mealItem(from start: Int, catalog: FoodCatalog) {
            var itemStart = min(start, cursor)
            if let mark = item.bytes[itemStart...].lastIndex(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ":") }) {
                itemStart = ListItemPrefix.skipSpaces(item.bytes, mark + 1)
            }
            foods(String(decoding: item.bytes[itemStart...], as: UTF8.self), from: itemStart, catalog: catalog)
        }

        /// After a meal's keyword: the journal's foods whose names hold what is written, then
        /// the catalog's, ranked as `journal foods` ranks them.
        mutating func foods(_ text: String, from start: Int, catalog: FoodCatalog) {
            let query = text.lowercased()
            var seen = Set<String>()
            for f in document.journal.definitions.foods.reversed() where date.map(f.validity.contains) ?? true {
                let name = f.value.name
                guard query.isEmpty || name.lowercased().contains(query), seen.insert(name.lowercased()).inserted else { continue }
                add(name, .value, detail: Self.foodDetail(f.value), documentation: "yours: " + document.place(of: f.range), from: start, text: Self.written(name), filterText: text)
            }
            let found = catalog.search(text, limit: limit + 1)
            for food in found where !seen.contains(food.name.lowercased()) {
                // A plain USDA row is written by its exact name, in quotes.
                add(food.name, .value, detail: Self.foodDetail(ItemResolver.definition(food)),
                    documentation: (food.isFriendly ? "USDA: " + food.usdaName : "USDA") + (food.category.isEmpty ? "" : " · " + food.category),
                    from: start, text: food.isFriendly ? food.name : "\"\(food.name)\"", filterText: text)
            }
            if found.count > limit { cut = true }
        }

        /// After a checkbox: the habits and medications in force on the day; after `took`, the
        /// medications.
        mutating func habitsAndMedications(prefix: String, from start: Int, habits: Bool) {
            let lower = prefix.lowercased()
            let definitions = document.journal.definitions
            if habits {
                let inForce = date.map(definitions.habits(on:)) ?? definitions.habits.map(\.value)
                var seen = Set<String>()
                for h in inForce where h.name.lowercased().hasPrefix(lower) && seen.insert(h.name.lowercased()).inserted {
                    add(h.name, .variable, detail: "habit · " + Self.schedule(h.schedule), from: start)
                }
            }
            let medications = date.map(definitions.medications(on:)) ?? definitions.medications.map(\.value)
            var seen = Set<String>()
            for m in medications where m.name.lowercased().hasPrefix(lower) && seen.insert(m.name.lowercased()).inserted {
                add(m.name, .variable, detail: "medication" + Self.doses(m), from: start)
            }
        }

        /// Units after a number.
        mutating func units(prefix: String, from start: Int) {
            var seen = Set<MeasureUnit>()
            for (_, unit) in MeasureUnit.spellings where unit != .count && unit != .percent && seen.insert(unit).inserted {
                let name = unit.description
                guard name.lowercased().hasPrefix(prefix.lowercased()) else { continue }
                add(name, .unit, detail: unit.dimension?.rawValue, from: start)
            }
        }

        /// The tags of the journal, most used first.
        mutating func tags(prefix: String, from start: Int) {
            var counts: [String: Int] = [:]
            for day in document.journal.days {
                // (Not the tag being written.)
                for e in day.entries where !document.isHere(e.range, line: line) { for t in e.tags { counts[t, default: 0] += 1 } }
            }
            let lower = prefix.lowercased()
            for (tag, n) in counts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) where tag.hasPrefix(lower) {
                add(tag, .reference, detail: n == 1 ? "used once" : "used \(n) times", from: start)
            }
        }

        /// A name as an entry writes it: in quotes when it holds a comma.
        static func written(_ name: String) -> String { name.contains(",") ? "\"\(name)\"" : name }

        /// `flat white · 236 ml · 130 mg caffeine · 110 kcal`: the serving and the figures of it.
        static func drinkDetail(_ d: ItemDefinition) -> String {
            let ml = d.serving.amount?.converted(to: .ml)
            return ([d.name, serving(d.serving)].compactMap { $0 } + EntryWords.drinkFacts(withoutPlainWater(d.nutrients, ml: ml))).joined(separator: " · ")
        }

        /// `oats · 40 g · 150 kcal · 27 g carbs · 5 g protein · 3 g fat`.
        static func foodDetail(_ d: ItemDefinition) -> String {
            let n = d.nutrients
            var facts = [d.name, serving(d.serving)].compactMap { $0 }
            facts.append("\(formatNumber(n.energy, decimals: 0)) kcal")
            for (value, name) in [(n.carbs, "carbs"), (n.protein, "protein"), (n.fat, "fat")] where value >= 0.5 {
                facts.append("\(formatNumber(value, decimals: 0)) g \(name)")
            }
            return facts.joined(separator: " · ")
        }

        /// `236 ml`, `slice (30 g)`, `slice`; nil for a serving of nothing said.
        static func serving(_ s: Serving) -> String? {
            switch (s.name, s.amount) {
            case (let name?, let amount?) where MeasureUnit(standard: name) == nil: "\(name) (\(amount))"
            case (_, let amount?): amount.description
            case (let name?, nil): name
            case (nil, nil): nil
            }
        }

        /// The nutrients without their water when it is the whole serving's volume, which the
        /// serving already says.
        static func withoutPlainWater(_ n: Nutrients, ml: Double?) -> Nutrients {
            var n = n
            if let ml, abs(n.water - ml) < 0.5 { n.water = 0 }
            return n
        }

        static func schedule(_ s: HabitDefinition.Schedule) -> String {
            switch s {
            case .daily: "daily"
            case .timesPerWeek(let n): "\(n)/week"
            case .weekdays(let days): "on " + days.map(\.shortName).joined(separator: ", ")
            }
        }

        /// ` · 500 mg at 08:00, 20:00`, ` · as needed`.
        static func doses(_ m: MedicationDefinition) -> String {
            (m.dose.map { " · \($0)" } ?? "") + (m.asNeeded ? " · as needed" : m.times.isEmpty ? "" : " at " + m.times.map(\.description).joined(separator: ", "))
        }

        static func isNumber(_ word: String) -> Bool {
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "/") } && word.first!.isNumber
        }
    }
}
