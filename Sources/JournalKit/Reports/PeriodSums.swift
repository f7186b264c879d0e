/// What a period report sums up of its days, one day at a time as they are worked out: the rows'
/// tallies, the weeks, the best and worst day, what the insights look for, the doses, and which
/// metrics may have a goal. A report of years never holds every day's metrics (the 100,000 days
/// of a 100 MB journal, with their rings, habits and doses, took about 100 MB).
///
/// A long period is summed up a stretch of days at a time on every core, each stretch where its
/// days are worked out (``of(_:context:clock:weekStart:keepingDays:)``); the stretches' sums are
/// then joined in date order (``join(_:)``), which gives what summing every day in turn gives.
struct PeriodSums: Sendable {
    /// The clock's date: days after it are not counted.
    let through: CalendarDate
    let weekStart: Weekday
    /// Whether the period is summed up week by week (longer than a week).
    let splitsWeeks: Bool

    /// Each metric's rings on the days counted, by ``RingMetric/index``.
    private(set) var tallies = [MetricRow.Tally](repeating: MetricRow.Tally(), count: RingMetric.allCases.count)
    /// The days counted: up to the clock, with entries.
    private(set) var daysCounted = 0
    /// The weeks' sums, the last one being summed up.
    private var weeks: [WeekSummary.Sums] = []
    /// The best and the worst finished day counted (ties: the earlier), and how many were scored.
    private var best: DayScore?, worst: DayScore?, scored = 0
    private(set) var walk = Insights.DayWalk()
    /// What the days counted wrote of workouts, weight, mood and sleep.
    private(set) var written = WrittenRow.Sums()
    /// The nutrients of the days counted, summed (the nutrients after the core ten a report
    /// shows without a goal are given as a mean a day).
    private(set) var nutrients = Nutrients()
    /// The doses of the days up to the clock.
    private(set) var doses = Adherence()
    /// Energy in and out against the need (with the definitions to work the need out from).
    private(set) var energyBalance = EnergyBalanceSum()
    let definitions: Definitions?
    /// Whether any day has an energy target, habits scheduled, doses scheduled.
    private(set) var anyEnergy = false, anyHabits = false, anyDoses = false

    init(through: CalendarDate, weekStart: Weekday, splitsWeeks: Bool, definitions: Definitions? = nil) {
        self.through = through
        self.definitions = definitions
        self.weekStart = weekStart
        self.splitsWeeks = splitsWeeks
    }

    /// Adds the next day of the period (days come in date order).
    mutating func add(_ day: DayMetrics) {
        let counted = day.isCounted(through: through)
        if counted {
            daysCounted += 1
            for r in day.rings { tallies[r.metric.index].add(r, date: day.date, isOver: day.isOver) }
            // The best and worst are finished days: not today while it is in progress (--now).
            if day.isOver, let score = DayScore(date: day.date, rings: day.rings) {
                scored += 1
                if best == nil || score.score > best!.score { best = score }
                if worst == nil || score.score < worst!.score { worst = score }
            }
            walk.add(day)
            written.add(day.totals)
            nutrients += day.totals.nutrients
            if let definitions { energyBalance.add(day, definitions: definitions) }
        }
        if day.date <= through {
            doses = doses + day.adherence
            walk.addDoses(day)
        }
        if splitsWeeks { addToWeek(day, counted: counted) }
        if day.energy != nil { anyEnergy = true }
        if day.habitTally.scheduled > 0 { anyHabits = true }
        if day.adherence.scheduled > 0 { anyDoses = true }
    }

