/// The words of a definition after its keyword, read front to back: the line's tokens and a
/// cursor at the next one, so that a definition parser reads as its grammar does. Words are
/// matched as ASCII in any case (`Daily` is `daily`).
///
/// ```
/// - habit stretch on mon, wed, fri      take("on") reads `on`; the days come next
/// ```
struct DefinitionTokens {
    /// The bytes of the file, which the tokens index.
    let buf: UnsafeBufferPointer<UInt8>
    /// Every token of the definition after its keyword, read or not.
    private(set) var tokens: [Token]
    /// The index in `tokens` of the next token to read.
    fileprivate(set) var index = 0

    /// Whether every token has been read.
    var isAtEnd: Bool { index >= tokens.count }

    /// The next token, or the one `offset` places after it, without reading it; nil past the end.
    func peek(_ offset: Int = 0) -> Token? { index + offset < tokens.count ? tokens[index + offset] : nil }

    /// Whether the next token, or the one `offset` places after it, is one of `spellings`.
    @inline(__always) func peekIs(_ spellings: StaticString..., at offset: Int = 0) -> Bool {
        guard let t = peek(offset) else { return false }
        return spellings.contains { buf.matches(t, $0) }
    }

    /// The next token when it is the last one (`- set bedtime 23:00`); nil otherwise.
    var onlyRemaining: Token? { index + 1 == tokens.count ? tokens[index] : nil }

    /// The last token read; nil before the first.
    var previous: Token? { index > 0 ? tokens[index - 1] : nil }

    /// The tokens not yet read as one range, from the first to the last (a free text, or where a
    /// diagnostic points); nil at the end.
    var rest: Token? { isAtEnd ? nil : Token(start: tokens[index].start, end: tokens[tokens.count - 1].end) }

    /// Reads the next token; nil at the end.
    mutating func take() -> Token? { defer { skip() }; return peek() }

    /// Reads the next token if it is one of `spellings`; nil, and nothing read, otherwise.
    @inline(__always) mutating func take(_ spellings: StaticString...) -> Token? {
        guard let t = peek(), spellings.contains(where: { buf.matches(t, $0) }) else { return nil }
        index += 1
        return t
    }

    /// Reads the next two tokens if they are `first` and `second` (`every day`, `as needed`).
    mutating func takePhrase(_ first: StaticString, _ second: StaticString) -> Bool {
        guard let a = peek(), let b = peek(1), buf.matches(a, first), buf.matches(b, second) else { return false }
        index += 2
        return true
    }

    /// Reads the front of the next token up to byte `offset` and leaves the rest of it to be read
    /// next (`>=20` reads as `>=`, then `20`); reads the whole token when `offset` is its end.
    mutating func takeFront(to offset: Int) {
        if offset < tokens[index].end { tokens[index].start = offset } else { index += 1 }
    }

    /// Moves past `count` tokens (at most to the end).
    mutating func skip(_ count: Int = 1) { index = min(index + count, tokens.count) }
}

extension FileParser {
    /// ``quantity(_:_:allowWordUnit:checked:)`` at the next of `words`, which starts with a number.
    func quantity(_ words: inout DefinitionTokens, allowWordUnit: Bool, checked: Bool = true) -> (quantity: Quantity, range: SourceRange)? {
        quantity(words.tokens, &words.index, allowWordUnit: allowWordUnit, checked: checked)
    }
}
