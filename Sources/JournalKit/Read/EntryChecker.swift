/// The sink every read of a journal's days goes through (``ParseMode/stream``, or behind the
/// memory of lines, ``LineMemory``, which hands it the entries of the lines it reads and what
/// lines it has seen before added): it resolves each entry the parser hands over, once, and
/// keeps its problems, each quoted from the line while the parser is on it. Then, as the read
/// asks:
/// - a ``SummaryCollector`` adds the entry's ``DayContribution`` to its day (`journal report`);
/// - a ``JournalBuilder`` keeps the entry itself, for the ``Journal`` model (`journal day`,
///   `journal stats`, and every test that looks at entries).
/// `journal check` asks for neither.
///
/// Like the parser's, its state is only ever touched by its own methods, one line at a time, so
/// its properties are marked `@exclusivity(unchecked)`: Swift would otherwise check each access
/// at run time (README, Performance, has what that costs).
final class EntryChecker: EntrySink {
    let resolver: EntryResolver
    /// Sums up the days; nil when the read only checks.
    @exclusivity(unchecked) var collector: SummaryCollector?
    /// Keeps the entries; nil unless the read builds the model.
    @exclusivity(unchecked) var builder: JournalBuilder?
    /// To-dos that name a habit become its marks (for the collector and the builder).
    @exclusivity(unchecked) private var habitNames: HabitNames
    /// The path of the file being read, for diagnostics.
    @exclusivity(unchecked) var path = ""
    /// The problems found, with where they are.
    @exclusivity(unchecked) var problems: [(range: SourceRange, diagnostic: Diagnostic)] = []
    /// The meal that may still get items from indented lines: its kind, range and line (by
    /// byte offsets in the file), and whether it has items yet.
    @exclusivity(unchecked) private var openMeal: (meal: MealKind, range: SourceRange, line: Range<Int>, hasItems: Bool)?
    /// The spans of sleep read so far in the section (minutes from its day's midnight), for
    /// overlaps. (Sections, not dates: a date's sections may be read in different parts.)
    @exclusivity(unchecked) private var sectionSleeps: [Range<Int>] = []
    /// The earliest time of the section's timed entries read so far, but notes and sleeps, in
    /// minutes from midnight (a night that covers it is on the wrong day: `sleep-day`).
    @exclusivity(unchecked) private var sectionEarliest = Int.max
    /// The section's nights written on the day they began (`set sleep-day start`) and the latest
    /// time of the timed entries but notes and sleeps written after each (a night that begins
    /// before it is on the wrong day: `sleep-day`), with its place and line.
    @exclusivity(unchecked) private var sectionNights: [(start: Int, written: (TimeOfDay, TimeOfDay), latestAfter: Int,
                                                          range: SourceRange, line: Range<Int>)] = []
    /// What the checkbox lines of the days read say, for ``TaskMigrations``.
    @exclusivity(unchecked) private var tasks = TaskMigrations.Collected()
    /// The section's `took` and `skipped` entries of defined medications, each with its place
    /// and line, matched to the day's doses when the section ends (for extra doses).
    @exclusivity(unchecked) private var sectionDoses: [(dose: DayDose, range: SourceRange, line: Range<Int>)] = []
    /// The takes and refills of medications with a supply (``MedicationSupply``), each with its
    /// line, for a take with no tablet left; and those medications' names (most journals: none).
    @exclusivity(unchecked) private var supplyMovements: [(movement: MedicationSupply.Movement, line: [UInt8])] = []
    private let supplyNames: Set<String>
    /// The parser of the section's doses, whose bytes their lines are quoted from: the section
    /// ends while it still reads (``endSection()``).
    @exclusivity(unchecked) private var sectionParser: FileParser?
    /// The date of the section being read.
    @exclusivity(unchecked) private var sectionDate: CalendarDate?
    /// Whether what a line means may depend on its date: when drinks or foods are defined
    /// for a while only (`from`/`until`), or habits change over time and days are summed up;
    /// or with --strict, which looks at notes too. Then every line must be read where it stands
    /// (see ``LineMemory``).
    let meaningMayDependOnDate: Bool
    private let definitions: Definitions
    /// Whether any `set sleep-day` is written: else every night goes on the day of waking.
    private let setsSleepDay: Bool

