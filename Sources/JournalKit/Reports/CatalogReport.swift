/// What `journal foods QUERY` and `journal drinks [QUERY]` show: matching items, best first,
/// with nutrients per serving and per 100 g (or 100 ml).
public struct CatalogReport: Sendable {
    public struct Item: Sendable {
        public var name: String
        /// The USDA description, for foods.
        public var source: String?
        /// `yours` for the user's definitions, `built-in` for the catalog.
        public var origin: String
        public var serving: String?
        public var perServing: Nutrients?
        /// Per 100 g (foods) or 100 ml (drinks), when the serving's size is known.
        public var per100: Nutrients?
        public var per100Unit: String
    }

    public var query: String
    public var items: [Item]
    /// How many matched before the limit.
    public var total: Int

    /// Foods matching `query`: the user's food definitions first, then the catalog's ranking.
    public static func foods(_ query: String, journal: Journal?, catalog: FoodCatalog = .builtIn, limit: Int = 10) -> CatalogReport {
        var items: [Item] = []
        let q = query.lowercased()
        for f in journal?.definitions.foods ?? [] where q.isEmpty || f.value.name.lowercased().contains(q) {
            items.append(item(f.value, origin: "yours", unit: "g"))
        }
        let found = catalog.search(query, limit: max(limit, 1) * 3)
        for f in found {
            let d = ItemResolver.definition(f)
            var it = item(d, origin: "built-in", unit: "g")
            it.source = f.isFriendly ? f.usdaName : nil
            it.per100 = f.per100g
            items.append(it)
        }
        return CatalogReport(query: query, items: Array(items.prefix(limit)), total: items.count)
    }

    /// Drinks matching `query` (all when empty): the user's drinks, then the built-in ones.
    public static func drinks(_ query: String, journal: Journal?) -> CatalogReport {
        let q = query.lowercased()
        var items: [Item] = []
        var seen: Set<String> = []
        for d in journal?.definitions.drinks ?? [] where q.isEmpty || d.value.name.lowercased().contains(q) {
            items.append(item(d.value, origin: "yours", unit: "ml"))
            seen.insert(d.value.name.lowercased())
        }
        var builtIn: [(Int, ItemDefinition)] = []
        for d in DrinkCatalog.drinks where !seen.contains(d.name) {
            let aliases = DrinkCatalog.aliases.filter { $0.value == d.name }.keys
            let names = [d.name] + aliases
            guard q.isEmpty || names.contains(where: { $0.contains(q) }) || Suggestion.closest(to: q, in: names) != nil else { continue }
            let rank = q.isEmpty ? 0 : (names.contains(q) ? 0 : (names.contains(where: { $0.hasPrefix(q) }) ? 1 : 2))
            builtIn.append((rank, d))
        }
        for (_, d) in builtIn.enumerated().sorted(by: { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }).map(\.element) {
            items.append(item(d, origin: "built-in", unit: "ml"))
        }
        return CatalogReport(query: query, items: items, total: items.count)
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
