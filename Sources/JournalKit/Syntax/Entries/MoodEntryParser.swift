/// Reads a mood.
///
/// ```
/// - mood 4 slow afternoon #work
/// - 21:00 mood: great
/// - mood 3/5
/// ```
extension FileParser {
    /// `awful` … `great` → 0 … 4.
    static let moodWords = ByteTable(MoodEntry.words.enumerated().map { ($0.element, $0.offset) })

    func mood(_ s: Int, _ e: Int, _ keyword: Token) -> EntryKind? {
        var t = Token(start: s, end: s)
        while t.end < e, !isSpace(buf[t.end]) { t.end += 1 }
        let wordEnd = t.end
        while t.end > t.start + 1,
              buf[t.end - 1] == UInt8(ascii: ",") || buf[t.end - 1] == UInt8(ascii: ";") || buf[t.end - 1] == UInt8(ascii: ".") { t.end -= 1 }
        guard !t.isEmpty else {
            error(.missingValue, keyword, "mood needs a value", hint: "write 1 to 5, or awful, bad, meh, good, great")
            return nil
        }
        var value: Double? = nil
        if buf.number(at: t.start, t.end) != nil {
            value = buf.rating(t)
        } else if let i = Self.moodWords.find(buf, t) {
            value = Double(i + 1)
        }
        guard let v = value, v >= 1, v <= 5 else {
            let word = buf.lowercased(t)
            let guess = Suggestion.closest(to: word, in: MoodEntry.words)
            error(.badMood, t, "'\(buf.string(t))' is not a mood",
                  hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "moods are 1 to 5, or awful, bad, meh, good, great")
            return nil
        }
        return .mood(MoodEntry(value: v, note: textWithoutTags(buf.skipSpaces(wordEnd, e), e)))
    }
}
