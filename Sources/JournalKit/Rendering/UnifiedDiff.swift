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
    /// marked as `diff` marks it.
    public static func text(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        if old == new { return "" }
        let a = lines(old), b = lines(new)
        let ops = script(a, b)
        var out = "--- \(oldName)\n+++ \(newName)\n"
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
            let oldStart = hunk.first!.oldLine, newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for op in hunk {
                switch op.kind {
                case .same: out += " " + a[op.oldLine - 1].text
                case .removed: out += "-" + a[op.oldLine - 1].text
                case .added: out += "+" + b[op.newLine - 1].text
                }
                let ended = op.kind == .added ? b[op.newLine - 1].ended : a[op.oldLine - 1].ended
                out += ended ? "\n" : "\n\\ No newline at end of file\n"
            }
            i = end
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private struct Line: Equatable {
        var text: Substring
        /// Whether a newline ends it.
        var ended: Bool
    }

    private static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        var rest = text[...]
        while !rest.isEmpty {
            if let nl = rest.firstIndex(of: "\n") {
                result.append(Line(text: rest[..<nl], ended: true))
                rest = rest[rest.index(after: nl)...]
            } else {
                result.append(Line(text: rest, ended: false))
                break
            }
        }
        return result
    }

    private struct Operation {
        enum Kind { case same, removed, added }
        var kind: Kind
        /// 1-based numbers of the line in each text (for an added line, `oldLine` is the line
        /// before which it goes, and the other way round).
        var oldLine: Int
        var newLine: Int
    }

    private static func script(_ a: [Line], _ b: [Line]) -> [Operation] {
        var ops: [Operation] = []
        ops.reserveCapacity(max(a.count, b.count))
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                ops.append(Operation(kind: .same, oldLine: i + 1, newLine: j + 1))
                i += 1; j += 1
                continue
            }
            // A line changed in place (a to-do's mark): the lines after it meet again at once,
            // and the new line is not one of the old lines ahead.
            if i + 1 < a.count, j + 1 < b.count, a[i + 1] == b[j + 1], !a[i + 1].text.allSatisfy(\.isWhitespace),
               !(i..<min(a.count, i + lookahead)).contains(where: { a[$0] == b[j] }) {
                ops.append(Operation(kind: .removed, oldLine: i + 1, newLine: j + 1))
                ops.append(Operation(kind: .added, oldLine: i + 2, newLine: j + 1))
                i += 1; j += 1
                continue
            }
            // The nearest place the two texts meet again.
            let added = i < a.count ? (j..<min(b.count, j + lookahead)).first { b[$0] == a[i] } : nil
            let removed = j < b.count ? (i..<min(a.count, i + lookahead)).first { a[$0] == b[j] } : nil
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
