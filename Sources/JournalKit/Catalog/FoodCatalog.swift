/// The built-in food catalog: every USDA food of the table `Scripts/generate-foods` embeds
/// (figures per 100 g), and over 600 friendly names (`apple`, `oats`, `egg`, `chicken burrito`,
/// `beans on toast`) for the foods and dishes people log most, with servings and aliases. Immutable once built, so it is shared freely.
///
/// Building it reads the embedded text byte by byte: USDA rows keep only where their name lies
/// in the text and their figures; names become strings when a food is returned. The tables are
/// read in FoodCatalog+Tables.swift; foods are found in FoodCatalog+Search.swift.
public final class FoodCatalog: Sendable {
    /// The catalog of the tables embedded in the library, built on first use.
    public static let builtIn = FoodCatalog(usdaTable: usdaFoodsTable, categories: usdaFoodCategories,
                                            friendlyTable: friendlyFoodsTable + "\n" + friendlyDishesTable,
                                            moreTable: usdaMoreNutrientsTable)

    /// A catalog without foods, for a read that resolves none (of checkbox lines only).
    static let empty = FoodCatalog(usdaTable: "", categories: "", friendlyTable: "")

    /// A USDA food: where its name lies in `usdaText`, and where the rest of its line (category,
    /// source, figures) starts, read when asked for (``figures(_:_:categories:)``).
    struct Row: Sendable {
        var nameStart: Int32
        var nameLength: Int32
        var figuresStart: Int32

        var name: Range<Int> { Int(nameStart)..<Int(nameStart + nameLength) }
    }

    /// The USDA table text the rows point into.
    let usdaText: String
    /// The table of the nutrients after the core ones (saturated fat to choline), a line per
    /// USDA food that has any, which its row's line points at: read only for a food returned
    /// (``withMore(_:parts:)``), never at start.
    let moreText: String
    /// USDA foods, sorted by lower-cased name (the generated table already is).
    let rows: [Row]
    /// USDA food categories, indexed by `Row.category`.
    let categories: [String]
    /// Friendly foods, in table order.
    let friendlyFoods: [CatalogFood]
    /// Index in `rows` of each friendly food's USDA food; -1 for a dish made of several.
    let friendlyRow: [Int]
    /// The USDA foods a dish of several is made of, and each one's share of its weight, by
    /// index in `friendlyFoods`.
    let dishParts: [Int: [(row: Int, share: Double)]]
    /// Lower-cased friendly name or alias → index in `friendlyFoods`.
    let friendlyIndex: [String: Int]
    /// Problems met while reading the tables (bad lines, unknown USDA names, names used twice);
    /// the offending lines are left out. Empty for the built-in tables.
    let problems: [String]

    /// Every friendly name and alias, in table order, for did-you-mean suggestions.
    public let friendlyNames: [String]

    /// Number of foods: all USDA foods (friendly names are other names for some of them).
    public var count: Int { rows.count }

    /// Number of friendly foods.
    public var friendlyCount: Int { friendlyFoods.count }

    /// Builds a catalog from tables in the formats of USDAFoodsData.swift and FriendlyFoods.swift.
    init(usdaTable: String, categories categoryTable: String, friendlyTable: String, moreTable: String = "") {
        var problems: [String] = []
        let categories = FoodCatalog.readCategories(categoryTable)
        let rows = FoodCatalog.readUSDATable(usdaTable, categories: categories, problems: &problems)
        let friendly = FoodCatalog.readFriendlyTable(friendlyTable, usdaTable: usdaTable, rows: rows, categories: categories,
                                                     problems: &problems)
        self.usdaText = usdaTable
        self.moreText = moreTable
        self.rows = rows
        self.categories = categories
        self.friendlyFoods = friendly.foods
        self.friendlyRow = friendly.rows
        self.dishParts = friendly.dishParts
        self.friendlyIndex = friendly.index
        self.friendlyNames = friendly.names
        self.problems = problems
    }

    /// The USDA food at `index` of `rows`, as a plain (not friendly) catalog food.
    func usdaFood(_ index: Int) -> CatalogFood {
        let row = rows[index]
        let (name, figures) = TableText.withBytes(usdaText) { (TableText.string($0, row.name), FoodCatalog.figures($0, row, categories: categories.count)) }
        return withMore(CatalogFood(name: name, usdaName: name, category: figures.category >= 0 ? categories[figures.category] : "",
                                    per100g: figures.per100g), parts: [(index, 1)])
    }

    /// The friendly food at `index` of `friendlyFoods`, with its nutrients after the core ones.
    func friendlyFood(_ index: Int) -> CatalogFood {
        let row = friendlyRow[index]
        return withMore(friendlyFoods[index], parts: row >= 0 ? [(row, 1)] : dishParts[index] ?? [])
    }

    /// `food` with its nutrients after the core ones (saturated fat to choline) per 100 g, from
    /// the USDA rows it is made of in their shares; a nutrient a row has no figure of is marked
    /// unknown (``Nutrients/leavesOut(_:)``).
    func withMore(_ food: CatalogFood, parts: [(row: Int, share: Double)]) -> CatalogFood {
        guard !moreText.isEmpty, !parts.isEmpty else { return food }
        var food = food
        TableText.withBytes(usdaText) { usdaBytes in
            TableText.withBytes(moreText) { moreBytes in
                for (row, share) in parts {
                    let offset = FoodCatalog.figures(usdaBytes, rows[row], categories: 0).moreOffset
                    FoodCatalog.addMore(moreBytes, at: offset, times: share, to: &food.per100g)
                }
            }
        }
        return food
    }
}
