import Foundation

/// The one read of a journal, which every command makes: `check` keeps the problems, `report`
/// also sums up the days, and loading the model also keeps the entries. All of them resolve
/// each entry with the same ``EntryChecker`` and sum it up with the same ``SummaryCollector``.
///
/// It reads each file into memory once (``FileBytes``), then reads those bytes in two passes:
/// 1. definitions only, from every file (includes too), skipping the lines inside days;
/// 2. everything again, each entry resolved against the complete definitions as soon as it is
///    read, reported if it has a problem, summed up and kept as asked. Long files are split at
///    day headings into parts that are read on both cores.
extension Journal {
    /// Checks a journal: every problem, in file and line order, keeping nothing else.
    /// `foods` is the built-in catalog when nil.
    public static func check(paths: [String], options: ParseOptions = ParseOptions(), foods: FoodCatalog? = nil) -> [Diagnostic] {
        read(.paths(paths), options: options, foods: foods, keeping: .problems).diagnostics
    }

    /// Checks a journal as ``check(paths:options:foods:)`` does, but reads each file named in
    /// `overlay` (by its path as the read reaches it, or that path standardized: `a/../b.md` is
    /// `b.md`) from the bytes given instead of from disk: an editor's unsaved text.
    public static func check(paths: [String], overlay: [String: [UInt8]], options: ParseOptions = ParseOptions(),
                             foods: FoodCatalog? = nil) -> [Diagnostic] {
        read(.overlaid(paths: paths, texts: overlay), options: options, foods: foods, keeping: .problems).diagnostics
    }

    /// Reads a journal whole as ``load(paths:options:foods:)`` does, but reads each file named
    /// in `overlay` from the bytes given, as ``check(paths:overlay:options:foods:)`` does.
    public static func load(paths: [String], overlay: [String: [UInt8]], options: ParseOptions = ParseOptions(),
                            foods: FoodCatalog? = nil) -> LoadedJournal {
        read(.overlaid(paths: paths, texts: overlay), options: options, foods: foods, keeping: .entries(of: nil)).loaded
    }

    /// Reads a journal and sums up its days as it goes (``DaySummary``): what reports need,
    /// without the entries.
    public static func summarize(paths: [String], options: ParseOptions = ParseOptions(), foods: FoodCatalog? = nil) -> SummarizedJournal {
        let read = read(.paths(paths), options: options, foods: foods, keeping: .summary)
        return SummarizedJournal(summary: read.summary, diagnostics: read.diagnostics, files: read.files, sections: read.sections)
    }

    /// Reads a journal and keeps it whole: every day with its entries, and its summary.
    public static func load(paths: [String], options: ParseOptions = ParseOptions(), foods: FoodCatalog? = nil) -> LoadedJournal {
        read(.paths(paths), options: options, foods: foods, keeping: .entries(of: nil)).loaded
    }

    /// Reads a journal as ``load(paths:options:foods:)`` does, but keeps the entries of `dates`
    /// only (every day is listed; the others have no entries). Its summary has every day.
    public static func load(paths: [String], keepingEntriesOf dates: ClosedRange<CalendarDate>, options: ParseOptions = ParseOptions(),
                            foods: FoodCatalog? = nil) -> LoadedJournal {
        read(.paths(paths), options: options, foods: foods, keeping: .entries(of: dates)).loaded
    }

    /// Reads a journal as ``load(paths:options:foods:)`` does, but keeps of each day only its
    /// to-dos and events, and the doses of the days `doses`: what `journal todo`, `journal
    /// upcoming` and the calendar export show. The days are not summed up (the journal's summary
    /// is empty but for the definitions).
    public static func loadTasksAndEvents(paths: [String], doses: ClosedRange<CalendarDate>? = nil, options: ParseOptions = ParseOptions(),
                                          foods: FoodCatalog? = nil) -> LoadedJournal {
        read(.paths(paths), options: options, foods: foods, keeping: .tasksAndEvents(doses: doses)).loaded
    }

