/// Works out habits from their definitions and marks.
///
/// Rules (see the format's "What the numbers mean"):
///
/// - A habit starts on its `from` when every definition of it has one, else on its first
///   mark of any kind; without either it has not started.
/// - Daily habits are due every day, `on mon, wed, fri` habits on those weekdays only; a
///   `for N days` habit is due from its start for N days and no longer.
/// - A day is done with an `[x]` whose numbers (summed over the day's `[x]` and `[ ]` marks)
///   reach the target, if there is one; an `[x]` without a number does not meet a target. A
///   day with an `[x]` is judged by it alone: short of the target it is not done (pending
///   today), even with a `[-]` or inside an `away` range.
/// - `N/week` habits are met per calendar week (from `set week-start`) when N days are done,
///   or fewer when fewer days count: excused days and days before the start or outside the
///   definition do not. A week that is only partly in force and not met is excused. Only marked
///   days of an `N/week` habit appear on the habits ring.
/// - The week-start of a streak is the one in force on the streak's date.
public final class HabitTracker: Sendable {
    /// The habit's name as first defined.
    public let habit: String
    private let definitions: [Timed<HabitDefinition>]
    private let all: Definitions
    /// The days marked, in order, with their marks.
    private let markedDays: [Int32]
    private let marks: [DayMarks]
    /// When the marks are not too far apart: the index in `marks` of each day from the first
    /// marked one to the last (-1 for none), for looking one up at once.
    private let dense: [Int32]
    /// The habit's first day, if it has started.
    public let start: CalendarDate?
    /// The name, lower-cased.
    let key: String
    /// Each definition's rule, by place in `definitions`.
    private let rules: [Rule]
    /// Whether there is only one definition and it always holds.
    private let isAlways: Bool

    /// What decides a day's status, without the definition's texts (which cost reference
    /// counting to copy, day after day).
    private struct Rule {
        /// N, for `N/week` habits.
        var perWeek: Int?
        /// A bit per weekday (Monday is bit 0) the habit is due on.
        var weekdays: UInt8
        var target: Double?
        /// A challenge's length in days.
        var days: Int?

        init(_ d: HabitDefinition) {
            switch d.schedule {
            case .daily: (perWeek, weekdays) = (nil, 0x7F)
            case .timesPerWeek(let n): (perWeek, weekdays) = (n, 0x7F)
            case .weekdays(let days): (perWeek, weekdays) = (nil, days.bits)
            }
            target = d.target
            days = d.days
        }
    }

    private struct DayMarks {
        var state: HabitMark.State?
        var value: Double?
    }

    /// A tracker for the habit named `habit` (any case); nil when no habit has that name.
    public convenience init?(journal: Journal, habit: String) {
        self.init(summary: journal.summary, habit: habit)
    }

    /// ``init(journal:habit:)`` from the journal's summary.
    public convenience init?(summary: JournalSummary, habit: String) {
        let key = habit.lowercased()
        self.init(summary: summary, key: key, definitions: summary.definitions.habits.filter { $0.value.name.lowercased() == key },
                  found: Self.marks(in: summary, keys: [key])[0])
    }

    /// The tracker of the habit whose lower-cased name is `key`, from its definitions (in
    /// order) and its marks (`found`, see ``marks(in:keys:)``); nil when no habit has that name.
    private init?(summary: JournalSummary, key: String, definitions defs: [Timed<HabitDefinition>], found: [(day: Int32, marks: DayMarks)]) {
        guard let first = defs.first else { return nil }
        self.habit = first.value.name
        self.key = key
        definitions = defs
        rules = defs.map { Rule($0.value) }
        isAlways = defs.count == 1 && defs[0].validity == .always
        all = summary.definitions
        let firstMark = found.first.map { CalendarDate(dayNumber: $0.day) }
        markedDays = found.map(\.day)
        marks = found.map(\.marks)
        let span = found.isEmpty ? 0 : Int(found.last!.day) - Int(found[0].day) + 1
        if span <= 8 * found.count + 1024 {
            var dense = [Int32](repeating: -1, count: span)
            for (i, f) in found.enumerated() { dense[Int(f.day - found[0].day)] = Int32(i) }
            self.dense = dense
        } else {
            dense = []
        }
        let froms = defs.compactMap(\.validity.from)
        start = froms.count == defs.count ? froms.min() : firstMark
    }

    // MARK: Days

