/// A unified diff of two texts, line by line, as `diff -u` and `git diff` print it:
///
/// ```
/// --- journal.md
/// +++ journal.md (formatted)
/// @@ -3,2 +3,2 @@
///  ## 2026-11-21 Saturday
/// -- 7:30 Drink espresso
/// +- 07:30 drink espresso
/// ```
///
/// What `journal fmt --check` and `journal today --dry-run` print. The lines are matched
/// greedily: a line that differs is looked for a little way ahead in both texts, and taken
/// as changed when it is not found. The diff is always right (applying it gives the new
/// text), if not always the shortest; for the changes those commands make (lines rewritten
/// in place, lines added) it is the shortest.
public enum UnifiedDiff {
    /// How far ahead an unmatched line is looked for.
    static let lookahead = 64

    /// The diff from `old` to `new`; empty when they are equal. A missing final newline is
    /// marked as `diff` marks it. Lines are compared as bytes (a CRLF line ends at its LF and
    /// keeps its CR); the lines the two texts share at their start and end are skipped but for
    /// the context, so a long file with a few changes is diffed in the time it takes to read it.
    public static func text(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        text(old: Array(old.utf8), new: Array(new.utf8), oldName: oldName, newName: newName, context: context)
    }

    /// ``text(old:new:oldName:newName:context:)`` of texts given as their bytes (a file's, as
    /// read: not copied into strings).
    public static func text(old x: [UInt8], new y: [UInt8], oldName: String, newName: String, context: Int = 3) -> String {
        if x == y { return "" }
        let a = lines(x), b = lines(y)
        // The lines both share at the start and at the end, less the context.
        var head = 0
        while head < a.count, head < b.count, same(a[head], x, b[head], y) { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, same(a[a.count - 1 - tail], x, b[b.count - 1 - tail], y) { tail += 1 }
        let skip = max(0, head - context), keep = max(0, tail - context)
        let ops = script(a[skip..<a.count - keep], x, b[skip..<b.count - keep], y)
        var out: [UInt8] = Array("--- \(oldName)\n+++ \(newName)\n".utf8)
        // Group the operations into hunks: changes with up to 2 × context equal lines between.
        var i = 0
        while i < ops.count {
            guard let first = ops[i...].firstIndex(where: { $0.kind != .same }) else { break }
            var last = first
            var k = first + 1
            while k < ops.count {
                if ops[k].kind != .same { last = k; k += 1; continue }
                var run = k
                while run < ops.count, ops[run].kind == .same { run += 1 }
                if run < ops.count, run - k <= 2 * context { k = run } else { break }
            }
            let start = max(i, first - context), end = min(ops.count, last + 1 + context)
            let hunk = ops[start..<end]
            let oldStart = hunk.first!.oldLine + skip, newStart = hunk.first!.newLine + skip
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            out += Array("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8)
            for op in hunk {
                let (line, bytes) = op.kind == .added ? (b[skip + op.newLine - 1], y) : (a[skip + op.oldLine - 1], x)
                out.append(op.kind == .same ? UInt8(ascii: " ") : op.kind == .removed ? UInt8(ascii: "-") : UInt8(ascii: "+"))
                out += bytes[line.start..<line.end]
                out += line.ended ? [10] : Array("\n\\ No newline at end of file\n".utf8)
            }
            i = end
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The runs of lines that differ from `old` to `new`, matched as ``text(old:new:oldName:newName:context:)``
    /// matches them, in order: each says which bytes of `old` (whole lines, with their line
    /// breaks) become which bytes of `new`. An editor is sent these as edits (`journal lsp`).
    public static func changedRuns(old x: [UInt8], new y: [UInt8]) -> [(old: Range<Int>, new: Range<Int>)] {
        if x == y { return [] }
        let a = lines(x), b = lines(y)
        var head = 0
        while head < a.count, head < b.count, same(a[head], x, b[head], y) { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, same(a[a.count - 1 - tail], x, b[b.count - 1 - tail], y) { tail += 1 }
        let ops = script(a[head..<a.count - tail], x, b[head..<b.count - tail], y)
        // Where line `i` starts (the end of the text past the last line).
        func start(_ lines: [Line], _ i: Int, _ bytes: [UInt8]) -> Int { i < lines.count ? lines[i].start : bytes.count }
        var runs: [(old: Range<Int>, new: Range<Int>)] = []
        var k = 0
        while k < ops.count {
            guard ops[k].kind != .same else { k += 1; continue }
            var end = k
            while end < ops.count, ops[end].kind != .same { end += 1 }
            let removed = ops[k..<end].filter { $0.kind == .removed }.count, added = end - k - removed
            let oldFirst = head + ops[k].oldLine - 1, newFirst = head + ops[k].newLine - 1
            runs.append((start(a, oldFirst, x)..<start(a, oldFirst + removed, x), start(b, newFirst, y)..<start(b, newFirst + added, y)))
            k = end
        }
        return runs
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    /// A line of a text's bytes: `start..<end`, without its LF.
    private struct Line {
        var start: Int
        var end: Int
        /// Whether a newline ends it.
        var ended: Bool
        /// A hash of its bytes, to tell most different lines apart without comparing them.
        var hash: UInt64
    }

    private static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0, hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (i, byte) in bytes.enumerated() {
            if byte == 10 {
                result.append(Line(start: start, end: i, ended: true, hash: hash))
                start = i + 1
                hash = 0xcbf2_9ce4_8422_2325
            } else {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        if start < bytes.count { result.append(Line(start: start, end: bytes.count, ended: false, hash: hash)) }
        return result
    }

    private static func same(_ p: Line, _ x: [UInt8], _ q: Line, _ y: [UInt8]) -> Bool {
        p.hash == q.hash && p.ended == q.ended && p.end - p.start == q.end - q.start && x[p.start..<p.end].elementsEqual(y[q.start..<q.end])
    }

    private static func isBlank(_ line: Line, _ x: [UInt8]) -> Bool {
        x[line.start..<line.end].allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 }
    }

    /// Lines of a slice, numbered from 0.
    private struct Lines {
        let slice: ArraySlice<Line>
        var count: Int { slice.count }
        subscript(_ i: Int) -> Line { slice[slice.startIndex + i] }
    }

    private struct Operation {
        enum Kind { case same, removed, added }
        var kind: Kind
        /// 1-based numbers of the line in each text (for an added line, `oldLine` is the line
        /// before which it goes, and the other way round).
        var oldLine: Int
        var newLine: Int
    }

    /// The operations from the lines `a` (of `x`) to the lines `b` (of `y`), numbered from the
    /// first of each.
    private static func script(_ a: ArraySlice<Line>, _ x: [UInt8], _ b: ArraySlice<Line>, _ y: [UInt8]) -> [Operation] {
        // (Slices of the texts' lines, not copies: read from 0.)
        let a = Lines(slice: a), b = Lines(slice: b)
        func equal(_ i: Int, _ j: Int) -> Bool { same(a[i], x, b[j], y) }
        var ops: [Operation] = []
        ops.reserveCapacity(max(a.count, b.count))
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, equal(i, j) {
                ops.append(Operation(kind: .same, oldLine: i + 1, newLine: j + 1))
                i += 1; j += 1
                continue
            }
            // A line changed in place (a to-do's mark): the lines after it meet again at once,
            // and the new line is not one of the old lines ahead.
            if i + 1 < a.count, j + 1 < b.count, equal(i + 1, j + 1), !isBlank(a[i + 1], x),
               !(i..<min(a.count, i + lookahead)).contains(where: { equal($0, j) }) {
                ops.append(Operation(kind: .removed, oldLine: i + 1, newLine: j + 1))
                ops.append(Operation(kind: .added, oldLine: i + 2, newLine: j + 1))
                i += 1; j += 1
                continue
            }
            // The nearest place the two texts meet again.
            let added = i < a.count ? (j..<min(b.count, j + lookahead)).first { equal(i, $0) } : nil
            let removed = j < b.count ? (i..<min(a.count, i + lookahead)).first { equal($0, j) } : nil
            if let added, removed.map({ added - j <= $0 - i }) ?? true {
                for k in j..<added { ops.append(Operation(kind: .added, oldLine: i + 1, newLine: k + 1)) }
                j = added
            } else if let removed {
                for k in i..<removed { ops.append(Operation(kind: .removed, oldLine: k + 1, newLine: j + 1)) }
                i = removed
            } else {
                // Neither line comes again soon: one is changed into the other.
                if i < a.count { ops.append(Operation(kind: .removed, oldLine: i + 1, newLine: j + 1)); i += 1 }
                if j < b.count { ops.append(Operation(kind: .added, oldLine: i + 1, newLine: j + 1)); j += 1 }
            }
        }
        // A change shows its removed lines before its added ones, as diff prints them.
        var k = 0
        while k < ops.count {
            guard ops[k].kind != .same else { k += 1; continue }
            var end = k
            while end < ops.count, ops[end].kind != .same { end += 1 }
            let removed = ops[k..<end].filter { $0.kind == .removed }, added = ops[k..<end].filter { $0.kind == .added }
            ops.replaceSubrange(k..<end, with: removed + added)
            k = end
        }
        // Number the lines again in the new order.
        var old = 0, new = 0
        for n in ops.indices {
            ops[n].oldLine = old + 1
            ops[n].newLine = new + 1
            if ops[n].kind != .added { old += 1 }
            if ops[n].kind != .removed { new += 1 }
        }
        return ops
    }
}