    /// Reads a journal and hands its days to `day` one at a time, oldest first (the sections
    /// of a date merged in the order read, as in the model), keeping none: what an export
    /// writes as it goes. A day handed over has its entries and titles, not its totals
    /// (``Day/nutrients`` is zero). Returns the problems, as ``load(paths:options:foods:)``.
    public static func forEachDay(paths: [String], options: ParseOptions = ParseOptions(), foods: FoodCatalog? = nil,
                                  _ day: @escaping @Sendable (Day) -> Void) -> [Diagnostic] {
        read(.paths(paths), options: options, foods: foods, keeping: .days(day)).diagnostics
    }

    /// Reads text as the file `path` (files it includes are read from disk); for tests and tools.
    public static func load(text: String, path: String = "journal.md", options: ParseOptions = ParseOptions(),
                            foods: FoodCatalog? = nil) -> LoadedJournal {
        read(.text(text, path: path), options: options, foods: foods, keeping: .entries(of: nil)).loaded
    }

    /// Reads a journal's checkbox lines only (and its definitions): every day's to-dos and habit
    /// marks, which the journal keeps, and sums up when a habit is a challenge (`for 30 days`,
    /// which starts with its first mark; its days count nothing else); what `journal today`
    /// needs of the days before the one it opens. The problems are those of the lines read.
    /// The habit marks kept are those of the day `marksOn`.
    public static func loadCheckboxes(paths: [String], marksOn date: CalendarDate, options: ParseOptions = ParseOptions(),
                                      foods: FoodCatalog? = nil) -> LoadedJournal {
        var options = options
        options.checkboxesOnly = true
        // Checkbox lines name no food: the catalog is not built (it takes milliseconds).
        return read(.paths(paths), options: options, foods: foods ?? .empty, keeping: .checkboxes(marksOn: date)).loaded
    }

    /// Reads the day `date` of a journal, and nothing of the others but their definitions:
    /// what a writing command needs (`journal add` reads the day it writes to, then only the
    /// section it adds lines to: ``reread(_:path:part:lineBefore:of:options:foods:)``). Only
    /// the sections of that date are read (a file is split at its date headings); the
    /// journal's summary has that day only.
    public static func loadDay(_ date: CalendarDate, paths: [String], options: ParseOptions = ParseOptions(),
                               foods: FoodCatalog? = nil) -> LoadedJournal {
        read(.paths(paths), options: options, foods: foods, keeping: .day(date)).loaded
    }

    /// Reads again one section of a day from `bytes`, the bytes of the file `path` with lines
    /// changed since `loaded` was read (``loadDay(_:paths:options:foods:)``): the
    /// bytes `part` (from the section's first line, its date heading or the start of a daily
    /// note, to its end), whose first line is line `lineBefore + 1`. Its entries are resolved
    /// against the definitions `loaded` read, with the problems of those lines: what `journal
    /// add` needs to see lines it adds in place without reading the journal again. The
    /// journal returned has the section's date, with the section's entries and totals only.
    public static func reread(_ bytes: [UInt8], path: String, part: Range<Int>, lineBefore: Int, of loaded: LoadedJournal,
                              options: ParseOptions = ParseOptions(), foods: FoodCatalog? = nil) -> LoadedJournal {
        var files = loaded.journal.files
        let file = files.firstIndex { $0.path == path } ?? files.count
        if file == files.count { files.append(SourceFile(path: path, fileNameDate: SourceFile.date(ofFileNamed: path))) }
        var contents = files.map { _ in FileBytes(bytes: []) }
        contents[file] = FileBytes(bytes: bytes)
        let units = ReadUnits(files: files, contents: contents,
                              parts: [(file, FilePart(bytes: part.clamped(to: 0..<bytes.count), lineBefore: Int32(lineBefore)))])
        let context = ReadContext(definitions: loaded.journal.definitions, foods: foods ?? FoodCatalog.builtIn, options: options,
                                  keeping: .entries(of: nil), stream: nil)
        units.run(context)
        let (parseDiagnostics, problems) = units.merged()
        var diagnostics = parseDiagnostics + problems.sorted { $0.range < $1.range }.map(\.diagnostic)
        sortDiagnostics(&diagnostics, files: files)
        var summary = units.days()
        summary.definitions = loaded.journal.definitions
        let journal = JournalBuilder.journal(sections: units.sections(), taskLists: [], summary: summary, files: files,
                                             byteCount: bytes.count, lineCount: 0)
        return LoadedJournal(journal: journal, diagnostics: diagnostics, sections: loaded.sections)
    }

