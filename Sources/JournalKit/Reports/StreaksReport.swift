/// `journal streaks [HABIT]`: for each habit its current and longest streak with their dates,
/// done of scheduled over the last 7 and 30 days, the last four weeks day by day and a
/// challenge's progress; and streaks of goals kept (days in a row within the caffeine limit,
/// meeting water, with three gratitude lines, every dose taken, anything logged).
///
/// A pure function of the journal's summary and the clock. Habit streaks are
/// ``HabitTracker/streak(asOf:)``, as `journal report` shows them; the days' statuses and rings
/// are the report's ``DayMetrics``.
public struct StreaksReport: Sendable {
    public var clock: JournalClock
    /// The four weeks of the grids: the first day of the first (from `set week-start`).
    public var gridStart: CalendarDate
    public var habits: [HabitRecord]
    /// Goal streaks, in ring order, then `logged`; empty when one habit was asked for.
    public var goals: [GoalStreak]

    /// Builds the report of every habit, or of the one named `habit` (any case; nil when the
    /// journal has no habit of that name).
    public init?(summary: JournalSummary, habit: String? = nil, clock: JournalClock) {
        let context = MetricsContext(summary: summary)
        // Each tracker with its place among the context's, which is its place in a day's habits
        // when every habit is in force.
        var trackers = Array(context.trackers.enumerated())
        if let habit {
            trackers = trackers.filter { $0.element.key == habit.lowercased() }
            guard !trackers.isEmpty else { return nil }
        }
        self.clock = clock
        let today = clock.date
        let weekStart = summary.definitions.settings(on: today).weekStart
        let gridStart = HabitTracker.weekStart(of: today, weekStart: weekStart).adding(days: -21)
        self.gridStart = gridStart
        // The days the habits need (the grid's and the last 30), and for the goals the last year.
        var first = min(gridStart, today.adding(days: -29))
        if habit == nil { first = min(first, today.adding(days: -(GoalStreak.yearDays - 1))) }
        let days = first <= today ? DayMetrics.compute(context: context, from: first, count: first.days(to: today) + 1, clock: clock) : []
        var goals = habit == nil ? GoalStreak.all(days: days, clock: clock) : []
        // A current streak that began on the first day looked at may have begun earlier.
        let earlier = (summary.dateRange?.lowerBound).map { $0 < first } ?? false
        for g in goals.indices where earlier && goals[g].currentDates?.lowerBound == first { goals[g].runsOn = true }
        habits = trackers.map { HabitRecord(tracker: $0.element, place: $0.offset, days: days, gridStart: gridStart, clock: clock) }
        self.goals = habit == nil ? goals + [GoalStreak.logged(summary: summary, clock: clock)] : []
    }
}

/// One habit's record.
public struct HabitRecord: Sendable {
    public var streak: HabitStreak
    /// Done of scheduled (done, not done or pending, as the habits ring counts) over the last 7
    /// and 30 days, today included.
    public var last7: HabitTally
    public var last30: HabitTally
    /// Four weeks from the report's `gridStart`, day by day: the habit's status, nil after today.
    public var grid: [HabitStatus?]
    public var challenge: Challenge?

    /// A `for N days` challenge: its days, how many are done, how many are left to come, and
    /// whether it can still be completed.
    public struct Challenge: Sendable, Hashable {
        /// The first day; nil when the habit has not started.
        public var start: CalendarDate?
        public var end: CalendarDate?
        public var done: Int
        public var of: Int
        /// Scheduled days of the challenge that have not ended yet.
        public var left: Int
        /// Whether its first day has come.
        public var hasBegun: Bool
        public var canComplete: Bool { done + left >= of }
    }

    /// `place` is the tracker's among the context's: where a day lists it when every habit is
    /// in force (looked at first, so that thousands of habits are found in time linear in them).
    init(tracker: HabitTracker, place: Int, days: [DayMetrics], gridStart: CalendarDate, clock: JournalClock) {
        streak = tracker.streak(asOf: clock)
        func day(_ d: DayMetrics) -> HabitDay? {
            if place < d.habits.count, d.habits[place].habit == tracker.habit { return d.habits[place] }
            return d.habits.first { $0.habit == tracker.habit }
        }
        func status(_ d: DayMetrics) -> HabitStatus { day(d)?.status ?? .notScheduled }
        func tally(_ n: Int) -> HabitTally { HabitTracker.tally(days.suffix(n).compactMap(day)) }
        last7 = tally(7)
        last30 = tally(30)
        // `days` are consecutive dates up to today: a date's place is its distance from the first.
        grid = (0..<28).map { k in
            let i = days.first.map { $0.date.days(to: gridStart.adding(days: k)) } ?? -1
            return i >= 0 && i < days.count ? status(days[i]) : nil
        }
        if let progress = streak.challengeProgress {
            var left = 0
            var end: CalendarDate? = nil
            if let start = progress.start {
                end = start.adding(days: progress.of - 1)
                var d = max(start, clock.isOver(clock.date) ? clock.date.adding(days: 1) : clock.date)
                while d <= end! {
                    let s = tracker.status(on: d, clock: clock).status
                    if s == .pending || s == .notDone { left += 1 }
                    d = d.adding(days: 1)
                }
            }
            challenge = Challenge(start: progress.start, end: end, done: progress.done, of: progress.of, left: left,
                                  hasBegun: progress.start.map { $0 <= clock.date } ?? false)
        }
    }
}

