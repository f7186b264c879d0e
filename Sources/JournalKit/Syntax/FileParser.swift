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
/// its own file (`Entries/`, `Definitions/`) holding an extension of this type.
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

/// The parser of one file. Its state is only ever touched by its own methods, one line at a
/// time, so the properties the line loop uses are marked `@exclusivity(unchecked)`: Swift would
/// otherwise check each access at run time, which costs more than some of the work done.
final class FileParser {
    let mbuf: UnsafeMutableBufferPointer<UInt8>
    let buf: UnsafeBufferPointer<UInt8>
    let path: String
    let fileID: Int32
    let fileNameDate: CalendarDate?
    let options: ParseOptions
    // What to keep (the ``ParseMode``), taken apart once: the line loop asks often.
    /// ``ParseMode/definitions``.
    let definitionsOnly: Bool
    /// The sink of ``ParseMode/stream``.
    let sink: EntrySink?
    /// Whether the sink asks for the texts that give entries meaning.
    let sinkKeepsText: Bool
    /// The sink's lines read before (asked once: the line loop needs them often).
    let cleanLines: CleanLines?
    /// The lines to read: all of them, unless `Journal.check` parses a long file in parts.
    let part: FilePart
    @exclusivity(unchecked) var result: ParsedFile

    // The current line.
    @exclusivity(unchecked) var lineNumber: Int32 = 0
    @exclusivity(unchecked) var lineStart = 0
    @exclusivity(unchecked) var lineEnd = 0
    /// Whether the current line started inside an HTML comment.
    @exclusivity(unchecked) var lineStartsInComment = false

    // File-wide state.
    @exclusivity(unchecked) var warnedCRLF = false
    @exclusivity(unchecked) var warnedTab = false
    @exclusivity(unchecked) var inComment: (line: Int32, column: Int)?
    /// The diagnostic for a comment that never closes, made while its line is still as written.
    @exclusivity(unchecked) var unclosedComment: Diagnostic?
    @exclusivity(unchecked) var fence: (char: UInt8, length: Int, line: Int32, start: Int, end: Int)?
    @exclusivity(unchecked) var sawDateHeading = false
    /// A daily note's day (from the file name), until it opens as a section: at its first
    /// entry, or at the end when the file has no date heading.
    @exclusivity(unchecked) var unopenedFileDay: DaySection?
    /// Whether the sink keeps the current section's entries whole (texts, tags, photos).
    @exclusivity(unchecked) var keepsWhole = false

    enum Section {
        case preamble
        case day(CalendarDate)
        /// Under a heading whose date is invalid: entries are checked, then dropped.
        case invalidDay
        case named(Int)
    }
    @exclusivity(unchecked) var section: Section = .preamble
    @exclusivity(unchecked) var dayHeadingLevel = 0
    /// The indent of the meal whose indented children are its items.
    @exclusivity(unchecked) var mealParent: Int?
    /// A scratch array reused for every line's tokens.
    @exclusivity(unchecked) var tokens: [Token] = []
    /// Spare token arrays for the entry and definition parsers, so that a line allocates none:
    /// see ``borrowTokens()``.
    @exclusivity(unchecked) var tokenPool: [[Token]] = []
    /// In ``ParseMode/definitions``: the bytes blanked as HTML comments, to put back at the end.
    @exclusivity(unchecked) var blankedBytes: [(offset: Int, bytes: [UInt8])] = []

    init(_ mbuf: UnsafeMutableBufferPointer<UInt8>, path: String, fileID: Int32, fileNameDate: CalendarDate?, options: ParseOptions,
         mode: ParseMode, part: FilePart? = nil) {
        self.part = part ?? FilePart(bytes: 0..<mbuf.count, lineBefore: 0)
        self.mbuf = mbuf
        self.buf = UnsafeBufferPointer(mbuf)
        self.path = path
        self.fileID = fileID
        self.fileNameDate = fileNameDate
        self.options = options
        switch mode {
        case .definitions: (definitionsOnly, sink) = (true, nil)
        case .stream(let s): (definitionsOnly, sink) = (false, s)
        }
        sinkKeepsText = sink?.keepsText == true
        keepsWhole = sinkKeepsText  // to-dos before any heading
        cleanLines = sink?.cleanLines
        self.result = ParsedFile(fileID: fileID)
        tokens.reserveCapacity(32)
    }

    /// An empty token array from the pool (or a new one). Give it back with ``recycle(_:)``,
    /// usually in a `defer`; its capacity is then reused by the next caller.
    @inline(__always) func borrowTokens() -> [Token] {
        tokenPool.popLast() ?? []
    }

    @inline(__always) func recycle(_ toks: inout [Token]) {
        toks.removeAll(keepingCapacity: true)
        tokenPool.append(toks)
    }

