/// What `journal foods QUERY` and `journal drinks [QUERY]` show: matching items, best first,
/// with nutrients per serving and per 100 g (or 100 ml), the sizes a drink comes in, where the
/// figures come from, and a line to paste into a journal.
public struct CatalogReport: Sendable {
    public struct Item: Sendable {
        public var name: String
        /// Where the figures come from: the USDA description (or the rows of a dish) for foods,
        /// the published source for built-in drinks (`Starbucks (Caffè Latte, 2% milk)`).
        public var source: String?
        /// `yours` for the user's definitions, `built-in` for the catalog.
        public var origin: String
        public var serving: String?
        public var perServing: Nutrients?
        /// Per 100 g (foods) or 100 ml (drinks), when the serving's size is known.
        public var per100: Nutrients?
        public var per100Unit: String
        /// A built-in drink's other sizes (`tall 354 ml, 75 mg caffeine`); a food's whole, when
        /// a count counts wholes (`whole 840 g, 8 slices: 1/2 pizza, 2 pizzas`).
        public var sizes: [String] = []
        /// Other names it is known by.
        public var aliases: [String] = []
        /// A drink's category (`coffee`, `energy`), when it has one.
        public var category: String?
        /// The nutrients a built-in drink's label states beyond caffeine, energy, sugar and carbs
        /// (sodium, fat, protein): shown even when the label says 0.
        public var labelNutrients: [Nutrient] = []
        /// A journal line that counts one serving of it (`- drink flat white`, `- lunch: beans on
        /// toast`); nil for a plain USDA row, whose name a meal cannot hold.
        public var paste: String?
    }

    public var query: String
    public var items: [Item]
    /// How many matched before the limit.
    public var total: Int
    /// For a food search that found nothing: the built-in drink of that name, if there is one.
    public var drinkInstead: String?
    /// For a food search that found nothing: the name `check` would suggest (`aple`: `apple`),
    /// whose foods are the items.
    public var meant: String?

    /// Foods matching `query`: the user's food definitions first, then the catalog's ranking.
    public static func foods(_ query: String, journal: Journal?, catalog: FoodCatalog = .builtIn, limit: Int = 10) -> CatalogReport {
        var report = foundFoods(query, journal: journal, catalog: catalog, limit: limit)
        guard report.items.isEmpty, !query.isEmpty else { return report }
        if let drink = DrinkCatalog.drink(named: FoodCatalog.normalized(query)) {
            report.drinkInstead = drink.name
        } else if let meant = ItemResolver(definitions: journal?.definitions ?? Definitions(), foods: catalog)
                    .closestName(to: query, isDrink: false, whole: true) {
            // A near miss: what `check` suggests for a food of that name (which may be a drink).
            if let drink = DrinkCatalog.drink(named: meant) {
                report.drinkInstead = drink.name
            } else {
                report = foundFoods(meant, journal: journal, catalog: catalog, limit: limit)
                report.query = query
                report.meant = meant
            }
        }
        return report
    }

    /// The foods matching `query`, as written.
    private static func foundFoods(_ query: String, journal: Journal?, catalog: FoodCatalog, limit: Int) -> CatalogReport {
        var items: [Item] = []
        let q = query.lowercased()
        for f in journal?.definitions.foods ?? [] where q.isEmpty || f.value.name.lowercased().contains(q) {
            var it = item(f.value, origin: "yours", unit: "g")
            it.paste = "- lunch: \(pasteName(f.value.name))"
            items.append(it)
        }
        let found = catalog.search(query, limit: max(limit, 1) * 3)
        for f in found {
            let d = ItemResolver.definition(f)
            var it = item(d, origin: "built-in", unit: "g")
            it.source = f.isFriendly ? f.usdaName : nil
            it.per100 = f.per100g
            it.aliases = f.aliases
            if let whole = f.wholeGrams, let s = f.servingName, let g = f.servingGrams {
                it.sizes = ["whole \(Quantity(whole, .g)), \(formatNumber(whole / g)) \(s)s: 1/2 \(f.name), 2 \(f.name)s"]
            }
            if f.isFriendly { it.paste = "- lunch: \(f.name)" }
            items.append(it)
        }
        return CatalogReport(query: query, items: Array(items.prefix(limit)), total: items.count)
    }

