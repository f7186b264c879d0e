/// What one resolved entry adds to its day: the one place that says it, for every kind.
///
/// ```
/// - 07:45 drink espresso x2        → .drink(126 mg caffeine, 60 ml water, …)
/// - 08:00 breakfast: oats 60 g     → .meal(the items' total), more items may follow
///   - banana                       → .mealItems(its nutrients)
/// - mood 4                         → .mood(4)
/// - [x] meditate                   → .named(habit meditate, done)
/// ```
///
/// Every read of a journal, whether it keeps the entries or not, hands each entry's
/// contribution to a ``SummaryCollector``, which adds it to the day's ``DaySummary``
/// (``add(to:time:on:)``, which says how) and remembers it for a line that comes again. A
/// contribution holds values only.
enum DayContribution: Sendable, Hashable {
    /// Counts nothing: events, notes, doses of undefined medications.
    case nothing
    /// A drink's nutrients and category; its caffeine is an intake at the entry's time.
    case drink(Nutrients, DrinkCategory)
    /// A meal opens at the entry's time, with the total of the items on its line and their
    /// caffeine by category; its caffeine is one intake, once its items are all read.
    case meal(Nutrients, CaffeineSplit)
    /// The total of a line of items indented under the open meal, and their caffeine by category.
    case mealItems(Nutrients, CaffeineSplit)
    case mood(Double)
    case gratitude
    /// A to-do in its state (``TaskTally``).
    case task(TaskState)
    /// A workout: its minutes, the kcal written, the distance, and its activity's MET (for the
    /// kcal of one that writes none).
    case workout(minutes: Double, kcal: Double?, meters: Double?, met: Double?)
    case weight(kilograms: Double)
    /// A `took` or `skipped` of a defined medication, at the entry's time.
    case dose(DayDose)
    /// A night's sleep (or a nap): its minutes, its quality if written, and when the night
    /// began, if its span is written (``SleepEntry/nightStart``, minutes from the day's
    /// midnight): the night before the day (written on the day of waking, negative the evening
    /// before) or the night after it (written on the day it began, `set sleep-day start`).
    case sleep(minutes: Double, quality: Double?, nightBefore: Int16?, nightAfter: Int16?)
    /// A value the day holds once per name, folded with the day's others of its kind and name:
    /// a habit mark, a symptom (``NamedDayValue``).
    case named(NamedDayValue)

    /// What a resolved entry of `kind` adds to its day. To-dos are habit marks by now when
    /// they name a habit (see ``HabitNames``). The kind is borrowed, not copied to be read.
    init(_ kind: borrowing EntryKind) {
        switch kind {
        case .drink(let item): self = .drink(item.nutrients, item.category ?? .other)
        case .meal(let meal): self = .meal(meal.nutrients, CaffeineSplit(of: meal.items))
        case .mood(let mood): self = .mood(mood.value)
        case .gratitude: self = .gratitude
        case .dose(let dose): self = dose.isDefined ? .dose(DayDose(dose, time: nil)) : .nothing
        case .workout(let w): self = .workout(minutes: w.minutes, kcal: w.kcal, meters: w.distanceMeters, met: w.met)
        case .weight(let w): self = .weight(kilograms: w.kilograms)
        case .habit(let mark): self = .named(NamedDayValue(mark))
        case .sleep(let s):
            let night = s.nightStart.map { Int16($0) }
            self = .sleep(minutes: s.minutes, quality: s.quality, nightBefore: s.filedOn == .wake ? night : nil,
                          nightAfter: s.filedOn == .start ? night : nil)
        case .symptom(let s): self = .named(NamedDayValue(.symptom, key: s.key, value: s.severity))
        case .task(let t): self = .task(t.state)
        case .event, .note: self = .nothing
        }
    }

    /// What a line of `items` under a meal adds to it.
    init(mealItems items: [ItemEntry]) {
        self = .mealItems(MealEntry.total(of: items), CaffeineSplit(of: items))
    }

