import Foundation

/// One intake of caffeine, placed on the curve of the day being computed.
public struct CaffeineDose: Sendable, Hashable {
    /// The day of the entry.
    public var date: CalendarDate
    /// The entry's time as written; nil when it had none (the curve then uses 12:00).
    public var time: TimeOfDay?
    /// Minutes from the computed day's midnight (negative for earlier days, ≥ 1440 for the next).
    public var minute: Int
    public var mg: Double

    public init(date: CalendarDate, time: TimeOfDay?, minute: Int, mg: Double) {
        self.date = date
        self.time = time
        self.minute = minute
        self.mg = mg
    }
}

/// Caffeine in the body over one day: the day's intake, its peak, the bedtime forecast and an
/// hourly curve.
///
/// The level at minute t is Σ mg × 0.5^((t − t_dose) / half-life) over doses at or before t,
/// including doses of earlier days (carried across midnight). The curve is worked out from the
/// doses when asked for (``curve()``): a report of many days needs only the totals.
public struct CaffeineDay: Sendable, Hashable {
    public var date: CalendarDate
    /// The day's intake in mg (every drink and meal item, with or without a time).
    public var totalMg: Double
    /// The day's bedtime: when the night after it began, when a span of it is written
    /// (``JournalSummary/nightStart(after:)``), else the `set bedtime` in force that day. A
    /// bedtime before 12:00 is the next morning.
    public var bedtime: TimeOfDay
    /// The half-life used, in hours.
    public var halfLifeHours: Double
    /// The clock's minute, when the clock is on this day.
    public var nowMinute: Int?
    /// The journal's days and their intakes, where the doses are found when asked for.
    private let intakes: CaffeineIntakes

    /// The doses that count on the day: those of ``CaffeineCurve/lookBackDays(halfLifeHours:)``
    /// days before it, its own and the next day's, in time order, minutes relative to this
    /// day's midnight.
    public var window: [CaffeineDose] { CaffeineCurve.doses(days: intakes.days, lists: intakes.lists, around: date, halfLifeHours: halfLifeHours) }

    public static func == (a: CaffeineDay, b: CaffeineDay) -> Bool {
        a.date == b.date && a.totalMg == b.totalMg && a.bedtime == b.bedtime && a.halfLifeHours == b.halfLifeHours
            && a.nowMinute == b.nowMinute && a.window == b.window
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(date)
        hasher.combine(totalMg)
        hasher.combine(nowMinute)
    }

    /// The day's own doses, in time order (minutes relative to this day's midnight).
    public var doses: [CaffeineDose] { window.filter { $0.date == date } }

    init(date: CalendarDate, totalMg: Double, bedtime: TimeOfDay, halfLifeHours: Double, nowMinute: Int?, intakes: CaffeineIntakes) {
        self.date = date
        self.totalMg = totalMg
        self.bedtime = bedtime
        self.halfLifeHours = halfLifeHours
        self.nowMinute = nowMinute
        self.intakes = intakes
    }

    /// The levels through the day.
    public struct Curve: Sendable, Hashable {
        /// The highest level during the day (00:00 to 23:59), in mg.
        public var peakMg: Double
        /// When the peak is reached (the earliest such minute); nil when there is no caffeine at all.
        public var peakTime: TimeOfDay?
        /// The level at bedtime (a bedtime before 12:00 is taken after midnight, on the next morning).
        public var bedtimeMg: Double
        /// The level now, only when the clock is on the day.
        public var nowMg: Double?
        /// The level at 00:00, 01:00, …, 23:00 and 24:00 (25 values).
        public var hourly: [Double]
    }

    /// Works out the levels through the day, each time it is called: keep the result (a
    /// ``DayReport`` holds it in ``DayReport/caffeine``).
    public func curve() -> Curve { curve(window: window) }

