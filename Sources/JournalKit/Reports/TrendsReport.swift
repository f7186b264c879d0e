/// `journal trends [--days N] [--metric M]`: one metric over the last N days, a value a day;
/// its mean, highs and lows; this week against last week and this month against last month (as
/// `journal report`'s change column); and what goes with your mood: mean mood on days with and
/// without each habit and goal, and caffeine at bedtime against the next day's mood and that
/// night's sleep. Associations, not causes.
///
/// A pure function of the journal's summary, the options and the clock; the values are the
/// report's ``DayMetrics``, through ``DayMeasure``.
public struct TrendsReport: Sendable {
    public var measure: DayMeasure
    public var clock: JournalClock
    /// The last `days` days up to today.
    public var period: Period
    /// The first day of a week (`set week-start` on today).
    public var weekStart: Weekday
    /// A mark per day of the period.
    public var days: [CalendarDay]
    /// The target of a goal's ring (the latest in the period), to draw as a line.
    public var goal: (comparison: Comparison, target: Double)?
    public var stats: TrendStats
    /// The period's days by calendar week (from ``weekStart``), each with its stats, oldest first.
    public var weeks: [Week]
    /// The calendar week holding today against the one before, and the month against the one
    /// before (their days up to now).
    public var weekOnWeek: TrendChange
    public var monthOnMonth: TrendChange
    /// Mean mood on days with and without each habit done and each goal met, both groups with at
    /// least ``MoodPair/minimumDays`` days, the largest difference first.
    public var moodPairs: [MoodPair]
    /// The period's days with a mood, split by the caffeine in the body at bedtime the evening
    /// before (at the median): nil with fewer than ``CaffeineAndSleep/minimumNights``.
    public var caffeineAndMood: CaffeineAndMood?
    /// The period's nights, split the same way, against the sleep logged.
    public var caffeineAndSleep: CaffeineAndSleep?
    /// The day's caffeine and sleep on days with each symptom against days without, for the
    /// symptoms noted on at least ``SymptomPair/minimumDays`` days of the period, most days first.
    public var symptomPairs: [SymptomPair]
    /// The days of the period the journal spans (from its first day to its last), which what
    /// goes with the mood is drawn from: fewer than the period's when it starts later or ends
    /// earlier.
    public var journalDays: Int

    /// For a value without a ring (weight): each day's mean of the values on it and the six
    /// days before it (nil where those seven days have none); empty for other measures.
    public var rollingMeans: [Double?] = []
    /// For caffeine: the period's caffeine by the category of its drinks; nil for other measures
    /// and a period without caffeine.
    public var caffeineByCategory: PeriodCaffeineByCategory?

    public static let defaultDays = 28

    /// The days of the period in one calendar week.
    public struct Week: Sendable {
        /// Their places in ``days``.
        public var days: Range<Int>
        public var stats: TrendStats
    }

    public init(summary: JournalSummary, days count: Int = TrendsReport.defaultDays, measure: DayMeasure, clock: JournalClock) {
        self.measure = measure
        self.clock = clock
        let today = clock.date
        let start = today.adding(days: -(count - 1))
        period = Period(start: start, end: today, kind: .range, label: "Last \(count) days: \(start) – \(today)")
        let weekStart = summary.definitions.settings(on: today).weekStart
        self.weekStart = weekStart
        let thisWeek = Period.week(containing: today, weekStart: weekStart)
        let thisMonth = Period.month(year: today.year, month: today.month)
        // One computation of every day any part needs: the period, last week, last month.
        let first = min(start, thisWeek.previous.start, thisMonth.previous.start)
        let context = MetricsContext(summary: summary)
        let metrics = DayMetrics.compute(context: context, from: first, count: first.days(to: today) + 1, clock: clock)
        let offset = first.days(to: start)
        let window = Array(metrics[offset...])
        days = window.map { CalendarDay(date: $0.date, mark: measure.mark($0, through: today)) }
        if case .ring(let m) = measure, let r = window.reversed().lazy.compactMap({ $0.ring(m) }).first {
            goal = (r.comparison, r.target)
        }
        stats = TrendStats(days)
        if case .value(let m) = measure {
            rollingMeans = Self.rollingMeans(of: m, summary: summary, days: days.map(\.date))
        }
        weeks = Self.weeks(days, weekStart: weekStart)
        if measure.isCaffeine { caffeineByCategory = PeriodCaffeineByCategory(summary: summary, from: start, through: today) }
        func marks(_ p: Period) -> [CalendarDay] {
            metrics.filter { p.contains($0.date) }.map { CalendarDay(date: $0.date, mark: measure.mark($0, through: today)) }
        }
        weekOnWeek = TrendChange(this: TrendStats(marks(thisWeek)), previous: TrendStats(marks(thisWeek.previous)))
        monthOnMonth = TrendChange(this: TrendStats(marks(thisMonth)), previous: TrendStats(marks(thisMonth.previous)))
        moodPairs = MoodPair.all(window, trackers: context.trackers, summary: summary)
        caffeineAndMood = CaffeineAndMood.compute(summary: summary, from: start, through: today)
        caffeineAndSleep = CaffeineAndSleep.compute(summary: summary, from: start, through: today)
        symptomPairs = SymptomPair.all(summary: summary, from: start, through: today)
        journalDays = summary.daysSpanned(from: start, through: today)
    }
}

