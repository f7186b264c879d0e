/// Resolves the entries the parser streams to it (``ParseMode/stream``) and keeps the problems,
/// each with its excerpt, quoted from the line while the parser is on it; with a
/// ``SummaryCollector`` it also sums up the days.
final class EntryChecker: EntrySink {
    let resolver: EntryResolver
    /// Sums up the days, for `Journal.summarize`; nil for `Journal.check`.
    @exclusivity(unchecked) var collector: SummaryCollector?
    /// The path of the file being read, for diagnostics.
    @exclusivity(unchecked) var path = ""
    /// The problems found, with where they are.
    @exclusivity(unchecked) var problems: [(range: SourceRange, diagnostic: Diagnostic)] = []
    /// The meal that may still get items from indented lines: its kind, range and line (by
    /// byte offsets in the file), and whether it has items yet.
    private var openMeal: (meal: MealKind, range: SourceRange, line: Range<Int>, hasItems: Bool)?

    /// Lines without problems, remembered unless definitions change over time or --strict
    /// looks at notes too (see ``CleanLines``).
    let cleanLines: CleanLines?

    var problemCount: Int { problems.count }

    var openMealHasItems: Bool { openMeal?.hasItems == true }

    /// To-dos must be read whole to become habit marks.
    var keepsText: Bool { collector != nil }

    init(resolver: EntryResolver, definitions: Definitions, collector: SummaryCollector? = nil) {
        self.resolver = resolver
        self.collector = collector
        let fixed = definitions.drinks.allSatisfy { $0.validity == .always } && definitions.foods.allSatisfy { $0.validity == .always }
        // What a to-do means depends on the habits in force.
        let fixedHabits = collector == nil || definitions.habits.allSatisfy { $0.validity == .always }
        cleanLines = fixed && fixedHabits && !resolver.options.strict ? CleanLines() : nil
    }

    func entry(_ kind: EntryKind, time: TimeOfDay?, range: SourceRange, on date: CalendarDate, parser: FileParser) {
        switch kind {
        case .drink(var item):
            if collector != nil {
                if let p = resolver.item(&item, isDrink: true, on: date) { report(p, parser) }
                collector!.add(.drink(item), time: time, on: date)
            } else if let p = resolver.itemProblem(item, isDrink: true, on: date) {
                report(p, parser)
            }
        case .meal(var meal):
            if collector != nil {
                for i in meal.items.indices {
                    if let p = resolver.item(&meal.items[i], isDrink: false, on: date) { report(p, parser) }
                }
                collector!.openMeal(time: time, on: date)
                collector!.mealItems(meal.items.map(\.nutrients))
            } else {
                for i in meal.items.indices {
                    if let p = resolver.itemProblem(meal.items[i], isDrink: false, on: date) { report(p, parser) }
                }
            }
            openMeal = (meal.meal, range, parser.lineStart..<parser.lineEnd, !meal.items.isEmpty)
        case .dose(var dose):
            if let p = resolver.dose(&dose) {
                report(p, parser)
            } else {
                collector?.add(.dose(dose), time: time, on: date)
            }
        case .note(let note):
            if let p = resolver.note(note, range: range) { report(p, parser) }
        case .mood, .gratitude, .workout, .weight, .event, .habit, .task:
            // Nothing to resolve. (To-dos become habit marks, which cannot fail.)
            collector?.add(kind, time: time, on: date)
        }
    }

    func mealItems(_ items: [ItemEntry], on date: CalendarDate, parser: FileParser) {
        if collector != nil {
            var items = items
            for i in items.indices {
                if let p = resolver.item(&items[i], isDrink: false, on: date) { report(p, parser) }
            }
            collector!.mealItems(items.map(\.nutrients))
        } else {
            for i in items.indices {
                if let p = resolver.itemProblem(items[i], isDrink: false, on: date) { report(p, parser) }
            }
        }
        if !items.isEmpty { openMeal?.hasItems = true }
    }

    func endMeal(parser: FileParser) {
        if let meal = openMeal, !meal.hasItems {
            report(EntryResolver.emptyMeal(meal.meal, range: meal.range), parser, line: meal.line)
        }
        openMeal = nil
        collector?.closeMeal()
    }

    func startSection(on date: CalendarDate) { collector?.startSection(on: date) }

    func startLine() { collector?.startLine() }

    func lineMemo() -> Int32 { collector?.lineMemo() ?? 0 }

