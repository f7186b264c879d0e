/// Resolves entries against the definitions, one at a time: drink and meal items to their
/// nutrients, doses to their medication, and (with --strict) bullet notes that look like an
/// entry without its keyword. ``EntryChecker`` uses it on every read.
///
/// Journals repeat the same few names thousands of times, so what a name resolves to is
/// cached per name.
final class EntryResolver {
    let options: ParseOptions
    let items: ItemResolver
    /// Every defined medication (whatever its validity), and its lower-cased name.
    let medications: [MedicationDefinition]
    private let medicationNames: [String]
    /// How many words the medications' names have, each once, most first.
    private let medicationWordCounts: [Int]
    /// The medications' lower-cased names as bytes, with their indexes: those of most words
    /// first, then in the order defined (the order ``matchDose(_:)`` tries them in); a few are
    /// compared in turn.
    private let medicationsByWords: [(index: Int, name: [UInt8])]
    /// The first medication of each lower-cased name (a name may be defined more than once,
    /// over time): many are looked up by name.
    private let medicationIndex: [String: Int]
    /// What the texts ``matchDoseASCII(_:)`` does not match matched (their words vary less:
    /// an unknown medication is written again and again).
    private var doseCache: [String: DoseMatch] = [:]
    /// The words names may start with (``wordsOfNames(definitions:foods:)``), made on first need.
    private(set) lazy var naturalWords: NameWords = Self.wordsOfNames(definitions: definitions, foods: items.foods)
    private let definitions: Definitions
    /// The first words of the defined medications' names, lower-cased.
    let medicationFirstWords: [[UInt8]]

