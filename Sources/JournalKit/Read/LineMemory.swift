/// The memory of lines: the one layer that remembers what lines gave, so that a line that
/// comes again is neither parsed nor resolved again. It stands between the parser and the
/// ``EntryChecker``:
///
/// ```
/// FileParser ──lines, entries──▶ LineMemory ──entries, or what a line added──▶ EntryChecker
/// ```
///
/// The parser says what a line is (``Line``) and hands it over with a way to read it; the
/// memory says whether it has seen it. A line seen before without a problem is replayed: the
/// checker gets what it added then (``EntryChecker/Added``), at the line's own time and date.
/// Any other line is read, its entries handed on to the checker as the sink of
/// ``ParseMode/remembering``; if the line had no problem, and every entry it gave means the same
/// wherever it stands (``dependence(of:)``, the one place that says so for every kind) and is
/// not kept by the read itself (``EntryChecker/Added/isKept``), what the checker gave back for
/// it is remembered with its text. Items of drinks and meals are
/// remembered too, resolved (`LineMemory+Items.swift`).
///
/// ```
/// - drink water 500 ml          read twice, then replayed wherever it comes
/// - 07:30 drink espresso x2     remembered without its time, apart from lines without one
/// - sleep 23:30-07:10           read every time: it may overlap another sleep of the day
/// ```
///
/// What a line says does not depend on its date when definitions do not change over time and
/// --strict is off (``EntryChecker/meaningMayDependOnDate``): then there is no memory. Lines in
/// a section kept whole are always read. Only lines read twice are remembered, and only lines
/// of entries that are worth looking up (``isWorthLookingUp(_:)``).
///
/// The text remembered starts after the time: `- 07:30 drink espresso x2` and `- 21:00 drink
/// espresso x2` are the same line. Whether a line has a time is part of what it is (by the
/// prose rule, `- drink a lot of water today.` is a note, `- 09:00 drink a lot of water today.`
/// a drink): lines with a time and lines without are remembered apart.
final class LineMemory: EntrySink {
    let checker: EntryChecker
    /// The texts seen, and for each line the place in `kept` of what it gave, shifted one bit
    /// left; the lowest bit says the line opens a meal.
    let texts = CleanLines()
    /// What each remembered line gave (``EntryChecker/Added``), as kept to be replayed: values
    /// only, copied for nothing; what they added to their days in `days`, each value once
    /// (most moods, notes and drinks give one of a few, found by their hash value; of two that
    /// share one, the later is kept apart).
    @exclusivity(unchecked) private var kept: [Kept] = []
    @exclusivity(unchecked) private var days: [DayContribution] = []
    @exclusivity(unchecked) private var dayOfHash: [Int: Int32] = [:]
    /// Whether the line being read may be remembered, and what it gave so far.
    @exclusivity(unchecked) private var capturing = false
    @exclusivity(unchecked) private var capture = Capture()
    /// The items of the list being read (see `LineMemory+Items.swift`).
    @exclusivity(unchecked) var itemMarks = ItemMarks()
    @exclusivity(unchecked) var itemTexts: [ItemText] = []

    /// A memory for the entries `checker` checks; nil when a line's meaning may depend on its
    /// date.
    init?(_ checker: EntryChecker) {
        guard !checker.meaningMayDependOnDate else { return nil }
        self.checker = checker
    }

    /// What the parser says a line is, before reading it.
    enum Line {
        /// A bullet's text from its first word (after any time): an entry of `keyword`, or a
        /// note when it starts with none.
        case entry(EntryKeyword?)
        /// A bullet's text from its checkbox to the end of the line: a to-do.
        case checkbox
        /// The text after the bullet of a line indented under a meal: its items.
        case mealItems
    }

    /// What the meaning of an entry depends on besides its own text (and whether its line has a
    /// time, which is part of it): nothing, or what stands around it.
    enum Dependence {
        /// Nothing: the same text means the same, and adds the same, wherever it stands.
        case nothing
        /// The lines that follow: a meal without items on its line gets them from the lines
        /// indented under it, or is warned about.
        case followingLines
        /// The other entries of its section: a sleep may overlap another; a dose may be one
        /// too many.
        case section
        /// Other days: a migrated to-do must be written again on a later day.
        case otherDays
    }

    /// What the meaning of an entry of each kind depends on: the one place that says it. A line
    /// is remembered only when every entry it gives depends on ``Dependence/nothing``. A new
    /// kind does not compile until it says.
    static func dependence(of kind: borrowing EntryKind) -> Dependence {
        switch kind {
        case .drink, .mood, .gratitude, .workout, .weight, .event, .habit, .note, .symptom: .nothing
        case .meal(let meal): meal.items.isEmpty ? .followingLines : .nothing
        // A dose without a problem is of a defined medication, matched to the day's schedule.
        case .dose: .section
        case .task(let task): task.state == .migrated ? .otherDays : .nothing
        case .sleep(let sleep): sleep.span == nil ? .nothing : .section
        }
    }

    /// Whether a line of an entry of `keyword` (none for a note) is looked for among the lines
    /// read before: when reading it costs more than looking, which costs a few reads of
    /// memory that is mostly not in the cache, found or not. Not a gratitude, an event or a
    /// note, which need nothing resolved, nor a dose, which is never remembered.
    static func isWorthLookingUp(_ keyword: EntryKeyword?) -> Bool {
        switch keyword {
        case .drink, .meal, .mood, .workout, .weight, .sleep, .symptom: true
        case .gratitude, .took, .skipped, .event, nil: false
        }
    }

