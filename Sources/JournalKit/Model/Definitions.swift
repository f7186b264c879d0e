import Foundation

/// A definition's value with the days it holds for and where it was written.
public struct Timed<Value: Sendable>: Sendable {
    public var value: Value
    public var validity: Validity
    public var range: SourceRange
    public init(_ value: Value, validity: Validity, range: SourceRange) {
        self.value = value
        self.validity = validity
        self.range = range
    }
}

/// The settings in force on a day, with their defaults.
public struct Settings: Sendable, Hashable {
    /// When the bedtime caffeine forecast is taken (23:00).
    public var bedtime = TimeOfDay(minutes: 23 * 60)
    /// Caffeine half-life in hours (5).
    public var halfLifeHours = 5.0
    /// The first day of a week (Monday).
    public var weekStart = Weekday.monday
    /// Minutes past a dose's time before it counts as missed today (60).
    public var graceMinutes = 60.0
    /// Minutes before an appointment its exported alarm rings (60).
    public var reminderMinutes = 60.0
    /// The time zone of exported calendar times; nil for floating local times.
    public var timezone: String?
    /// The country whose food words the journal is written in; nil when not set.
    public var region: Region?
    /// Which day a night's sleep is written under (the day you wake up).
    public var sleepDay = SleepDay.wake
    /// Days before a medication's supply runs out from which `journal meds` warns (7).
    public var refillWarningDays = 7
    /// The times of day an exported calendar reminds to log drinks (none).
    public var logReminders: [TimeOfDay] = []
    public init() {}
}

/// All of a journal's definitions, each with the days it holds for.
///
/// Definitions may change over time: for a date, the one with the latest `from` on or before
/// it wins (no `from` counts as the earliest).
public struct Definitions: Sendable {
    public var goals: [Timed<GoalDefinition>] = [] { didSet { spans = nil } }
    public var profiles: [Timed<ProfileDefinition>] = [] { didSet { spans = nil } }
    public var habits: [Timed<HabitDefinition>] = [] { didSet { spans = nil } }
    public var medications: [Timed<MedicationDefinition>] = [] { didSet { spans = nil } }
    public var drinks: [Timed<ItemDefinition>] = []
    public var foods: [Timed<ItemDefinition>] = []
    public var aways: [Timed<AwayDefinition>] = []
    public var settings: [Timed<Setting>] = [] { didSet { spans = nil } }
    public var includes: [Timed<IncludeDirective>] = []

    /// What is in force on each span of days, once ``prepared()`` has worked it out; nil again
    /// whenever the definitions that it holds change.
    private var spans: InForceSpans?

    public init() {}

    /// Adds a parsed definition.
    public mutating func add(_ d: Definition) {
        switch d.kind {
        case .goal(let g): goals.append(Timed(g, validity: d.validity, range: d.range))
        case .profile(let p): profiles.append(Timed(p, validity: d.validity, range: d.range))
        case .habit(let h): habits.append(Timed(h, validity: d.validity, range: d.range))
        case .medication(let m): medications.append(Timed(m, validity: d.validity, range: d.range))
        case .drink(let i): drinks.append(Timed(i, validity: d.validity, range: d.range))
        case .food(let i): foods.append(Timed(i, validity: d.validity, range: d.range))
        case .away(let a): aways.append(Timed(a, validity: d.validity, range: d.range))
        case .setting(let s): settings.append(Timed(s, validity: d.validity, range: d.range))
        case .include(let i): includes.append(Timed(i, validity: d.validity, range: d.range))
        }
    }

    /// The number of definitions of every kind.
    public var count: Int {
        goals.count + profiles.count + habits.count + medications.count + drinks.count + foods.count + aways.count
            + settings.count + includes.count
    }

    /// Of the items whose validity holds on `date`, the one with the latest `from` (later lines win ties).
    static func current<T>(_ items: some Sequence<Timed<T>>, on date: CalendarDate) -> Timed<T>? {
        var best: Timed<T>? = nil
        for item in items where item.validity.contains(date) {
            if let b = best, (b.validity.from?.dayNumber ?? Int32.min) > (item.validity.from?.dayNumber ?? Int32.min) { continue }
            best = item
        }
        return best
    }

