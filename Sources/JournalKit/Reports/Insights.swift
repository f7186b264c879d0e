/// A few plain sentences drawn from a period's numbers, most useful first.
enum Insights {
    /// The sentences for the days of `all` at `counted` (those up to now with entries). The
    /// rows' sentences come from their tallies; the rest from one walk over the days counted.
    static func sentences(rows: [MetricRow], days all: [DayMetrics], counted: [Int], streaks: [HabitStreak]) -> [String] {
        var out: [String] = []
        func names(_ dates: [CalendarDate], count: Int) -> String {
            if count > 4 { return "\(count) days" }
            let n = dates.map { counted.count > 7 ? "\($0.weekday.name.prefix(3)) \($0)" : $0.weekday.name }
            if n.count <= 1 { return n.first ?? "" }
            return n.dropLast().joined(separator: ", ") + " and " + n.last!
        }
        for row in rows where row.metric != .habits && row.metric != .medications {
            let tally = row.tally
            switch row.comparison {
            case .atMost:
                if tally.overCount > 0 {
                    out.append("\(row.metric.displayName) over the limit on \(names(tally.overDates, count: tally.overCount)).")
                } else if tally.rings >= 3, row.metric == .caffeine {
                    out.append("\(row.metric.displayName) within the limit every day.")
                }
            case .atLeast:
                guard tally.daysOver >= 2 else { continue }
                out.append("\(row.metric.displayName) goal met on \(tally.metOver) of \(tally.daysOver) days.")
            }
        }
        // One walk over the days counted: gratitude, missed doses, mood and weight.
        var anyGratitude = false
        var finished = 0, quiet = 0, lastGrateful: Int? = nil
        var missedCount = 0
        var missed: [(dose: DoseStatus, date: CalendarDate)] = []
        var lastMissed: (dose: DoseStatus, date: CalendarDate)? = nil
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
                missedCount += 1
                if missed.count < 3 { missed.append((dose, all[i].date)) }
                lastMissed = (dose, all[i].date)
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
                out.append("No gratitude since \(all[lastGrateful].date.weekday.name).")
            } else if quiet >= 2, quiet == finished {
                out.append("No gratitude this period.")
            }
        }
        // Missed doses.
        func describe(_ m: (dose: DoseStatus, date: CalendarDate)) -> String {
            let part = m.dose.scheduled.hour < 12 ? "morning" : (m.dose.scheduled.hour < 17 ? "afternoon" : "evening")
            return "\(m.dose.medication) on \(m.date.weekday.name) \(part) (\(m.dose.scheduled))"
        }
        if missedCount == 1 { out.append("Missed a dose of \(describe(missed[0])).") }
        else if missedCount > 1 && missedCount <= 3 { out.append("Missed doses: " + missed.map(describe).joined(separator: "; ") + ".") }
        else if missedCount > 3, let lastMissed { out.append("\(missedCount) missed doses; the last: \(describe(lastMissed)).") }
        // Mood.
        if moodDays >= 2, let low {
            let mean = moodSum / Double(moodDays)
            out.append("Mood averaged \(formatNumber(mean, decimals: 1)), lowest on \(low.date.weekday.name) (\(formatNumber(low.mean, decimals: 1))).")
        }
        // Weight.
        if let first, let last, weighed >= 2 {
            let delta = last - first
            if abs(delta) < 0.05 { out.append("Weight steady at \(formatNumber(last, decimals: 1)) kg."); return out + streakSentence(streaks) }
            out.append("Weight \(formatNumber(first, decimals: 1)) → \(formatNumber(last, decimals: 1)) kg (\(delta >= 0 ? "+" : "")\(formatNumber(delta, decimals: 1))).")
        }
        return out + streakSentence(streaks)
    }

    /// The best running streak, if one is worth a mention.
    static func streakSentence(_ streaks: [HabitStreak]) -> [String] {
        guard let best = streaks.filter({ $0.current >= 3 }).max(by: { $0.current < $1.current }) else { return [] }
        return ["Longest running streak: \(best.habit), \(best.current) \(best.unit == .weeks ? "weeks" : "days")."]
    }
}
