/// What one resolved entry adds to its day: the one place that says it, for every kind.
///
/// ```
/// - 07:45 drink espresso x2        → .drink(126 mg caffeine, 60 ml water, …)
/// - 08:00 breakfast: oats 60 g     → .meal(the items' total), more items may follow
///   - banana                       → .mealItems(its nutrients)
/// - mood 4                         → .mood(4)
/// - [x] meditate                   → .habit(meditate, done)
/// ```
///
/// Every read of a journal, whether it keeps the entries or not, hands each entry's
/// contribution to a ``SummaryCollector``, which adds it to the day's ``DaySummary`` and
/// remembers it for a line that comes again. A contribution holds values only.
enum DayContribution: Sendable, Hashable {
    /// Counts nothing: events, notes, doses of undefined medications.
    case nothing
    /// A drink's nutrients; its caffeine is an intake at the entry's time.
    case drink(Nutrients)
    /// A meal opens at the entry's time, with the total of the items on its line; its caffeine
    /// is one intake, once its items are all read.
    case meal(Nutrients)
    /// The total of a line of items indented under the open meal.
    case mealItems(Nutrients)
    case mood(Double)
    case gratitude
    /// A to-do in its state (``TaskTally``).
    case task(TaskState)
    case workout(minutes: Double, kcal: Double?)
    case weight(kilograms: Double)
    /// A habit mark; marks of one habit on one day fold into one (``HabitDayMark``).
    case habit(HabitDayMark)
    /// A `took` or `skipped` of a defined medication, at the entry's time.
    case dose(DayDose)
    /// A night's sleep (or a nap): its minutes, its quality if written, and when it began
    /// (minutes from the waking day's midnight, negative the evening before) if written.
    case sleep(minutes: Double, quality: Double?, start: Int16?)
    /// A symptom, by the name it is counted under, and its severity if written.
    case symptom(name: String, severity: Double?)

    /// What a resolved entry of `kind` adds to its day. To-dos are habit marks by now when
    /// they name a habit (see ``HabitNames``). The kind is borrowed, not copied to be read.
    init(_ kind: borrowing EntryKind) {
        switch kind {
        case .drink(let item): self = .drink(item.nutrients)
        case .meal(let meal): self = .meal(meal.nutrients)
        case .mood(let mood): self = .mood(mood.value)
        case .gratitude: self = .gratitude
        case .dose(let dose): self = dose.isDefined ? .dose(DayDose(dose, time: nil)) : .nothing
        case .workout(let w): self = .workout(minutes: w.minutes, kcal: w.kcal)
        case .weight(let w): self = .weight(kilograms: w.kilograms)
        case .habit(let mark): self = .habit(HabitDayMark(mark))
        case .sleep(let s): self = .sleep(minutes: s.minutes, quality: s.quality, start: s.span.map { Int16($0.lowerBound) })
        case .symptom(let s): self = .symptom(name: s.key, severity: s.severity)
        case .task(let t): self = .task(t.state)
        case .event, .note: self = .nothing
        }
    }

    /// What a line of `items` under a meal adds to it.
    init(mealItems items: [ItemEntry]) {
        self = .mealItems(MealEntry.total(of: items))
    }
}
