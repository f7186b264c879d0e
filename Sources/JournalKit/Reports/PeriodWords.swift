/// The words a user names a day, a moment or a period with on the command line. One parser
/// reads them all, so every command understands the same words:
///
/// - a **day** (`journal day DATE`, `--today`, `-b`, `-e`): `today`, `yesterday`, `tomorrow`,
///   `2026-11-21`, or a weekday name (`monday`, `fri`: the latest such day up to today);
/// - a **moment** (`--now`): a day and a time of day written as in the journal (§7.5 of
///   Grammar.md): `2026-11-21 7pm`, `2026-11-21 7:45 pm`, `yesterday 19:00`, `2026-11-21T19:00`;
///   a time alone is today;
/// - a **period** (`journal report PERIOD`): a day, or `this week`, `last week`, `this month`,
///   `last month`, `this year`, `last year`, `2026`, `2026-11`, `2026-W47`,
///   `2026-11-01..2026-11-15`, `last 7 days`, `all`; `-b`/`-e` days move its ends.
public enum PeriodWords {
    /// Every period form, for help texts and error messages.
    public static let periodForms = ["today", "yesterday", "this week", "last week", "this month", "last month", "this year",
                                     "last year", "YYYY", "YYYY-MM", "YYYY-Www", "YYYY-MM-DD", "DATE..DATE", "last N days", "all"]

    /// The longest period a report covers, in days.
    public static let maxDays = 100_000

    // MARK: Days

    /// Reads a day: `today`, `yesterday`, `tomorrow`, `YYYY-MM-DD`, or a weekday name (the
    /// latest such day up to `today`, so `monday` on a Monday is today).
    public static func day(_ text: String, today: CalendarDate) -> Result<CalendarDate, PeriodError> {
        let word = text.lowercased().trimmed
        switch word {
        case "today": return .success(today)
        case "yesterday": return .success(today.adding(days: -1))
        case "tomorrow": return .success(today.adding(days: 1))
        default: break
        }
        if let d = CalendarDate(iso: word) { return .success(d) }
        if let w = Weekday(name: word) {
            return .success(today.adding(days: -((today.weekday.rawValue - w.rawValue + 7) % 7)))
        }
        if looksLikeDate(word) { return .failure(.badDate(text)) }
        let guess = Suggestion.closest(to: word, in: ["today", "yesterday", "tomorrow"] + Weekday.allCases.map { $0.name.lowercased() })
        return .failure(.notADay(text, guess))
    }

    // MARK: Moments

    /// Reads a moment: an optional day (as ``day(_:today:)``, default `today`) and a time of day
    /// as the journal writes it (`19:00`, `7pm`, `7:45 pm`).
    public static func moment(_ text: String, today: CalendarDate) -> Result<JournalClock, PeriodError> {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        // `2026-11-21T19:00`, as ISO 8601 writes it.
        if words.count == 1, let t = words[0].firstIndex(where: { $0 == "T" || $0 == "t" }), words[0].distance(from: words[0].startIndex, to: t) == 10 {
            words = [String(words[0][..<t]), String(words[0][words[0].index(after: t)...])]
        }
        guard let last = words.last else { return .failure(.badMoment(text)) }
        // The journal allows a space before am/pm: `7:45 pm` reads as `7:45pm`.
        var timeText = last
        var dayWords = words.dropLast()
        if ["am", "pm"].contains(last.lowercased()), let before = dayWords.popLast() { timeText = before + last }
        guard let time = time(timeText) else { return .failure(.badMoment(text)) }
        guard case .time(let t) = time else { return .failure(.badTime(timeText)) }
        switch dayWords.count {
        case 0: return .success(JournalClock(date: today, minute: Int(t.minutes)))
        case 1: return day(dayWords[dayWords.startIndex], today: today).map { JournalClock(date: $0, minute: Int(t.minutes)) }
        default: return .failure(.badMoment(text))
        }
    }

