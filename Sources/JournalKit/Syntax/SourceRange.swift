import Foundation

/// A place in a journal file: which file, which line, and which columns.
///
/// Columns count UTF-8 bytes from 1, as swift-markdown's `SourceLocation` does; diagnostics
/// convert them to character columns for people.
public struct SourceRange: Hashable, Sendable, Comparable {
    /// Index of the file in ``Journal/files`` (or the loader's file list).
    public var file: Int32
    /// Line number, counting from 1.
    public var line: Int32
    /// First byte column, counting from 1.
    public var column: Int32
    /// One past the last byte column.
    public var endColumn: Int32

    public init(file: Int32, line: Int32, column: Int32, endColumn: Int32) {
        self.file = file
        self.line = line
        self.column = column
        self.endColumn = max(endColumn, column)
    }

    public static func < (a: SourceRange, b: SourceRange) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// A file the loader read, with what diagnostics need to show excerpts.
public struct SourceFile: Sendable {
    /// The path as the user gave it (or as found under a directory or through `include`).
    public var path: String
    /// The date a daily note's file name gives (`2026-11-21.md`), if any.
    public var fileNameDate: CalendarDate?

    public init(path: String, fileNameDate: CalendarDate? = nil) {
        self.path = path
        self.fileNameDate = fileNameDate
    }

    /// The date a daily-note file name gives: `2026-11-21.md`.
    public static func date(ofFileNamed path: String) -> CalendarDate? {
        let name = FilePath.lastComponent(of: path)
        guard name.count == 13, name.lowercased().hasSuffix(".md") else { return nil }
        return CalendarDate(iso: name.prefix(10))
    }
}
