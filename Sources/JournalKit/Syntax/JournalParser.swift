import Foundation

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

    /// Reads a file's definitions (``ParseMode/definitions``): a long file in two halves at
    /// once, the second from the first date heading after 55% of the file, once its line
    /// number is counted (counting the lines of 55 MB takes about 2 ms, and the halves end
    /// together: 30 ms each on the varied 100 MB journal). Should the first half end inside a code block, a comment or
    /// front matter (the heading was not one), the file is read again whole. A read of 100 MB
    /// takes about 70 ms on one core, while the other has nothing to do yet.
    static func definitions(_ buf: UnsafeMutableBufferPointer<UInt8>, path: String, fileID: Int32, fileNameDate: CalendarDate?,
                            options: ParseOptions) -> ParsedFile {
        let halves = Halves(buf: buf, path: path, fileID: fileID, fileNameDate: fileNameDate, options: options)
        guard fileNameDate == nil, buf.count >= 1 << 20, ProcessInfo.processInfo.activeProcessorCount > 1,
              let split = firstDateHeading(in: UnsafeBufferPointer(buf), from: buf.count / 100 * 55) else { return halves.read(nil) }
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                halves.first = halves.read(FilePart(bytes: 0..<split, lineBefore: 0))
            } else {
                let lineBefore = FastBytes.count(of: UInt8(ascii: "\n"), in: UnsafeBufferPointer(halves.buf), 0..<split)
                halves.second = halves.read(FilePart(bytes: split..<halves.buf.count, lineBefore: Int32(lineBefore)))
            }
        }
        guard var whole = halves.first, let second = halves.second, !whole.endsInsideBlock else { return halves.read(nil) }
        whole.definitions += second.definitions
        whole.taskLists += second.taskLists
        // A warning given once per file (tabs, CRLF) is given by each half.
        let warnedOnce = Set(whole.diagnostics.map(\.code)).intersection([.tab, .crlf])
        whole.diagnostics += second.diagnostics.filter { !warnedOnce.contains($0.code) }
        whole.lineCount = second.lineCount
        whole.definitionLines.merge(second.definitionLines) { a, _ in a }
        whole.sectionStarts += second.sectionStarts
        whole.dayStarts += second.dayStarts
        whole.endsInsideBlock = second.endsInsideBlock
        return whole
    }

    /// The file ``definitions(_:path:fileID:fileNameDate:options:)`` reads, and what each half
    /// of it gave (each written by its own thread).
    private final class Halves: @unchecked Sendable {
        let buf: UnsafeMutableBufferPointer<UInt8>
        let path: String, fileID: Int32, fileNameDate: CalendarDate?, options: ParseOptions
        var first: ParsedFile?
        var second: ParsedFile?

        init(buf: UnsafeMutableBufferPointer<UInt8>, path: String, fileID: Int32, fileNameDate: CalendarDate?, options: ParseOptions) {
            (self.buf, self.path, self.fileID, self.fileNameDate, self.options) = (buf, path, fileID, fileNameDate, options)
        }

        /// The definitions of `part` (of the whole file when nil).
        func read(_ part: FilePart?) -> ParsedFile {
            JournalParser.parse(buf, path: path, fileID: fileID, fileNameDate: fileNameDate, options: options, mode: .definitions, part: part)
        }
    }

    /// The start of the first line from `from` on that is a date heading at its line's start
    /// (`## 2026-11-21`), outside front matter as far as its bytes say.
    static func firstDateHeading(in buf: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var p = FastBytes.firstIndex(of: UInt8(ascii: "\n"), in: buf, from..<buf.count).map { $0 + 1 } ?? buf.count
        while p < buf.count {
            var j = p, level = 0
            while j < buf.count, buf[j] == UInt8(ascii: "#") { level += 1; j += 1 }
            if level >= 1, level <= 6, j < buf.count, buf[j] == UInt8(ascii: " ") {
                let t = buf.skipSpaces(j, buf.count)
                if t + 5 <= buf.count, (t..<t + 4).allSatisfy({ isDigit(buf[$0]) }), buf[t + 4] == UInt8(ascii: "-") { return p }
            }
            p = (FastBytes.firstIndex(of: UInt8(ascii: "\n"), in: buf, p..<buf.count) ?? buf.count) + 1
        }
        return nil
    }

    /// Lines longer than this are reported and skipped.
    public static let maxLineLength = 64 * 1024
}
