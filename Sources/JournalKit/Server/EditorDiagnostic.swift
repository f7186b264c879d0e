/// A journal's ``Diagnostic`` as an editor shows it: the protocol's `Diagnostic` object, at a
/// range in UTF-16 code units.
///
/// ```
/// {"range": {"start": {"line": 1, "character": 8}, "end": {"line": 1, "character": 18}},
///  "severity": 1, "code": "unknown-drink", "source": "journal",
///  "message": "unknown drink \"flat whiet\"\ndid you mean \"flat white\"? …"}
/// ```
///
/// The hint, when there is one, is the message's second line (every editor shows it; not all
/// show `relatedInformation`). There is no `codeDescription`: the codes are explained in
/// `Grammar.md` §11.4, which has no address an editor could open.
public enum EditorDiagnostic {
    /// The range of `diagnostic` on its line, whose text (without its line break) is `line`:
    /// the file's text as the editor has it, or the diagnostic's own excerpt when nil.
    ///
    /// A diagnostic's columns count characters (Unicode scalars) of the line as read, with HTML
    /// comments blanked by as many spaces as they had bytes (``Diagnostic/sourceLine``, its first
    /// 500 bytes). Each column is turned into a byte offset on that excerpt, which is the byte
    /// offset on the line as written, and that into UTF-16 code units on the line as written.
    /// Past the excerpt, a column is taken as a character of the line as written.
    public static func range(of diagnostic: Diagnostic, line: ArraySlice<UInt8>?) -> TextRange {
        guard diagnostic.line > 0 else { return TextRange(line: 0, from: 0, to: 0) }
        let written = line ?? Array(diagnostic.sourceLine.utf8)[...]
        let asRead = Array(diagnostic.sourceLine.utf8)
        func character(_ column: Int) -> Int {
            let offset = byteOffset(ofColumn: column, asRead: asRead, written: written)
            return OpenDocument.utf16Count(written.prefix(offset))
        }
        let start = character(diagnostic.column)
        return TextRange(line: diagnostic.line - 1, from: start, to: max(start, character(diagnostic.endColumn)))
    }

    /// The byte offset (from the line's start) of character column `column` (from 1).
    static func byteOffset(ofColumn column: Int, asRead: [UInt8], written: ArraySlice<UInt8>) -> Int {
        var offset = 0, c = 1
        let bytes = Array(written)
        while c < column, offset < bytes.count {
            let reading = offset < asRead.count ? asRead : bytes
            offset += 1
            // Continuation bytes belong to the character before them.
            while offset < bytes.count, offset < reading.count, reading[offset] & 0xC0 == 0x80 { offset += 1 }
            c += 1
        }
        // Never inside a character of the line as written.
        while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        return offset
    }

    /// The protocol's `Diagnostic` object for `diagnostic` at `range`.
    public static func json(_ diagnostic: Diagnostic, range: TextRange) -> JSONValue {
        let message = diagnostic.message + (diagnostic.hint.map { "\n" + $0 } ?? "")
        return .object([
            ("range", range.json),
            ("severity", .number(diagnostic.severity == .error ? 1 : 2)),
            ("code", .string(diagnostic.code.rawValue)),
            ("source", .string("journal")),
            ("message", .string(message)),
        ])
    }
}

extension TextPosition {
    /// The position of a protocol `Position` object.
    public init?(json: JSONValue?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int else { return nil }
        self.init(line: line, character: character)
    }
}

extension TextRange {
    /// The range of a protocol `Range` object.
    public init?(json: JSONValue?) {
        guard let start = TextPosition(json: json?["start"]), let end = TextPosition(json: json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }
}