extension TrendsReport {
    /// The days of the window that ends on each of `dates` (seven days, the six before it and
    /// itself): the mean of `metric`'s values on them (each day's last weigh-in), nil without any.
    static func rollingMeans(of metric: ValueMetric, summary: JournalSummary, days dates: [CalendarDate], window: Int = 7) -> [Double?] {
        guard let first = dates.first, let last = dates.last else { return [] }
        let values = summary.days(from: first.adding(days: -(window - 1)), through: last).compactMap { day in
            DayTotals(day: day, latestWeightKg: nil).value(of: metric).map { (day.date, $0) }
        }
        return dates.map { date in
            let seen = values.filter { $0.0 <= date && $0.0 > date.adding(days: -window) }.map(\.1)
            return seen.isEmpty ? nil : seen.reduce(0, +) / Double(seen.count)
        }
    }
}

/// The day's caffeine and sleep on the days with a symptom and on the other days of the journal
/// in a period: associations, not causes.
public struct SymptomPair: Sendable, Hashable {
    /// The symptom's name, lower-cased.
    public var name: String
    public var withDays: Int
    public var withoutDays: Int
    /// Mean caffeine of the day (mg), on days with the symptom and on the others.
    public var caffeineWith: Double
    public var caffeineWithout: Double?
    /// Mean sleep logged on the day (hours), over the days of each group with sleep; nil when none has.
    public var sleepWith: Double?
    public var sleepWithout: Double?

    /// The fewest days with a symptom for it to be set against the others.
    public static let minimumDays = 2

    /// The journal's days from `start` through `end`, one pair per symptom noted on at least
    /// ``minimumDays`` of them, most days first, then by name.
    static func all(summary: JournalSummary, from start: CalendarDate, through end: CalendarDate) -> [SymptomPair] {
        let days = summary.days(from: start, through: end)
        var noted: [String: Int] = [:]
        for d in days { for s in summary.symptoms(of: d) { noted[s.key, default: 0] += 1 } }
        func mean(_ values: [Double]) -> Double? { values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }
        return noted.filter { $0.value >= minimumDays }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { name, count in
            var with: [DaySummary] = [], without: [DaySummary] = []
            for d in days {
                if summary.symptoms(of: d).contains(where: { $0.key == name }) { with.append(d) } else { without.append(d) }
            }
            func sleep(_ group: [DaySummary]) -> Double? { mean(group.filter { $0.sleeps > 0 }.map { $0.sleepMinutes / 60 }) }
            return SymptomPair(name: name, withDays: count, withoutDays: without.count,
                               caffeineWith: mean(with.map(\.nutrients.caffeine)) ?? 0, caffeineWithout: mean(without.map(\.nutrients.caffeine)),
                               sleepWith: sleep(with), sleepWithout: sleep(without))
        }
    }
}

extension TrendsReport {
    /// `days` (consecutive) by calendar week, each with its stats.
    static func weeks(_ days: [CalendarDay], weekStart: Weekday) -> [Week] {
        var weeks: [Week] = [], i = 0
        while i < days.count {
            let week = Period.week(containing: days[i].date, weekStart: weekStart)
            var j = i
            while j < days.count, week.contains(days[j].date) { j += 1 }
            weeks.append(Week(days: i..<j, stats: TrendStats(Array(days[i..<j]))))
            i = j
        }
        return weeks
    }
}

/// The mean, highest and lowest of a run of days' values, as the report counts them: days with
/// a value up to now; a ring still pending today (a target not reached yet) is left out, but for
/// caffeine, whose limit counts as the day goes.
public struct TrendStats: Sendable, Hashable {
    public var count: Int
    public var mean: Double?
    public var high: CalendarDay?
    public var low: CalendarDay?

    init(_ days: [CalendarDay]) {
        var sum = 0.0, count = 0
        var high: CalendarDay? = nil, low: CalendarDay? = nil
        for d in days {
            if case .ring(let r) = d.mark, r.status == .pending, r.metric != .caffeine { continue }
            guard let v = d.mark.value else { continue }
            sum += v
            count += 1
            // The latest of equal highs or lows.
            if high.flatMap({ $0.mark.value }).map({ v >= $0 }) ?? true { high = d }
            if low.flatMap({ $0.mark.value }).map({ v <= $0 }) ?? true { low = d }
        }
        self.count = count
        mean = count > 0 ? sum / Double(count) : nil
        self.high = high
        self.low = low
    }
}