    /// The index in `items` of ``current(_:on:)``'s choice.
    static func currentIndex<T>(_ items: [Timed<T>], on date: CalendarDate) -> Int? {
        var best: Int? = nil
        for i in items.indices where items[i].validity.contains(date) {
            if let b = best, (items[b].validity.from?.dayNumber ?? Int32.min) > (items[i].validity.from?.dayNumber ?? Int32.min) { continue }
            best = i
        }
        return best
    }

    /// The goal for each metric on `date`.
    public func goals(on date: CalendarDate) -> [GoalMetric: GoalDefinition] { inForce(on: date).goals }

    /// The goals on `date`, one per metric, in ``GoalMetric`` order (``goals(on:)`` as a list).
    public func orderedGoals(on date: CalendarDate) -> [GoalDefinition] { inForce(on: date).orderedGoals }

    /// The profile on `date`.
    public func profile(on date: CalendarDate) -> ProfileDefinition? { inForce(on: date).profile }

    /// The habits in force on `date`, one per name, in the order first defined.
    public func habits(on date: CalendarDate) -> [HabitDefinition] { inForce(on: date).habits }

    /// The medications in force on `date`.
    public func medications(on date: CalendarDate) -> [MedicationDefinition] { inForce(on: date).medications }

    /// The medications in force on `date`, and, when there are more than eight, the index of
    /// each among them by its name in lower case (the names in force differ in lower case); and
    /// the grace period of their doses that day (`set grace`).
    func medicationsByName(on date: CalendarDate) -> (list: [MedicationDefinition], index: [String: Int], graceMinutes: Double) {
        let f = inForce(on: date)
        return (f.medications, f.medicationIndex, f.settings.graceMinutes)
    }

    /// The settings in force on `date`.
    public func settings(on date: CalendarDate) -> Settings { inForce(on: date).settings }

    /// The nutrients reports show: the ten core ones, then, by column, those after them that a
    /// goal names or a `set show` lists, at any time (Grammar.md §7.4): a journal's CSV columns
    /// and JSON keys do not change from day to day.
    public var shownNutrients: [Nutrient] {
        var shown = Set<Nutrient>()
        for g in goals { if let n = g.value.metric.nutrient { shown.insert(n) } }
        for s in settings { if case .show(let list) = s.value { shown.formUnion(list) } }
        return Nutrient.allCases.filter { $0.isCore || shown.contains($0) }
    }

    /// The country whose food words the journal is written in: the last `set region` read. It
    /// holds for the whole journal, whatever its dates (Grammar.md §6.7).
    public var region: Region? {
        for s in settings.reversed() { if case .region(let r) = s.value { return r } }
        return nil
    }

    /// A copy that has worked out what is in force on every span of days, for reading many days
    /// (see `MetricsContext`); other copies work out what is in force on each day asked about.
    public func prepared() -> Definitions {
        var d = self
        d.spans = InForceSpans(self)
        return d
    }

    /// What is in force on `date`.
    private func inForce(on date: CalendarDate) -> InForce {
        spans?.inForce(on: date) ?? computeInForce(on: date)
    }

    /// The days on which what is in force may change: every `from`, and the day after every
    /// `until`, of the definitions that ``InForce`` holds, sorted.
    fileprivate var boundaries: [Int32] {
        var days: [Int32] = []
        func add(_ v: Validity) {
            if let f = v.from { days.append(f.dayNumber) }
            if let u = v.until { days.append(u.dayNumber + 1) }
        }
        goals.forEach { add($0.validity) }
        profiles.forEach { add($0.validity) }
        habits.forEach { add($0.validity) }
        medications.forEach { add($0.validity) }
        settings.forEach { add($0.validity) }
        return Array(Set(days)).sorted()
    }

    /// What is in force on `date`, worked out from the definitions.
    fileprivate func computeInForce(on date: CalendarDate) -> InForce {
        let goals = computeGoals(on: date)
        return InForce(goals: goals, orderedGoals: GoalMetric.allCases.compactMap { goals[$0] }, profile: Self.current(profiles, on: date)?.value,
                habits: current(byName: habits, name: { $0.name }, on: date),
                medications: current(byName: medications, name: { $0.name }, on: date),
                settings: computeSettings(on: date))
    }

