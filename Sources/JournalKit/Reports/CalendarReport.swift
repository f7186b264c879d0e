/// `journal calendar`: a month (or the twelve months of a year) laid out as `cal` does, weeks
/// starting on `set week-start`, each week with its ISO number, each day with its mark for one
/// ``DayMeasure``. A pure function of the journal's summary, the period, the measure and the clock;
/// the marks come from the same ``DayMetrics`` as `journal report`.
public struct CalendarReport: Sendable {
    /// A month or a year.
    public var period: Period
    public var measure: DayMeasure
    public var clock: JournalClock
    /// The first day of each week row (the one in force on the period's first day).
    public var weekStart: Weekday
    public var months: [CalendarMonth]

    /// Builds the calendar of `period` (its whole months).
    public init(summary: JournalSummary, period: Period, measure: DayMeasure, clock: JournalClock) {
        self.period = period
        self.measure = measure
        self.clock = clock
        weekStart = summary.definitions.settings(on: period.start).weekStart
        let context = MetricsContext(summary: summary)
        let first = CalendarDate(dayNumber: CalendarDate.dayNumber(year: period.start.year, month: period.start.month, day: 1))
        let (ly, lm, _) = period.end.components
        let last = CalendarDate(dayNumber: CalendarDate.dayNumber(year: ly, month: lm, day: CalendarDate.daysIn(month: lm, year: ly)))
        let days = DayMetrics.compute(context: context, from: first, count: first.days(to: last) + 1, clock: clock)
        let through = clock.date
        var months: [CalendarMonth] = []
        var i = 0
        while i < days.count {
            let (y, m, _) = days[i].date.components
            let n = CalendarDate.daysIn(month: m, year: y)
            let marks = days[i..<(i + n)].map { measure.mark($0, through: through) }
            months.append(CalendarMonth(year: y, month: m, weekStart: weekStart, marks: marks))
            i += n
        }
        self.months = months
    }
}

/// One month in week rows.
public struct CalendarMonth: Sendable, Hashable {
    public var year: Int
    public var month: Int
    /// `November 2026`.
    public var label: String { "\(Period.monthNames[month - 1]) \(year)" }
    /// The rows, first to last; every row has seven places, nil outside the month.
    public var weeks: [CalendarWeek]

    /// Lays out the month: each day goes in the column of its weekday counted from `weekStart`,
    /// a new row at each `weekStart`; `marks` holds one mark per day of the month, in order.
    public init(year: Int, month: Int, weekStart: Weekday, marks: [DayMark]) {
        self.year = year
        self.month = month
        let first = CalendarDate(dayNumber: CalendarDate.dayNumber(year: year, month: month, day: 1))
        var weeks: [CalendarWeek] = []
        var column = (first.weekday.rawValue - weekStart.rawValue + 7) % 7
        var row = [CalendarDay?](repeating: nil, count: 7)
        var rowStart = first.adding(days: -column)
        for k in marks.indices {
            row[column] = CalendarDay(date: first.adding(days: k), mark: marks[k])
            column += 1
            if column == 7 || k == marks.count - 1 {
                weeks.append(CalendarWeek(start: rowStart, days: row))
                row = [CalendarDay?](repeating: nil, count: 7)
                column = 0
                rowStart = rowStart.adding(days: 7)
            }
        }
        self.weeks = weeks
    }
}

/// A row of a month: seven places from the week's first day.
public struct CalendarWeek: Sendable, Hashable {
    /// The row's first day (it may be in the month before).
    public var start: CalendarDate
    public var days: [CalendarDay?]

    /// The ISO 8601 week the row's Monday belongs to (with weeks from Sunday, the Monday is the
    /// row's second day, and six of its seven days are in that ISO week).
    public var isoWeek: (year: Int, week: Int) {
        Period.isoWeek(start.adding(days: (Weekday.monday.rawValue - start.weekday.rawValue + 7) % 7))
    }
}

/// A day of the calendar with its mark.
public struct CalendarDay: Sendable, Hashable {
    public var date: CalendarDate
    public var mark: DayMark
}
