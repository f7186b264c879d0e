/// Reads a drink entry.
///
/// ```
/// - 07:45 drink espresso x2
/// - drink cola 330 ml
/// - drink latte (150 mg)
/// - drink 120 mg
/// - drink oat latte with Sam
/// ```
extension FileParser {
    func drink(_ s: Int, _ e: Int, _ keyword: Token) -> EntryKind? {
        guard s < e else {
            error(.missingValue, keyword, "drink needs a name or an amount", hint: "write e.g. drink espresso x2, or drink 120 mg for caffeine alone")
            return nil
        }
        // The drink is read into the parser's scratch list, which keeps its room for the next.
        defer { itemScratch.removeAll(keepingCapacity: true) }
        return readItem(s, e, isDrink: true, into: &itemScratch) ? itemScratch.popLast().map { .drink($0) } : nil
    }
}