    func replay(_ memo: Int32, _ kind: CleanLines.Kind, time: TimeOfDay?, on date: CalendarDate) {
        switch kind {
        case .meal:
            // A meal with items is never warned about: its kind, range and line are not needed.
            openMeal = (.meal, SourceRange(file: 0, line: 0, column: 0, endColumn: 0), 0..<0, true)
        case .mealItems:
            openMeal?.hasItems = true
        case .body, .checkbox:
            break
        }
        collector?.replay(memo, time: time, on: date)
    }

    /// Keeps a problem on the parser's current line (or on `line`, by byte offsets).
    private func report(_ p: PendingDiagnostic, _ parser: FileParser, line: Range<Int>? = nil) {
        let bytes = Array(parser.buf[line ?? parser.lineStart..<parser.lineEnd])
        problems.append((p.range, SourceText.diagnostic(p, path: path, line: bytes[...])))
    }
}

/// Sums up the days of the entries an ``EntryChecker`` resolves, in the order read, the way
/// ``Journal/summary`` sums up a loaded journal's: to-dos named after a habit become its
/// marks, a meal counts its items (indented ones too) at the meal's time.
///
/// It also remembers what each line gave (``lineMemo()``), so that a line read again counts
/// the same without being resolved again (``replay(_:time:on:)``).
///
/// A value the checker mutates in place: its lists are then known to be its own, and
/// counting a line retains nothing.
struct SummaryCollector {
    /// What one line gave, in the form that costs least to count again.
    private enum Memo {
        case nothing
        /// A drink's nutrients.
        case drink(Nutrients)
        case mood(Double)
        case gratitude
        case workout(minutes: Double, kcal: Double?)
        case weight(Double)
        /// A habit mark, folded (its key lower-cased, its number dropped if skipped):
        /// `memoMarks[index]`.
        case mark(index: Int32)
        /// A dose of a defined medication (its time is the line's): `memoDoses[index]`.
        case dose(index: Int32)
        /// A meal line with items: the meal opens with `memoItems[start..<start + count]`.
        case meal(start: Int32, count: Int32)
        /// A line of items under a meal: `memoItems[start..<start + count]`.
        case items(start: Int32, count: Int32)
    }
    /// The items of remembered meal lines, one after the other (see ``Memo``): an array of
    /// plain values costs nothing to count again.
    private var memoItems: [Nutrients] = []
    private var memoDoses: [DayDose] = []
    private var memoMarks: [HabitDayMark] = []
    /// The items of the line being read, while it may be remembered (from ``startLine()``).
    private var lineItems: [Nutrients] = []
    private var recording = false

    private let definitions: Definitions
    /// Habit names (see `JournalBuilder.habitNames`) when they never change, else per date.
    private let fixedHabitNames: [(lower: String, name: String)]?
    private var habitNames: (date: CalendarDate, names: [(lower: String, name: String)])?
    /// The days read since ``take()``, in order: one per section (see ``startSection(on:)``).
    private var summary = JournalSummary()
    /// The open meal: its total so far, its day (in `summary`), and the place and time of its
    /// caffeine intake there (added once its items are read, if they have caffeine).
    private var meal: (total: Nutrients, day: Int, intake: Int, time: TimeOfDay?)?
    private var memos: [Memo] = []
    /// What the line being read gave so far.
    private var current: Memo = .nothing

    init(definitions: Definitions) {
        self.definitions = definitions
        fixedHabitNames = definitions.habits.allSatisfy { $0.validity == .always }
            ? JournalBuilder.habitNames(definitions.habits.map(\.value)) : nil
    }

    /// What the last summary taken held, for how many bytes read: the next one reserves room
    /// in proportion, so that its lists need not grow (and be copied) again and again.
    private var lastTaken: (counts: JournalSummary.ListCounts, bytes: Int)?

    /// The days summed up so far, which are then forgotten; `bytes` is how much was read for them.
    mutating func take(bytes: Int) -> JournalSummary {
        closeMeal()
        defer { summary = JournalSummary() }
        lastTaken = (summary.counts, bytes)
        return summary
    }

    /// About to read `bytes` more: makes room in proportion to the last summary taken (and a
    /// tenth more).
    mutating func expect(bytes: Int) {
        guard let last = lastTaken, last.bytes > 0, summary.days.isEmpty else { return }
        summary.reserveCapacity(last.counts.scaled(by: 1.1 * Double(bytes) / Double(last.bytes)))
    }

