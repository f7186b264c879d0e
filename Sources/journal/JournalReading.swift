import Foundation
import JournalKit

/// How every command reads the journal. Between reading it and writing anything, one check
/// (``requireRead(_:paths:_:)``): when a path given cannot be read at all, or a file changed
/// while it was read, nothing is written (no `-o` file is created or replaced, nothing goes to
/// standard output), the problems go to standard error, and the exit code is 2.
extension CommandLineTool {
    /// ``Journal/check(paths:options:foods:)`` of the journal the options name.
    func checkJournal(_ o: Options) throws -> [Diagnostic] {
        let paths = try journalPaths(o)
        let diagnostics = Journal.check(paths: paths, options: ParseOptions(strict: o.strict))
        try requireRead(diagnostics, paths: paths, o)
        return diagnostics
    }

    /// ``Journal/summarize(paths:options:foods:)`` of the journal the options name (or of
    /// `paths`, following no link out of `linksWithin`).
    func summarizeJournal(_ o: Options, paths given: [String]? = nil, linksWithin: String? = nil) throws -> SummarizedJournal {
        let paths = try given ?? journalPaths(o)
        let read = Journal.summarize(paths: paths, options: try parseOptions(o, linksWithin: linksWithin))
        try requireRead(read.diagnostics, paths: paths, o)
        return read
    }

    /// How a report reads the journal: strictly or not, and as of now. When today is still in
    /// progress (`--now`, or no `--today`), the entries of today written with a later time are
    /// not counted yet (``ParseOptions/countsUntil``).
    func parseOptions(_ o: Options, linksWithin: String? = nil) throws -> ParseOptions {
        var options = ParseOptions(strict: o.strict, linksWithin: linksWithin)
        let now = try clock(o)
        if now.minute < 1440 { options.countsUntil = (now.date, now.minute) }
        return options
    }

    /// What a command keeps of the journal it loads.
    enum Kept {
        /// Every entry of every day.
        case everything
        /// The entries of these days only (the days are summed up all the same).
        case entriesOf(ClosedRange<CalendarDate>)
        /// To-dos and events only, and the doses of the days `doses`
        /// (``Journal/loadTasksAndEvents(paths:doses:options:foods:)``).
        case tasksAndEvents(doses: ClosedRange<CalendarDate>?)
        /// No entry: the files, definitions and to-do lists, and the days summed up.
        case noEntries
    }

    /// The journal the options name, loaded keeping what `kept` says.
    func loadJournal(_ o: Options, keeping kept: Kept = .everything, allNutrients: Bool = false) throws -> LoadedJournal {
        let paths = try journalPaths(o)
        var options = try parseOptions(o)
        options.allNutrients = allNutrients
        let loaded: LoadedJournal
        switch kept {
        case .everything: loaded = Journal.load(paths: paths, options: options)
        case .entriesOf(let dates): loaded = Journal.load(paths: paths, keepingEntriesOf: dates, options: options)
        case .tasksAndEvents(let doses): loaded = Journal.loadTasksAndEvents(paths: paths, doses: doses, options: options)
        case .noEntries:
            let noDate = CalendarDate(dayNumber: Int32.min)
            loaded = Journal.load(paths: paths, keepingEntriesOf: noDate...noDate, options: options)
        }
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