    /// Where a read finds its files.
    enum Sources {
        /// Files and folders on disk.
        case paths([String])
        /// `text` as the file `path`; other files (included ones) from disk.
        case text(String, path: String)
        /// Files and folders on disk, but the files of `texts` (by path) read from its bytes.
        case overlaid(paths: [String], texts: [String: [UInt8]])

        var paths: [String] {
            switch self {
            case .paths(let paths), .overlaid(let paths, _): paths
            case .text(_, let path): [path]
            }
        }

        func file(_ path: String) -> Result<FileBytes, FileBytes.Problem> {
            switch self {
            case .text(let text, let textPath) where path == textPath: .success(FileBytes(bytes: Array(text.utf8)))
            case .overlaid(_, let texts) where !texts.isEmpty:
                (texts[path] ?? texts[URL(fileURLWithPath: path).standardizedFileURL.path]).map { .success(FileBytes(bytes: $0)) }
                    ?? FileBytes.read(path: path)
            default: FileBytes.read(path: path)
            }
        }
    }

    /// What a read keeps besides the problems.
    enum Keeping: Sendable {
        case problems
        /// The days summed up.
        case summary
        /// The days summed up and the entries of `dates` (of every date when nil). Loading every
        /// entry reads each file whole, on one core: the tests compare it with a read in parts
        /// that replays lines seen before (``summary``), so that both ways are checked.
        case entries(of: ClosedRange<CalendarDate>?)
        /// Of every day its to-dos and events, and the doses of the days `doses`.
        case tasksAndEvents(doses: ClosedRange<CalendarDate>?)
        /// Each day handed over as soon as it is read whole (``DayStream``), one file at a time.
        case days(@Sendable (Day) -> Void)
        /// The day `date` summed up, with its entries, reading only its sections.
        case day(CalendarDate)
        /// The days' to-dos, and the habit marks of the day `marksOn`, kept and summed up.
        case checkboxes(marksOn: CalendarDate)
    }

    /// What a read found.
    struct Read {
        var diagnostics: [Diagnostic]
        var files: [SourceFile]
        var summary: JournalSummary
        var journal: Journal
        var sections: SectionLines

        var loaded: LoadedJournal { LoadedJournal(journal: journal, diagnostics: diagnostics, sections: sections) }
    }