    /// The sums of the days of `period` (up to the clock's date, as `add` counts them), and the
    /// days themselves in date order when `keepingDays`.
    static func of(_ period: Period, context: MetricsContext, clock: JournalClock, weekStart: Weekday,
                   keepingDays: Bool) -> (sums: PeriodSums, days: [DayMetrics]) {
        let empty = PeriodSums(through: clock.date, weekStart: weekStart, splitsWeeks: period.dayCount > 7,
                               definitions: context.summary.definitions)
        let parts = ParallelStretches.stretches(count: period.dayCount) { stretch in
            var sums = empty
            var days: [DayMetrics] = []
            if keepingDays { days.reserveCapacity(stretch.count) }
            DayMetrics.forEach(context: context, from: period.start, in: stretch, clock: clock) { day in
                sums.add(day)
                if keepingDays { days.append(day) }
            }
            return (sums, days)
        }
        var sums = empty
        var days: [DayMetrics] = []
        for part in parts {
            sums.join(part.0)
            days += part.1
        }
        return (sums, days)
    }

    /// Adds `later`'s sums, of the days that follow this one's.
    mutating func join(_ later: PeriodSums) {
        for m in tallies.indices { tallies[m].join(later.tallies[m]) }
        daysCounted += later.daysCounted
        if let b = later.best, best == nil || b.score > best!.score { best = b }
        if let w = later.worst, worst == nil || w.score < worst!.score { worst = w }
        scored += later.scored
        walk.join(later.walk)
        written.join(later.written)
        nutrients += later.nutrients
        energyBalance.join(later.energyBalance)
        doses = doses + later.doses
        anyEnergy = anyEnergy || later.anyEnergy
        anyHabits = anyHabits || later.anyHabits
        anyDoses = anyDoses || later.anyDoses
        // The last week here may go on in `later`.
        var laterWeeks = later.weeks[...]
        if let next = laterWeeks.first, let i = weeks.indices.last, weeks[i].period == next.period {
            weeks[i].join(next)
            laterWeeks = laterWeeks.dropFirst()
        }
        weeks += laterWeeks
    }

    /// The best and the worst day (no worst when one day was scored, or when it is the best).
    var bestAndWorst: (best: DayScore?, worst: DayScore?) {
        guard let best else { return (nil, nil) }
        return (best, scored > 1 && worst?.date != best.date ? worst : nil)
    }

    /// The weeks.
    var allWeeks: [WeekSummary] { weeks.map(\.summary) }

    private mutating func addToWeek(_ day: DayMetrics, counted: Bool) {
        if weeks.last.map({ !$0.period.contains(day.date) }) ?? true {
            weeks.append(WeekSummary.Sums(week: Period.week(containing: day.date, weekStart: weekStart), first: day.date))
        }
        weeks[weeks.count - 1].add(day, counted: counted)
    }
}

extension WeekSummary {
    /// A week's sums while its days are added: per metric, the sum of values, days met and days
    /// counted of its finished rings.
    struct Sums: Sendable {
        let period: Period
        let first: CalendarDate
        var last: CalendarDate
        var sums = [(sum: Double, met: Int, days: Int)](repeating: (0, 0, 0), count: RingMetric.allCases.count)

        init(week: Period, first: CalendarDate) {
            period = week
            self.first = first
            last = first
        }

        mutating func add(_ day: DayMetrics, counted: Bool) {
            last = day.date
            guard counted else { return }
            for r in day.rings where r.status != .pending {
                let m = r.metric.index
                sums[m].sum += r.value
                sums[m].days += 1
                if r.status == .met { sums[m].met += 1 }
            }
        }

        /// Adds `later`'s days, which follow this one's in the same week.
        mutating func join(_ later: Sums) {
            last = later.last
            for m in sums.indices {
                sums[m].sum += later.sums[m].sum
                sums[m].met += later.sums[m].met
                sums[m].days += later.sums[m].days
            }
        }

        /// The week, from its first to its last day added.
        var summary: WeekSummary {
            var cells = WeekCells()
            for m in sums.indices where sums[m].days > 0 {
                cells.set(m, mean: sums[m].sum / Double(sums[m].days), met: sums[m].met, days: sums[m].days)
            }
            var p = period
            p.start = max(period.start, first)
            p.end = min(period.end, last)
            return WeekSummary(period: p, cells: cells)
        }
    }
}
