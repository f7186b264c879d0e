/// How an `auto` energy goal was worked out for a day: the BMR (Mifflin–St Jeor, or
/// Katch–McArdle with a body fat), times the activity factor (the day's need), plus the plan's
/// adjustment.
public struct EnergyBreakdown: Sendable, Hashable {
    /// The formula of the basal metabolic rate.
    public enum Formula: String, Sendable {
        /// 10 × kg + 6.25 × cm − 5 × age + 5 (men) or − 161 (women).
        case mifflinStJeor = "mifflin-st-jeor"
        /// 370 + 21.6 × lean mass in kg, the lean mass being kg × (1 − body fat / 100).
        case katchMcArdle = "katch-mcardle"

        /// `Mifflin–St Jeor`, `Katch–McArdle`.
        public var name: String { self == .mifflinStJeor ? "Mifflin–St Jeor" : "Katch–McArdle" }
    }

    public var sex: ProfileDefinition.Sex
    /// Whole years on the day.
    public var age: Int
    public var weightKg: Double
    /// True when the weight is a `weight` entry, false when it is the profile's.
    public var weightFromEntry: Bool
    public var heightCm: Double
    /// The profile's body fat, when it gives one.
    public var bodyFatPercent: Double?
    public var formula: Formula
    /// Basal metabolic rate, kcal a day, by ``formula``.
    public var bmr: Double
    public var activity: ProfileDefinition.Activity
    public var plan: ProfileDefinition.Plan
    /// bmr × the activity factor + the plan's adjustment (−500 lose, +500 gain).
    public var kcal: Double

    /// The weight less its fat, with a body fat; nil without one.
    public var leanMassKg: Double? { bodyFatPercent.map { weightKg * (1 - $0 / 100) } }
    public var activityFactor: Double { activity.factor }
    /// The day's need (total daily energy expenditure): bmr × the activity factor.
    public var needKcal: Double { bmr * activity.factor }
    /// What the plan adds to the need: −500 (lose), 0, +500 (gain).
    public var adjustmentKcal: Double { plan.kcalAdjustment }
}

/// The day's energy target: from `goal energy auto` (the profile) or an explicit
/// `goal energy <= N kcal` / `>= N kcal`.
public struct EnergyTarget: Sendable, Hashable {
    public var kcal: Double
    /// An explicit goal's comparison; for `auto`, `<=` (a budget) unless the profile's plan is
    /// `gain`, which makes it `>=`.
    public var comparison: Comparison
    /// The calculation, for `auto`; nil for an explicit goal.
    public var breakdown: EnergyBreakdown?

    public init(kcal: Double, comparison: Comparison, breakdown: EnergyBreakdown? = nil) {
        self.kcal = kcal
        self.comparison = comparison
        self.breakdown = breakdown
    }

    /// Mifflin–St Jeor basal metabolic rate in kcal a day.
    public static func bmr(sex: ProfileDefinition.Sex, weightKg: Double, heightCm: Double, age: Int) -> Double {
        10 * weightKg + 6.25 * heightCm - 5 * Double(age) + (sex == .male ? 5 : -161)
    }

    /// Katch–McArdle basal metabolic rate in kcal a day, from the lean (fat-free) mass.
    public static func bmr(leanMassKg: Double) -> Double {
        370 + 21.6 * leanMassKg
    }

    /// Age in whole years on `date` (a 29 February birthday comes on 1 March in other years).
    public static func age(born: CalendarDate, on date: CalendarDate) -> Int {
        let b = born.components, d = date.components
        var years = d.year - b.year
        if (d.month, d.day) < (b.month, b.day) { years -= 1 }
        return years
    }

    /// The latest `weight` entry on or before `date` (the last one of its day), if any.
    public static func latestWeightEntry(journal: Journal, on date: CalendarDate) -> Double? {
        let summary = journal.summary
        return summary.days[..<summary.index(from: date.adding(days: 1))].last(where: { $0.weightKg != nil })?.weightKg
    }

    /// The weight that feeds `auto` on `date`: the latest `weight` entry on or before it, else
    /// the profile's.
    public static func weight(journal: Journal, on date: CalendarDate) -> Double? {
        latestWeightEntry(journal: journal, on: date) ?? journal.definitions.profile(on: date)?.weightKg
    }

