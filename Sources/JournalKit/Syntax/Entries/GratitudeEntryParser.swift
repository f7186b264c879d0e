/// Reads one thing to be grateful for.
///
/// ```
/// - grateful: a sunny walk with Sam
/// - thankful for soup
/// ```
extension FileParser {
    func gratitude(_ s: Int, _ e: Int, _ keyword: Token) -> EntryKind? {
        let end = endWithoutTags(s, e)
        guard s < end else {
            error(.missingValue, keyword, "'\(buf.string(keyword))' needs what you are grateful for",
                  hint: "write e.g. - grateful: a sunny walk with Sam")
            return nil
        }
        return .gratitude(GratitudeEntry(text: keptText(s, end)))
    }
}
