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

    /// Whether it is one of the ten nutrients every report shows (caffeine to sodium); the
    /// others are shown where a goal names them or `set show` asks (Grammar.md §7.4).
    public var isCore: Bool { position < Nutrients.coreCount }

    /// The ten core nutrients, by column.
    public static let core = allCases.filter(\.isCore)

    /// The nutrients after the core ones, by column: saturated fat to choline.
    public static let more = allCases.filter { !$0.isCore }

    /// The nutrients hints name: the core ten, then a few of the others and how many more
    /// (`…, sodium, calcium, iron, vitamin-d and 18 more`).
    static let namesForHints = (core.map(\.name) + moreForHints).joined(separator: ", ") + " and \(more.count - moreForHints.count) more"
    static let moreForHints = ["calcium", "iron", "vitamin-d"]

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
///
/// The ten core nutrients (``Nutrient/isCore``) are lanes kept inline; the 21 more (saturated
/// fat to choline) are kept apart, in a box made only for an amount that has one of them (a USDA
/// food, or a list that names one): most items (drinks, typed lines) have none, and copy and
/// add no more than the ten lanes and a nil reference (docs/ARCHITECTURE.md).
public struct Nutrients: Hashable, Sendable {
    /// One lane per core nutrient, by column, and no more: items keep a `Nutrients` each, and a
    /// wider one costs every line read a copy. A core nutrient added to the table needs one more
    /// lane here; any other nutrient one more lane of ``MoreLanes``.
    typealias Lanes = InlineArray<10, Double>
    /// One lane per nutrient after the core ones, by column.
    typealias MoreLanes = InlineArray<21, Double>

    /// The lanes of the nutrients after the core ones, shared between copies until one of them
    /// changes (copy on write: it is changed only while no other `Nutrients` holds it, which is
    /// why it may be `Sendable`).
    private final class MoreBox: @unchecked Sendable {
        var lanes: MoreLanes
        /// A bit per lane whose figure is unknown for some of what was added up (a USDA food
        /// without it): the lane's total leaves that out.
        var unknown: UInt32
        init(_ lanes: MoreLanes, unknown: UInt32) { (self.lanes, self.unknown) = (lanes, unknown) }
    }

    private var lanes = Lanes(repeating: 0)
    /// Nil while every nutrient after the core ones is 0.
    private var more: MoreBox?

    /// How many nutrients are core (kept inline).
    static let coreCount = Lanes.count

    public init() {}

    public static let zero = Nutrients()

    public subscript(n: Nutrient) -> Double {
        get {
            let p = n.position
            return p < Self.coreCount ? lanes[p] : more?.lanes[p - Self.coreCount] ?? 0
        }
        set {
            let p = n.position
            if p < Self.coreCount { lanes[p] = newValue; return }
            if more == nil, newValue == 0 { return }
            makeMoreUnique()
            more!.lanes[p - Self.coreCount] = newValue
        }
    }

    /// Whether a nutrient after the core ones may be other than 0 (one was set or added).
    public var hasMore: Bool { more != nil }

    /// Whether the amount of `n` leaves out some of what was added up, whose figure of it is
    /// unknown (a USDA food without one): the amount is then at least what it says.
    public func leavesOut(_ n: Nutrient) -> Bool {
        guard let more, !n.isCore else { return false }
        return more.unknown & (1 << UInt32(n.position - Self.coreCount)) != 0
    }

    /// Says that the figure of `n` is unknown (a nutrient after the core ones; others stay 0).
    mutating func markUnknown(_ n: Nutrient) {
        guard !n.isCore else { return }
        makeMoreUnique()
        more!.unknown |= 1 << UInt32(n.position - Self.coreCount)
    }

    /// Makes the box of lanes after the core ones this value's alone, or makes one.
    private mutating func makeMoreUnique() {
        if more == nil { more = MoreBox(MoreLanes(repeating: 0), unknown: 0) }
        else if !isKnownUniquelyReferenced(&more) { more = MoreBox(more!.lanes, unknown: more!.unknown) }
    }

    public static func == (a: Nutrients, b: Nutrients) -> Bool {
        for i in a.lanes.indices where a.lanes[i] != b.lanes[i] { return false }
        guard a.more != nil || b.more != nil else { return true }
        for n in Nutrient.more where a[n] != b[n] { return false }
        return (a.more?.unknown ?? 0) == (b.more?.unknown ?? 0)
    }

    public func hash(into hasher: inout Hasher) {
        for i in lanes.indices { hasher.combine(lanes[i]) }
        // Only lanes that are not 0, so that no box and a box of zeros hash alike.
        if let more {
            for i in more.lanes.indices where more.lanes[i] != 0 { hasher.combine(i); hasher.combine(more.lanes[i]) }
            if more.unknown != 0 { hasher.combine(more.unknown) }
        }
    }

    public static func + (a: Nutrients, b: Nutrients) -> Nutrients {
        var r = a
        r += b
        return r
    }

    public static func += (a: inout Nutrients, b: Nutrients) {
        for i in a.lanes.indices { a.lanes[i] += b.lanes[i] }
        guard let other = b.more else { return }
        // The other's box is shared, not copied, until one of the two changes.
        guard a.more != nil else { a.more = other; return }
        a.makeMoreUnique()
        let box = a.more!
        for i in other.lanes.indices { box.lanes[i] += other.lanes[i] }
        box.unknown |= other.unknown
    }

    public static func * (a: Nutrients, k: Double) -> Nutrients {
        var r = a
        for i in r.lanes.indices { r.lanes[i] *= k }
        if let more = a.more {
            var scaled = more.lanes
            for i in scaled.indices { scaled[i] *= k }
            r.more = MoreBox(scaled, unknown: more.unknown)
        }
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
