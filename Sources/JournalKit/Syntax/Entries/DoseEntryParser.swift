/// Reads a medication dose taken or skipped.
///
/// ```
/// - 08:05 took metformin
/// - took ibuprofen 400 mg for a headache
/// - skipped metformin 20:00 doctor said so
/// ```
///
/// The name is the words before a time or an amount; the model matches the longest defined
/// medication among them and keeps the rest as a note.
extension FileParser {
    func dose(taken: Bool, _ s: Int, _ e: Int, _ keyword: Token) -> EntryKind? {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, e, into: &toks)
        removeTags(&toks, letterAfterHash: false)
        guard !toks.isEmpty else {
            error(.missingValue, keyword, "'\(buf.string(keyword))' needs a medication name",
                  hint: "write e.g. - 08:05 took metformin")
            return nil
        }
        var i = 0
        while i < toks.count, !startsNumeric(toks[i]) { i += 1 }
        let nameEnd = i
        guard nameEnd > 0 else {
            error(.missingValue, toks[0], "'\(buf.string(keyword))' needs a medication name before the time or amount",
                  hint: "write e.g. - skipped metformin 20:00")
            return nil
        }
        var scheduled: TimeOfDay? = nil
        var amount: Quantity? = nil
        while i < toks.count, startsNumeric(toks[i]) {
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
            guard amount == nil, let q = quantity(toks, &i, allowWordUnit: false) else { break }
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
}