    var problemCount: Int { problems.count }

    /// To-dos must be read whole to become habit marks.
    var keepsText: Bool { keepsEntries }

    func mayName(_ buf: UnsafeBufferPointer<UInt8>, _ word: Token) -> Bool {
        let words = resolver.naturalWords
        if words.contains(buf, word.start..<word.end) { return true }
        // "coffees", "sandwiches": a plural of a name's word.
        guard word.count > 3, lowerByte(buf[word.end - 1]) == UInt8(ascii: "s") else { return false }
        return words.contains(buf, word.start..<word.end - 1)
            || (lowerByte(buf[word.end - 2]) == UInt8(ascii: "e") && words.contains(buf, word.start..<word.end - 2))
    }

    func mayNameMedication(_ buf: UnsafeBufferPointer<UInt8>, _ word: Token) -> Bool {
        // A name of letters beyond ASCII is not lower-cased here: read the line.
        (word.start..<word.end).contains { buf[$0] >= 0x80 } || resolver.medicationFirstWords.contains { buf.matches(word, lowercased: $0) }
    }

    /// Whether anything keeps what an entry resolved to: a check keeps only the problems, so a
    /// resolved drink, meal or dose is not put back into its entry.
    private var keepsEntries: Bool { collector != nil || builder != nil }

    init(resolver: EntryResolver, definitions: Definitions, collector: SummaryCollector? = nil, builder: JournalBuilder? = nil) {
        self.resolver = resolver
        self.collector = collector
        self.builder = builder
        habitNames = HabitNames(definitions: definitions)
        // What is in force is looked up for every day with doses: work it out once per span.
        self.definitions = definitions.prepared()
        let fixedItems = definitions.drinks.allSatisfy { $0.validity == .always } && definitions.foods.allSatisfy { $0.validity == .always }
        let fixedHabits = collector == nil || !habitNames.changeOverTime
        meaningMayDependOnDate = !fixedItems || !fixedHabits || resolver.options.strict
        setsSleepDay = definitions.settings.contains { if case .sleepDay = $0.value { true } else { false } }
        supplyNames = MedicationSupply.names(definitions)
    }

    func startSection(_ section: DaySection) -> Bool {
        endSection()
        sectionDate = section.date
        sectionSleeps = []
        sectionEarliest = .max
        collector?.startSection(on: section.date)
        return builder?.startSection(section) ?? false
    }

    func entry(_ kind: consuming EntryKind, time: TimeOfDay?, tags: [String], range: SourceRange, on date: CalendarDate,
               parser: FileParser) {
        entry(kind, time: time, tags: tags, range: range, on: date, parser: parser, marks: ItemMarks())
    }

    /// Checks an entry (``entry(_:time:tags:range:on:parser:)``). Of its items, those `marks`
    /// says are resolved already are not resolved again, and `resolved` gets those it asks for
    /// that resolve without a problem.
    func entry(_ kind: consuming EntryKind, time: TimeOfDay?, tags: [String], range: SourceRange, on date: CalendarDate,
               parser: FileParser, marks: ItemMarks, resolved: (Int, ArraySlice<ItemEntry>) -> Void = { _, _ in }) {
        if let time, kind.isActivityOfTheDay { noteActivity(at: time) }
        if kind.mayBeReadAsWritten {
            _ = checkAsWritten(kind, time: time, tags: tags, range: range, on: date, parser: parser, giving: false)
        } else {
            _ = check(kind, time: time, tags: tags, range: range, on: date, parser: parser, giving: false, marks: marks, resolved: resolved)
        }
    }

