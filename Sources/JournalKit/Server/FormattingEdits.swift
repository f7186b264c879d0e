/// What `textDocument/formatting` and `textDocument/rangeFormatting` answer: the edits that turn
/// a document into its canonical form (``JournalFormatter``, as `journal fmt` prints it).
///
/// The edits are as small as the lines allow, so that an editor's cursor does not jump: the
/// runs of changed lines (``UnifiedDiff/changedRuns(old:new:)``) are taken line by line, a
/// blank line added or removed on its own, and each line changed in place is sent less the
/// bytes its old and new text share at their start and at their end.
public enum FormattingEdits {
    /// The edits that format `document`, read as the file `path` (its name may make it a
    /// daily note); none when it is canonical.
    public static func edits(for document: OpenDocument, path: String) -> [TextEdit] {
        edits(from: document.bytes, to: JournalFormatter.format(document.bytes, path: path), in: document)
    }

    /// The small edits that make `new` of `old`, the bytes of `document`.
    public static func edits(from old: [UInt8], to new: [UInt8], in document: OpenDocument) -> [TextEdit] {
        UnifiedDiff.changedRuns(old: old, new: new).flatMap { lineByLine($0, old, new) }.map { run in
            var o = run.old, n = run.new
            // The bytes both share at the start, then at the end; never half a character, and
            // never between the CR and the LF of a line break.
            while o.lowerBound < o.upperBound, n.lowerBound < n.upperBound, old[o.lowerBound] == new[n.lowerBound] {
                o = o.lowerBound + 1..<o.upperBound
                n = n.lowerBound + 1..<n.upperBound
            }
            while o.lowerBound > run.old.lowerBound, isInside(old, o.lowerBound) || old[o.lowerBound - 1] == UInt8(ascii: "\r") {
                o = o.lowerBound - 1..<o.upperBound
                n = n.lowerBound - 1..<n.upperBound
            }
            while o.lowerBound < o.upperBound, n.lowerBound < n.upperBound, old[o.upperBound - 1] == new[n.upperBound - 1] {
                o = o.lowerBound..<o.upperBound - 1
                n = n.lowerBound..<n.upperBound - 1
            }
            while o.upperBound < run.old.upperBound,
                  isInside(old, o.upperBound) || (old[o.upperBound] == UInt8(ascii: "\n") && o.upperBound > 0 && old[o.upperBound - 1] == UInt8(ascii: "\r")) {
                o = o.lowerBound..<o.upperBound + 1
                n = n.lowerBound..<n.upperBound + 1
            }
            // Text inserted after the last line break goes at the end of the last line, with
            // the break first: the same text, but Neovim before 0.12 adds a blank line after
            // an insertion that starts past the last line (journal.add, journal.today).
            if o.isEmpty, o.lowerBound == old.count, let lineBreak = finalLineBreak(old), new[n].count >= lineBreak.count,
               new[n].suffix(lineBreak.count).elementsEqual(lineBreak) {
                let end = document.position(ofOffset: old.count - lineBreak.count)
                return TextEdit(range: TextRange(start: end, end: end),
                                newText: String(decoding: lineBreak + new[n].dropLast(lineBreak.count), as: UTF8.self))
            }
            return TextEdit(range: TextRange(start: document.position(ofOffset: o.lowerBound), end: document.position(ofOffset: o.upperBound)),
                            newText: String(decoding: new[n], as: UTF8.self))
        }
    }

    /// The line break `bytes` end with, if any.
    private static func finalLineBreak(_ bytes: [UInt8]) -> [UInt8]? {
        if bytes.last == UInt8(ascii: "\n") { return bytes.dropLast().last == UInt8(ascii: "\r") ? [13, 10] : [10] }
        return bytes.last == UInt8(ascii: "\r") ? [13] : nil
    }

    /// The edits of ``edits(for:path:)`` that lie within the lines of `range` (from the start
    /// of its first line to the end of its last, line break included).
    public static func edits(for document: OpenDocument, path: String, within range: TextRange) -> [TextEdit] {
        let first = TextPosition(line: range.start.line, character: 0)
        let last = range.end.character == 0 && range.end.line > range.start.line ? range.end.line - 1 : range.end.line
        let end = TextPosition(line: last + 1, character: 0)
        return edits(for: document, path: path).filter { $0.range.start >= first && $0.range.end <= end }
    }

    /// A run of changed lines as changes of one line each: a blank line added where the old
    /// line is not blank, or removed where the new one is not, and the other lines in pairs.
    private static func lineByLine(_ run: (old: Range<Int>, new: Range<Int>), _ old: [UInt8], _ new: [UInt8])
        -> [(old: Range<Int>, new: Range<Int>)] {
        let a = lines(old, run.old), b = lines(new, run.new)
        var changes: [(old: Range<Int>, new: Range<Int>)] = []
        var i = 0, j = 0
        // Where the next old and new lines start.
        func oldAt() -> Int { i < a.count ? a[i].lowerBound : run.old.upperBound }
        func newAt() -> Int { j < b.count ? b[j].lowerBound : run.new.upperBound }
        while i < a.count || j < b.count {
            let oldBlank = i < a.count && isBlank(old[a[i]]), newBlank = j < b.count && isBlank(new[b[j]])
            if j < b.count, i == a.count || (newBlank && !oldBlank) {
                changes.append((oldAt()..<oldAt(), b[j]))
                j += 1
            } else if i < a.count, j == b.count || (oldBlank && !newBlank) {
                changes.append((a[i], newAt()..<newAt()))
                i += 1
            } else {
                changes.append((a[i], b[j]))
                i += 1
                j += 1
            }
        }
        return changes
    }

    /// The lines of `range` of `bytes`, each with its line feed.
    private static func lines(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let end = bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? range.upperBound
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 || $0 == 10 }
    }

    /// Whether `offset` falls inside a character (on a continuation byte) of `bytes`.
    private static func isInside(_ bytes: [UInt8], _ offset: Int) -> Bool {
        offset < bytes.count && bytes[offset] & 0xC0 == 0x80
    }
}
