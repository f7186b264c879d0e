import Foundation

/// An open document of a journal, as every editor feature reads it: its path, its lines, and
/// the journal it belongs to, read with everything (``Journal/load(paths:options:foods:)``,
/// or ``Journal/load(text:path:options:foods:)``).
public struct JournalDocument: Sendable {
    public var path: String
    public var lines: DocumentLines
    public var loaded: LoadedJournal
    /// The document's index among the journal's files, when the journal read it.
    public let fileIndex: Int?

    public init(path: String, text: String, journal: LoadedJournal) {
        self.init(path: path, lines: DocumentLines(text), journal: journal)
    }

    public init(path: String, lines: DocumentLines, journal: LoadedJournal) {
        self.path = path
        self.lines = lines
        loaded = journal
        let files = journal.journal.files
        fileIndex = files.firstIndex { $0.path == path } ?? files.firstIndex { Self.standardized($0.path) == Self.standardized(path) }
    }

    /// The path as the journal names the document's file (as given to the read, which may be
    /// relative where the editor's is absolute): what its diagnostics' `file` is.
    public var journalPath: String { fileIndex.map { journal.files[$0].path } ?? path }

    private static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    var journal: Journal { loaded.journal }

    /// The day whose lines hold line `line` (from 0), if any.
    func date(onLine line: Int) -> CalendarDate? {
        guard let fileIndex else { return nil }
        return loaded.sections.date(file: fileIndex, line: line + 1)
    }

    /// Whether `range` is on line `line` (from 0) of this document.
    func isHere(_ range: SourceRange, line: Int) -> Bool {
        fileIndex.map { Int(range.file) == $0 } == true && Int(range.line) == line + 1
    }

    /// The entries that start on line `line`, with their day; an item of a meal written on a
    /// line of its own is on its meal's.
    func entries(onLine line: Int) -> [(date: CalendarDate, entry: Entry)] {
        guard let date = date(onLine: line), let day = journal.day(on: date) else { return [] }
        return day.entries.filter { entry in
            if isHere(entry.range, line: line) { return true }
            if case .meal(let meal) = entry.kind { return meal.items.contains { isHere($0.nameRange, line: line) } }
            return false
        }.map { (date, $0) }
    }

    /// The day heading on line `line`, if there is one.
    func dayHeading(onLine line: Int) -> Day? {
        guard let date = date(onLine: line), let day = journal.day(on: date) else { return nil }
        return day.ranges.contains { isHere($0, line: line) } ? day : nil
    }

    /// The path of file number `file` of the journal.
    func path(ofFile file: Int32) -> String {
        Int(file) < journal.files.count && Int(file) != fileIndex ? journal.files[Int(file)].path : path
    }

    /// Where a range is, in words: `journal.md line 5`.
    func place(of range: SourceRange) -> String {
        "\(FilePath.lastComponent(of: path(ofFile: range.file))) line \(range.line)"
    }
}