    /// Checks an entry as ``entry(_:time:tags:range:on:parser:marks:resolved:)`` does, and
    /// returns what it added to the read.
    func added(by kind: consuming EntryKind, time: TimeOfDay?, tags: [String], range: SourceRange, on date: CalendarDate,
               parser: FileParser, marks: ItemMarks, resolved: (Int, ArraySlice<ItemEntry>) -> Void) -> Added {
        if let time, kind.isActivityOfTheDay { noteActivity(at: time) }
        if kind.mayBeReadAsWritten { return checkAsWritten(kind, time: time, tags: tags, range: range, on: date, parser: parser, giving: true)! }
        return check(kind, time: time, tags: tags, range: range, on: date, parser: parser, giving: true, marks: marks, resolved: resolved)!
    }

    /// Checks a note or a to-do that may be another entry once names are looked up (see
    /// ``entryAsWritten(_:_:range:on:parser:)``); what it added says what that entry depends on.
    @inline(never)
    private func checkAsWritten(_ kind: consuming EntryKind, time: TimeOfDay?, tags: [String], range: SourceRange, on date: CalendarDate,
                                parser: FileParser, giving: Bool) -> Added? {
        var kind = kind, time = time
        let became = entryAsWritten(&kind, &time, range: range, on: date, parser: parser)
        var added = check(kind, time: time, tags: tags, range: range, on: date, parser: parser, giving: giving, marks: ItemMarks(), resolved: { _, _ in })
        added?.became = became
        return added
    }

    /// A note or a to-do as the parser read it that is another entry once names are looked up:
    /// a line without a keyword (`- 19:00 flat white`, Grammar.md §5.12) or a checkbox on a
    /// medication's name (`- [x] sertraline`, §5.10). Makes `kind` that entry (and `time` its
    /// time) and returns what the entry depends on; nil when it stays as read.
    private func entryAsWritten(_ kind: inout EntryKind, _ time: inout TimeOfDay?, range: SourceRange, on date: CalendarDate,
                                parser: FileParser) -> LineMemory.Dependence? {
        if case .note(let note) = kind, let reading = note.reading {
            switch resolver.natural(reading, time: reading.time ?? time, range: range, on: date) {
            case .entry(let entry):
                kind = entry
                time = reading.time ?? time
                return LineMemory.dependence(of: kind)
            case .looksLikeEntry(let p): report(p, parser)
            case .note: break
            }
        } else if case .task(let task) = kind, let written = task.dose {
            // `[x]` is a dose taken, `[-]` one skipped, and `[ ]` one not yet taken: not a to-do.
            // Words after the name are a note only after the dose's time (`[ ] metformin 08:00
            // felt sick`); else the line is a to-do.
            var dose = written
            // (A habit of the same name wins: it is a habit mark.)
            guard resolver.dose(&dose) == nil, dose.note.isEmpty || dose.scheduledTime != nil, habitNames.mark(task, on: date) == nil else { return nil }
            if task.state != .open {
                kind = .dose(written)
            } else if dose.note.isEmpty {
                kind = .note(NoteEntry(text: keepsText ? "[ ] " + task.text : "", bullet: true))
            } else {
                var untaken = written
                (untaken.taken, untaken.isOpen) = (false, true)
                kind = .dose(untaken)
            }
            return LineMemory.dependence(of: kind)
        }
        return nil
    }

