/// A stretch of days a report covers, both ends inclusive, with a name for headings.
public struct Period: Sendable, Hashable {
    public enum Kind: String, Sendable { case day, week, month, year, range, all }

    public var start: CalendarDate
    public var end: CalendarDate
    public var kind: Kind
    /// How the period is shown: `Week 47, 2026-11-16 – 2026-11-22`, `November 2026`.
    public var label: String

    public init(start: CalendarDate, end: CalendarDate, kind: Kind, label: String) {
        self.start = start
        self.end = end
        self.kind = kind
        self.label = label
    }

    /// Number of days, counting both ends.
    public var dayCount: Int { start.days(to: end) + 1 }

    /// Every date in the period, in order.
    public var dates: [CalendarDate] { (0..<dayCount).map { start.adding(days: $0) } }

    public func contains(_ date: CalendarDate) -> Bool { start <= date && date <= end }

    /// The period of the same length just before this one (the previous week, month, …).
    public var previous: Period {
        // Near year 1 there is no calendar month or year before: take the same number of days.
        switch start.year <= 1 && (kind == .month || kind == .year) ? Kind.range : kind {
        case .month:
            let (y, m, _) = start.components
            let (py, pm) = m == 1 ? (y - 1, 12) : (y, m - 1)
            return Period.month(year: py, month: pm)
        case .year:
            return Period.year(start.year - 1)
        case .week:
            return Period.week(starting: start.adding(days: -7))
        default:
            let n = dayCount
            let s = start.adding(days: -n), e = start.adding(days: -1)
            return Period(start: s, end: e, kind: kind == .day ? .day : .range, label: kind == .day ? Period.dayLabel(s) : "\(s) – \(e)")
        }
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]

    static func dayLabel(_ d: CalendarDate) -> String { "\(d.weekday.name) \(d)" }

    public static func day(_ d: CalendarDate) -> Period { Period(start: d, end: d, kind: .day, label: dayLabel(d)) }

    public static func week(starting s: CalendarDate) -> Period {
        let e = s.adding(days: 6)
        // The ISO week number of the week's Thursday names it.
        let thursday = s.adding(days: (Weekday.thursday.rawValue - s.weekday.rawValue + 7) % 7)
        let (year, week) = isoWeek(thursday)
        return Period(start: s, end: e, kind: .week, label: "Week \(week), \(year): \(s) – \(e)")
    }

    public static func month(year: Int, month: Int) -> Period {
        let s = CalendarDate(dayNumber: CalendarDate.dayNumber(year: year, month: month, day: 1))
        let e = CalendarDate(dayNumber: CalendarDate.dayNumber(year: year, month: month, day: CalendarDate.daysIn(month: month, year: year)))
        return Period(start: s, end: e, kind: .month, label: "\(monthNames[month - 1]) \(year)")
    }

    public static func year(_ y: Int) -> Period {
        Period(start: CalendarDate(dayNumber: CalendarDate.dayNumber(year: y, month: 1, day: 1)),
               end: CalendarDate(dayNumber: CalendarDate.dayNumber(year: y, month: 12, day: 31)), kind: .year, label: "\(y)")
    }

    /// The week (starting on `weekStart`) that holds `date`.
    public static func week(containing date: CalendarDate, weekStart: Weekday) -> Period {
        let back = (date.weekday.rawValue - weekStart.rawValue + 7) % 7
        return week(starting: date.adding(days: -back))
    }

    /// ISO 8601 year and week number of a date.
    public static func isoWeek(_ d: CalendarDate) -> (year: Int, week: Int) {
        let thursday = d.adding(days: Weekday.thursday.rawValue - d.weekday.rawValue)
        let y = thursday.year
        let jan1 = CalendarDate(dayNumber: CalendarDate.dayNumber(year: y, month: 1, day: 1))
        return (y, jan1.days(to: thursday) / 7 + 1)
    }

    /// The Monday of ISO week `week` of `year`, if that week exists.
    public static func isoWeekStart(year: Int, week: Int) -> CalendarDate? {
        guard (1...53).contains(week), let jan4 = CalendarDate(year: year, month: 1, day: 4) else { return nil }
        let monday = jan4.adding(days: -jan4.weekday.rawValue + (week - 1) * 7)
        return isoWeek(monday).year == year ? monday : nil
    }
}
