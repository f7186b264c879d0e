/// A food of the built-in catalog: a USDA row as it is, or a friendly name (`apple`) for one.
public struct CatalogFood: Sendable, Hashable {
    /// The friendly name (`apple`), or the USDA name for a plain USDA row.
    public var name: String
    /// The USDA description the figures come from (`Apple, raw`).
    public var usdaName: String
    /// The USDA food category (`Fruits and Fruit Juices`).
    public var category: String
    /// Nutrients in 100 g of the food (water is left at 0; caffeine is not in the USDA table).
    public var per100g: Nutrients
    /// The name of one serving (`piece`, `slice`, `cup`); nil when the serving has no name or
    /// only weights make sense.
    public var servingName: String?
    /// Grams in one serving (182 for an apple, 40 for oats); nil when there is no natural serving.
    public var servingGrams: Double?
    /// Grams in the whole thing a serving is part of (840 for a 14-inch pizza of 8 slices), when
    /// people also count wholes: a count written without a unit then counts wholes (`1/2 pizza`,
    /// `2 pizzas`), while the name alone is one serving (`pizza`: a slice).
    public var wholeGrams: Double?
    /// How many servings the food's name alone means in the plural (`olives`: 8 olives), for a
    /// food counted in pieces; nil when the plural alone is one serving.
    public var servingsInPlural: Double?
    /// Other names the food is known by (lower-case), for a friendly food.
    public var aliases: [String]
    /// Whether this is a friendly name rather than a plain USDA row.
    public var isFriendly: Bool

    public init(name: String, usdaName: String, category: String, per100g: Nutrients,
                servingName: String? = nil, servingGrams: Double? = nil, wholeGrams: Double? = nil, servingsInPlural: Double? = nil,
                aliases: [String] = [], isFriendly: Bool = false) {
        self.name = name
        self.usdaName = usdaName
        self.category = category
        self.per100g = per100g
        self.servingName = servingName
        self.servingGrams = servingGrams
        self.wholeGrams = wholeGrams
        self.servingsInPlural = servingsInPlural
        self.aliases = aliases
        self.isFriendly = isFriendly
    }

    /// The nutrients in `grams` of the food.
    public func nutrients(grams: Double) -> Nutrients { per100g * (grams / 100) }
}
