/// What kind of drink an item is, for caffeine by category (Grammar.md §9.1): each built-in
/// drink has one, and a user's drink definition may name one (`category tea`, §6.5). Caffeine
/// from anything else (a food, `drink 120 mg`, an ad-hoc drink, a drink defined without one) is
/// ``other``.
public enum DrinkCategory: UInt8, Sendable, Hashable, CaseIterable, Comparable {
    case coffee, tea, soda, energy, chocolate, alcohol, water, juice, milk, other

    /// The word it is written and shown as (`coffee`, `energy`).
    public var name: String {
        switch self {
        case .coffee: "coffee"
        case .tea: "tea"
        case .soda: "soda"
        case .energy: "energy"
        case .chocolate: "chocolate"
        case .alcohol: "alcohol"
        case .water: "water"
        case .juice: "juice"
        case .milk: "milk"
        case .other: "other"
        }
    }

    /// The category written `word` (any case), or nil.
    public init?(word: String) {
        let lower = word.lowercased()
        guard let c = Self.allCases.first(where: { $0.name == lower }) else { return nil }
        self = c
    }

    public static func < (a: DrinkCategory, b: DrinkCategory) -> Bool { a.rawValue < b.rawValue }
}

/// Caffeine in mg by ``DrinkCategory``: a plain value, summed from a day's intakes
/// (``JournalSummary/caffeineByCategory(of:)``) or a period's days, and held by a meal's line
/// of caffeine of several categories (``CaffeineSplit``).
public struct CaffeineByCategory: Sendable, Hashable {
    private var mg = SIMD16<Double>(repeating: 0)

    public init() {}

    /// The caffeine of `category`'s drinks.
    public subscript(_ category: DrinkCategory) -> Double {
        get { mg[Int(category.rawValue)] }
        set { mg[Int(category.rawValue)] = newValue }
    }

    /// `mg` of caffeine of `category` alone.
    public init(_ category: DrinkCategory, mg: Double) {
        self[category] = mg
    }

    /// The categories with any caffeine, in the order of ``DrinkCategory``, with their mg.
    public var nonZero: [(category: DrinkCategory, mg: Double)] {
        DrinkCategory.allCases.compactMap { c in self[c] != 0 ? (c, self[c]) : nil }
    }

    public static func + (a: CaffeineByCategory, b: CaffeineByCategory) -> CaffeineByCategory {
        var sum = a
        sum.mg += b.mg
        return sum
    }

    public static func += (a: inout CaffeineByCategory, b: CaffeineByCategory) { a.mg += b.mg }
}

/// The categories of a line's caffeine, as a day's summary takes it from a meal's line: most
/// lines have caffeine of one category (or none), held as that category alone; a line with
/// caffeine of several is held in a box, so that what every line gives its day stays small.
enum CaffeineSplit: Sendable, Hashable {
    /// All of the line's caffeine is of this category (or it has none).
    case one(DrinkCategory)
    /// The line's caffeine in mg by category.
    indirect case several(CaffeineByCategory)

    /// The split of `items`' caffeine by their drinks' categories (other for the rest).
    init(of items: [ItemEntry]) {
        var first: DrinkCategory? = nil
        var byCategory = CaffeineByCategory()
        var several = false
        for item in items where item.nutrients.caffeine != 0 {
            let c = item.category ?? .other
            byCategory[c] += item.nutrients.caffeine
            if let f = first, f != c { several = true }
            first = first ?? c
        }
        self = several ? .several(byCategory) : .one(first ?? .other)
    }

    /// `mg` so split with `otherMg` split as `other` added: of one category while both are.
    func adding(_ other: CaffeineSplit, mg: Double, otherMg: Double) -> CaffeineSplit {
        if otherMg == 0 { return self }
        if mg == 0 { return other }
        if case .one(let a) = self, case .one(let b) = other, a == b { return self }
        var sum = CaffeineByCategory()
        add(mg, to: &sum)
        other.add(otherMg, to: &sum)
        return .several(sum)
    }

    /// Adds `mg`, the caffeine of a line so split, to `byCategory`.
    func add(_ mg: Double, to byCategory: inout CaffeineByCategory) {
        switch self {
        case .one(let c): if mg != 0 { byCategory[c] += mg }
        case .several(let split): byCategory += split
        }
    }
}
