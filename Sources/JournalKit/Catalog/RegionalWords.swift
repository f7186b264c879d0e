/// Words that name another food, or another size, in another country (``Region``):
///
/// ```
/// - snack: biscuits        two sweet biscuits in Britain and Australia; two scone-like breads in the US
/// - lunch: chips           a portion of fries in Britain and Australia; a bag of potato chips in the US
/// - drink pint of water    568 ml in Britain, 473 ml in the US, 570 ml in Australia
/// ```
///
/// With `set region`, each is read as there. Without it, each is read as the catalog has always
/// read it (a biscuit and chips as in the US, a pint as in Britain), and the first line that
/// uses it gets a `region-word` warning that says so (Grammar.md §9).
enum RegionalWords {
    /// A food's word, and the catalog's food it names in each region.
    struct Food {
        let word: String
        let names: [Region: String]
        /// What it is read as without a region.
        let unset: Region
        /// What the word names in each region, for messages.
        let meanings: [Region: String]
    }

    static let foods: [String: Food] = Dictionary(uniqueKeysWithValues: [
        Food(word: "biscuit", names: [.us: "biscuit", .uk: "cookie", .au: "cookie"], unset: .us,
             meanings: [.us: "an American biscuit (a scone-like bread, 60 g)", .uk: "a sweet biscuit (15 g)", .au: "a sweet biscuit (15 g)"]),
        Food(word: "chips", names: [.us: "potato chips", .uk: "fries", .au: "fries"], unset: .us,
             meanings: [.us: "potato chips (a 28 g bag)", .uk: "fries (a 117 g portion)", .au: "fries (a 117 g portion)"]),
    ].map { ($0.word, $0) })

    /// A pint, in ml, in each region; without one, the British pint.
    static let pintML: [Region: Double] = [.uk: 568, .us: 473, .au: 570]
    static let unsetPint = Region.uk

    /// The catalog's food a name (lower-case, any number) is in `region`, when it is a word
    /// whose food differs by region.
    static func food(_ name: String) -> Food? {
        for form in ItemResolver.singularForms(name) { if let f = foods[form] { return f } }
        return nil
    }

    /// Whether an amount is in pints.
    static func isPint(_ unit: MeasureUnit) -> Bool {
        guard case .word(let w) = unit else { return false }
        return w == "pint" || w == "pints"
    }
}
