/// Caffeine still in the body at bedtime, set against the sleep of the night that follows:
/// the nights up to a date split in two by that level (at the median), and the mean sleep of
/// each half. An association, not a cause.
///
/// A night belongs to the day you wake up (Grammar §5.9a): the night logged on a day followed
/// the evening before it; with `set sleep-day start`, the evening of the day itself. Its
/// bedtime is that evening's (``CaffeineDay/bedtime``): when the night began, when a span of it
/// is written, else the `set bedtime` in force that evening (default 23:00).
public struct CaffeineAndSleep: Sendable, Hashable {
    /// The nights compared: sleep logged, with the day before it in the journal.
    public var nights: Int
    /// The median caffeine level at bedtime, in mg: nights above it are the "more" half.
    public var medianMg: Double
    /// Nights after more caffeine at bedtime than the median, and their mean sleep in hours.
    public var moreNights: Int
    public var moreHours: Double
    /// The other nights (at or below the median), and their mean sleep in hours.
    public var lessNights: Int
    public var lessHours: Double

    /// How many nights it takes to say anything.
    public static let minimumNights = 14
    /// How far back it looks from the last day: eight weeks.
    public static let windowDays = 56

    /// The nights of the `windowDays` days up to `end`; nil with fewer than ``minimumNights``
    /// or when one half is empty (every night at the same level).
    public static func compute(summary: JournalSummary, through end: CalendarDate) -> CaffeineAndSleep? {
        compute(summary: summary, from: end.adding(days: -(windowDays - 1)), through: end)
    }

    /// The nights of the days from `start` through `end`; nil as ``compute(summary:through:)``.
    public static func compute(summary: JournalSummary, from start: CalendarDate, through end: CalendarDate) -> CaffeineAndSleep? {
        let nights = CaffeineAtBedtime.levels(summary: summary, from: start, through: end, eveningOfSleep: true) { $0.sleeps > 0 }
        guard nights.count >= minimumNights, let split = CaffeineAtBedtime.split(nights.map { ($0.mg, $0.day.sleepMinutes / 60) }) else { return nil }
        return CaffeineAndSleep(nights: nights.count, medianMg: split.medianMg, moreNights: split.more.count, moreHours: split.more.mean,
                                lessNights: split.less.count, lessHours: split.less.mean)
    }
}

/// The caffeine in the body at bedtime the evening before a day, and days split by it.
public enum CaffeineAtBedtime {
    /// The days from `start` through `end` that `include` takes and whose evening is a day of
    /// the journal, each with the caffeine in the body at that evening's bedtime
    /// (``CaffeineDay/bedtime``). A day's evening is the evening before it; with
    /// `eveningOfSleep`, the evening of the night its sleep is written for: the day itself
    /// when `set sleep-day start` is in force on it.
    public static func levels(summary: JournalSummary, from start: CalendarDate, through end: CalendarDate, eveningOfSleep: Bool = false,
                              include: (DaySummary) -> Bool) -> [(day: DaySummary, mg: Double)] {
        // What is in force is looked up for every day: work it out once per span.
        var summary = summary
        summary.definitions = summary.definitions.prepared()
        let intakes = CaffeineIntakes(summary)
        var out: [(day: DaySummary, mg: Double)] = []
        for day in summary.days(from: start, through: end) where include(day) {
            let sameDay = eveningOfSleep && summary.definitions.settings(on: day.date).sleepDay == .start
            let evening = sameDay ? day.date : day.date.adding(days: -1)
            let i = summary.index(from: evening)
            guard i < summary.days.count, summary.days[i].date == evening else { continue }
            let caffeine = CaffeineDay.compute(summary: summary, date: evening, day: i, now: nil, intakes: intakes)
            // Minutes from the evening's midnight.
            let set = Int(caffeine.bedtime.minutes)
            let bedtime = set < 12 * 60 ? set + 1440 : set
            out.append((day, CaffeineCurve.levels(at: [bedtime], doses: caffeine.window, halfLifeHours: caffeine.halfLifeHours)[0]))
        }
        return out
    }

    /// Values split at the median level: those above it, and the rest, each with its count and
    /// mean; nil when there are none or one half is empty (every level the same).
    public static func split(_ values: [(mg: Double, value: Double)]) -> (medianMg: Double, more: (count: Int, mean: Double), less: (count: Int, mean: Double))? {
        guard !values.isEmpty else { return nil }
        let sorted = values.map(\.mg).sorted()
        let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        let more = values.filter { $0.mg > median }, less = values.filter { $0.mg <= median }
        guard !more.isEmpty, !less.isEmpty else { return nil }
        func mean(_ n: [(mg: Double, value: Double)]) -> Double { n.reduce(0) { $0 + $1.value } / Double(n.count) }
        return (median, (more.count, mean(more)), (less.count, mean(less)))
    }
}
