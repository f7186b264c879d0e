import Foundation

/// The start of a list item as far as the cursor, read for what may follow it: its bullet, a
/// checkbox, a time, and the words after them, each by its byte offsets in the line.
///
/// ```
/// - 07:45 drink flat wh|     time 07:45, body `drink flat wh`
/// - [ ] med|                 checkbox, body `med`
/// ```
struct ListItemPrefix {
    /// The line's bytes up to the cursor.
    let bytes: [UInt8]
    /// The checkbox's mark, when the item has one.
    var checkbox: UInt8?
    /// Whether a time stands before the body.
    var hasTime = false
    /// Where the words after the bullet, checkbox and time start.
    var bodyStart: Int
    /// Where the bullet is: the item's indentation.
    var indent: Int

    /// The item the line starts as far as `end`, or nil when the line is no list item.
    init?(_ line: [UInt8], upTo end: Int) {
        bytes = Array(line.prefix(end))
        var i = Self.skipSpaces(bytes, 0)
        indent = i
        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "*") || bytes[i] == UInt8(ascii: "+"),
              Self.isSpace(bytes[i + 1]) else { return nil }
        i = Self.skipSpaces(bytes, i + 1)
        if i + 3 <= bytes.count, bytes[i] == UInt8(ascii: "["), bytes[i + 2] == UInt8(ascii: "]"),
           i + 3 == bytes.count || Self.isSpace(bytes[i + 3]) {
            checkbox = bytes[i + 1]
            i = Self.skipSpaces(bytes, i + 3)
        }
        let word = Self.wordEnd(bytes, i)
        if word < bytes.count, Self.isTime(bytes[i..<word]) {
            hasTime = true
            i = Self.skipSpaces(bytes, word)
        }
        bodyStart = i
    }

    /// The meal keyword the item starts with, if it starts with one (`lunch`, `Dinner:`).
    var meal: MealKind? {
        let first = String(decoding: bytes[bodyStart..<Self.wordEnd(bytes, bodyStart)], as: UTF8.self).lowercased()
        guard case .meal(let meal)? = EntryKeyword.spellings.first(where: { $0.0 == first.trimmingCharacters(in: [":"]) })?.1 else { return nil }
        return meal
    }

    /// Whether line `line` of `lines`, a list item indented `indent`, is an item of a meal:
    /// the list item before it indented less (past its siblings, blank lines and indented
    /// plain lines) is a meal.
    static func isMealChild(line: Int, indent: Int, in lines: DocumentLines) -> Bool {
        guard indent > 0 else { return false }
        var n = line - 1
        while n >= 0 {
            let bytes = lines.bytes(ofLine: n)
            n -= 1
            guard let item = ListItemPrefix(bytes, upTo: bytes.count) else {
                // A blank line or an indented plain line does not end a meal's children.
                if bytes.first.map(isSpace) ?? true { continue }
                return false
            }
            if item.indent < indent { return item.checkbox == nil && item.meal != nil }
        }
        return false
    }

    /// The words after the bullet, checkbox and time, as far as the cursor.
    var body: String { String(decoding: bytes[bodyStart...], as: UTF8.self) }

    /// Where the word the cursor is in (or right after) starts.
    var wordStart: Int {
        var i = bytes.count
        while i > bodyStart, !Self.isSpace(bytes[i - 1]) { i -= 1 }
        return i
    }

    /// The words before the cursor's word, each with its start.
    var wordsBefore: [(word: String, start: Int)] {
        var words: [(String, Int)] = []
        var i = bodyStart
        let stop = wordStart
        while i < stop {
            let e = Self.wordEnd(bytes, i)
            words.append((String(decoding: bytes[i..<min(e, stop)], as: UTF8.self), i))
            i = Self.skipSpaces(bytes, e)
        }
        return words
    }

    static func isSpace(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }

    static func skipSpaces(_ bytes: [UInt8], _ from: Int) -> Int {
        var i = from
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        return i
    }

    static func wordEnd(_ bytes: [UInt8], _ from: Int) -> Int {
        var i = from
        while i < bytes.count, !isSpace(bytes[i]) { i += 1 }
        return i
    }

    /// Whether a word reads as a time as an entry's line has one: `7:45`, `07:45`, `7pm`,
    /// `7:45am`.
    static func isTime(_ word: ArraySlice<UInt8>) -> Bool {
        var w = Array(String(decoding: word, as: UTF8.self).lowercased().utf8)
        if w.count > 2, w.suffix(2) == Array("am".utf8) || w.suffix(2) == Array("pm".utf8) { w.removeLast(2) }
        let digits = w.filter { $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: ".") }
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        let separators = w.count - digits.count
        return separators == 0 ? w.count <= 2 && word.count > w.count || w.count == 4 : separators == 1 && digits.count >= 3 && digits.count <= 4
    }
}
