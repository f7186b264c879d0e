import Foundation

/// A place in a file, as the editor opens it: the protocol's `Location`.
public struct Location: Sendable, Equatable {
    public var uri: String
    public var range: TextRange

    /// `{"uri": "file:///…", "range": Range}`.
    public var json: JSONValue { .object([("uri", .string(uri)), ("range", range.json)]) }
}

/// Between the journal's definitions of drinks, foods, habits and medications and the entries
/// that use them: from an entry to the definition of what it names, from a definition to every
/// entry that uses it, in every file, and the renaming of a habit or a medication everywhere.
/// (The built-in catalog's items have no definition to go to.)
public enum Navigation {
    /// The lines of the journal's file `path`: the open document's, else the file's on disk.
    public typealias Lines = (_ path: String) -> DocumentLines?

    /// The lines of a file on disk, nil when it cannot be read.
    public static func linesOnDisk(_ path: String) -> DocumentLines? {
        FileManager.default.contents(atPath: path).map { DocumentLines(bytes: Array($0)) }
    }

    /// Where what the entry at `position` names is defined (the definition in force on its
    /// day); on a definition, itself.
    public static func definition(at position: TextPosition, in document: JournalDocument, lines: @escaping Lines = linesOnDisk,
                                  uri: (String) -> String = DocumentURI.of) -> [Location] {
        guard let (name, date) = name(at: position, in: document) else { return [] }
        var ranges = name.definitions(in: document.journal.definitions).filter { date.map($0.validity.contains) ?? true }.map(\.range)
        if date == nil { ranges = ranges.filter { document.isHere($0, line: position.line) } }
        let files = Files(document: document, lines: lines)
        return ranges.compactMap { files.location(of: $0, uri: uri) }
    }

    /// Every entry that uses what is defined or named at `position`, in every file, oldest
    /// first; with its definitions first when `includeDeclaration`.
    public static func references(at position: TextPosition, in document: JournalDocument, includeDeclaration: Bool = true,
                                  lines: @escaping Lines = linesOnDisk, uri: (String) -> String = DocumentURI.of) -> [Location] {
        guard let (name, _) = name(at: position, in: document) else { return [] }
        let files = Files(document: document, lines: lines)
        let definitions = includeDeclaration ? name.definitions(in: document.journal.definitions).map(\.range) : []
        return (definitions + name.uses(in: document.journal).map(\.range)).compactMap { range in
            guard let location = files.location(of: range, uri: uri) else { return nil }
            return files.nameRange(of: name, in: range).map { Location(uri: location.uri, range: $0) } ?? location
        }
    }

    /// The range of the habit or medication name at `position` that ``rename(at:in:to:lines:uri:)``
    /// would change; nil where there is none to rename.
    public static func renameRange(at position: TextPosition, in document: JournalDocument) -> TextRange? {
        guard let (name, _) = name(at: position, in: document), name.kind == .habit || name.kind == .medication,
              let file = document.fileIndex else { return nil }
        let files = Files(document: document, lines: { _ in nil })
        return files.nameRange(of: name, in: SourceRange(file: Int32(file), line: Int32(position.line + 1), column: 1, endColumn: 1))
    }

    /// The edits that rename the habit or medication at `position` to `newName` in its
    /// definitions and in every entry that uses it, in every file; nil for any other name, or
    /// a new name that is empty or has a line break.
    public static func rename(at position: TextPosition, in document: JournalDocument, to newName: String,
                              lines: @escaping Lines = linesOnDisk, uri: (String) -> String = DocumentURI.of) -> WorkspaceEdit? {
        let newName = newName.trimmingSpaces
        guard !newName.isEmpty, !newName.contains(where: \.isNewline),
              let (name, _) = name(at: position, in: document), name.kind == .habit || name.kind == .medication else { return nil }
        let files = Files(document: document, lines: lines)
        var edit = WorkspaceEdit()
        for range in name.definitions(in: document.journal.definitions).map(\.range) {
            guard let location = files.location(of: range, uri: uri), let at = files.nameRange(of: name, in: range) else { continue }
            // A name of several words is quoted in a definition.
            let quoted = files.isQuoted(at, in: range)
            edit.add(TextEdit(range: at, newText: newName.contains(" ") && !quoted ? "\"\(newName)\"" : newName), to: location.uri)
        }
        for use in name.uses(in: document.journal) {
            guard let location = files.location(of: use.range, uri: uri), let at = files.nameRange(of: name, in: use.range) else { continue }
            edit.add(TextEdit(range: at, newText: newName), to: location.uri)
        }
        return edit
    }

