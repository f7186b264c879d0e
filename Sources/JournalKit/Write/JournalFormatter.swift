/// The canonical form of a journal file, as `journal fmt` prints it (Grammar.md §2.7): a pure
/// function from a file's bytes to its canonical bytes.
///
/// ```
/// ## Settings                          ## Settings
/// - Goal caffeine <=400mg              (blank line)
/// ## 2026-11-21                        - goal caffeine <= 400 mg
/// -  [x]   meditate                    (blank line)
/// - 7:30 Drink espresso 30ml     →     ## 2026-11-21
/// - 7.30 woke up   <!-- as is -->      (blank line)
///                                      - [x] meditate
///                                      - 07:30 drink espresso 30 ml
///                                      - 7.30 woke up   <!-- as is -->
/// ```
///
/// The file is parsed as the journal reads it, and the parser says where the parts of each line
/// it read are (``LineShapes``); then one pass over the bytes copies them, rewriting only those
/// parts. A line the parser did not read as a list item, a definition or a heading (front
/// matter, code blocks, comments, prose, a line with an error) is copied as it is.
public enum JournalFormatter {
    /// The canonical form of `text`, read as the file `path` (whose name may make it a daily note).
    public static func format(_ text: String, path: String = "journal.md") -> String {
        String(decoding: format(Array(text.utf8), path: path), as: UTF8.self)
    }

    /// The canonical bytes of a file's `bytes`, read as the file `path`.
    public static func format(_ bytes: [UInt8], path: String = "journal.md") -> [UInt8] {
        var copy = bytes  // the parser blanks comments in place (and puts them back)
        return copy.withUnsafeMutableBufferPointer { format($0, path: path) }
    }

    /// The canonical bytes of the bytes `buf` (which are read in place, and left as they are).
    static func format(_ buf: UnsafeMutableBufferPointer<UInt8>, path: String) -> [UInt8] {
        if isKeptAsItIs(UnsafeBufferPointer(buf)) { return Array(buf) }
        let formatted = formatted(buf, path: path, flush: nil)
        // Fewer spaces among bad bytes may make a file read as binary: then it is kept.
        return formatted.withUnsafeBufferPointer(isNotText) ? Array(buf) : formatted
    }

    /// ``format(_:path:)`` of the file at `path`, handing the canonical bytes to `write` a
    /// megabyte at a time as they are made, so that a long file's form is never held whole
    /// (what `journal fmt` prints). The file is read into memory once, and the memory of the
    /// part formatted is given back as it goes.
    public static func format(fileAt path: String, write: @escaping (ArraySlice<UInt8>) -> Void) throws {
        try FileContents.reading(path) { file in
            file.withBytes { buf in
                // A file with a NUL byte may be kept whole (above): it is not written as it goes.
                if buf.contains(0) || isKeptAsItIs(UnsafeBufferPointer(buf)) {
                    write(format(buf, path: path)[...])
                    return
                }
                // The lines before the one made last are not read again (but for the line break
                // before the next: a few bytes are kept).
                write(formatted(buf, path: path, flush: { write($0); file.release(0..<max(0, $1 - 16)) })[...])
            }
        }
    }

    /// The canonical bytes of `buf`, or with `flush`, what is left of them once flushed (it is
    /// handed the bytes made, and the offset in `buf` up to which they are made).
    static func formatted(_ buf: UnsafeMutableBufferPointer<UInt8>, path: String, flush: ((ArraySlice<UInt8>, Int) -> Void)?,
                          readingEveryLine: Bool = false) -> [UInt8] {
        let pass = Pass(buf: UnsafeBufferPointer(buf), flush: flush)
        let shapes = LineShapes(readingEveryLine: readingEveryLine) { pass.line($0) }
        let parser = FileParser(buf, path: path, fileID: 0, fileNameDate: SourceFile.date(ofFileNamed: path),
                                options: ParseOptions(), mode: .stream(ShapeSink()), shapes: shapes)
        parser.run()
        return pass.finish()
    }

    /// Old Mac line endings (no LF, a CR) and files that are not text are left as they are.
    private static func isKeptAsItIs(_ buf: UnsafeBufferPointer<UInt8>) -> Bool {
        (!buf.contains(UInt8(ascii: "\n")) && buf.contains(UInt8(ascii: "\r"))) || isNotText(buf)
    }

