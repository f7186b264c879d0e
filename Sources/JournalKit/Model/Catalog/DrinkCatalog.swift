/// The built-in drinks: caffeine per serving from public figures (USDA FoodData Central and
/// the Mayo Clinic table), with energy and sugar where they matter.
public enum DrinkCatalog {
    private static let entries: [(drink: ItemDefinition, aliases: [String])] = [
        drink("coffee", "cup", 240, caffeine: 95, kcal: 2, aliases: ["brewed coffee", "filter coffee", "drip coffee"]),
        drink("espresso", "shot", 30, caffeine: 63, kcal: 3),
        drink("instant coffee", "cup", 240, caffeine: 62, kcal: 5),
        drink("decaf", "cup", 240, caffeine: 2, kcal: 2, aliases: ["decaf coffee"]),
        drink("black tea", "cup", 240, caffeine: 47, kcal: 2, aliases: ["tea"]),
        drink("green tea", "cup", 240, caffeine: 28, kcal: 2),
        drink("cola", "can", 355, caffeine: 34, kcal: 140, sugar: 39, carbs: 39, sodium: 15),
        drink("diet cola", "can", 355, caffeine: 46, kcal: 0, sodium: 40),
        drink("energy drink", "can", 250, caffeine: 80, kcal: 110, sugar: 27, carbs: 28, sodium: 200),
        drink("water", "glass", 250, caffeine: 0, kcal: 0),
    ]

    /// Every built-in drink, as item definitions (servings named cup, shot, can, glass).
    public static let drinks: [ItemDefinition] = entries.map(\.drink)

    /// Other names for built-in drinks (`tea` is black tea).
    public static let aliases: [String: String] = {
        var map: [String: String] = [:]
        for e in entries { for alias in e.aliases { map[alias] = e.drink.name } }
        return map
    }()

    private static func drink(_ name: String, _ serving: String, _ ml: Double, caffeine: Double, kcal: Double,
                              sugar: Double = 0, carbs: Double = 0, sodium: Double = 0, aliases: [String] = []) -> (ItemDefinition, [String]) {
        var n = Nutrients()
        n.caffeine = caffeine
        n.energy = kcal
        n.sugar = sugar
        n.carbs = carbs
        n.sodium = sodium
        return (ItemDefinition(name: name, serving: Serving(name: serving, amount: Quantity(ml, .ml)), nutrients: n, waterFraction: 1), aliases)
    }

    private static let byName: [String: ItemDefinition] = {
        var map: [String: ItemDefinition] = [:]
        for e in entries {
            map[e.drink.name] = e.drink
            for alias in e.aliases { map[alias] = e.drink }
        }
        return map
    }()

    /// The drink with this name or alias (lower-case), if built in.
    public static func drink(named name: String) -> ItemDefinition? { byName[name] }

    /// All names and aliases, for suggestions.
    public static var names: [String] { drinks.map(\.name) + aliases.keys.sorted() }
}
