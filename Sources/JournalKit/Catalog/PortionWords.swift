/// What a container or portion word in an amount weighs, when it is not the item's own serving
/// name (`2 slices of toast` counts toast's own `slice`; `a pint of beer` is 568 ml of beer).
///
/// | word | size |
/// | --- | --- |
/// | `serving`, `portion` | one serving of the item |
/// | `bowl`, `plate`, `handful`, `piece`, `square`, `bar`, `bag`, `packet`, `scoop`, `slice` | one serving of the item when it has a natural one; else the default mass below |
/// | `mug` 300 ml, `pint` 568 ml, `can` 330 ml, `bottle` 500 ml, `spoon` 5 ml | that volume |
///
/// Grammar.md §7.3 has the table; `glass`, `cup`, `tbsp` and `tsp` are standard units (§7.2).
enum PortionWords {
    enum Size: Equatable {
        /// One serving of the item.
        case serving
        /// One serving of the item when it has a natural serving, else this mass.
        case servingOr(grams: Double)
        /// This volume, whatever the item's serving.
        case volume(ml: Double)
    }

    static let sizes: [String: Size] = [
        "serving": .serving, "portion": .serving,
        "bowl": .servingOr(grams: 250), "plate": .servingOr(grams: 300), "handful": .servingOr(grams: 30),
        "piece": .servingOr(grams: 100), "square": .servingOr(grams: 10), "bar": .servingOr(grams: 50),
        "bag": .servingOr(grams: 30), "packet": .servingOr(grams: 30), "scoop": .servingOr(grams: 60), "slice": .servingOr(grams: 30),
        "mug": .volume(ml: 300), "pint": .volume(ml: 568), "can": .volume(ml: 330), "bottle": .volume(ml: 500), "spoon": .volume(ml: 5),
    ]

    /// Words of size before a portion word, and what they multiply it by: `a small bowl of soup`
    /// is two thirds of a bowl, `a big plate of pasta` one and a half plates (Grammar.md §7.3).
    /// A drink's own size of that name wins (`large glass` of wine: 250 ml).
    static let sizeWords = ByteTable([("small", 2.0 / 3), ("little", 2.0 / 3), ("big", 1.5), ("large", 1.5), ("huge", 2), ("giant", 2)])

    /// `small bowl`, `big plates`: the factor of the size word and the portion word after it.
    static func sized(_ unit: String) -> (factor: Double, portion: String)? {
        guard let space = unit.firstIndex(of: " ") else { return nil }
        let size = Array(unit[..<space].utf8)
        guard let factor = size.withUnsafeBufferPointer({ sizeWords.find($0, Token(start: 0, end: $0.count)) }) else { return nil }
        return (factor, String(unit[unit.index(after: space)...]))
    }

    /// The size of a word as written (singular or plural), if it is a portion word.
    static func size(of word: String) -> Size? {
        if let s = sizes[word] { return s }
        for form in ItemResolver.singularForms(word).dropFirst() { if let s = sizes[form] { return s } }
        return nil
    }
}
