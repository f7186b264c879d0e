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

extension Journal {
    /// Reads, parses and builds a journal from files and directories. Never throws.
    public static func load(paths: [String], options: ParseOptions = ParseOptions(), foods: FoodCatalog = .builtIn) -> LoadedJournal {
        assemble(SourceLoader(options: options).load(paths: paths), options: options, foods: foods)
    }

    /// Parses and builds a journal from text, as if read from `path`; for tests and tools.
    public static func load(text: String, path: String = "journal.md", options: ParseOptions = ParseOptions(),
                            foods: FoodCatalog = .builtIn) -> LoadedJournal {
        assemble(SourceLoader(options: options).load(text: text, path: path), options: options, foods: foods)
    }

    private static func assemble(_ read: consuming SourceLoader.Result, options: ParseOptions, foods: FoodCatalog) -> LoadedJournal {
        // The builder takes the parsed entries over (see `JournalBuilder.build(moving:files:)`).
        var parsed = read.parsed
        read.parsed = []
        let (journal, pending) = JournalBuilder(options: options, foods: foods).build(moving: &parsed, files: read.files)
        var diagnostics = read.diagnostics
        for p in parsed { diagnostics += p.diagnostics }
        diagnostics += SourceText.materialize(pending, files: read.files, bytes: read.bytes)
        sortDiagnostics(&diagnostics, files: read.files)
        return LoadedJournal(journal: journal, diagnostics: diagnostics, sections: read.sections)
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