    /// Checks an entry and, when `giving`, returns what it added to the read. (Inlined into
    /// its two callers: a check that gives nothing makes nothing to give.)
    @inline(__always)
    private func check(_ kind: consuming EntryKind, time: TimeOfDay?, tags: [String], range: SourceRange, on date: CalendarDate,
                       parser: FileParser, giving: Bool, marks: ItemMarks, resolved: (Int, ArraySlice<ItemEntry>) -> Void) -> Added? {
        // Each kind is taken apart (not copied), checked, and put together again only for the
        // collector or the builder, which keep what the check resolved (``keep(_:counts:time:tags:range:on:giving:meal:taskWords:)``).
        switch consume kind {
        case .drink(var item):
            if !marks.isResolved(0) {
                if let p = resolver.item(&item, isDrink: true, on: date) {
                    report(p, parser)
                } else if marks.isWanted(0) {
                    resolved(0, [item][...])
                }
            }
            if !item.isCounted { collector?.addUncounted(1, on: date) }
            return keepsEntries ? keep(.drink(item), time: time, tags: tags, range: range, on: date, giving: giving) : given(giving)
        case .meal(var meal):
            for p in resolver.mealItems(&meal.items, on: date, marks: marks, resolved: resolved) { report(p, parser) }
            addUncounted(meal.items, on: date)
            let hasItems = !meal.items.isEmpty
            openMeal = (meal.meal, range, parser.lineStart..<parser.lineEnd, hasItems)
            let part: Added.MealPart = hasItems ? .opens : .none
            return keepsEntries ? keep(.meal(meal), time: time, tags: tags, range: range, on: date, giving: giving, meal: part) : given(giving, meal: part)
        case .dose(var dose):
            if let p = resolver.dose(&dose) { report(p, parser) }
            if dose.isDefined {
                // Whether it is one too many depends on the day's other doses.
                sectionDoses.append((DayDose(dose, time: time), dose.medicationRange, parser.lineStart..<parser.lineEnd))
                sectionParser = parser
                if !supplyNames.isEmpty {
                    if let m = MedicationSupply.movement(DayDose(dose, time: time), on: date, names: supplyNames, range: dose.medicationRange) {
                        supplyMovements.append((m, Array(parser.buf[parser.lineStart..<parser.lineEnd])))
                    }
                }
            }
            return keepsEntries ? keep(.dose(dose), time: time, tags: tags, range: range, on: date, giving: giving) : given(giving)
        case .task(let task):
            // Every checkbox line counts for migrations; a migrated one may be warned about.
            let words = TaskMigrations.normalised(task.text)
            tasks.add(words, on: date)
            if task.state == .migrated {
                tasks.migrated.append(TaskMigrations.Migrated(date: date, words: words, range: range, path: path,
                                                              line: Array(parser.buf[parser.lineStart..<parser.lineEnd])))
            }
            guard keepsEntries else { return given(giving, taskWords: words) }
            let kind: EntryKind = habitNames.mark(task, on: date).map { .habit($0) } ?? .task(task)
            return keep(kind, time: time, tags: tags, range: range, on: date, giving: giving, taskWords: words)
        case .note(let note):
            return keepsEntries ? keep(.note(note), time: time, tags: tags, range: range, on: date, giving: giving) : given(giving)
        case .sleep(var sleep):
            if setsSleepDay { sleep.filedOn = definitions.settings(on: date).sleepDay }
            var counts = true
            if let span = sleep.span, let p = overlap(span, range, on: date) {
                report(p, parser)
                counts = false  // the time is counted once, not twice
            } else if let span = sleep.span, let start = sleep.start, let end = sleep.end {
                if span.lowerBound < 0, sectionEarliest < span.upperBound {
                    // A night written at the end of the day it began: it covers that day's morning.
                    report(PendingDiagnostic(severity: .warning, code: .sleepDay, range: range,
                                             message: "this night (\(start)–\(end)) covers \(TimeOfDay(minutes: sectionEarliest)), when this day has an entry: a night goes on the day you wake up",
                                             hint: "if you slept \(start)–\(end) after this day, write it under the next day, ## \(CalendarDate(dayNumber: date.dayNumber + 1))"), parser)
                } else if span.lowerBound < 1440, span.upperBound > 1440 {
                    // A night on the day it began: an entry written after it must not be later.
                    sectionNights.append((span.lowerBound, (start, end), -1, range, parser.lineStart..<parser.lineEnd))
                    sectionParser = parser
                }
            }
            return keepsEntries ? keep(.sleep(sleep), counts: counts, time: time, tags: tags, range: range, on: date, giving: giving) : given(giving)
        // Nothing to resolve:
        case .mood(let mood): return keepsEntries ? keep(.mood(mood), time: time, tags: tags, range: range, on: date, giving: giving) : given(giving)
        case .gratitude(let gratitude):
            return keepsEntries ? keep(.gratitude(gratitude), time: time, tags: tags, range: range, on: date, giving: giving) : given(giving)
        case .workout(let workout):
            return keepsEntries ? keep(.workout(workout), time: time, tags: tags, range: range, on: date, giving: giving) : given(giving)
        case .weight(let weight): return keepsEntries ? keep(.weight(weight), time: time, tags: tags, range: range, on: date, giving: giving) : given(giving)
        case .event(let event): return keepsEntries ? keep(.event(event), time: time, tags: tags, range: range, on: date, giving: giving) : given(giving)
        case .habit(let mark): return keepsEntries ? keep(.habit(mark), time: time, tags: tags, range: range, on: date, giving: giving) : given(giving)
        case .symptom(let symptom):
            return keepsEntries ? keep(.symptom(symptom), time: time, tags: tags, range: range, on: date, giving: giving) : given(giving)
        }
    }

