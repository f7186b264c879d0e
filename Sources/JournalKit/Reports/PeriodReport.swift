import Foundation

/// `journal report`: the rings of every day in a period, a row per metric, with totals and means,
/// the best and worst day, the change against the previous period, habit streaks and a few
/// sentences drawn from the data. A pure function of the journal, the period and the clock.
public struct PeriodReport: Sendable {
    public var period: Period
    public var clock: JournalClock
    /// One per date of the period, in order (future dates included, marked not started), when
    /// the report keeps its days (``KeptDays``); else empty, and the rows and weeks stand for them.
    public var days: [DayMetrics]
    /// A row per metric that has a goal on any day of the period, in ring order.
    public var rows: [MetricRow]
    /// What the days wrote that no row rings: workouts, weight, mood and sleep, each when it has
    /// data and its ring no row (``WrittenRow``).
    public var written: [WrittenRow]
    /// For periods longer than a week: the same rows summed up week by week.
    public var weeks: [WeekSummary]
    /// The weeks that have any day counted, oldest first (the ones a long report shows).
    public var weeksWithData: [WeekSummary] { weeks.filter { $0.cells.hasData } }
    /// The best and worst finished days, by the share of rings met.
    public var bestDay: DayScore?
    public var worstDay: DayScore?
    public var streaks: [HabitStreak]
    /// Things worth noticing, most useful first (``InsightText`` words them).
    public var insights: [Insight]
    public var previous: Period
    /// Each day's caffeine curve, in the order of ``days``, when the report was asked for them
    /// (``init(summary:period:clock:caffeineCurves:)``; the JSON output shows them); else nil.
    public var caffeineCurves: [CaffeineDay.Curve]? = nil
    /// The days met of every row, summed, of the days counted.
    public var goalsMet: GoalsMet
    /// How many days the report counts: those up to now with entries.
    public var daysCounted: Int
    /// The last day the report counts: the period's end, or today when the period runs on.
    public var lastDay: CalendarDate { min(period.end, clock.date) }
    /// The days of the period with drinks or meal items that count nothing because they were
    /// not understood, and how many each has.
    public var uncountedItems: [(date: CalendarDate, items: Int)] = []
    /// How many items of the period count nothing.
    public var uncountedItemTotal: Int { uncountedItems.reduce(0) { $0 + $1.items } }
    /// The doses of the period's days up to now (``MedicationSchedule``, as `journal meds`).
    public var doses: Adherence
    /// The to-dos written on the period's days: done of those open.
    public var tasks: TaskTally
    /// Each symptom noted on the period's days up to now, most days first.
    public var symptoms: [SymptomTally]
    /// Energy in and out against the need over the days counted, when any has food, drink or a
    /// workout.
    public var energyBalance: EnergyBalanceSum?
    /// The period's caffeine by the category of its drinks, up to now; nil when it has none.
    public var caffeineByCategory: PeriodCaffeineByCategory?
    /// The nutrients the journal shows (``Definitions/shownNutrients``): the keys of its JSON.
    public var shownNutrients: [Nutrient] = Nutrient.core
    /// The nutrients after the core ten the journal shows (`- set show calcium`) and the
    /// report has no row of, each as a mean a day counted, by column.
    public var nutrientMeans: [DayReport.NutrientTotal] = []

    /// Which days a report keeps in ``days``, beside the rows, weeks and insights it sums them into.
    public enum KeptDays: Sendable {
        /// The days a renderer shows one by one: every day of a period of up to
        /// ``PeriodReport/daysShownOneByOne`` days; none of a longer one, whose weeks stand for them.
        case shown
        /// Every day (JSON and CSV list them all).
        case all
    }

    /// The longest period whose days a report keeps unless asked (two months).
    public static let daysShownOneByOne = 62

    /// Builds the report.
    public init(journal: Journal, period: Period, clock: JournalClock) {
        self.init(summary: journal.summary, period: period, clock: clock)
    }