    /// The `auto` calculation for `profile` on `date`; `weightKg` overrides the profile's
    /// weight. With a body fat, Katch–McArdle's BMR, else Mifflin–St Jeor's. Nil when the
    /// profile lacks sex, birth date, height, weight or activity, when the age on `date` is
    /// outside 2–120 (`journal check` reports it on the journal's days), or when the BMR or the
    /// target would be 0 or less.
    public static func auto(profile: ProfileDefinition, weightKg: Double? = nil, on date: CalendarDate) -> EnergyBreakdown? {
        guard let sex = profile.sex, let born = profile.born, let height = profile.heightCm,
              let activity = profile.activity, let weight = weightKg ?? profile.weightKg else { return nil }
        let age = age(born: born, on: date)
        guard ProfileDefinition.ages.contains(age) else { return nil }
        let formula: EnergyBreakdown.Formula = profile.bodyFatPercent == nil ? .mifflinStJeor : .katchMcArdle
        let basal = profile.bodyFatPercent.map { bmr(leanMassKg: weight * (1 - $0 / 100)) }
            ?? bmr(sex: sex, weightKg: weight, heightCm: height, age: age)
        let kcal = basal * activity.factor + profile.plan.kcalAdjustment
        guard basal > 0, kcal > 0 else { return nil }
        return EnergyBreakdown(sex: sex, age: age, weightKg: weight, weightFromEntry: weightKg != nil, heightCm: height,
                               bodyFatPercent: profile.bodyFatPercent, formula: formula, bmr: basal, activity: activity,
                               plan: profile.plan, kcal: kcal)
    }

    /// The energy target in force on `date`, or nil when there is no energy goal (or `auto`
    /// with an incomplete profile, which loading already reports).
    public static func compute(journal: Journal, on date: CalendarDate) -> EnergyTarget? {
        compute(definitions: journal.definitions, on: date, weightEntry: { latestWeightEntry(journal: journal, on: date) })
    }

    /// ``compute(journal:on:)`` with the latest weight entry given (looked up only for `auto`).
    static func compute(definitions: Definitions, on date: CalendarDate, weightEntry: () -> Double?) -> EnergyTarget? {
        compute(definitions: definitions, goals: definitions.orderedGoals(on: date), on: date, weightEntry: weightEntry)
    }

    /// ``compute(definitions:on:weightEntry:)`` with the day's goals (``Definitions/orderedGoals(on:)``).
    static func compute(definitions: Definitions, goals: [GoalDefinition], on date: CalendarDate, weightEntry: () -> Double?) -> EnergyTarget? {
        guard let goal = goals.first(where: { $0.metric == .energy }) else { return nil }
        switch goal.target {
        case .value(let c, let kcal):
            return EnergyTarget(kcal: kcal, comparison: c)
        case .auto:
            guard let profile = definitions.profile(on: date),
                  let b = auto(profile: profile, weightKg: weightEntry(), on: date) else { return nil }
            return EnergyTarget(kcal: b.kcal, comparison: b.plan == .gain ? .atLeast : .atMost, breakdown: b)
        case .macros:
            return nil
        }
    }
}

/// Grams of carbs, protein and fat from `goal macros c/p/f` and an energy target.
public struct MacroTargets: Sendable, Hashable {
    public var carbsG: Double
    public var proteinG: Double
    public var fatG: Double

    public init(carbsG: Double, proteinG: Double, fatG: Double) {
        self.carbsG = carbsG
        self.proteinG = proteinG
        self.fatG = fatG
    }

    /// With s = c + p + f: carbs = kcal × c/s ÷ 4, protein = kcal × p/s ÷ 4, fat = kcal × f/s ÷ 9.
    public init(kcal: Double, carbs: Double, protein: Double, fat: Double) {
        let s = carbs + protein + fat
        guard s > 0 else {
            self.init(carbsG: 0, proteinG: 0, fatG: 0)
            return
        }
        self.init(carbsG: kcal * carbs / s / 4, proteinG: kcal * protein / s / 4, fatG: kcal * fat / s / 9)
    }

    /// The grams for one of carbs, protein or fat.
    public subscript(metric: RingMetric) -> Double? {
        switch metric {
        case .carbs: carbsG
        case .protein: proteinG
        case .fat: fatG
        default: nil
        }
    }
}
