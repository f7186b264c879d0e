/// Lines without a keyword, written as people talk (Grammar.md §5.12): what the words the parser
/// read (``NaturalReading``) name, against the catalog and the journal's definitions.
///
/// ```
/// - 19:00 flat white         a drink
/// - toast and a banana       a meal (named by its time: here a snack)
/// - had my sertraline        a dose, when sertraline is a defined medication
/// - flat white with Sam      a note, and a looks-like-entry warning: write - drink flat white -- with Sam
/// - Pizza night on Friday    a note
/// ```
extension EntryResolver {
    /// The words a name of a drink, a food or a medication the journal knows may start with,
    /// and the portion and size words an amount of one may (``EntrySink/mayName(_:_:)``).
    static func wordsOfNames(definitions: Definitions, foods: FoodCatalog) -> NameWords {
        var words = foods === FoodCatalog.builtIn ? Self.builtInWords : NameWords(foods.firstWordsOfNames()).adding(Self.wordsOfDrinks)
        words.insert((definitions.drinks.map(\.value.name) + definitions.foods.map(\.value.name) + definitions.medications.map(\.value.name))
            .map { FoodCatalog.firstWord($0.lowercased()) })
        return words
    }

    /// The words of drinks' names and of portions and sizes.
    private static let wordsOfDrinks = DrinkCatalog.firstWordsOfNames.union(PortionWords.sizes.keys).union(["glass", "cup", "shot", "tbsp", "tsp"])

    /// The words of the built-in foods' and drinks' names, worked out once for every read.
    private static let builtInWords = NameWords(FoodCatalog.builtIn.firstWordsOfNames()).adding(wordsOfDrinks)

    /// What a line without a keyword is once its names are looked up.
    enum NaturalOutcome {
        /// The entry it is, as its keyword would have read it (not yet resolved).
        case entry(EntryKind)
        /// A note that reads in part as an entry: the warning says what to write.
        case looksLikeEntry(PendingDiagnostic)
        /// Prose.
        case note
    }

    /// What `reading` (of a note at `range`, written at `time` on `date`) is.
    func natural(_ reading: NaturalReading, time: TimeOfDay?, range: SourceRange, on date: CalendarDate) -> NaturalOutcome {
        switch reading.shape {
        case .entry(let kind):
            return .entry(kind)
        case .dose(let name):
            if let dose = definedDose(name, range: range) { return .entry(.dose(dose)) }
            guard Self.medicineWords.contains(name.lowercased()) else { return .note }
            let names = Array(Set(medications.map(\.name))).sorted()
            let hint = names.isEmpty || names.count > 4 ? "write - took NAME, with the name of the medication as its med line has it"
                : "write - took \(names[0])" + (names.count > 1 ? " (or " + names.dropFirst().joined(separator: ", ") + "), a line for each dose" : "")
            return looksLikeEntry(reading, range, "this looks like a dose but names no medication", hint: hint)
        case .activityWithoutDuration:
            return looksLikeEntry(reading, range, "this looks like a workout but says not for how long",
                                  hint: "write - workout \(reading.text) 30 min, with its minutes (a workout needs a duration)")
        case .nutrientAmounts(let nutrients):
            let names = nutrients.map(\.name).joined(separator: ", ")
            let hint = nutrients == [.caffeine]
                ? "write the drink it was in, the amount in parentheses: - drink NAME (\(reading.text)); caffeine alone is - drink AMOUNT mg"
                : "write what it was in, the amounts in parentheses: - snack: supplement (\(reading.text))"
            return looksLikeEntry(reading, range, "this looks like an amount of \(names), but in nothing that counts it; it is a note",
                                  hint: hint)
        case .mixed:
            return looksLikeEntry(reading, range, "this reads as entries of two kinds",
                                  hint: "write each on a line of its own, with its keyword (- drink …, - workout … 30 min)")
        case .vague(let foods):
            var resolved = foods
            guard foods.allSatisfy({ items.knowsStart(of: $0.name, isDrink: false) }), mealItems(&resolved, on: date).isEmpty else { return .note }
            let names = resolved.map { $0.resolvedName ?? $0.name }
            let first = names[0]
            let hint = foods.count == 1 && items.startsWithDrink(foods[0].name, on: date)
                ? "write how many or how much: - drink \(first) x2, or - drink \(first) 500 ml"
                : "write how many: - snack: " + names.map { "\($0) x2" }.joined(separator: ", ")
            return looksLikeEntry(reading, range, "this looks like \(names.joined(separator: ", ")), but not how much", hint: hint)
        case .items(let drinks, let foods, let split):
            if foods.count == 1, let dose = definedDose(foods[0].name, range: range) { return .entry(.dose(dose)) }
            if drinks.count == 1 { if let outcome = drink(drinks[0], reading, range, on: date) { return outcome } }
            let outcome = meal(foods, reading, time: time, range: range, on: date)
            // "fish and chips" is one dish when the catalog has it; else "toast and a banana" is two.
            if let split, case .note = outcome {
                return natural(NaturalReading(shape: .items(asDrinks: split.drinks, asFoods: split.foods, split: nil), text: reading.text),
                               time: time, range: range, on: date)
            }
            if case .note = outcome, time != nil, drinks.count == 1, drinks[0].name.split(separator: " ").count <= 3 {
                return slip(drinks[0], reading, range) ?? .note
            }
            return outcome
        case .unread(let item):
            return slip(item, reading, range) ?? .note
        }
    }

