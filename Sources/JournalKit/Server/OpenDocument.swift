/// The text of a document an editor has open, as UTF-8 bytes, with where its lines start, so
/// that a ``TextPosition`` (a line and UTF-16 code units, as editors count) and a byte offset
/// convert both ways.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as the protocol says. A position past the end of
/// its line is taken as the line's end, and one past the last line as the end of the text; one
/// inside a character (between the two halves of a surrogate pair) as the character's start.
public struct OpenDocument: Sendable {
    public var uri: String
    public var version: Int
    public private(set) var bytes: [UInt8]
    /// The byte offset of each line's first byte; the first is 0.
    public private(set) var lineStarts: [Int]

    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
        lineStarts = [0] + Self.lineStarts(in: bytes, 0..<bytes.count)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public var lineCount: Int { lineStarts.count }

    /// The bytes of line `line` (0-based), without its line break; empty past the last line.
    public func line(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineStarts.count else { return [] }
        return bytes[lineStarts[line]..<lineEnd(line)]
    }

    /// Where line `line`'s text ends, before its line break.
    public func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The byte offset of `position`.
    public func offset(of position: TextPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        return Self.offset(ofUTF16: position.character, in: bytes, lineStarts[position.line]..<lineEnd(position.line))
    }

    /// The position of byte offset `offset` (taken back to the start of its character).
    public func position(ofOffset offset: Int) -> TextPosition {
        let offset = max(0, min(offset, bytes.count))
        // The last line that starts at or before the offset.
        var lo = 0, hi = lineStarts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lineStarts[mid] <= offset { lo = mid + 1 } else { hi = mid }
        }
        let line = lo - 1
        let end = min(offset, lineEnd(line))
        return TextPosition(line: line, character: Self.utf16Count(bytes[lineStarts[line]..<end]))
    }

    /// Replaces the text of `range` with `text` (the whole text when `range` is nil), as a
    /// `textDocument/didChange` content change says.
    public mutating func replace(_ range: TextRange?, with text: String) {
        guard let range else {
            self = OpenDocument(uri: uri, version: version, text: text)
            return
        }
        let a = offset(of: range.start), b = max(a, offset(of: range.end))
        let new = Array(text.utf8)
        bytes.replaceSubrange(a..<b, with: new)
        // Whether a place starts a line depends on the byte before it and its own: the starts up
        // to `a` and after the new text are kept (those after moved), those between found again.
        let delta = new.count - (b - a)
        let before = lineStarts.prefix { $0 < a }
        let after = lineStarts.drop { $0 <= b }.map { $0 + delta }
        let found = Self.lineStarts(in: bytes, a..<min(bytes.count, a + new.count + 1)).filter { $0 >= a && $0 <= a + new.count }
        var starts = Array(before)
        starts.reserveCapacity(before.count + found.count + after.count)
        if starts.isEmpty { starts = [0] }
        starts += found.filter { $0 > starts.last! }
        starts += after.filter { $0 > starts.last! }
        lineStarts = starts
    }

    /// The line starts after line breaks whose last byte lies in `range` of `bytes`: after a
    /// `\n`, and after a `\r` not followed by `\n`.
    static func lineStarts(in bytes: [UInt8], _ range: Range<Int>) -> [Int] {
        var starts: [Int] = []
        var i = max(0, range.lowerBound - 1)
        while i < range.upperBound, i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") || (b == UInt8(ascii: "\r") && (i + 1 == bytes.count || bytes[i + 1] != UInt8(ascii: "\n"))) {
                if i + 1 >= range.lowerBound { starts.append(i + 1) }
            }
            i += 1
        }
        return starts
    }

    /// How many UTF-16 code units the UTF-8 bytes `bytes` make.
    public static func utf16Count<C: Collection>(_ bytes: C) -> Int where C.Element == UInt8 {
        var n = 0
        for b in bytes where b & 0xC0 != 0x80 { n += b >= 0xF0 ? 2 : 1 }
        return n
    }

    /// The offset in `bytes` of `units` UTF-16 code units after `range`'s start, within `range`.
    static func offset(ofUTF16 units: Int, in bytes: [UInt8], _ range: Range<Int>) -> Int {
        var i = range.lowerBound, n = 0
        while i < range.upperBound {
            let b = bytes[i]
            let width = b >= 0xF0 ? 2 : 1
            if n + width > units { break }
            n += width
            i += 1
            while i < range.upperBound, bytes[i] & 0xC0 == 0x80 { i += 1 }
        }
        return i
    }
}
