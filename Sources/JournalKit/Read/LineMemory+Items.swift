/// The memory of items: items of drinks and meals read and resolved before without any
/// problem come back resolved, by their text (`granola 62 g`) or by their stem (`espresso x2`
/// for `espresso x2 with Sam`): lines vary more than their items do.
///
/// An item's stem is its text without a plain comment (``FileParser/plainComment(_:_:)``)
/// when the stem read alone is the same item without a comment: then any plain words after it
/// are a comment, which does not change what it is (`espresso x2 on the train`). `cola 330
/// cans` has no stem `cola 330`, whose next word is its unit; `2 eggs with toast` none either,
/// since after a lead amount every word is the name's.
///
/// The parser reads each item through ``readItem(_:_:isDrink:into:parser:)``; which items of
/// the list came resolved, and which are to be remembered once resolved, goes to the checker
/// with the entry (``ItemMarks``), and it tells of each one resolved without a problem.
extension LineMemory {
    /// An item read, not recalled, that is remembered by `text` once it resolves without a
    /// problem: `place` in its list, and whether the text is its stem.
    struct ItemText {
        var place: Int
        var text: Range<Int>
        var isStem: Bool
        var isDrink: Bool
    }

    /// Reads the item `s..<e` of `parser`'s line into `items`: resolved when its text or its
    /// stem was remembered, else parsed. False after the parser reports an error.
    func readItem(_ s: Int, _ e: Int, isDrink: Bool, into items: inout [ItemEntry], parser: FileParser) -> Bool {
        // Every list starts empty: the marks are those of the list being read.
        if items.isEmpty {
            itemMarks = ItemMarks()
            if !itemTexts.isEmpty { itemTexts.removeAll(keepingCapacity: true) }
        }
        let place = items.count, buf = parser.buf
        // Only the first 64 places of a list are marked.
        guard place < 64 else { return parse(s, e, isDrink: isDrink, into: &items, parser: parser) }
        if texts.recall(buf, s, e, isDrink: isDrink, file: parser.fileID, line: parser.lineNumber, lineStart: parser.lineStart, limit: 64,
                        into: &items) {
            markResolved(place..<items.count)
            return true
        }
        // Most items with a plain comment come once; their stems come again and again.
        let stem = parser.plainComment(s, e)
        if let stem, texts.recall(buf, s, stem.stemEnd, stem: true, isDrink: isDrink, file: parser.fileID, line: parser.lineNumber,
                                  lineStart: parser.lineStart, limit: 64, into: &items) {
            items[place].comment = parser.textWithoutTags(stem.comment, e)
            markResolved(place..<items.count)
            return true
        }
        let diagnostics = parser.result.diagnostics.count
        guard parse(s, e, isDrink: isDrink, into: &items, parser: parser) else { return false }
        guard parser.result.diagnostics.count == diagnostics, texts.mayRemember(buf, s..<(stem?.stemEnd ?? e), isDrink: isDrink) else { return true }
        // An item is remembered by its stem if it has one, so that it is found whatever plain words follow.
        var text = s..<e, isStem = false
        if let stem, isStemOf(items[place], s, stem.stemEnd, isDrink: isDrink, parser: parser) {
            (text, isStem) = (s..<stem.stemEnd, true)
        }
        itemMarks.wanted |= 1 << UInt64(place)
        itemTexts.append(ItemText(place: place, text: text, isStem: isStem, isDrink: isDrink))
        return true
    }

    /// The marks of the list read, which are then forgotten.
    func takeItemMarks() -> ItemMarks {
        defer { itemMarks = ItemMarks() }
        return itemMarks
    }

    /// Remembers the item at `place` of the list read, which resolved to `parts` without a
    /// problem.
    func remember(item place: Int, _ parts: ArraySlice<ItemEntry>, parser: FileParser) {
        guard let item = itemTexts.first(where: { $0.place == place }) else { return }
        texts.remember(parts, text: item.text, isStem: item.isStem, isDrink: item.isDrink, buf: parser.buf, lineStart: parser.lineStart)
    }

    private func parse(_ s: Int, _ e: Int, isDrink: Bool, into items: inout [ItemEntry], parser: FileParser) -> Bool {
        guard let item = parser.item(s, e, isDrink: isDrink) else { return false }
        items.append(item)
        return true
    }

    /// Marks `places` (below 64) as resolved.
    @inline(__always) private func markResolved(_ places: Range<Int>) {
        let count = UInt64(places.count), ones: UInt64 = count >= 64 ? ~0 : (1 << count) - 1
        itemMarks.resolved |= ones << UInt64(places.lowerBound)
    }

    /// Whether `s..<stemEnd` read alone is `item` without its comment (and without a problem).
    /// Its problems, if any, are not kept: the item was read already.
    private func isStemOf(_ item: ItemEntry, _ s: Int, _ stemEnd: Int, isDrink: Bool, parser: FileParser) -> Bool {
        let diagnostics = parser.result.diagnostics.count
        let alone = parser.item(s, stemEnd, isDrink: isDrink)
        guard parser.result.diagnostics.count == diagnostics else {
            parser.result.diagnostics.removeSubrange(diagnostics...)
            return false
        }
        guard let alone else { return false }
        return alone.comment.isEmpty && alone.name == item.name && alone.nameRange == item.nameRange && alone.amount == item.amount
            && alone.amountRange == item.amountRange && alone.count == item.count && alone.overrides == item.overrides
            && alone.isQuoted == item.isQuoted && alone.countLeads == item.countLeads
    }
}
