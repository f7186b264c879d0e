/// Reads a checkbox line: a to-do, or (once the model knows the habits) a habit mark.
///
/// ```
/// - [ ] call the bank due 2026-11-25 !!
/// - [x] meditate
/// - [>] renew passport
/// - [-] read 20 pages
/// - [x] sertraline            (a dose, when sertraline is a defined medication)
/// ```
extension FileParser {
    func task(state: TaskState, start: Int, bodyStart: Int, end: Int, time: TimeOfDay?) -> Entry {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, bodyStart, end, into: &toks)
        var due: CalendarDate? = nil
        var priority = 0
        var keep = borrowTokens()
        defer { recycle(&keep) }
        var i = 0
        while i < toks.count {
            let t = toks[i]
            if buf.matches(t, "due") || buf.matches(t, "due:"), i + 1 < toks.count {
                let d = toks[i + 1]
                let raw = Array(UnsafeBufferPointer(rebasing: buf[d.start..<d.end]))
                if raw.count == 10, let date = CalendarDate.parse(raw, 0) {
                    due = date
                    i += 2
                    continue
                } else if raw.count >= 8, raw.first.map(isDigit) == true {
                    report(.error, .badDate, d.start, d.end, "'\(buf.string(d))' is not a valid date", hint: dateHint(raw))
                    i += 2
                    continue
                }
            }
            if t.count <= 3, (t.start..<t.end).allSatisfy({ buf[$0] == UInt8(ascii: "!") }) {
                priority = max(priority, t.count)
                i += 1
                continue
            }
            if buf[t.start] == UInt8(ascii: "#"), t.count > 1, isASCIILetter(buf[t.start + 1]) { i += 1; continue }
            keep.append(t)
            i += 1
        }
        var text = ""
        // The text is kept also for journal check, which matches migrated to-dos on it.
        if let f = keep.first, let l = keep.last {
            // Keep the text as written when nothing was taken out of its middle.
            if keep.count == toks[toks.firstIndex(of: f)!...toks.firstIndex(of: l)!].count {
                text = buf.string(f.start, l.end)
            } else {
                text = keep.map { buf.string($0) }.joined(separator: " ")
            }
        }
        var tags: [String] = []
        if keepsWhole || mayHaveTags(bodyStart, end) { collectTags(bodyStart, end, into: &tags) }
        var task = TaskEntry(state: state, text: text, due: due, priority: priority)
        if due == nil, priority == 0 { task.dose = checkboxDose(state: state, bodyStart, end, words: toks.count) }
        return Entry(kind: .task(task), time: time, tags: tags, range: range(start, end))
    }

    /// `[x] sertraline`, `[x] took sertraline`, `[-] metformin 20:00`: the dose the checkbox's
    /// words would be after `took` (done, open) or `skipped` (cancelled), for the checker to
    /// make one when they name a defined medication.
    private func checkboxDose(state: TaskState, _ s: Int, _ e: Int, words: Int) -> DoseEntry? {
        guard words <= 24, state == .done || state == .open || state == .cancelled, let first = firstToken(buf, s, e) else { return nil }
        var from = s, name = first
        if buf.matches(first, "took") || buf.matches(first, "skipped") {
            from = buf.skipSpaces(first.end, e)
            guard let next = firstToken(buf, from, e) else { return nil }
            name = next
        }
        // Most checkboxes are habits and to-dos: their first word starts no medication's name.
        guard let sink, sink.mayNameMedication(buf, name) else { return nil }
        guard case .dose(let dose)? = quietly({ self.dose(taken: state != .cancelled, from, e, first) }) else { return nil }
        return dose
    }
}
