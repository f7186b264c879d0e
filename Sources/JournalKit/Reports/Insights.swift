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
    /// More than three missed doses: how many, and the last.
    case manyMissedDoses(count: Int, last: MissedDose)
    /// The mean of the days' moods (two or more days), and the day with the lowest.
    case mood(mean: Double, lowestDate: CalendarDate, lowestMean: Double)
    /// The first and the last weight of the period (two or more weighed days), in kg.
    case weightChange(firstKg: Double, lastKg: Double)
    /// The longest running habit streak (3 or more days or weeks).
    case bestStreak(habit: String, current: Int, unit: StreakUnit)
    /// Sleep after evenings with more caffeine in the body at bedtime against the others (the
    /// last eight weeks' nights, 14 or more).
    case caffeineAndSleep(CaffeineAndSleep)
    /// The habit or goal whose days went with the largest difference in mood (as `journal
    /// trends` finds them, over the last eight weeks' days, both groups of 5 days or more).
    case moodWith(MoodPair)
}

/// A scheduled medication dose that was not taken.
public struct MissedDose: Sendable, Hashable {
    public var medication: String
    public var date: CalendarDate
    public var scheduled: TimeOfDay
}

/// The things worth noticing in a period's numbers, most useful first.
enum Insights {
    /// The insights of the days of `all` at `counted` (those up to now with entries). The rows'
    /// insights come from their tallies; the rest from one walk over the days counted.
    static func insights(rows: [MetricRow], days all: [DayMetrics], counted: [Int], streaks: [HabitStreak]) -> [Insight] {
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
        // One walk over the days counted: gratitude, missed doses, mood and weight.
        var anyGratitude = false
        var finished = 0, quiet = 0, lastGrateful: Int? = nil
        var missedCount = 0
        var missed: [MissedDose] = []
        var lastMissed: MissedDose? = nil
        var moodSum = 0.0, moodDays = 0
        var low: (date: CalendarDate, mean: Double)? = nil
        var first: Double? = nil, last: Double? = nil, weighed = 0
        for i in counted {
            // (Read in place: a copy of the day would retain its arrays.)
            let grateful = all[i].totals.gratitude > 0
            if grateful { anyGratitude = true }
            if all[i].isOver {
                finished += 1
                if grateful { quiet = 0; lastGrateful = i } else { quiet += 1 }
            }
            for dose in all[i].doses where dose.state == .missed {
                let m = MissedDose(medication: dose.medication, date: all[i].date, scheduled: dose.scheduled)
                missedCount += 1
                if missed.count < 3 { missed.append(m) }
                lastMissed = m
            }
            if let m = all[i].totals.mood {
                moodSum += m.mean
                moodDays += 1
                if low == nil || m.mean < low!.mean { low = (all[i].date, m.mean) }
            }
            if let w = all[i].totals.weightKg {
                if first == nil { first = w }
                last = w
                weighed += 1
            }
        }
        // Gratitude gone quiet.
        if anyGratitude || rows.contains(where: { $0.metric == .gratitude }) {
            if quiet >= 2, let lastGrateful {
                out.append(.noGratitudeSince(all[lastGrateful].date))
            } else if quiet >= 2, quiet == finished {
                out.append(.noGratitude)
            }
        }
        // Missed doses.
        if missedCount > 3, let lastMissed {
            out.append(.manyMissedDoses(count: missedCount, last: lastMissed))
        } else if missedCount > 0 {
            out.append(.missedDoses(missed))
        }
        // Mood.
        if moodDays >= 2, let low {
            out.append(.mood(mean: moodSum / Double(moodDays), lowestDate: low.date, lowestMean: low.mean))
        }
        // Weight.
        if let first, let last, weighed >= 2 {
            out.append(.weightChange(firstKg: first, lastKg: last))
        }
        // The best running streak, if one is worth a mention.
        if let best = streaks.filter({ $0.current >= 3 }).max(by: { $0.current < $1.current }) {
            out.append(.bestStreak(habit: best.habit, current: best.current, unit: best.unit))
        }
        return out
    }
}