    /// What an entry that added nothing to its day added (when asked: `giving`).
    @inline(__always) private func given(_ giving: Bool, meal: Added.MealPart = .none, taskWords: String? = nil) -> Added? {
        giving ? Added(taskWords: taskWords, meal: meal) : nil
    }

    /// Hands a checked entry to the collector and the builder (called only when either is
    /// there); returns what it added (when asked: `giving`).
    private func keep(_ kind: consuming EntryKind, counts: Bool = true, time: TimeOfDay?, tags: [String], range: SourceRange,
                      on date: CalendarDate, giving: Bool, meal: Added.MealPart = .none, taskWords: String? = nil) -> Added? {
        let contribution = counts ? DayContribution(kind) : .nothing
        collector?.add(contribution, time: time, on: date)
        if !tags.isEmpty, collector != nil { addTags(tags, time: time, on: date) }
        let isKept = builder?.add(Entry(kind: kind, time: time, tags: tags, range: range)) ?? false
        return giving ? Added(day: contribution, taskWords: taskWords, meal: meal, tags: tags, isKept: isKept) : nil
    }

    /// Notes the entry's tags on its day (``NamedDayValue/Kind/tag``).
    private func addTags(_ tags: [String], time: TimeOfDay?, on date: CalendarDate) {
        for tag in tags {
            // The parser folds ASCII letters already; a tag with others (`#CAFÉ`) is folded here.
            let key = tag.utf8.allSatisfy { $0 < 0x80 } ? tag : tag.lowercased()
            collector!.add(.named(NamedDayValue(.tag, key: key, value: nil)), time: time, on: date)
        }
    }

    func mealItems(_ items: [ItemEntry], tags: [String], on date: CalendarDate, parser: FileParser) {
        _ = checkMealItems(items, tags: tags, on: date, parser: parser, giving: false)
    }

    /// Checks a line of items under the open meal (``mealItems(_:tags:on:parser:)``) and
    /// returns what it added to the read when `giving`; `marks` and `resolved` as for
    /// ``entry(_:time:tags:range:on:parser:marks:resolved:)``.
    func checkMealItems(_ items: [ItemEntry], tags: [String], on date: CalendarDate, parser: FileParser, giving: Bool,
                        marks: ItemMarks = ItemMarks(), resolved: (Int, ArraySlice<ItemEntry>) -> Void = { _, _ in }) -> Added? {
        var items = items
        for p in resolver.mealItems(&items, on: date, marks: marks, resolved: resolved) { report(p, parser) }
        addUncounted(items, on: date)
        if !items.isEmpty { openMeal?.hasItems = true }
        builder?.addToMeal(items, tags: tags)
        let part: Added.MealPart = items.isEmpty ? .none : .items
        guard collector != nil else { return given(giving, meal: part) }
        let day = DayContribution(mealItems: items)
        collector?.add(day, time: nil, on: date)
        if !tags.isEmpty { addTags(tags, time: nil, on: date) }
        return giving ? Added(day: day, meal: part, tags: tags) : nil
    }

