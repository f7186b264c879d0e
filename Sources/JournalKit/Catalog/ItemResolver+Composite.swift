/// Composite meal items: `toast with butter`, `beans on toast`, `burger & fries`, `sandwich and
/// crisps`. A known name is matched first, by its longest name (`fish and chips` is one dish);
/// otherwise, when every part between `with`, `and`, `&` and `on` is a known name, the item is
/// those items.
///
/// ```
/// toast with butter      → toast (its serving: a slice), butter (a pat, 5 g)
/// 2 slices of toast with butter → toast 2 slices, butter (a pat)
/// beans on toast         → beans, toast
/// ```
///
/// The item's amount and count go with its first part; each other part counts one serving, and
/// a spread (butter, margarine) a pat of 5 g. Grammar.md §5.3 has the rule.
extension ItemResolver {
    /// The words that join the parts of a composite item.
    static let joiners: Set<String> = ["with", "and", "&", "on"]

    /// Spreads put on or with something: one pat, not a serving of the spread.
    static let spreadGrams: [String: Double] = ["butter": 5, "margarine": 5]

    /// Whether a name has a joiner word between two others (most names have under three words,
    /// and are passed over by counting their spaces).
    static func hasJoiner(_ name: String) -> Bool {
        var spaces = 0
        for b in name.utf8 where b == UInt8(ascii: " ") { spaces += 1 }
        guard spaces >= 2 else { return false }
        let words = words(name)
        return words.count >= 3 && words.dropFirst().dropLast().contains { joiners.contains($0.lowercased()) }
    }

    /// The words after which a part goes into the part before it (`milk` in `cereal with milk`,
    /// `porridge with milk`): an ingredient, a drink's name then the food's (Grammar.md §5.2).
    static let ingredientJoiners: Set<String> = ["with", "on"]

    /// The items a composite meal item stands for, each with whether it is an ingredient (it
    /// follows `with` or `on`), or nil when it is not one (its whole name is known, a part is
    /// unknown, or it has no joiner).
    func compositeParts(of item: ItemEntry, on date: CalendarDate) -> [(item: ItemEntry, isIngredient: Bool)]? {
        guard !item.isQuoted, item.overrides.isEmpty, Self.hasJoiner(item.name) else { return nil }
        let words = Self.words(item.name)
        let (whole, _) = cachedMatch(item.name, isDrink: false)
        guard whole.words < whole.wordCount else { return nil }
        // The parts, each with where it starts in the name as written.
        var parts: [(name: String, offset: Int, isIngredient: Bool)] = []
        var current: [Substring] = []
        var partOffset = 0
        var isIngredient = false
        for w in words {
            let offset = item.name.utf8.distance(from: item.name.utf8.startIndex, to: w.utf8.startIndex)
            if Self.joiners.contains(w.lowercased()) {
                guard !current.isEmpty else { return nil }
                parts.append((current.joined(separator: " "), partOffset, isIngredient))
                current = []
                isIngredient = Self.ingredientJoiners.contains(w.lowercased())
            } else {
                if current.isEmpty { partOffset = offset }
                current.append(w)
            }
        }
        guard !current.isEmpty else { return nil }
        parts.append((current.joined(separator: " "), partOffset, isIngredient))
        // Every part must be a known name as a whole.
        for p in parts {
            let (m, _) = cachedMatch(p.name, isDrink: false)
            guard m.source != nil, m.words == m.wordCount else { return nil }
        }
        return parts.enumerated().map { k, p in
            var part = ItemEntry(name: p.name, nameRange: item.nameRange)
            part.nameRange.column += Int32(p.offset)
            part.nameRange.endColumn = part.nameRange.column + Int32(p.name.utf8.count)
            if k == 0 {
                part.amount = item.amount
                part.amountRange = item.amountRange
                part.count = item.count
                part.isCountWritten = item.isCountWritten
                part.comment = item.comment
            } else if let grams = Self.spreadGrams[p.name.lowercased()] {
                part.amount = Quantity(grams, .g)
            }
            return (part, p.isIngredient)
        }
    }
}
