/// What a ring measures: a row of ``MetricTable`` with a ring, in the order reports show rings.
public struct RingMetric: MetricTableView, NutrientNamed {
    public let order: UInt8
    public init(order: UInt8) { self.order = order }
    public static let rowPositions: [Int] = MetricTable.ringRows
    public static let allCases = all

    /// The rings the code names besides the nutrients'; the other nutrients are only rows.
    public static let exercise = RingMetric("exercise"), gratitude = RingMetric("gratitude"), habits = RingMetric("habits")
    public static let medications = RingMetric("medications"), mood = RingMetric("mood"), sleep = RingMetric("sleep")

    /// The ring of a nutrient.
    public init(_ nutrient: Nutrient) { self = Self.ofNutrients[nutrient.position] }

    private static let ofNutrients = Nutrient.allCases.map { RingMetric($0.name) }

    /// The unit values and targets are in: `mg`, `ml`, `kcal`, `g`, `min`, `h`; empty for counts
    /// (gratitude lines, habits, doses) and the mood scale.
    public var unit: String { Self.units[position] }

    private static let units = allCases.map { $0.row.unit?.description ?? "" }

    /// The name shown to people: `Caffeine`, `Vitamin C`, …
    public var displayName: String { row.label }

    /// The name in at most nine letters, for narrow terminals: `Meds`, `Vit C`.
    var shortName: String { row.shortLabel }

    /// The name, or the short one when the name would fill a column `width` wide (`Saturated
    /// fat` in a grid's column of 12 is `Sat fat`).
    func name(fitting width: Int) -> String { displayName.count < width ? displayName : shortName }

    /// The position in ``allCases``: the order reports show rings in.
    var index: Int { position }

    /// The nutrient behind it, for nutrient rings.
    public var nutrient: Nutrient? { Self.nutrients[position] }

    private static let nutrients = allCases.map { Nutrient(rawValue: $0.rawValue) }

    /// The ring of a goal metric; nil for `macros`, which sets the carbs, protein and fat rings.
    public init?(goal: GoalMetric) {
        guard let ring = Self.ofGoals[goal.position] else { return nil }
        self = ring
    }

    private static let ofGoals = GoalMetric.allCases.map { RingMetric(rawValue: $0.rawValue) }
}

/// How a ring stands.
public enum RingStatus: String, Sendable, Hashable {
    /// A `>=` goal reached (the ring is closed), or a `<=` goal not exceeded.
    case met
    /// A `>=` goal not reached on a day that is over.
    case under
    /// A `<=` goal exceeded (over 100%).
    case over
    /// A `>=` goal not reached yet on a day that is not over (today, or a later day).
    case pending
}

/// A goal's target for one day, before it meets the day's value.
public struct GoalTarget: Sendable, Hashable {
    /// Where a target comes from.
    public enum Origin: String, Sendable, Hashable {
        /// Written as a number in a `goal` line.
        case explicit
        /// `goal energy auto`, from the profile.
        case auto
        /// Carbs, protein or fat from `goal macros c/p/f` and the energy target.
        case macros
        /// Habits scheduled on the day, or doses of medications.
        case schedule
    }

    public var metric: RingMetric
    public var comparison: Comparison
    public var value: Double
    public var origin: Origin

    public init(metric: RingMetric, comparison: Comparison, value: Double, origin: Origin) {
        self.metric = metric
        self.comparison = comparison
        self.value = value
        self.origin = origin
    }

    /// The goal targets in force on `date`, in ring order, for every metric but habits and
    /// medications (whose targets come from the day's schedule):
    ///
    /// - every `goal` with a number;
    /// - energy from `goal energy auto` (``EnergyTarget``);
    /// - carbs, protein and fat from `goal macros` and the day's energy target, with the energy
    ///   goal's comparison, unless that nutrient has its own goal; no energy target, no macros.
    ///
    /// No goal is assumed: a metric without a `goal` line (gratitude too) has no target.
    public static func all(journal: Journal, on date: CalendarDate) -> [GoalTarget] {
        all(definitions: journal.definitions, on: date, energy: EnergyTarget.compute(journal: journal, on: date))
    }