    /// Builds the report from a journal's summary (see ``Journal/summarize(paths:options:foods:)``):
    /// each day is worked out and summed up in turn, and kept as `kept` says.
    public init(summary: JournalSummary, period: Period, clock: JournalClock, keeping kept: KeptDays = .shown) {
        self.period = period
        self.clock = clock
        self.previous = period.previous
        shownNutrients = summary.definitions.shownNutrients
        let context = MetricsContext(summary: summary)
        let weekStart = summary.definitions.settings(on: period.start).weekStart
        let keeps = kept == .all || period.dayCount <= Self.daysShownOneByOne
        let (sums, days) = PeriodSums.of(period, context: context, clock: clock, weekStart: weekStart, keepingDays: keeps)
        self.days = days
        let previousDays = Self.previousMetrics(period: period.previous, clock: clock, context: context)
        let asOf = period.end < clock.date ? JournalClock.endOfDay(period.end) : clock

        rows = Self.rows(sums, days: days, period: period, previous: previousDays, clock: clock, context: context)
        nutrientMeans = shownNutrients.filter { !$0.isCore }.compactMap { [rows] n in
            guard sums.daysCounted > 0, !rows.contains(where: { $0.metric == RingMetric(n) }) else { return nil }
            return DayReport.NutrientTotal(nutrient: n, amount: sums.nutrients[n] / Double(sums.daysCounted), leavesOut: sums.nutrients.leavesOut(n))
        }
        written = sums.written.rows(besides: rows, days: days, through: clock.date)
        // Weight against the period before: the mean weigh-in of each.
        if let w = written.firstIndex(where: { $0.kind == .weight }) {
            let before = summary.days(from: period.previous.start, through: min(period.previous.end, clock.date)).compactMap(\.weightKg)
            written[w].previousMean = before.isEmpty ? nil : before.reduce(0, +) / Double(before.count)
            written[w].previousName = period.kind == .week ? "the week before" : period.kind == .month ? "the month before" : "the period before"
        }
        weeks = sums.allWeeks
        (bestDay, worstDay) = sums.bestAndWorst
        streaks = context.trackers.map { $0.streak(asOf: asOf) }
        insights = Insights.insights(rows: rows, walk: sums.walk, streaks: streaks)
        // Sleep against caffeine at bedtime looks at the nights before the period too.
        if let sleep = CaffeineAndSleep.compute(summary: context.summary, through: min(period.end, clock.date)) {
            insights.append(.caffeineAndSleep(sleep))
        }
        // And what went with the mood, over the same eight weeks, or the days of them the journal has.
        let end = min(period.end, clock.date)
        let windowStart = end.adding(days: -(CaffeineAndSleep.windowDays - 1))
        let window = DayMetrics.compute(context: context, from: windowStart, count: CaffeineAndSleep.windowDays, clock: clock)
        if let pair = MoodPair.all(window, trackers: context.trackers, summary: context.summary).first {
            insights.append(.moodWith(pair, days: context.summary.daysSpanned(from: windowStart, through: end)))
        }
        goalsMet = GoalsMet(rows: rows)
        daysCounted = sums.daysCounted
        uncountedItems = summary.days(from: period.start, through: period.end).compactMap { day in
            day.uncountedItems > 0 ? (day.date, day.uncountedItems) : nil
        }
        doses = sums.doses
        tasks = summary.days(from: period.start, through: period.end).reduce(TaskTally()) { $0 + $1.tasks }
        symptoms = SymptomTally.all(summary: summary, from: period.start, through: min(period.end, clock.date))
        energyBalance = sums.energyBalance.days > 0 ? sums.energyBalance : nil
        caffeineByCategory = PeriodCaffeineByCategory(summary: summary, from: period.start, through: min(period.end, clock.date))
    }

