/// What a day has a value of from its entries, goal or no goal: a row of ``MetricTable`` that is
/// not a schedule (habits, medications) nor a goal line alone (macros). Every ring's metric but
/// habits' and medications' is one; weight is one without a ring. `journal trends` and
/// `journal calendar` draw these values on days without a ring (`--metric exercise` without an
/// exercise goal, `--metric weight`).
public struct ValueMetric: MetricTableView, NutrientNamed {
    public let order: UInt8
    public init(order: UInt8) { self.order = order }
    public static let rowPositions: [Int] = MetricTable.valueRows
    public static let allCases = all

    /// The values the code names besides the nutrients'.
    public static let exercise = ValueMetric("exercise"), gratitude = ValueMetric("gratitude"), mood = ValueMetric("mood")
    public static let sleep = ValueMetric("sleep"), weight = ValueMetric("weight")

    /// The value of a nutrient.
    public init(_ nutrient: Nutrient) { self = Self.ofNutrients[nutrient.position] }

    private static let ofNutrients = Nutrient.allCases.map { ValueMetric($0.name) }

    /// The value a ring measures; nil for habits and medications, whose rings count a schedule.
    public init?(_ ring: RingMetric) {
        guard let value = Self.ofRings[ring.index] else { return nil }
        self = value
    }

    private static let ofRings = RingMetric.allCases.map { ValueMetric(rawValue: $0.rawValue) }

    /// Its ring, when it has one (weight has none).
    public var ring: RingMetric? { Self.rings[position] }

    private static let rings = allCases.map { RingMetric(rawValue: $0.rawValue) }

    /// The name shown to people: `Exercise`, `Weight`.
    public var displayName: String { row.label }

    /// The unit values are in: `mg`, `min`, `h`, `kg`; empty for counts and the mood scale.
    public var unit: String { row.unit?.description ?? "" }

    /// The nutrient behind it, for nutrients.
    public var nutrient: Nutrient? { Self.nutrients[position] }

    private static let nutrients = allCases.map { Nutrient(rawValue: $0.rawValue) }
}

extension DayTotals {
    /// The day's value of `metric`, as its ring would measure it: a nutrient's total, workout
    /// minutes, `grateful` lines, the mean mood, the hours slept, the last weight. Nil where
    /// nothing was written that a value can be made of: no mood entry, no sleep entry, no
    /// weigh-in (a day without a workout did 0 minutes; without a mood it has no mood).
    public func value(of metric: ValueMetric) -> Double? {
        if let n = metric.nutrient { return nutrients[n] }
        switch metric {
        case .exercise: return exerciseMinutes
        case .gratitude: return Double(gratitude)
        case .mood: return mood?.mean
        case .sleep: return sleep?.hours
        case .weight: return weightKg
        default: return nil
        }
    }
}