    private func computeGoals(on date: CalendarDate) -> [GoalMetric: GoalDefinition] {
        var result: [GoalMetric: GoalDefinition] = [:]
        for metric in GoalMetric.allCases {
            if let g = Self.current(goals.lazy.filter { $0.value.metric == metric }, on: date) { result[metric] = g.value }
        }
        return result
    }

    private func computeSettings(on date: CalendarDate) -> Settings {
        var s = Settings()
        for key in Setting.keys {
            guard let t = Self.current(settings.lazy.filter { $0.value.key == key }, on: date) else { continue }
            switch t.value {
            case .bedtime(let b): s.bedtime = b
            case .halfLifeHours(let h): s.halfLifeHours = h
            case .weekStart(let w): s.weekStart = w
            case .graceMinutes(let g): s.graceMinutes = g
            case .reminderMinutes(let m): s.reminderMinutes = m
            case .timezone(let z): s.timezone = z
            case .region(let r): s.region = r
            case .sleepDay(let d): s.sleepDay = d
            case .refillWarningDays(let n): s.refillWarningDays = n
            case .logReminders(let times): s.logReminders = times
            case .show: break  // for the whole journal: shownNutrients
            }
        }
        return s
    }

    /// The `away` range that holds `date`, if any.
    public func away(on date: CalendarDate) -> AwayDefinition? {
        aways.first { $0.value.from <= date && date <= $0.value.to && $0.validity.contains(date) }?.value
    }

    /// Whether an `away` range holds `date` (``away(on:)`` without copying it).
    public func isAway(on date: CalendarDate) -> Bool {
        aways.contains { $0.value.from <= date && date <= $0.value.to && $0.validity.contains(date) }
    }

    private func current<T>(byName items: [Timed<T>], name: (T) -> String, on date: CalendarDate) -> [T] {
        var order: [String] = []
        var groups: [String: [Timed<T>]] = [:]
        for item in items {
            let key = name(item.value).lowercased()
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(item)
        }
        return order.compactMap { Self.current(groups[$0]!, on: date)?.value }
    }
}

/// The goals, profile, habits, medications and settings in force on a day.
/// (A class: reports ask for it several times a day of a long period, and handing out one
/// reference costs a retain where a copy of the struct retained each of its lists.)
private final class InForce: Sendable {
    let goals: [GoalMetric: GoalDefinition]
    /// The same goals in ``GoalMetric`` order.
    let orderedGoals: [GoalDefinition]
    let profile: ProfileDefinition?
    let habits: [HabitDefinition]
    let medications: [MedicationDefinition]
    /// Each medication's index in ``medications`` by its lower-cased name, when there are more
    /// than eight (empty otherwise).
    let medicationIndex: [String: Int]
    let settings: Settings

    init(goals: [GoalMetric: GoalDefinition], orderedGoals: [GoalDefinition], profile: ProfileDefinition?, habits: [HabitDefinition],
         medications: [MedicationDefinition], settings: Settings) {
        self.goals = goals
        self.orderedGoals = orderedGoals
        self.profile = profile
        self.habits = habits
        self.medications = medications
        // (Only a long list is looked up by name: see `DoseMatcher`.)
        medicationIndex = medications.count > 8
            ? Dictionary(medications.enumerated().map { ($1.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first }) : [:]
        self.settings = settings
    }
}

/// What is in force on each span of days between ``Definitions`` boundaries, worked out at
/// once: reports ask for every day of long periods, and definitions change seldom.
private struct InForceSpans {
    private let boundaries: [Int32]
    /// What is in force on a date before the first boundary, then from each boundary on.
    private let spans: [InForce]

    init(_ definitions: Definitions) {
        boundaries = definitions.boundaries
        let starts = [CalendarDate(dayNumber: boundaries.first.map { $0 - 1 } ?? 0)] + boundaries.map { CalendarDate(dayNumber: $0) }
        spans = starts.map { definitions.computeInForce(on: $0) }
    }

    /// What is in force on `date`: the span after the last boundary on or before it.
    func inForce(on date: CalendarDate) -> InForce {
        var lo = 0, hi = boundaries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if boundaries[mid] <= date.dayNumber { lo = mid + 1 } else { hi = mid }
        }
        return spans[lo]
    }
}
