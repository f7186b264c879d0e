/// A place in an open document as an editor names it: a line counting from 0 and a character
/// offset in UTF-16 code units (the Language Server Protocol's default position encoding).
public struct TextPosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (a: TextPosition, b: TextPosition) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }
}

/// A span of an open document, from `start` up to (not including) `end`.
public struct TextRange: Hashable, Sendable {
    public var start: TextPosition
    public var end: TextPosition

    public init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// The span of one line from `start` to `end` characters.
    public init(line: Int, from start: Int, to end: Int) {
        self.init(start: TextPosition(line: line, character: start), end: TextPosition(line: line, character: end))
    }
}

/// A change to a document: replace `range` with `newText`.
public struct TextEdit: Hashable, Sendable {
    public var range: TextRange
    public var newText: String

    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
