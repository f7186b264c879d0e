/// What only `--strict` reports: a bullet whose first word is one slip away from a keyword,
/// and the problems of prose that starts like a definition.
///
/// ```
/// ## 2026-11-21
/// - 08:00 drnk espresso     (warning: did you mean 'drink'?)
/// ## Notes
/// Goal for the year: more walks   (warning: unknown goal 'for')
/// ```
extension FileParser {
    /// Prose outside a day that starts with a definition keyword: the problems found reading it
    /// as a definition (diagnostics from `before` on) are kept as warnings under --strict, and
    /// dropped otherwise.
    func keepForStrictOnly(diagnosticsFrom before: Int) {
        if options.strict {
            for k in before..<result.diagnostics.count { result.diagnostics[k].severity = .warning }
        } else {
            result.diagnostics.removeLast(result.diagnostics.count - before)
        }
    }

    /// Under --strict: a bullet whose first word is a misspelt keyword.
    func strictKeywordCheck(_ first: Token) {
        let word = buf.lowercased(first)
        guard word.utf8.count >= 3, word.utf8.allSatisfy({ isASCIILetter($0) }) else { return }
        // One slip only: ordinary words (sugar, spent, right) must not look like keywords.
        if let k = Suggestion.closest(to: word, in: EntryKeyword.spellings.map(\.0), maxDistance: 1) {
            report(.warning, .unknownKeyword, first.start, first.end, "'\(buf.string(first))' is not a keyword; the line is a note",
                   hint: "did you mean '\(k)'?")
        }
    }
}
