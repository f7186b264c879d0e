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

/// Reads the periods a user can name: `today`, `yesterday`, `this week`, `last week`,
/// `this month`, `last month`, `this year`, `last year`, `2026`, `2026-11`, `2026-W47`,
/// `2026-11-21`, `2026-11-01..2026-11-15`, `last 7 days`, `all`.
public enum PeriodParser {
    /// Every form, for help texts and error messages.
    public static let forms = ["today", "yesterday", "this week", "last week", "this month", "last month", "this year",
                               "last year", "YYYY", "YYYY-MM", "YYYY-Www", "YYYY-MM-DD", "DATE..DATE", "last N days", "all"]

    /// Parses `text`; `all` spans `journalRange` (or just today for an empty journal).
    public static func parse(_ text: String, today: CalendarDate, weekStart: Weekday,
                             journalRange: ClosedRange<CalendarDate>?) -> Result<Period, PeriodError> {
        let t = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        switch t {
        case "today": return .success(.day(today))
        case "yesterday": return .success(.day(today.adding(days: -1)))
        case "tomorrow": return .success(.day(today.adding(days: 1)))
        case "this week", "week": return .success(.week(containing: today, weekStart: weekStart))
        case "last week": return .success(.week(containing: today.adding(days: -7), weekStart: weekStart))
        case "this month", "month": return .success(.month(year: today.year, month: today.month))
        case "last month":
            let (y, m) = today.month == 1 ? (today.year - 1, 12) : (today.year, today.month - 1)
            return .success(.month(year: y, month: m))
        case "this year", "year": return .success(.year(today.year))
        case "last year": return .success(.year(today.year - 1))
        case "all":
            let r = journalRange ?? today...today
            return .success(Period(start: r.lowerBound, end: max(r.upperBound, r.lowerBound), kind: .all,
                                   label: "All: \(r.lowerBound) – \(r.upperBound)"))
        default: break
        }
        let words = t.split(separator: " ")
        if words.count == 3, words[0] == "last" || words[0] == "past", words[2] == "days" || words[2] == "day",
           let n = Int(words[1]), n >= 1, n <= 100_000 {
            let s = today.adding(days: -(n - 1))
            return .success(Period(start: s, end: today, kind: .range, label: "Last \(n) days: \(s) – \(today)"))
        }
        if let r = t.range(of: "..") {
            let a = String(t[..<r.lowerBound]), b = String(t[r.upperBound...])
            guard let s = CalendarDate(iso: a) else { return .failure(.badDate(a)) }
            guard let e = CalendarDate(iso: b) else { return .failure(.badDate(b)) }
            guard s <= e else { return .failure(.backwards(s, e)) }
            return .success(Period(start: s, end: e, kind: .range, label: "\(s) – \(e)"))
        }
        if let d = CalendarDate(iso: t) { return .success(.day(d)) }
        let b = Array(t.utf8)
        func digits(_ r: Range<Int>) -> Int? {
            guard r.upperBound <= b.count, r.allSatisfy({ b[$0] >= 48 && b[$0] <= 57 }) else { return nil }
            return Int(String(decoding: b[r], as: UTF8.self))
        }
        if b.count == 4, let y = digits(0..<4), y >= 1 { return .success(.year(y)) }
        if b.count == 7, b[4] == 45, let y = digits(0..<4), let m = digits(5..<7) {
            guard (1...12).contains(m), y >= 1 else { return .failure(.badDate(t)) }
            return .success(.month(year: y, month: m))
        }
        if (b.count == 8 || b.count == 7), b[4] == 45, b[5] == 119, let y = digits(0..<4), let w = digits(6..<b.count) {
            guard let monday = Period.isoWeekStart(year: y, week: w) else { return .failure(.badWeek(t)) }
            var p = Period.week(starting: monday)
            p.label = "Week \(w), \(y): \(p.start) – \(p.end)"
            return .success(p)
        }
        let guess = Suggestion.closest(to: t, in: ["today", "yesterday", "this week", "last week", "this month", "last month", "all"])
        return .failure(.unknown(text, guess))
    }
}

/// Why a period could not be read.
public enum PeriodError: Error, Sendable, Equatable, CustomStringConvertible {
    case badDate(String)
    case backwards(CalendarDate, CalendarDate)
    case badWeek(String)
    case unknown(String, String?)

    public var description: String {
        switch self {
        case .badDate(let s): "'\(s)' is not a valid date; write YYYY-MM-DD"
        case .backwards(let a, let b): "the period ends (\(b)) before it starts (\(a))"
        case .badWeek(let s): "'\(s)' is not an ISO week; write e.g. 2026-W47"
        case .unknown(let s, let guess):
            "'\(s)' is not a period" + (guess.map { "; did you mean '\($0)'?" } ?? "") + " Periods: " + PeriodParser.forms.joined(separator: ", ")
        }
    }
}
