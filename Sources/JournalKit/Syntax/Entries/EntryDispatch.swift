/// The words that start an entry, and the parser each sends its line to.
///
/// ```
/// - 07:45 drink espresso x2
/// - mood 4 slow afternoon #work
/// ```
extension FileParser {
    /// Parses and appends an entry; false when no entry was made (the line had an error, or it
    /// is prose and was kept as a note).
    @discardableResult
    func entry(_ keyword: EntryKeyword, start: Int, keywordToken: Token, end: Int, time: TimeOfDay?) -> Bool {
        let (args, colon) = arguments(after: keywordToken, end)
        // "- Lunch with Sam was lovely": a time or a colon says entry; otherwise the words may say prose.
        if time == nil, !colon, let evidence = proseEvidence(keyword, keywordToken: keywordToken, args: args, end: end) {
            proseNote(evidence, keywordToken: keywordToken, start: start, end: end)
            return false
        }
        // (Bound straight from the call: an `EntryKind?` kept in a variable costs a slow
        // generic destroy, about 250 instructions an entry.)
        guard let kind = entryKind(keyword, args, end, keywordToken) else { return false }
        shapes?.entry(lineNumber, keyword: keywordToken.start..<keywordToken.end)
        var tags: [String] = []
        if keepsWhole || mayHaveTags(args, end) { collectTags(args, end, into: &tags) }
        append(kind, time: time, tags: tags, range: range(start, end))
        return true
    }

    /// Where the words after an entry keyword start, and whether a colon stands right after
    /// the keyword (`mood: 4`), which says the line is an entry.
    func arguments(after keywordToken: Token, _ end: Int) -> (start: Int, colon: Bool) {
        let args = buf.skipSpaces(keywordToken.end, end)
        guard args < end, buf[args] == UInt8(ascii: ":") else { return (args, false) }
        return (buf.skipSpaces(args + 1, end), true)
    }

    /// The entry after `keyword` (`args..<end`), by the parser for the keyword.
    private func entryKind(_ keyword: EntryKeyword, _ args: Int, _ end: Int, _ keywordToken: Token) -> EntryKind? {
        switch keyword {
        case .drink: drink(args, end, keywordToken)
        case .meal(let meal): self.meal(meal, args, end)
        case .mood: mood(args, end, keywordToken)
        case .gratitude: gratitude(args, end, keywordToken)
        // `refill` is spelt as a `took` keyword: its line is a medication's name and a count.
        case .took where buf.matches(keywordToken, "refill"): refill(args, end, keywordToken)
        case .took: dose(taken: true, args, end, keywordToken)
        case .skipped: dose(taken: false, args, end, keywordToken)
        case .workout: workout(args, end, keywordToken)
        case .weight: weight(args, end, keywordToken)
        case .event: event(args, end, keywordToken)
        case .sleep: sleep(args, end, keywordToken)
        case .symptom: symptom(args, end, keywordToken)
        }
    }

    /// The text between offsets without `#tags`, trimmed (as kept text: see ``keptText(_:_:)``).
    func textWithoutTags(_ s: Int, _ e: Int) -> String {
        keptText(s, endWithoutTags(s, e))
    }

    /// Where the text between offsets ends without trailing `#tags` and spaces.
    func endWithoutTags(_ s: Int, _ e: Int) -> Int {
        var end = buf.trimEnd(s, e)
        // Tags at the end are metadata; tags inside a sentence stay as written.
        while end > s {
            var w = end
            while w > s, !isSpace(buf[w - 1]) { w -= 1 }
            if buf[w] == UInt8(ascii: "#"), w + 1 < end, isASCIILetter(buf[w + 1]) { end = buf.trimEnd(s, w) } else { break }
        }
        return end
    }

    /// The bytes as a String for text that only the model keeps (notes, comments, titles);
    /// "" when the sink does not keep text (`journal check` resolves names and needs no other
    /// text).
    func keptText(_ s: Int, _ e: Int) -> String {
        keepsText ? buf.string(s, e) : ""
    }

    /// Whether entries keep their texts: for a section kept whole, or a sink that asks for them.
    var keepsText: Bool { keepsWhole || sinkKeepsText }
}

/// The words that start an entry inside a day (case-insensitive, optional colon).
enum EntryKeyword: Equatable {
    case drink
    case meal(MealKind)
    case mood
    case gratitude
    case took
    case skipped
    case workout
    case weight
    case event
    case sleep
    case symptom

    static let spellings: [(String, EntryKeyword)] = [
        ("drink", .drink), ("breakfast", .meal(.breakfast)), ("lunch", .meal(.lunch)), ("dinner", .meal(.dinner)),
        ("supper", .meal(.dinner)), ("brunch", .meal(.lunch)), ("snack", .meal(.snack)), ("elevenses", .meal(.snack)),
        ("meal", .meal(.meal)), ("mood", .mood),
        ("grateful", .gratitude), ("gratitude", .gratitude), ("thankful", .gratitude),
        ("took", .took), ("skipped", .skipped), ("refill", .took), ("workout", .workout), ("exercise", .workout),
        ("weight", .weight), ("event", .event), ("appointment", .event), ("appt", .event),
        ("sleep", .sleep), ("slept", .sleep), ("symptom", .symptom),
    ]

    private static let table = ByteTable(spellings)

    init?(_ buf: UnsafeBufferPointer<UInt8>, _ t: Token) {
        guard t.count >= 4, t.count <= 11, isASCIILetter(buf[t.start]) else { return nil }
        guard let k = EntryKeyword.table.find(buf, t) else { return nil }
        self = k
    }
}
