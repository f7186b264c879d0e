import Foundation

extension Journal {
    /// Checks a journal without building its model: the same diagnostics, in the same order,
    /// as `Journal.load(paths:options:foods:).diagnostics`, using memory for the definitions
    /// and the problems only, however long the journal.
    ///
    /// It reads in two passes over files mapped into memory:
    /// 1. definitions only, from every file (includes too), skipping the lines inside days;
    /// 2. everything again, each entry resolved against the complete definitions as soon as
    ///    it is read, reported if it has a problem, and dropped. Long files are split at day
    ///    headings into parts that are read in parallel.
    ///
    /// `foods` is the built-in catalog when nil.
    public static func check(paths: [String], options: ParseOptions = ParseOptions(), foods: FoodCatalog? = nil) -> [Diagnostic] {
        streamingRead(paths: paths, options: options, foods: foods, summarize: false).diagnostics
    }

    /// Reads a journal as ``check(paths:options:foods:)`` does and sums up its days as it goes
    /// (``DaySummary``): what reports need, without the entries. The summary equals
    /// ``Journal/summary`` of the loaded journal, and the diagnostics those of
    /// ``check(paths:options:foods:)``.
    public static func summarize(paths: [String], options: ParseOptions = ParseOptions(), foods: FoodCatalog? = nil) -> SummarizedJournal {
        streamingRead(paths: paths, options: options, foods: foods, summarize: true)
    }

    private static func streamingRead(paths: [String], options: ParseOptions, foods: FoodCatalog?, summarize: Bool) -> SummarizedJournal {
        // The built-in catalog takes milliseconds to build, and pass 1 does not need it: build
        // it meanwhile.
        if foods == nil { DispatchQueue.global().async { _ = FoodCatalog.builtIn } }

        // Pass 1: which files, and their definitions.
        var mapped: [MappedFile] = []
        var definitionLines: [[Int32: [UInt8]]] = []
        var dayStarts: [[FilePart]] = []
        var definitions = Definitions()
        var sections = SectionLines()
        var walk = SourceLoader.Walk()
        walk.run(paths, read: { path, fileID, date in
            guard let file = MappedFile(path: path) else { return nil }
            let parsed = file.withBytes {
                JournalParser.parse($0, path: path, fileID: fileID, fileNameDate: date, options: options, mode: .definitions)
            }
            mapped.append(file)
            definitionLines.append(parsed.definitionLines)
            dayStarts.append(parsed.dayStarts)
            for d in parsed.definitions { definitions.add(d) }
            sections.add(parsed)
            return parsed.definitions
        }, quote: { file, line in definitionLines[file][Int32(line)].map { $0[...] } ?? [] })
        let files = walk.files
        let foods = foods ?? FoodCatalog.builtIn

        // Problems between definitions, quoted from the lines kept in pass 1.
        var pending: [PendingDiagnostic] = []
        JournalBuilder(options: options, foods: foods).checkDefinitions(definitions, &pending)
        var located: [(range: SourceRange, diagnostic: Diagnostic)] = pending.map { p in
            let line = definitionLines[Int(p.range.file)][p.range.line] ?? []
            return (p.range, SourceText.diagnostic(p, path: files[Int(p.range.file)].path, line: line[...]))
        }

        // Pass 2: every line again, in parts; a checker resolves entries as the parser hands them over.
        let lanes = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let units = CheckUnits(files: files, mapped: mapped, dayStarts: dayStarts, lanes: lanes)
        let context = CheckContext(definitions: definitions, foods: foods, options: options, summarize: summarize)
        if lanes == 1 || units.count == 1 {
            units.run(context)
        } else {
            DispatchQueue.concurrentPerform(iterations: min(lanes, units.count)) { _ in units.run(context) }
        }
        for file in mapped { file.unmap() }
        let (parseDiagnostics, problems) = units.merged()
        located += problems

        // The order `Journal.load` gives: file problems, parse problems file by file, then the
        // rest by place (a stable sort keeps problems at one place in the order found), all
        // sorted by file, line and column.
        located.sort { $0.range < $1.range }
        var diagnostics = walk.diagnostics + parseDiagnostics + located.map(\.diagnostic)
        sortDiagnostics(&diagnostics, files: files)
        var summary = summarize ? units.days() : JournalSummary()
        summary.definitions = definitions
        return SummarizedJournal(summary: summary, diagnostics: diagnostics, files: files, sections: sections)
    }
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
private struct CheckContext: Sendable {
    var definitions: Definitions
    var foods: FoodCatalog
    var options: ParseOptions
    /// Whether to sum up the days as well.
    var summarize: Bool
}

/// The parts of pass 2 and what each found. Threads (lanes) take parts in order, each with a
/// checker of its own whose caches serve all its parts; a part's results go in its own slot.
private final class CheckUnits: @unchecked Sendable {
    struct Unit {
        var file: Int
        var part: FilePart
        var parseDiagnostics: [Diagnostic] = []
        var problems: [(range: SourceRange, diagnostic: Diagnostic)] = []
        /// What the part's days count, a day per section, in the order read (when summing up).
        var summary = JournalSummary()
    }
    private let files: [SourceFile]
    private let mapped: [MappedFile]
    private var units: [Unit] = []
    private var next = 0
    private let lock = NSLock()

