/// `journal report`: the rings of every day in a period, a row per metric, with totals and means,
/// the best and worst day, the change against the previous period, habit streaks and a few
/// sentences drawn from the data. A pure function of the journal, the period and the clock.
public struct PeriodReport: Sendable {
    public var period: Period
    public var clock: JournalClock
    /// One per date of the period, in order (future dates included, marked not started).
    public var days: [DayMetrics]
    /// A row per metric that has a goal on any day of the period, in ring order.
    public var rows: [MetricRow]
    /// For periods longer than a week: the same rows summed up week by week.
    public var weeks: [WeekSummary]
    /// The best and worst finished days, by the share of rings met.
    public var bestDay: DayScore?
    public var worstDay: DayScore?
    public var streaks: [HabitStreak]
    public var insights: [String]
    public var previous: Period

    /// Builds the report.
    public init(journal: Journal, period: Period, clock: JournalClock) {
        self.init(summary: journal.summary, period: period, clock: clock)
    }

    /// Builds the report from a journal's summary (see ``Journal/summarize(paths:options:foods:)``).
    public init(summary: JournalSummary, period: Period, clock: JournalClock) {
        self.period = period
        self.clock = clock
        self.previous = period.previous
        let context = MetricsContext(summary: summary)
        let metrics = period.dates.map { DayMetrics.compute(context: context, date: $0, clock: clock) }
        days = metrics
        // Days up to now that have entries; a day nobody wrote about is no data, not zeros.
        let counted = metrics.filter { $0.date <= clock.date && $0.hasEntries }
        let previousDays = Self.previousMetrics(period: period.previous, clock: clock, context: context)
        rows = RingMetric.allCases.compactMap { metric in
            MetricRow(metric: metric, days: metrics, counted: counted, previous: previousDays)
        }
        weeks = period.dayCount > 7 ? WeekSummary.split(metrics, clock: clock, weekStart: summary.definitions.settings(on: period.start).weekStart) : []
        let scores = counted.compactMap(DayScore.init)
        bestDay = scores.max { ($0.score, $1.date) < ($1.score, $0.date) }
        worstDay = scores.count > 1 ? scores.min { ($0.score, $0.date) < ($1.score, $1.date) } : nil
        if bestDay?.date == worstDay?.date { worstDay = nil }
        let asOf = period.end < clock.date ? JournalClock.endOfDay(period.end) : clock
        streaks = context.trackers.map { $0.streak(asOf: asOf) }
        insights = Insights.sentences(rows: rows, days: counted, clock: clock, streaks: streaks)
    }

    /// The previous period's days, only up to the clock (for the change column).
    static func previousMetrics(period: Period, clock: JournalClock, context: MetricsContext) -> [DayMetrics] {
        guard period.start <= clock.date else { return [] }
        return context.summary.days(from: period.start, through: min(period.end, clock.date))
            .map { DayMetrics.compute(context: context, date: $0.date, clock: clock) }
    }
}

/// One metric across a period.
public struct MetricRow: Sendable {
    public var metric: RingMetric
    /// The day's ring, or nil where the metric had no goal (or the day has not come).
    public var cells: [Ring?]
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

    init?(metric: RingMetric, days: [DayMetrics], counted: [DayMetrics], previous: [DayMetrics]) {
        // Days after the clock have not come: no cell.
        let countedDates = Set(counted.map(\.date))
        let cells = days.map { countedDates.contains($0.date) ? $0.ring(metric) : nil }
        guard let last = (cells.last(where: { $0 != nil }) ?? nil) ?? days.compactMap({ $0.ring(metric) }).last else { return nil }
        self.metric = metric
        self.cells = cells
        comparison = last.comparison
        target = last.target
        let rings = counted.compactMap { $0.ring(metric) }.filter { $0.status != .pending || metric == .caffeine }
        daysCounted = rings.count
        total = rings.reduce(0) { $0 + $1.value }
        mean = rings.isEmpty ? 0 : total / Double(rings.count)
        daysMet = rings.filter { $0.status == .met }.count
        let before = previous.compactMap { $0.ring(metric) }
        if !before.isEmpty {
            let m = before.reduce(0) { $0 + $1.value } / Double(before.count)
            previousMean = m
            change = m != 0 && !rings.isEmpty ? (mean - m) / m * 100 : nil
        }
    }
}

/// How good a finished day was: the share of its rings that were met.
public struct DayScore: Sendable, Hashable {
    public var date: CalendarDate
    public var met: Int
    public var rings: Int
    public var score: Double { rings > 0 ? Double(met) / Double(rings) : 0 }

    init?(_ day: DayMetrics) {
        let rings = day.rings.filter { $0.status != .pending }
        guard !rings.isEmpty, day.hasEntries else { return nil }
        date = day.date
        met = rings.filter { $0.status == .met }.count
        self.rings = rings.count
    }
}

/// A week of a longer period: each metric's mean and days met.
public struct WeekSummary: Sendable {
    public var period: Period
    public var cells: [RingMetric: (mean: Double, met: Int, days: Int)]

    static func split(_ days: [DayMetrics], clock: JournalClock, weekStart: Weekday) -> [WeekSummary] {
        var weeks: [WeekSummary] = []
        var i = 0
        while i < days.count {
            let week = Period.week(containing: days[i].date, weekStart: weekStart)
            var group: [DayMetrics] = []
            while i < days.count, week.contains(days[i].date) { group.append(days[i]); i += 1 }
            var cells: [RingMetric: (Double, Int, Int)] = [:]
            for metric in RingMetric.allCases {
                let rings = group.filter { $0.date <= clock.date && $0.hasEntries }.compactMap { $0.ring(metric) }.filter { $0.status != .pending }
                guard !rings.isEmpty else { continue }
                cells[metric] = (rings.reduce(0) { $0 + $1.value } / Double(rings.count), rings.filter { $0.status == .met }.count, rings.count)
            }
            var p = week
            p.start = max(week.start, group.first!.date)
            p.end = min(week.end, group.last!.date)
            weeks.append(WeekSummary(period: p, cells: cells))
        }
        return weeks
    }
}