    /// A row per metric that has a goal on any day.
    private static func rows(_ sums: PeriodSums, days: [DayMetrics], period: Period, previous previousDays: [DayMetrics],
                             clock: JournalClock, context: MetricsContext) -> [MetricRow] {
        // The sum and count of each metric's values in the previous period.
        var before = [(sum: Double, count: Int)](repeating: (0, 0), count: RingMetric.allCases.count)
        for d in previousDays {
            for r in d.rings {
                before[r.metric.index].sum += r.value
                before[r.metric.index].count += 1
            }
        }
        // A metric no counted day has a ring of still has a row when any day has its goal (a
        // day without entries has no rings, and a day without a mood no mood ring: the goals
        // are read from what is in force); the latest such day gives the target.
        // Only metrics that may have a goal are looked for (else a report of years would work
        // out every day's goals for a metric nobody set one for).
        var lastGoals = [GoalTarget?](repeating: nil, count: RingMetric.allCases.count)
        let mayHaveGoal = metricsThatMayHaveGoals(sums, context: context)
        var missing = RingMetric.allCases.filter { sums.tallies[$0.index].last == nil && mayHaveGoal[$0.index] }.count
        var date = period.end
        while missing > 0, date >= period.start {
            let i = period.start.days(to: date)
            let day = i < days.count ? days[i] : DayMetrics.compute(context: context, date: date, clock: clock)
            for g in day.goals(context) where lastGoals[g.metric.index] == nil && sums.tallies[g.metric.index].last == nil {
                lastGoals[g.metric.index] = g
                missing -= 1
            }
            date = date.adding(days: -1)
        }
        return RingMetric.allCases.compactMap { metric in
            let m = metric.index
            return MetricRow(metric: metric, cells: RingColumn(metric: metric, days: days, through: clock.date), tally: sums.tallies[m],
                             fallback: lastGoals[m], previous: before[m])
        }
    }

    /// For each metric (by index), whether some day of the period may have a goal of it: a goal
    /// defined at any time, an energy target, habits or doses scheduled. (More may
    /// be said than hold; never fewer.)
    private static func metricsThatMayHaveGoals(_ sums: PeriodSums, context: MetricsContext) -> [Bool] {
        var may = [Bool](repeating: false, count: RingMetric.allCases.count)
        for goal in context.definitions.goals {
            if let metric = RingMetric(goal: goal.value.metric) { may[metric.index] = true }
            if case .macros = goal.value.target { for m in [RingMetric.carbs, .protein, .fat] { may[m.index] = true } }
        }
        if sums.anyEnergy { may[RingMetric.energy.index] = true }
        if sums.anyHabits { may[RingMetric.habits.index] = true }
        if sums.anyDoses { may[RingMetric.medications.index] = true }
        return may
    }

    /// The previous period's days, only up to the clock (for the change column).
    static func previousMetrics(period: Period, clock: JournalClock, context: MetricsContext) -> [DayMetrics] {
        guard period.start <= clock.date else { return [] }
        return context.summary.days(from: period.start, through: min(period.end, clock.date))
            .map { DayMetrics.compute(context: context, date: $0.date, clock: clock) }
    }
}

extension PeriodReport {
    /// Builds the report, with each day's caffeine curve when `caffeineCurves` (text and HTML
    /// do not show them; a report of years would work out one per day for nothing).
    public init(summary: JournalSummary, period: Period, clock: JournalClock, caffeineCurves: Bool) {
        self.init(summary: summary, period: period, clock: clock, keeping: caffeineCurves ? .all : .shown)
        if caffeineCurves { self.caffeineCurves = days.map { $0.caffeine.curve() } }
    }
}

/// One metric across a period.
public struct MetricRow: Sendable {
    public var metric: RingMetric
    /// The day's ring, or nil where the metric had no goal (or the day has not come).
    public var cells: RingColumn
    public var comparison: Comparison
    /// The latest target in the period.
    public var target: Double
    /// Sum of the values over the days counted (days up to today that have the ring).
    public var total: Double
    /// Mean value per counted day.
    public var mean: Double
    /// Days the goal was met (for `<=` goals: not over), of the days counted.
    public var daysMet: Int
    public var daysCounted: Int
    /// The previous period's mean, and the change in percent against it.
    public var previousMean: Double?
    public var change: Double?
    /// The rings the row was made from, summed up.
    let tally: Tally

