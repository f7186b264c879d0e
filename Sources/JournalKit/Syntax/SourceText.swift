/// Finding lines and character columns in a file's bytes, for diagnostics.
public enum SourceText {
    /// The character column of a byte column (both from 1) on a line.
    public static func characterColumn(_ byteColumn: Int, in line: ArraySlice<UInt8>) -> Int {
        var c = 1
        var i = line.startIndex
        let stop = min(line.startIndex + max(0, byteColumn - 1), line.endIndex)
        while i < stop {
            if line[i] & 0xC0 != 0x80 { c += 1 }
            i += 1
        }
        return c + max(0, byteColumn - 1 - line.count)
    }

    /// A pending diagnostic with its excerpt: the first 500 bytes of its line (as read, without
    /// the line break), and columns in characters.
    static func diagnostic(_ p: PendingDiagnostic, path: String, line: ArraySlice<UInt8>) -> Diagnostic {
        let text = line.prefix(500)
        return Diagnostic(p.severity, p.code, file: path, line: Int(p.range.line),
                          column: characterColumn(Int(p.range.column), in: text),
                          endColumn: characterColumn(Int(p.range.endColumn), in: text),
                          message: p.message, hint: p.hint, sourceLine: String(decoding: text, as: UTF8.self))
    }
}
