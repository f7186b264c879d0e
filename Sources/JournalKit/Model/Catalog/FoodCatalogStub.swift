// TEMPORARY stand-in until the real FoodCatalog lands; delete then.
public struct CatalogFood: Sendable, Hashable {
    public var name: String
    public var usdaName: String
    public var category: String
    public var per100g: Nutrients
    public var servingName: String?
    public var servingGrams: Double?
    public var aliases: [String]
    public var isFriendly: Bool
}
public final class FoodCatalog: Sendable {
    public static let builtIn = FoodCatalog()
    public var count: Int { 1 }
    public var friendlyCount: Int { 1 }
    public func food(named: String) -> CatalogFood? {
        var n = Nutrients(); n.energy = 52; n.carbs = 14; n.sugar = 10
        return ["apple", "banana", "oats", "milk", "egg"].contains(named) ? CatalogFood(name: named, usdaName: named, category: "", per100g: n, servingName: "piece", servingGrams: 182, aliases: [], isFriendly: true) : nil
    }
    public var friendlyNames: [String] { ["apple", "banana", "oats", "milk", "egg"] }
    public func search(_ query: String, limit: Int) -> [CatalogFood] { [] }
}
