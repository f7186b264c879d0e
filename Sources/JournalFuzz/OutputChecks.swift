import Foundation

/// What every output of `journal` must hold, whatever the journal says. A broken rule stops the
/// fuzzer like a crash, naming the output and the rule.
///
/// `input` is the journal's bytes: a word such as `inf` may appear in an output only when the
/// journal itself wrote it (a note may say "nan came round").
struct OutputChecks {
    let input: [UInt8]
    private let inputMentionsInfOrNaN: Bool

    init(input: [UInt8]) {
        self.input = input
        let lower = String(decoding: input, as: UTF8.self).lowercased()
        inputMentionsInfOrNaN = lower.contains("inf") || lower.contains("nan")
    }

    private func fail(_ output: String, _ rule: String, _ text: String) -> Never {
        fatalError("\(output): \(rule)\n--- output (first 2,000 bytes) ---\n\(String(text.prefix(2_000)))")
    }

    /// Text for a terminal (plain style): no control character but the line feed and the tab,
    /// so that no escape sequence from the journal reaches the terminal.
    func text(_ s: String, _ output: String) {
        if let c = s.unicodeScalars.first(where: { Self.isControl($0) && $0 != "\n" && $0 != "\t" }) {
            fail(output, "holds the control character U+\(String(c.value, radix: 16, uppercase: true))", s)
        }
        numbers(s, output)
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
        if s.range(of: "<script", options: .caseInsensitive) != nil { fail(output, "holds <script", s) }
        if let c = s.unicodeScalars.first(where: { Self.isControl($0) && $0 != "\n" && $0 != "\t" }) {
            fail(output, "holds the control character U+\(String(c.value, radix: 16, uppercase: true))", s)
        }
        for value in Self.attributeValues("src", in: s) where !Self.isLocalPath(value) {
            fail(output, "has src=\"\(value)\", not a relative path below the page", s)
        }
        numbers(s, output)
    }

    /// CSV: every row splits into cells (quotes closed), no cell starts a formula, and no control
    /// character but the line ends.
    func csv(_ s: String, _ output: String) {
        if let c = s.unicodeScalars.first(where: { Self.isControl($0) && $0 != "\n" && $0 != "\r" }) {
            fail(output, "holds the control character U+\(String(c.value, radix: 16, uppercase: true))", s)
        }
        guard let rows = Self.csvRows(s) else { fail(output, "has an unclosed quote", s) }
        for row in rows {
            for cell in row {
                guard let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { continue }
                if Double(cell) != nil { continue }  // a negative number is a number
                fail(output, "has a cell a spreadsheet reads as a formula: \(cell)", s)
            }
        }
        numbers(s, output)
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
                lineStart = i + 1
            } else if b == UInt8(ascii: "\r") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") else { fail(output, "has a CR not followed by LF", s) }
            } else if (b < 0x20 && b != 0x09) || b == 0x7F {
                fail(output, "holds the control byte \(b)", s)
            }
        }
        for line in s.split(separator: "\r\n") where line.hasPrefix("DTSTAMP:") {
            let value = line.dropFirst("DTSTAMP:".count)
            guard value.count == 16, value.last == "Z", value.dropLast().allSatisfy({ $0.isNumber || $0 == "T" }) else {
                fail(output, "has an invalid \(line)", s)
            }
        }
        numbers(s, output)
    }

    /// No number printed as `inf` or `nan` (unless the journal wrote those letters itself).
    private func numbers(_ s: String, _ output: String) {
        guard !inputMentionsInfOrNaN else { return }
        let lower = s.lowercased()
        if lower.contains("inf") && Self.hasWord("inf", in: lower) { fail(output, "prints a number as inf", s) }
        if lower.contains("nan") && Self.hasWord("nan", in: lower) { fail(output, "prints a number as nan", s) }
    }

    private static func hasWord(_ word: String, in s: String) -> Bool {
        var rest = s[...]
        while let r = rest.range(of: word) {
            let before = r.lowerBound == s.startIndex ? nil : s[s.index(before: r.lowerBound)]
            let after = r.upperBound == s.endIndex ? nil : s[r.upperBound]
            if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
            rest = s[r.upperBound...]
        }
        return false
    }

    /// C0, DEL and C1 controls.
    static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value)
    }

    /// The values of every `name="…"` attribute.
    static func attributeValues(_ name: String, in s: String) -> [String] {
        var values: [String] = []
        var rest = s[...]
        let opening = " \(name)=\""
        while let r = rest.range(of: opening) {
            guard let end = rest[r.upperBound...].firstIndex(of: "\"") else { break }
            values.append(String(rest[r.upperBound..<end]))
            rest = rest[end...]
        }
        return values
    }

    /// A path a browser resolves below the page's own folder: no scheme, not absolute, no
    /// backslash, no `..` segment, no control character. (`data:` images drawn by journal
    /// itself are allowed.)
    static func isLocalPath(_ value: String) -> Bool {
        if value.lowercased().hasPrefix("data:image/") { return true }
        let decoded = value.replacingOccurrences(of: "&amp;", with: "&")
        guard !decoded.isEmpty, !decoded.hasPrefix("/"), !decoded.contains("\\"), !decoded.contains(":") else { return false }
        if decoded.unicodeScalars.contains(where: { isControl($0) }) { return false }
        return !decoded.split(separator: "/").contains("..")
    }

    /// The rows of a CSV text (RFC 4180), or nil when a quote is left open.
    static func csvRows(_ s: String) -> [[String]]? {
        var rows: [[String]] = [], row: [String] = [], cell = ""
        var quoted = false, afterQuote = false
        var it = s.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let c = pending ?? it.next() {
            pending = nil
            if quoted {
                if c == "\"" {
                    if let n = it.next() {
                        if n == "\"" { cell.unicodeScalars.append("\"") } else { quoted = false; afterQuote = true; pending = n }
                    } else { quoted = false }
                } else { cell.unicodeScalars.append(c) }
                continue
            }
            switch c {
            case "\"" where cell.isEmpty && !afterQuote: quoted = true
            case ",": row.append(cell); cell = ""; afterQuote = false
            case "\r": continue
            case "\n": row.append(cell); rows.append(row); row = []; cell = ""; afterQuote = false
            default: cell.unicodeScalars.append(c)
            }
        }
        if quoted { return nil }
        if !cell.isEmpty || !row.isEmpty { row.append(cell); rows.append(row) }
        return rows
    }
}
