/// Reads a night's sleep, logged on the day you wake up.
///
/// ```
/// - sleep 23:30-07:10
/// - sleep 11pm - 6:45am quality 2 woke at 3
/// - slept 7h20
/// - slept from 11pm to 6am
/// - sleep 7.5 h quality 4
/// - 14:00 sleep 40 min
/// ```
///
/// A span whose end is earlier than its start runs across midnight (one night); a duration is
/// a compact `7h20` or any amount of time (`7.5 h`, `7 h 20 min`). `quality N` (1 to 5) and a
/// note may follow. A line whose first word after the keyword is neither a number nor `quality`
/// is prose, a note (`- Slept badly, neighbours' party.`): see ``proseEvidence(_:keywordToken:args:end:)``.
extension FileParser {
    func sleep(_ s: Int, _ e: Int, _ keyword: Token) -> EntryKind? {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, e, into: &toks)
        removeTags(&toks, letterAfterHash: false)
        // "slept from 11pm to 6am".
        if toks.count >= 4, buf.matches(toks[0], "from"), isDigit(buf[toks[1].start]) { toks.removeFirst() }
        var i = 0
        var span: (start: TimeOfDay, end: TimeOfDay)? = nil
        var minutes: Double? = nil
        if let (found, next) = sleepSpan(toks) {
            guard let found else { return nil }
            span = found
            let length = (Int(found.end.minutes) - Int(found.start.minutes) + 1440) % 1440
            minutes = Double(length)
            i = next
        } else {
            guard let amounts = amounts(toks, &i) else { return nil }
            for a in amounts {
                guard let m = a.quantity.converted(to: .minutes) else {
                    report(.error, .unitMismatch, a.start, a.end, "sleep takes a duration or a span of times, not \(a.quantity)",
                           hint: "write e.g. sleep 23:30-07:10, or slept 7h20")
                    return nil
                }
                minutes = (minutes ?? 0) + m
            }
        }
        guard let minutes else {
            let at = toks.first ?? keyword
            report(.error, .badSleep, at.start, toks.last?.end ?? at.end, "sleep needs a span of times or a duration",
                   hint: "write e.g. sleep 23:30-07:10, slept 7h20 or sleep 7.5 h")
            return nil
        }
        let amountEnd = i > 0 ? toks[i - 1].end : keyword.end
        guard minutes > 0, minutes <= 16 * 60 else {
            report(.error, .badSleep, toks.first?.start ?? keyword.start, amountEnd,
                   minutes > 0 ? "a sleep of \(formatDuration(minutes)) is over 16 hours" : "a sleep of no time is no sleep",
                   hint: minutes > 0 ? "check the times (the end is the time you woke up); a nap is a sleep entry of its own"
                       : "check the times: the end is the time you woke up")
            return nil
        }
        // `quality N`, `quality: N` or `quality N/5`.
        var quality: Double? = nil
        if i < toks.count, buf.matches(toks[i], "quality") || buf.matches(toks[i], "quality:") {
            let word = toks[i]
            i += 1
            var value: Double? = nil
            if i < toks.count, let n = buf.rating(toks[i]) {
                value = n
                i += 1
            }
            guard let value, value >= 1, value <= 5 else {
                report(.error, .badSleep, word.start, i > 0 ? toks[i - 1].end : word.end, "quality is a number from 1 (poor) to 5 (great)",
                       hint: "write e.g. sleep 7.5 h quality 4")
                return nil
            }
            quality = value
        }
        let note = i < toks.count ? keptText(toks[i].start, toks[toks.count - 1].end) : ""
        return .sleep(SleepEntry(start: span?.start, end: span?.end, minutes: minutes, quality: quality, note: note))
    }

    /// A span of times at the start of `toks` (`23:30-07:10`, `23:30 - 07:10`, `11pm to 7am`,
    /// `23:30–07:10`): the span (nil after reporting an impossible time) and the index of the
    /// token after it; nil when the tokens do not start with a span.
    private func sleepSpan(_ toks: [Token]) -> (span: (start: TimeOfDay, end: TimeOfDay)?, next: Int)? {
        guard let first = toks.first, isDigit(buf[first.start]) else { return nil }
        var from: Token, to: Token, next: Int
        if let dash = spanDash(first) {
            from = Token(start: first.start, end: dash.lowerBound)
            to = Token(start: dash.upperBound, end: first.end)
            next = 1
        } else if toks.count >= 3, spanDash(toks[1]).map({ $0 == toks[1].start..<toks[1].end }) == true || buf.matches(toks[1], "to") {
            from = toks[0]
            to = toks[2]
            next = 3
        } else if toks.count >= 2, let dash = spanDash(toks[1]), dash.lowerBound == toks[1].start {
            // "23:30 -07:10"
            from = toks[0]
            to = Token(start: dash.upperBound, end: toks[1].end)
            next = 2
        } else {
            return nil
        }
        guard from.count > 0, to.count > 0, let a = buf.time(from, loose: true), let b = buf.time(to, loose: true) else { return nil }
        guard case .time(let start) = a, case .time(let end) = b else {
            let bad = { if case .impossible = a { return from }; return to }()
            report(.error, .badTime, bad.start, bad.end, "'\(buf.string(bad))' is not a time of day",
                   hint: "write times as HH:MM from 00:00 to 23:59, or 7am / 7:45pm")
            return (nil, next)
        }
        return ((start, end), next)
    }

    /// Where the first `-` or `–` (en dash) stands in a token, if it has one.
    private func spanDash(_ t: Token) -> Range<Int>? {
        var p = t.start
        while p < t.end {
            if buf[p] == UInt8(ascii: "-") { return p..<(p + 1) }
            if buf[p] == 0xE2, p + 2 < t.end, buf[p + 1] == 0x80, buf[p + 2] == 0x93 { return p..<(p + 3) }
            p += 1
        }
        return nil
    }
}
