/// What reports need of a whole journal: its definitions and a summary of each day.
///
/// The days' caffeine intakes, doses and named values (habit marks, symptoms: one list for
/// every kind of ``NamedDayValue``) are kept in lists (``DayLists``), each day's one after the
/// other (a day is a range of each); ``caffeine(of:)``, ``doses(of:)`` and
/// ``namedValues(_:of:)`` (``habitMarks(of:)``, ``symptoms(of:)``) give a day's. A summary is
/// built day by day, oldest first: entries are added to the last day (``startDay(_:)``,
/// ``DayContribution/add(to:time:on:)``). Summaries read side by side are joined without
/// copying their lists (``append(contentsOf:)``).
public struct JournalSummary: Sendable {
    public var definitions = Definitions()
    /// One per day that has a heading or a daily-note file, oldest first.
    public internal(set) var days: [DaySummary] = []
    /// The days' lists: those taken whole from other summaries, and the last, which the
    /// summary is built on. A day's ``DaySummary/listsIndex`` says which holds its own.
    private(set) var lists: [DayLists] = [DayLists()]
    /// The meal still open while the summary is built: its total so far, its day, and the place
    /// and time of its caffeine intake there (added once its items are read, if they have
    /// caffeine). Nil in a summary built (``closeMeal()``).
    private var meal: OpenMeal?

    /// A meal still open (a struct, not a tuple: a tuple of values that hold references is
    /// copied and released by the runtime's generic code, slower by far).
    private struct OpenMeal {
        var total: Nutrients
        var split: CaffeineSplit
        var day: Int
        var intake: Int
        var time: TimeOfDay?
    }

    /// A day's caffeine by the category of the drink it came from (other for foods and drinks
    /// of none), from its intakes: it adds up to its nutrients' caffeine.
    public func caffeineByCategory(of day: DaySummary) -> CaffeineByCategory {
        var byCategory = CaffeineByCategory()
        for intake in caffeine(of: day) { byCategory[intake.category] += intake.mg }
        return byCategory
    }

    /// The lists days are added to.
    private var building: Int { lists.count - 1 }

    public init(definitions: Definitions = Definitions()) {
        self.definitions = definitions
    }

    /// A day's drinks and meals with caffeine, in file order.
    public func caffeine(of day: DaySummary) -> ArraySlice<CaffeineIntake> {
        lists[Int(day.listsIndex)].intakes[Int(day.intakeRange.lowerBound)..<Int(day.intakeRange.upperBound)]
    }

    /// A day's named values of every kind (habit marks, symptoms), one per kind and name, in
    /// the order first written.
    func namedValues(of day: DaySummary) -> ArraySlice<NamedDayValue> {
        lists[Int(day.listsIndex)].named[Int(day.namedRange.lowerBound)..<Int(day.namedRange.upperBound)]
    }

    /// A day's named values of `kind`, one per name, in the order first written.
    public func namedValues(_ kind: NamedDayValue.Kind, of day: DaySummary) -> LazyFilterCollection<ArraySlice<NamedDayValue>> {
        namedValues(of: day).lazy.filter { $0.kind == kind }
    }

    /// A day's habit marks, one per habit marked (its marks folded), in the order first marked.
    /// (Its kind is written in the filter, not passed: a filter that captured it would be
    /// allocated on every call.)
    public func habitMarks(of day: DaySummary) -> LazyFilterCollection<ArraySlice<NamedDayValue>> {
        namedValues(of: day).lazy.filter { $0.kind == .habit }
    }

    /// A day's `took` and `skipped` entries of defined medications, in file order.
    public func doses(of day: DaySummary) -> ArraySlice<DayDose> {
        lists[Int(day.listsIndex)].doses[Int(day.doseRange.lowerBound)..<Int(day.doseRange.upperBound)]
    }

    /// A day's symptoms, one per symptom noted, in the order first noted.
    public func symptoms(of day: DaySummary) -> LazyMapCollection<LazyFilterCollection<ArraySlice<NamedDayValue>>, DaySymptom> {
        namedValues(of: day).lazy.filter { $0.kind == .symptom }.map(DaySymptom.init)
    }

    /// The day with this date, if the journal has it.
    public func day(on date: CalendarDate) -> DaySummary? {
        let i = index(from: date)
        return i < days.count && days[i].date == date ? days[i] : nil
    }

