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
    public init() {}
}

/// All of a journal's definitions, each with the days it holds for.
///
/// Definitions may change over time: for a date, the one with the latest `from` on or before
/// it wins (no `from` counts as the earliest).
public struct Definitions: Sendable {
    public var goals: [Timed<GoalDefinition>] = []
    public var profiles: [Timed<ProfileDefinition>] = []
    public var habits: [Timed<HabitDefinition>] = []
    public var medications: [Timed<MedicationDefinition>] = []
    public var drinks: [Timed<ItemDefinition>] = []
    public var foods: [Timed<ItemDefinition>] = []
    public var aways: [Timed<AwayDefinition>] = []
    public var settings: [Timed<Setting>] = []
    public var includes: [Timed<IncludeDirective>] = []

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
    public func goals(on date: CalendarDate) -> [GoalMetric: GoalDefinition] {
        var result: [GoalMetric: GoalDefinition] = [:]
        for metric in GoalMetric.allCases {
            if let g = Self.current(goals.lazy.filter { $0.value.metric == metric }, on: date) { result[metric] = g.value }
        }
        return result
    }

    /// The profile on `date`.
    public func profile(on date: CalendarDate) -> ProfileDefinition? { Self.current(profiles, on: date)?.value }

    /// The habits in force on `date`, one per name, in the order first defined.
    public func habits(on date: CalendarDate) -> [HabitDefinition] {
        current(byName: habits, name: { $0.name }, on: date)
    }

    /// The medications in force on `date`.
    public func medications(on date: CalendarDate) -> [MedicationDefinition] {
        current(byName: medications, name: { $0.name }, on: date)
    }

    /// The settings in force on `date`.
    public func settings(on date: CalendarDate) -> Settings {
        var s = Settings()
        for key in Setting.keys {
            guard let t = Self.current(settings.lazy.filter { $0.value.key == key }, on: date) else { continue }
            switch t.value {
            case .bedtime(let b): s.bedtime = b
            case .halfLifeHours(let h): s.halfLifeHours = h
            case .weekStart(let w): s.weekStart = w
            case .graceMinutes(let g): s.graceMinutes = g
            }
        }
        return s
    }

    /// The `away` range that holds `date`, if any.
    public func away(on date: CalendarDate) -> AwayDefinition? {
        aways.first { $0.value.from <= date && date <= $0.value.to && $0.validity.contains(date) }?.value
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