    static func read(_ sources: Sources, options: ParseOptions, foods: FoodCatalog?, keeping: Keeping) -> Read {
        // The built-in catalogs take milliseconds to build, and pass 1 does not need them: build
        // them meanwhile.
        if foods == nil { DispatchQueue.global().async { _ = FoodCatalog.builtIn; _ = DrinkCatalog.all } }

        // Pass 1: which files, and their definitions.
        var contents: [FileBytes] = []
        var definitionLines: [[Int32: [UInt8]]] = []
        var dayStarts: [[FilePart]] = []
        var definitions = Definitions()
        var byteCount = 0, lineCount = 0
        var sections = SectionLines()
        var walk = SourceLoader.Walk(linksWithin: options.linksWithin)
        // Problems of a file as a whole found while reading it.
        var fileProblems: [Diagnostic] = []
        walk.run(sources.paths, read: { path, fileID, date in
            let file: FileBytes
            switch sources.file(path) {
            case .success(let read): file = read
            case .failure(let problem): return .unreadable(problem)
            }
            if let reason = file.withBytes({ SourceLoader.notText(Array($0.prefix(SourceLoader.sniffLength)),
                                                                  isWhole: $0.count <= SourceLoader.sniffLength) }) {
                return .notText(reason)
            }
            if file.withBytes(SourceLoader.readOldMacLineEndings) {
                fileProblems.append(Diagnostic(.warning, .crLineEndings, file: path, line: 0, column: 0, endColumn: 0,
                                               message: "file uses old Mac line endings (CR only)",
                                               hint: "each CR is read as a line break; most editors can save with LF endings"))
            }
            let parsed = file.withBytes {
                JournalParser.definitions($0, path: path, fileID: fileID, fileNameDate: date, options: options)
            }
            contents.append(file)
            sections.add(parsed)
            definitionLines.append(parsed.definitionLines)
            dayStarts.append(parsed.dayStarts)
            byteCount += parsed.byteCount
            lineCount += parsed.lineCount
            for d in parsed.definitions { definitions.add(d) }
            return .definitions(parsed.definitions)
        }, quote: { file, line in definitionLines[file][Int32(line)].map { $0[...] } ?? [] })
        let files = walk.files
        let foods = foods ?? FoodCatalog.builtIn

        // Problems between definitions, quoted from the lines kept in pass 1.
        var located: [(range: SourceRange, diagnostic: Diagnostic)] = definitions.problems(days: sections.days).map { p in
            let line = definitionLines[Int(p.range.file)][p.range.line] ?? []
            return (p.range, SourceText.diagnostic(p, path: files[Int(p.range.file)].path, line: line[...]))
        }

        // Pass 2: every line again, in parts; a checker resolves entries as the parser hands them over.
        var lanes = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var wholeFiles = false
        var stream: DayStream? = nil
        switch keeping {
        case .entries(of: nil): wholeFiles = true
        case .days(let each):
            // Sections must come in the order read, file by file.
            (wholeFiles, lanes) = (true, 1)
            stream = DayStream(sections: sections, files: files.count, each: each)
        default: break
        }
        let units: ReadUnits
        if case .day(let date) = keeping {
            units = ReadUnits(files: files, contents: contents, sectionsOf: date, dayStarts: dayStarts, sections: sections)
            units.releaseUnread()
            lanes = 1
        } else {
            units = ReadUnits(files: files, contents: contents, dayStarts: wholeFiles ? nil : dayStarts, lanes: lanes)
        }
        let context = ReadContext(definitions: definitions, foods: foods, options: options, keeping: keeping, stream: stream)
        if lanes == 1 || units.count == 1 {
            units.run(context)
        } else {
            DispatchQueue.concurrentPerform(iterations: min(lanes, units.count)) { _ in units.run(context) }
        }
        for file in contents { file.free() }
        stream?.finish()
        let (parseDiagnostics, problems) = units.merged()
        located += problems
        located += TaskMigrations.problems(units.tasks())
        let supply = units.supplyMovements()
        if !supply.isEmpty {
            let lines = Dictionary(supply.map { ($0.movement.range!, $0.line) }, uniquingKeysWith: { a, _ in a })
            for p in MedicationSupply.problems(definitions: definitions, journalStart: sections.days?.lowerBound, movements: supply.map(\.movement)) {
                located.append((p.range, SourceText.diagnostic(p, path: files[Int(p.range.file)].path, line: (lines[p.range] ?? [])[...])))
            }
        }

        // File problems, parse problems file by file, then the rest by place (a stable sort
        // keeps problems at one place in the order found), all sorted by file, line and column.
        located.sort { $0.range < $1.range }
        var diagnostics = walk.diagnostics + fileProblems + parseDiagnostics + located.map(\.diagnostic)
        sortDiagnostics(&diagnostics, files: files)

        var summary = JournalSummary()
        switch keeping {
        case .problems, .days, .tasksAndEvents: break
        case .summary, .entries, .day, .checkboxes: summary = units.days()
        }
        summary.definitions = definitions
        var journal = Journal()
        var keepsEntries = false
        switch keeping {
        case .entries, .tasksAndEvents, .day, .checkboxes: keepsEntries = true
        default: break
        }
        if keepsEntries {
            journal = JournalBuilder.journal(sections: units.sections(), taskLists: units.taskLists(), summary: summary, files: files,
                                             byteCount: byteCount, lineCount: lineCount)
        }
        return Read(diagnostics: diagnostics, files: files, summary: summary, journal: journal, sections: sections)
    }