    init(definitions: Definitions, foods: FoodCatalog, options: ParseOptions) {
        self.options = options
        self.definitions = definitions
        items = ItemResolver(definitions: definitions, foods: foods)
        medications = definitions.medications.map(\.value)
        let names = medications.map { $0.name.lowercased() }
        let words = names.map { $0.split(separator: " ").count }
        medicationNames = names
        medicationFirstWords = Array(Set(names.map { Array(FoodCatalog.firstWord($0).utf8) }))
        medicationWordCounts = Set(words).sorted(by: >)
        medicationsByWords = names.indices.sorted { (-words[$0], $0) < (-words[$1], $1) }.map { ($0, Array(names[$0].utf8)) }
        medicationIndex = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Fills in a drink's or a meal item's resolved name and nutrients; a problem when its
    /// name or amount cannot be resolved.
    func item(_ item: inout ItemEntry, isDrink: Bool, on date: CalendarDate) -> PendingDiagnostic? {
        items.resolve(&item, isDrink: isDrink, on: date)?.pending
    }

    /// Resolves a meal's items, a composite item (`toast with butter`) becoming its parts; the
    /// problems found, in order. The items `marks` says are resolved already are left as they
    /// are; `resolved` gets each item `marks` asks for that resolved without a problem, by its
    /// place in the list as it came, as the parts it became.
    func mealItems(_ items: inout [ItemEntry], on date: CalendarDate, marks: ItemMarks = ItemMarks(),
                   resolved: (Int, ArraySlice<ItemEntry>) -> Void = { _, _ in }) -> [PendingDiagnostic] {
        var problems: [PendingDiagnostic] = []
        var k = 0, place = 0
        while k < items.count {
            defer { place += 1 }
            if marks.isResolved(place) {
                k += 1
                continue
            }
            var end = k + 1
            var ingredients: [Bool] = []
            if let parts = self.items.compositeParts(of: items[k], on: date) {
                items.replaceSubrange(k...k, with: parts.map(\.item))
                end = k + parts.count
                ingredients = parts.map(\.isIngredient)
            }
            let found = problems.count
            for j in k..<end {
                let isIngredient = j - k < ingredients.count && ingredients[j - k]
                if let p = self.items.resolve(&items[j], isDrink: false, isIngredient: isIngredient, on: date)?.pending { problems.append(p) }
            }
            if marks.isWanted(place), problems.count == found { resolved(place, items[k..<end]) }
            k = end
        }
        return problems
    }

    /// The warning for a meal without items.
    static func emptyMeal(_ meal: MealKind, range: SourceRange) -> PendingDiagnostic {
        PendingDiagnostic(severity: .warning, code: .missingValue, range: range,
                          message: "\(meal.rawValue) has no items; it counts nothing",
                          hint: "list the items after a colon (\(meal.rawValue): oats 60 g, banana) or as indented bullets under it")
    }

    // MARK: Medications

    /// What the name written in a dose matched.
    private enum DoseMatch {
        /// The defined medication `index`, named by the first words of the text (`matchedBytes`
        /// long); the other words, if any, belong to the note.
        case medication(index: Int, matchedBytes: Int, rest: String?)
        /// No defined medication: the first word, and the closest defined name.
        case unknown(first: String, guess: String?)
    }

    /// Matches the longest defined medication among a dose's first words; the rest joins its note.
    func dose(_ dose: inout DoseEntry) -> PendingDiagnostic? {
        let match: DoseMatch
        if let m = matchDoseASCII(dose.medication) { match = m } else if let m = doseCache[dose.medication] { match = m } else {
            match = matchDose(dose.medication)
            if doseCache.count < 10_000 { doseCache[dose.medication] = match }
        }
        switch match {
        case .medication(let index, let matchedBytes, let rest):
            if let rest { dose.note = dose.note.isEmpty ? rest : rest + " " + dose.note }
            dose.medication = medications[index].name
            dose.isDefined = true
            dose.medicationRange.endColumn = dose.medicationRange.column + Int32(matchedBytes)
            return rest.flatMap { secondMedication(after: dose, in: $0) }
        case .unknown(let first, let guess):
            var range = dose.medicationRange
            range.endColumn = range.column + Int32(first.utf8.count)
            return PendingDiagnostic(severity: .error, code: .unknownMedication, range: range, message: "unknown medication \"\(first)\"",
                                     hint: (guess.map { "did you mean \"\($0)\"? Or define it: " } ?? "define it: ") + "- med \(first) 100 mg as needed")
        }
    }

    /// `took metformin and sertraline`: a dose is of one medication, so the second is not
    /// counted; a warning says to write a line for it (nil when `rest`, the words after the
    /// name, names no other).
    private func secondMedication(after dose: DoseEntry, in rest: String) -> PendingDiagnostic? {
        // Most notes are no list (`with breakfast`): their first byte says so.
        guard let b = rest.utf8.first.map(lowerByte), b == UInt8(ascii: "a") || b == UInt8(ascii: "&") || b == UInt8(ascii: "+")
                || b == UInt8(ascii: ",") || b == UInt8(ascii: "t") else { return nil }
        let lower = rest.utf8.prefix(5).map(lowerByte)
        guard let joiner = ["and ", "& ", "+ ", ", ", ",", "then "].first(where: { lower.starts(with: $0.utf8) }) else { return nil }
        let other = String(decoding: rest.utf8.dropFirst(joiner.utf8.count), as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard !other.isEmpty else { return nil }
        guard case .medication(let index, _, _) = matchDoseASCII(other) ?? matchDose(other) else { return nil }
        var range = dose.medicationRange
        range.endColumn = range.column + Int32(dose.medication.utf8.count + 1 + rest.utf8.count)
        let verb = dose.isRefill ? "refill" : dose.isOpen ? "[ ]" : dose.taken ? "took" : "skipped"
        return PendingDiagnostic(severity: .warning, code: .partialName, range: range,
                                 message: "counted as \(dose.medication); '\(rest)' names another medication, which is not counted",
                                 hint: "write a line for each dose: - \(verb) \(dose.medication), then - \(verb) \(medications[index].name)")
    }

    private func matchDose(_ text: String) -> DoseMatch {
        let words = text.split(separator: " ")
        // Only as many words as some medication's name has can name one, longest first.
        for k in medicationWordCounts where k <= words.count {
            let written = words.prefix(k).joined(separator: " ")
            if let i = medicationIndex[written.lowercased()] {
                let rest = k < words.count ? words.dropFirst(k).joined(separator: " ") : nil
                // The bytes the words span as written (`fish  oil`), from the text's start.
                let spanned = text.utf8.distance(from: text.startIndex, to: words[k - 1].endIndex)
                return .medication(index: i, matchedBytes: spanned, rest: rest)
            }
        }
        let first = String(words.first ?? "")
        return .unknown(first: first, guess: Suggestion.closest(to: first, in: medicationNames))
    }

    /// ``matchDose(_:)`` by bytes, for an ASCII text of words one space apart that names a
    /// medication (most do: `took metformin after the run`); nil otherwise. The text begins
    /// with a name, in any case, then ends or has a space.
    private func matchDoseASCII(_ text: String) -> DoseMatch? {
        var text = text
        return text.withUTF8 { bytes -> DoseMatch? in
            guard let first = bytes.first, first != UInt8(ascii: " "), bytes.last != UInt8(ascii: " "),
                  !bytes.contains(where: { $0 >= 0x80 }),
                  !zip(bytes, bytes.dropFirst()).contains(where: { $0 == UInt8(ascii: " ") && $1 == UInt8(ascii: " ") }) else { return nil }
            if medicationsByWords.count <= 16 {
                for (index, name) in medicationsByWords where name.count <= bytes.count {
                    guard bytes.count == name.count || bytes[name.count] == UInt8(ascii: " ") else { continue }
                    guard name.indices.allSatisfy({ lowerByte(bytes[$0]) == name[$0] }) else { continue }
                    let rest = bytes.count > name.count ? String(decoding: bytes[(name.count + 1)...], as: UTF8.self) : nil
                    return .medication(index: index, matchedBytes: name.count, rest: rest)
                }
                return nil
            }
            // Where each word ends, then the first k words, for each k a name has, most first.
            var ends: [Int] = []
            for i in bytes.indices where bytes[i] == UInt8(ascii: " ") { ends.append(i) }
            ends.append(bytes.count)
            for k in medicationWordCounts where k <= ends.count {
                let length = ends[k - 1]
                let written = String(decoding: bytes[..<length].lazy.map(lowerByte), as: UTF8.self)
                guard let index = medicationIndex[written] else { continue }
                let rest = bytes.count > length ? String(decoding: bytes[(length + 1)...], as: UTF8.self) : nil
                return .medication(index: index, matchedBytes: length, rest: rest)
            }
            return nil
        }
    }
}

extension ItemResolver.Problem {
    var pending: PendingDiagnostic {
        PendingDiagnostic(severity: severity, code: code, range: range, message: message, hint: hint)
    }
}

/// Of the items of a drink or a meal (or of a line under a meal), by their place in the list as
/// read: those that come resolved already, and those whose resolving without a problem is to
/// be told (see ``LineMemory``). Places from 64 on are neither.
struct ItemMarks {
    var resolved: UInt64 = 0
    var wanted: UInt64 = 0

    func isResolved(_ place: Int) -> Bool { place < 64 && resolved & (1 << UInt64(place)) != 0 }
    func isWanted(_ place: Int) -> Bool { place < 64 && wanted & (1 << UInt64(place)) != 0 }
}