    /// ``curve()`` from the day's ``window``, already worked out.
    func curve(window: [CaffeineDose]) -> Curve {
        let bedMinute = Int(bedtime.minutes) < 12 * 60 ? Int(bedtime.minutes) + 1440 : Int(bedtime.minutes)
        // Every minute asked about: the hours 00:00…24:00, bedtime, now, and the day's doses
        // (the maximum of decaying steps is at the start of the day or right at a dose).
        var minutes = (0...24).map { $0 * 60 }
        minutes.append(bedMinute)
        if let nowMinute { minutes.append(nowMinute) }
        let doseQueries = minutes.count
        for d in window where d.date == date && d.minute > 0 && d.minute < 1440 { minutes.append(d.minute) }
        let levels = CaffeineCurve.levels(at: minutes, doses: window, halfLifeHours: halfLifeHours)
        var peak = levels[0], peakMinute = 0
        for k in doseQueries..<minutes.count where levels[k] > peak + 1e-9 {
            peak = levels[k]
            peakMinute = minutes[k]
        }
        return Curve(peakMg: peak, peakTime: peak > 0 ? TimeOfDay(minutes: peakMinute) : nil, bedtimeMg: levels[25],
                     nowMg: nowMinute.map { _ in levels[26] }, hourly: Array(levels[0...24]))
    }

    /// Computes the caffeine curve of `date`; `now` gives ``Curve/nowMg`` when it is that day.
    public static func compute(journal: Journal, date: CalendarDate, now: JournalClock?) -> CaffeineDay {
        compute(summary: journal.summary, date: date, now: now)
    }

    /// ``compute(journal:date:now:)`` from the journal's summary.
    public static func compute(summary: JournalSummary, date: CalendarDate, now: JournalClock?) -> CaffeineDay {
        let i = summary.index(from: date)
        return compute(summary: summary, date: date, day: i < summary.days.count && summary.days[i].date == date ? i : nil, now: now)
    }

    /// ``compute(summary:date:now:)`` for the summary's day at index `day` (nil: no such day).
    static func compute(summary: JournalSummary, date: CalendarDate, day: Int?, now: JournalClock?) -> CaffeineDay {
        compute(summary: summary, date: date, day: day, now: now, intakes: CaffeineIntakes(summary))
    }

    /// ``compute(summary:date:day:now:)`` with the summary's intakes (one for many days).
    static func compute(summary: JournalSummary, date: CalendarDate, day: Int?, now: JournalClock?, intakes: CaffeineIntakes) -> CaffeineDay {
        let settings = summary.definitions.settings(on: date)
        return CaffeineDay(
            date: date,
            totalMg: day.map { summary.days[$0].nutrients.caffeine } ?? 0,
            bedtime: summary.nightStart(after: date).map { TimeOfDay(minutes: $0 % 1440) } ?? settings.bedtime,
            halfLifeHours: settings.halfLifeHours,
            nowMinute: now.flatMap { $0.date == date ? $0.minute : nil },
            intakes: intakes)
    }
}

/// A journal's days and the lists of their caffeine intakes, where a ``CaffeineDay`` finds its
/// doses when its curve is asked for; one for all the days of a report (``MetricsContext``).
final class CaffeineIntakes: Sendable {
    let days: [DaySummary]
    let lists: [DayLists]

    init(_ summary: JournalSummary) {
        days = summary.days
        lists = summary.lists
    }
}

/// The caffeine decay model.
public enum CaffeineCurve {
    /// The time of day a dose without a time is taken at: 12:00.
    public static let untimedMinute = 12 * 60

    /// The level at `minute` (from the day's midnight; may be negative or beyond 1440) of the
    /// doses at or before it: Σ mg × 0.5^((minute − dose minute) / (half-life × 60)).
    public static func level(at minute: Int, doses: [(minute: Int, mg: Double)], halfLifeHours: Double) -> Double {
        let halfLifeMinutes = halfLifeHours * 60
        guard halfLifeMinutes > 0 else { return 0 }
        var sum = 0.0
        for d in doses where d.minute <= minute && d.mg != 0 {
            sum += d.mg * pow(0.5, Double(minute - d.minute) / halfLifeMinutes)
        }
        return sum
    }

