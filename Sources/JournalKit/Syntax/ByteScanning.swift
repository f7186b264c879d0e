/// Byte-level helpers the parsers share. Everything here works on UTF-8 bytes, never on
/// `Character`s, so a line is scanned once and strings are made only for what is kept.

@inline(__always) func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }
@inline(__always) func isSpace(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
// `| 0x20` sets the bit that makes an ASCII letter lower case.
@inline(__always) func isASCIILetter(_ b: UInt8) -> Bool { (b | 0x20) &- UInt8(ascii: "a") < 26 }
@inline(__always) func lowerByte(_ b: UInt8) -> UInt8 { b &- UInt8(ascii: "A") < 26 ? b | 0x20 : b }

/// A run of bytes in the file buffer: a word, a number, a name.
struct Token: Equatable {
    var start: Int
    var end: Int
    var isEmpty: Bool { start >= end }
    var count: Int { end - start }
}

/// A number read from bytes, with how many bytes it used.
struct ScannedNumber {
    var value: Double
    var end: Int
    var negative: Bool
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The bytes of `token` as a String.
    func string(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: self[start..<end]), as: UTF8.self)
    }

    func string(_ t: Token) -> String { string(t.start, t.end) }

    /// The bytes as a lower-case String (ASCII letters only are folded; others kept).
    func lowercased(_ start: Int, _ end: Int) -> String {
        guard start < end else { return "" }
        var hasUpper = false
        for i in start..<end where self[i] &- UInt8(ascii: "A") < 26 { hasUpper = true; break }
        if !hasUpper { return string(start, end) }
        var bytes = [UInt8](UnsafeBufferPointer(rebasing: self[start..<end]))
        for i in bytes.indices { bytes[i] = lowerByte(bytes[i]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    func lowercased(_ t: Token) -> String { lowercased(t.start, t.end) }

    /// Whether the bytes equal `word` (ASCII, case-insensitive).
    func matches(_ t: Token, _ word: StaticString) -> Bool {
        guard t.count == word.utf8CodeUnitCount else { return false }
        let p = word.utf8Start
        for i in 0..<t.count where lowerByte(self[t.start + i]) != p[i] { return false }
        return true
    }

    /// Whether the bytes equal `lowercased`, bytes of a lower-cased word (ASCII letters of the
    /// token in any case).
    func matches(_ t: Token, lowercased word: [UInt8]) -> Bool {
        guard t.count == word.count else { return false }
        for i in 0..<t.count where lowerByte(self[t.start + i]) != word[i] { return false }
        return true
    }

    /// Skips spaces and tabs from `i` up to `end`.
    func skipSpaces(_ i: Int, _ end: Int) -> Int {
        var i = i
        while i < end, isSpace(self[i]) { i += 1 }
        return i
    }

    /// Moves `end` back over spaces and tabs.
    func trimEnd(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, isSpace(self[e - 1]) { e -= 1 }
        return e
    }

    /// The number a rating token gives, written `4` or `4/5` (mood, sleep quality, a
    /// symptom's severity); nil for any other token. Its range is the caller's to check.
    func rating(_ t: Token) -> Double? {
        guard let n = number(at: t.start, t.end) else { return nil }
        let outOfFive = n.end + 2 == t.end && self[n.end] == UInt8(ascii: "/") && self[n.end + 1] == UInt8(ascii: "5")
        return n.end == t.end || outOfFive ? n.value : nil
    }

    /// A decimal number (`60`, `1.5`, `.5`, `-3`) at `i`; nil when there is none.
    func number(at i: Int, _ end: Int) -> ScannedNumber? {
        var p = i
        var negative = false
        if p < end, self[p] == UInt8(ascii: "-") { negative = true; p += 1 }
        var mantissa: UInt64 = 0
        var digits = 0, fraction = 0
        var sawDigit = false
        while p < end, isDigit(self[p]) {
            if digits < 18 { mantissa = mantissa &* 10 &+ UInt64(self[p] - UInt8(ascii: "0")); digits += 1 } else { fraction -= 1 }
            sawDigit = true
            p += 1
        }
        if p + 1 < end, self[p] == UInt8(ascii: "."), isDigit(self[p + 1]) {
            p += 1
            while p < end, isDigit(self[p]) {
                if digits < 18 { mantissa = mantissa &* 10 &+ UInt64(self[p] - UInt8(ascii: "0")); digits += 1; fraction += 1 }
                sawDigit = true
                p += 1
            }
        }
        guard sawDigit else { return nil }
        var value = Double(mantissa)
        if fraction > 0 {
            var scale = 1.0
            for _ in 0..<fraction { scale *= 10 }
            value /= scale
        } else if fraction < 0 {
            for _ in 0..<(-fraction) { value *= 10 }
        }
        return ScannedNumber(value: negative ? -value : value, end: p, negative: negative)
    }

    /// A time of day that is the whole of `t`: `7:45`, `07:45`, `7:45am`, `7pm`, `12am`, `8.30pm`;
    /// with `loose`, also `8.30`, `08.30` (exactly two digits after the dot) and `0830` (exactly
    /// four digits), which are read only where a number cannot stand. Returns nil when `t` does
    /// not look like a time (a loose form out of range, `2.75` or `2460`, is a number, not a
    /// time); `.impossible` when it looks like one but is impossible (`25:61`, `13.30pm`).
    func time(_ t: Token, loose: Bool = false) -> TimeScan? {
        var p = t.start
        var h = 0, hd = 0
        while p < t.end, isDigit(self[p]), hd < 5 { h = h * 10 + Int(self[p] - UInt8(ascii: "0")); hd += 1; p += 1 }
        if hd == 4 {
            // `0830`
            guard loose, p == t.end, h / 100 < 24, h % 100 < 60 else { return nil }
            return .time(TimeOfDay(minutes: h / 100 * 60 + h % 100))
        }
        guard hd >= 1, hd <= 2 else { return nil }
        var m = 0
        var hasMinutes = false, dotted = false
        if p < t.end, self[p] == UInt8(ascii: ":") {
            p += 1
            var md = 0
            // Count every digit but keep only the first three: "0:99999999999999999999" must not overflow.
            while p < t.end, isDigit(self[p]) { if md < 3 { m = m * 10 + Int(self[p] - UInt8(ascii: "0")) }; md += 1; p += 1 }
            guard md == 2 else { return md == 0 ? nil : .impossible }
            hasMinutes = true
        } else if p + 3 <= t.end, self[p] == UInt8(ascii: "."), isDigit(self[p + 1]), isDigit(self[p + 2]) {
            // `8.30`: exactly two digits after the dot.
            m = Int(self[p + 1] - UInt8(ascii: "0")) * 10 + Int(self[p + 2] - UInt8(ascii: "0"))
            p += 3
            hasMinutes = true
            dotted = true
        }
        var meridiem: UInt8 = 0
        if p + 2 == t.end, lowerByte(self[p + 1]) == UInt8(ascii: "m") {
            let c = lowerByte(self[p])
            if c == UInt8(ascii: "a") || c == UInt8(ascii: "p") { meridiem = c; p += 2 }
        }
        guard p == t.end else { return nil }
        if meridiem == 0 && !hasMinutes { return nil }
        if meridiem != 0 {
            guard h >= 1, h <= 12, m < 60 else { return .impossible }
            let hour = (h % 12) + (meridiem == UInt8(ascii: "p") ? 12 : 0)
            return .time(TimeOfDay(minutes: hour * 60 + m))
        }
        if dotted {
            guard loose, h < 24, m < 60 else { return nil }
            return .time(TimeOfDay(minutes: h * 60 + m))
        }
        guard let time = TimeOfDay(hour: h, minute: m) else { return .impossible }
        return .time(time)
    }

    /// The time of a number and a separate `am` or `pm` (`7 pm`, `8.30 am`), read as though
    /// written together; nil when `meridiem` is neither or the number is no hour.
    func time(_ t: Token, meridiem: Token) -> TimeScan? {
        guard meridiem.count == 2, lowerByte(self[meridiem.end - 1]) == UInt8(ascii: "m"),
              lowerByte(self[meridiem.start]) == UInt8(ascii: "a") || lowerByte(self[meridiem.start]) == UInt8(ascii: "p"),
              t.count <= 5 else { return nil }
        let joined = Array(UnsafeBufferPointer(rebasing: self[t.start..<t.end])) + Array(UnsafeBufferPointer(rebasing: self[meridiem.start..<meridiem.end]))
        return joined.withUnsafeBufferPointer { $0.time(Token(start: 0, end: joined.count)) }
    }

    /// The time of a list item, its first word `t` (the line ends at `end`): as ``time(_:loose:)``,
    /// with the loose forms (`8.30`, `0830`) only when an entry's keyword follows (`- 8.30 took
    /// sertraline`, `- 0830 drink espresso`), so that `- 2.50 l water` or `- 1000 steps` keeps
    /// its number.
    func leadingTime(_ t: Token, lineEnd end: Int) -> TimeScan? {
        // Most items start with a word.
        guard isDigit(self[t.start]) else { return nil }
        if let scan = time(t) { return scan }
        guard case .time? = time(t, loose: true) else { return nil }
        let next = skipSpaces(t.end, end)
        var wordEnd = next
        while wordEnd < end, !isSpace(self[wordEnd]) { wordEnd += 1 }
        // "breakfast:": the colon belongs to the keyword.
        if wordEnd - next > 1, self[wordEnd - 1] == UInt8(ascii: ":") { wordEnd -= 1 }
        guard wordEnd > next, EntryKeyword(self, Token(start: next, end: wordEnd)) != nil else { return nil }
        return time(t, loose: true)
    }
}

enum TimeScan {
    case time(TimeOfDay)
    case impossible
}

/// A lookup from lower-case ASCII spellings to values that reads the bytes of a token directly,
/// so matching a keyword or a unit makes no String. A spelling's first 16 bytes are kept packed
/// in two words, so that most comparisons are two: a token is packed the same way, lower-cased,
/// and compared with the spellings of its first byte and length.
struct ByteTable<Value: Sendable>: Sendable {
    private struct Spelling: Sendable {
        var low: UInt64, high: UInt64
        var count: Int
        /// The bytes past the first 16 (most spellings have none).
        var rest: [UInt8]
        var value: Value
    }
    /// Sorted by first byte; those of byte `b` are `spellings[first[b]..<first[b + 1]]`.
    private var spellings: [Spelling] = []
    private var first = [Int32](repeating: 0, count: 257)

    /// The first spelling of a duplicate wins, as in `Dictionary(_:uniquingKeysWith: { a, _ in a })`.
    init(_ spellings: [(String, Value)]) {
        var byFirst = [[Spelling]](repeating: [], count: 256)
        for (text, value) in spellings {
            let bytes = Array(text.utf8)
            guard let b = bytes.first else { continue }
            let (low, high) = bytes.withUnsafeBufferPointer { packWords($0, 0, bytes.count) }
            let spelling = Spelling(low: low, high: high, count: bytes.count, rest: Array(bytes.dropFirst(16)), value: value)
            guard !byFirst[Int(b)].contains(where: { $0.low == low && $0.high == high && $0.count == bytes.count && $0.rest == spelling.rest })
            else { continue }
            byFirst[Int(b)].append(spelling)
        }
        for b in 0..<256 {
            first[b] = Int32(self.spellings.count)
            self.spellings += byFirst[b]
        }
        first[256] = Int32(self.spellings.count)
    }

    /// The value for the bytes `start..<end`, ASCII letters compared case-insensitively.
    @inline(__always)
    func find(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Value? {
        guard start < end else { return nil }
        let b = Int(lowerByte(buf[start]))
        var i = Int(first[b])
        let last = Int(first[b + 1])
        guard i < last else { return nil }
        let n = end - start
        let (low, high) = packWords(buf, start, n)
        while i < last {
            if spellings[i].low == low, spellings[i].high == high, spellings[i].count == n, n <= 16 || sameRest(i, buf, start + 16) {
                return spellings[i].value
            }
            i += 1
        }
        return nil
    }

    private func sameRest(_ i: Int, _ buf: UnsafeBufferPointer<UInt8>, _ from: Int) -> Bool {
        for (k, byte) in spellings[i].rest.enumerated() where lowerByte(buf[from + k]) != byte { return false }
        return true
    }

    func find(_ buf: UnsafeBufferPointer<UInt8>, _ t: Token) -> Value? { find(buf, t.start, t.end) }
}

/// The first 16 bytes of `buf[start..<start + count]`, ASCII letters lower-cased, in two words
/// (zeros past the end): ``ByteTable``'s keys.
@inline(__always)
private func packWords(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> (UInt64, UInt64) {
    (packWord(buf, start, min(count, 8)), packWord(buf, start + 8, min(count, 16) - 8))
}

/// `n` (at most 8) bytes from `at`, lower-cased, in a word.
@inline(__always)
private func packWord(_ buf: UnsafeBufferPointer<UInt8>, _ at: Int, _ n: Int) -> UInt64 {
    guard n > 0 else { return 0 }
    var w: UInt64 = 0
    if at + 8 <= buf.count {
        w = UnsafeRawPointer(buf.baseAddress! + at).loadUnaligned(as: UInt64.self)
        if n < 8 { w &= (1 << UInt64(8 * n)) - 1 }
    } else {
        for k in 0..<n { w |= UInt64(buf[at + k]) << UInt64(8 * k) }
    }
    // Capitals made small, eight bytes at once. A byte's high bit: at least "A", and at least
    // "Z" + 1, in its low 7 bits; capitals are the bytes at least "A" and not past "Z", without
    // a high bit of their own.
    let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
    let low7 = w & ~highs
    let fromA = low7 &+ ones &* (0x80 - 0x41), pastZ = low7 &+ ones &* (0x80 - 0x5B)
    return w | (fromA & ~pastZ & ~w & highs) >> 2
}

/// The first token `tokenize` would find in `start..<end`, if any.
@inline(__always)
func firstToken(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Token? {
    let s = buf.skipSpaces(start, end)
    guard s < end else { return nil }
    var e = s
    while e < end, !isSpace(buf[e]) { e += 1 }
    while e > s + 1, buf[e - 1] == UInt8(ascii: ",") || buf[e - 1] == UInt8(ascii: ";") { e -= 1 }
    return Token(start: s, end: e)
}

/// Splits `start..<end` into space-separated tokens, appending to `tokens`.
func tokenize(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, into tokens: inout [Token]) {
    var i = start
    while i < end {
        while i < end, isSpace(buf[i]) { i += 1 }
        if i >= end { break }
        let s = i
        while i < end, !isSpace(buf[i]) { i += 1 }
        // A comma or semicolon ends a word ("15 min, just to unknot"); it is not part of it.
        var e = i
        while e > s + 1, buf[e - 1] == UInt8(ascii: ",") || buf[e - 1] == UInt8(ascii: ";") { e -= 1 }
        tokens.append(Token(start: s, end: e))
    }
}