    /// A time of day read by the journal's own time parser.
    static func time(_ text: String) -> TimeScan? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { UnsafeBufferPointer($0).time(Token(start: 0, end: $0.count), loose: true) }
    }

    /// The clock a report runs at: `--now MOMENT`, else the end of `--today DAY`, else `system`
    /// (the computer's local time). Relative words (`yesterday`, `7pm`) count from `system`'s date.
    public static func clock(now: String?, today: String?, system: JournalClock) -> Result<JournalClock, PeriodError> {
        switch (now, today) {
        case (.some, .some): return .failure(.todayAndNow)
        case (let now?, nil): return moment(now, today: system.date)
        case (nil, let today?): return day(today, today: system.date).map(JournalClock.endOfDay)
        case (nil, nil): return .success(system)
        }
    }

    // MARK: Periods

    /// Reads a period: `text` (empty: the week holding `today`, starting on `weekStart`), with
    /// its first day moved to `begin` and its last to `end` when they are given. With `begin`
    /// alone and no `text`, the period runs to `today`. `all` spans `journalRange` (or just
    /// today for an empty journal).
    public static func period(_ text: String, begin: String? = nil, end: String? = nil, today: CalendarDate, weekStart: Weekday,
                              journalRange: ClosedRange<CalendarDate>?) -> Result<Period, PeriodError> {
        let base: Period
        if text.trimmed.isEmpty {
            base = .week(containing: today, weekStart: weekStart)
        } else {
            switch named(text, today: today, weekStart: weekStart, journalRange: journalRange) {
            case .success(let p): base = p
            case .failure(let e): return .failure(e)
            }
        }
        guard begin != nil || end != nil else { return checkedLength(base) }
        let start: CalendarDate, last: CalendarDate
        switch begin.map({ day($0, today: today) }) ?? .success(base.start) {
        case .success(let d): start = d
        case .failure(let e): return .failure(e)
        }
        let defaultEnd = text.trimmed.isEmpty && begin != nil ? today : base.end
        switch end.map({ day($0, today: today) }) ?? .success(defaultEnd) {
        case .success(let d): last = d
        case .failure(let e): return .failure(e)
        }
        guard start <= last else { return .failure(.backwards(start, last)) }
        return checkedLength(Period(start: start, end: last, kind: .range, label: "\(start) – \(last)"))
    }

    private static func checkedLength(_ p: Period) -> Result<Period, PeriodError> {
        p.dayCount <= maxDays ? .success(p) : .failure(.tooLong(p.dayCount))
    }

    /// A period named in words (no `-b`/`-e`).
    static func named(_ text: String, today: CalendarDate, weekStart: Weekday,
                      journalRange: ClosedRange<CalendarDate>?) -> Result<Period, PeriodError> {
        let t = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        switch t {
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
        if case .success(let d) = day(t, today: today) { return .success(.day(d)) }
        let words = t.split(separator: " ")
        if words.count == 3, words[0] == "last" || words[0] == "past", words[2] == "days" || words[2] == "day",
           let n = Int(words[1]), n >= 1, n <= maxDays {
            let s = today.adding(days: -(n - 1))
            return .success(Period(start: s, end: today, kind: .range, label: "Last \(n) days: \(s) – \(today)"))
        }
        if let r = t.range(of: "..") {
            let a = String(t[..<r.lowerBound]), b = String(t[r.upperBound...])
            guard case .success(let s) = day(a, today: today) else { return .failure(.badDate(a)) }
            guard case .success(let e) = day(b, today: today) else { return .failure(.badDate(b)) }
            guard s <= e else { return .failure(.backwards(s, e)) }
            return .success(Period(start: s, end: e, kind: .range, label: "\(s) – \(e)"))
        }
        let b = Array(t.utf8)
        func digits(_ r: Range<Int>) -> Int? {
            guard r.upperBound <= b.count, r.allSatisfy({ isDigit(b[$0]) }) else { return nil }
            return Int(String(decoding: b[r], as: UTF8.self))
        }
        if b.count == 4, let y = digits(0..<4), y >= 1 { return .success(.year(y)) }
        if b.count == 7, b[4] == 45, let y = digits(0..<4), let m = digits(5..<7) {
            guard (1...12).contains(m), y >= 1 else { return .failure(.badDate(t)) }
            return .success(.month(year: y, month: m))
        }
        if b.count == 8 || b.count == 7, b[4] == 45, b[5] == 119, let y = digits(0..<4), let w = digits(6..<b.count) {
            guard let monday = Period.isoWeekStart(year: y, week: w) else { return .failure(.badWeek(t)) }
            var p = Period.week(starting: monday)
            p.label = "Week \(w), \(y): \(p.start) – \(p.end)"
            return .success(p)
        }
        if looksLikeDate(t) { return .failure(.badDate(text)) }
        let guess = Suggestion.closest(to: t, in: ["today", "yesterday", "this week", "last week", "this month", "last month", "all"])
        return .failure(.unknownPeriod(text, guess))
    }

    /// Whether a word starts like `YYYY-MM-DD` (so a mistake in it is a bad date, not an unknown word).
    private static func looksLikeDate(_ word: String) -> Bool {
        let b = Array(word.utf8)
        return b.count >= 8 && b.count <= 10 && b[0..<4].allSatisfy(isDigit) && b[4] == 45
    }
}

/// Why a day, moment or period could not be read; the description is a sentence for the user.
public enum PeriodError: Error, Sendable, Equatable, CustomStringConvertible {
    case badDate(String)
    case backwards(CalendarDate, CalendarDate)
    case badWeek(String)
    case unknownPeriod(String, String?)
    case notADay(String, String?)
    /// Not a day and a time.
    case badMoment(String)
    /// A time that cannot be (`25:00`).
    case badTime(String)
    case tooLong(Int)
    /// `--today` and `--now` both given.
    case todayAndNow

    public var description: String {
        switch self {
        case .badDate(let s): "'\(s)' is not a valid date. Write YYYY-MM-DD."
        case .backwards(let a, let b): "the period ends (\(b)) before it starts (\(a))."
        case .badWeek(let s): "'\(s)' is not an ISO week. Write it as e.g. 2026-W47."
        case .unknownPeriod(let s, let guess):
            "'\(s)' is not a period" + (guess.map { "; did you mean '\($0)'?" } ?? ".") + " Periods are " + PeriodWords.periodForms.dropLast().joined(separator: ", ")
                + " or " + PeriodWords.periodForms.last! + "."
        case .notADay(let s, let guess):
            "'\(s)' is not a day" + (guess.map { "; did you mean '\($0)'?" } ?? ".") + " Write YYYY-MM-DD, today, yesterday or a weekday."
        case .badMoment(let s): "'\(s)' is not a day and a time. Write e.g. \"2026-11-21 19:00\", \"2026-11-21 7:45 pm\" or \"7pm\" (today)."
        case .badTime(let s): "'\(s)' is not a time of day. Write HH:MM from 00:00 to 23:59, or 7am or 7:45pm."
        case .tooLong(let n): "the period is too long: \(n) days, and at most \(PeriodWords.maxDays) are allowed."
        case .todayAndNow: "--today and --now both set the clock; give one of them."
        }
    }
}

private extension String {
    var trimmed: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
