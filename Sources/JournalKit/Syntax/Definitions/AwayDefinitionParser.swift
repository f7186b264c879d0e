/// Reads a stretch of days away, on which habits are excused.
///
/// ```
/// - away 2026-12-24 to 2027-01-02 holidays
/// - away 2026-11-14 conference
/// - away 2026-10-01..2026-10-05
/// ```
extension FileParser {
    func away(_ words: inout DefinitionTokens, _ keyword: Token) -> AwayDefinition? {
        let example = "write e.g. - away 2026-12-24 to 2027-01-02 holidays"
        _ = words.take("from")
        guard var first = words.take() else {
            error(.badDefinition, keyword, "away needs a date", hint: example)
            return nil
        }
        var last: Token? = nil
        if first.count == 22, buf[first.start + 10] == UInt8(ascii: "."), buf[first.start + 11] == UInt8(ascii: ".") {
            // "2026-10-01..2026-10-05"
            last = Token(start: first.start + 12, end: first.end)
            first.end = first.start + 10
        } else if words.peek(1) != nil, words.take("to", "until", "-", "..", "–") != nil {
            last = words.take()
        }
        func date(_ t: Token) -> CalendarDate? {
            let raw = Array(UnsafeBufferPointer(rebasing: buf[t.start..<t.end]))
            if raw.count == 10, let d = CalendarDate.parse(raw, 0) { return d }
            error(.badDate, t, "'\(buf.string(t))' is not a valid date", hint: raw.first.map(isDigit) == true ? dateHint(raw) : example)
            return nil
        }
        guard let from = date(first), let to = last == nil ? from : date(last!) else { return nil }
        guard to >= from else {
            report(.error, .badDateRange, first.start, words.previous!.end, "away ends on \(to), before it starts on \(from)", hint: "swap the two dates")
            return nil
        }
        if let reason = words.rest { shapes?.asWritten(lineNumber, reason.start..<reason.end) }
        return AwayDefinition(from: from, to: to, reason: words.rest.map(buf.string) ?? "")
    }
}
