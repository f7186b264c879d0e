/// A day's mood: the mean of its mood entries with their range.
public struct MoodSummary: Sendable, Hashable {
    /// The mean, rounded to one decimal.
    public var mean: Double
    public var min: Double
    public var max: Double
    public var count: Int
}

/// A day's totals, whether or not a goal covers them.
public struct DayTotals: Sendable, Hashable {
    /// The sum of every drink and meal.
    public var nutrients: Nutrients
    /// Water in ml (``nutrients`` water).
    public var waterMl: Double
    /// Water in glasses of 250 ml.
    public var glasses: Double
    /// The sum of workout minutes.
    public var exerciseMinutes: Double
    public var workouts: Int
    /// Kcal burnt, as written on workouts.
    public var workoutKcal: Double
    /// Workouts without kcal written: Σ MET × hours and the minutes of those whose activity has a
    /// MET, and the minutes of the others (``DaySummary``).
    public var workoutMETHours: Double
    public var workoutMETMinutes: Double
    public var workoutUnknownMinutes: Double
    /// The distance written on workouts, in metres.
    public var workoutMeters: Double
    /// `grateful` lines.
    public var gratitude: Int
    /// nil on a day without mood entries.
    public var mood: MoodSummary?
    /// The day's last `weight` entry, if any.
    public var weightKg: Double?
    /// The latest `weight` entry on or before the day (what feeds `goal energy auto`).
    public var latestWeightKg: Double?
    /// nil on a day without sleep entries.
    public var sleep: SleepSummary?

    /// The totals of `day` (nil: a day without a heading, all zeros); `latestWeightKg` is
    /// passed in because it looks at earlier days.
    public init(day: DaySummary?, latestWeightKg: Double?) {
        nutrients = day?.nutrients ?? .zero
        waterMl = nutrients.water
        glasses = waterMl / 250
        exerciseMinutes = day?.exerciseMinutes ?? 0
        workouts = day?.workouts ?? 0
        workoutKcal = day?.workoutKcal ?? 0
        workoutMETHours = day?.workoutMETHours ?? 0
        workoutMETMinutes = day?.workoutMETMinutes ?? 0
        workoutUnknownMinutes = day?.workoutUnknownMinutes ?? 0
        workoutMeters = day?.workoutMeters ?? 0
        gratitude = day?.gratitude ?? 0
        if let day, day.moodCount > 0 {
            mood = MoodSummary(mean: Ring.oneDecimal(day.moodSum / Double(day.moodCount)), min: day.moodMin, max: day.moodMax,
                               count: day.moodCount)
        } else {
            mood = nil
        }
        weightKg = day?.weightKg
        self.latestWeightKg = latestWeightKg
        if let day, day.sleeps > 0 {
            sleep = SleepSummary(hours: day.sleepMinutes / 60, count: day.sleeps,
                                 quality: day.sleepQualityCount > 0 ? Ring.oneDecimal(day.sleepQualitySum / Double(day.sleepQualityCount)) : nil)
        } else {
            sleep = nil
        }
    }
}

/// The sleep logged on a day: the night before it, and naps.
public struct SleepSummary: Sendable, Hashable {
    /// In all, in hours.
    public var hours: Double
    /// How many sleep entries.
    public var count: Int
    /// The mean of their qualities (1 to 5, one decimal), when any was written.
    public var quality: Double?
}

/// Everything `journal` reports about one day: its rings, totals, caffeine curve, habits and
/// medication doses.
public struct DayMetrics: Sendable, Hashable {
    public var date: CalendarDate
    /// Whether the journal has a heading (or daily note) for the day.
    public var hasEntries: Bool
    /// Whether the day is over as of the clock.
    public var isOver: Bool
    /// One ring per goal in force, in ``RingMetric`` order (see ``compute(journal:date:clock:)``).
    public var rings: [Ring]
    public var totals: DayTotals
    public var caffeine: CaffeineDay
    /// The energy target, when there is an energy goal (with the `auto` calculation).
    public var energy: EnergyTarget?
    /// Every habit in force that day.
    public var habits: [HabitDay]
    /// Done of scheduled habits.
    public var habitTally: HabitTally
    /// Scheduled medication doses, by time.
    public var doses: [DoseStatus]
    /// Takes that matched no scheduled dose (`as needed` medications and extras).
    public var loggedDoses: [LoggedDose]
    public var adherence: Adherence