    /// A short line with a time whose name is one slip from a known one (`07:00 monstar`,
    /// `13:00 flat whit`): a warning with the name it may be; nil when no name is that close.
    private func slip(_ item: ItemEntry, _ reading: NaturalReading, _ range: SourceRange) -> NaturalOutcome? {
        // "2 shots expresso": an unknown name keeps its serving word; the name is after it.
        var name = item.name
        if let space = name.firstIndex(of: " "), PortionWords.size(of: name[..<space].lowercased()) != nil || name[..<space].lowercased().hasPrefix("shot") {
            name = String(name[name.index(after: space)...])
        }
        // One slip: one letter added, left out, changed or two swapped (two in a name of nine or more).
        guard !name.isEmpty, let guess = items.closestName(to: name, isDrink: true, whole: true, maxDistance: name.utf8.count >= 9 ? 2 : 1),
              guess != name.lowercased() else { return nil }
        let keyword = items.isDrinkName(guess) ? "drink" : "snack:"
        let entry = reading.text.replacingOccurrences(of: name, with: guess)
        return looksLikeEntry(reading, range, "'\(name)' is not a name the journal knows, but '\(guess)' is one slip from it",
                              hint: "if you meant \(guess), write - \(keyword) \(entry)")
    }

    /// A dose of the defined medication `name` names wholly, if any.
    private func definedDose(_ name: String, range: SourceRange) -> DoseEntry? {
        guard !name.isEmpty else { return nil }
        var dose = DoseEntry(taken: true, medication: name, medicationRange: range)
        guard self.dose(&dose) == nil else { return nil }
        // "metformin with breakfast": a few words of when or with what may follow the name.
        if !dose.note.isEmpty {
            let words = dose.note.split(separator: " ")
            guard let first = words.first, Self.asideWords.contains(first.lowercased()), words.count <= 3 else { return nil }
        }
        // As the parser would give it (the checker resolves it again); the note's range is the
        // dose's, the name being somewhere in it.
        return DoseEntry(taken: true, medication: dose.medication, medicationRange: range, note: dose.note)
    }

    /// One drink: an entry when it is a drink of the catalog or the journal with nothing left
    /// over; nil when it is no drink.
    private func drink(_ parsed: ItemEntry, _ reading: NaturalReading, _ range: SourceRange, on date: CalendarDate) -> NaturalOutcome? {
        guard items.knowsStart(of: parsed.name, isDrink: true) else { return nil }
        var item = parsed
        let problem = self.item(&item, isDrink: true, on: date)
        // A drink line takes a food too (`drink cheese toastie`); a line without a keyword is a
        // drink only when it names one.
        guard items.startsWithDrink(parsed.name, on: date) || item.resolvedName.map(items.isDrinkName) == true else { return nil }
        if problem == nil, item.isCounted {
            guard !parsed.comment.isEmpty else { return .entry(.drink(parsed)) }
            return aside(parsed.comment, name: item.resolvedName ?? parsed.name, keyword: "drink", reading, range)
        }
        if problem?.code == .partialName, let rest = leftOver(parsed.name, item.resolvedName) {
            return aside(rest, name: item.resolvedName ?? parsed.name, keyword: "drink", reading, range)
        }
        return nil
    }

    /// Items of food (drinks may be among them): a meal named by its time when every one is
    /// known; a warning when some are; prose when none is.
    private func meal(_ parsed: [ItemEntry], _ reading: NaturalReading, time: TimeOfDay?, range: SourceRange,
                      on date: CalendarDate) -> NaturalOutcome {
        let meal = Self.mealKind(at: time)
        var clean = 0
        var aside: NaturalOutcome? = nil
        for item in parsed {
            guard items.knowsStart(of: item.name, isDrink: false) else { continue }
            var resolved = [item]
            let problems = mealItems(&resolved, on: date)
            if problems.isEmpty, resolved.allSatisfy(\.isCounted) {
                if item.comment.isEmpty { clean += 1 } else if parsed.count == 1 {
                    aside = self.aside(item.comment, name: resolved.first?.resolvedName ?? item.name, keyword: "\(meal.rawValue):", reading, range)
                }
            } else if parsed.count == 1, problems.count == 1, problems[0].code == .partialName,
                      let rest = leftOver(item.name, resolved.first?.resolvedName) {
                aside = self.aside(rest, name: resolved.first?.resolvedName ?? item.name, keyword: "\(meal.rawValue):", reading, range)
                // "14:00 sausage roll": a short line with a time, a known food and a word more.
                if case .note? = aside, time != nil, item.name.split(separator: " ").count <= 3 {
                    aside = looksLikeEntry(reading, range, "this looks like \(resolved.first?.resolvedName ?? item.name), but '\(rest)' is not understood",
                                           hint: "write - \(meal.rawValue): \(item.name) (… kcal), with its figures, or define \(item.name)")
                }
            }
        }
        if clean == parsed.count { return .entry(.meal(MealEntry(meal: meal, items: parsed))) }
        if let aside { return aside }
        guard clean > 0 else { return .note }
        return looksLikeEntry(reading, range, "this looks like a meal, but not every item is a food the journal knows",
                              hint: "write - \(meal.rawValue): \(parsed.map(\.name).joined(separator: ", ")), and define what it does not know")
    }

