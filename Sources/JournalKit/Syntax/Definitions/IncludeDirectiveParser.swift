/// Reads an include: other files whose days and definitions join this journal.
///
/// ```
/// - include 2025/*.md
/// - include "notes/food definitions.md"
/// ```
///
/// Paths are relative to the including file; `*`, `?` and `**` are globs.
extension FileParser {
    func include(_ words: DefinitionTokens, _ keyword: Token) -> IncludeDirective? {
        guard let path = words.rest else {
            error(.badDefinition, keyword, "include needs a path", hint: "write e.g. - include 2025/*.md")
            return nil
        }
        var text = buf.string(path)
        for q in ["\"", "`", "'"] where text.count >= 2 && text.hasPrefix(q) && text.hasSuffix(q) {
            text = String(text.dropFirst().dropLast())
        }
        return IncludeDirective(pattern: text)
    }
}
