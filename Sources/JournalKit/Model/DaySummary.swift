/// One day reduced to what reports count: nutrient totals, caffeine intakes with their times,
/// workouts, gratitude, mood, weight, sleep, habit marks, doses, symptoms and to-dos counted.
/// Notes, tags and item details are left out.
///
/// Reports are worked out from summaries, never from entries. A day's summary is the sum of
/// its entries' ``DayContribution``s, added up by the ``SummaryCollector`` of the one read
/// every command makes (`Journal.read`), whether it keeps the entries or not.
public struct DaySummary: Sendable, Hashable {
    public var date: CalendarDate
    /// The sum of every drink and meal.
    public var nutrients: Nutrients = .zero
    public var exerciseMinutes = 0.0
    public var workouts = 0
    /// Kcal burnt, as written on workouts.
    public var workoutKcal = 0.0
    /// The workouts without kcal written whose activity has a MET: Σ MET × hours, and their
    /// minutes; their kcal are these MET-hours × the body weight (Grammar.md §10).
    public var workoutMETHours = 0.0
    public var workoutMETMinutes = 0.0
    /// The minutes of workouts with neither kcal written nor an activity with a MET.
    public var workoutUnknownMinutes = 0.0
    /// The distance written on workouts, in metres.
    public var workoutMeters = 0.0
    /// `grateful` lines.
    public var gratitude = 0
    /// The day's to-dos, done of those open (habit marks are not to-dos).
    public var tasks = TaskTally()
    /// The sum, lowest, highest and number of the day's mood entries.
    public var moodSum = 0.0
    public var moodMin = Double.infinity
    public var moodMax = -Double.infinity
    public var moodCount = 0
    /// The last `weight` entry of the day.
    public var weightKg: Double?
    /// Sleep logged on the day (the night before it, and naps): minutes in all, how many
    /// entries, and the sum and number of their qualities.
    public var sleepMinutes = 0.0
    public var sleeps = 0
    public var sleepQualitySum = 0.0
    public var sleepQualityCount = 0
    /// When the night before the day began, when a span of it is written on the day (the day of
    /// waking), in minutes from the day's midnight (negative: the evening before); and when the
    /// night after the day began, when written on the day it began (`set sleep-day start`).
    /// The earliest of each, for the caffeine in the body at bedtime (``JournalSummary/nightStart(after:)``).
    public var nightBeforeStart: Int16?
    public var nightAfterStart: Int16?
    /// Drinks and meal items that count nothing because they were not understood (an error on
    /// their line), so that a low total explains itself.
    public var uncountedItems = 0
    /// Where the day's caffeine intakes, doses and named values (habit marks, symptoms) are in
    /// its ``JournalSummary``'s lists (see ``JournalSummary/caffeine(of:)``): which lists, and
    /// the day's range in each.
    /// A day holds plain values only, so that years of days cost no allocation and no
    /// reference counting each.
    var listsIndex: Int32 = 0
    var intakeRange: Range<Int32> = 0..<0
    var doseRange: Range<Int32> = 0..<0
    var namedRange: Range<Int32> = 0..<0

    public init(date: CalendarDate) {
        self.date = date
    }

    mutating func addMood(_ value: Double) {
        moodSum += value
        moodMin = min(moodMin, value)
        moodMax = max(moodMax, value)
        moodCount += 1
    }

    mutating func addSleep(minutes: Double, quality: Double?, nightBefore: Int16?, nightAfter: Int16?) {
        sleepMinutes += minutes
        sleeps += 1
        if let quality {
            sleepQualitySum += quality
            sleepQualityCount += 1
        }
        if let nightBefore { nightBeforeStart = min(nightBeforeStart ?? nightBefore, nightBefore) }
        if let nightAfter { nightAfterStart = min(nightAfterStart ?? nightAfter, nightAfter) }
    }

    mutating func addWorkout(minutes: Double, kcal: Double?, meters: Double?, met: Double?) {
        exerciseMinutes += minutes
        workouts += 1
        workoutMeters += meters ?? 0
        if let kcal {
            workoutKcal += kcal
        } else if let met {
            workoutMETHours += met * minutes / 60
            workoutMETMinutes += minutes
        } else {
            workoutUnknownMinutes += minutes
        }
    }

    /// Adds the numbers of `later` (the same date, read after this); its lists are the
    /// summary's business.
    mutating func addNumbers(of later: DaySummary) {
        nutrients += later.nutrients
        exerciseMinutes += later.exerciseMinutes
        workouts += later.workouts
        workoutKcal += later.workoutKcal
        workoutMETHours += later.workoutMETHours
        workoutMETMinutes += later.workoutMETMinutes
        workoutUnknownMinutes += later.workoutUnknownMinutes
        workoutMeters += later.workoutMeters
        gratitude += later.gratitude
        tasks = tasks + later.tasks
        moodSum += later.moodSum
        moodMin = min(moodMin, later.moodMin)
        moodMax = max(moodMax, later.moodMax)
        moodCount += later.moodCount
        if let w = later.weightKg { weightKg = w }
        sleepMinutes += later.sleepMinutes
        sleeps += later.sleeps
        sleepQualitySum += later.sleepQualitySum
        sleepQualityCount += later.sleepQualityCount
        if let s = later.nightBeforeStart { nightBeforeStart = min(nightBeforeStart ?? s, s) }
        if let s = later.nightAfterStart { nightAfterStart = min(nightAfterStart ?? s, s) }
        uncountedItems += later.uncountedItems
    }
}

/// Caffeine taken with a drink or a meal.
public struct CaffeineIntake: Sendable, Hashable {
    /// The entry's time; nil when it had none.
    public var time: TimeOfDay?
    public var mg: Double
    /// The category of the drink it came from (other for foods and the rest); a meal with
    /// caffeine of several categories is an intake of each, at its time.
    public var category: DrinkCategory = .other
}

/// A symptom on one day: noted once however often written, at the highest severity written
/// (a ``NamedDayValue`` of kind symptom, as reports read it).
public struct DaySymptom: Sendable, Hashable {
    /// The symptom's name, lower-cased (``SymptomEntry/key``).
    public var key: String
    /// The highest severity written on the day (1 to 5), if any.
    public var severity: Double?

    init(key: String, severity: Double?) {
        self.key = key
        self.severity = severity
    }

    init(_ value: NamedDayValue) {
        self.init(key: value.key, severity: value.value)
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
    /// `- refill sertraline 28`: ``amount`` tablets got; neither taken nor skipped.
    public var isRefill: Bool
    /// `- [ ] metformin 08:00 felt sick`: a dose not taken, with a note; neither taken nor skipped.
    public var isOpen: Bool

    init(_ d: DoseEntry, time: TimeOfDay?) {
        taken = d.taken
        isRefill = d.isRefill
        isOpen = d.isOpen
        medication = d.medication
        scheduledTime = d.scheduledTime
        self.time = time
        amount = d.amount
        note = d.note
    }
}