    /// Whether the journal reads `bytes` as a file that is not text (Grammar.md §2.1).
    private static func isNotText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        SourceLoader.notText(Array(bytes.prefix(SourceLoader.sniffLength)), isWhole: bytes.count <= SourceLoader.sniffLength) != nil
    }

    /// The files to format for `paths`: a file itself, and a folder's `.md` files as the
    /// journal reads them (Grammar.md §2.1: sorted by name, hidden ones skipped, each folder once).
    public static func files(_ paths: [String]) -> [String] {
        paths.flatMap { Glob.isDirectory($0) ? SourceLoader.markdownFiles(under: $0).files : [$0] }
    }

    /// The pass that copies the bytes, rewriting what the shapes say. It is handed each line's
    /// shape as the parser leaves the line, and copies the lines up to it as they are.
    private final class Pass {
        let buf: UnsafeBufferPointer<UInt8>
        var out: [UInt8] = []
        /// The bytes before this offset are in `out`.
        var copied = 0
        /// The next line to walk to: its number and where it starts; whether the line before it is blank.
        var line: Int32 = 1, lineStart = 0, previousBlank = true
        /// Where a blank line was put last, so that two headings in a row get one between them.
        var blankPutAt = -1
        /// The edits of the line being rewritten (kept to spare an allocation a line).
        var edits: [Edit] = []

        /// Where the bytes made go, a megabyte at a time, with the offset up to which they are
        /// made; nil to keep them all in `out`.
        let flush: ((ArraySlice<UInt8>, Int) -> Void)?

        init(buf: UnsafeBufferPointer<UInt8>, flush: ((ArraySlice<UInt8>, Int) -> Void)?) {
            self.buf = buf
            self.flush = flush
            out.reserveCapacity(flush == nil ? buf.count + buf.count / 64 + 16 : 1 << 21)
        }

        /// The line of `shape`: the lines before it are walked over, then it is rewritten.
        func line(_ shape: LineShapes.Shape) {
            // A megabyte made (most lines are copied as they are): out it goes.
            if let flush, out.count + (lineStart - copied) >= 1 << 20 {
                copy(upTo: lineStart)
                flush(out[...], copied)
                out.removeAll(keepingCapacity: true)
            }
            let count = buf.count
            while line < shape.line, lineStart < count { walk() }
            guard line == shape.line, lineStart < count else { return }
            let newline = FastBytes.firstIndex(of: UInt8(ascii: "\n"), in: buf, lineStart..<count) ?? count
            var end = newline
            if end > lineStart, buf[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if shape.isHeading {
                heading(start: lineStart, end: end, newline: newline)
            } else if !shape.hasComment {
                rewrite(shape, start: lineStart, end: end)
            }
            previousBlank = isBlank(lineStart, end)
            line += 1
            lineStart = min(newline + 1, count)
        }

        /// Goes past the next line, noting whether it is blank.
        func walk() {
            let newline = FastBytes.firstIndex(of: UInt8(ascii: "\n"), in: buf, lineStart..<buf.count) ?? buf.count
            let i = buf.skipSpaces(lineStart, newline)
            previousBlank = i == newline || (buf[i] == UInt8(ascii: "\r") && i + 1 == newline)
            line += 1
            lineStart = min(newline + 1, buf.count)
        }

        func finish() -> [UInt8] {
            copy(upTo: buf.count)
            return out
        }

        // MARK: Headings

        /// A blank line before the heading (not on the first line) and after it (not on the last).
        func heading(start: Int, end: Int, newline: Int) {
            let lineBreak = lineBreak(end: end, newline: newline, start: start)
            if line > 1, !previousBlank, blankPutAt != start { put(lineBreak, at: start) }
            let after = newline + 1
            if after < buf.count, !startsBlankLine(after) {
                put(lineBreak, at: after)
                blankPutAt = after
            }
        }

        static let lf: [UInt8] = [UInt8(ascii: "\n")]
        static let crlf: [UInt8] = [UInt8(ascii: "\r"), UInt8(ascii: "\n")]

        /// The line break of the line (CRLF or LF), or of the line before when it has none.
        func lineBreak(end: Int, newline: Int, start: Int) -> [UInt8] {
            var e = end, n = newline
            if n >= buf.count, start > 0 {
                n = start - 1
                e = n > 0 && buf[n - 1] == UInt8(ascii: "\r") ? n - 1 : n
            }
            return n < buf.count && e < n ? Self.crlf : Self.lf
        }

        func isBlank(_ s: Int, _ e: Int) -> Bool { buf.skipSpaces(s, e) == e }

        /// Whether the line starting at `s` has nothing but spaces and tabs.
        func startsBlankLine(_ s: Int) -> Bool {
            let i = buf.skipSpaces(s, buf.count)
            return i == buf.count || buf[i] == UInt8(ascii: "\n")
                || (buf[i] == UInt8(ascii: "\r") && i + 1 < buf.count && buf[i + 1] == UInt8(ascii: "\n"))
        }

        // MARK: List items and definitions

        /// One edit of a line: the bytes `range` replaced.
        struct Edit {
            enum Bytes {
                /// One space.
                case space
                /// Nothing.
                case none
                /// The time as `HH:MM`.
                case time(TimeOfDay)
                /// The bytes of the range in lower case.
                case lowerCase
            }
            var range: Range<Int>
            var bytes: Bytes
        }

        func rewrite(_ shape: LineShapes.Shape, start: Int, end: Int) {
            let contentEnd = buf.trimEnd(start, end)
            // `[?]`: the line is a note of its text after the bullet, kept as written.
            if shape.checkboxEnd >= 0, !"x X-<>".utf8.contains(buf[shape.checkboxEnd - 2]) { return }
            edits.removeAll(keepingCapacity: true)
            if shape.bullet >= 0 { oneSpace(shape.bullet + 1, shape.bulletText, contentEnd) }
            if shape.checkboxEnd >= 0 { oneSpace(shape.checkboxEnd, shape.checkboxText, contentEnd) }
            if let time = shape.time {
                if !isCanonical(time, shape.timeValue) { edits.append(Edit(range: time, bytes: .time(shape.timeValue))) }
                oneSpace(time.upperBound, shape.timeText, contentEnd)
            }
            if shape.isEntry, let keyword = shape.keyword { lowerCase(keyword) }
            let isDefinition = shape.definitionKeyword != nil
            if shape.isEntry || isDefinition {
                for split in shape.splits { edits.append(Edit(range: split..<split, bytes: .space)) }
            }
            if let keyword = shape.definitionKeyword {
                lowerCase(keyword)
                if !buf[keyword].elementsEqual("include".utf8, by: { lowerByte($0) == $1 }) {
                    collapseSpaces(keyword.upperBound, min(contentEnd, max(shape.definitionEnd, keyword.upperBound)), keeping: shape.asWritten)
                }
            }
            if shape.bullet >= 0 || isDefinition, contentEnd < end { edits.append(Edit(range: contentEnd..<end, bytes: .none)) }
            guard !edits.isEmpty else { return }
            if edits.count > 1 {
                edits.sort { $0.range.lowerBound < $1.range.lowerBound || ($0.range.lowerBound == $1.range.lowerBound && $0.range.isEmpty) }
            }
            for edit in edits where edit.range.lowerBound >= copied {
                copy(upTo: edit.range.lowerBound)
                switch edit.bytes {
                case .space: out.append(UInt8(ascii: " "))
                case .none: break
                case .time(let t):
                    let zero = UInt8(ascii: "0")
                    out.append(zero + UInt8(t.hour / 10)); out.append(zero + UInt8(t.hour % 10)); out.append(UInt8(ascii: ":"))
                    out.append(zero + UInt8(t.minute / 10)); out.append(zero + UInt8(t.minute % 10))
                case .lowerCase:
                    for i in edit.range { out.append(lowerByte(buf[i])) }
                }
                copied = edit.range.upperBound
            }
        }

        /// Whether `range` is `t` written as `HH:MM`.
        func isCanonical(_ range: Range<Int>, _ t: TimeOfDay) -> Bool {
            let zero = UInt8(ascii: "0"), s = range.lowerBound
            return range.count == 5 && buf[s] == zero + UInt8(t.hour / 10) && buf[s + 1] == zero + UInt8(t.hour % 10)
                && buf[s + 2] == UInt8(ascii: ":") && buf[s + 3] == zero + UInt8(t.minute / 10) && buf[s + 4] == zero + UInt8(t.minute % 10)
        }

        /// One space for the spaces and tabs `from..<to`, unless nothing follows them.
        func oneSpace(_ from: Int, _ to: Int, _ contentEnd: Int) {
            guard to < contentEnd, to > from, to - from != 1 || buf[from] != UInt8(ascii: " ") else { return }
            edits.append(Edit(range: from..<to, bytes: .space))
        }

        func lowerCase(_ word: Range<Int>) {
            guard buf[word].contains(where: { $0 &- UInt8(ascii: "A") < 26 }) else { return }
            edits.append(Edit(range: word, bytes: .lowerCase))
        }

        /// One space for each run of spaces and tabs in `from..<to` outside double quotes and
        /// the text kept as written.
        func collapseSpaces(_ from: Int, _ to: Int, keeping asWritten: [Range<Int>]) {
            var i = from, quoted = false
            while i < to {
                let b = buf[i]
                if b == UInt8(ascii: "\"") { quoted.toggle() }
                if !quoted, isSpace(b), !asWritten.contains(where: { $0.contains(i) }) {
                    let run = buf.skipSpaces(i, to)
                    if run - i != 1 || b != UInt8(ascii: " ") { edits.append(Edit(range: i..<run, bytes: .space)) }
                    i = run
                    continue
                }
                i += 1
            }
        }

        // MARK: Output

        func copy(upTo offset: Int) {
            guard offset > copied else { return }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buf[copied..<offset]))
            copied = offset
        }

        /// Puts `bytes` in before the byte at `offset`.
        func put(_ bytes: [UInt8], at offset: Int) {
            copy(upTo: offset)
            out.append(contentsOf: bytes)
        }
    }
}

/// The sink of the parse `journal fmt` makes: it keeps nothing, and reads no line without a
/// keyword as an entry (those stay as written).
private final class ShapeSink: EntrySink {
    func startSection(_ section: DaySection) -> Bool { false }
    func entry(_ kind: consuming EntryKind, time: TimeOfDay?, tags: [String], range: SourceRange, on date: CalendarDate, parser: FileParser) {}
    func mealItems(_ items: [ItemEntry], tags: [String], on date: CalendarDate, parser: FileParser) {}
    func endMeal(parser: FileParser) {}
    var keepsText: Bool { false }
    func mayName(_ buf: UnsafeBufferPointer<UInt8>, _ word: Token) -> Bool { false }
    func mayNameMedication(_ buf: UnsafeBufferPointer<UInt8>, _ word: Token) -> Bool { false }
}
