/// The lines of an open document, and the way between an editor's positions (UTF-16 offsets in
/// a line) and the journal's (byte columns of ``SourceRange``, character columns of
/// ``Diagnostic``).
///
/// A line ends at `\n`; a `\r` before it is not part of the line. A position past the end of a
/// line is taken as its end; a line past the last is empty.
public struct DocumentLines: Sendable {
    /// The document's bytes, and where each line starts (the first at 0): made once a change,
    /// not a copy a line (a document of ten years has 100,000 lines).
    private let bytes: [UInt8]
    private let starts: [Int]

    public init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    public init(bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buf in
            var from = 0
            while let newline = FastBytes.firstIndex(of: UInt8(ascii: "\n"), in: buf, from..<buf.count) {
                starts.append(newline + 1)
                from = newline + 1
            }
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// How many lines (an empty document has one, empty).
    public var count: Int { starts.count }

    /// The bytes of line `line` (from 0), without its line break; empty past the last.
    public func bytes(ofLine line: Int) -> [UInt8] {
        guard line >= 0, line < starts.count else { return [] }
        var end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
        if end > starts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return Array(bytes[starts[line]..<end])
    }

    /// The text of line `line` (from 0); empty past the last.
    public func text(ofLine line: Int) -> String { String(decoding: bytes(ofLine: line), as: UTF8.self) }

    /// The byte offset in its line of `position`, at most the line's length; a position inside
    /// a character (half of a surrogate pair) is taken as the start of that character.
    public func byteOffset(of position: TextPosition) -> Int {
        let line = bytes(ofLine: position.line)
        var utf16 = 0, i = 0
        while i < line.count {
            let width = Self.sequenceLength(line[i])
            let units = width == 4 ? 2 : 1
            if utf16 + units > position.character { break }
            utf16 += units
            i += width
        }
        return min(i, line.count)
    }

    /// The UTF-16 offset of byte offset `offset` of line `line`.
    public func character(atByte offset: Int, line: Int) -> Int {
        let bytes = bytes(ofLine: line)
        var utf16 = 0, i = 0
        while i < min(offset, bytes.count) {
            let width = Self.sequenceLength(bytes[i])
            utf16 += width == 4 ? 2 : 1
            i += width
        }
        return utf16
    }

    /// The position of byte offset `offset` of line `line`.
    public func position(line: Int, byte offset: Int) -> TextPosition {
        TextPosition(line: line, character: character(atByte: offset, line: line))
    }

    /// The end of line `line`.
    public func end(ofLine line: Int) -> TextPosition { position(line: line, byte: bytes(ofLine: line).count) }

    /// The span of line `line` between byte offsets.
    public func range(line: Int, bytes: Range<Int>) -> TextRange {
        TextRange(start: position(line: line, byte: bytes.lowerBound), end: position(line: line, byte: bytes.upperBound))
    }

    /// The span of a ``SourceRange`` (lines from 1, byte columns from 1).
    public func range(of source: SourceRange) -> TextRange {
        let line = max(0, Int(source.line) - 1)
        return range(line: line, bytes: Int(source.column) - 1..<Int(source.endColumn) - 1)
    }

    /// The span of a ``Diagnostic`` (line from 1, character columns, in Unicode scalars, from 1).
    public func range(of diagnostic: Diagnostic) -> TextRange {
        let line = max(0, diagnostic.line - 1)
        return range(line: line, bytes: byteOffset(ofScalar: diagnostic.column - 1, line: line)..<byteOffset(ofScalar: diagnostic.endColumn - 1, line: line))
    }

    /// The byte offset of the `scalar`th Unicode scalar of line `line`, at most its length.
    func byteOffset(ofScalar scalar: Int, line: Int) -> Int {
        let bytes = bytes(ofLine: line)
        var n = 0, i = 0
        while i < bytes.count, n < scalar {
            i += Self.sequenceLength(bytes[i])
            n += 1
        }
        return min(i, bytes.count)
    }

    /// How many bytes the UTF-8 sequence a lead byte starts holds (1 for a stray byte).
    private static func sequenceLength(_ b: UInt8) -> Int {
        switch b {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
