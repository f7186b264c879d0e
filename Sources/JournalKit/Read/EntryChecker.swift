/// The sink every read of a journal's days goes through (``ParseMode/stream``): it resolves
/// each entry the parser hands over, once, and keeps its problems, each quoted from the line
/// while the parser is on it. Then, as the read asks:
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
    /// What the checkbox lines of the days read say, for ``TaskMigrations``.
    @exclusivity(unchecked) private var tasks = TaskMigrations.Collected()
    /// The section's `took` and `skipped` entries of defined medications, each with its place
    /// and line, matched to the day's doses when the section ends (for extra doses).
    @exclusivity(unchecked) private var sectionDoses: [(dose: DayDose, range: SourceRange, line: Range<Int>)] = []
    /// The parser of the section's doses, whose bytes their lines are quoted from: the section
    /// ends while it still reads (``endSection()``).
    @exclusivity(unchecked) private var sectionParser: FileParser?
    /// The date of the section being read.
    @exclusivity(unchecked) private var sectionDate: CalendarDate?
    /// Each remembered line, by its memo number: what it gave the collector (the collector's
    /// number for it, -1 without a collector) and its to-do slot (-1 for a line that is not a
    /// to-do).
    @exclusivity(unchecked) private var memos: [(contribution: Int32, taskSlot: Int32)] = []
    /// The normalised words of the checkbox line being read, remembered with it, so that the
    /// line counts for migrations when it comes again: `taskWords[slot]`. A line read again
    /// only moves its slot's latest date (`latestInSlot`, the slots moved in `touchedSlots`),
    /// added to `tasks` when they are taken.
    @exclusivity(unchecked) private var lineWords: String?
    @exclusivity(unchecked) private var taskWords: [String] = []
    @exclusivity(unchecked) private var latestInSlot: [CalendarDate?] = []
    @exclusivity(unchecked) private var touchedSlots: [Int] = []
    /// Whether the line being read may be remembered: not when its problems depend on the lines
    /// around it (a span of sleep may overlap another).
    @exclusivity(unchecked) private var lineIsRememberable = true

    /// Lines without problems, remembered unless what a line means may depend on its date
    /// (definitions of drinks, foods or habits that change over time) or --strict looks at
    /// notes too (see ``CleanLines``).
    let cleanLines: CleanLines?
    private let definitions: Definitions

    var problemCount: Int { problems.count }

    var openMealHasItems: Bool { openMeal?.hasItems == true }

    /// To-dos must be read whole to become habit marks.
    var keepsText: Bool { keepsEntries }

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
        cleanLines = fixedItems && fixedHabits && !resolver.options.strict ? CleanLines() : nil
    }

    func startSection(_ section: DaySection) -> Bool {
        endSection()
        sectionDate = section.date
        sectionSleeps = []
        collector?.startSection(on: section.date)
        return builder?.startSection(section) ?? false
    }

    func entry(_ kind: consuming EntryKind, time: TimeOfDay?, tags: [String], range: SourceRange, on date: CalendarDate,
               parser: FileParser) {
        // Each kind is taken apart (not copied), checked, and put together again only for the
        // collector or the builder, which keep what the check resolved (``keep(_:counts:time:tags:range:on:)``).
        switch consume kind {
        case .drink(var item):
            if item.recall != .recalled {
                if let p = resolver.item(&item, isDrink: true, on: date) {
                    report(p, parser)
                } else if case .rememberable(let text, let isStem) = item.recall {
                    cleanLines?.remember([item][...], text: text, isStem: isStem, isDrink: true, buf: parser.buf, lineStart: parser.lineStart)
                }
            }
            if !item.isCounted { collector?.addUncounted(1, on: date) }
            if keepsEntries { keep(.drink(item), time: time, tags: tags, range: range, on: date) }
        case .meal(var meal):
            for p in resolveItems(&meal.items, on: date, parser: parser) { report(p, parser) }
            addUncounted(meal.items, on: date)
            openMeal = (meal.meal, range, parser.lineStart..<parser.lineEnd, !meal.items.isEmpty)
            if keepsEntries { keep(.meal(meal), time: time, tags: tags, range: range, on: date) }
        case .dose(var dose):
            if let p = resolver.dose(&dose) { report(p, parser) }
            if dose.isDefined {
                // Whether it is one too many depends on the day's other doses.
                lineIsRememberable = false
                sectionDoses.append((DayDose(dose, time: time), dose.medicationRange, parser.lineStart..<parser.lineEnd))
                sectionParser = parser
            }
            if keepsEntries { keep(.dose(dose), time: time, tags: tags, range: range, on: date) }
        case .task(let task):
            // Every checkbox line counts for migrations: a line read again is replayed with its
            // words (``lineMemo()``); a migrated one, which may be warned about, is always read.
            let words = TaskMigrations.normalised(task.text)
            tasks.add(words, on: date)
            if task.state == .migrated {
                lineIsRememberable = false
                tasks.migrated.append(TaskMigrations.Migrated(date: date, words: words, range: range, path: path,
                                                              line: Array(parser.buf[parser.lineStart..<parser.lineEnd])))
            } else {
                lineWords = words
            }
            if keepsEntries {
                let kind: EntryKind = habitNames.mark(task, on: date).map { .habit($0) } ?? .task(task)
                keep(kind, time: time, tags: tags, range: range, on: date)
            }
        case .note(let note):
            if let p = resolver.note(note, range: range) { report(p, parser) }
            if keepsEntries { keep(.note(note), time: time, tags: tags, range: range, on: date) }
        case .sleep(let sleep):
            var counts = true
            if let span = sleep.span {
                lineIsRememberable = false
                if let p = overlap(span, range, on: date) {
                    report(p, parser)
                    counts = false  // the time is counted once, not twice
                }
            }
            if keepsEntries { keep(.sleep(sleep), counts: counts, time: time, tags: tags, range: range, on: date) }
        // Nothing to resolve:
        case .mood(let mood): if keepsEntries { keep(.mood(mood), time: time, tags: tags, range: range, on: date) }
        case .gratitude(let gratitude): if keepsEntries { keep(.gratitude(gratitude), time: time, tags: tags, range: range, on: date) }
        case .workout(let workout): if keepsEntries { keep(.workout(workout), time: time, tags: tags, range: range, on: date) }
        case .weight(let weight): if keepsEntries { keep(.weight(weight), time: time, tags: tags, range: range, on: date) }
        case .event(let event): if keepsEntries { keep(.event(event), time: time, tags: tags, range: range, on: date) }
        case .habit(let mark): if keepsEntries { keep(.habit(mark), time: time, tags: tags, range: range, on: date) }
        }
    }

    /// Hands a checked entry to the collector and the builder (called only when either is there).
    private func keep(_ kind: consuming EntryKind, counts: Bool = true, time: TimeOfDay?, tags: [String], range: SourceRange,
                      on date: CalendarDate) {
        collector?.add(counts ? DayContribution(kind) : .nothing, time: time, on: date)
        builder?.add(Entry(kind: kind, time: time, tags: tags, range: range))
    }

    func mealItems(_ items: [ItemEntry], tags: [String], on date: CalendarDate, parser: FileParser) {
        var items = items
        for p in resolveItems(&items, on: date, parser: parser) { report(p, parser) }
        addUncounted(items, on: date)
        if !items.isEmpty { openMeal?.hasItems = true }
        collector?.add(DayContribution(mealItems: items), time: nil, on: date)
        builder?.addToMeal(items, tags: tags)
    }

    func endMeal(parser: FileParser) {
        if let meal = openMeal, !meal.hasItems {
            report(EntryResolver.emptyMeal(meal.meal, range: meal.range), parser, line: meal.line)
        }
        openMeal = nil
        collector?.closeMeal()
    }

    /// Resolves a meal's items, remembering each one resolved without a problem (``CleanLines``).
    private func resolveItems(_ items: inout [ItemEntry], on date: CalendarDate, parser: FileParser) -> [PendingDiagnostic] {
        guard let cleanLines else { return resolver.mealItems(&items, on: date) }
        return resolver.mealItems(&items, on: date) { parts, text, isStem in
            cleanLines.remember(parts, text: text, isStem: isStem, isDrink: false, buf: parser.buf, lineStart: parser.lineStart)
        }
    }

    /// Tells the collector how many of `items` count nothing (only lines with errors have any).
    private func addUncounted(_ items: [ItemEntry], on date: CalendarDate) {
        guard collector != nil, !problems.isEmpty else { return }
        let n = items.reduce(0) { $0 + ($1.isCounted ? 0 : 1) }
        if n > 0 { collector?.addUncounted(n, on: date) }
    }

    // MARK: Lines read before

    func startLine() {
        lineIsRememberable = true
        lineWords = nil
        collector?.startLine()
    }

    func lineMemo() -> Int32? {
        guard lineIsRememberable else { return nil }
        var slot: Int32 = -1
        if let words = lineWords {
            slot = Int32(taskWords.count)
            taskWords.append(words)
            latestInSlot.append(nil)
        }
        memos.append((collector?.lineMemo() ?? -1, slot))
        return Int32(memos.count - 1)
    }

    func replay(_ memo: Int32, _ kind: CleanLines.Kind, time: TimeOfDay?, on date: CalendarDate) {
        switch kind {
        case .meal:
            // A meal with items is never warned about: its kind, range and line are not needed.
            openMeal = (.meal, SourceRange(file: 0, line: 0, column: 0, endColumn: 0), 0..<0, true)
        case .mealItems:
            openMeal?.hasItems = true
        case .checkbox:
            let slot = Int(memos[Int(memo)].taskSlot)
            if slot >= 0, latestInSlot[slot].map({ $0 < date }) ?? true {
                if latestInSlot[slot] == nil { touchedSlots.append(slot) }
                latestInSlot[slot] = date
            }
        case .body:
            break
        }
        collector?.replay(memos[Int(memo)].contribution, time: time, on: date)
    }

    /// What the checkbox lines read since the last call say, for ``TaskMigrations``.
    func takeTasks() -> TaskMigrations.Collected {
        var all = tasks
        for slot in touchedSlots {
            all.add(taskWords[slot], on: latestInSlot[slot]!)
            latestInSlot[slot] = nil
        }
        (tasks, touchedSlots) = (TaskMigrations.Collected(), [])
        return all
    }

    /// The section ends (another starts, or the part of the file read ends, while its bytes
    /// are still there): its takes that
    /// match no dose of a medication scheduled that day are extra doses.
    func endSection() {
        defer { (sectionDoses, sectionDate, sectionParser) = ([], nil, nil) }
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