    func endMeal(parser: FileParser) {
        if let meal = openMeal, !meal.hasItems {
            report(EntryResolver.emptyMeal(meal.meal, range: meal.range), parser, line: meal.line)
        }
        openMeal = nil
        collector?.closeMeal()
    }

    /// Tells the collector how many of `items` count nothing (only lines with errors have any).
    private func addUncounted(_ items: [ItemEntry], on date: CalendarDate) {
        guard collector != nil, !problems.isEmpty else { return }
        let n = items.reduce(0) { $0 + ($1.isCounted ? 0 : 1) }
        if n > 0 { collector?.addUncounted(n, on: date) }
    }

    // MARK: What an entry added

    /// What an entry (or a line of a meal's items) added to the read: to its day, to the
    /// to-dos for migrations, to the open meal. The same line elsewhere, where it means the
    /// same, adds the same again (``replay(_:taskNumber:day:time:on:)``).
    struct Added {
        /// What it added to its day (nothing when the read does not sum up days).
        var day: DayContribution = .nothing
        /// A to-do's normalised words (``TaskMigrations``).
        var taskWords: String? = nil
        var meal: MealPart = .none
        /// The line's tags, noted on its day.
        var tags: [String] = []
        /// What the entry the checker made of the line depends on, when it made another kind
        /// of it than the parser gave (`[x] sertraline`, a to-do, is a dose).
        var became: LineMemory.Dependence? = nil
        /// Whether the read keeps the entry itself (``JournalBuilder/add(_:)``): a replay would
        /// not give it.
        var isKept = false

        enum MealPart: Hashable {
            case none
            /// It opened a meal with items.
            case opens
            /// It gave the open meal items.
            case items
        }
    }

    /// A number for a to-do's words, to replay it by: a to-do written again is counted without
    /// its words hashed again.
    func taskNumber(_ words: String) -> Int32 { tasks.number(words) }

    /// Adds again what an entry added (its part of a meal, its to-do's words by number, and
    /// what it added to its day, read where it is kept: a copy, and its release, would cost
    /// more than what is done with it), at `time` on `date`: for a line that comes again
    /// without a problem, and whose meaning depends on nothing but its own text.
    func replay(_ meal: Added.MealPart, taskNumber: Int32?, day: UnsafePointer<DayContribution>?, tags: [String], time: TimeOfDay?,
                on date: CalendarDate) {
        switch meal {
        case .none: break
        // A meal with items is never warned about: its kind, range and line are not needed.
        case .opens: openMeal = (.meal, SourceRange(file: 0, line: 0, column: 0, endColumn: 0), 0..<0, true)
        case .items: openMeal?.hasItems = true
        }
        if let taskNumber { tasks.add(number: taskNumber, on: date) }
        if let day, collector != nil { collector!.add(day.pointee, time: time, on: date) }
        if !tags.isEmpty, collector != nil { addTags(tags, time: time, on: date) }
        // (A line replayed is neither a note nor a sleep with times: those are never remembered.)
        if let time { noteActivity(at: time) }
    }

    /// An entry of the section done at `time` (not a note or a sleep), for `sleep-day`.
    @inline(__always) private func noteActivity(at time: TimeOfDay) {
        let m = Int(time.minutes)
        sectionEarliest = min(sectionEarliest, m)
        if !sectionNights.isEmpty {
            for i in sectionNights.indices where m > sectionNights[i].start { sectionNights[i].latestAfter = max(sectionNights[i].latestAfter, m) }
        }
    }

    /// The takes and refills of medications with a supply read since the last call.
    func takeSupplyMovements() -> [(movement: MedicationSupply.Movement, line: [UInt8])] {
        defer { supplyMovements = [] }
        return supplyMovements
    }

    /// What the checkbox lines read since the last call say, for ``TaskMigrations``.
    func takeTasks() -> TaskMigrations.Collected { tasks.take() }

