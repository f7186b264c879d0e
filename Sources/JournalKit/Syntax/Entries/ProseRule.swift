/// The prose rule: a bullet that begins with an entry keyword is a sentence (a note) when what
/// follows the keyword reads as one, and nothing on the line says it is an entry.
///
/// ```
/// - Lunch with Sam was lovely           (note: 'with' begins a sentence)
/// - Weight training at the gym was hard (note: 'training' is not a weight)
/// - Snack attack in the afternoon       (note: 'the', and no amount)
/// - Drink more water tomorrow!          (note: 'more' begins a sentence)
/// - drink flat white                    (an entry: nothing reads as a sentence)
/// - 08:00 took the blue pill            (an entry: a time says so)
/// ```
///
/// Grammar.md §5.11 states the rule; this is its only implementation (sleep's old "a first word
/// that is not a number" is the value-keyword case here).
extension FileParser {
    /// What shows that a keyword line is a sentence: the bytes to point at, and why.
    struct ProseEvidence {
        var start: Int
        var end: Int
        var reason: String
    }

    /// Words that begin a sentence after a keyword but never an item, a dose, an activity or a
    /// value: determiners, prepositions, pronouns, auxiliaries and a few adverbs. `a`, `an` and
    /// `one` are not here: they are amounts (`- snack an apple`).
    static let sentenceWords = ByteTable([
        "the", "this", "that", "these", "those", "my", "our", "your", "his", "her", "their", "its",
        "more", "less", "much", "too", "very", "so", "such", "every",
        "with", "at", "in", "on", "for", "to", "from", "of", "by", "about", "after", "before", "during",
        "out", "up", "down", "off", "into", "over", "around", "through", "like", "without", "until",
        "is", "was", "were", "are", "am", "be", "been", "being", "has", "had", "have", "will", "would",
        "can", "could", "should", "must", "might", "did", "do", "does", "went", "got", "felt",
        "it", "i", "we", "you", "he", "she", "they", "me", "us", "him", "them",
        "and", "but", "or", "then", "when", "while", "because", "if", "not", "never", "always", "still",
        "just", "really", "again", "today", "tonight", "tomorrow", "yesterday", "later",
    ].map { ($0, true) })

    /// Words that stand in sentences but not in the names of foods, drinks and activities: in a
    /// meal, a drink or a workout without any number, one of them anywhere makes the line a
    /// sentence.
    static let sentenceOnlyWords = ByteTable([
        "the", "was", "were", "is", "are", "am", "been", "my", "our", "your", "his", "her", "their",
        "i", "we", "you", "he", "she", "they", "it", "me", "us", "them", "will", "would", "should", "because",
        "went", "got", "felt", "fell", "came", "through",
    ].map { ($0, true) })

    /// Why the words after a keyword (from `args`, no time before the keyword and no colon
    /// after it) read as a sentence; nil when the line is an entry.
    func proseEvidence(_ keyword: EntryKeyword, keywordToken: Token, args: Int, end: Int) -> ProseEvidence? {
        // An event's title and a gratitude are free text: "- grateful for soup".
        if keyword == .event || keyword == .gratitude { return nil }
        // "- dinner with Sam: pasta" has a description colon: an entry.
        if case .meal = keyword, let colon = firstByte(UInt8(ascii: ":"), args, end),
           firstByte(UInt8(ascii: "("), args, colon) == nil { return nil }
        // "- mood" alone is a mood without its value: an error, not a sentence.
        guard let first = firstToken(buf, args, end) else { return nil }
        let word = wordWithoutPunctuation(first)
        let keywordText = buf.string(keywordToken)
        // "- slept from 11pm to 6am": a span.
        if keyword == .sleep, buf.matches(word, "from"), let next = firstToken(buf, first.end, end), isDigit(buf[next.start]) { return nil }
        if Self.sentenceWords.find(buf, word) != nil {
            return ProseEvidence(start: word.start, end: word.end, reason: "'\(buf.string(word))' after '\(keywordText)' begins a sentence")
        }
        switch keyword {
        case .took, .skipped:
            // "- Skipped lunch.": a meal or a workout is not a medication.
            guard EntryKeyword(buf, word) != nil else { return nil }
            return ProseEvidence(start: word.start, end: word.end, reason: "'\(buf.string(word))' after '\(keywordText)' is not a medication")
        case .mood:
            guard !startsNumeric(first), Self.moodWords.find(buf, word) == nil,
                  Suggestion.closest(to: buf.lowercased(word), in: MoodEntry.words) == nil else { return nil }
            return ProseEvidence(start: word.start, end: word.end, reason: "'\(buf.string(word))' is not a mood")
        case .weight:
            guard !startsNumeric(first) else { return nil }
            return ProseEvidence(start: word.start, end: word.end, reason: "'\(buf.string(word))' is not a weight")
        case .sleep:
            guard !isDigit(buf[first.start]), !buf.matches(first, "quality"), !buf.matches(first, "quality:") else { return nil }
            return ProseEvidence(start: word.start, end: word.end, reason: "'\(buf.string(word))' is not a time or a duration")
        case .meal, .drink, .workout:
            // A workout without a number has no duration: it could only be an error.
            return wordsSentenceEvidence(args, end)
        default:
            return nil
        }
    }