    /// Drinks matching `query` (all when empty): the user's drinks, then the built-in ones. A
    /// built-in drink matches when every query word starts a word of its name or of an alias
    /// (`cola` finds `coke zero` by its alias `coca-cola zero`); a name with a size (`grande
    /// latte`) gives that size first; a near miss (`expresso`) its closest name.
    public static func drinks(_ query: String, journal: Journal?) -> CatalogReport {
        let q = FoodCatalog.normalized(query)
        var items: [Item] = []
        var seen: Set<String> = []
        for d in journal?.definitions.drinks ?? [] where q.isEmpty || d.value.name.lowercased().contains(q) {
            var it = item(d.value, origin: "yours", unit: "ml")
            it.category = d.value.category?.name
            it.paste = "- drink \(pasteName(d.value.name))"
            items.append(it)
            seen.insert(d.value.name.lowercased())
        }
        // A drink in a size: `grande latte`, `pint beer`.
        if !q.isEmpty, DrinkCatalog.entry(named: q) == nil, let sized = DrinkCatalog.drink(named: q),
           let drink = DrinkCatalog.all.first(where: { sized.name.hasPrefix($0.name + " (") }), !seen.contains(drink.name) {
            var it = item(sized, origin: "built-in", unit: "ml")
            it.source = drink.source
            it.category = drink.category.name
            it.labelNutrients = drink.labelNutrients
            it.paste = "- drink \(q)"
            items.append(it)
        }
        let words = FoodCatalog.words(of: q).map(FoodCatalog.stem)
        var builtIn: [(rank: Int, index: Int)] = []
        for (index, drink) in DrinkCatalog.all.enumerated() where !seen.contains(drink.name) {
            let names = [drink.name] + drink.aliases
            let rank: Int
            if q.isEmpty || names.contains(q) { rank = 0 }
            else if names.contains(where: { $0.hasPrefix(q) }) { rank = 1 }
            else if names.contains(where: { name in matchesEveryWord(words, name) }) { rank = 2 }
            else if Suggestion.closest(to: q, in: names) != nil { rank = 3 }
            else { continue }
            builtIn.append((rank, index))
        }
        for hit in builtIn.sorted(by: { ($0.rank, $0.index) < ($1.rank, $1.index) }) {
            items.append(item(DrinkCatalog.all[hit.index]))
        }
        return CatalogReport(query: query, items: items, total: items.count)
    }

    /// Whether every word stem of a query starts a word of `name`.
    private static func matchesEveryWord(_ words: [[UInt8]], _ name: String) -> Bool {
        TableText.withBytes(name) { bytes in
            words.allSatisfy { TableText.wordMatch($0, in: bytes, 0..<bytes.count, firstOnly: false) < 2 }
        }
    }

    /// A built-in drink with its sizes, source, other names and line to paste.
    static func item(_ drink: CatalogDrink) -> Item {
        var it = item(drink.definition, origin: "built-in", unit: "ml")
        it.source = drink.source
        it.category = drink.category.name
        it.labelNutrients = drink.labelNutrients
        it.aliases = drink.aliases
        it.paste = "- drink \(drink.name)"
        it.sizes = drink.sizes.map { size in
            let caffeine = size.caffeine ?? drink.definition.nutrients.caffeine * size.ml / drink.servingML
            return "\(size.name) \(formatNumber(size.ml)) ml" + (caffeine > 0 ? ", \(formatNumber(caffeine, decimals: 0)) mg caffeine" : "")
        }
        return it
    }

    /// A name as a journal line holds it: quoted when it has a comma.
    private static func pasteName(_ name: String) -> String {
        name.contains(",") ? "\"\(name)\"" : name
    }

    static func item(_ d: ItemDefinition, origin: String, unit: String) -> Item {
        var serving: String? = nil
        if let n = d.serving.name, let a = d.serving.amount { serving = "\(n) (\(a))" }
        else if let n = d.serving.name { serving = n }
        else if let a = d.serving.amount { serving = a.description }
        var per100: Nutrients? = nil
        if let a = d.serving.amount, let base = a.unit.dimension == .mass ? a.converted(to: .g) : a.converted(to: .ml), base > 0 {
            per100 = d.nutrients * (100 / base)
        }
        return Item(name: d.name, source: nil, origin: origin, serving: serving, perServing: d.nutrients, per100: per100,
                    per100Unit: d.serving.amount?.unit.dimension == .volume ? "ml" : (d.serving.amount == nil ? unit : "g"))
    }
}