    /// The day's marks, if any.
    private func mark(on date: CalendarDate) -> DayMarks? {
        guard let first = markedDays.first else { return nil }
        let offset = Int(date.dayNumber) - Int(first)
        if !dense.isEmpty {
            guard offset >= 0, offset < dense.count, dense[offset] >= 0 else { return nil }
            return marks[Int(dense[offset])]
        }
        var lo = 0, hi = markedDays.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if markedDays[mid] < date.dayNumber { lo = mid + 1 } else { hi = mid }
        }
        return lo < markedDays.count && markedDays[lo] == date.dayNumber ? marks[lo] : nil
    }

    /// The definition in force on `date`.
    public func definition(on date: CalendarDate) -> HabitDefinition? {
        definitionIndex(on: date).map { definitions[$0].value }
    }

    /// The place in `definitions` of the definition in force on `date`.
    private func definitionIndex(on date: CalendarDate) -> Int? {
        isAlways ? 0 : Definitions.currentIndex(definitions, on: date)
    }

    /// The habit's status on `date` as of `clock`.
    public func status(on date: CalendarDate, clock: JournalClock) -> HabitDay {
        day(on: date, definition: definitionIndex(on: date), clock: clock)
    }

    /// ``status(on:clock:)`` with the definition in force (its place in `definitions`).
    /// (Definitions are read in place: a copy would retain their texts, day after day.)
    private func day(on date: CalendarDate, definition i: Int?, clock: JournalClock) -> HabitDay {
        let m = mark(on: date)
        let status = statusOnly(on: date, rule: rule(on: date, definition: i), clock: clock)
        guard let i else {
            return HabitDay(habit: habit, date: date, status: status, mark: m?.state, value: m?.value, target: nil, targetUnit: nil, schedule: nil)
        }
        return HabitDay(habit: habit, date: date, status: status, mark: m?.state, value: m?.value,
                        target: definitions[i].value.target, targetUnit: definitions[i].value.targetUnit, schedule: definitions[i].value.schedule)
    }

    /// The rule in force on `date`, if the habit is started, defined and within its challenge.
    private func rule(on date: CalendarDate) -> Rule? {
        rule(on: date, definition: definitionIndex(on: date))
    }

    /// ``rule(on:)`` with the definition in force (its place in `definitions`).
    private func rule(on date: CalendarDate, definition i: Int?) -> Rule? {
        guard let start, date >= start, let i else { return nil }
        let r = rules[i]
        if let n = r.days, start.days(to: date) >= n { return nil }
        return r
    }

    /// ``status(on:clock:)``'s status alone: what weeks and streaks need.
    func statusOnly(on date: CalendarDate, clock: JournalClock) -> HabitStatus {
        statusOnly(on: date, rule: rule(on: date), clock: clock)
    }

    /// ``statusOnly(on:clock:)`` with the rule in force.
    private func statusOnly(on date: CalendarDate, rule: Rule?, clock: JournalClock) -> HabitStatus {
        guard let start, date >= start else { return .beforeStart }
        guard let r = rule, r.weekdays & (1 << date.weekday.rawValue) != 0 else { return .notScheduled }
        let m = mark(on: date)
        // A done mark is judged by its target, whatever else excuses the day (a `[-]` on the
        // same day, an `away` range): below it the day is pending today and not done after.
        if m?.state == .done {
            if r.target.map({ (m?.value ?? 0) >= $0 }) ?? true { return .done }
            return clock.isOver(date) ? .notDone : .pending
        }
        if m?.state == .skipped || all.isAway(on: date) { return .excused }
        if r.perWeek != nil, m == nil { return .notScheduled }
        return clock.isOver(date) ? .notDone : .pending
    }

    // MARK: Weeks

    /// The first day of the week holding `date`.
    public static func weekStart(of date: CalendarDate, weekStart: Weekday) -> CalendarDate {
        date.adding(days: -((date.weekday.rawValue - weekStart.rawValue + 7) % 7))
    }

    /// The week holding `date` for an `N/week` habit, weeks starting on `weekStart` (by default
    /// the one in force on `date`). For other habits every due day of the week is required.
    public func week(containing date: CalendarDate, weekStart: Weekday? = nil, clock: JournalClock) -> HabitWeek {
        let first = Self.weekStart(of: date, weekStart: weekStart ?? all.settings(on: date).weekStart)
        var done = 0, countable = 0, inRange = 0
        var partial = false
        var quota: Int? = nil
        for k in 0..<7 {
            let d = first.adding(days: k)
            guard let r = rule(on: d) else { partial = true; continue }
            let s = statusOnly(on: d, clock: clock)
            let weekly: Bool
            if let n = r.perWeek { quota = n; weekly = true } else { quota = quota ?? 7; weekly = false }
            // Days a daily or weekday habit is not due do not count.
            if s == .notScheduled && !weekly { continue }
            inRange += 1
            // Marks after the clock's date are not known yet.
            if s == .done, d <= clock.date { done += 1; countable += 1 }
            else if s != .excused { countable += 1 }
        }
        var week = HabitWeek(habit: habit, start: first, done: done, required: 0, status: .notScheduled)
        guard inRange > 0, let quota else {
            if start == nil || first.adding(days: 6) < start! { week.status = .beforeStart }
            return week
        }
        week.required = min(quota, countable)
        if week.required == 0 { week.status = .excused }
        else if done >= week.required { week.status = .done }
        else if !clock.isOver(first.adding(days: 6)) { week.status = .pending }
        else if partial { week.status = .excused }
        else { week.status = .notDone }
        return week
    }

    // MARK: Streaks

    /// Whether the habit is kept per week (its definition in force on `date`, or its latest).
    private func isWeekly(on date: CalendarDate) -> Bool {
        let def = definition(on: date) ?? definitions.last?.value
        if case .timesPerWeek = def?.schedule { return true }
        return false
    }

    /// Streaks, counts and challenge progress up to `asOf` (days after its date are ignored).
    ///
    /// The work is in proportion to the marks and definitions, not to the days spanned: only a
    /// marked day can be done, and between two dates where anything changes (a mark, a
    /// definition's `from` or `until`, an `away` range, the challenge's end, the clock's date)
    /// every day of a weekday, and every week, stands the same.
    public func streak(asOf: JournalClock) -> HabitStreak {
        let end = asOf.date
        var result = HabitStreak(habit: habit, current: 0, longest: 0, unit: .days, doneCount: 0, scheduledCount: 0)
        if let def = definition(on: end) ?? definitions.last?.value, let n = def.days {
            var done = 0
            if let start, start <= min(end, start.adding(days: n - 1)) {
                let last = min(end, start.adding(days: n - 1))
                for day in markedDays where day >= start.dayNumber && day <= last.dayNumber {
                    if statusOnly(on: CalendarDate(dayNumber: day), clock: asOf) == .done { done += 1 }
                }
            }
            result.challengeProgress = ChallengeProgress(done: done, of: n, start: start, hasBegun: start.map { $0 <= end } ?? false)
        }
        guard let start, start <= end else { return result }

        // Statuses, oldest first, of the days or weeks from the start to `end`, a run of alike
        // ones at a time.
        var run = 0
        var runStart = start
        // `date` is the first of `times` alike days (or weeks, `step` days apart).
        func count(_ status: HabitStatus, times: Int, date: CalendarDate, step: Int = 1) {
            switch status {
            case .done:
                if run == 0 { runStart = date }
                run += times
                result.doneCount += times
                result.scheduledCount += times
                result.currentDates = runStart...date.adding(days: (times - 1) * step)
                if run >= result.longest {
                    result.longest = run
                    result.longestDates = result.currentDates
                }
            case .notDone:
                run = 0
                result.currentDates = nil
                result.scheduledCount += times
            case .excused, .pending, .notScheduled, .beforeStart:
                break
            }
        }
        let changes = self.changes(from: start, through: end, clock: asOf)
        if isWeekly(on: end) {
            result.unit = .weeks
            let ws = all.settings(on: end).weekStart
            let first = Self.weekStart(of: start, weekStart: ws)
            var w = first
            var next = 0  // the first change on or after `w`
            while w <= end {
                while next < changes.count, changes[next] < w { next += 1 }
                let status = week(containing: w, weekStart: ws, clock: asOf).status
                // Weeks before the one holding the next change stand alike (but the first,
                // which may begin before the start).
                let stop = next < changes.count ? Self.weekStart(of: changes[next], weekStart: ws) : Self.weekStart(of: end, weekStart: ws).adding(days: 7)
                let alike = w > first && w < stop ? w.days(to: stop) / 7 : 1
                count(status, times: alike, date: w, step: 7)
                w = w.adding(days: 7 * alike)
            }
        } else {
            var d = start
            var next = 0
            while d <= end {
                while next < changes.count, changes[next] <= d { next += 1 }
                // Days up to the next change stand alike, weekday by weekday.
                let stretchEnd = min(end, next < changes.count ? changes[next].adding(days: -1) : end)
                let length = d.days(to: stretchEnd) + 1
                if length <= 7 {
                    for k in 0..<length { count(statusOnly(on: d.adding(days: k), clock: asOf), times: 1, date: d.adding(days: k)) }
                } else {
                    // No day of the stretch is marked, so none is done: each weekday's status,
                    // as many times as the weekday comes.
                    for k in 0..<7 {
                        let times = (length - k + 6) / 7
                        count(statusOnly(on: d.adding(days: k), clock: asOf), times: times, date: d.adding(days: k), step: 7)
                    }
                }
                d = stretchEnd.adding(days: 1)
            }
        }
        // The run still going at the end is the current streak (a pending or excused end steps over).
        result.current = run
        return result
    }

    /// The dates after `start` and up to `end` on which what an unmarked day (or week) counts may
    /// change, in order: marked days and the days after them, the definitions' `from` and the
    /// days after their `until`, `away` ranges' first days and the days after them, the day
    /// after a challenge, and the clock's date and the day after.
    private func changes(from start: CalendarDate, through end: CalendarDate, clock: JournalClock) -> [CalendarDate] {
        var days: [Int32] = [clock.date.dayNumber, clock.date.dayNumber + 1]
        days.reserveCapacity(2 * markedDays.count + 2)
        for day in markedDays {
            days.append(day)
            days.append(day + 1)
        }
        for d in definitions {
            if let f = d.validity.from { days.append(f.dayNumber) }
            if let u = d.validity.until { days.append(u.dayNumber + 1) }
            if let n = d.value.days { days.append(start.adding(days: n).dayNumber) }
        }
        for a in all.aways {
            days += [a.value.from.dayNumber, a.value.to.dayNumber + 1]
            if let f = a.validity.from { days.append(f.dayNumber) }
            if let u = a.validity.until { days.append(u.dayNumber + 1) }
        }
        days.sort()
        var out: [CalendarDate] = []
        for day in days where day > start.dayNumber && day <= end.dayNumber && out.last?.dayNumber != day {
            out.append(CalendarDate(dayNumber: day))
        }
        return out
    }

    // MARK: Whole journal

    /// The status of the habit named `habit` on `date`; nil when there is no such habit.
    public static func status(journal: Journal, habit: String, on date: CalendarDate, clock: JournalClock) -> HabitDay? {
        HabitTracker(journal: journal, habit: habit)?.status(on: date, clock: clock)
    }

    /// The streak of the habit named `habit` as of `asOf`; nil when there is no such habit.
    public static func streak(journal: Journal, habit: String, asOf: JournalClock) -> HabitStreak? {
        HabitTracker(journal: journal, habit: habit)?.streak(asOf: asOf)
    }

    /// A tracker for every habit of the journal, in the order first defined; build them once to
    /// work out many days.
    public static func all(journal: Journal) -> [HabitTracker] {
        all(summary: journal.summary)
    }

    /// ``all(journal:)`` from the journal's summary.
    public static func all(summary: JournalSummary) -> [HabitTracker] {
        // Each name's definitions, in one pass (a journal may define thousands of habits).
        var keys: [String] = []
        var definitions: [String: [Timed<HabitDefinition>]] = [:]
        for h in summary.definitions.habits {
            let key = h.value.name.lowercased()
            if definitions[key] == nil { keys.append(key) }
            definitions[key, default: []].append(h)
        }
        // One walk over the days gathers every habit's marks.
        let found = marks(in: summary, keys: keys)
        return keys.indices.compactMap { HabitTracker(summary: summary, key: keys[$0], definitions: definitions[keys[$0]]!, found: found[$0]) }
    }

    /// The marks of each habit of `keys` (lower-cased names), by day, oldest first.
    private static func marks(in summary: JournalSummary, keys: [String]) -> [[(day: Int32, marks: DayMarks)]] {
        var found = [[(day: Int32, marks: DayMarks)]](repeating: [], count: keys.count)
        let index = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for i in summary.days.indices {
            let day = summary.days[i].date.dayNumber
            let marks = summary.habitMarks(of: summary.days[i])
            // (Read in place: a copy of a mark would retain its key.)
            for m in marks.indices {
                guard let k = index[marks[m].key] else { continue }
                found[k].append((day, DayMarks(state: marks[m].state, value: marks[m].value)))
            }
        }
        return found
    }

    /// Every habit in force on `date`, in the order first defined, with its status; `trackers`
    /// (from ``all(journal:)``) saves rebuilding them.
    public static func days(journal: Journal, on date: CalendarDate, clock: JournalClock, trackers: [HabitTracker]? = nil) -> [HabitDay] {
        days(on: date, clock: clock, trackers: trackers ?? all(journal: journal))
    }

    /// Every habit in force on `date` with its status, from `trackers` (one per habit, in
    /// the order first defined, as ``all(summary:)`` makes them).
    static func days(on date: CalendarDate, clock: JournalClock, trackers: [HabitTracker]) -> [HabitDay] {
        var days: [HabitDay] = []
        days.reserveCapacity(trackers.count)
        for t in trackers {
            guard let i = t.definitionIndex(on: date) else { continue }
            days.append(t.day(on: date, definition: i, clock: clock))
        }
        return days
    }

    /// Done of scheduled habits among `days` (done, not done and pending ones are scheduled).
    public static func tally(_ days: some Collection<HabitDay>) -> HabitTally {
        var done = 0, scheduled = 0
        for i in days.indices {
            switch days[i].status {
            case .done: done += 1; scheduled += 1
            case .notDone, .pending: scheduled += 1
            default: break
            }
        }
        return HabitTally(done: done, scheduled: scheduled)
    }

    /// Done of scheduled habits on `date`.
    public static func tally(journal: Journal, on date: CalendarDate, clock: JournalClock) -> HabitTally {
        tally(days(journal: journal, on: date, clock: clock))
    }
}
