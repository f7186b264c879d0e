/// One day reduced to what reports count: nutrient totals, caffeine intakes with their times,
/// workouts, gratitude, mood, weight, habit marks and doses. Notes, tags, to-dos and item
/// details are left out.
///
/// Reports are worked out from summaries, never from entries, so that one code path serves both
/// a journal loaded whole (``Journal/summary``) and one read in a stream without keeping its
/// entries (``Journal/summarize(paths:options:foods:)``), which `journal report` uses.
public struct DaySummary: Sendable, Hashable {
    public var date: CalendarDate
    /// The sum of every drink and meal.
    public var nutrients: Nutrients = .zero
    /// Drinks and meals with caffeine, in file order.
    public var caffeine: [CaffeineIntake] = []
    public var exerciseMinutes = 0.0
    public var workouts = 0
    /// Kcal burnt, as written on workouts.
    public var workoutKcal = 0.0
    /// `grateful` lines.
    public var gratitude = 0
    /// The sum, lowest, highest and number of the day's mood entries.
    public var moodSum = 0.0
    public var moodMin = Double.infinity
    public var moodMax = -Double.infinity
    public var moodCount = 0
    /// The last `weight` entry of the day.
    public var weightKg: Double?
    /// One per habit marked that day, in the order first marked.
    public var habitMarks: [HabitDayMark] = []
    /// `took` and `skipped` entries of defined medications, in file order.
    public var doses: [DayDose] = []

    public init(date: CalendarDate) {
        self.date = date
    }

    /// Adds what an entry counts (a to-do counts only once it is a habit mark; a meal with its
    /// items as resolved).
    public mutating func add(_ kind: EntryKind, time: TimeOfDay?) {
        switch kind {
        case .drink(let item):
            nutrients += item.nutrients
            addCaffeine(item.nutrients.caffeine, time: time)
        case .meal(let meal):
            nutrients += meal.nutrients
            addCaffeine(meal.nutrients.caffeine, time: time)
        case .mood(let m): addMood(m.value)
        case .gratitude: gratitude += 1
        case .dose(let d): doses.append(DayDose(d, time: time))
        case .workout(let w): addWorkout(minutes: w.minutes, kcal: w.kcal)
        case .weight(let w): weightKg = w.kilograms
        case .habit(let mark): addMark(HabitDayMark(mark))
        case .event, .task, .note: break
        }
    }

    mutating func addCaffeine(_ mg: Double, time: TimeOfDay?) {
        if mg > 0 { caffeine.append(CaffeineIntake(time: time, mg: mg)) }
    }

    mutating func addMood(_ value: Double) {
        moodSum += value
        moodMin = min(moodMin, value)
        moodMax = max(moodMax, value)
        moodCount += 1
    }

    mutating func addWorkout(minutes: Double, kcal: Double?) {
        exerciseMinutes += minutes
        workouts += 1
        workoutKcal += kcal ?? 0
    }

    /// Folds a mark into the day's marks of its habit: done wins over skipped, skipped over not
    /// done; the numbers on `[x]` and `[ ]` marks add up.
    mutating func addMark(_ mark: HabitDayMark) {
        if let i = habitMarks.firstIndex(where: { $0.key == mark.key }) {
            habitMarks[i].merge(state: mark.state, value: mark.value)
        } else {
            habitMarks.append(mark)
        }
    }

    /// Appends what `later` counts (the same date, read after this).
    public mutating func merge(_ later: DaySummary) {
        nutrients += later.nutrients
        caffeine += later.caffeine
        exerciseMinutes += later.exerciseMinutes
        workouts += later.workouts
        workoutKcal += later.workoutKcal
        gratitude += later.gratitude
        moodSum += later.moodSum
        moodMin = min(moodMin, later.moodMin)
        moodMax = max(moodMax, later.moodMax)
        moodCount += later.moodCount
        if let w = later.weightKg { weightKg = w }
        for m in later.habitMarks { addMark(m) }
        doses += later.doses
    }
}

