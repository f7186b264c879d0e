import Foundation
import JournalKit

/// What every output of `journal` must hold, whatever the journal says. A broken rule stops the
/// fuzzer like a crash, naming the output and the rule. The checks read UTF-8 bytes: they run on
/// every output of every input, and must not cost more than the rendering they check.
///
/// `input` is the journal's bytes: a word such as `inf` may appear in an output only when the
/// journal itself wrote it (a note may say "nan came round").
struct OutputChecks {
    private let inputMentionsInfOrNaN: Bool

    init(input: [UInt8]) {
        inputMentionsInfOrNaN = Self.find(Array("inf".utf8), in: input[...]) != nil || Self.find(Array("nan".utf8), in: input[...]) != nil
    }

    private func fail(_ output: String, _ rule: String, _ text: String) -> Never {
        fatalError("\(output): \(rule)\n--- output (first 2,000 bytes) ---\n\(String(text.prefix(2_000)))")
    }

    /// Text for a terminal (plain style), as `journal` writes it (through ``VisibleText``): no
    /// control character but the line feed and the tab, so that no escape sequence from the
    /// journal reaches the terminal.
    func text(_ rendered: String, _ output: String) {
        let s = VisibleText.shown(rendered)
        let bytes = Array(s.utf8)
        if let c = Self.firstControl(bytes, allowing: [0x0A, 0x09]) { fail(output, "holds the control character \(c)", s) }
        numbers(bytes, s, output)
    }

    /// JSON: parses, and so holds no `inf`, `nan` or raw control character.
    func json(_ s: String, _ output: String) {
        guard (try? JSONSerialization.jsonObject(with: Data(s.utf8), options: [.fragmentsAllowed])) != nil else {
            fail(output, "is not valid JSON", s)
        }
    }

    /// HTML: no script, no control characters, and every `src` a relative path below the page's
    /// folder (no other host, no scheme, no way up).
    func html(_ s: String, _ output: String) {
        let bytes = Array(s.utf8)
        if Self.find(Array("<script".utf8), in: bytes[...]) != nil { fail(output, "holds <script", s) }
        if let c = Self.firstControl(bytes, allowing: [0x0A, 0x09]) { fail(output, "holds the control character \(c)", s) }
        let opening = Array(" src=\"".utf8)
        var rest = bytes[...]
        while let start = Self.find(opening, in: rest) {
            let from = start + opening.count
            let end = rest[from...].firstIndex(of: UInt8(ascii: "\"")) ?? rest.endIndex
            let value = String(decoding: rest[from..<end], as: UTF8.self)
            if !Self.isLocalPath(value) { fail(output, "has src=\"\(value)\", not a relative path below the page", s) }
            rest = rest[end...]
        }
        numbers(bytes, s, output)
    }

    /// CSV: every row splits into cells (quotes closed), no cell starts a formula, and no control
    /// character but the line ends and the tab.
    func csv(_ s: String, _ output: String) {
        let bytes = Array(s.utf8)
        if let c = Self.firstControl(bytes, allowing: [0x0A, 0x0D, 0x09]) { fail(output, "holds the control character \(c)", s) }
        guard let rows = Self.csvRows(bytes) else { fail(output, "has an unclosed quote", s) }
        for row in rows {
            for cell in row {
                guard let first = cell.first, "=+-@\t\r".utf8.contains(first) else { continue }
                if Double(String(decoding: cell, as: UTF8.self)) != nil { continue }  // a negative number is a number
                fail(output, "has a cell a spreadsheet reads as a formula: \(String(decoding: cell, as: UTF8.self))", s)
            }
        }
        numbers(bytes, s, output)
    }