    /// A meal's, a drink's or a workout's words read as a sentence: no digit before any `(`, and
    /// either a word such as `the` or `was`, or the end of a sentence (`.`, `!`, `?`, `…`).
    func wordsSentenceEvidence(_ s: Int, _ e: Int) -> ProseEvidence? {
        // "drink espresso -- with the team": the comment is no evidence.
        let e = commentMark(s, e).map { buf.trimEnd(s, $0.start) } ?? e
        // A digit anywhere before any "(" is a number (`x2`, `330ml`): an entry.
        var d = s
        while d < e, buf[d] != UInt8(ascii: "(") {
            if isDigit(buf[d]) { return nil }
            d += 1
        }
        var found: Token? = nil
        var i = s
        while i < e, buf[i] != UInt8(ascii: "(") {
            if isSpace(buf[i]) { i += 1; continue }
            var w = i
            while w < e, !isSpace(buf[w]) { w += 1 }
            if found == nil {
                let word = wordWithoutPunctuation(Token(start: i, end: w))
                if Self.sentenceOnlyWords.find(buf, word) != nil { found = word }
            }
            i = w
        }
        if let found {
            return ProseEvidence(start: found.start, end: found.end, reason: "'\(buf.string(found))' reads as a sentence and no amount is written")
        }
        let last = endWithoutTags(s, e)
        guard last > s else { return nil }
        let b = buf[last - 1]
        if b == UInt8(ascii: ".") || b == UInt8(ascii: "!") || b == UInt8(ascii: "?") {
            return ProseEvidence(start: last - 1, end: last, reason: "the line ends as a sentence ('\(String(UnicodeScalar(b)))') and no amount is written")
        }
        // "…" is E2 80 A6.
        if last - s >= 3, buf[last - 3] == 0xE2, buf[last - 2] == 0x80, b == 0xA6 {
            return ProseEvidence(start: last - 3, end: last, reason: "the line ends as a sentence ('…') and no amount is written")
        }
        return nil
    }

    /// A word without the punctuation a sentence puts after it (`crumble.` → `crumble`).
    func wordWithoutPunctuation(_ t: Token) -> Token {
        var t = t
        while t.count > 1 {
            switch buf[t.end - 1] {
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"): t.end -= 1
            default: return t
            }
        }
        return t
    }

    /// Reads a keyword line as a note; under --strict says so (`read-as-note`), so that nothing
    /// is dropped unseen.
    func proseNote(_ evidence: ProseEvidence, keywordToken: Token, start: Int, end: Int) {
        if options.strict {
            let keyword = buf.string(keywordToken)
            report(.warning, .readAsNote, evidence.start, evidence.end, "\(evidence.reason); the line is read as a note",
                   hint: "to make it an entry, put a colon after the keyword (- \(keyword.lowercased()): …) or a time before it")
        }
        append(note(start: keywordToken.start, end: end, bullet: true, entryStart: start,
                    reading: keywordToken.start < end && buf.matches(keywordToken, "took") ? naturalReading(keywordToken.start, end) : nil))
    }
}