    /// A metric's rings on the days counted, summed up.
    struct Tally: Sendable {
        /// The last ring.
        var last: Ring?
        /// The sum of values, days and days met, of the finished rings (and caffeine's, finished or not).
        var total = 0.0, days = 0, met = 0
        /// Every ring counted, and those of days that are over, and of those the ones met (for
        /// the insight sentences).
        var rings = 0, daysOver = 0, metOver = 0
        /// The days over the limit: how many, and the dates of the first five.
        var overCount = 0
        var overDates: [CalendarDate] = []

        mutating func add(_ r: Ring, date: CalendarDate, isOver: Bool) {
            last = r
            rings += 1
            if r.status == .over {
                overCount += 1
                if overDates.count < 5 { overDates.append(date) }
            }
            if isOver {
                daysOver += 1
                if r.status == .met { metOver += 1 }
            }
            guard r.status != .pending || r.metric == .caffeine else { return }
            total += r.value
            days += 1
            if r.status == .met { met += 1 }
        }

        /// Adds `later`'s rings, of the days that follow.
        mutating func join(_ later: Tally) {
            last = later.last ?? last
            total += later.total
            days += later.days
            met += later.met
            rings += later.rings
            daysOver += later.daysOver
            metOver += later.metOver
            overCount += later.overCount
            overDates = Array((overDates + later.overDates).prefix(5))
        }
    }

    /// The row of `metric` from its rings on the days counted (`tally`), with its latest goal
    /// on any day (for a row whose goal no day counted has a ring of), and the sum and count of
    /// its values in the previous period; nil when no day has the goal.
    init?(metric: RingMetric, cells: RingColumn, tally: Tally, fallback: GoalTarget?, previous: (sum: Double, count: Int)) {
        guard let (comparison, target) = tally.last.map({ ($0.comparison, $0.target) }) ?? fallback.map({ ($0.comparison, $0.value) }) else {
            return nil
        }
        self.metric = metric
        self.cells = cells
        self.tally = tally
        self.comparison = comparison
        self.target = target
        daysCounted = tally.days
        total = tally.total
        mean = tally.days == 0 ? 0 : tally.total / Double(tally.days)
        daysMet = tally.met
        if previous.count > 0 {
            let m = previous.sum / Double(previous.count)
            previousMean = m
            change = m != 0 && tally.days > 0 ? (mean - m) / m * 100 : nil
        }
    }
}

/// A metric's ring on each day of a period, read from the days' rings: nil where the day has
/// no ring of it or is not counted (after the clock, or without entries).
public struct RingColumn: RandomAccessCollection, Sendable {
    public let metric: RingMetric
    private let days: [DayMetrics]
    /// The last date counted (the clock's).
    private let through: CalendarDate

    init(metric: RingMetric, days: [DayMetrics], through: CalendarDate) {
        self.metric = metric
        self.days = days
        self.through = through
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { days.count }

    public subscript(i: Int) -> Ring? {
        guard days[i].isCounted(through: through) else { return nil }
        for r in days[i].rings where r.metric == metric { return r }
        return nil
    }
}

/// How good a finished day was: the share of its rings that were met.
public struct DayScore: Sendable, Hashable {
    public var date: CalendarDate
    public var met: Int
    public var rings: Int
    public var score: Double { rings > 0 ? Double(met) / Double(rings) : 0 }
    /// The day's rings, pending ones included (a page draws them beside the score).
    public var dayRings: [Ring]

    /// The score of a day with entries from its rings; nil when none is finished.
    init?(date: CalendarDate, rings: [Ring]) {
        var met = 0, finished = 0
        for r in rings where r.status != .pending {
            finished += 1
            if r.status == .met { met += 1 }
        }
        guard finished > 0 else { return nil }
        self.date = date
        self.met = met
        self.rings = finished
        dayRings = rings
    }
}

/// A week of a longer period: each metric's mean and days met.
public struct WeekSummary: Sendable {
    public var period: Period
    public var cells: WeekCells
}

/// Each metric's mean, days met and days counted in a week: nil for a metric no day counted has.
public struct WeekCells: Sendable {
    /// Whether any metric has a day counted in the week.
    public var hasData: Bool { cells.contains { $0.days > 0 } }