/// Two periods' means and the change in percent (as the report's `vs prev`).
public struct TrendChange: Sendable, Hashable {
    public var this: TrendStats
    public var previous: TrendStats
    /// (this − previous) ÷ previous × 100; nil without both means or with a previous mean of 0.
    public var percent: Double? {
        guard let a = this.mean, let b = previous.mean, b != 0 else { return nil }
        return (a - b) / b * 100
    }
}

/// Mean mood on days with something (a habit done, a goal met) and days without it.
public struct MoodPair: Sendable, Hashable {
    /// `meditate done` (the habit's name as written), `Caffeine within the limit`, `Water goal met`.
    public var name: String
    public var withMean: Double
    public var withDays: Int
    public var withoutMean: Double
    public var withoutDays: Int
    public var difference: Double { withMean - withoutMean }

    /// Both groups need this many days.
    public static let minimumDays = 5

    /// The finished days with a mood: each habit done against not done, each goal's ring met
    /// against not met (mood's own ring left out), each tag (`#jitters`) and each symptom
    /// (`headache noted`) written against not; pairs with both groups of at least
    /// ``minimumDays``, the largest difference first (then by name).
    static func all(_ days: [DayMetrics], trackers: [HabitTracker], summary: JournalSummary) -> [MoodPair] {
        var groups: [String: (with: [Double], without: [Double])] = [:]
        var order: [String] = []
        func add(_ name: String, _ has: Bool, _ mood: Double) {
            if groups[name] == nil { order.append(name); groups[name] = ([], []) }
            if has { groups[name]!.with.append(mood) } else { groups[name]!.without.append(mood) }
        }
        // Each day with a mood, with its tags and symptoms by name; every name noted on any of
        // them, in the order first noted.
        var moodDays: [(day: DayMetrics, mood: Double, noted: Set<String>)] = []
        var notedNames: [String] = [], seen = Set<String>()
        for d in days where d.isOver && d.hasEntries {
            guard let mood = d.totals.mood?.mean else { continue }
            for h in d.habits where h.status == .done || h.status == .notDone { add(h.habit + " done", h.status == .done, mood) }
            for r in d.rings where r.metric != .mood && r.status != .pending {
                add(GoalStreak.keptName(r.metric, r.comparison), r.status == .met, mood)
            }
            var noted = Set<String>()
            if let day = summary.day(on: d.date) {
                for v in summary.namedValues(of: day) {
                    switch v.kind {
                    case .tag: noted.insert("#" + v.key)
                    case .symptom: noted.insert(v.key + " noted")
                    case .habit: break
                    }
                }
            }
            for name in noted.sorted() where seen.insert(name).inserted { notedNames.append(name) }
            moodDays.append((d, mood, noted))
        }
        for name in notedNames {
            for m in moodDays { add(name, m.noted.contains(name), m.mood) }
        }
        func mean(_ v: [Double]) -> Double { v.reduce(0, +) / Double(v.count) }
        return order.compactMap { name in
            let g = groups[name]!
            guard g.with.count >= minimumDays, g.without.count >= minimumDays else { return nil }
            return MoodPair(name: name, withMean: mean(g.with), withDays: g.with.count, withoutMean: mean(g.without), withoutDays: g.without.count)
        }.sorted { abs($0.difference) != abs($1.difference) ? abs($0.difference) > abs($1.difference) : $0.name < $1.name }
    }
}

/// Caffeine in the body at bedtime against the next day's mood: the days with a mood whose
/// evening before is in the journal, split at the median level (as ``CaffeineAndSleep``).
public struct CaffeineAndMood: Sendable, Hashable {
    public var days: Int
    public var medianMg: Double
    public var moreDays: Int
    public var moreMood: Double
    public var lessDays: Int
    public var lessMood: Double

    /// Nil with fewer than ``CaffeineAndSleep/minimumNights`` days, or every level the same.
    public static func compute(summary: JournalSummary, from start: CalendarDate, through end: CalendarDate) -> CaffeineAndMood? {
        let days = CaffeineAtBedtime.levels(summary: summary, from: start, through: end) { $0.moodCount > 0 }
        guard days.count >= CaffeineAndSleep.minimumNights,
              let split = CaffeineAtBedtime.split(days.map { ($0.mg, Ring.oneDecimal($0.day.moodSum / Double($0.day.moodCount))) }) else { return nil }
        return CaffeineAndMood(days: days.count, medianMg: split.medianMg, moreDays: split.more.count, moreMood: split.more.mean,
                               lessDays: split.less.count, lessMood: split.less.mean)
    }
}
