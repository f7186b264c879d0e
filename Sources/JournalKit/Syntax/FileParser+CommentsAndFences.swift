import Foundation

/// Reads the parts of a file that are not journal: front matter at the top, HTML comments
/// (blanked, even across lines) and code blocks (skipped).
///
/// ```
/// ---
/// title: front matter, ended by --- or ...
/// ---
/// <!-- a comment; it may span lines -->
/// ~~~
/// - 07:45 drink espresso    (inside a code block: not read)
/// ~~~
/// ```
extension FileParser {
    /// Whether `s..<e` is `---`, which opens front matter on the first line and closes it.
    func isFrontMatterFence(_ s: Int, _ e: Int) -> Bool {
        let t = buf.trimEnd(s, e), dash = UInt8(ascii: "-")
        return t - s == 3 && buf[s] == dash && buf[s + 1] == dash && buf[s + 2] == dash
    }

    /// Whether `s..<e` is `...`, which also closes front matter.
    func isDots(_ s: Int, _ e: Int) -> Bool {
        let t = buf.trimEnd(s, e), dot = UInt8(ascii: ".")
        return t - s == 3 && buf[s] == dot && buf[s + 1] == dot && buf[s + 2] == dot
    }

    /// Whether the current line (its text from `contentStart`) is inside a code block, or opens
    /// or closes one; then it is not read.
    @inline(__always) func isInCodeBlock(contentStart i: Int) -> Bool {
        if let f = fence {
            var j = i, n = 0
            while j < lineEnd, buf[j] == f.char { j += 1; n += 1 }
            if n >= f.length, buf.skipSpaces(j, lineEnd) == lineEnd { fence = nil }
            return true
        }
        if inComment == nil, i + 3 <= lineEnd, buf[i] == UInt8(ascii: "`") || buf[i] == UInt8(ascii: "~") {
            let c = buf[i]
            var j = i, n = 0
            while j < lineEnd, buf[j] == c { j += 1; n += 1 }
            if n >= 3 {
                fence = (c, n, lineNumber, i, lineEnd)
                return true
            }
        }
        return false
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
        while lineHasAngle(), let open = find("<!--", from: i) {
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
    /// remembers the bytes to put back at the end, and for `journal fmt` (``shapes``) at the
    /// end of the line.
    func blank(_ from: Int, _ to: Int) {
        guard from < to else { return }
        shapes?.comment(lineNumber)
        if definitionsOnly || shapes != nil { blankedBytes.append((from, Array(buf[from..<to]))) }
        for k in from..<to { mbuf[k] = UInt8(ascii: " ") }
    }

    /// The offset of `needle` on the current line at or after `from`.
    func find(_ needle: StaticString, from: Int) -> Int? {
        let n = needle.utf8CodeUnitCount
        let p = needle.utf8Start
        var i = from
        // Candidates for the first byte; most lines have none.
        while i + n <= lineEnd, let hit = FastBytes.firstIndex(of: p[0], in: buf, i..<lineEnd) {
            i = hit
            guard i + n <= lineEnd else { return nil }
            var ok = true
            for k in 1..<n where buf[i + k] != p[k] { ok = false; break }
            if ok { return i }
            i += 1
        }
        return nil
    }
}