    /// Adds an entry other than a meal, resolved.
    mutating func add(_ kind: EntryKind, time: TimeOfDay?, on date: CalendarDate) {
        let memo: Memo
        switch kind {
        case .drink(let item): memo = .drink(item.nutrients)
        case .mood(let m): memo = .mood(m.value)
        case .gratitude: memo = .gratitude
        case .workout(let w): memo = .workout(minutes: w.minutes, kcal: w.kcal)
        case .weight(let w): memo = .weight(w.kilograms)
        case .dose(let d):
            memoDoses.append(DayDose(d, time: nil))
            memo = .dose(index: Int32(memoDoses.count - 1))
        case .habit(let mark): memo = remember(HabitDayMark(mark))
        case .task(let task):
            memo = JournalBuilder.habitMark(task, names: names(on: date)).map { remember(HabitDayMark($0)) } ?? .nothing
        case .meal, .event, .note: memo = .nothing
        }
        current = memo
        count(memo, time: time, on: date)
    }

    private mutating func remember(_ mark: HabitDayMark) -> Memo {
        memoMarks.append(mark)
        return .mark(index: Int32(memoMarks.count - 1))
    }

    /// Adds what a line gave to `date`'s summary.
    private mutating func count(_ memo: Memo, time: TimeOfDay?, on date: CalendarDate) {
        switch memo {
        case .nothing: break
        case .drink(let n):
            let d = summary.lastDay(date)
            summary.days[d].nutrients += n
            summary.addCaffeine(n.caffeine, time: time)
        case .mood(let v):
            let d = summary.lastDay(date)
            summary.days[d].addMood(v)
        case .gratitude:
            let d = summary.lastDay(date)
            summary.days[d].gratitude += 1
        case .workout(let minutes, let kcal):
            let d = summary.lastDay(date)
            summary.days[d].addWorkout(minutes: minutes, kcal: kcal)
        case .weight(let kg):
            let d = summary.lastDay(date)
            summary.days[d].weightKg = kg
        case .mark(let index):
            _ = summary.lastDay(date)
            summary.addMark(memoMarks[Int(index)])
        case .dose(let index):
            var dose = memoDoses[Int(index)]
            dose.time = time
            _ = summary.lastDay(date)
            summary.addDose(dose)
        case .meal(let start, let count):
            openMeal(time: time, on: date)
            addItems(start, count)
        case .items(let start, let count):
            addItems(start, count)
        }
    }

    /// Adds remembered items to the open meal.
    private mutating func addItems(_ start: Int32, _ count: Int32) {
        guard meal != nil else { return }
        for k in Int(start)..<Int(start + count) { meal!.total += memoItems[k] }
    }

    private mutating func names(on date: CalendarDate) -> [(lower: String, name: String)] {
        if let fixedHabitNames { return fixedHabitNames }
        if let h = habitNames, h.date == date { return h.names }
        let names = JournalBuilder.habitNames(definitions.habits(on: date))
        habitNames = (date, names)
        return names
    }

    /// A section of `date` opens: its entries are summed up as a day of their own, which the
    /// summary merges with the date's other sections in file order (see ``JournalSummary``), as
    /// ``Journal/summary`` does; so a day's sums do not depend on where a file was cut into
    /// parts.
    mutating func startSection(on date: CalendarDate) {
        closeMeal()
        summary.startDay(date)
    }

    /// A meal opens at `time`; its items follow.
    mutating func openMeal(time: TimeOfDay?, on date: CalendarDate) {
        closeMeal()
        let d = summary.lastDay(date)
        // Its caffeine goes where the meal stands among the day's intakes, once known.
        meal = (Nutrients(), d, summary.nextIntake, time)
        current = .meal(start: 0, count: 0)
    }

    /// Items of the open meal, from the line being read.
    mutating func mealItems(_ items: [Nutrients]) {
        guard meal != nil else { return }
        for n in items { meal!.total += n }
        if recording { lineItems += items }
        if case .meal = current { return }
        current = .items(start: 0, count: 0)
    }

    /// The open meal is complete: its total joins its day's.
    mutating func closeMeal() {
        guard let m = meal else { return }
        meal = nil
        summary.days[m.day].nutrients += m.total
        summary.insertCaffeine(m.total.caffeine, time: m.time, at: m.intake, day: m.day)
    }

    mutating func startLine() {
        current = .nothing
        lineItems.removeAll(keepingCapacity: true)
        recording = true
    }

    mutating func lineMemo() -> Int32 {
        recording = false
        // The line's items join the remembered ones.
        let start = Int32(memoItems.count), count = Int32(lineItems.count)
        switch current {
        case .meal:
            memoItems += lineItems
            memos.append(.meal(start: start, count: count))
        case .items:
            memoItems += lineItems
            memos.append(.items(start: start, count: count))
        default:
            memos.append(current)
        }
        return Int32(memos.count - 1)
    }

    mutating func replay(_ memo: Int32, time: TimeOfDay?, on date: CalendarDate) {
        count(memos[Int(memo)], time: time, on: date)
    }
}
