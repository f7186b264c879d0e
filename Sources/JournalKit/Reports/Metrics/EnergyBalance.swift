/// A day's energy in and out (Grammar.md §10): what was eaten and drunk, what the workouts
/// burnt (written on them, or MET × body weight × hours), and the balance against the day's
/// need worked out from the profile (`journal energy`):
///
/// ```
/// energy in 1,850 kcal · out 320 kcal exercise · need 2,245 kcal · balance −715 kcal
/// ```
///
/// A workout whose kcal cannot be worked out (no weight known, or an activity without a MET)
/// is said to be so, never counted as 0; the balance is then an upper bound.
public struct EnergyBalance: Sendable, Hashable {
    public var date: CalendarDate
    /// The kcal of the day's drinks and meals.
    public var intakeKcal: Double
    public var workouts: Int
    /// The kcal written on workouts.
    public var writtenKcal: Double
    /// Workouts without kcal whose activity has a MET: Σ MET × hours, and their minutes.
    public var metHours: Double
    public var metMinutes: Double
    /// Minutes of workouts with neither kcal written nor an activity with a MET.
    public var unknownActivityMinutes: Double
    /// The body weight the estimates use: the latest `weight` entry on or before the day, else
    /// the profile's; nil when neither is known.
    public var weightKg: Double?
    /// The need from the profile (whatever the energy goal), or why there is none.
    public var need: EnergyBreakdown?
    public var noNeed: EnergyReport.NoNeed?

    /// The day's figures from its totals and the profile in force on it. (Both are borrowed: a
    /// report works this out for each of its days.)
    public init(metrics: borrowing DayMetrics, definitions: borrowing Definitions) {
        let t = metrics.totals
        date = metrics.date
        intakeKcal = t.nutrients.energy
        workouts = t.workouts
        writtenKcal = t.workoutKcal
        metHours = t.workoutMETHours
        metMinutes = t.workoutMETMinutes
        unknownActivityMinutes = t.workoutUnknownMinutes
        let profile = definitions.profile(on: metrics.date)
        weightKg = t.latestWeightKg ?? profile?.weightKg
        // An `auto` energy goal has worked the need out already, from the same profile and weight.
        if let worked = metrics.energy?.breakdown {
            (need, noNeed) = (worked, nil)
        } else {
            (need, noNeed) = EnergyReport.need(profile: profile, weightEntry: t.latestWeightKg, on: metrics.date)
        }
    }

    /// The kcal worked out from METs: MET-hours × kg; nil when there are some and no weight.
    public var estimatedKcal: Double? {
        metHours == 0 ? 0 : weightKg.map { metHours * $0 }
    }

    /// The minutes of workouts whose kcal are not known: activities without a MET, and those
    /// with one when no weight is known.
    public var unestimatedMinutes: Double {
        unknownActivityMinutes + (estimatedKcal == nil ? metMinutes : 0)
    }

    /// The kcal the workouts burnt, of those known (written and estimated).
    public var exerciseKcal: Double { writtenKcal + (estimatedKcal ?? 0) }

    /// The day's need, kcal (BMR × activity factor, without the plan's adjustment).
    public var needKcal: Double? { need?.needKcal }

    /// In − exercise − need; with minutes not estimated the true balance is lower still
    /// (``isUpperBound``).
    public var balanceKcal: Double? { needKcal.map { intakeKcal - exerciseKcal - $0 } }

    /// Whether some exercise is not counted, so the balance is at most ``balanceKcal``.
    public var isUpperBound: Bool { unestimatedMinutes > 0 }

    /// Whether the day has anything to balance: something eaten or drunk, or a workout.
    public var hasData: Bool { intakeKcal > 0 || workouts > 0 }
}

/// ``EnergyBalance`` over a period's days counted (up to now, with entries) that have food,
/// drink or a workout: in, out and need summed; the balance only when every such day has a
/// need, so that it is in − out − need of the figures shown. Summed a day at a time as a
/// report's days are worked out (``PeriodSums``), stretches joined in date order.
public struct EnergyBalanceSum: Sendable, Hashable {
    public var days = 0
    public var intakeKcal = 0.0
    public var workouts = 0
    /// The kcal of the workouts known (written and estimated).
    public var exerciseKcal = 0.0
    public var unestimatedMinutes = 0.0
    /// Some minutes were not estimated for want of a weight; of an activity without a MET.
    public var lacksWeight = false
    public var lacksMET = false
    public var needKcal = 0.0
    /// The days without a need, and why on the first of them.
    public var daysWithoutNeed = 0
    public var noNeed: EnergyReport.NoNeed?

    public init() {}

    /// Adds a day counted, if it has anything to balance.
    public mutating func add(_ day: borrowing DayMetrics, definitions: borrowing Definitions) {
        guard day.totals.nutrients.energy > 0 || day.totals.workouts > 0 else { return }
        let b = EnergyBalance(metrics: day, definitions: definitions)
        var one = EnergyBalanceSum()
        one.days = 1
        one.intakeKcal = b.intakeKcal
        one.workouts = b.workouts
        one.exerciseKcal = b.exerciseKcal
        one.unestimatedMinutes = b.unestimatedMinutes
        one.lacksWeight = b.estimatedKcal == nil
        one.lacksMET = b.unknownActivityMinutes > 0
        if let need = b.needKcal { one.needKcal = need } else { (one.daysWithoutNeed, one.noNeed) = (1, b.noNeed) }
        join(one)
    }

    /// Adds `later`'s days, which follow these.
    public mutating func join(_ later: EnergyBalanceSum) {
        days += later.days
        intakeKcal += later.intakeKcal
        workouts += later.workouts
        exerciseKcal += later.exerciseKcal
        unestimatedMinutes += later.unestimatedMinutes
        lacksWeight = lacksWeight || later.lacksWeight
        lacksMET = lacksMET || later.lacksMET
        needKcal += later.needKcal
        if daysWithoutNeed == 0 { noNeed = later.noNeed }
        daysWithoutNeed += later.daysWithoutNeed
    }

    /// In − exercise − need, when every day has a need.
    public var balanceKcal: Double? { daysWithoutNeed == 0 ? intakeKcal - exerciseKcal - needKcal : nil }
    /// Whether some exercise is not counted, so the balance is at most ``balanceKcal``.
    public var isUpperBound: Bool { unestimatedMinutes > 0 }
}