    /// The ring of `metric`, if the day has one.
    public func ring(_ metric: RingMetric) -> Ring? { rings.first { $0.metric == metric } }

    /// Computes a day's metrics as of `clock`. A date without a heading is no data: its totals
    /// are zeros and it has no rings (its scheduled habits and doses are still worked out, as
    /// not done and missed once it is over).
    ///
    /// Rings, only for goals in force on a day with a heading:
    /// - nutrients (caffeine, water, energy, carbs, protein, fat, sugar, fiber, vitamin-c,
    ///   sodium): the day's totals against ``GoalTarget/all(journal:on:)`` (explicit goals,
    ///   `energy auto`, macros);
    /// - exercise: workout minutes; gratitude: `grateful` lines (only with a gratitude goal);
    /// - mood: the day's mean (one decimal) against `goal mood`; no ring without mood entries;
    /// - habits: done `>=` scheduled, when any habit is scheduled (done, not done or pending);
    /// - medications: taken `>=` scheduled − skipped, when any dose is scheduled.
    ///
    /// To compute many days, make a ``MetricsContext`` of the journal once and use
    /// ``compute(context:date:clock:)``.
    public static func compute(journal: Journal, date: CalendarDate, clock: JournalClock) -> DayMetrics {
        compute(context: MetricsContext(journal: journal), date: date, clock: clock)
    }

    /// ``compute(journal:date:clock:)`` from what the context gathered.
    public static func compute(context: MetricsContext, date: CalendarDate, clock: JournalClock) -> DayMetrics {
        let summary = context.summary
        let i = summary.index(from: date)
        return compute(context: context, date: date, day: i < summary.days.count && summary.days[i].date == date ? i : nil, clock: clock)
    }

    /// ``compute(context:date:clock:)`` for the summary's day at index `day` (nil: no such day).
    static func compute(context: MetricsContext, date: CalendarDate, day index: Int?, clock: JournalClock) -> DayMetrics {
        let summary = context.summary
        let definitions = summary.definitions
        let day = index.map { summary.days[$0] }
        let weight = context.latestWeight(on: date)
        let totals = DayTotals(day: day, latestWeightKg: weight)
        let over = clock.isOver(date)
        let goals = definitions.orderedGoals(on: date)
        let energy = EnergyTarget.compute(definitions: definitions, goals: goals, on: date, weightEntry: { weight })
        // A day nobody wrote about is no data, not zeros: it has no rings.
        let targets = day == nil ? [] : GoalTarget.all(goals: goals, energy: energy)
        var rings: [Ring] = []
        rings.reserveCapacity(targets.count + 2)
        for goal in targets {
            // Moods are 1 to 5 and sleep not written down is not known: a day without either
            // has no ring of it, rather than a 0.
            guard let metric = ValueMetric(goal.metric), let value = totals.value(of: metric) else { continue }
            rings.append(Ring(goal, value: value, dayOver: over))
        }
        let habits = HabitTracker.days(on: date, clock: clock, trackers: context.trackers)
        let tally = HabitTracker.tally(habits)
        let medication = MedicationSchedule.day(definitions: definitions, doses: day.map { summary.doses(of: $0) } ?? [], on: date, clock: clock,
                                                  journalStart: summary.days.first?.date)
        let adherence = medication.adherence
        // The goals' rings are in ring order; the schedule's go in their places among them.
        func insertInOrder(_ ring: Ring) {
            let position = ring.metric.index
            rings.insert(ring, at: rings.firstIndex { $0.metric.index > position } ?? rings.endIndex)
        }
        if day != nil, tally.scheduled > 0 {
            insertInOrder(Ring(metric: .habits, value: Double(tally.done), target: Double(tally.scheduled), comparison: .atLeast,
                               origin: .schedule, dayOver: over))
        }
        if day != nil, adherence.scheduled > 0 {
            insertInOrder(Ring(metric: .medications, value: Double(adherence.taken), target: Double(adherence.scheduled - adherence.skipped),
                               comparison: .atLeast, origin: .schedule, dayOver: over))
        }
        return DayMetrics(
            date: date, hasEntries: day != nil, isOver: over, rings: rings, totals: totals,
            caffeine: CaffeineDay.compute(summary: summary, date: date, day: index, now: clock, intakes: context.caffeineIntakes),
            energy: energy, habits: habits, habitTally: tally, doses: medication.doses, loggedDoses: medication.logged,
            adherence: adherence)
    }
}