    /// Adds the contribution to `date`'s day in `summary` (its last day, started if that has
    /// another date), at `time`.
    @inline(__always)
    func add(to summary: inout JournalSummary, time: TimeOfDay?, on date: CalendarDate) {
        switch self {
        case .nothing:
            break
        case .drink(let n, let category):
            let d = summary.lastDay(date)
            summary.days[d].nutrients += n
            summary.addCaffeine(n.caffeine, category: category, time: time)
        case .meal(let n, let split):
            summary.openMeal(n, split, time: time, on: date)
        case .mealItems(let n, let split):
            summary.addToOpenMeal(n, split)
        case .mood(let value):
            summary.days[summary.lastDay(date)].addMood(value)
        case .gratitude:
            summary.days[summary.lastDay(date)].gratitude += 1
        case .task(let state):
            summary.days[summary.lastDay(date)].tasks.add(state)
        case .workout(let minutes, let kcal, let meters, let met):
            summary.days[summary.lastDay(date)].addWorkout(minutes: minutes, kcal: kcal, meters: meters, met: met)
        case .weight(let kg):
            summary.days[summary.lastDay(date)].weightKg = kg
        case .dose(var dose):
            dose.time = time
            _ = summary.lastDay(date)
            summary.addDose(dose)
        case .sleep(let minutes, let quality, let nightBefore, let nightAfter):
            summary.days[summary.lastDay(date)].addSleep(minutes: minutes, quality: quality, nightBefore: nightBefore, nightAfter: nightAfter)
        case .named(let value):
            _ = summary.lastDay(date)
            summary.addNamedValue(value)
        }
    }
}

/// A value a day holds once per kind and name however often its entries write it: a habit's
/// marks folded into one, a symptom at its highest severity. A day's are one list, in the
/// order first written (``JournalSummary/namedValues(_:of:)``); an entry kind that adds such a
/// value to its day is a case of ``Kind``, with how two of the same name fold
/// (``fold(_:)``), and nothing else in the summaries.
public struct NamedDayValue: Sendable, Hashable {
    /// What a value is, and how values of one name on one day fold into one.
    public enum Kind: UInt8, Sendable, Hashable, CaseIterable {
        /// A habit's marks (``HabitMark``): ``state`` is done if any `[x]`, else skipped if any
        /// `[-]`, else not done; ``value`` is the sum of the numbers on `[x]` and `[ ]` marks.
        case habit
        /// A symptom (``SymptomEntry``): ``value`` is the highest severity written (1 to 5).
        case symptom
        /// A tag on any of the day's entries (`#jitters`), lower-cased, without its `#`: noted.
        case tag
    }

    /// The name, lower-cased (a habit's, ``SymptomEntry/key``).
    public var key: String
    /// A number for the day (see ``Kind``), if any was written.
    public var value: Double?
    public var kind: Kind
    /// A habit's state for the day; other kinds are done (noted).
    public var state: HabitMark.State

    init(_ kind: Kind, key: String, state: HabitMark.State = .done, value: Double?) {
        self.key = key
        self.value = value
        self.kind = kind
        self.state = state
    }

    /// One habit mark (a skipped mark's number does not count).
    init(_ mark: HabitMark) {
        self.init(.habit, key: mark.habit.lowercased(), state: mark.state, value: mark.state == .skipped ? nil : mark.value)
    }

    /// Folds `other`, of the same kind and name and written later on the same day, into this.
    mutating func fold(_ other: NamedDayValue) {
        switch kind {
        case .habit:
            switch (state, other.state) {
            case (_, .done): state = .done
            case (.done, _): break
            case (_, .skipped): state = .skipped
            case (.skipped, _): break
            case (_, .notDone): state = .notDone
            }
            if let v = other.value { value = (value ?? 0) + v }
        case .symptom:
            if let v = other.value { value = max(value ?? v, v) }
        case .tag:
            break
        }
    }
}