    var count: Int { units.count }

    /// A long file is split at day headings into parts of about an eighth of it per lane, and
    /// no smaller than 512 KB.
    init(files: [SourceFile], mapped: [MappedFile], dayStarts: [[FilePart]], lanes: Int) {
        self.files = files
        self.mapped = mapped
        for file in files.indices {
            let size = mapped[file].count
            let target = max(1 << 19, size / (8 * lanes))
            var start = FilePart(bytes: 0..<size, lineBefore: 0)
            for cut in dayStarts[file] where cut.bytes.lowerBound - start.bytes.lowerBound >= target {
                units.append(Unit(file: file, part: FilePart(bytes: start.bytes.lowerBound..<cut.bytes.lowerBound, lineBefore: start.lineBefore)))
                start = cut
            }
            units.append(Unit(file: file, part: start))
        }
    }

    /// Checks parts until none is left.
    func run(_ context: CheckContext) {
        let checker = EntryChecker(resolver: EntryResolver(definitions: context.definitions, foods: context.foods, options: context.options),
                                   definitions: context.definitions,
                                   collector: context.summarize ? SummaryCollector(definitions: context.definitions) : nil)
        while true {
            lock.lock()
            let u = next
            next += 1
            let unit = u < units.count ? units[u] : nil
            lock.unlock()
            guard let (file, part) = unit.map({ ($0.file, $0.part) }) else { return }
            checker.path = files[file].path
            checker.problems = []
            checker.collector?.expect(bytes: part.bytes.count)
            let parsed = mapped[file].withBytes {
                JournalParser.parse($0, path: files[file].path, fileID: Int32(file), fileNameDate: files[file].fileNameDate,
                                    options: context.options, mode: .stream(checker), part: part)
            }
            let summary = checker.collector?.take(bytes: part.bytes.count) ?? JournalSummary()
            lock.lock()
            units[u].parseDiagnostics = parsed.diagnostics
            units[u].problems = checker.problems
            if context.summarize {
                units[u].summary = summary
            }
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

    /// Parse problems in file and line order, the once-per-file warnings of later parts of a
    /// file dropped; and the other problems.
    func merged() -> ([Diagnostic], [(range: SourceRange, diagnostic: Diagnostic)]) {
        var diagnostics: [Diagnostic] = []
        var problems: [(range: SourceRange, diagnostic: Diagnostic)] = []
        var onceWarned: Set<DiagnosticCode> = []
        for (i, unit) in units.enumerated() {
            if i > 0, units[i - 1].file != unit.file { onceWarned = [] }
            for d in unit.parseDiagnostics {
                if d.code == .tab || d.code == .crlf, !onceWarned.insert(d.code).inserted { continue }
                diagnostics.append(d)
            }
            problems += unit.problems
        }
        return (diagnostics, problems)
    }
}

/// A file's bytes mapped into memory copy-on-write: the parser may blank comments in them
/// without changing the file, and only the pages being read need be in memory. Falls back to
/// reading the file when it cannot be mapped.
final class MappedFile {
    private var base: UnsafeMutableRawPointer?
    private(set) var count = 0
    /// Whether `base` is a mapping (else it was allocated).
    private var isMapped = false

    /// Nil when the file cannot be read (as ``SourceLoader``: it must be a regular file).
    init?(path: String) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(st.st_size)
        if size == 0 { return }
        if let p = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0), p != MAP_FAILED {
            base = p
            count = size
            isMapped = true
            return
        }
        guard let bytes = SourceLoader.read(path) else { return nil }
        if bytes.isEmpty { return }
        count = bytes.count
        let p = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 16)
        bytes.withUnsafeBytes { p.copyMemory(from: $0.baseAddress!, byteCount: count) }
        base = p
    }

    deinit { unmap() }

    func withBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeMutableBufferPointer(start: base?.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// Releases the bytes; the file reads as empty afterwards.
    func unmap() {
        guard let base else { return }
        if isMapped { munmap(base, count) } else { base.deallocate() }
        self.base = nil
        count = 0
    }
}