    /// Reads the line `s..<e` of `parser` (a line of `date`, with `time`) with `read`, unless
    /// it was seen before: then what it gave then is given again. Returns whether a replayed
    /// line opens a meal (a line read opens its own).
    @inline(__always)
    func read(_ line: Line, _ s: Int, _ e: Int, time: TimeOfDay?, on date: CalendarDate, parser: FileParser,
              _ read: () -> Void) -> Bool {
        let kind: CleanLines.Kind
        switch line {
        case .entry(let keyword):
            guard Self.isWorthLookingUp(keyword) else { read(); return false }
            kind = time == nil ? .body : .timedBody
        case .checkbox: kind = .checkbox
        case .mealItems: kind = .mealItems
        }
        let buf = parser.buf
        let hash = ByteMap.hash(buf, s, e)
        // A line read for the first time is only read (see ``CleanLines/readBefore(hash:)``):
        // asked first, as most lines of a journal come once, and a bit is cheaper to find than
        // a text.
        guard texts.readBefore(hash: kind.salted(hash)) else { read(); return false }
        if let value = texts.remembered(kind, buf, s, e, hash: hash) {
            parser.openFileDay()
            let k = kept[Int(value >> 1)]
            if k.day < 0 {
                checker.replay(k.meal, taskNumber: k.taskNumber, day: nil, tags: k.tags, time: time, on: date)
            } else {
                days.withUnsafeBufferPointer {
                    checker.replay(k.meal, taskNumber: k.taskNumber, day: $0.baseAddress! + Int(k.day), tags: k.tags, time: time, on: date)
                }
            }
            return value & 1 == 1
        }
        let diagnostics = parser.result.diagnostics.count, problems = checker.problemCount
        (capturing, capture) = (true, Capture())
        read()
        capturing = false
        guard capture.entries == 1, capture.dependsOnNothing, let gave = capture.added,
              parser.result.diagnostics.count == diagnostics, checker.problemCount == problems, texts.hasRoom(for: kind) else { return false }
        texts.remember(kind, buf, s, e, hash: hash, value: place(of: gave) << 1 | (gave.meal == .opens ? 1 : 0))
        return false
    }

    /// What a remembered line gave, as it is replayed: its part of a meal, its to-do's words
    /// by number (``EntryChecker/taskNumber(_:)``), and the place in `days` of what it added
    /// to its day (-1 for nothing).
    private struct Kept {
        var meal: EntryChecker.Added.MealPart
        var taskNumber: Int32?
        var day: Int32
        /// The line's tags (most lines: none).
        var tags: [String]
    }

    /// Keeps what a line gave; returns its place in `kept`.
    private func place(of gave: EntryChecker.Added) -> Int32 {
        var day: Int32 = -1
        if gave.day != .nothing {
            let hash = gave.day.hashValue
            if let place = dayOfHash[hash], days[Int(place)] == gave.day {
                day = place
            } else {
                days.append(gave.day)
                day = Int32(days.count - 1)
                if dayOfHash[hash] == nil { dayOfHash[hash] = day }
            }
        }
        kept.append(Kept(meal: gave.meal, taskNumber: gave.taskWords.map { checker.taskNumber($0) }, day: day, tags: gave.tags))
        return Int32(kept.count - 1)
    }

    /// What a line being read gave so far.
    private struct Capture {
        /// How many entries (or lines of items) it gave.
        var entries = 0
        /// Whether what it gave may be replayed: every entry means the same wherever it
        /// stands, and the read keeps none of them itself (a replay gives no entry: a to-do
        /// `journal today` keeps, say).
        var dependsOnNothing = true
        /// What the checker gave back for its entry.
        var added: EntryChecker.Added?

        mutating func add(_ gave: consuming EntryChecker.Added, _ dependence: Dependence) {
            entries += 1
            if dependence != .nothing || gave.isKept { dependsOnNothing = false }
            added = gave
        }
    }

    // MARK: The sink

    func startSection(_ section: DaySection) -> Bool { checker.startSection(section) }

    func entry(_ kind: consuming EntryKind, time: TimeOfDay?, tags: [String], range: SourceRange, on date: CalendarDate,
               parser: FileParser) {
        let marks = takeItemMarks()
        // Only a line that may be remembered asks what an entry depends on and gave.
        if capturing {
            let dependence = Self.dependence(of: kind)
            let gave = checker.added(by: kind, time: time, tags: tags, range: range, on: date, parser: parser, marks: marks) {
                self.remember(item: $0, $1, parser: parser)
            }
            capture.add(gave, gave.became ?? dependence)
        } else if marks.wanted == 0 {
            checker.entry(kind, time: time, tags: tags, range: range, on: date, parser: parser, marks: marks)
        } else {
            // (A closure that holds the memory and the parser is made only for items to remember.)
            checker.entry(kind, time: time, tags: tags, range: range, on: date, parser: parser, marks: marks) {
                self.remember(item: $0, $1, parser: parser)
            }
        }
    }

    func mealItems(_ items: [ItemEntry], tags: [String], on date: CalendarDate, parser: FileParser) {
        let gave = checker.checkMealItems(items, tags: tags, on: date, parser: parser, giving: capturing, marks: takeItemMarks()) {
            self.remember(item: $0, $1, parser: parser)
        }
        // A line without items gives the meal none: it is read wherever it comes.
        if let gave { capture.add(gave, items.isEmpty ? .followingLines : .nothing) }
    }

    func endMeal(parser: FileParser) { checker.endMeal(parser: parser) }

    var keepsText: Bool { checker.keepsText }

    func mayName(_ buf: UnsafeBufferPointer<UInt8>, _ word: Token) -> Bool { checker.mayName(buf, word) }
    func mayNameMedication(_ buf: UnsafeBufferPointer<UInt8>, _ word: Token) -> Bool { checker.mayNameMedication(buf, word) }
}