    /// Puts diagnostics in file order (files as read; problems with unread files first), then
    /// line and column order. The sort is stable: problems at the same place keep their order.
    static func sortDiagnostics(_ diagnostics: inout [Diagnostic], files: [SourceFile]) {
        var order: [String: Int] = [:]
        for (i, f) in files.enumerated() where order[f.path] == nil { order[f.path] = i }
        diagnostics.sort {
            let a = order[$0.file] ?? -1, b = order[$1.file] ?? -1
            if a != b { return a < b }
            if $0.line != $1.line { return $0.line < $1.line }
            return $0.column < $1.column
        }
    }
}

/// Everything a command needs from reading a journal: the model and every problem found.
public struct LoadedJournal: Sendable {
    public var journal: Journal
    /// All problems, in file and line order.
    public var diagnostics: [Diagnostic]
    /// Where each file's days are, to tell which day a problem is on.
    public var sections = SectionLines()

    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }
}

/// A journal read by ``Journal/summarize(paths:options:foods:)``: its summary and every problem found.
public struct SummarizedJournal: Sendable {
    public var summary: JournalSummary
    /// All problems, in file and line order (as ``LoadedJournal/diagnostics``).
    public var diagnostics: [Diagnostic]
    /// The files read, in the order read.
    public var files: [SourceFile]
    /// Where each file's days are, to tell which day a problem is on.
    public var sections: SectionLines

    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }
}

/// What every part of pass 2 needs.
private struct ReadContext: Sendable {
    var definitions: Definitions
    var foods: FoodCatalog
    var options: ParseOptions
    var keeping: Journal.Keeping
    var stream: DayStream?
}

/// The parts of pass 2 and what each found. Threads (lanes) take parts in order, each with a
/// checker and a memory of lines of its own, which serve all its parts; a part's results go in
/// its own slot.
private final class ReadUnits: @unchecked Sendable {
    struct Unit {
        var file: Int
        var part: FilePart
        var parseDiagnostics: [Diagnostic] = []
        var problems: [(range: SourceRange, diagnostic: Diagnostic)] = []
        /// What the part's days count, a day per section, in the order read (when summing up).
        var summary = JournalSummary()
        /// The part's sections with their entries (when keeping them), and its to-do lists.
        var sections: [DaySection] = []
        var taskLists: [TaskListSection] = []
    }
    private let files: [SourceFile]
    private let contents: [FileBytes]
    private var units: [Unit] = []
    private var next = 0
    /// What each lane's checker collected of to-dos, for ``TaskMigrations``.
    private var laneTasks: [TaskMigrations.Collected] = []
    /// What the lanes collected of takes and refills of medications with a supply.
    private var laneSupply: [(movement: MedicationSupply.Movement, line: [UInt8])] = []
    private let lock = NSLock()

    var count: Int { units.count }

