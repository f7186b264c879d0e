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

    /// A time of day at the start of `t`: `7:45`, `07:45`, `7:45am`, `7pm`, `12am`.
    /// Returns nil when `t` does not look like a time; `.failure` when it looks like one but is impossible (`25:61`).
    func time(_ t: Token) -> TimeScan? {
        var p = t.start
        var h = 0, hd = 0
        while p < t.end, isDigit(self[p]), hd < 3 { h = h * 10 + Int(self[p] - UInt8(ascii: "0")); hd += 1; p += 1 }
        guard hd >= 1, hd <= 2 else { return nil }
        var m = 0
        var hasMinutes = false
        if p < t.end, self[p] == UInt8(ascii: ":") {
            p += 1
            var md = 0
            // Count every digit but keep only the first three: "0:99999999999999999999" must not overflow.
            while p < t.end, isDigit(self[p]) { if md < 3 { m = m * 10 + Int(self[p] - UInt8(ascii: "0")) }; md += 1; p += 1 }
            guard md == 2 else { return md == 0 ? nil : .impossible }
            hasMinutes = true
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
        guard let time = TimeOfDay(hour: h, minute: m) else { return .impossible }
        return .time(time)
    }
}

enum TimeScan {
    case time(TimeOfDay)
    case impossible
}

/// A lookup from lower-case ASCII spellings to values that reads the bytes of a token directly,
/// so matching a keyword or a unit makes no String. Spellings are bucketed by their first byte;
/// a bucket holds a handful, compared by length first.
struct ByteTable<Value: Sendable>: Sendable {
    private var buckets: [[(bytes: [UInt8], value: Value)]] = Array(repeating: [], count: 256)

    /// The first spelling of a duplicate wins, as in `Dictionary(_:uniquingKeysWith: { a, _ in a })`.
    init(_ spellings: [(String, Value)]) {
        for (text, value) in spellings {
            let bytes = Array(text.utf8)
            guard let first = bytes.first, !buckets[Int(first)].contains(where: { $0.bytes == bytes }) else { continue }
            buckets[Int(first)].append((bytes, value))
        }
    }

    /// The value for the bytes `start..<end`, ASCII letters compared case-insensitively.
    @inline(__always)
    func find(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Value? {
        guard start < end else { return nil }
        let n = end - start
        for entry in buckets[Int(lowerByte(buf[start]))] where entry.bytes.count == n {
            var same = true
            for k in 1..<n where lowerByte(buf[start + k]) != entry.bytes[k] { same = false; break }
            if same { return entry.value }
        }
        return nil
    }

    func find(_ buf: UnsafeBufferPointer<UInt8>, _ t: Token) -> Value? { find(buf, t.start, t.end) }
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
