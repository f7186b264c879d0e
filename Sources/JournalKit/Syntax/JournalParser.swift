/// Reads one journal file's bytes: its definitions into a ``ParsedFile``, its days' entries to a
/// sink (see ``ParseMode``).
///
/// ```
/// ---
/// title: skipped front matter
/// ---
/// ## Settings
/// - goal caffeine <= 400 mg
/// ## 2026-11-21 Saturday
/// - 07:45 drink espresso x2
/// - [x] meditate
/// Prose is a note.
/// ```
///
/// The parser walks the bytes once, line by line. It never throws: every problem becomes a
/// diagnostic and the parse goes on with the next line. Each kind of entry and definition has
/// its own file (`Entries/`, `Definitions/`) holding an extension of `FileParser`, the parser
/// of one file.
public enum JournalParser {
    /// Parses bytes in place, keeping what `mode` says.
    static func parse(_ buf: UnsafeMutableBufferPointer<UInt8>, path: String, fileID: Int32, fileNameDate: CalendarDate?,
                      options: ParseOptions, mode: ParseMode, part: FilePart? = nil) -> ParsedFile {
        let parser = FileParser(buf, path: path, fileID: fileID, fileNameDate: fileNameDate, options: options, mode: mode,
                                part: part ?? FilePart(bytes: 0..<buf.count, lineBefore: 0))
        parser.run()
        return parser.result
    }

    /// Lines longer than this are reported and skipped.
    public static let maxLineLength = 64 * 1024
}
