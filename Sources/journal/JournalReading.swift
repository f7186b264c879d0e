import Foundation
import JournalKit

/// How every command reads the journal. Between reading it and writing anything, one check
/// (``requireRead(_:paths:_:)``): when a path given cannot be read at all, or a file changed
/// while it was read, nothing is written (no `-o` file is created or replaced, nothing goes to
/// standard output), the problems go to standard error, and the exit code is 2.
extension CommandLineTool {
    /// ``Journal/check(paths:options:foods:)`` of the journal the options name.
    func checkJournal(_ o: Options, command: String) throws -> [Diagnostic] {
        let paths = try journalPaths(o, command: command)
        let diagnostics = Journal.check(paths: paths, options: ParseOptions(strict: o.strict))
        try requireRead(diagnostics, paths: paths, o)
        return diagnostics
    }

    /// ``Journal/summarize(paths:options:foods:)`` of the journal the options name (or of
    /// `paths`, following no link out of `linksWithin`).
    func summarizeJournal(_ o: Options, command: String, paths given: [String]? = nil, linksWithin: String? = nil) throws -> SummarizedJournal {
        let paths = try given ?? journalPaths(o, command: command)
        let read = Journal.summarize(paths: paths, options: ParseOptions(strict: o.strict, linksWithin: linksWithin))
        try requireRead(read.diagnostics, paths: paths, o)
        return read
    }

    /// ``Journal/load(paths:options:foods:)`` of the journal the options name, keeping the
    /// entries of `dates` only when given.
    func loadJournal(_ o: Options, command: String, keepingEntriesOf dates: ClosedRange<CalendarDate>? = nil) throws -> LoadedJournal {
        let paths = try journalPaths(o, command: command)
        let options = ParseOptions(strict: o.strict)
        let loaded = dates.map { Journal.load(paths: paths, keepingEntriesOf: $0, options: options) } ?? Journal.load(paths: paths, options: options)
        try requireRead(loaded.diagnostics, paths: paths, o)
        return loaded
    }

    /// Throws ``JournalNotRead`` when the journal was not read as asked
    /// (``SourceLoader/meansUnread(_:paths:)``).
    func requireRead(_ diagnostics: [Diagnostic], paths: [String], _ o: Options) throws {
        let unread = diagnostics.filter { SourceLoader.meansUnread($0, paths: paths) }
        guard !unread.isEmpty else { return }
        throw JournalNotRead(text: DiagnosticRenderer.text(unread, style: style(o, stderr: true))
                                   + "journal: the journal could not be read, so there is no output\n")
    }
}

/// The journal could not be read as asked: exit code 2, with its problems on standard error.
struct JournalNotRead: Error {
    var text: String
}
