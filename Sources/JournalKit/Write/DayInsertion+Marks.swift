import Foundation

/// The checkbox of a line, and a checkbox mark changed in place: how `journal today` marks a
/// to-do it carries forward `[>]` where it stood. A mark is one byte, so changing it moves no
/// other byte and no line: marks may be made before lines are added, in any order.
extension DayInsertion {
    /// A checkbox line as written: `- [ ] call the bank due 2026-11-25 !!`.
    public struct Checkbox: Sendable, Equatable {
        /// The index in the file's bytes of the mark between the brackets.
        public var markIndex: Int
        /// The mark: ` `, `x`, `X`, `>`, `<` or `-`.
        public var mark: Character
        /// The text after the checkbox, as written (time, due date, priority and tags kept),
        /// without the spaces around it and without HTML comments.
        public var text: String
    }

    /// The checkbox of line `line` (from 1): a list item (`-`, `*` or `+`, then a space or a
    /// tab) whose text starts with `[M]`, `M` one of ` xX><-`; nil for any other line.
    public func checkbox(onLine line: Int) -> Checkbox? {
        guard line >= 1, line <= lineCount else { return nil }
        var i = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > i, bytes[end - 1] == 10 || bytes[end - 1] == 13 { end -= 1 }
        if line == 1, end - i >= 3, bytes[i] == 0xEF, bytes[i + 1] == 0xBB, bytes[i + 2] == 0xBF { i += 3 }
        func isBlank(_ b: UInt8) -> Bool { b == 32 || b == 9 }
        while i < end, isBlank(bytes[i]) { i += 1 }
        guard i < end, Array("-*+".utf8).contains(bytes[i]) else { return nil }
        i += 1
        guard i < end, isBlank(bytes[i]) else { return nil }
        while i < end, isBlank(bytes[i]) { i += 1 }
        guard i + 2 < end, bytes[i] == UInt8(ascii: "["), bytes[i + 2] == UInt8(ascii: "]"),
              Array(" xX><-".utf8).contains(bytes[i + 1]) else { return nil }
        let markIndex = i + 1
        i += 3
        guard i == end || isBlank(bytes[i]) else { return nil }
        let rest = String(decoding: bytes[i..<end], as: UTF8.self)
        return Checkbox(markIndex: markIndex, mark: Character(UnicodeScalar(bytes[markIndex])),
                        text: Self.withoutComments(rest).trimmingSpaces)
    }

    /// The edit that opens the day `date`: `lines` added at its end (``added(_:to:)``), or,
    /// with no lines, its heading alone made in its place when the file has no such day; nil
    /// when there is nothing to change.
    func openingEdit(_ date: CalendarDate, with lines: [String]) -> DayOpening.Change.Edit? {
        if !lines.isEmpty {
            let added = added(lines, to: date)
            return DayOpening.Change.Edit(at: added.at, length: 0, bytes: added.inserted)
        }
        if hasDay(date) { return nil }
        // The day made with one empty line, which then goes with the blank line above it (a
        // new heading alone, made once: the whole file is replaced).
        let (result, added) = adding([""], to: date)
        var starts = [0]
        for (i, b) in result.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        let placeholder = added.lowerBound
        var trimmed = result
        if placeholder >= 2, placeholder < starts.count { trimmed.removeSubrange(starts[placeholder - 2]..<starts[placeholder]) }
        return DayOpening.Change.Edit(at: 0, length: bytes.count, bytes: trimmed)
    }

    /// `text` without its HTML comments (`<!-- … -->`; one not closed runs to the end).
    static func withoutComments(_ text: String) -> String {
        var rest = Substring(text), out = ""
        while let open = rest.range(of: "<!--") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-->") else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }
}
