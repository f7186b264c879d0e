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
    /// Where the day's caffeine intakes, habit marks and doses are in its ``JournalSummary``'s
    /// lists (see ``JournalSummary/caffeine(of:)``): a day holds plain values only, so that
    /// years of days cost no allocation and no reference counting each.
    var intakeRange: Range<Int32> = 0..<0
    var markRange: Range<Int32> = 0..<0
    var doseRange: Range<Int32> = 0..<0

    public init(date: CalendarDate) {
        self.date = date
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

    /// Adds the numbers of `later` (the same date, read after this); its lists are the
    /// summary's business.
    mutating func addNumbers(of later: DaySummary) {
        nutrients += later.nutrients
        exerciseMinutes += later.exerciseMinutes
        workouts += later.workouts
        workoutKcal += later.workoutKcal
        gratitude += later.gratitude
        moodSum += later.moodSum
        moodMin = min(moodMin, later.moodMin)
        moodMax = max(moodMax, later.moodMax)
        moodCount += later.moodCount
        if let w = later.weightKg { weightKg = w }
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
///
/// The days' caffeine intakes, habit marks and doses are kept in three lists, each day's one
/// after the other (a day is a range of each); ``caffeine(of:)``, ``habitMarks(of:)`` and
/// ``doses(of:)`` give a day's. A summary is built day by day, oldest first: entries are added
/// to the last day (``startDay(_:)``, ``add(_:time:)``).
public struct JournalSummary: Sendable {
    public var definitions = Definitions()
    /// One per day that has a heading or a daily-note file, oldest first.
    public internal(set) var days: [DaySummary] = []
    /// Drinks and meals with caffeine, day by day, in file order.
    public private(set) var intakes: [CaffeineIntake] = []
    /// Each day's habits marked, in the order first marked.
    public private(set) var marks: [HabitDayMark] = []
    /// `took` and `skipped` entries of defined medications, day by day, in file order.
    public private(set) var doses: [DayDose] = []

    public init(definitions: Definitions = Definitions()) {
        self.definitions = definitions
    }

    /// A day's drinks and meals with caffeine, in file order.
    public func caffeine(of day: DaySummary) -> ArraySlice<CaffeineIntake> {
        intakes[Int(day.intakeRange.lowerBound)..<Int(day.intakeRange.upperBound)]
    }

    /// A day's habit marks, one per habit marked, in the order first marked.
    public func habitMarks(of day: DaySummary) -> ArraySlice<HabitDayMark> {
        marks[Int(day.markRange.lowerBound)..<Int(day.markRange.upperBound)]
    }

    /// A day's `took` and `skipped` entries of defined medications, in file order.
    public func doses(of day: DaySummary) -> ArraySlice<DayDose> {
        doses[Int(day.doseRange.lowerBound)..<Int(day.doseRange.upperBound)]
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

    // MARK: Building

    /// Starts a day after the last (whose lists it follows); returns its index.
    @discardableResult
    mutating func startDay(_ date: CalendarDate) -> Int {
        var day = DaySummary(date: date)
        day.intakeRange = Int32(intakes.count)..<Int32(intakes.count)
        day.markRange = Int32(marks.count)..<Int32(marks.count)
        day.doseRange = Int32(doses.count)..<Int32(doses.count)
        days.append(day)
        return days.count - 1
    }

    /// The last day's index, started on `date` if the last day has another date.
    @inline(__always)
    mutating func lastDay(_ date: CalendarDate) -> Int {
        if let last = days.indices.last, days[last].date == date { return last }
        return startDay(date)
    }

    /// Adds what an entry counts to the last day (a to-do counts only once it is a habit mark;
    /// a meal with its items as resolved).
    mutating func add(_ kind: EntryKind, time: TimeOfDay?) {
        let d = days.count - 1
        switch kind {
        case .drink(let item):
            days[d].nutrients += item.nutrients
            addCaffeine(item.nutrients.caffeine, time: time)
        case .meal(let meal):
            days[d].nutrients += meal.nutrients
            addCaffeine(meal.nutrients.caffeine, time: time)
        case .mood(let m): days[d].addMood(m.value)
        case .gratitude: days[d].gratitude += 1
        case .dose(let dose): addDose(DayDose(dose, time: time))
        case .workout(let w): days[d].addWorkout(minutes: w.minutes, kcal: w.kcal)
        case .weight(let w): days[d].weightKg = w.kilograms
        case .habit(let mark): addMark(HabitDayMark(mark))
        case .event, .task, .note: break
        }
    }

    /// Adds caffeine taken at `time` to the last day (nothing when `mg` is 0).
    @inline(__always)
    mutating func addCaffeine(_ mg: Double, time: TimeOfDay?) {
        guard mg > 0 else { return }
        intakes.append(CaffeineIntake(time: time, mg: mg))
        days[days.count - 1].intakeRange = days[days.count - 1].intakeRange.lowerBound..<Int32(intakes.count)
    }

    /// Adds an intake whose caffeine is known later (a meal's, once its items are read); its
    /// index in ``intakes``.
    mutating func reserveIntake(time: TimeOfDay?) -> Int {
        intakes.append(CaffeineIntake(time: time, mg: 0))
        days[days.count - 1].intakeRange = days[days.count - 1].intakeRange.lowerBound..<Int32(intakes.count)
        return intakes.count - 1
    }

    /// Sets the caffeine of an intake from ``reserveIntake(time:)``, or drops it when there is none.
    mutating func settleIntake(_ index: Int, mg: Double) {
        if mg > 0 {
            intakes[index].mg = mg
            return
        }
        intakes.remove(at: index)
        // The days whose intakes come after it (the last few at most) move back by one.
        let i = Int32(index)
        for d in days.indices.reversed() {
            let r = days[d].intakeRange
            guard r.upperBound > i else { break }
            days[d].intakeRange = (r.lowerBound > i ? r.lowerBound - 1 : r.lowerBound)..<(r.upperBound - 1)
        }
    }

    /// Adds a dose to the last day.
    @inline(__always)
    mutating func addDose(_ dose: DayDose) {
        doses.append(dose)
        days[days.count - 1].doseRange = days[days.count - 1].doseRange.lowerBound..<Int32(doses.count)
    }

    /// Folds a mark into the last day's marks of its habit: done wins over skipped, skipped over
    /// not done; the numbers on `[x]` and `[ ]` marks add up.
    mutating func addMark(_ mark: HabitDayMark) {
        let d = days.count - 1
        let r = days[d].markRange
        for i in Int(r.lowerBound)..<Int(r.upperBound) where marks[i].key == mark.key {
            marks[i].merge(state: mark.state, value: mark.value)
            return
        }
        marks.append(mark)
        days[d].markRange = r.lowerBound..<Int32(marks.count)
    }

    /// Adds `source`'s day at `index` after the last day, or merges it into the last day when
    /// that has the same date (its numbers added, its lists after the last day's, its marks
    /// folded into the last day's).
    mutating func append(day index: Int, of source: JournalSummary) {
        let day = source.days[index]
        days[lastDay(day.date)].addNumbers(of: day)
        for intake in source.caffeine(of: day) { addCaffeine(intake.mg, time: intake.time) }
        for mark in source.habitMarks(of: day) { addMark(mark) }
        for dose in source.doses(of: day) { addDose(dose) }
    }

    /// How many days, intakes, habit marks and doses the summary holds.
    var counts: ListCounts {
        ListCounts(days: days.count, intakes: intakes.count, marks: marks.count, doses: doses.count)
    }

    /// Counts of a summary's days and of each of its lists.
    struct ListCounts {
        var days = 0, intakes = 0, marks = 0, doses = 0

        /// The counts scaled by `factor`, rounded up.
        func scaled(by factor: Double) -> ListCounts {
            func up(_ n: Int) -> Int { Int((Double(n) * factor).rounded(.up)) }
            return ListCounts(days: up(days), intakes: up(intakes), marks: up(marks), doses: up(doses))
        }
    }

    /// Makes room for `counts` more days and list elements.
    mutating func reserveCapacity(_ counts: ListCounts) {
        days.reserveCapacity(days.count + counts.days)
        intakes.reserveCapacity(intakes.count + counts.intakes)
        marks.reserveCapacity(marks.count + counts.marks)
        doses.reserveCapacity(doses.count + counts.doses)
    }

    /// Makes room for the days and lists of `parts`, and `extraDays` more days, to be appended.
    mutating func reserveCapacity(for parts: [JournalSummary], extraDays: Int = 0) {
        var total = ListCounts(days: extraDays)
        for part in parts {
            let c = part.counts
            total.days += c.days
            total.intakes += c.intakes
            total.marks += c.marks
            total.doses += c.doses
        }
        reserveCapacity(total)
    }

    /// Appends every day of `other`, whose days all come after this summary's last (or are
    /// left to be put in order by the caller).
    mutating func append(contentsOf other: JournalSummary) {
        let (i, m, d) = (Int32(intakes.count), Int32(marks.count), Int32(doses.count))
        intakes += other.intakes
        marks += other.marks
        doses += other.doses
        for var day in other.days {
            day.intakeRange = (day.intakeRange.lowerBound + i)..<(day.intakeRange.upperBound + i)
            day.markRange = (day.markRange.lowerBound + m)..<(day.markRange.upperBound + m)
            day.doseRange = (day.doseRange.lowerBound + d)..<(day.doseRange.upperBound + d)
            days.append(day)
        }
    }

    /// The days put in date order, those of one date merged in the order they are in (a
    /// stable sort).
    func sortedByDate() -> JournalSummary {
        if days.indices.dropFirst().allSatisfy({ days[$0 - 1].date < days[$0].date }) { return self }
        let order = days.indices.sorted { (days[$0].date, $0) < (days[$1].date, $1) }
        var sorted = JournalSummary(definitions: definitions)
        sorted.days.reserveCapacity(days.count)
        sorted.intakes.reserveCapacity(intakes.count)
        sorted.marks.reserveCapacity(marks.count)
        sorted.doses.reserveCapacity(doses.count)
        for i in order { sorted.append(day: i, of: self) }
        return sorted
    }
}

extension Journal {
    /// The journal's days summed up for reports. Doses of undefined medications are left out.
    public var summary: JournalSummary {
        let known = Set(definitions.medications.map { $0.value.name })
        var summary = JournalSummary(definitions: definitions)
        for day in days {
            let d = summary.startDay(day.date)
            for e in day.entries {
                if case .dose(let dose) = e.kind, !known.contains(dose.medication) { continue }
                summary.add(e.kind, time: e.time)
            }
            summary.days[d].nutrients = day.nutrients
        }
        return summary
    }
}