    /// When the night after `evening` began, in minutes from the evening's midnight (from 12:00
    /// that day to 12:00 the next), when a span of it is written: on the next day, the day of
    /// waking, or on the evening's own day (`set sleep-day start`); the earlier when both are.
    public func nightStart(after evening: CalendarDate) -> Int? {
        var i = index(from: evening), start: Int?
        if i < days.count, days[i].date == evening {
            start = days[i].nightAfterStart.map { Int($0) }
            i += 1
        }
        if i < days.count, days[i].date == evening.adding(days: 1), let s = days[i].nightBeforeStart {
            start = min(start ?? .max, 1440 + Int(s))
        }
        return start
    }

    /// The days from `start` to `end`, both inclusive.
    public func days(from start: CalendarDate, through end: CalendarDate) -> ArraySlice<DaySummary> {
        let lo = index(from: start)
        var e = lo
        while e < days.count, days[e].date <= end { e += 1 }
        return days[lo..<e]
    }

    /// The index of the first day on or after `date`.
    public func index(from date: CalendarDate) -> Int { Self.index(in: days, from: date) }

    /// The index of the first of `days` (in date order) on or after `date`.
    static func index(in days: [DaySummary], from date: CalendarDate) -> Int {
        var lo = 0, hi = days.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if days[mid].date < date { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The first and last dates with a day.
    public var dateRange: ClosedRange<CalendarDate>? {
        guard let f = days.first, let l = days.last else { return nil }
        return f.date...l.date
    }

    /// How many days from `start` through `end` the journal spans, from its first day to its
    /// last (gaps inside count; days before its first or after its last do not).
    public func daysSpanned(from start: CalendarDate, through end: CalendarDate) -> Int {
        guard let range = dateRange else { return 0 }
        let first = max(start, range.lowerBound), last = min(end, range.upperBound)
        return first <= last ? Int(last.dayNumber - first.dayNumber) + 1 : 0
    }

    // MARK: Building

    /// Starts a day after the last (whose lists it follows); returns its index.
    @discardableResult
    mutating func startDay(_ date: CalendarDate) -> Int {
        var day = DaySummary(date: date)
        let b = building
        day.listsIndex = Int32(b)
        day.intakeRange = Int32(lists[b].intakes.count)..<Int32(lists[b].intakes.count)
        day.doseRange = Int32(lists[b].doses.count)..<Int32(lists[b].doses.count)
        day.namedRange = Int32(lists[b].named.count)..<Int32(lists[b].named.count)
        days.append(day)
        return days.count - 1
    }

    /// The last day's index, started on `date` if the last day has another date. Its lists
    /// are the ones built on (moved there if they were taken from another summary).
    @inline(__always)
    mutating func lastDay(_ date: CalendarDate) -> Int {
        guard let last = days.indices.last, days[last].date == date else { return startDay(date) }
        if Int(days[last].listsIndex) != building { moveToBuilding(last) }
        return last
    }

    /// Copies a day's elements to the end of the lists built on, so that more can follow.
    private mutating func moveToBuilding(_ d: Int) {
        let day = days[d]
        let b = building
        days[d].listsIndex = Int32(b)
        days[d].intakeRange = Int32(lists[b].intakes.count)..<Int32(lists[b].intakes.count + day.intakeRange.count)
        days[d].doseRange = Int32(lists[b].doses.count)..<Int32(lists[b].doses.count + day.doseRange.count)
        days[d].namedRange = Int32(lists[b].named.count)..<Int32(lists[b].named.count + day.namedRange.count)
        lists[b].intakes += caffeine(of: day)
        lists[b].doses += doses(of: day)
        lists[b].named += namedValues(of: day)
    }

    /// Adds caffeine taken at `time` to the last day (nothing when `mg` is 0).
    @inline(__always)
    mutating func addCaffeine(_ mg: Double, category: DrinkCategory = .other, time: TimeOfDay?) {
        guard mg > 0 else { return }
        let b = building, d = days.count - 1
        lists[b].intakes.append(CaffeineIntake(time: time, mg: mg, category: category))
        days[d].intakeRange = days[d].intakeRange.lowerBound..<Int32(lists[b].intakes.count)
    }

    /// Where an intake added to the last day now would go (a meal's place among the day's
    /// intakes, when it opens: its caffeine is known once its items are read).
    var nextIntake: Int { lists[building].intakes.count }

    /// Opens a meal on `date` at `time` (closing the one open), with `total` so far: its
    /// caffeine goes where the meal stands among the day's intakes, once its items are read.
    @inline(__always)
    mutating func openMeal(_ total: Nutrients, _ split: CaffeineSplit, time: TimeOfDay?, on date: CalendarDate) {
        closeMeal()
        let d = lastDay(date)
        meal = OpenMeal(total: total, split: split, day: d, intake: nextIntake, time: time)
    }

    /// Adds a line of items to the open meal's total (nothing when no meal is open).
    @inline(__always)
    mutating func addToOpenMeal(_ items: Nutrients, _ split: CaffeineSplit) {
        guard meal != nil else { return }
        meal!.split = meal!.split.adding(split, mg: meal!.total.caffeine, otherMg: items.caffeine)
        meal!.total += items
    }

    /// The open meal is complete: its total joins its day's.
    mutating func closeMeal() {
        // (The meal is read where it is kept, not copied out: a copy, and its release, would
        // cost more than what is done with it.)
        guard meal != nil else { return }
        let (d, intake, time, mg) = (meal!.day, meal!.intake, meal!.time, meal!.total.caffeine)
        days[d].nutrients += meal!.total
        // An intake of each category, at the meal's place (most meals: one, or none).
        if mg > 0 {
            switch meal!.split {
            case .one(let category):
                insertCaffeine(mg, category: category, time: time, at: intake, day: d)
            case .several(let byCategory):
                var at = intake
                for (category, mg) in byCategory.nonZero {
                    insertCaffeine(mg, category: category, time: time, at: at, day: d)
                    at += 1
                }
            }
        }
        meal = nil
    }

    /// Adds caffeine taken at `time` to day `d` at `index` (from ``nextIntake``, when the day
    /// was the last), before any added since; nothing when `mg` is 0.
    mutating func insertCaffeine(_ mg: Double, category: DrinkCategory, time: TimeOfDay?, at index: Int, day d: Int) {
        guard mg > 0 else { return }
        let b = building
        lists[b].intakes.insert(CaffeineIntake(time: time, mg: mg, category: category), at: index)
        let r = days[d].intakeRange
        days[d].intakeRange = r.lowerBound..<(r.upperBound + 1)
        // Days started since (if any) move up by one.
        for k in (d + 1)..<days.count where Int(days[k].listsIndex) == b {
            let r = days[k].intakeRange
            days[k].intakeRange = (r.lowerBound + 1)..<(r.upperBound + 1)
        }
    }

    /// Adds a dose to the last day.
    @inline(__always)
    mutating func addDose(_ dose: DayDose) {
        let b = building, d = days.count - 1
        lists[b].doses.append(dose)
        days[d].doseRange = days[d].doseRange.lowerBound..<Int32(lists[b].doses.count)
    }

    /// Folds a named value into the last day's of its kind and name (``NamedDayValue/fold(_:)``),
    /// or adds it after them when the day has none.
    mutating func addNamedValue(_ value: NamedDayValue) {
        let b = building, d = days.count - 1
        let r = days[d].namedRange
        for i in Int(r.lowerBound)..<Int(r.upperBound) where lists[b].named[i].kind == value.kind && lists[b].named[i].key == value.key {
            lists[b].named[i].fold(value)
            return
        }
        lists[b].named.append(value)
        days[d].namedRange = r.lowerBound..<Int32(lists[b].named.count)
    }

    /// Adds `source`'s day at `index` after the last day, or merges it into the last day when
    /// that has the same date (its numbers added, its lists after the last day's, its named
    /// values folded into the last day's).
    mutating func append(day index: Int, of source: JournalSummary) {
        let day = source.days[index]
        days[lastDay(day.date)].addNumbers(of: day)
        for intake in source.caffeine(of: day) { addCaffeine(intake.mg, category: intake.category, time: intake.time) }
        for dose in source.doses(of: day) { addDose(dose) }
        for value in source.namedValues(of: day) { addNamedValue(value) }
    }

    /// How many days, intakes, doses and named values the summary holds.
    var counts: ListCounts {
        var total = ListCounts(days: days.count)
        for l in lists {
            total.intakes += l.intakes.count
            total.doses += l.doses.count
            total.named += l.named.count
        }
        return total
    }

    /// Counts of a summary's days and of each of its lists.
    struct ListCounts {
        var days = 0, intakes = 0, doses = 0, named = 0

        /// The counts scaled by `factor`, rounded up.
        func scaled(by factor: Double) -> ListCounts {
            func up(_ n: Int) -> Int { Int((Double(n) * factor).rounded(.up)) }
            return ListCounts(days: up(days), intakes: up(intakes), doses: up(doses), named: up(named))
        }
    }

    /// Makes room for `counts` more days and list elements.
    mutating func reserveCapacity(_ counts: ListCounts) {
        let b = building
        days.reserveCapacity(more: counts.days)
        lists[b].intakes.reserveCapacity(more: counts.intakes)
        lists[b].doses.reserveCapacity(more: counts.doses)
        lists[b].named.reserveCapacity(more: counts.named)
    }

    /// Appends every day of `other`, whose days all come after this summary's last (or are
    /// left to be put in order by the caller). Its lists are taken as they are, not copied;
    /// days added later go to new lists.
    mutating func append(contentsOf other: JournalSummary) {
        // Lists still empty need not stay (a day pointing at them has empty ranges, which any
        // lists have).
        if lists[building].isEmpty { lists.removeLast() }
        let offset = Int32(lists.count)
        lists += other.lists
        for var day in other.days {
            day.listsIndex += offset
            days.append(day)
        }
        lists.append(DayLists())
    }

    /// The days put in date order, those of one date merged in the order they are in (a
    /// stable sort).
    func sortedByDate() -> JournalSummary {
        if days.indices.dropFirst().allSatisfy({ days[$0 - 1].date < days[$0].date }) { return self }
        let order = days.indices.sorted { (days[$0].date, $0) < (days[$1].date, $1) }
        var sorted = JournalSummary(definitions: definitions)
        sorted.reserveCapacity(counts)
        for i in order { sorted.append(day: i, of: self) }
        return sorted
    }
}

/// A run of days' caffeine intakes, doses and named values, each day's one after the other.
struct DayLists: Sendable {
    /// Drinks and meals with caffeine, in file order.
    var intakes: [CaffeineIntake] = []
    /// `took` and `skipped` entries of defined medications, in file order.
    var doses: [DayDose] = []
    /// Each day's named values (habit marks, symptoms), one per kind and name, in the order
    /// first written.
    var named: [NamedDayValue] = []

    var isEmpty: Bool { intakes.isEmpty && doses.isEmpty && named.isEmpty }
}

extension JournalSummary {
    /// How this summary's days differ from `other`'s, in a sentence; nil when they are the same
    /// days with the same numbers and lists. Every stored number of a ``DaySummary`` is
    /// compared (its synthesized `==`, with where its lists are left out), so a field added to
    /// it is compared too. The tests and the fuzz target compare reads with this.
    public func difference(from other: JournalSummary) -> String? {
        guard days.count == other.days.count else { return "\(days.count) days against \(other.days.count)" }
        for (a, b) in zip(days, other.days) {
            if a.withoutListPlaces != b.withoutListPlaces { return "\(a.date): \(a.withoutListPlaces) against \(b.withoutListPlaces)" }
            if caffeine(of: a) != other.caffeine(of: b) { return "\(a.date): intakes \(caffeine(of: a)) against \(other.caffeine(of: b))" }
            if doses(of: a) != other.doses(of: b) { return "\(a.date): doses \(doses(of: a)) against \(other.doses(of: b))" }
            if namedValues(of: a) != other.namedValues(of: b) {
                return "\(a.date): named values \(Array(namedValues(of: a))) against \(Array(other.namedValues(of: b)))"
            }
        }
        return nil
    }
}

private extension DaySummary {
    /// The day's numbers, without where its lists are (which depends on the summary).
    var withoutListPlaces: DaySummary {
        var day = self
        (day.listsIndex, day.intakeRange, day.doseRange, day.namedRange) = (0, 0..<0, 0..<0, 0..<0)
        return day
    }
}