/// A run of days a goal was kept: its ring met (a limit not exceeded, a target reached), or,
/// for `logged`, any entry at all. A day in progress whose ring is pending steps over; a day
/// without the ring (no entries, no mood written) breaks the run.
public struct GoalStreak: Sendable, Hashable {
    /// The ring's metric; nil for `logged`.
    public var metric: RingMetric?
    public var current: Int
    public var currentDates: ClosedRange<CalendarDate>?
    /// Whether the current streak began on the first day looked at, with days of the journal
    /// before it: it is at least ``current`` days (`365+`).
    public var runsOn = false
    public var longest: Int
    public var longestDates: ClosedRange<CalendarDate>?
    /// Days kept of the days counted: the finished days with the ring (as the report's days
    /// met), or every day from the first entry for `logged`.
    public var daysKept: Int
    public var daysCounted: Int

    /// `Caffeine within the limit`, `Water goal met`, `Every dose taken`, `Anything logged`.
    public var name: String { metric.map { Self.keptName($0, comparison) } ?? "Anything logged" }
    /// The goal's comparison (from its first ring).
    public var comparison: Comparison = .atLeast

    /// How a goal kept on a day is said: `Caffeine within the limit` (a limit), `Water goal met`,
    /// `Every habit done`, `Every dose taken`.
    public static func keptName(_ metric: RingMetric, _ comparison: Comparison) -> String {
        switch metric {
        case .medications: return "Every dose taken"
        case .habits: return "Every habit done"
        default: return metric.displayName + (comparison == .atMost ? " within the limit" : " goal met")
        }
    }

    /// How far back goal streaks (but `Anything logged`) look: a year.
    public static let yearDays = 365

    /// A streak per metric any day has a ring of, in ring order, then `logged`.
    static func all(days: [DayMetrics], clock: JournalClock) -> [GoalStreak] {
        var present = Set<RingMetric>()
        for d in days { for r in d.rings { present.insert(r.metric) } }
        return RingMetric.allCases.filter(present.contains).map { metric in
            var s = streak(metric: metric, days: days.lazy.map { d in
                let r = d.hasEntries ? d.ring(metric) : nil
                return (d.date, r.map { $0.status == .pending ? nil : $0.status == .met } ?? false, r != nil)
            })
            s.comparison = days.lazy.compactMap { $0.ring(metric) }.first?.comparison ?? .atLeast
            return s
        }
    }

    /// `Anything logged`: the days with entries, from the journal's first to today (a day's
    /// summary tells, so it looks at the whole journal); today without entries yet steps over
    /// until it ends.
    static func logged(summary: JournalSummary, clock: JournalClock) -> GoalStreak {
        guard let first = summary.dateRange?.lowerBound, first <= clock.date else {
            return GoalStreak(metric: nil, current: 0, longest: 0, daysKept: 0, daysCounted: 0)
        }
        var i = 0
        return streak(metric: nil, days: (0...first.days(to: clock.date)).lazy.map { k in
            let date = first.adding(days: k)
            while i < summary.days.count, summary.days[i].date < date { i += 1 }
            let has = i < summary.days.count && summary.days[i].date == date
            return (date, has ? true : (clock.isOver(date) ? false : nil), true)
        })
    }

    /// The runs of days kept, oldest first: each day's date, whether it was kept (nil steps over
    /// it), and whether it counts (has the ring); days before the first that counts are passed over.
    static func streak(metric: RingMetric?, days: some Sequence<(CalendarDate, Bool?, Bool)>) -> GoalStreak {
        var s = GoalStreak(metric: metric, current: 0, longest: 0, daysKept: 0, daysCounted: 0)
        var runStart: CalendarDate? = nil
        var started = false
        for (date, kept, counts) in days {
            guard let k = kept else { continue }
            if !started, !counts { continue }
            started = true
            if counts { s.daysCounted += 1 }
            if k {
                s.daysKept += 1
                if s.current == 0 { runStart = date }
                s.current += 1
                s.currentDates = runStart!...date
                if s.current >= s.longest {
                    s.longest = s.current
                    s.longestDates = s.currentDates
                }
            } else {
                s.current = 0
                s.currentDates = nil
            }
        }
        return s
    }
}