    /// The section ends (another starts, or the part of the file read ends, while its bytes
    /// are still there): its takes that
    /// match no dose of a medication scheduled that day are extra doses.
    func endSection() {
        defer { (sectionDoses, sectionNights, sectionDate, sectionParser) = ([], [], nil, nil) }
        if let date = sectionDate, !sectionNights.isEmpty { warnAboutNightsBegunBeforeEntries(on: date) }
        guard let date = sectionDate, sectionDoses.contains(where: \.dose.taken) else { return }
        // Most days have no more takes than doses: only then is each take matched.
        let meds = definitions.medications(on: date)
        let mayHaveExtra = sectionDoses.contains { d in
            guard d.dose.taken else { return false }
            guard let m = meds.first(where: { $0.name == d.dose.medication }) else { return true }
            if m.asNeeded { return false }
            let due = m.weekdays?.contains(date.weekday) ?? true ? m.times.count : 0
            return sectionDoses.lazy.filter { $0.dose.medication == m.name }.count > due
        }
        guard mayHaveExtra else { return }
        let day = DoseMatcher.match(definitions: definitions, doses: ArraySlice(sectionDoses.map(\.dose)), on: date, journalStart: date)
        for extra in day.logged where extra.isExtra {
            let (_, range, line) = sectionDoses[extra.entry]
            let due = day.doses.filter { $0.medication == extra.medication }.count
            let when = "\(date.weekday.name) \(date)"
            let p = PendingDiagnostic(
                severity: .warning, code: .extraDose, range: range,
                message: due == 0 ? "extra dose: no dose of \(extra.medication) is due on \(when)"
                    : "extra dose: every dose of \(extra.medication) on \(when) (\(due)) is already taken or skipped",
                hint: due == 0 ? "if it was taken on another day, write it under that day; if the schedule changed, add a - med line with from DATE"
                    : "if it was taken on another day, write it under that day; a time after the name says which dose a take or skip is for (took \(extra.medication) 08:00)")
            problems.append((range, SourceText.diagnostic(p, path: path, line: ArraySlice(sectionParser!.buf[line]))))
        }
    }

    /// The section's nights written on the day they began (`set sleep-day start`) that begin
    /// before an entry written after them: written the morning after, they belong to the day
    /// before.
    private func warnAboutNightsBegunBeforeEntries(on date: CalendarDate) {
        for night in sectionNights where night.latestAfter > night.start {
            let (start, end) = night.written
            let p = PendingDiagnostic(severity: .warning, code: .sleepDay, range: night.range,
                                      message: "this night (\(start)–\(end)) begins before \(TimeOfDay(minutes: night.latestAfter)), when this day has an entry written after it: with set sleep-day start, a night goes on the day it begins",
                                      hint: "if you slept \(start)–\(end) before this day, write it under the day before, ## \(CalendarDate(dayNumber: date.dayNumber - 1))")
            problems.append((night.range, SourceText.diagnostic(p, path: path, line: ArraySlice(sectionParser!.buf[night.line]))))
        }
    }

    /// A sleep span of `date` that overlaps one read before in the section; it is noted otherwise.
    private func overlap(_ span: Range<Int>, _ range: SourceRange, on date: CalendarDate) -> PendingDiagnostic? {
        if let other = sectionSleeps.first(where: { $0.overlaps(span) }) {
            func time(_ m: Int) -> String { TimeOfDay(minutes: (m + 1440) % 1440).description }
            return PendingDiagnostic(severity: .error, code: .overlappingSleep, range: range,
                                     message: "this sleep overlaps another of \(date) (\(time(other.lowerBound))–\(time(other.upperBound)))",
                                     hint: "a day's sleep is the night before it and its naps; check the times, or remove the one written twice")
        }
        sectionSleeps.append(span)
        return nil
    }

    /// Keeps a problem on the parser's current line (or on `line`, by byte offsets).
    private func report(_ p: PendingDiagnostic, _ parser: FileParser, line: Range<Int>? = nil) {
        let bytes = Array(parser.buf[line ?? parser.lineStart..<parser.lineEnd])
        problems.append((p.range, SourceText.diagnostic(p, path: path, line: bytes[...])))
    }
}
