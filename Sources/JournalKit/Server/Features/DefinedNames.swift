/// A name the journal defines and its entries use: a drink, a food, a habit or a medication.
/// (Goals, settings and the built-in catalog's items are used by no entry by name.)
public struct DefinedName: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case drink, food, habit, medication
    }

    public var kind: Kind
    public var name: String

    public init(_ kind: Kind, _ name: String) {
        self.kind = kind
        self.name = name
    }

    /// Whether `other` is this name, in any case.
    func matches(_ other: String) -> Bool { other.lowercased() == name.lowercased() }

    /// The definitions of it, each with the days it holds for and where it is written.
    func definitions(in d: Definitions) -> [(validity: Validity, range: SourceRange)] {
        switch kind {
        case .drink: d.drinks.filter { matches($0.value.name) }.map { ($0.validity, $0.range) }
        case .food: d.foods.filter { matches($0.value.name) }.map { ($0.validity, $0.range) }
        case .habit: d.habits.filter { matches($0.value.name) }.map { ($0.validity, $0.range) }
        case .medication: d.medications.filter { matches($0.value.name) }.map { ($0.validity, $0.range) }
        }
    }

    /// The name defined on line `line` (from 1) of file number `file`, if any.
    static func defined(in d: Definitions, file: Int32, line: Int32) -> DefinedName? {
        func on(_ r: SourceRange) -> Bool { r.file == file && r.line == line }
        if let t = d.drinks.first(where: { on($0.range) }) { return DefinedName(.drink, t.value.name) }
        if let t = d.foods.first(where: { on($0.range) }) { return DefinedName(.food, t.value.name) }
        if let t = d.habits.first(where: { on($0.range) }) { return DefinedName(.habit, t.value.name) }
        if let t = d.medications.first(where: { on($0.range) }) { return DefinedName(.medication, t.value.name) }
        return nil
    }

    /// The defined names an entry on `date` uses, each with the range of the line it is named
    /// in (an item's name; for a dose or a habit mark, its line): a drink or an item resolved to
    /// one of the journal's drinks or foods, a dose of a defined medication, a habit's mark.
    static func used(by entry: Entry, on date: CalendarDate, in d: Definitions) -> [(name: DefinedName, range: SourceRange)] {
        func item(_ i: ItemEntry, drinkFirst: Bool) -> (DefinedName, SourceRange)? {
            guard i.isCounted, let resolved = i.resolvedName else { return nil }
            let drink = d.drinks.contains { $0.validity.contains(date) && $0.value.name == resolved }
            let food = d.foods.contains { $0.validity.contains(date) && $0.value.name == resolved }
            guard drink || food else { return nil }
            return (DefinedName(drink && (drinkFirst || !food) ? .drink : .food, resolved), i.nameRange)
        }
        switch entry.kind {
        case .drink(let i): return item(i, drinkFirst: true).map { [$0] } ?? []
        case .meal(let m): return m.items.compactMap { item($0, drinkFirst: false) }
        case .dose(let dose) where dose.isDefined: return [(DefinedName(.medication, dose.medication), entry.range)]
        case .habit(let mark): return [(DefinedName(.habit, mark.habit), entry.range)]
        default: return []
        }
    }

    /// Every use of it in the journal, oldest first: the day, and the range of the line that
    /// names it (see ``used(by:on:in:)``).
    func uses(in journal: Journal) -> [(date: CalendarDate, range: SourceRange)] {
        var uses: [(CalendarDate, SourceRange)] = []
        for day in journal.days {
            for entry in day.entries {
                for use in Self.used(by: entry, on: day.date, in: journal.definitions) where use.name.kind == kind && matches(use.name.name) {
                    uses.append((day.date, use.range))
                }
            }
        }
        return uses
    }

    /// Where on a line of `bytes` it is written: the first place from byte `from` where it
    /// stands as a word, ASCII letters in any case.
    func written(in bytes: [UInt8], from: Int) -> Range<Int>? {
        let name = Array(name.utf8)
        guard !name.isEmpty, max(0, from) <= bytes.count - name.count else { return nil }
        func isWordByte(_ b: UInt8) -> Bool { isASCIILetter(b) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b >= 0x80 }
        for start in max(0, from)...(bytes.count - name.count) {
            guard (0..<name.count).allSatisfy({ lowerByte(bytes[start + $0]) == lowerByte(name[$0]) }) else { continue }
            let end = start + name.count
            if start > 0, isWordByte(bytes[start - 1]) { continue }
            if end < bytes.count, isWordByte(bytes[end]) { continue }
            return start..<end
        }
        return nil
    }
}
