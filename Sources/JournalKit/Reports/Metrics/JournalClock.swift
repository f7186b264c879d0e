import Foundation

/// "Now" for reports: a date and a minute of that day.
///
/// The CLI's `--today DATE` is minute 1440 of DATE (the day is over); `--now "DATE HH:MM"` is
/// that minute. Days before the clock's date are over; the clock's date is over only at minute
/// 1440; later days have not begun.
public struct JournalClock: Sendable, Hashable {
    /// Today.
    public var date: CalendarDate
    /// Minutes since today's midnight, 0...1440; 1440 is the end of the day.
    public var minute: Int

    /// A clock at `minute` of `date` (clamped to 0...1440); the end of the day by default.
    public init(date: CalendarDate, minute: Int = 1440) {
        self.date = date
        self.minute = min(max(minute, 0), 1440)
    }

    /// The end of `date`: everything on that day has happened.
    public static func endOfDay(_ date: CalendarDate) -> JournalClock { JournalClock(date: date, minute: 1440) }

    /// Whether `day` is the clock's date.
    public func isToday(_ day: CalendarDate) -> Bool { day == date }

    /// Whether `day` has ended: an earlier date, or today at minute 1440.
    public func isOver(_ day: CalendarDate) -> Bool { day < date || (day == date && minute >= 1440) }

    /// Whether `day` is today and not yet over.
    public func isInProgress(_ day: CalendarDate) -> Bool { day == date && minute < 1440 }
}

extension JournalClock {
    /// The computer's local date and time.
    public static func system() -> JournalClock {
        let c = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: Date())
        return JournalClock(date: CalendarDate(year: c.year!, month: c.month!, day: c.day!)!, minute: c.hour! * 60 + c.minute!)
    }
}
