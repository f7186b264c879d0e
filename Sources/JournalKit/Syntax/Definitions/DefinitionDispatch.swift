/// Sends a definition line to the parser for its keyword, after taking off a trailing
/// `from DATE` / `until DATE`.
///
/// ```
/// - goal caffeine <= 300 mg from 2027-01-01
/// - habit "no sugar" daily for 30 days from 2026-11-01 until 2026-11-30
/// ```
extension FileParser {
    func definition(start: Int, end: Int) {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, start, end, into: &toks)
        guard var first = toks.first, let keyword = DefinitionKeyword(buf, first) else { return }
        if buf[first.end - 1] == UInt8(ascii: ":") { first.end -= 1 }
        toks.removeFirst()
        if let f = toks.first, f.count == 1, buf[f.start] == UInt8(ascii: ":") { toks.removeFirst() }  // "goal : …"
        let bodyStart = toks.first?.start ?? first.end  // after the keyword and its colon
        removeTags(&toks, letterAfterHash: true)
        // Trailing validity.
        var validity = Validity()
        if keyword != .away {
            while toks.count >= 2 {
                let k = toks[toks.count - 2], d = toks[toks.count - 1]
                let isFrom = buf.matches(k, "from") || buf.matches(k, "since")
                let isUntil = buf.matches(k, "until") || buf.matches(k, "till")
                guard isFrom || isUntil else { break }
                let raw = Array(UnsafeBufferPointer(rebasing: buf[d.start..<d.end]))
                guard raw.count == 10, let date = CalendarDate.parse(raw, 0) else {
                    // `every 8 h from 06:00`: the first dose's time, read by the medication.
                    if keyword == .medication, isFrom, buf.time(d, loose: true) != nil { break }
                    if raw.first.map(isDigit) == true {
                        error(.badDate, d, "'\(buf.string(d))' is not a valid date", hint: dateHint(raw))
                        return
                    }
                    break
                }
                if isFrom { validity.from = date } else { validity.until = date }
                toks.removeLast(2)
            }
            if let f = validity.from, let u = validity.until, u < f {
                report(.error, .badDateRange, start, end, "'until \(u)' is before 'from \(f)'", hint: "swap the two dates")
                return
            }
        }
        var words = DefinitionTokens(buf: buf, tokens: toks)
        let kind: DefinitionKind?
        switch keyword {
        case .goal: kind = goal(&words, first).map { .goal($0) }
        case .profile: kind = profile(bodyStart, toks.last?.end ?? first.end, first).map { .profile($0) }
        case .habit: kind = habit(&words, first).map { .habit($0) }
        case .medication: kind = medication(&words, first, validity: &validity).map { .medication($0) }
        case .drink: kind = itemDefinition(&words, first, isDrink: true).map { .drink($0) }
        case .food: kind = itemDefinition(&words, first, isDrink: false).map { .food($0) }
        case .away: kind = away(&words, first).map { .away($0) }
        case .set: kind = setting(&words, first).map { .setting($0) }
        case .include: kind = include(words, first).map { .include($0) }
        }
        guard let kind else { return }
        result.definitions.append(Definition(kind: kind, validity: validity, range: range(start, end)))
        shapes?.definition(lineNumber, keyword: first.start..<first.end, end: end)
        if definitionsOnly { result.definitionLines[lineNumber] = Array(buf[lineStart..<lineEnd]) }
    }

    /// A name in quotes (`"oat latte"`) or the words up to a stop word, read from `words`.
    func definitionName(_ words: inout DefinitionTokens, stop: (Token) -> Bool) -> Token? {
        guard let first = words.peek() else { return nil }
        let quote = UInt8(ascii: "\"")
        if buf[first.start] == quote {
            while let t = words.take() {
                if buf[t.end - 1] == quote, t.end - 1 > first.start || t != first {
                    shapes?.asWritten(lineNumber, first.start..<t.end)
                    return Token(start: first.start + 1, end: t.end - 1)
                }
                if t.count >= 2, buf[t.end - 2] == quote, buf[t.end - 1] == UInt8(ascii: ":") {
                    shapes?.asWritten(lineNumber, first.start..<t.end)
                    return Token(start: first.start + 1, end: t.end - 2)
                }
            }
            error(.badDefinition, first, "the quoted name is never closed", hint: "close it with \"")
            return nil
        }
        while let t = words.peek(), !stop(t) { words.skip() }
        guard let last = words.previous, last.end > first.start else { return nil }
        shapes?.asWritten(lineNumber, first.start..<last.end)
        return Token(start: first.start, end: last.end)
    }
}

/// The words that start a definition outside days.
enum DefinitionKeyword: Equatable {
    case goal, profile, habit, medication, drink, food, away, set, include

    static let spellings: [(String, DefinitionKeyword)] = [
        ("goal", .goal), ("profile", .profile), ("habit", .habit), ("med", .medication), ("medication", .medication),
        ("drink", .drink), ("food", .food), ("away", .away), ("set", .set), ("include", .include),
    ]

    private static let table = ByteTable(spellings)

    init?(_ buf: UnsafeBufferPointer<UInt8>, _ t: Token) {
        var t = t
        if t.count > 1, buf[t.end - 1] == UInt8(ascii: ":") { t.end -= 1 }
        guard t.count >= 3, t.count <= 10, isASCIILetter(buf[t.start]) else { return nil }
        guard let k = DefinitionKeyword.table.find(buf, t) else { return nil }
        self = k
    }
}
