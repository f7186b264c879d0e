import Foundation

/// The parser of one file. Its state is only ever touched by its own methods, one line at a
/// time, so the properties the line loop uses are marked `@exclusivity(unchecked)`: Swift would
/// otherwise check each access at run time, which costs more than some of the work done.
///
/// This file holds its state and the line loop; what a line holds is read in extensions, a
/// file for each: `FileParser+CommentsAndFences`, `+Headings`, `+ListItems`, `+Strict`, and
/// one per entry (`Entries/`) and definition (`Definitions/`).
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
    /// The memory of lines of ``ParseMode/remembering``, which is also the sink.
    let lineMemory: LineMemory?
    /// The lines to read: all of them, unless `Journal.check` parses a long file in parts.
    let part: FilePart
    /// Where the parts of each line are, for `journal fmt`; nil for every other read.
    let shapes: LineShapes?
    @exclusivity(unchecked) var result: ParsedFile

    // The current line.
    @exclusivity(unchecked) var lineNumber: Int32 = 0
    @exclusivity(unchecked) var lineStart = 0
    @exclusivity(unchecked) var lineEnd = 0
    /// Whether the current line started inside an HTML comment.
    @exclusivity(unchecked) var lineStartsInComment = false
    /// The next `<` at or after the current line (the end of the part when there is none):
    /// most lines have none, and looking once per `<` costs less than once per line.
    @exclusivity(unchecked) var nextAngle = -1
    /// The next `#` at or after where tags were last looked for (the end of the part when
    /// there is none): tags are looked for only on lines that have one.
    @exclusivity(unchecked) var nextHash = -1
    /// Where the next NUL byte or byte over 127 is, at or after the current line (only lines
    /// with one are checked byte by byte); -1 until looked for.
    @exclusivity(unchecked) var plainUntil = -1

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
    @exclusivity(unchecked) var unopenedFileDay: CalendarDate?
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
    /// The date of the last day heading read, for the year of a day named in words.
    var lastDayDate: CalendarDate? = nil
    /// The indent of the meal whose indented children are its items.
    @exclusivity(unchecked) var mealParent: Int?
    /// A scratch array for the tokens of a whole line, for the few readers that split one (each
    /// clears it first): most lines are read word by word where they are looked at.
    @exclusivity(unchecked) var tokens: [Token] = []
    /// Spare token arrays for the entry and definition parsers, so that a line allocates none:
    /// see ``borrowTokens()``.
    @exclusivity(unchecked) var tokenPool: [[Token]] = []
    /// A scratch list for the item of a drink, reused for every drink.
    @exclusivity(unchecked) var itemScratch: [ItemEntry] = []
    /// In ``ParseMode/definitions``: the bytes blanked as HTML comments, to put back at the end.
    @exclusivity(unchecked) var blankedBytes: [(offset: Int, bytes: [UInt8])] = []

    init(_ mbuf: UnsafeMutableBufferPointer<UInt8>, path: String, fileID: Int32, fileNameDate: CalendarDate?, options: ParseOptions,
         mode: ParseMode, part: FilePart? = nil, shapes: LineShapes? = nil) {
        self.part = part ?? FilePart(bytes: 0..<mbuf.count, lineBefore: 0)
        self.shapes = shapes
        self.mbuf = mbuf
        self.buf = UnsafeBufferPointer(mbuf)
        self.path = path
        self.fileID = fileID
        self.fileNameDate = fileNameDate
        self.options = options
        switch mode {
        case .definitions: (definitionsOnly, sink, lineMemory) = (true, nil, nil)
        case .stream(let s): (definitionsOnly, sink, lineMemory) = (false, s, nil)
        case .remembering(let memory): (definitionsOnly, sink, lineMemory) = (false, memory, memory)
        }
        sinkKeepsText = sink?.keepsText == true
        keepsWhole = sinkKeepsText  // to-dos before any heading
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

    /// Reports at a byte offset on an earlier line.
    func diagnoseAt(line: Int32, column offset: Int, _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, hint: String) {
        var ls = offset
        while ls > 0, buf[ls - 1] != UInt8(ascii: "\n") { ls -= 1 }
        var le = nextLineEnd(ls)
        if le > ls, buf[le - 1] == UInt8(ascii: "\r") { le -= 1 }
        result.diagnostics.append(makeDiagnostic(severity, code, line, ls, le, offset, min(le, offset + 4), message, hint))
    }

    /// Adds a diagnostic for a token: convenience for entry and definition parsers.
    func error(_ code: DiagnosticCode, _ t: Token, _ message: String, hint: String? = nil) {
        report(.error, code, t.start, t.end, message, hint: hint)
    }

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
            unopenedFileDay = day
            noteSectionStart(date: day)
            section = .day(day)
            dayHeadingLevel = 0
        }
        var first = atStart
        var frontMatter = false
        while pos < count {
            if shapes != nil { linePassed() }
            if definitionsOnly || options.checkboxesOnly, !first, !frontMatter, inDay, fence == nil, inComment == nil {
                pos = skipDayLines(from: pos, to: count)
                if pos >= count { break }
            }
            lineNumber += 1
            lineStart = pos
            var end = nextLineEnd(pos)
            pos = end < count ? end + 1 : count
            if end > lineStart, buf[end - 1] == UInt8(ascii: "\r") {
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
        if shapes != nil { linePassed() }
        result.lineCount = Int(lineNumber)
        result.endsInsideBlock = frontMatter || inComment != nil || fence != nil
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

    /// For `journal fmt`, once the parser is done with a line: the bytes of the line blanked
    /// are put back, and its shape handed on, so that the formatter copies the line as written.
    private func linePassed() {
        for (offset, bytes) in blankedBytes.reversed() {
            for k in bytes.indices { mbuf[offset + k] = bytes[k] }
        }
        blankedBytes.removeAll(keepingCapacity: true)
        shapes?.linePassed()
    }

    /// In ``ParseMode/definitions`` (and with ``ParseOptions/checkboxesOnly``, but for
    /// checkboxes): whether the current line is inside a day and cannot change what follows,
    /// so it is not read at all. Only headings, code fences and HTML comments do
    /// (a line opening a comment or a fence must not be skipped, and neither may any line
    /// inside one).
    func skipsDayLine() -> Bool {
        guard definitionsOnly || options.checkboxesOnly, inDay, fence == nil, inComment == nil else { return false }
        let i = buf.skipSpaces(lineStart, lineEnd)
        if i < lineEnd, buf[i] == UInt8(ascii: "#") || buf[i] == UInt8(ascii: "`") || buf[i] == UInt8(ascii: "~") { return false }
        if !definitionsOnly, isCheckbox(i) { return false }
        return !lineHasAngle()
    }

    /// Whether a bullet with a checkbox starts at `i` (`- [x] …`), on a line that ends by `end`.
    private func isCheckbox(_ i: Int, end: Int? = nil) -> Bool {
        let end = end ?? lineEnd
        guard i + 1 < end, buf[i] == UInt8(ascii: "-") || buf[i] == UInt8(ascii: "*") || buf[i] == UInt8(ascii: "+"),
              isSpace(buf[i + 1]) else { return false }
        let box = buf.skipSpaces(i + 1, end)
        return box < end && buf[box] == UInt8(ascii: "[")
    }

    /// In ``ParseMode/definitions`` (and with ``ParseOptions/checkboxesOnly``, but for
    /// checkboxes), inside a day and outside code blocks and comments: skips the lines from
    /// `pos` (a line's start) that ``skipsDayLine()`` would skip, counting them, up to the first
    /// that must be read; its start is returned (`count` when none is left). A day's lines are
    /// most of a journal, and this pass reads them on one core before the days are read in
    /// parts: one `memchr` a line, and nothing else for most.
    func skipDayLines(from pos: Int, to count: Int) -> Int {
        var p = pos
        while p < count {
            let i = buf.skipSpaces(p, count)
            if i < count, buf[i] == UInt8(ascii: "#") || buf[i] == UInt8(ascii: "`") || buf[i] == UInt8(ascii: "~") { return p }
            if !definitionsOnly, isCheckbox(i, end: count) { return p }
            let end = FastBytes.firstIndex(of: UInt8(ascii: "\n"), in: buf, i..<count) ?? count
            // A '<' on the line (looked for once per '<' of the part).
            if nextAngle < p { nextAngle = FastBytes.firstIndex(of: UInt8(ascii: "<"), in: buf, p..<count) ?? count }
            if nextAngle < end { return p }
            lineNumber += 1
            p = end + 1
        }
        return count
    }

    /// Whether the current line has a `<` (where an HTML comment may open).
    func lineHasAngle() -> Bool {
        if nextAngle < lineStart {
            let end = max(lineStart, part.bytes.upperBound)
            nextAngle = FastBytes.firstIndex(of: UInt8(ascii: "<"), in: buf, lineStart..<end) ?? end
        }
        return nextAngle < lineEnd
    }

    /// Whether `start..<end` may hold tags: a `#` stands in it. (One search runs on to the
    /// next `#` of the part, so the lines without one are not searched each.)
    func mayHaveTags(_ start: Int, _ end: Int) -> Bool {
        if nextHash < start {
            let stop = max(start, part.bytes.upperBound)
            nextHash = FastBytes.firstIndex(of: UInt8(ascii: "#"), in: buf, start..<stop) ?? stop
        }
        return nextHash < end
    }

    func nextLineEnd(_ from: Int) -> Int {
        FastBytes.firstIndex(of: UInt8(ascii: "\n"), in: buf, from..<max(from, buf.count)) ?? buf.count
    }

    /// Checks the line for NUL bytes and invalid UTF-8; false when the line must be skipped.
    func checkBytes() -> Bool {
        if definitionsOnly {
            // Pass 1 reads few lines of a day: it checks those it reads.
            if FastBytes.isPlainText(buf, lineStart..<lineEnd) { return true }
        } else {
            if lineStart > plainUntil { plainUntil = FastBytes.firstNotPlain(buf, lineStart..<part.bytes.upperBound) }
            if lineEnd <= plainUntil { return true }
        }
        // Find the first NUL or invalid sequence.
        var i = lineStart
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

    // MARK: Blocks

    /// Reads the current line: its indentation, then a code fence, HTML comments, a heading,
    /// a bullet or a plain line.
    func processLine() {
        lineStartsInComment = inComment != nil
        var i = lineStart
        var indent = 0
        while i < lineEnd, isSpace(buf[i]) {
            if buf[i] == UInt8(ascii: "\t") {
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
        if isInCodeBlock(contentStart: i) { return }
        let wasInComment = inComment != nil
        guard stripComments() else { return }
        if wasInComment || inComment != nil {
            // Recompute the start after blanking.
            i = buf.skipSpaces(lineStart, lineEnd)
        }
        let contentEnd = buf.trimEnd(i, lineEnd)
        if i >= contentEnd { return }
        let b = buf[i]
        if b == UInt8(ascii: "#") {
            var level = 0
            var j = i
            while j < contentEnd, buf[j] == UInt8(ascii: "#") { level += 1; j += 1 }
            if level <= 6, j == contentEnd || isSpace(buf[j]) {
                shapes?.heading(lineNumber)
                heading(level: level, textStart: buf.skipSpaces(j, contentEnd), end: contentEnd)
                return
            }
        }
        if (b == UInt8(ascii: "-") || b == UInt8(ascii: "*") || b == UInt8(ascii: "+")), i + 1 == contentEnd || isSpace(buf[i + 1]) {
            if i + 1 == contentEnd { return }  // an empty bullet
            let content = buf.skipSpaces(i + 1, contentEnd)
            shapes?.bullet(lineNumber, at: i, text: content)
            bullet(indent: indent, start: i, content: content, end: contentEnd)
            return
        }
        plainLine(indent: indent, start: i, end: contentEnd)
    }

    /// Whether the current line is under a day heading (valid or not).
    var inDay: Bool {
        switch section {
        case .day, .invalidDay: return true
        case .preamble, .named: return false
        }
    }
}