    /// The defined name at `position`, with the day of the entry that uses it (nil on a
    /// definition).
    static func name(at position: TextPosition, in document: JournalDocument) -> (DefinedName, CalendarDate?)? {
        guard let file = document.fileIndex else { return nil }
        let definitions = document.journal.definitions
        if let defined = DefinedName.defined(in: definitions, file: Int32(file), line: Int32(position.line + 1)) { return (defined, nil) }
        let byte = Int32(document.lines.byteOffset(of: position) + 1)
        for (date, entry) in document.entries(onLine: position.line) {
            let used = DefinedName.used(by: entry, on: date, in: definitions).filter { document.isHere($0.range, line: position.line) }
            // Of a meal's items, the one under the cursor; off its items, the first defined.
            func under(_ r: SourceRange) -> Bool { r.column <= byte && byte <= r.endColumn }
            var onItem = false
            if case .meal(let meal) = entry.kind { onItem = meal.items.contains { document.isHere($0.nameRange, line: position.line) && under($0.nameRange) } }
            let chosen = onItem ? used.first { under($0.range) } : used.first
            if let chosen { return (chosen.name, date) }
        }
        return nil
    }

    /// The journal's files' lines, each read once.
    private final class Files {
        let document: JournalDocument
        let lines: Lines
        private var read: [Int32: DocumentLines?] = [:]

        init(document: JournalDocument, lines: @escaping Lines) {
            self.document = document
            self.lines = lines
        }

        func lines(ofFile file: Int32) -> DocumentLines? {
            if Int(file) == document.fileIndex { return document.lines }
            if let known = read[file] { return known }
            let found = lines(document.path(ofFile: file))
            read[file] = found
            return found
        }

        func location(of range: SourceRange, uri: (String) -> String) -> Location? {
            guard let lines = lines(ofFile: range.file) else { return nil }
            return Location(uri: uri(document.path(ofFile: range.file)), range: lines.range(of: range))
        }

        /// Where `name` is written on the line of `range`: after the line's bullet, checkbox,
        /// time and, on a definition, its keyword.
        func nameRange(of name: DefinedName, in range: SourceRange) -> TextRange? {
            guard let lines = lines(ofFile: range.file) else { return nil }
            let line = Int(range.line) - 1
            let bytes = lines.bytes(ofLine: line)
            guard let item = ListItemPrefix(bytes, upTo: bytes.count) else { return nil }
            var from = max(item.bodyStart, Int(range.column) - 1)
            if name.definitions(in: document.journal.definitions).contains(where: { $0.range.file == range.file && $0.range.line == range.line }) {
                from = ListItemPrefix.wordEnd(bytes, item.bodyStart)
            }
            return name.written(in: bytes, from: from).map { lines.range(line: line, bytes: $0) }
        }

        /// Whether the name at `at` is written in quotes.
        func isQuoted(_ at: TextRange, in range: SourceRange) -> Bool {
            guard let lines = lines(ofFile: range.file) else { return false }
            let bytes = lines.bytes(ofLine: at.start.line)
            let start = lines.byteOffset(of: at.start)
            return start > 0 && bytes[start - 1] == UInt8(ascii: "\"")
        }
    }
}
