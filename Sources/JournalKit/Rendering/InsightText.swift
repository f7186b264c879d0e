/// The English sentence of an ``Insight``, as the text and HTML reports show it (and JSON
/// next to its data).
public enum InsightText {
    /// The sentence of `insight` in a report of a period of `periodDays` days: in periods longer
    /// than a week, days are named with their dates (`Tuesday 2026-11-10`), else by weekday alone.
    public static func sentence(_ insight: Insight, periodDays: Int) -> String {
        let withDates = periodDays > 7
        func day(_ d: CalendarDate) -> String { withDates ? "\(d.weekday.name) \(d)" : d.weekday.name }
        switch insight {
        case .overLimit(let metric, let dates, let count):
            return "\(metric.displayName) over the limit on \(days(dates, count: count, withDates: withDates))."
        case .withinLimit(let metric, _):
            return "\(metric.displayName) within the limit every day."
        case .goalMet(let metric, let met, let days):
            return "\(metric.displayName) goal met on \(met) of \(days) days."
        case .noGratitudeSince(let date):
            return "No gratitude since \(day(date))."
        case .noGratitude:
            return "No gratitude this period."
        case .missedDoses(let doses):
            if doses.count == 1 { return "Missed a dose of \(dose(doses[0], withDates: withDates))." }
            return "Missed doses: " + doses.map { dose($0, withDates: withDates) }.joined(separator: "; ") + "."
        case .manyMissedDoses(let count, let byMedication, let last):
            let each = byMedication.count > 1 ? ": " + byMedication.map { "\($0.medication) ×\($0.count)" }.joined(separator: ", ") : ""
            return "\(count) missed doses\(each); the last: \(dose(last, withDates: withDates)); see journal meds."
        case .mood(let mean, let lowestDate, let lowestMean):
            return "Mood averaged \(formatNumber(mean, decimals: 1)), lowest on \(day(lowestDate)) (\(formatNumber(lowestMean, decimals: 1)))."
        case .bestStreak(let habit, let current, let unit):
            return "Longest running streak: \(habit), \(current) \(unit == .weeks ? "weeks" : "days")."
        case .caffeineAndSleep(let c):
            return "After evenings with over \(formatNumber(c.medianMg, decimals: 0)) mg of caffeine in the body at bedtime you slept "
                + "\(formatDuration(c.moreHours * 60)) on average (\(c.moreNights) nights), after the others "
                + "\(formatDuration(c.lessHours * 60)) (\(c.lessNights)): an association, not a cause."
        case .moodWith(let p, let days):
            return "Over \(span(days)) your mood was \(formatNumber(p.withMean, decimals: 1)) on days with \(p.name.lowercasedFirst) "
                + "(\(p.withDays)) and \(formatNumber(p.withoutMean, decimals: 1)) without (\(p.withoutDays)): an association, not a cause."
        }
    }

    /// `eight weeks`, or the journal's days when it has fewer: `the journal's 19 days`.
    static func span(_ days: Int) -> String {
        days >= CaffeineAndSleep.windowDays ? "eight weeks" : days == 1 ? "the journal's one day" : "the journal's \(days) days"
    }

    /// The sentences of the report's insights, in order.
    public static func sentences(_ r: PeriodReport) -> [String] {
        r.insights.map { sentence($0, periodDays: r.period.dayCount) }
    }

    /// `Tuesday`, `Monday and Tuesday`, `Mon 2026-11-16, Tue 2026-11-17 and Wed 2026-11-18`, or
    /// `6 days` past four.
    static func days(_ dates: [CalendarDate], count: Int, withDates: Bool) -> String {
        if count > 4 { return "\(count) days" }
        let n = dates.map { withDates ? "\($0.weekday.name.prefix(3)) \($0)" : $0.weekday.name }
        if n.count <= 1 { return n.first ?? "" }
        return n.dropLast().joined(separator: ", ") + " and " + n.last!
    }

    /// `metformin on Tuesday evening (20:00)`; with dates `metformin on Tuesday 2026-11-10 evening (20:00)`.
    static func dose(_ m: MissedDose, withDates: Bool) -> String {
        let part = m.scheduled.hour < 12 ? "morning" : (m.scheduled.hour < 17 ? "afternoon" : "evening")
        return "\(m.medication) on \(m.date.weekday.name)\(withDates ? " \(m.date)" : "") \(part) (\(m.scheduled))"
    }
}
