/// A nutrient `journal` tracks for drinks and foods: a nutrient row of ``MetricTable``, by its
/// column (the order of CSV columns and JSON objects).
public struct Nutrient: MetricTableView, Comparable {
    /// The column.
    public let order: UInt8
    public static func < (a: Nutrient, b: Nutrient) -> Bool { a.order < b.order }

    public init(order: UInt8) { self.order = order }
    public static let rowPositions: [Int] = MetricTable.nutrientRows
    public static let allCases = all

    /// The nutrients the code names; the others are only rows of the table.
    public static let caffeine = Nutrient("caffeine"), water = Nutrient("water"), energy = Nutrient("energy")
    public static let carbs = Nutrient("carbs"), sugar = Nutrient("sugar"), fiber = Nutrient("fiber")
    public static let fat = Nutrient("fat"), protein = Nutrient("protein")
    public static let vitaminC = Nutrient("vitamin-c"), sodium = Nutrient("sodium")

    /// The name used in journals and JSON (`vitamin-c`).
    public var name: String { rawValue }

    /// The unit the nutrient is counted in.
    public var unit: MeasureUnit { Self.units[position] }

    private static let units = allCases.map { $0.row.unit! }

    /// Every spelling a user may write for it, lower-case: its name, then its other words.
    static let spellings: [(String, Nutrient)] = allCases.flatMap { n in ([n.name] + n.row.listWords).map { ($0, n) } }

    private static let byName: [String: Nutrient] = Dictionary(spellings, uniquingKeysWith: { a, _ in a })

    public init?(name: String) {
        guard let n = Nutrient.byName[name.lowercased()] else { return nil }
        self = n
    }

}

/// A view with a row for each nutrient (its goal, its ring), which names those the code names
/// as ``Nutrient`` does: `RingMetric.caffeine` is `RingMetric(.caffeine)`.
public protocol NutrientNamed {
    init(_ nutrient: Nutrient)
}

extension NutrientNamed {
    public static var caffeine: Self { Self(.caffeine) }
    public static var water: Self { Self(.water) }
    public static var energy: Self { Self(.energy) }
    public static var carbs: Self { Self(.carbs) }
    public static var sugar: Self { Self(.sugar) }
    public static var fiber: Self { Self(.fiber) }
    public static var fat: Self { Self(.fat) }
    public static var protein: Self { Self(.protein) }
    public static var vitaminC: Self { Self(.vitaminC) }
    public static var sodium: Self { Self(.sodium) }
}

/// An amount of each tracked nutrient, in its unit (caffeine mg, water ml, energy kcal, …).
public struct Nutrients: Hashable, Sendable {
    /// One lane per nutrient, by column, and no more: items keep a `Nutrients` each, and a wider
    /// one costs every line read a copy. A nutrient added to the table needs one more lane here.
    typealias Lanes = InlineArray<10, Double>
    private var lanes = Lanes(repeating: 0)

    public init() {}

    public static let zero = Nutrients()

    public subscript(n: Nutrient) -> Double {
        get { lanes[n.position] }
        set { lanes[n.position] = newValue }
    }

    public static func == (a: Nutrients, b: Nutrients) -> Bool {
        for i in a.lanes.indices where a.lanes[i] != b.lanes[i] { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        for i in lanes.indices { hasher.combine(lanes[i]) }
    }

    public static func + (a: Nutrients, b: Nutrients) -> Nutrients {
        var r = a
        r += b
        return r
    }

    public static func += (a: inout Nutrients, b: Nutrients) {
        for i in a.lanes.indices { a.lanes[i] += b.lanes[i] }
    }

    public static func * (a: Nutrients, k: Double) -> Nutrients {
        var r = a
        for i in r.lanes.indices { r.lanes[i] *= k }
        return r
    }
}

extension Nutrients {
    /// The nutrients the code names, by name.
    public var caffeine: Double { get { self[.caffeine] } set { self[.caffeine] = newValue } }
    public var water: Double { get { self[.water] } set { self[.water] = newValue } }
    public var energy: Double { get { self[.energy] } set { self[.energy] = newValue } }
    public var carbs: Double { get { self[.carbs] } set { self[.carbs] = newValue } }
    public var sugar: Double { get { self[.sugar] } set { self[.sugar] = newValue } }
    public var fiber: Double { get { self[.fiber] } set { self[.fiber] = newValue } }
    public var fat: Double { get { self[.fat] } set { self[.fat] = newValue } }
    public var protein: Double { get { self[.protein] } set { self[.protein] = newValue } }
    public var vitaminC: Double { get { self[.vitaminC] } set { self[.vitaminC] = newValue } }
    public var sodium: Double { get { self[.sodium] } set { self[.sodium] = newValue } }
}