    /// By ``RingMetric/index``; `days` is 0 where there is none.
    private var cells: [(mean: Double, met: Int32, days: Int32)] = []

    public subscript(metric: RingMetric) -> (mean: Double, met: Int, days: Int)? {
        let m = metric.index
        guard m < cells.count, cells[m].days > 0 else { return nil }
        return (cells[m].mean, Int(cells[m].met), Int(cells[m].days))
    }

    mutating func set(_ metric: Int, mean: Double, met: Int, days: Int) {
        while cells.count <= metric { cells.append((0, 0, 0)) }
        cells[metric] = (mean, Int32(met), Int32(days))
    }
}

extension DayMetrics {
    /// The goals of the day, whether or not it has rings of them: those in force, and the habits
    /// and medication doses scheduled (as its rings would measure them).
    func goals(_ context: MetricsContext) -> [GoalTarget] {
        var goals = GoalTarget.all(definitions: context.definitions, on: date, energy: energy)
        if habitTally.scheduled > 0 {
            goals.append(GoalTarget(metric: .habits, comparison: .atLeast, value: Double(habitTally.scheduled), origin: .schedule))
        }
        if adherence.scheduled > 0 {
            goals.append(GoalTarget(metric: .medications, comparison: .atLeast, value: Double(adherence.scheduled - adherence.skipped),
                                    origin: .schedule))
        }
        return goals
    }

    /// Whether a report counts the day: it has come (by `date`, the clock's) and has entries; a
    /// day nobody wrote about is no data, not zeros.
    @inline(__always) func isCounted(through date: CalendarDate) -> Bool { self.date <= date && hasEntries }

    /// Hands the metrics of the days at `offsets` from `start` to `body`, in date order, each
    /// worked out as `body` takes it.
    static func forEach(context: MetricsContext, from start: CalendarDate, in offsets: Range<Int>, clock: JournalClock,
                        _ body: (consuming DayMetrics) -> Void) {
        let summary = context.summary
        // The summary's days are in date order: walk them along with the dates.
        var i = summary.index(from: start.adding(days: offsets.lowerBound))
        for k in offsets {
            let date = start.adding(days: k)
            while i < summary.days.count, summary.days[i].date < date { i += 1 }
            let day = i < summary.days.count && summary.days[i].date == date ? i : nil
            body(compute(context: context, date: date, day: day, clock: clock))
        }
    }

    /// The metrics of `count` days from `start`; for long periods, stretches of days on every core
    /// (``ParallelStretches``).
    static func compute(context: MetricsContext, from start: CalendarDate, count: Int, clock: JournalClock) -> [DayMetrics] {
        ParallelStretches.map(count: count) { stretch, put in
            forEach(context: context, from: start, in: stretch, clock: clock) { put($0) }
        }
    }
}

/// A symptom over a period: on how many days it was noted, and its mean severity over the
/// days it was given one (a day's severity is the highest written that day).
public struct SymptomTally: Sendable, Hashable {
    /// The symptom's name, lower-cased.
    public var name: String
    public var days: Int
    /// Nil when no day gave it a severity.
    public var meanSeverity: Double?
    /// How many days gave it a severity.
    public var daysRated: Int

    /// The symptoms of the journal's days from `start` through `end`, most days first, then by name.
    static func all(summary: JournalSummary, from start: CalendarDate, through end: CalendarDate) -> [SymptomTally] {
        guard start <= end else { return [] }
        var tallies: [String: (days: Int, sum: Double, rated: Int)] = [:]
        for day in summary.days(from: start, through: end) {
            for s in summary.symptoms(of: day) {
                var t = tallies[s.key] ?? (0, 0, 0)
                t.days += 1
                if let v = s.severity { t.sum += v; t.rated += 1 }
                tallies[s.key] = t
            }
        }
        return tallies.sorted { ($1.value.days, $0.key) < ($0.value.days, $1.key) }.map { name, t in
            SymptomTally(name: name, days: t.days, meanSeverity: t.rated > 0 ? t.sum / Double(t.rated) : nil, daysRated: t.rated)
        }
    }
}
