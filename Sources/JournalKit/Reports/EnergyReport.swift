/// `journal energy [DAY]`: the profile in force on a day and the figures the energy goal comes
/// from (Grammar.md §10): the weight that counts, the BMR and its formula, the activity
/// factor, the need and the plan's adjustment, then the goal in force.
public struct EnergyReport: Sendable {
    /// Why there is no energy need on the day, when there is none.
    public enum NoNeed: Sendable, Hashable {
        case noProfile
        /// The parts `auto` needs that the profile lacks, in words.
        case lacks([String])
        /// An age outside 2–120 on the day (§6.2).
        case age(Int)
        /// Figures at the ends of their ranges that give a BMR or a target of 0 kcal or less.
        case notPositive
    }

    /// The energy goal in force on the day.
    public enum Goal: Sendable, Hashable {
        case none
        /// `goal energy auto`: its target is the need with the plan's adjustment.
        case auto
        /// `goal energy <= 1800 kcal`: written, not from the profile.
        case written(Comparison, Double)
    }

    public var date: CalendarDate
    public var clock: JournalClock
    /// The profile in force on the day.
    public var profile: ProfileDefinition?
    /// Whole years on the day, with a birth date.
    public var age: Int?
    /// The weight that counts on the day: the latest `weight` entry on or before it, else the
    /// profile's; and the day of that entry.
    public var weightKg: Double?
    public var weightDate: CalendarDate?
    /// The figures of `auto` from the profile, whatever the goal.
    public var energy: EnergyBreakdown?
    public var noNeed: NoNeed?
    public var goal: Goal

    public init(summary: JournalSummary, date: CalendarDate, clock: JournalClock) {
        self.date = date
        self.clock = clock
        let definitions = summary.definitions
        let profile = definitions.profile(on: date)
        self.profile = profile
        let weighed = summary.days[..<summary.index(from: date.adding(days: 1))].last(where: { $0.weightKg != nil })
        weightKg = weighed?.weightKg ?? profile?.weightKg
        weightDate = weighed?.date
        age = profile?.born.map { EnergyTarget.age(born: $0, on: date) }
        (energy, noNeed) = Self.need(profile: profile, weightEntry: weighed?.weightKg, on: date)
        switch definitions.orderedGoals(on: date).first(where: { $0.metric == .energy })?.target {
        case .auto?: goal = .auto
        case .value(let c, let kcal)?: goal = .written(c, kcal)
        case .macros?, nil: goal = .none
        }
    }

    /// The figures of `auto` from `profile` on `date` (with the latest weight entry, if any), or
    /// why there are none.
    public static func need(profile: ProfileDefinition?, weightEntry: Double?, on date: CalendarDate) -> (EnergyBreakdown?, NoNeed?) {
        guard let profile else { return (nil, .noProfile) }
        if let energy = EnergyTarget.auto(profile: profile, weightKg: weightEntry, on: date) { return (energy, nil) }
        let lacks = profile.missingForAuto
        if !lacks.isEmpty { return (nil, .lacks(lacks)) }
        if let born = profile.born {
            let age = EnergyTarget.age(born: born, on: date)
            if !ProfileDefinition.ages.contains(age) { return (nil, .age(age)) }
        }
        return (nil, .notPositive)
    }

    /// The energy target in force: `auto`'s (nil without a need) or the one written.
    public var target: (comparison: Comparison, kcal: Double)? {
        switch goal {
        case .none: return nil
        case .auto: return energy.map { ($0.plan == .gain ? .atLeast : .atMost, $0.kcal) }
        case .written(let c, let kcal): return (c, kcal)
        }
    }
}
