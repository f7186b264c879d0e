/// What `journal calendar` marks on a day and `journal trends` draws (`--metric M`): one number
/// or state per day, read from the same ``DayMetrics`` as `journal report`, so the two agree.
public enum DayMeasure: Sendable, Hashable {
    /// The day's mood (the mean of its mood entries, with min and max).
    case mood
    /// A goal's ring: a limit's band, or how far toward a target; on a day without the ring
    /// (no goal in force), the day's value, when the metric has one (workout minutes).
    case ring(RingMetric)
    /// A value without a ring (weight): the day's value, where it has one.
    case value(ValueMetric)
    /// One habit: done, not done, excused or pending.
    case habit(String)
    /// The number of `grateful` lines.
    case gratitude
    /// The share of the day's scheduled habits that were done.
    case habits
    /// The share of the day's finished goals that were met (as the best and worst day count it).
    case goals

    /// Whether the measure is a value without a ring (weight).
    public var isValue: Bool { if case .value = self { true } else { false } }

    /// Whether the measure is the caffeine ring's (``TrendsReport/caffeineByCategory`` is then given).
    public var isCaffeine: Bool { self == .ring(.caffeine) }

    /// The name written after `--metric`.
    public var name: String {
        switch self {
        case .mood: "mood"
        case .ring(let m): m.rawValue
        case .value(let m): m.rawValue
        case .habit(let h): h
        case .gratitude: "gratitude"
        case .habits: "habits"
        case .goals: "goals"
        }
    }

    /// How the measure is named in headings: `Mood`, `Caffeine`, `Habit meditate`, `Goals met`.
    public var title: String {
        switch self {
        case .mood: "Mood"
        case .ring(let m): m.displayName
        case .value(let m): m.displayName
        case .habit(let h): "Habit \(h)"
        case .gratitude: "Gratitude lines"
        case .habits: "Habits done"
        case .goals: "Goals met"
        }
    }

    /// Reads `--metric`: `mood`, `gratitude`, `habits` (share done), `goals` (share met), a
    /// ring's metric (`caffeine`, `water`, `sleep`, …), `weight` or a habit's name; without one, mood when
    /// the journal has moods, else goals. Nil with a message when the name is none of these.
    public static func read(_ text: String?, summary: JournalSummary) -> Result<DayMeasure, MeasureError> {
        guard let text, !text.isEmpty else {
            return .success(summary.days.contains { $0.moodCount > 0 } ? .mood : .goals)
        }
        let key = text.lowercased()
        switch key {
        case "mood": return .success(.mood)
        case "gratitude": return .success(.gratitude)
        case "habits": return .success(.habits)
        case "goals": return .success(.goals)
        default: break
        }
        if let habit = summary.definitions.habits.first(where: { $0.value.name.lowercased() == key }) {
            return .success(.habit(habit.value.name))
        }
        if let m = RingMetric(rawValue: key) { return .success(.ring(m)) }
        if let m = ValueMetric(rawValue: key) { return .success(.value(m)) }
        let names = ["mood", "gratitude", "habits", "goals"] + RingMetric.allCases.map(\.rawValue)
            + ValueMetric.allCases.filter { $0.ring == nil }.map(\.rawValue)
            + summary.definitions.habits.map(\.value.name)
        return .failure(MeasureError(text: text, guess: Suggestion.closest(to: key, in: names), names: names))
    }

    /// The day's value for this measure, as `journal report` counts it: nil for a day after
    /// `clock`'s date or, but for a habit, a day without entries, and for a day without the
    /// measure (no mood entry, no weigh-in, no ring of the goal nor value of its metric, no
    /// habit scheduled).
    public func mark(_ day: DayMetrics, through date: CalendarDate) -> DayMark {
        guard day.date <= date else { return .notYet }
        if case .habit(let name) = self {
            guard let h = day.habits.first(where: { $0.habit == name }) else { return .habit(.notScheduled, value: nil) }
            return .habit(h.status, value: h.value)
        }
        guard day.hasEntries else { return .noData }
        switch self {
        case .mood: return day.totals.mood.map(DayMark.mood) ?? .noData
        case .ring(let m):
            if let r = day.ring(m) { return .ring(r) }
            return ValueMetric(m).map { Self.value(of: $0, day) } ?? .noData
        case .value(let m): return Self.value(of: m, day)
        case .gratitude: return .count(day.totals.gratitude)
        case .habits: return day.habitTally.scheduled > 0 ? .share(met: day.habitTally.done, of: day.habitTally.scheduled) : .noData
        case .goals:
            guard let score = DayScore(date: day.date, rings: day.rings) else { return .noData }
            return .share(met: score.met, of: score.rings)
        case .habit: return .noData
        }
    }
}

extension DayMeasure {
    /// The day's value of `metric`, or no data.
    static func value(of metric: ValueMetric, _ day: DayMetrics) -> DayMark {
        day.totals.value(of: metric).map { .value($0, metric) } ?? .noData
    }
}

/// A `--metric` that names nothing the journal has.
public struct MeasureError: Error, Sendable, CustomStringConvertible {
    public var text: String
    public var guess: String?
    public var names: [String]

    public var description: String {
        "'\(text)' is not a metric" + (guess.map { "; did you mean '\($0)'?" } ?? "") + " Metrics: " + names.joined(separator: ", ")
    }
}

/// One day under a ``DayMeasure``.
public enum DayMark: Sendable, Hashable {
    /// A day that has not come yet.
    case notYet
    /// A day with nothing to show: no entries, or none of what the measure counts.
    case noData
    case mood(MoodSummary)
    case ring(Ring)
    /// A day's value of a metric without its ring (no goal in force, or none possible: weight).
    case value(Double, ValueMetric)
    case habit(HabitStatus, value: Double?)
    /// Gratitude lines.
    case count(Int)
    /// Habits done or goals met, of those counted.
    case share(met: Int, of: Int)

    /// The number a trend draws: the mood, the ring's value, 1 for a habit done and 0 not done,
    /// the count, the share in percent; nil where there is none.
    public var value: Double? {
        switch self {
        case .notYet, .noData: nil
        case .mood(let m): m.mean
        case .ring(let r): r.value
        case .value(let v, _): v
        case .habit(let s, _): s == .done ? 1 : (s == .notDone ? 0 : nil)
        case .count(let n): Double(n)
        case .share(let met, let of): of > 0 ? Ring.oneDecimal(Double(met) / Double(of) * 100) : nil
        }
    }

    /// The mark's kind in JSON: `not-yet`, `no-data`, `mood`, `ring`, `value`, `habit`, `count`,
    /// `share`.
    public var kind: String {
        switch self {
        case .notYet: "not-yet"
        case .noData: "no-data"
        case .mood: "mood"
        case .ring: "ring"
        case .value: "value"
        case .habit: "habit"
        case .count: "count"
        case .share: "share"
        }
    }
}