    /// ``level(at:doses:halfLifeHours:)`` at each of `minutes` (in any order), for doses in time
    /// order. One pass over the doses and the minutes in time order: the level decays from one
    /// minute asked about to the next, and each dose adds its own decayed amount on the way.
    static func levels(at minutes: [Int], doses: [CaffeineDose], halfLifeHours: Double) -> [Double] {
        var result = [Double](repeating: 0, count: minutes.count)
        let halfLifeMinutes = halfLifeHours * 60
        guard halfLifeMinutes > 0 else { return result }
        // The minutes' indexes in time order (an insertion sort: the hours come first, in order).
        var order = Array(minutes.indices)
        for i in order.indices.dropFirst() {
            let k = order[i]
            var j = i
            while j > 0, minutes[order[j - 1]] > minutes[k] {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = k
        }
        var level = 0.0
        var at = Int.min
        var next = 0
        for k in order {
            let m = minutes[k]
            if at != Int.min, m > at, level != 0 { level *= exp2(-Double(m - at) / halfLifeMinutes) }
            at = m
            while next < doses.count, doses[next].minute <= m {
                if doses[next].mg != 0 { level += doses[next].mg * exp2(-Double(m - doses[next].minute) / halfLifeMinutes) }
                next += 1
            }
            result[k] = level
        }
        return result
    }

    /// How many days before a day still matter: enough half-lives that any dose is under a
    /// 30,000th of itself (4 days at 5 h, 16 at 24 h).
    public static func lookBackDays(halfLifeHours: Double) -> Int {
        max(1, Int((halfLifeHours * 15 / 24).rounded(.up)))
    }

    /// Caffeine doses of the days around `date` (``lookBackDays(halfLifeHours:)`` before it, the
    /// day itself and the next day, for a bedtime after midnight), with minutes relative to
    /// `date`'s midnight, in time order. Drinks and meals with caffeine are doses at their
    /// entry's time, or 12:00 without one.
    public static func doses(journal: Journal, around date: CalendarDate, halfLifeHours: Double) -> [CaffeineDose] {
        doses(summary: journal.summary, around: date, halfLifeHours: halfLifeHours)
    }

    /// ``doses(journal:around:halfLifeHours:)`` from the journal's summary.
    public static func doses(summary: JournalSummary, around date: CalendarDate, halfLifeHours: Double) -> [CaffeineDose] {
        doses(days: summary.days, lists: summary.lists, around: date, halfLifeHours: halfLifeHours)
    }

    /// The doses around `date` among `days` (a journal's, in date order, with the `lists` of
    /// their intakes).
    static func doses(days: [DaySummary], lists: [DayLists], around date: CalendarDate, halfLifeHours: Double) -> [CaffeineDose] {
        let start = date.adding(days: -lookBackDays(halfLifeHours: halfLifeHours))
        let end = date.adding(days: 1)
        var result: [CaffeineDose] = []
        var i = JournalSummary.index(in: days, from: start)
        while i < days.count, days[i].date <= end {
            let day = days[i].date
            let offset = date.days(to: day) * 1440
            let range = days[i].intakeRange
            for intake in lists[Int(days[i].listsIndex)].intakes[Int(range.lowerBound)..<Int(range.upperBound)] {
                let m = intake.time.map { Int($0.minutes) } ?? untimedMinute
                result.append(CaffeineDose(date: day, time: intake.time, minute: offset + m, mg: intake.mg))
            }
            i += 1
        }
        // A stable insertion sort (entries at the same minute keep file order): days are
        // short and mostly written in time order.
        for i in result.indices.dropFirst() {
            let d = result[i]
            var j = i
            while j > 0, result[j - 1].minute > d.minute {
                result[j] = result[j - 1]
                j -= 1
            }
            result[j] = d
        }
        return result
    }
}
