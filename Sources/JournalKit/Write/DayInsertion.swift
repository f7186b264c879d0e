/// Where new lines for a day go in one journal file, and the file's bytes with them in place:
/// what `journal add` and `journal today` write. Every other byte of the file stays as it was.
///
/// ```
/// ## 2026-11-20 Friday            ← a day before: the new day goes after it
///
/// - 08:00 drink espresso
///                                 ← "## 2026-11-21 Saturday", a blank line and the new
///                                   lines go here, before the next day
/// ## 2026-11-22 Sunday
///
/// - 09:00 drink tea
///                                 ← new lines of the 22nd go here, after its last line
/// ```
///
/// A day's lines end at its last line that is not blank before the next section (a heading
/// at its level or above). A day not in the file gets its heading (`## YYYY-MM-DD Weekday`, at
/// the level of the file's other day headings) in its place by date: before the first later
/// day, or, in a file kept newest first, before the first earlier one. A daily note
/// (`2026-11-21.md`) is its own day. The lines end as the file's do (LF or CRLF); a file
/// without a final newline gets one only where a line is added after its last.
public struct DayInsertion: Sendable {
    /// The file's bytes, as read.
    public let bytes: [UInt8]
    /// Where each line starts, in bytes (line 1 is at index 0).
    let lineStarts: [Int]
    /// The file's sections in line order, with their dates (nil for a section that is no day).
    let sections: [(line: Int, date: CalendarDate?)]
    /// The date of a daily note (from its file name).
    private let fileNameDate: CalendarDate?
    /// `\r\n` when the file's first line ends so, else `\n`.
    public let lineEnding: [UInt8]

    /// Reads where the sections of `bytes` (the file at `path`) start, as the journal reads them.
    public init(bytes: [UInt8], path: String) {
        var copy = bytes
        let date = SourceFile.date(ofFileNamed: path)
        let parsed = copy.withUnsafeMutableBufferPointer {
            JournalParser.parse($0, path: path, fileID: 0, fileNameDate: date, options: ParseOptions(), mode: .definitions)
        }
        self.init(bytes: bytes, path: path, sections: parsed.sectionStarts.map { (Int($0.line), $0.date) })
    }

    /// The file `number` of a journal read (``LoadedJournal/sections``), whose bytes are
    /// `bytes`: its sections are taken from the read, not read again. Should the file have
    /// changed since, the lines go where the sections were: read the day again with them
    /// to see that they are where they should be.
    public init(bytes: [UInt8], path: String, file number: Int, of sections: SectionLines) {
        self.init(bytes: bytes, path: path, sections: sections.starts(ofFile: number).map { (Int($0.line), $0.date) })
    }

    init(bytes: [UInt8], path: String, sections: [(line: Int, date: CalendarDate?)]) {
        self.init(bytes: bytes, fileNameDate: SourceFile.date(ofFileNamed: path), sections: sections)
    }

    /// The same bytes, with the sections of file `number` of a journal read (its line starts
    /// are not found again).
    public func placing(sectionsOfFile number: Int, of sections: SectionLines) -> DayInsertion {
        DayInsertion(bytes: bytes, lineStarts: lineStarts, lineEnding: lineEnding, fileNameDate: fileNameDate,
                     sections: sections.starts(ofFile: number).map { (Int($0.line), $0.date) })
    }

    /// The file with its bytes made `bytes`, which have the same lines (a checkbox's mark
    /// changed in place): its sections are not read again.
    func withBytes(ofTheSameLines bytes: [UInt8]) -> DayInsertion {
        DayInsertion(bytes: bytes, fileNameDate: fileNameDate, sections: sections)
    }

