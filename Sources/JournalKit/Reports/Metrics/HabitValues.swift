/// How a habit stands on a day (or, for `N/week` habits, in a week).
public enum HabitStatus: String, Sendable, Hashable, CaseIterable {
    /// `[x]`, with the day's recorded number reaching the target if there is one; for a week,
    /// the week's quota is met.
    case done
    /// A scheduled day that is over without being done; for a week, a finished week short of
    /// its quota.
    case notDone = "not-done"
    /// `[-]`, or a day inside an `away` range, without an `[x]` (a done mark is judged by its
    /// target instead); it neither adds to a streak nor breaks it.
    case excused
    /// Not done yet on a day (or week) that is not over.
    case pending
    /// The habit is not in force, not due that weekday, past its `for N days` challenge, or (for
    /// `N/week` habits) an unmarked day: only weeks are scheduled.
    case notScheduled = "not-scheduled"
    /// Before the habit's `from`, or, without one, before its first mark.
    case beforeStart = "before-start"
}

/// One habit on one day.
public struct HabitDay: Sendable, Hashable {
    /// The name as defined.
    public var habit: String
    public var date: CalendarDate
    public var status: HabitStatus
    /// The day's mark: done if any `[x]`, else skipped if any `[-]`, else not done if any `[ ]`.
    public var mark: HabitMark.State?
    /// The sum of the numbers recorded on the day's `[x]` and `[ ]` marks, if any.
    public var value: Double?
    /// The definition's target (`>= 20 pages`) and unit.
    public var target: Double?
    public var targetUnit: String?
    /// The definition's schedule, when it is in force that day.
    public var schedule: HabitDefinition.Schedule?
}

/// An `N/week` habit in one calendar week.
public struct HabitWeek: Sendable, Hashable {
    public var habit: String
    /// The week's first day (from `set week-start`).
    public var start: CalendarDate
    /// Days done in the week.
    public var done: Int
    /// Days needed: N, or fewer when fewer days count (excused days, the habit's first week).
    public var required: Int
    public var status: HabitStatus
}

/// What a streak counts.
public enum StreakUnit: String, Sendable, Hashable {
    case days, weeks
}

/// Progress through a `for N days` challenge: done days out of N.
public struct ChallengeProgress: Sendable, Hashable {
    public var done: Int
    public var of: Int
    /// The challenge's first day; nil when the habit has not started.
    public var start: CalendarDate?
    /// Whether that first day has come, as of the record's moment.
    public var hasBegun = false
    /// done ÷ of.
    public var fraction: Double { of > 0 ? Double(done) / Double(of) : 0 }
}

/// A habit's record up to a moment.
public struct HabitStreak: Sendable, Hashable {
    public var habit: String
    /// The run of consecutive done days (or met weeks) ending at the latest finished one, or at
    /// today when today is already done. Excused and unscheduled days are stepped over; a pending
    /// today does not break it.
    public var current: Int
    /// The longest such run from the habit's start.
    public var longest: Int
    public var unit: StreakUnit
    /// The current run's first and last done day (the first days of its weeks, for weekly
    /// habits); nil when it is 0.
    public var currentDates: ClosedRange<CalendarDate>? = nil
    /// The longest run's, the latest of equal ones; nil when it is 0.
    public var longestDates: ClosedRange<CalendarDate>? = nil
    /// Done days (met weeks) from the start.
    public var doneCount: Int
    /// Days (weeks) that counted: done or not done; excused, pending and unscheduled ones do not.
    public var scheduledCount: Int
    /// For `for N days` habits.
    public var challengeProgress: ChallengeProgress?
}

/// Done of scheduled habits on a day, for the habits ring.
public struct HabitTally: Sendable, Hashable {
    public var done: Int
    /// Habits done, not done or pending that day.
    public var scheduled: Int
}
