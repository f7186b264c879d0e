/// Reads a symptom: a name of one or more words, and a severity from 1 to 5 at the end when
/// written.
///
/// ```
/// - 14:00 symptom headache 3
/// - symptom nausea
/// - symptom sore throat 2
/// - 09:30 symptom: migraine 4/5 #work
/// ```
///
/// A number at the end is the severity: one outside 1 to 5 is `bad-amount`; no name is
/// `missing-value`.
extension FileParser {
    func symptom(_ s: Int, _ e: Int, _ keyword: Token) -> EntryKind? {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, e, into: &toks)
        removeTags(&toks, letterAfterHash: false)
        var severity: Double? = nil
        if let last = toks.last, let n = buf.rating(last) {
            guard n >= 1, n <= 5 else {
                error(.badAmount, last, "a symptom's severity is 1 to 5, not '\(buf.string(last))'",
                      hint: "write 1 (mild) to 5 (severe), e.g. - symptom headache 3")
                return nil
            }
            severity = n
            toks.removeLast()
        }
        guard let first = toks.first, let last = toks.last else {
            error(.missingValue, keyword, "symptom needs a name", hint: "write e.g. - symptom headache 3")
            return nil
        }
        var end = last.end
        while end > first.start + 1,
              buf[end - 1] == UInt8(ascii: ",") || buf[end - 1] == UInt8(ascii: ";") || buf[end - 1] == UInt8(ascii: ".") { end -= 1 }
        return .symptom(SymptomEntry(name: buf.string(first.start, end), severity: severity))
    }
}