    /// ``all(journal:on:)`` with the energy target already worked out.
    static func all(definitions: Definitions, on date: CalendarDate, energy: EnergyTarget?) -> [GoalTarget] {
        all(goals: definitions.orderedGoals(on: date), energy: energy)
    }

    /// ``all(journal:on:)`` from the day's goals (``Definitions/orderedGoals(on:)``) and its
    /// energy target.
    static func all(goals: [GoalDefinition], energy: EnergyTarget?) -> [GoalTarget] {
        var targets: [GoalTarget] = []
        targets.reserveCapacity(goals.count + 4)
        var macros: (c: Double, p: Double, f: Double)? = nil
        // Goal metrics are in ring order: the explicit ones come out in order.
        for goal in goals {
            if case .macros(let c, let p, let f) = goal.target { macros = (c, p, f) }
            guard let ring = RingMetric(goal: goal.metric), ring != .energy, case .value(let c, let v) = goal.target else { continue }
            targets.append(GoalTarget(metric: ring, comparison: c, value: v, origin: .explicit))
        }
        let count = targets.count
        if let energy {
            targets.append(GoalTarget(metric: .energy, comparison: energy.comparison, value: energy.kcal,
                                      origin: energy.breakdown == nil ? .explicit : .auto))
            if let macros {
                let grams = MacroTargets(kcal: energy.kcal, carbs: macros.c, protein: macros.p, fat: macros.f)
                for ring in [RingMetric.carbs, .protein, .fat] where !targets[..<count].contains(where: { $0.metric == ring }) {
                    // Protein is a minimum to reach; carbs and fat follow the energy goal (a budget).
                    let comparison = ring == .protein ? Comparison.atLeast : energy.comparison
                    targets.append(GoalTarget(metric: ring, comparison: comparison, value: grams[ring]!, origin: .macros))
                }
            }
        }
        // The added ones into ring order (an insertion sort: they are few).
        for i in targets.indices.dropFirst(max(count, 1)) {
            let position = targets[i].metric.index
            var j = i
            while j > 0, targets[j - 1].metric.index > position {
                targets.swapAt(j - 1, j)
                j -= 1
            }
        }
        return targets
    }
}

/// One goal on one day: how far the value is along the target.
public struct Ring: Sendable, Hashable {
    // The numbers first, then the one-byte cases: 32 bytes a ring, and reports of years keep
    // millions.
    /// The day's value, in ``unit``.
    public var value: Double
    public var target: Double
    /// value ÷ target × 100, rounded to one decimal, never clamped (130% stays 130.0). With a
    /// target of 0: 100 for a `>=` goal; for a `<=` goal 0 when the value is 0, else 100.
    public var percent: Double
    public var metric: RingMetric
    /// ``RingMetric/unit``.
    public var unit: String { metric.unit }
    public var comparison: Comparison
    /// Where the target comes from.
    public var origin: GoalTarget.Origin
    public var status: RingStatus
    /// The limit band, for `<=` goals only.
    public var band: LimitBand?

    /// A ring for `value` against `target`; `dayOver` tells an unmet `>=` goal apart: under once
    /// the day is over, pending before.
    public init(metric: RingMetric, value: Double, target: Double, comparison: Comparison,
                origin: GoalTarget.Origin = .explicit, dayOver: Bool) {
        self.metric = metric
        self.value = value
        self.target = target
        self.comparison = comparison
        self.origin = origin
        if target > 0 {
            percent = Ring.oneDecimal(value / target * 100)
        } else {
            percent = comparison == .atLeast || value > 0 ? 100 : 0
        }
        switch comparison {
        case .atMost:
            status = value > target ? .over : .met
            band = LimitBand(value: value, limit: target)
        case .atLeast:
            status = value >= target ? .met : (dayOver ? .under : .pending)
            band = nil
        }
    }

    /// A ring for a goal target.
    public init(_ goal: GoalTarget, value: Double, dayOver: Bool) {
        self.init(metric: goal.metric, value: value, target: goal.value, comparison: goal.comparison, origin: goal.origin,
                  dayOver: dayOver)
    }

    /// Rounds half away from zero to one decimal.
    static func oneDecimal(_ x: Double) -> Double { (x * 10).rounded(.toNearestOrAwayFromZero) / 10 }
}