/// Caffeine taken with a drink or a meal.
public struct CaffeineIntake: Sendable, Hashable {
    /// The entry's time; nil when it had none.
    public var time: TimeOfDay?
    public var mg: Double
}

/// A habit's marks on one day, folded into one.
public struct HabitDayMark: Sendable, Hashable {
    /// The habit's name, lower-cased.
    public var key: String
    /// Done if any `[x]`, else skipped if any `[-]`, else not done.
    public var state: HabitMark.State
    /// The sum of the numbers on the day's `[x]` and `[ ]` marks, if any.
    public var value: Double?

    /// One mark (a skipped mark's number does not count).
    init(_ mark: HabitMark) {
        key = mark.habit.lowercased()
        state = mark.state
        value = mark.state == .skipped ? nil : mark.value
    }

    init(key: String, state: HabitMark.State, value: Double?) {
        self.key = key
        self.state = state
        self.value = value
    }

    mutating func merge(state other: HabitMark.State, value v: Double?) {
        switch (state, other) {
        case (_, .done): state = .done
        case (.done, _): break
        case (_, .skipped): state = .skipped
        case (.skipped, _): break
        case (_, .notDone): state = .notDone
        }
        if let v { value = (value ?? 0) + v }
    }
}

/// A `took` or `skipped` entry of a defined medication.
public struct DayDose: Sendable, Hashable {
    public var taken: Bool
    /// The medication's name as defined.
    public var medication: String
    /// The time written after the name (`skipped metformin 20:00`).
    public var scheduledTime: TimeOfDay?
    /// The entry's time.
    public var time: TimeOfDay?
    public var amount: Quantity?
    public var note: String

    init(_ d: DoseEntry, time: TimeOfDay?) {
        taken = d.taken
        medication = d.medication
        scheduledTime = d.scheduledTime
        self.time = time
        amount = d.amount
        note = d.note
    }
}

/// What reports need of a whole journal: its definitions and a summary of each day.
public struct JournalSummary: Sendable {
    public var definitions = Definitions()
    /// One per day that has a heading or a daily-note file, oldest first.
    public var days: [DaySummary] = []

    public init(definitions: Definitions = Definitions(), days: [DaySummary] = []) {
        self.definitions = definitions
        self.days = days
    }

    /// The day with this date, if the journal has it.
    public func day(on date: CalendarDate) -> DaySummary? {
        let i = index(from: date)
        return i < days.count && days[i].date == date ? days[i] : nil
    }

    /// The days from `start` to `end`, both inclusive.
    public func days(from start: CalendarDate, through end: CalendarDate) -> ArraySlice<DaySummary> {
        let lo = index(from: start)
        var e = lo
        while e < days.count, days[e].date <= end { e += 1 }
        return days[lo..<e]
    }

    /// The index of the first day on or after `date`.
    public func index(from date: CalendarDate) -> Int { Self.index(in: days, from: date) }

    /// The index of the first of `days` (in date order) on or after `date`.
    static func index(in days: [DaySummary], from date: CalendarDate) -> Int {
        var lo = 0, hi = days.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if days[mid].date < date { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The first and last dates with a day.
    public var dateRange: ClosedRange<CalendarDate>? {
        guard let f = days.first, let l = days.last else { return nil }
        return f.date...l.date
    }

    /// Whether any day has a `grateful` line.
    public var hasGratitude: Bool { days.contains { $0.gratitude > 0 } }
}

extension Journal {
    /// The journal's days summed up for reports. Doses of undefined medications are left out.
    public var summary: JournalSummary {
        let known = Set(definitions.medications.map { $0.value.name })
        return JournalSummary(definitions: definitions, days: days.map { day in
            var s = DaySummary(date: day.date)
            for e in day.entries {
                if case .dose(let d) = e.kind, !known.contains(d.medication) { continue }
                s.add(e.kind, time: e.time)
            }
            s.nutrients = day.nutrients
            return s
        })
    }
}
