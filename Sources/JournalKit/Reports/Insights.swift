/// Something worth noticing in a period's numbers, as data. ``InsightText`` words it (the text
/// and HTML reports show the sentence; JSON shows the data and the sentence).
public enum Insight: Sendable, Hashable {
    /// A metric with a limit (`<=`) was over it on `count` days; `dates` are the first five.
    case overLimit(metric: RingMetric, dates: [CalendarDate], count: Int)
    /// Caffeine stayed within its limit on every one of `days` days (3 or more).
    case withinLimit(metric: RingMetric, days: Int)
    /// A target (`>=`) was met on `met` of the `days` finished days (2 or more).
    case goalMet(metric: RingMetric, met: Int, days: Int)
    /// No gratitude since `date` (the last day with some), two or more finished days ago.
    case noGratitudeSince(CalendarDate)
    /// No gratitude on any finished day of the period (two or more).
    case noGratitude
    /// One to three missed medication doses, in date order.
    case missedDoses([MissedDose])
    /// More than three missed doses: how many, how many of each medication (most first), and
    /// the last.
    case manyMissedDoses(count: Int, byMedication: [MedicationCount], last: MissedDose)
    /// The mean of the days' moods (two or more days), and the day with the lowest.
    case mood(mean: Double, lowestDate: CalendarDate, lowestMean: Double)
    /// The longest running habit streak (3 or more days or weeks).
    case bestStreak(habit: String, current: Int, unit: StreakUnit)
    /// Sleep after evenings with more caffeine in the body at bedtime against the others (the
    /// last eight weeks' nights, 14 or more).
    case caffeineAndSleep(CaffeineAndSleep)
    /// The habit or goal whose days went with the largest difference in mood (as `journal
    /// trends` finds them, over the last eight weeks' days, both groups of 5 days or more).
    case moodWith(MoodPair, days: Int)
}

/// How many doses of a medication (missed ones, in ``Insight/manyMissedDoses(count:byMedication:last:)``).
public struct MedicationCount: Sendable, Hashable {
    public var medication: String
    public var count: Int
}

/// A scheduled medication dose that was not taken.
public struct MissedDose: Sendable, Hashable {
    public var medication: String
    public var date: CalendarDate
    public var scheduled: TimeOfDay
}

/// The things worth noticing in a period's numbers, most useful first.
enum Insights {
    /// What the insights look for in the days counted, gathered a day at a time: gratitude and
    /// mood (weight is a row of its own: ``WrittenRow``); and the missed doses of every day up
    /// to the clock, with entries or not, as the doses' tally counts them (``addDoses(_:)``).
    struct DayWalk: Sendable {
        var anyGratitude = false
        /// Finished days, finished days since the last with gratitude, and that day.
        var finished = 0, quiet = 0
        var lastGrateful: CalendarDate? = nil
        var missedCount = 0
        /// The first three missed doses, and the last.
        var missed: [MissedDose] = []
        var lastMissed: MissedDose? = nil
        /// How many doses of each medication were missed, in the order first missed.
        var missedByMedication: [MedicationCount] = []
        var moodSum = 0.0, moodDays = 0
        var low: (date: CalendarDate, mean: Double)? = nil

        /// Adds a day counted (up to now, with entries), in date order.
        mutating func add(_ day: DayMetrics) {
            let grateful = day.totals.gratitude > 0
            if grateful { anyGratitude = true }
            if day.isOver {
                finished += 1
                if grateful { quiet = 0; lastGrateful = day.date } else { quiet += 1 }
            }
            if let m = day.totals.mood {
                moodSum += m.mean
                moodDays += 1
                if low == nil || m.mean < low!.mean { low = (day.date, m.mean) }
            }
        }

        /// Adds the missed doses of a day up to the clock (in date order), whether it has entries
        /// or not: a day with none has all its doses missed.
        mutating func addDoses(_ day: DayMetrics) {
            for dose in day.doses where dose.state == .missed {
                let m = MissedDose(medication: dose.medication, date: day.date, scheduled: dose.scheduled)
                missedCount += 1
                if missed.count < 3 { missed.append(m) }
                lastMissed = m
                count(dose.medication, 1)
            }
        }

        private mutating func count(_ medication: String, _ n: Int) {
            if let i = missedByMedication.firstIndex(where: { $0.medication == medication }) {
                missedByMedication[i].count += n
            } else {
                missedByMedication.append(MedicationCount(medication: medication, count: n))
            }
        }

        /// Adds `later`'s walk, over the days that follow.
        mutating func join(_ later: DayWalk) {
            anyGratitude = anyGratitude || later.anyGratitude
            quiet = later.lastGrateful == nil ? quiet + later.quiet : later.quiet
            finished += later.finished
            lastGrateful = later.lastGrateful ?? lastGrateful
            missedCount += later.missedCount
            missed = Array((missed + later.missed).prefix(3))
            lastMissed = later.lastMissed ?? lastMissed
            for m in later.missedByMedication { count(m.medication, m.count) }
            moodSum += later.moodSum
            moodDays += later.moodDays
            if let l = later.low, low == nil || l.mean < low!.mean { low = l }
        }
    }

    /// The insights of a period: the rows' come from their tallies; the rest from the walk over
    /// the days counted.
    static func insights(rows: [MetricRow], walk: DayWalk, streaks: [HabitStreak]) -> [Insight] {
        var out: [Insight] = []
        for row in rows where row.metric != .habits && row.metric != .medications {
            let tally = row.tally
            switch row.comparison {
            case .atMost:
                if tally.overCount > 0 {
                    out.append(.overLimit(metric: row.metric, dates: tally.overDates, count: tally.overCount))
                } else if tally.rings >= 3, row.metric == .caffeine {
                    out.append(.withinLimit(metric: row.metric, days: tally.rings))
                }
            case .atLeast:
                guard tally.daysOver >= 2 else { continue }
                out.append(.goalMet(metric: row.metric, met: tally.metOver, days: tally.daysOver))
            }
        }
        // Gratitude gone quiet.
        if walk.anyGratitude || rows.contains(where: { $0.metric == .gratitude }) {
            if walk.quiet >= 2, let last = walk.lastGrateful {
                out.append(.noGratitudeSince(last))
            } else if walk.quiet >= 2, walk.quiet == walk.finished {
                out.append(.noGratitude)
            }
        }
        // Missed doses.
        if walk.missedCount > 3, let last = walk.lastMissed {
            let counts = walk.missedByMedication.sorted { ($0.count, $1.medication) > ($1.count, $0.medication) }
            out.append(.manyMissedDoses(count: walk.missedCount, byMedication: counts, last: last))
        } else if walk.missedCount > 0 {
            out.append(.missedDoses(walk.missed))
        }
        // Mood.
        if walk.moodDays >= 2, let low = walk.low {
            out.append(.mood(mean: walk.moodSum / Double(walk.moodDays), lowestDate: low.date, lowestMean: low.mean))
        }
        // The best running streak, if one is worth a mention.
        if let best = streaks.filter({ $0.current >= 3 }).max(by: { $0.current < $1.current }) {
            out.append(.bestStreak(habit: best.habit, current: best.current, unit: best.unit))
        }
        return out
    }
}