    /// A long file is split at day headings (`dayStarts`, nil to read each file whole) into
    /// parts of about a quarter of what is left of it per lane, and no smaller than 512 KB:
    /// the parts get smaller towards the end, so that the lanes end about together.
    init(files: [SourceFile], contents: [FileBytes], dayStarts: [[FilePart]]?, lanes: Int) {
        self.files = files
        self.contents = contents
        for file in files.indices {
            let size = contents[file].count
            var start = FilePart(bytes: 0..<size, lineBefore: 0)
            for cut in dayStarts?[file] ?? []
            where cut.bytes.lowerBound - start.bytes.lowerBound >= max(1 << 19, (size - start.bytes.lowerBound) / (4 * lanes)) {
                units.append(Unit(file: file, part: FilePart(bytes: start.bytes.lowerBound..<cut.bytes.lowerBound, lineBefore: start.lineBefore)))
                start = cut
            }
            units.append(Unit(file: file, part: start))
        }
    }

    /// These parts only.
    init(files: [SourceFile], contents: [FileBytes], parts: [(file: Int, part: FilePart)]) {
        self.files = files
        self.contents = contents
        units = parts.map { Unit(file: $0.file, part: $0.part) }
    }

    /// The parts that hold the sections of `date`: each from one of its date headings to the
    /// next date heading (or the end), and a daily note of that date whole.
    init(files: [SourceFile], contents: [FileBytes], sectionsOf date: CalendarDate, dayStarts: [[FilePart]], sections: SectionLines) {
        self.files = files
        self.contents = contents
        for file in files.indices {
            let size = contents[file].count
            if files[file].fileNameDate == date {
                units.append(Unit(file: file, part: FilePart(bytes: 0..<size, lineBefore: 0)))
                continue
            }
            // The file's first part runs from its start to its first cut.
            let cuts = [FilePart(bytes: 0..<size, lineBefore: 0)] + dayStarts[file]
            for line in sections.lines(of: date, file: file) {
                // The last cut at or before the section's line, up to the next cut.
                var lo = 0, hi = cuts.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if Int(cuts[mid].lineBefore) < line { lo = mid + 1 } else { hi = mid }
                }
                let k = max(0, lo - 1)
                let part = FilePart(bytes: cuts[k].bytes.lowerBound..<(k + 1 < cuts.count ? cuts[k + 1].bytes.lowerBound : size),
                                    lineBefore: cuts[k].lineBefore)
                if units.last?.file != file || units.last?.part.bytes != part.bytes { units.append(Unit(file: file, part: part)) }
            }
        }
    }

    /// Gives back the pages of each file outside its parts, which pass 2 does not read: a read
    /// of one day (`journal add`) holds a few lines of each file, not all of it, while the file
    /// it writes is read again.
    func releaseUnread() {
        for file in files.indices {
            var done = 0
            for unit in units where unit.file == file {
                if unit.part.bytes.lowerBound > done { contents[file].release(done..<unit.part.bytes.lowerBound) }
                done = max(done, unit.part.bytes.upperBound)
            }
            if contents[file].count > done { contents[file].release(done..<contents[file].count) }
        }
    }

    /// Reads parts until none is left.
    func run(_ context: ReadContext) {
        var collector: SummaryCollector? = nil, builder: JournalBuilder? = nil
        let summing = SummaryCollector(countsUntil: context.options.countsUntil)
        switch context.keeping {
        case .problems: break
        case .summary: collector = summing
        case .entries(let dates): (collector, builder) = (summing, JournalBuilder(dates: dates))
        case .tasksAndEvents(let doses): builder = JournalBuilder(kinds: .tasksAndEvents(doses: doses))
        case .days: builder = JournalBuilder(stream: context.stream)
        case .day(let date): (collector, builder) = (summing, JournalBuilder(dates: date...date))
        case .checkboxes(let day):
            // The days are summed up only for the first marks of challenges (`for 30 days`).
            let challenges = context.definitions.habits.contains { $0.value.days != nil }
            (collector, builder) = (challenges ? summing : nil, JournalBuilder(kinds: .checkboxes(marksOn: day)))
        }
        let checker = EntryChecker(resolver: EntryResolver(definitions: context.definitions, foods: context.foods, options: context.options),
                                   definitions: context.definitions, collector: collector, builder: builder)
        // Lines seen before are replayed, not read, unless lines may mean something else on another day.
        let mode: ParseMode = LineMemory(checker).map { .remembering($0) } ?? .stream(checker)
        while true {
            lock.lock()
            let u = next
            next += 1
            let unit = u < units.count ? units[u] : nil
            lock.unlock()
            guard let (file, part) = unit.map({ ($0.file, $0.part) }) else {
                let tasks = checker.takeTasks(), movements = checker.takeSupplyMovements()
                lock.lock()
                laneTasks.append(tasks)
                laneSupply.append(contentsOf: movements)
                lock.unlock()
                return
            }
            checker.path = files[file].path
            checker.problems = []
            checker.collector?.expect(bytes: part.bytes.count)
            let parsed = contents[file].withBytes {
                let parsed = JournalParser.parse($0, path: files[file].path, fileID: Int32(file), fileNameDate: files[file].fileNameDate,
                                                 options: context.options, mode: mode, part: part)
                checker.endSection()
                return parsed
            }
            // The part is not read again: the pages of a long file's part need not stay in memory
            // until the file is read.
            if contents[file].count >= FileBytes.halvesFrom { contents[file].release(part.bytes) }
            let summary = checker.collector?.take(bytes: part.bytes.count) ?? JournalSummary()
            let sections = checker.builder?.take() ?? []
            context.stream?.fileEnded(file)
            lock.lock()
            units[u].parseDiagnostics = parsed.diagnostics
            units[u].problems = checker.problems
            units[u].summary = summary
            units[u].sections = sections
            units[u].taskLists = parsed.taskLists
            lock.unlock()
        }
    }

    /// Every day read, one per date, oldest first; the sections of a date merged in the order
    /// read.
    func days() -> JournalSummary {
        var all = JournalSummary()
        // One allocation for the days; the parts' lists are taken as they are.
        all.reserveCapacity(JournalSummary.ListCounts(days: units.reduce(0) { $0 + $1.summary.days.count }))
        for unit in units { all.append(contentsOf: unit.summary) }
        // Each part has a day per section (heading or daily note), in file order: a stable sort
        // by date brings the sections of a date together, in the order read.
        return all.sortedByDate()
    }

    /// The sections kept, in file order.
    func sections() -> [DaySection] { units.flatMap(\.sections) }

    /// What the lanes collected of to-dos.
    func tasks() -> [TaskMigrations.Collected] { laneTasks }

    /// The takes and refills of medications with a supply, by date, each date's in file order.
    func supplyMovements() -> [(movement: MedicationSupply.Movement, line: [UInt8])] {
        laneSupply.sorted { ($0.movement.date, $0.movement.range!) < ($1.movement.date, $1.movement.range!) }
    }

    /// The to-do lists outside days, in file order.
    func taskLists() -> [TaskListSection] { units.flatMap(\.taskLists) }

    /// Parse problems in file and line order, the once-per-file warnings of later parts of a
    /// file dropped; and the other problems.
    func merged() -> ([Diagnostic], [(range: SourceRange, diagnostic: Diagnostic)]) {
        var diagnostics: [Diagnostic] = []
        var problems: [(range: SourceRange, diagnostic: Diagnostic)] = []
        var onceWarned: Set<DiagnosticCode> = []
        var regionWords: Set<String> = []
        for (i, unit) in units.enumerated() {
            if i > 0, units[i - 1].file != unit.file { onceWarned = [] }
            for d in unit.parseDiagnostics {
                if d.code == .tab || d.code == .crlf, !onceWarned.insert(d.code).inserted { continue }
                diagnostics.append(d)
            }
            // A word read as in one region is said once in a journal (its first line).
            for p in unit.problems {
                if p.diagnostic.code == .regionWord, !regionWords.insert(p.diagnostic.message).inserted { continue }
                problems.append(p)
            }
        }
        return (diagnostics, problems)
    }
}
