/// Reads a stretch of days away, on which habits are excused.
///
/// ```
/// - away 2026-12-24 to 2027-01-02 holidays
/// - away 2026-11-14 conference
/// - away 2026-10-01..2026-10-05
/// ```
extension FileParser {
    func away(_ toks: [Token], _ keyword: Token) -> AwayDefinition? {
        func date(_ t: Token) -> CalendarDate? {
            let raw = Array(UnsafeBufferPointer(rebasing: buf[t.start..<t.end]))
            return raw.count == 10 ? CalendarDate.parse(raw, 0) : nil
        }
        func bad(_ t: Token) -> AwayDefinition? {
            let raw = Array(UnsafeBufferPointer(rebasing: buf[t.start..<t.end]))
            error(.badDate, t, "'\(buf.string(t))' is not a valid date", hint: raw.first.map(isDigit) == true ? dateHint(raw) : "write e.g. - away 2026-12-24 to 2027-01-02 holidays")
            return nil
        }
        var i = 0
        if let f = toks.first, buf.matches(f, "from") { i = 1 }
        guard i < toks.count else {
            error(.badDefinition, keyword, "away needs a date", hint: "write e.g. - away 2026-12-24 to 2027-01-02 holidays")
            return nil
        }
        var first = toks[i]
        var secondInline: Token? = nil
        // "2026-10-01..2026-10-05"
        if first.count == 22, buf[first.start + 10] == UInt8(ascii: "."), buf[first.start + 11] == UInt8(ascii: ".") {
            secondInline = Token(start: first.start + 12, end: first.end)
            first.end = first.start + 10
        }
        guard let from = date(first) else { return bad(first) }
        i += 1
        var to = from
        if let s = secondInline {
            guard let d = date(s) else { return bad(s) }
            to = d
        } else if i + 1 < toks.count, buf.matches(toks[i], "to") || buf.matches(toks[i], "until") || buf.matches(toks[i], "-") || buf.matches(toks[i], "..") || buf.string(toks[i]) == "–" {
            guard let d = date(toks[i + 1]) else { return bad(toks[i + 1]) }
            to = d
            i += 2
        }
        guard to >= from else {
            report(.error, .badDateRange, first.start, toks[i - 1].end, "away ends on \(to), before it starts on \(from)", hint: "swap the two dates")
            return nil
        }
        let reason = i < toks.count ? buf.string(toks[i].start, toks[toks.count - 1].end) : ""
        return AwayDefinition(from: from, to: to, reason: reason)
    }
}