    /// A known name followed by a few words that say where or with whom (`flat white with Sam`,
    /// `latte at the station`): a warning with the line to write; prose when the words are
    /// more than a short phrase (`Mulled wine at the Christmas market`) or do not start with
    /// a word such as `with` or `at` (`Pizza night on Friday`).
    private func aside(_ words: String, name: String, keyword: String, _ reading: NaturalReading, _ range: SourceRange) -> NaturalOutcome {
        let parts = words.split(separator: " ")
        guard let first = parts.first, Self.asideWords.contains(first.lowercased()), parts.count <= 3 else { return .note }
        let entry = String(decoding: reading.text.utf8.dropLast(words.utf8.count), as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return looksLikeEntry(reading, range, "this looks like \(keyword == "drink" ? "a drink" : "a meal") with a comment, but has no keyword; it is a note",
                              hint: "write - \(keyword) \(entry.isEmpty ? name : entry) -- \(words)")
    }

    /// The words of `name` after the part `resolved` names, when the name starts with it.
    private func leftOver(_ name: String, _ resolved: String?) -> String? {
        guard let resolved, !resolved.isEmpty else { return nil }
        let lower = name.lowercased()
        guard let r = lower.range(of: resolved.lowercased()) else { return nil }
        let rest = lower[r.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !rest.isEmpty, rest.count < name.count else { return nil }
        return String(name.suffix(rest.count))
    }

    private func looksLikeEntry(_ reading: NaturalReading, _ range: SourceRange, _ message: String, hint: String) -> NaturalOutcome {
        var r = range
        r.column += 2
        return .looksLikeEntry(PendingDiagnostic(severity: .warning, code: .looksLikeEntry, range: r, message: message, hint: hint))
    }

    /// The meal a line of food without a keyword is, by its time: breakfast before 11:00, lunch
    /// to 15:00, dinner from 17:00 to 22:00, otherwise (and without a time) a snack.
    static func mealKind(at time: TimeOfDay?) -> MealKind {
        guard let minutes = time.map({ Int($0.minutes) }) else { return .snack }
        switch minutes {
        case 4 * 60..<11 * 60: return .breakfast
        case 11 * 60..<15 * 60: return .lunch
        case 17 * 60..<22 * 60: return .dinner
        default: return .snack
        }
    }

    /// Words that begin a short phrase of place or company after a name.
    static let asideWords: Set<String> = ["with", "at", "from", "in", "on", "near", "by", "along", "for", "after", "before", "w"]

    /// Words for medicine in general: `had my meds` means a dose, but of which medication?
    static let medicineWords: Set<String> = ["meds", "medication", "medications", "medicine", "tablets", "tablet", "pills", "pill"]
}

/// A set of words asked about by the bytes of a token, any case, without making a String: a
/// bit for each word, at a place given by a hash of its lower-cased bytes. Two words of one
/// place answer for each other (with the catalog's 6,000 or so words, a word not among them
/// finds its bit set about once in forty); that costs a line a closer reading, never a wrong
/// one (``EntrySink/mayName(_:_:)`` only says whether to read further). One look-up is a hash
/// and a load from 32 KB, where a `Set` of hashes cost a few hundred instructions more.
struct NameWords: Sendable {
    private var bits = [UInt64](repeating: 0, count: 1 << (Self.placeBits - 6))
    private static let placeBits = 18

    init(_ words: some Sequence<String>) { insert(words) }

    /// Adds `words`.
    mutating func insert(_ words: some Sequence<String>) {
        for word in words {
            var word = word
            let place = word.withUTF8 { Self.place($0, 0..<$0.count) }
            bits[place >> 6] |= 1 << UInt64(place & 63)
        }
    }

    /// These words and `words`.
    func adding(_ words: some Sequence<String>) -> NameWords {
        var all = self
        all.insert(words)
        return all
    }

    /// Whether `buf[range]`, lower-cased, is one of the words.
    func contains(_ buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let place = Self.place(buf, range)
        return bits[place >> 6] & (1 << UInt64(place & 63)) != 0
    }

    /// The top bits of the FNV-1a hash of the bytes, ASCII letters lower-cased.
    private static func place(_ buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in range { h = (h ^ UInt64(lowerByte(buf[i]))) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h >> UInt64(64 - placeBits))
    }
}