    /// ICS (RFC 5545): lines end with CRLF and fold at 75 octets; no control character but HTAB
    /// in a line; DTSTAMP is a UTC date-time.
    func ics(_ s: String, _ output: String) {
        let bytes = Array(s.utf8)
        var lineStart = 0
        for (i, b) in bytes.enumerated() {
            if b == UInt8(ascii: "\n") {
                guard i > 0, bytes[i - 1] == UInt8(ascii: "\r") else { fail(output, "has a line not ended by CRLF", s) }
                if i - 1 - lineStart > 75 { fail(output, "has a line of more than 75 octets", s) }
                let line = bytes[lineStart..<(i - 1)]
                if line.starts(with: "DTSTAMP:".utf8) {
                    let value = line.dropFirst("DTSTAMP:".count)
                    let digits = value.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
                    guard value.count == 16, digits == 14, value[value.startIndex + 8] == UInt8(ascii: "T"), value.last == UInt8(ascii: "Z") else {
                        fail(output, "has an invalid \(String(decoding: line, as: UTF8.self))", s)
                    }
                }
                lineStart = i + 1
            } else if b == UInt8(ascii: "\r") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") else { fail(output, "has a CR not followed by LF", s) }
            } else if (b < 0x20 && b != 0x09) || b == 0x7F {
                fail(output, "holds the control byte \(b)", s)
            }
        }
        numbers(bytes, s, output)
    }

    /// No number printed as `inf` or `nan` (unless the journal wrote those letters itself).
    private func numbers(_ bytes: [UInt8], _ s: String, _ output: String) {
        guard !inputMentionsInfOrNaN else { return }
        for word in ["inf", "nan"] where Self.find(Array(word.utf8), in: bytes[...], wholeWord: true) != nil {
            fail(output, "prints a number as \(word)", s)
        }
    }

    /// Where `needle` (lower-case ASCII) first stands in `bytes`, in any case; with `wholeWord`,
    /// only where no ASCII letter stands before or after it.
    static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>, wholeWord: Bool = false) -> Int? {
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
        guard bytes.count >= needle.count else { return nil }
        var i = bytes.startIndex
        let last = bytes.endIndex - needle.count
        outer: while i <= last {
            for (k, n) in needle.enumerated() {
                let b = bytes[i + k]
                if b != n && !(isLetter(b) && b | 0x20 == n) { i += 1; continue outer }
            }
            if !wholeWord { return i }
            let before = i > bytes.startIndex && isLetter(bytes[i - 1])
            let after = i + needle.count < bytes.endIndex && isLetter(bytes[i + needle.count])
            if !before && !after { return i }
            i += 1
        }
        return nil
    }

    /// The first C0 control (but those allowed), DEL or C1 control (U+0080–U+009F) in UTF-8 bytes.
    static func firstControl(_ bytes: [UInt8], allowing allowed: Set<UInt8>) -> String? {
        for (i, b) in bytes.enumerated() {
            if (b < 0x20 && !allowed.contains(b)) || b == 0x7F { return "byte \(b)" }
            if b == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) { return "U+00\(String(bytes[i + 1], radix: 16, uppercase: true))" }
        }
        return nil
    }

    /// A path a browser resolves below the page's own folder: no scheme, not absolute, no
    /// backslash, no `..` segment, no control character.
    static func isLocalPath(_ value: String) -> Bool {
        let decoded = value.replacingOccurrences(of: "&amp;", with: "&")
        guard !decoded.isEmpty, !decoded.hasPrefix("/"), !decoded.contains("\\"), !decoded.contains(":") else { return false }
        if firstControl(Array(decoded.utf8), allowing: []) != nil { return false }
        return !decoded.split(separator: "/").contains("..")
    }

    /// The cells of a CSV text's rows (RFC 4180), or nil when a quote is left open.
    static func csvRows(_ bytes: [UInt8]) -> [[[UInt8]]]? {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        var rows: [[[UInt8]]] = [], row: [[UInt8]] = [], cell: [UInt8] = []
        var quoted = false, afterQuote = false
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            i += 1
            if quoted {
                if c != quote { cell.append(c); continue }
                if i < bytes.count, bytes[i] == quote { cell.append(quote); i += 1 } else { quoted = false; afterQuote = true }
                continue
            }
            switch c {
            case quote where cell.isEmpty && !afterQuote: quoted = true
            case comma: row.append(cell); cell = []; afterQuote = false
            case cr: continue
            case lf: row.append(cell); rows.append(row); row = []; cell = []; afterQuote = false
            default: cell.append(c)
            }
        }
        if quoted { return nil }
        if !cell.isEmpty || !row.isEmpty { row.append(cell); rows.append(row) }
        return rows
    }
}
