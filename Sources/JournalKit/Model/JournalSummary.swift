/// What reports need of a whole journal: its definitions and a summary of each day.
///
/// The days' caffeine intakes, habit marks, doses and symptoms are kept in lists (``DayLists``), each
/// day's one after the other (a day is a range of each); ``caffeine(of:)``, ``habitMarks(of:)``
/// and ``doses(of:)`` give a day's. A summary is built day by day, oldest first: entries are
/// added to the last day (``startDay(_:)``, ``add(_:time:)``). Summaries read side by side
/// are joined without copying their lists (``append(contentsOf:)``).
public struct JournalSummary: Sendable {
    public var definitions = Definitions()
    /// One per day that has a heading or a daily-note file, oldest first.
    public internal(set) var days: [DaySummary] = []
    /// The days' lists: those taken whole from other summaries, and the last, which the
    /// summary is built on. A day's ``DaySummary/listsIndex`` says which holds its own.
    private(set) var lists: [DayLists] = [DayLists()]

    /// The lists days are added to.
    private var building: Int { lists.count - 1 }

    public init(definitions: Definitions = Definitions()) {
        self.definitions = definitions
    }

    /// A day's drinks and meals with caffeine, in file order.
    public func caffeine(of day: DaySummary) -> ArraySlice<CaffeineIntake> {
        lists[Int(day.listsIndex)].intakes[Int(day.intakeRange.lowerBound)..<Int(day.intakeRange.upperBound)]
    }

    /// A day's habit marks, one per habit marked, in the order first marked.
    public func habitMarks(of day: DaySummary) -> ArraySlice<HabitDayMark> {
        lists[Int(day.listsIndex)].marks[Int(day.markRange.lowerBound)..<Int(day.markRange.upperBound)]
    }

    /// A day's `took` and `skipped` entries of defined medications, in file order.
    public func doses(of day: DaySummary) -> ArraySlice<DayDose> {
        lists[Int(day.listsIndex)].doses[Int(day.doseRange.lowerBound)..<Int(day.doseRange.upperBound)]
    }

    /// A day's symptoms, one per symptom noted, in the order first noted.
    public func symptoms(of day: DaySummary) -> ArraySlice<DaySymptom> {
        lists[Int(day.listsIndex)].symptoms[Int(day.symptomRange.lowerBound)..<Int(day.symptomRange.upperBound)]
    }