    /// Drops `#tag` tokens (`#` and more; with `letterAfterHash`, only `#` and a letter). Most
    /// lines have none, and looking costs less than `removeAll(where:)` does.
    func removeTags(_ toks: inout [Token], letterAfterHash: Bool) {
        guard toks.contains(where: { buf[$0.start] == 35 }) else { return }
        toks.removeAll { buf[$0.start] == 35 && $0.count > 1 && (!letterAfterHash || isASCIILetter(buf[$0.start + 1])) }
    }

    // MARK: Diagnostics

    /// Reports a problem on the current line, between byte offsets `from` and `to`.
    func report(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ from: Int, _ to: Int,
                _ message: String, hint: String? = nil) {
        result.diagnostics.append(makeDiagnostic(severity, code, lineNumber, lineStart, lineEnd, from, to, message, hint))
    }

    func makeDiagnostic(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ line: Int32, _ ls: Int, _ le: Int,
                        _ from: Int, _ to: Int, _ message: String, _ hint: String?) -> Diagnostic {
        func column(_ offset: Int) -> Int {
            var c = 1
            var i = ls
            let stop = min(max(offset, ls), le)
            while i < stop {
                if buf[i] & 0xC0 != 0x80 { c += 1 }
                i += 1
            }
            return c + max(0, offset - le)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buf[ls..<min(le, ls + 500)]), as: UTF8.self)
        return Diagnostic(severity, code, file: path, line: Int(line), column: column(from), endColumn: column(max(to, from + 1)),
                          message: message, hint: hint, sourceLine: text)
    }

    /// A source range on the current line between byte offsets.
    func range(_ from: Int, _ to: Int) -> SourceRange {
        SourceRange(file: fileID, line: lineNumber, column: Int32(from - lineStart + 1), endColumn: Int32(to - lineStart + 1))
    }

    func range(_ t: Token) -> SourceRange { range(t.start, t.end) }

    // MARK: The line loop

    func run() {
        result.byteCount = buf.count
        let count = part.bytes.upperBound
        var pos = part.bytes.lowerBound
        lineNumber = part.lineBefore
        // What only the start of a file has: a byte order mark, front matter, the day a
        // daily note's name gives.
        let atStart = pos == 0
        if atStart, count >= 3, buf[0] == 0xEF, buf[1] == 0xBB, buf[2] == 0xBF {
            lineNumber = 1
            lineStart = 0
            lineEnd = nextLineEnd(0)
            report(.warning, .byteOrderMark, 0, 3, "file starts with a byte order mark (BOM)",
                   hint: "it is ignored; save the file as UTF-8 without BOM to silence this")
            lineNumber = 0
            pos = 3
        }
        if atStart, let day = fileNameDate {
            unopenedFileDay = DaySection(date: day, title: "", range: SourceRange(file: fileID, line: 1, column: 1, endColumn: 1))
            section = .day(day)
            dayHeadingLevel = 0
        }
        var first = atStart
        var frontMatter = false
        while pos < count {
            lineNumber += 1
            lineStart = pos
            var end = nextLineEnd(pos)
            pos = end < count ? end + 1 : count
            if end > lineStart, buf[end - 1] == 13 {
                end -= 1
                if !warnedCRLF {
                    warnedCRLF = true
                    lineEnd = end
                    report(.warning, .crlf, end, end + 1, "file uses Windows line endings (CRLF)",
                           hint: "they are read as plain line breaks; most editors can save with LF endings")
                }
            }
            lineEnd = end
            if lineEnd - lineStart > JournalParser.maxLineLength {
                lineEnd = lineStart + 80
                report(.error, .lineTooLong, lineStart, lineStart + 1,
                       "line is \(end - lineStart) bytes long; lines over \(JournalParser.maxLineLength) bytes are skipped",
                       hint: "split it into shorter lines")
                first = false
                continue
            }
            if !first, !frontMatter, skipsDayLine() { continue }
            if !checkBytes() { first = false; continue }
            if first {
                first = false
                if isFrontMatterFence(lineStart, lineEnd) { frontMatter = true; continue }
            }
            if frontMatter {
                if isFrontMatterFence(lineStart, lineEnd) || isDots(lineStart, lineEnd) { frontMatter = false }
                continue
            }
            processLine()
        }
        endMeal()
        result.lineCount = Int(lineNumber)
        // A daily note's day without entries is a day of the journal, unless the note has date
        // headings of its own.
        if !sawDateHeading { openFileDay() }
        if frontMatter {
            lineNumber = 1
            lineStart = 0
            lineEnd = nextLineEnd(0)
            report(.error, .unclosedFrontMatter, lineStart, lineEnd, "front matter starting here is never closed",
                   hint: "end it with a line of three dashes (---); until then the whole file is skipped")
        }
        if inComment != nil, let d = unclosedComment { result.diagnostics.append(d) }
        if let f = fence {
            diagnoseAt(line: f.line, column: f.start, .warning, .unclosedCodeFence, "code block is never closed",
                       hint: "close it with a line of \(String(repeating: String(UnicodeScalar(f.char)), count: f.length)); everything after it was skipped")
        }
        // Put back what was blanked, last first, so the bytes read as written again.
        for (offset, bytes) in blankedBytes.reversed() {
            for k in bytes.indices { mbuf[offset + k] = bytes[k] }
        }
    }

    /// In ``ParseMode/definitions``: whether the current line is inside a day and cannot change
    /// what follows, so it is not read at all. Only headings, code fences and HTML comments do
    /// (a line opening a comment or a fence must not be skipped, and neither may any line
    /// inside one).
    func skipsDayLine() -> Bool {
        guard definitionsOnly, inDay, fence == nil, inComment == nil else { return false }
        let i = buf.skipSpaces(lineStart, lineEnd)
        if i < lineEnd, buf[i] == 35 /* # */ || buf[i] == 96 /* ` */ || buf[i] == 126 /* ~ */ { return false }
        return memchr(buf.baseAddress! + lineStart, 60 /* < */, lineEnd - lineStart) == nil
    }

    /// Reports at a byte offset on an earlier line.
    func diagnoseAt(line: Int32, column offset: Int, _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, hint: String) {
        var ls = offset
        while ls > 0, buf[ls - 1] != 10 { ls -= 1 }
        var le = nextLineEnd(ls)
        if le > ls, buf[le - 1] == 13 { le -= 1 }
        result.diagnostics.append(makeDiagnostic(severity, code, line, ls, le, offset, min(le, offset + 4), message, hint))
    }

    func nextLineEnd(_ from: Int) -> Int {
        let count = buf.count
        guard from < count, let base = buf.baseAddress else { return count }
        if let p = memchr(base + from, 10, count - from) {
            return base.distance(to: p.assumingMemoryBound(to: UInt8.self))
        }
        return count
    }

    func isFrontMatterFence(_ s: Int, _ e: Int) -> Bool {
        let t = buf.trimEnd(s, e)
        return t - s == 3 && buf[s] == 45 && buf[s + 1] == 45 && buf[s + 2] == 45
    }

    func isDots(_ s: Int, _ e: Int) -> Bool {
        let t = buf.trimEnd(s, e)
        return t - s == 3 && buf[s] == 46 && buf[s + 1] == 46 && buf[s + 2] == 46
    }

    /// Checks the line for NUL bytes and invalid UTF-8; false when the line must be skipped.
    func checkBytes() -> Bool {
        var i = lineStart
        var high = false
        // Fast path: 8 bytes at a time, looking for a high bit or a zero byte.
        while i + 8 <= lineEnd {
            let w = UnsafeRawPointer(buf.baseAddress! + i).loadUnaligned(as: UInt64.self)
            let zero = (w &- 0x0101010101010101) & ~w & 0x8080808080808080
            if w & 0x8080808080808080 != 0 || zero != 0 { high = true; break }
            i += 8
        }
        if !high {
            while i < lineEnd {
                let b = buf[i]
                if b == 0 || b >= 0x80 { high = true; break }
                i += 1
            }
            if !high { return true }
        }
        // Slow path: find the first NUL or invalid sequence.
        i = lineStart
        while i < lineEnd {
            let b = buf[i]
            if b == 0 {
                report(.error, .nulByte, i, i + 1, "line contains a NUL byte; it is skipped",
                       hint: "the file may be binary or corrupted; remove the NUL character")
                return false
            }
            if b < 0x80 { i += 1; continue }
            let len = utf8SequenceLength(at: i)
            if len == 0 {
                report(.error, .invalidUTF8, i, i + 1,
                       "invalid UTF-8 byte 0x\(String(b, radix: 16, uppercase: true)); the line is skipped",
                       hint: "save the file as UTF-8 (it may be in Latin-1 or Windows-1252)")
                return false
            }
            i += len
        }
        return true
    }

    /// The length of a valid UTF-8 sequence at `i`, or 0 when it is invalid.
    func utf8SequenceLength(at i: Int) -> Int {
        let b0 = buf[i]
        func cont(_ k: Int) -> Bool { i + k < lineEnd && buf[i + k] & 0xC0 == 0x80 }
        switch b0 {
        case 0xC2...0xDF: return cont(1) ? 2 : 0
        case 0xE0:
            return i + 1 < lineEnd && (0xA0...0xBF).contains(buf[i + 1]) && cont(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE, 0xEF: return cont(1) && cont(2) ? 3 : 0
        case 0xED:
            return i + 1 < lineEnd && (0x80...0x9F).contains(buf[i + 1]) && cont(2) ? 3 : 0
        case 0xF0:
            return i + 1 < lineEnd && (0x90...0xBF).contains(buf[i + 1]) && cont(2) && cont(3) ? 4 : 0
        case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : 0
        case 0xF4:
            return i + 1 < lineEnd && (0x80...0x8F).contains(buf[i + 1]) && cont(2) && cont(3) ? 4 : 0
        default: return 0
        }
    }

    /// Blanks HTML comments on the line (keeping columns), tracking comments across lines.
    /// Returns false when nothing of the line is left to read.
    func stripComments() -> Bool {
        var i = lineStart
        if inComment != nil {
            guard let close = find("-->", from: lineStart) else { return false }
            blank(lineStart, close + 3)
            inComment = nil
            i = close + 3
        }
        while let open = find("<!--", from: i) {
            if let close = find("-->", from: open + 4) {
                blank(open, close + 3)
                i = close + 3
            } else {
                inComment = (lineNumber, open)
                unclosedComment = makeDiagnostic(.warning, .unclosedComment, lineNumber, lineStart, lineEnd, open, open + 4,
                    "HTML comment is never closed", "close it with -->; everything after <!-- to the end of the file was skipped")
                blank(open, lineEnd)
                break
            }
        }
        return true
    }

    /// Overwrites `from..<to` with spaces (keeping columns); in ``ParseMode/definitions`` it
    /// remembers the bytes to put back.
    func blank(_ from: Int, _ to: Int) {
        guard from < to else { return }
        if definitionsOnly { blankedBytes.append((from, Array(buf[from..<to]))) }
        for k in from..<to { mbuf[k] = 32 }
    }

    /// The offset of `needle` on the current line at or after `from`.
    func find(_ needle: StaticString, from: Int) -> Int? {
        let n = needle.utf8CodeUnitCount
        let p = needle.utf8Start
        guard from < lineEnd, let base = buf.baseAddress else { return nil }
        var i = from
        // memchr finds candidates for the first byte; most lines have none.
        while i + n <= lineEnd, let hit = memchr(base + i, Int32(p[0]), lineEnd - i) {
            i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            guard i + n <= lineEnd else { return nil }
            var ok = true
            for k in 1..<n where buf[i + k] != p[k] { ok = false; break }
            if ok { return i }
            i += 1
        }
        return nil
    }

    // MARK: Blocks

    func processLine() {
        lineStartsInComment = inComment != nil
        // A code fence, open or closing.
        var i = lineStart
        var indent = 0
        while i < lineEnd, isSpace(buf[i]) {
            if buf[i] == 9 {
                indent += 4
                if !warnedTab {
                    warnedTab = true
                    report(.warning, .tab, i, i + 1, "tab in indentation; it counts as 4 spaces",
                           hint: "indent with spaces to be sure of how items nest")
                }
            } else {
                indent += 1
            }
            i += 1
        }
        if let f = fence {
            var j = i, n = 0
            while j < lineEnd, buf[j] == f.char { j += 1; n += 1 }
            if n >= f.length, buf.skipSpaces(j, lineEnd) == lineEnd { fence = nil }
            return
        }
        if inComment == nil, i + 3 <= lineEnd, buf[i] == 96 || buf[i] == 126 {
            let c = buf[i]
            var j = i, n = 0
            while j < lineEnd, buf[j] == c { j += 1; n += 1 }
            if n >= 3 {
                fence = (c, n, lineNumber, i, lineEnd)
                return
            }
        }
        let wasInComment = inComment != nil
        guard stripComments() else { return }
        if wasInComment || inComment != nil {
            // Recompute the start after blanking.
            i = buf.skipSpaces(lineStart, lineEnd)
        }
        let contentEnd = buf.trimEnd(i, lineEnd)
        if i >= contentEnd { return }
        let b = buf[i]
        if b == 35 /* # */ {
            var level = 0
            var j = i
            while j < contentEnd, buf[j] == 35 { level += 1; j += 1 }
            if level <= 6, j == contentEnd || isSpace(buf[j]) {
                heading(level: level, textStart: buf.skipSpaces(j, contentEnd), end: contentEnd)
                return
            }
        }
        if (b == 45 || b == 42 || b == 43), i + 1 == contentEnd || isSpace(buf[i + 1]) {
            if i + 1 == contentEnd { return }  // an empty bullet
            bullet(indent: indent, start: i, content: buf.skipSpaces(i + 1, contentEnd), end: contentEnd)
            return
        }
        plainLine(indent: indent, start: i, end: contentEnd)
    }

    func heading(level: Int, textStart: Int, end: Int) {
        endMeal()
        var textEnd = end
        // Optional closing #s.
        var k = textEnd
        while k > textStart, buf[k - 1] == 35 { k -= 1 }
        if k < textEnd, k == textStart || isSpace(buf[k - 1]) { textEnd = buf.trimEnd(textStart, k) }
        if textStart + 4 <= textEnd, isDigit(buf[textStart]), isDigit(buf[textStart + 1]), isDigit(buf[textStart + 2]),
           isDigit(buf[textStart + 3]), textStart + 4 < textEnd, buf[textStart + 4] == 45 {
            if definitionsOnly, !lineStartsInComment, lineNumber > 1 {
                // Nothing before this line changes how the lines from here on read (but for
                // once-per-file warnings), so a second parse may start here: see `FilePart`.
                result.dayStarts.append(FilePart(bytes: lineStart..<buf.count, lineBefore: lineNumber - 1))
            }
            dayHeading(level: level, textStart: textStart, end: textEnd)
            return
        }
        // A heading without a date: a sub-heading inside the day, or a named section.
        if case .day = section, level > dayHeadingLevel { return }
        if case .invalidDay = section, level > dayHeadingLevel { return }
        if fileNameDate != nil, !sawDateHeading { return }
        let name = buf.string(textStart, textEnd)
        result.taskLists.append(TaskListSection(name: name, range: range(textStart, textEnd)))
        section = .named(result.taskLists.count - 1)
        keepsWhole = sinkKeepsText
    }

    func dayHeading(level: Int, textStart: Int, end: Int) {
        sawDateHeading = true
        dayHeadingLevel = level
        var dateEnd = textStart
        while dateEnd < end, !isSpace(buf[dateEnd]) { dateEnd += 1 }
        // Allow punctuation right after the date: "2026-11-21: rainy", "2026-11-21, Saturday".
        var strict = min(textStart + 10, end)
        let raw = Array(UnsafeBufferPointer(rebasing: buf[textStart..<dateEnd]))
        var date: CalendarDate? = nil
        if raw.count >= 10, let d = CalendarDate.parse(raw, 0),
           raw.count == 10 || (raw.count == 11 && (raw[10] == 58 || raw[10] == 44 || raw[10] == 46)) {
            date = d
        } else {
            strict = dateEnd
        }
        guard let date else {
            report(.error, .badDate, textStart, dateEnd, "'\(buf.string(textStart, dateEnd))' is not a valid date",
                   hint: dateHint(Array(UnsafeBufferPointer(rebasing: buf[textStart..<dateEnd]))))
            section = .invalidDay
            return
        }
        var titleStart = buf.skipSpaces(strict, end)
        if titleStart < end, buf[titleStart] == 58 || buf[titleStart] == 44 || buf[titleStart] == 45 || buf[titleStart] == 46 {
            titleStart = buf.skipSpaces(titleStart + 1, end)
        }
        let title = keptText(titleStart, end)
        // A weekday name that contradicts the date.
        var w = titleStart
        while w < end, isASCIILetter(buf[w]) { w += 1 }
        if w > titleStart, let named = Weekday(buf, titleStart, w), named != date.weekday {
            report(.warning, .weekdayMismatch, titleStart, w, "\(date) is a \(date.weekday.name), not a \(named.name)",
                   hint: "check the date, or write \(date.weekday.name)")
        }
        startSection(DaySection(date: date, title: title, range: range(textStart, end)))
    }

    /// A section of a day opens (a date heading, or a daily note's first entry).
    func startSection(_ day: DaySection) {
        unopenedFileDay = nil
        section = .day(day.date)
        keepsWhole = sink?.startSection(day) ?? false
    }

    /// Opens the daily note's own day, if it has not opened yet.
    @inline(__always)
    func openFileDay() {
        if let day = unopenedFileDay, !definitionsOnly { startSection(day) }
    }

    /// What is wrong with a date-like text, as a hint.
    func dateHint(_ raw: [UInt8]) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count >= 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2].prefix(while: { $0.isNumber })) {
            if !(1...12).contains(m) { return "month \(m) does not exist; write dates as YYYY-MM-DD" }
            if let _ = CalendarDate(year: y, month: m, day: d) {
                return "write the date as YYYY-MM-DD with two-digit month and day: \(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
            }
            return "\(["", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][m]) \(y) has \(CalendarDate.daysIn(month: m, year: y)) days"
        }
        return "write dates as YYYY-MM-DD, e.g. 2026-11-21"
    }

    // MARK: Lines

    var inDay: Bool {
        switch section {
        case .day, .invalidDay: return true
        case .preamble, .named: return false
        }
    }

    /// Hands an entry of the current day to the sink, or keeps a to-do outside days in its
    /// list (an entry under an invalid heading is dropped).
    func append(_ entry: Entry) {
        guard let sink else { return }
        switch section {
        case .day(let date):
            openFileDay()
            sink.entry(entry, on: date, parser: self)
        case .invalidDay: break
        case .named(let n): result.taskLists[n].tasks.append(entry)
        case .preamble:
            if result.taskLists.isEmpty || result.taskLists[0].name != "" {
                result.taskLists.insert(TaskListSection(name: "", range: range(lineStart, lineStart)), at: 0)
                if case .named(let n) = section { section = .named(n + 1) }
            }
            result.taskLists[0].tasks.append(entry)
        }
    }

    func plainLine(indent: Int, start: Int, end: Int) {
        if inDay {
            if indent == 0 { endMeal() }
            append(note(start: start, end: end, bullet: false, entryStart: start))
            return
        }
        // Outside days, a plain line may be a definition; if it does not read as one, it is prose.
        guard let first = firstToken(buf, start, end), DefinitionKeyword(buf, first) != nil else { return }
        let before = result.diagnostics.count
        let defCount = result.definitions.count
        definition(start: start, end: end)
        if result.diagnostics[before...].contains(where: { $0.severity == .error }) {
            // Prose that happens to start with a keyword: keep the problems for --strict only.
            if result.definitions.count > defCount { result.definitions.removeLast(result.definitions.count - defCount) }
            if options.strict {
                for k in before..<result.diagnostics.count { result.diagnostics[k].severity = .warning }
            } else {
                result.diagnostics.removeLast(result.diagnostics.count - before)
            }
        }
    }

    func note(start: Int, end: Int, bullet: Bool, entryStart: Int, time: TimeOfDay? = nil) -> Entry {
        if !keepsWhole {
            // Only --strict looks at notes, and only at a bullet's text.
            let text = options.strict && bullet ? buf.string(start, end) : ""
            return Entry(kind: .note(NoteEntry(text: text, bullet: bullet)), time: time, range: range(entryStart, end))
        }
        let text = buf.string(start, end)
        var photos: [Photo] = []
        if text.utf8.contains(33 /* ! */) { photos = Self.photos(in: text) }
        var tags: [String] = []
        collectTags(start, end, into: &tags)
        return Entry(kind: .note(NoteEntry(text: text, photos: photos, bullet: bullet)), time: time, tags: tags, range: range(entryStart, end))
    }

    /// `![alt](path)` links in a text.
    static func photos(in text: String) -> [Photo] {
        var photos: [Photo] = []
        var rest = Substring(text)
        while let bang = rest.range(of: "![") {
            rest = rest[bang.upperBound...]
            guard let close = rest.range(of: "]("), let paren = rest[close.upperBound...].firstIndex(of: ")") else { break }
            let alt = String(rest[..<close.lowerBound])
            var path = String(rest[close.upperBound..<paren])
            if let space = path.firstIndex(of: " ") { path = String(path[..<space]) }  // drop a title
            photos.append(Photo(alt: alt, path: path))
            rest = rest[rest.index(after: paren)...]
        }
        return photos
    }

    /// `#tags` in a range: `#` at the start or after a space, then a letter.
    func collectTags(_ start: Int, _ end: Int, into tags: inout [String]) {
        var i = start
        while i < end {
            if buf[i] == 35, i + 1 < end, isASCIILetter(buf[i + 1]), i == start || isSpace(buf[i - 1]) {
                var j = i + 1
                while j < end, !isSpace(buf[j]), buf[j] != 44, buf[j] != 41 { j += 1 }
                tags.append(buf.lowercased(i + 1, j))
                i = j
            } else {
                i += 1
            }
        }
    }

    func bullet(indent: Int, start: Int, content: Int, end: Int) {
        // Items of a meal, indented under it.
        if let parent = mealParent, indent > parent, case .day(let date) = section {
            readItemsUnlessClean(content, end) { mealItems(start: content, end: end, on: date) }
            return
        }
        if indent == 0 || mealParent.map({ indent <= $0 }) == true { endMeal() }
        var p = content
        // Checkbox.
        var checkbox: UInt8? = nil
        if p + 3 <= end, buf[p] == 91 /* [ */, buf[p + 2] == 93 /* ] */,
           p + 3 == end || isSpace(buf[p + 3]) {
            checkbox = buf[p + 1]
            p = buf.skipSpaces(p + 3, end)
        }
        // Time.
        var time: TimeOfDay? = nil
        var wordEnd = p
        while wordEnd < end, !isSpace(buf[wordEnd]) { wordEnd += 1 }
        if wordEnd > p, isDigit(buf[p]) {
            var t = Token(start: p, end: wordEnd)
            // "7 pm"
            var afterTime = wordEnd
            let next = buf.skipSpaces(wordEnd, end)
            var nextEnd = next
            while nextEnd < end, !isSpace(buf[nextEnd]) { nextEnd += 1 }
            let nextTok = Token(start: next, end: nextEnd)
            var scan = buf.time(t)
            if scan == nil || (scan != nil && isDigit(buf[wordEnd - 1])), buf.matches(nextTok, "am") || buf.matches(nextTok, "pm") {
                var joined = Array(UnsafeBufferPointer(rebasing: buf[p..<wordEnd]))
                joined += Array(UnsafeBufferPointer(rebasing: buf[next..<nextEnd]))
                let joinedScan = joined.withUnsafeBufferPointer { $0.time(Token(start: 0, end: joined.count)) }
                if joinedScan != nil { scan = joinedScan; afterTime = nextEnd; t.end = nextEnd }
            }
            switch scan {
            case .time(let tm):
                time = tm
                p = buf.skipSpaces(afterTime, end)
            case .impossible:
                report(.error, .badTime, t.start, t.end, "'\(buf.string(t))' is not a time of day",
                       hint: "write times as HH:MM from 00:00 to 23:59, or 7am / 7:45pm")
                return
            case nil:
                break
            }
        }
        if let mark = checkbox {
            readUnlessClean(checkbox: true, content, end, indent: indent, time: time) { checkboxLine(mark: mark, start: start, bodyStart: p, end: end, time: time) }
            return
        }
        readUnlessClean(checkbox: false, p, end, indent: indent, time: time) { bodyLine(start: start, bodyStart: p, end: end, time: time, indent: indent) }
    }

    // MARK: Lines read before (`journal check`)

    /// Reads the rest of an entry line with `read` (from its checkbox, or from its first word),
    /// unless the sink has seen `s..<e` before in a day without any problem: then reading it
    /// again would find none either, and the sink gets what it gave for the line then.
    @inline(__always)
    func readUnlessClean(checkbox: Bool, _ s: Int, _ e: Int, indent: Int, time: TimeOfDay?, _ read: () -> Void) {
        guard let sink, let clean = cleanLines, !keepsWhole, case .day(let date) = section else { return read() }
        let kind: CleanLines.Kind = checkbox ? .checkbox : .body
        let map = checkbox ? clean.checkboxes : clean.bodies
        let hash = ByteMap.hash(buf, s, e)
        if let memo = map.value(buf, s, e, hash: hash) {
            openFileDay()
            sink.replay(memo, kind, time: time, on: date)
            return
        }
        if !checkbox, let memo = clean.meals.value(buf, s, e, hash: hash) {
            // A meal with items on its line: it opens, and has items.
            mealParent = indent
            openFileDay()
            sink.replay(memo, .meal, time: time, on: date)
            return
        }
        let diagnostics = result.diagnostics.count, problems = sink.problemCount
        sink.startLine()
        read()
        guard result.diagnostics.count == diagnostics, sink.problemCount == problems else { return }
        if mealParent == nil {
            if !map.isFull { map.insert(buf, s, e, hash: hash, value: sink.lineMemo()) }
        } else if sink.openMealHasItems, !clean.meals.isFull {
            clean.meals.insert(buf, s, e, hash: hash, value: sink.lineMemo())
        }
    }

    /// Reads a line of items under a meal with `read` (which returns how many it has), unless
    /// the sink has seen `s..<e` before with items and without any problem.
    @inline(__always)
    func readItemsUnlessClean(_ s: Int, _ e: Int, _ read: () -> Int) {
        guard let sink, let clean = cleanLines, !keepsWhole, case .day(let date) = section else { _ = read(); return }
        let hash = ByteMap.hash(buf, s, e)
        if let memo = clean.mealItems.value(buf, s, e, hash: hash) {
            sink.replay(memo, .mealItems, time: nil, on: date)
            return
        }
        let diagnostics = result.diagnostics.count, problems = sink.problemCount
        sink.startLine()
        if read() > 0, result.diagnostics.count == diagnostics, sink.problemCount == problems, !clean.mealItems.isFull {
            clean.mealItems.insert(buf, s, e, hash: hash, value: sink.lineMemo())
        }
    }

    func checkboxLine(mark: UInt8, start: Int, bodyStart: Int, end: Int, time: TimeOfDay?) {
        let state: TaskState
        switch mark {
        case 32: state = .open
        case 120, 88: state = .done
        case 62: state = .migrated
        case 60: state = .scheduled
        case 45: state = .cancelled
        default:
            report(.warning, .badCheckbox, bodyStart - 3, bodyStart, "'[\(String(UnicodeScalar(mark)))]' is not a checkbox state; the line is kept as a note",
                   hint: "use [ ] open, [x] done, [>] migrated, [<] scheduled or [-] cancelled")
            if inDay { append(note(start: start + 2, end: end, bullet: true, entryStart: start)) }
            return
        }
        append(task(state: state, start: start, bodyStart: bodyStart, end: end, time: time))
    }

    func bodyLine(start: Int, bodyStart: Int, end: Int, time: TimeOfDay?, indent: Int) {
        // The first word says what the line is; the others are split into `tokens` only where
        // they are looked at.
        tokens.removeAll(keepingCapacity: true)
        guard var first = firstToken(buf, bodyStart, end) else {
            if inDay { append(note(start: bodyStart, end: end, bullet: true, entryStart: start)) }
            return
        }
        // "breakfast:" — the colon belongs to the keyword.
        if buf[first.end - 1] == 58, first.count > 1 { first.end -= 1 }
        if let keyword = EntryKeyword(buf, first) {
            if inDay {
                let added = entry(keyword, start: start, keywordToken: first, end: end, time: time)
                if case .meal = keyword, added, case .day = section { mealParent = indent }
                return
            }
            if keyword == .drink, DefinitionKeyword(buf, first) != nil, looksLikeDefinition(bodyStart, first.end, end) {
                definition(start: bodyStart, end: end)
                return
            }
            report(.warning, .entryOutsideDay, first.start, first.end,
                   "'\(buf.string(first))' entry is outside any day; it is not counted",
                   hint: "put it under a day heading such as ## 2026-11-21")
            return
        }
        if DefinitionKeyword(buf, first) != nil {
            if inDay {
                // "- set up the tent" is prose; "- goal water >= 2 l" is a misplaced definition.
                let before = result.diagnostics.count, defs = result.definitions.count
                definition(start: bodyStart, end: end)
                let parsed = result.definitions.count > defs
                result.diagnostics.removeLast(result.diagnostics.count - before)
                if parsed {
                    result.definitions.removeLast(result.definitions.count - defs)
                    report(.error, .definitionInDay, first.start, first.end,
                           "definitions cannot stand inside a day",
                           hint: "move it under a heading without a date, such as ## Settings")
                } else {
                    append(note(start: bodyStart, end: end, bullet: true, entryStart: start, time: time))
                }
                return
            }
            definition(start: bodyStart, end: end)
            return
        }
        if inDay {
            if options.strict {
                tokenize(buf, bodyStart, end, into: &tokens)
                if time != nil || tokens.count > 1 { strictKeywordCheck(first) }
            }
            append(note(start: bodyStart, end: end, bullet: true, entryStart: start, time: time))
        } else if time != nil {
            report(.warning, .entryOutsideDay, start, end, "a timed entry is outside any day; it is not counted",
                   hint: "put it under a day heading such as ## 2026-11-21")
        }
    }

    /// The open meal (if any) takes no more indented items.
    func endMeal() {
        guard mealParent != nil else { return }
        mealParent = nil
        sink?.endMeal(parser: self)
    }

    /// Whether the rest of a `drink` line outside a day reads as a definition (`per …` or `:`).
    func looksLikeDefinition(_ start: Int, _ from: Int, _ end: Int) -> Bool {
        tokenize(buf, start, end, into: &tokens)
        for t in tokens.dropFirst() where buf.matches(t, "per") || Nutrient(name: buf.lowercased(t).trimmingCharacters(",")) != nil { return true }
        var i = from
        while i < end { if buf[i] == 58 { return true }; i += 1 }
        return false
    }

    /// Under --strict: a bullet whose first word is a misspelt keyword.
    func strictKeywordCheck(_ first: Token) {
        let word = buf.lowercased(first)
        guard word.utf8.count >= 3, word.utf8.allSatisfy({ isASCIILetter($0) }) else { return }
        // One slip only: ordinary words (sugar, spent, right) must not look like keywords.
        if let k = Suggestion.closest(to: word, in: EntryKeyword.spellings.map(\.0), maxDistance: 1) {
            report(.warning, .unknownKeyword, first.start, first.end, "'\(buf.string(first))' is not a keyword; the line is a note",
                   hint: "did you mean '\(k)'?")
        }
    }

    /// Adds a diagnostic for a token: convenience for entry and definition parsers.
    func error(_ code: DiagnosticCode, _ t: Token, _ message: String, hint: String? = nil) {
        report(.error, code, t.start, t.end, message, hint: hint)
    }
}
