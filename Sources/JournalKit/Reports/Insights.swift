/// A few plain sentences drawn from a period's numbers, most useful first.
enum Insights {
    /// The sentences for the days of `all` at `counted` (those up to now with entries).
    static func sentences(rows: [MetricRow], days all: [DayMetrics], counted: [Int], clock: JournalClock, streaks: [HabitStreak]) -> [String] {
        var out: [String] = []
        let finished = counted.filter { clock.isOver(all[$0].date) }
        func names(_ dates: [CalendarDate]) -> String {
            if dates.count > 4 { return "\(dates.count) days" }
            let n = dates.map { counted.count > 7 ? "\($0.weekday.name.prefix(3)) \($0)" : $0.weekday.name }
            if n.count <= 1 { return n.first ?? "" }
            return n.dropLast().joined(separator: ", ") + " and " + n.last!
        }
        for row in rows where row.metric != .habits && row.metric != .medications {
            let cells = row.cells
            switch row.comparison {
            case .atMost:
                var over: [CalendarDate] = []
                var rings = 0
                for i in counted {
                    guard let r = cells[i] else { continue }
                    rings += 1
                    if r.status == .over { over.append(all[i].date) }
                }
                if !over.isEmpty {
                    out.append("\(row.metric.displayName) over the limit on \(names(over)).")
                } else if rings >= 3, row.metric == .caffeine {
                    out.append("\(row.metric.displayName) within the limit every day.")
                }
            case .atLeast:
                var done = 0, met = 0
                for i in counted {
                    guard let r = cells[i], clock.isOver(all[i].date) else { continue }
                    done += 1
                    if r.status == .met { met += 1 }
                }
                guard done >= 2 else { continue }
                out.append("\(row.metric.displayName) goal met on \(met) of \(done) days.")
            }
        }
        // Gratitude gone quiet.
        if counted.contains(where: { all[$0].totals.gratitude > 0 }) || rows.contains(where: { $0.metric == .gratitude }) {
            var quiet = 0
            for i in finished.reversed() { if all[i].totals.gratitude == 0 { quiet += 1 } else { break } }
            if quiet >= 2, let last = finished.last(where: { all[$0].totals.gratitude > 0 }) {
                out.append("No gratitude since \(all[last].date.weekday.name).")
            } else if quiet >= 2, quiet == finished.count {
                out.append("No gratitude this period.")
            }
        }
        // Missed doses.
        var missed: [(dose: DoseStatus, date: CalendarDate)] = []
        for i in counted {
            for dose in all[i].doses where dose.state == .missed { missed.append((dose, all[i].date)) }
        }
        func describe(_ m: (dose: DoseStatus, date: CalendarDate)) -> String {
            let part = m.dose.scheduled.hour < 12 ? "morning" : (m.dose.scheduled.hour < 17 ? "afternoon" : "evening")
            return "\(m.dose.medication) on \(m.date.weekday.name) \(part) (\(m.dose.scheduled))"
        }
        if missed.count == 1 { out.append("Missed a dose of \(describe(missed[0])).") }
        else if missed.count > 1 && missed.count <= 3 { out.append("Missed doses: " + missed.map(describe).joined(separator: "; ") + ".") }
        else if missed.count > 3 { out.append("\(missed.count) missed doses; the last: \(describe(missed.last!)).") }
        // Mood.
        var moodSum = 0.0, moodDays = 0
        var low: (date: CalendarDate, mean: Double)? = nil
        for i in counted {
            guard let m = all[i].totals.mood else { continue }
            moodSum += m.mean
            moodDays += 1
            if low == nil || m.mean < low!.mean { low = (all[i].date, m.mean) }
        }
        if moodDays >= 2, let low {
            let mean = moodSum / Double(moodDays)
            out.append("Mood averaged \(formatNumber(mean, decimals: 1)), lowest on \(low.date.weekday.name) (\(formatNumber(low.mean, decimals: 1))).")
        }
        // Weight.
        var first: Double? = nil, last: Double? = nil, weighed = 0
        for i in counted {
            guard let w = all[i].totals.weightKg else { continue }
            if first == nil { first = w }
            last = w
            weighed += 1
        }
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