    /// The day with this date, if the journal has it.
    public func day(on date: CalendarDate) -> DaySummary? {
        let i = index(from: date)
        return i < days.count && days[i].date == date ? days[i] : nil
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

    /// Whether any day has a `grateful` line.
    public var hasGratitude: Bool { days.contains { $0.gratitude > 0 } }

    // MARK: Building

    /// Starts a day after the last (whose lists it follows); returns its index.
    @discardableResult
    mutating func startDay(_ date: CalendarDate) -> Int {
        var day = DaySummary(date: date)
        let b = building
        day.listsIndex = Int32(b)
        day.intakeRange = Int32(lists[b].intakes.count)..<Int32(lists[b].intakes.count)
        day.markRange = Int32(lists[b].marks.count)..<Int32(lists[b].marks.count)
        day.doseRange = Int32(lists[b].doses.count)..<Int32(lists[b].doses.count)
        day.symptomRange = Int32(lists[b].symptoms.count)..<Int32(lists[b].symptoms.count)
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
        days[d].markRange = Int32(lists[b].marks.count)..<Int32(lists[b].marks.count + day.markRange.count)
        days[d].doseRange = Int32(lists[b].doses.count)..<Int32(lists[b].doses.count + day.doseRange.count)
        days[d].symptomRange = Int32(lists[b].symptoms.count)..<Int32(lists[b].symptoms.count + day.symptomRange.count)
        lists[b].intakes += caffeine(of: day)
        lists[b].marks += habitMarks(of: day)
        lists[b].doses += doses(of: day)
        lists[b].symptoms += symptoms(of: day)
    }

    /// Adds caffeine taken at `time` to the last day (nothing when `mg` is 0).
    @inline(__always)
    mutating func addCaffeine(_ mg: Double, time: TimeOfDay?) {
        guard mg > 0 else { return }
        let b = building, d = days.count - 1
        lists[b].intakes.append(CaffeineIntake(time: time, mg: mg))
        days[d].intakeRange = days[d].intakeRange.lowerBound..<Int32(lists[b].intakes.count)
    }

    /// Where an intake added to the last day now would go (a meal's place among the day's
    /// intakes, when it opens: its caffeine is known once its items are read).
    var nextIntake: Int { lists[building].intakes.count }

    /// Adds caffeine taken at `time` to day `d` at `index` (from ``nextIntake``, when the day
    /// was the last), before any added since; nothing when `mg` is 0.
    mutating func insertCaffeine(_ mg: Double, time: TimeOfDay?, at index: Int, day d: Int) {
        guard mg > 0 else { return }
        let b = building
        lists[b].intakes.insert(CaffeineIntake(time: time, mg: mg), at: index)
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

    /// Folds a mark into the last day's marks of its habit: done wins over skipped, skipped over
    /// not done; the numbers on `[x]` and `[ ]` marks add up.
    mutating func addMark(_ mark: HabitDayMark) {
        let b = building, d = days.count - 1
        let r = days[d].markRange
        for i in Int(r.lowerBound)..<Int(r.upperBound) where lists[b].marks[i].key == mark.key {
            lists[b].marks[i].merge(state: mark.state, value: mark.value)
            return
        }
        lists[b].marks.append(mark)
        days[d].markRange = r.lowerBound..<Int32(lists[b].marks.count)
    }

    /// Folds a symptom into the last day's of its name: noted once a day, at the highest
    /// severity written.
    mutating func addSymptom(_ symptom: DaySymptom) {
        let b = building, d = days.count - 1
        let r = days[d].symptomRange
        for i in Int(r.lowerBound)..<Int(r.upperBound) where lists[b].symptoms[i].key == symptom.key {
            lists[b].symptoms[i].merge(symptom.severity)
            return
        }
        lists[b].symptoms.append(symptom)
        days[d].symptomRange = r.lowerBound..<Int32(lists[b].symptoms.count)
    }

    /// Adds `source`'s day at `index` after the last day, or merges it into the last day when
    /// that has the same date (its numbers added, its lists after the last day's, its marks
    /// folded into the last day's).
    mutating func append(day index: Int, of source: JournalSummary) {
        let day = source.days[index]
        days[lastDay(day.date)].addNumbers(of: day)
        for intake in source.caffeine(of: day) { addCaffeine(intake.mg, time: intake.time) }
        for mark in source.habitMarks(of: day) { addMark(mark) }
        for dose in source.doses(of: day) { addDose(dose) }
        for symptom in source.symptoms(of: day) { addSymptom(symptom) }
    }

    /// How many days, intakes, habit marks and doses the summary holds.
    var counts: ListCounts {
        var total = ListCounts(days: days.count)
        for l in lists {
            total.intakes += l.intakes.count
            total.marks += l.marks.count
            total.doses += l.doses.count
            total.symptoms += l.symptoms.count
        }
        return total
    }

    /// Counts of a summary's days and of each of its lists.
    struct ListCounts {
        var days = 0, intakes = 0, marks = 0, doses = 0, symptoms = 0

        /// The counts scaled by `factor`, rounded up.
        func scaled(by factor: Double) -> ListCounts {
            func up(_ n: Int) -> Int { Int((Double(n) * factor).rounded(.up)) }
            return ListCounts(days: up(days), intakes: up(intakes), marks: up(marks), doses: up(doses), symptoms: up(symptoms))
        }
    }

    /// Makes room for `counts` more days and list elements.
    mutating func reserveCapacity(_ counts: ListCounts) {
        let b = building
        days.reserveCapacity(more: counts.days)
        lists[b].intakes.reserveCapacity(more: counts.intakes)
        lists[b].marks.reserveCapacity(more: counts.marks)
        lists[b].doses.reserveCapacity(more: counts.doses)
        lists[b].symptoms.reserveCapacity(more: counts.symptoms)
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

/// A run of days' caffeine intakes, habit marks and doses, each day's one after the other.
struct DayLists: Sendable {
    /// Drinks and meals with caffeine, in file order.
    var intakes: [CaffeineIntake] = []
    /// Each day's habits marked, in the order first marked.
    var marks: [HabitDayMark] = []
    /// `took` and `skipped` entries of defined medications, in file order.
    var doses: [DayDose] = []
    /// Each day's symptoms, in the order first noted.
    var symptoms: [DaySymptom] = []

    var isEmpty: Bool { intakes.isEmpty && marks.isEmpty && doses.isEmpty && symptoms.isEmpty }
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
            if habitMarks(of: a) != other.habitMarks(of: b) {
                return "\(a.date): habit marks \(habitMarks(of: a)) against \(other.habitMarks(of: b))"
            }
            if doses(of: a) != other.doses(of: b) { return "\(a.date): doses \(doses(of: a)) against \(other.doses(of: b))" }
            if symptoms(of: a) != other.symptoms(of: b) {
                return "\(a.date): symptoms \(symptoms(of: a)) against \(other.symptoms(of: b))"
            }
        }
        return nil
    }
}

private extension DaySummary {
    /// The day's numbers, without where its lists are (which depends on the summary).
    var withoutListPlaces: DaySummary {
        var day = self
        (day.listsIndex, day.intakeRange, day.markRange, day.doseRange, day.symptomRange) = (0, 0..<0, 0..<0, 0..<0, 0..<0)
        return day
    }
}