    private init(bytes: [UInt8], fileNameDate: CalendarDate?, sections: [(line: Int, date: CalendarDate?)]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buf in
            starts.reserveCapacity(FastBytes.count(of: UInt8(ascii: "\n"), in: buf, 0..<buf.count) + 1)
            var from = 0
            while let newline = FastBytes.firstIndex(of: UInt8(ascii: "\n"), in: buf, from..<buf.count), newline + 1 < buf.count {
                starts.append(newline + 1)
                from = newline + 1
            }
        }
        let firstNewline = bytes.firstIndex(of: UInt8(ascii: "\n"))
        let lineEnding: [UInt8] = firstNewline.map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") } == true ? [13, 10] : [10]
        self.init(bytes: bytes, lineStarts: starts, lineEnding: lineEnding, fileNameDate: fileNameDate, sections: sections)
    }

    private init(bytes: [UInt8], lineStarts: [Int], lineEnding: [UInt8], fileNameDate: CalendarDate?,
                 sections: [(line: Int, date: CalendarDate?)]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.lineEnding = lineEnding
        self.fileNameDate = fileNameDate
        // A section said to start beyond the last line (the file is shorter than when read) is dropped.
        self.sections = sections.filter { $0.line <= max(lineStarts.count, 1) }
    }

    /// The number of lines (a final newline ends the last line; it does not start another).
    public var lineCount: Int { bytes.isEmpty ? 0 : lineStarts.count }

    /// Whether the file has a day `date`.
    public func hasDay(_ date: CalendarDate) -> Bool {
        fileNameDate == date || sections.contains { $0.date == date }
    }

    /// The bytes with `lines` (each without its line ending) added at the end of the day
    /// `date`, and the numbers the added lines have in them. The day's heading
    /// (`## 2026-11-21 Saturday`) is made first when the file has no such day.
    public func adding(_ lines: [String], to date: CalendarDate) -> (bytes: [UInt8], lines: Range<Int>) {
        let added = added(lines, to: date)
        return (added.bytes, added.lines)
    }

    /// Lines added to a day: where they go in the file, their numbers, and the section of the
    /// day they are in, to be read again (``Journal/reread(_:path:part:lineBefore:of:options:foods:)``).
    public struct Added: Sendable {
        /// The file's bytes before.
        public var old: [UInt8]
        /// Where the new bytes go in `old`, and the bytes (the lines, with the blank lines and
        /// the heading around them).
        public var at: Int
        public var inserted: [UInt8]
        /// The numbers of the added lines.
        public var lines: Range<Int>
        /// The bytes of the section they are in, in the file with them: from its date heading
        /// (or the start of a daily note) to the next section or the end of the file.
        public var section: Range<Int>
        /// The number of the line before the section.
        public var lineBefore: Int

        /// The file's bytes with the lines.
        public var bytes: [UInt8] {
            var result = old
            result.insert(contentsOf: inserted, at: at)
            return result
        }

        /// The bytes of ``section`` alone.
        public var sectionBytes: [UInt8] {
            // The new file is old[..<at], inserted, old[at...]: the section's bytes from each.
            let (start, end, n) = (section.lowerBound, section.upperBound, inserted.count)
            func clamped(_ k: Int, _ low: Int, _ high: Int) -> Int { min(max(k, low), high) }
            return Array(old[min(start, at)..<min(end, at)]) + inserted[clamped(start - at, 0, n)..<clamped(end - at, 0, n)]
                + old[clamped(start - n, at, old.count)..<clamped(end - n, at, old.count)]
        }
    }

    /// ``adding(_:to:)``, with the section the lines are in.
    public func added(_ lines: [String], to date: CalendarDate) -> Added {
        guard !lines.isEmpty else {
            return Added(old: bytes, at: bytes.count, inserted: [], lines: lineCount + 1..<lineCount + 1, section: bytes.count..<bytes.count,
                         lineBefore: lineCount)
        }
        if let day = lastLine(of: date) {
            // After the day's last entry; after a lone heading, a blank line first.
            let block = insert(lines, afterLine: day.last, blankBefore: day.isHeadingAlone, blankAfter: false)
            let start = day.first == 0 ? 0 : lineStarts[day.first - 1]
            let end = day.end < lineStarts.count ? lineStarts[day.end] : bytes.count
            return Added(old: bytes, at: block.at, inserted: block.bytes, lines: block.first..<block.first + lines.count,
                         section: start..<end + block.bytes.count, lineBefore: max(day.first - 1, 0))
        }
        let heading = String(repeating: "#", count: dayHeadingLevel) + " \(date) \(date.weekday.name)"
        let days = sections.compactMap { s in s.date.map { (line: s.line, date: $0) } }
        let newestFirst = days.count > 1 && days.last!.date < days.first!.date
        let block: (bytes: [UInt8], first: Int, firstAt: Int, at: Int)
        if let next = days.first(where: { newestFirst ? $0.date < date : $0.date > date }) {
            // Before the next day's heading, after any blank lines above it.
            var above = next.line - 1
            while above > 0, isBlank(above) { above -= 1 }
            block = insert([heading, ""] + lines, afterLine: above, blankBefore: above > 0, blankAfter: above == next.line - 1)
        } else {
            let last = lastNonBlankLine(before: lineCount + 1)
            block = insert([heading, ""] + lines, afterLine: last, blankBefore: last > 0, blankAfter: false)
        }
        // The new section: from its heading to the end of what was inserted.
        return Added(old: bytes, at: block.at, inserted: block.bytes, lines: block.first + 2..<block.first + 2 + lines.count,
                     section: block.firstAt..<block.at + block.bytes.count, lineBefore: block.first - 1)
    }

    /// Where the day `date` is in the file (of several sections of the date, the last): its
    /// first line (its heading, or 0 for a daily note's own day, which starts at the file's
    /// start), its last line (before the next section), and the line after which new lines go:
    /// its last entry, else its last line that is not blank (its heading when it has nothing
    /// else, `isHeadingAlone`). Nil when the file has no such day.
    func lastLine(of date: CalendarDate) -> (first: Int, end: Int, last: Int, isHeadingAlone: Bool)? {
        var start: Int? = nil, end = lineCount
        for (k, s) in sections.enumerated() where s.date == date {
            start = s.line
            end = k + 1 < sections.count ? sections[k + 1].line - 1 : lineCount
        }
        if start == nil, fileNameDate == date {
            start = 1
            end = sections.first.map { $0.line - 1 } ?? lineCount
        }
        guard let start else { return nil }
        // A daily note's own day starts on its first line, which need not be a heading.
        let first = isHeading(start) ? start : start - 1
        if let entry = lastEntryLine(after: first, through: end) { return (first, end, entry, false) }
        let last = max(first, lastNonBlankLine(before: end + 1))
        return (first, end, last, last == first && first > 0)
    }

    private func isHeading(_ line: Int) -> Bool {
        line <= lineCount && bytes[lineStarts[line - 1]] == UInt8(ascii: "#")
    }

    /// The last line of the list items among lines `after + 1 ... end`, with the lines
    /// indented under the last item: a day's entries end there, and its prose after them.
    private func lastEntryLine(after: Int, through end: Int) -> Int? {
        var last: Int? = nil
        var inItem = false
        var line = after + 1
        while line <= end {
            defer { line += 1 }
            if isBlank(line) { continue }
            var i = lineStarts[line - 1]
            while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 { i += 1 }
            let indented = i > lineStarts[line - 1]
            let marker = i < bytes.count ? bytes[i] : 0
            let next = i + 1 < bytes.count ? bytes[i + 1] : 10
            if marker == UInt8(ascii: "-") || marker == UInt8(ascii: "*") || marker == UInt8(ascii: "+"),
               next == 32 || next == 9 || next == 10 || next == 13 {
                last = line
                inItem = true
            } else if indented, inItem {
                last = line
            } else {
                inItem = false
            }
        }
        return last
    }

    /// The level of the file's day headings (the first one's), 2 when it has none.
    private var dayHeadingLevel: Int {
        guard let line = sections.first(where: { $0.date != nil && !($0.line == 1 && fileNameDate != nil && $0.date == fileNameDate) })?.line
        else { return 2 }
        var i = lineStarts[line - 1], level = 0
        while i < bytes.count, bytes[i] == UInt8(ascii: "#") { level += 1; i += 1 }
        return (1...6).contains(level) ? level : 2
    }

    private func lastNonBlankLine(before line: Int) -> Int {
        var l = line - 1
        while l > 0, isBlank(l) { l -= 1 }
        return l
    }

    func isBlank(_ line: Int) -> Bool {
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        return bytes[lineStarts[line - 1]..<end].allSatisfy { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
    }

    /// The bytes to insert for `lines` after line `after` (0: at the start), a blank line before
    /// them and after them as asked: the bytes, the number of the first of `lines` and where it
    /// starts in the new file, and where the bytes go.
    private func insert(_ lines: [String], afterLine after: Int, blankBefore: Bool, blankAfter: Bool)
        -> (bytes: [UInt8], first: Int, firstAt: Int, at: Int) {
        let at = after < lineStarts.count ? lineStarts[after] : bytes.count
        var added: [UInt8] = []
        // A last line without a newline gets one before lines go after it.
        if at == bytes.count, at > 0, bytes[at - 1] != UInt8(ascii: "\n") { added += lineEnding }
        if blankBefore { added += lineEnding }
        let firstAt = at + added.count
        for line in lines { added += Array(line.utf8) + lineEnding }
        if blankAfter { added += lineEnding }
        return (added, after + 1 + (blankBefore ? 1 : 0), firstAt, at)
    }
}
