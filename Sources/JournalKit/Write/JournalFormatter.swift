import Foundation

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
                if let split = halfway(buf, path: path) {
                    formatInHalves(buf, path: path, at: split, write: write)
                    return
                }
                // The lines before the one made last are not read again (but for the line break
                // before the next: a few bytes are kept).
                write(formatted(buf, path: path, flush: { write($0); file.release(0..<max(0, $1 - 16)) })[...])
            }
        }
    }

    /// Where a long file is split to be formatted in two halves at once, one on each core: at
    /// its first date heading after half its bytes (Grammar.md §2.7 reads nothing before a date
    /// heading into the lines after it). Nil for a file under 4 MB, a daily note, or one core.
    private static func halfway(_ buf: UnsafeMutableBufferPointer<UInt8>, path: String) -> Int? {
        guard buf.count >= 4 << 20, SourceFile.date(ofFileNamed: path) == nil, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            return nil
        }
        return JournalParser.firstDateHeading(in: UnsafeBufferPointer(buf), from: buf.count / 2)
    }

    /// Formats `buf` in two halves at once, split at the date heading at `split`: the first
    /// handed to `write` as it is made, the second kept until the first is done. Should the
    /// first half end inside a code block, a comment or front matter (the heading was none),
    /// the file is formatted again whole, and what it makes from `split` on written.
    static func formatInHalves(_ buf: UnsafeMutableBufferPointer<UInt8>, path: String, at split: Int,
                               write: @escaping (ArraySlice<UInt8>) -> Void) {
        let halves = Halves(buf: buf, path: path, split: split, write: write)
        DispatchQueue.concurrentPerform(iterations: 2) { halves.format($0) }
        if halves.firstEndsInsideBlock {
            write(formatted(buf, path: path, flush: { bytes, _ in write(bytes) }, discardingBefore: split)[...])
        } else {
            write(halves.second[...])
        }
    }

    /// The two halves of a file formatted at once, and what each gave (each written by its
    /// own thread; only the first writes out).
    private final class Halves: @unchecked Sendable {
        let buf: UnsafeMutableBufferPointer<UInt8>, path: String, split: Int
        let write: (ArraySlice<UInt8>) -> Void
        /// The second half, and its pass, made before the first half is read: the pass looks
        /// at the line before the half, which the first half's parser may blank a while.
        let secondPart: FilePart
        let secondPass: Pass
        var firstEndsInsideBlock = false
        var second: [UInt8] = []

        init(buf: UnsafeMutableBufferPointer<UInt8>, path: String, split: Int, write: @escaping (ArraySlice<UInt8>) -> Void) {
            (self.buf, self.path, self.split, self.write) = (buf, path, split, write)
            let lineBefore = Int32(FastBytes.count(of: UInt8(ascii: "\n"), in: UnsafeBufferPointer(buf), 0..<split))
            secondPart = FilePart(bytes: split..<buf.count, lineBefore: lineBefore)
            secondPass = Pass(buf: UnsafeBufferPointer(buf), part: secondPart, discardingBefore: 0, flush: nil)
        }

        func format(_ half: Int) {
            if half == 0 {
                let (rest, inside) = formatted(buf, part: FilePart(bytes: 0..<split, lineBefore: 0), path: path) { bytes, _ in self.write(bytes) }
                write(rest[...])
                firstEndsInsideBlock = inside
            } else {
                second = run(secondPass, on: buf, part: secondPart, path: path).bytes
            }
        }
    }

    /// The canonical bytes of `buf`, or with `flush`, what is left of them once flushed (it is
    /// handed the bytes made, and the offset in `buf` up to which they are made).
    /// With `discardingBefore`, the bytes made of those before that offset are left out.
    static func formatted(_ buf: UnsafeMutableBufferPointer<UInt8>, path: String, flush: ((ArraySlice<UInt8>, Int) -> Void)?,
                          readingEveryLine: Bool = false, discardingBefore: Int = 0) -> [UInt8] {
        formatted(buf, part: FilePart(bytes: 0..<buf.count, lineBefore: 0), path: path, readingEveryLine: readingEveryLine,
                  discardingBefore: discardingBefore, flush: flush).bytes
    }

    /// The canonical bytes of the lines `part` of `buf`, as ``formatted(_:path:flush:readingEveryLine:discardingBefore:)``,
    /// and whether the part ends inside a code block, a comment or front matter.
    static func formatted(_ buf: UnsafeMutableBufferPointer<UInt8>, part: FilePart, path: String, readingEveryLine: Bool = false,
                          discardingBefore: Int = 0, flush: ((ArraySlice<UInt8>, Int) -> Void)?) -> (bytes: [UInt8], endsInsideBlock: Bool) {
        run(Pass(buf: UnsafeBufferPointer(buf), part: part, discardingBefore: discardingBefore, flush: flush), on: buf, part: part, path: path,
            readingEveryLine: readingEveryLine)
    }

    /// Parses the lines `part` of `buf`, handing their shapes to `pass`.
    private static func run(_ pass: Pass, on buf: UnsafeMutableBufferPointer<UInt8>, part: FilePart, path: String,
                            readingEveryLine: Bool = false) -> (bytes: [UInt8], endsInsideBlock: Bool) {
        let shapes = LineShapes(readingEveryLine: readingEveryLine) { pass.line($0) }
        let parser = FileParser(buf, path: path, fileID: 0, fileNameDate: SourceFile.date(ofFileNamed: path),
                                options: ParseOptions(), mode: .stream(ShapeSink()), part: part, shapes: shapes)
        parser.run()
        return (pass.finish(), parser.result.endsInsideBlock)
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

        /// Where the part formatted ends.
        let partEnd: Int
        /// The bytes made of those before this offset are left out.
        let discardBefore: Int

        init(buf: UnsafeBufferPointer<UInt8>, part: FilePart, discardingBefore: Int, flush: ((ArraySlice<UInt8>, Int) -> Void)?) {
            self.buf = buf
            self.flush = flush
            partEnd = part.bytes.upperBound
            discardBefore = discardingBefore
            (line, lineStart, copied) = (part.lineBefore + 1, part.bytes.lowerBound, part.bytes.lowerBound)
            // Whether the line before the part is blank.
            if lineStart > 0 {
                let before = lineStart - 1  // its line break
                var start = before
                while start > 0, buf[start - 1] != UInt8(ascii: "\n") { start -= 1 }
                let text = buf.skipSpaces(start, before)
                previousBlank = text == before || (buf[text] == UInt8(ascii: "\r") && text + 1 == before)
            }
            out.reserveCapacity(flush == nil ? part.bytes.count + part.bytes.count / 64 + 16 : 1 << 21)
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
            copy(upTo: partEnd)
            return out
        }

        // MARK: Headings

        /// A blank line before the heading (not on the first line) and after it (not on the last).
        func heading(start: Int, end: Int, newline: Int) {
            let lineBreak = lineBreak(end: end, newline: newline, start: start)
            if line > 1, !previousBlank, blankPutAt != start { put(lineBreak, at: start) }
            let after = newline + 1
            // (Not at the end of a part: the line after it is the next part's.)
            if after < partEnd, !startsBlankLine(after) {
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
                copied = edit.range.upperBound
                if edit.range.lowerBound < discardBefore { continue }
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
            let from = max(copied, discardBefore)
            if offset > from { out.append(contentsOf: UnsafeBufferPointer(rebasing: buf[from..<offset])) }
            copied = offset
        }

        /// Puts `bytes` in before the byte at `offset`.
        func put(_ bytes: [UInt8], at offset: Int) {
            copy(upTo: offset)
            if offset >= discardBefore { out.append(contentsOf: bytes) }
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
