/// Reads a medication dose taken or skipped.
///
/// ```
/// - 08:05 took metformin
/// - took ibuprofen 400 mg for a headache
/// - skipped metformin 20:00 doctor said so
/// - took my sertraline 8 pm
/// ```
///
/// The name is the words before a time or an amount; the model matches the longest defined
/// medication among them and keeps the rest as a note.
extension FileParser {
    /// `refill`: its count is tablets, checked by ``refill(_:_:_:)`` (up to 100,000), not as servings.
    func dose(taken: Bool, _ s: Int, _ e: Int, _ keyword: Token, refill: Bool = false) -> EntryKind? {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, e, into: &toks)
        removeTags(&toks, letterAfterHash: false)
        guard !toks.isEmpty else {
            error(.missingValue, keyword, "'\(buf.string(keyword))' needs a medication name",
                  hint: "write e.g. - 08:05 took metformin")
            return nil
        }
        // "took my sertraline": the name is what follows "my".
        if toks.count > 1, buf.matches(toks[0], "my") { toks.removeFirst() }
        var i = 0
        while i < toks.count, !startsNumeric(toks[i]), i == 0 || namedDose(toks, i) == nil { i += 1 }
        let nameEnd = i
        guard nameEnd > 0 else {
            error(.missingValue, toks[0], "'\(buf.string(keyword))' needs a medication name before the time or amount",
                  hint: "write e.g. - skipped metformin 20:00")
            return nil
        }
        var scheduled: TimeOfDay? = nil
        var amount: Quantity? = nil
        if let named = namedDose(toks, i) {
            scheduled = named.time
            i = named.next
        }
        while i < toks.count, startsNumeric(toks[i]) {
            // "8 pm" is a time, not eight doses and a note.
            if i + 1 < toks.count, case .time(let t)? = buf.time(toks[i], meridiem: toks[i + 1]) {
                scheduled = t
                i += 2
                continue
            }
            switch buf.time(toks[i]) {
            case .time(let t):
                scheduled = t
                i += 1
                continue
            case .impossible:
                error(.badTime, toks[i], "'\(buf.string(toks[i]))' is not a time of day", hint: "write times as HH:MM from 00:00 to 23:59")
                return nil
            case nil:
                break
            }
            guard amount == nil, let q = quantity(toks, &i, allowWordUnit: false, checked: !refill) else { break }
            amount = q.quantity
        }
        var note = ""
        var nameTo = nameEnd
        if i < toks.count {
            note = keptText(toks[i].start, toks[toks.count - 1].end)
        }
        // Without a time or amount, the note words stay in the name for the model to split.
        if nameEnd == toks.count { nameTo = toks.count }
        let nameToken = Token(start: toks[0].start, end: toks[nameTo - 1].end)
        return .dose(DoseEntry(taken: taken, medication: buf.string(nameToken), medicationRange: range(nameToken),
                               scheduledTime: scheduled, amount: amount, note: note))
    }

    /// `- refill sertraline 28`: tablets of a medication got; the count is required.
    func refill(_ s: Int, _ e: Int, _ keyword: Token) -> EntryKind? {
        guard case .dose(var entry)? = dose(taken: false, s, e, keyword, refill: true) else { return nil }
        guard entry.scheduledTime == nil, let count = entry.amount, count.unit == .count, count.value > 0, count.value <= 100_000,
              count.value == count.value.rounded() else {
            let what = entry.scheduledTime != nil ? ", not a time" : entry.amount.map { ", not \($0.unit == .count ? formatNumber($0.value) : $0.description)" } ?? ""
            error(.missingValue, keyword, "'refill \(entry.medication)' needs the number of tablets got\(what)",
                  hint: "write e.g. - refill \(entry.medication) 28")
            return nil
        }
        entry.isRefill = true
        return .dose(entry)
    }

    /// The dose a take names at `toks[i]`, and the index of the word after it: `for 20:00`,
    /// `for 8.30` (any form of time), `for morning`, `for the evening dose`, `(evening)`. A part
    /// of the day names the dose closest to its time (``DosePart``).
    func namedDose(_ toks: [Token], _ i: Int) -> (time: TimeOfDay, next: Int)? {
        guard i < toks.count else { return nil }
        let t = toks[i]
        if t.count > 2, buf[t.start] == UInt8(ascii: "("), buf[t.end - 1] == UInt8(ascii: ")") {
            guard let part = DosePart(buf, Token(start: t.start + 1, end: t.end - 1)) else { return nil }
            return (part.time, i + 1)
        }
        guard buf.matches(t, "for"), i + 1 < toks.count else { return nil }
        if case .time(let time)? = buf.time(toks[i + 1], loose: true) { return (time, i + 2) }
        var k = i + 1
        if buf.matches(toks[k], "the"), k + 1 < toks.count { k += 1 }
        guard let part = DosePart(buf, toks[k]) else { return nil }
        k += 1
        if k < toks.count, buf.matches(toks[k], "dose") { k += 1 }
        return (part.time, k)
    }
}

/// A part of the day that names a dose (`took sertraline (evening)`): the dose closest to its
/// time, as though that time were written.
enum DosePart {
    case morning, noon, afternoon, evening, night

    init?(_ buf: UnsafeBufferPointer<UInt8>, _ t: Token) {
        if buf.matches(t, "morning") { self = .morning }
        else if buf.matches(t, "noon") || buf.matches(t, "midday") { self = .noon }
        else if buf.matches(t, "afternoon") { self = .afternoon }
        else if buf.matches(t, "evening") { self = .evening }
        else if buf.matches(t, "night") || buf.matches(t, "bedtime") { self = .night }
        else { return nil }
    }

    /// 08:00, 12:00, 15:00, 19:00 and 22:00.
    var time: TimeOfDay {
        switch self {
        case .morning: TimeOfDay(minutes: 8 * 60)
        case .noon: TimeOfDay(minutes: 12 * 60)
        case .afternoon: TimeOfDay(minutes: 15 * 60)
        case .evening: TimeOfDay(minutes: 19 * 60)
        case .night: TimeOfDay(minutes: 22 * 60)
        }
    }
}
