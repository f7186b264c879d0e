import Foundation
import JournalKit

/// What every output of `journal` must hold, whatever the journal says. A broken rule stops the
/// fuzzer like a crash, naming the output and the rule.
///
/// `input` is the journal's bytes: a word such as `inf` may appear in an output only when the
/// journal itself wrote it (a note may say "nan came round").
struct OutputChecks {
    private let inputMentionsInfOrNaN: Bool

    init(input: [UInt8]) {
        // (Not ``find``: the input may hold a NUL, where a C string ends.)
        let lower = String(decoding: input, as: UTF8.self).lowercased()
        inputMentionsInfOrNaN = lower.contains("inf") || lower.contains("nan")
    }

    private func fail(_ output: String, _ rule: String, _ text: String) -> Never {
        fatalError("\(output): \(rule)\n--- output (first 2,000 bytes) ---\n\(String(text.prefix(2_000)))")
    }

    /// Text for a terminal (plain style), as `journal` writes it (through ``VisibleText``): no
    /// control character but the line feed and the tab, so that no escape sequence from the
    /// journal reaches the terminal.
    func text(_ rendered: String, _ output: String) {
        let s = VisibleText.shown(rendered)
        if let c = Self.firstControl(s, allowing: "\n\t") { fail(output, "holds the control character \(c)", s) }
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
        if Self.find("<script", in: s) { fail(output, "holds <script", s) }
        if let c = Self.firstControl(s, allowing: "\n\t") { fail(output, "holds the control character \(c)", s) }
        s.withCString { base in
            var at = base
            while let found = strstr(at, " src=\"") {
                let from = found + 6
                let end = strchr(from, Int32(UInt8(ascii: "\""))) ?? from + strlen(from)
                let value = String(decoding: UnsafeBufferPointer(start: UnsafeRawPointer(from).assumingMemoryBound(to: UInt8.self), count: end - from), as: UTF8.self)
                if !Self.isLocalPath(value) { fail(output, "has src=\"\(value)\", not a relative path below the page", s) }
                at = UnsafePointer(end)
            }
        }
        numbers(s, output)
    }

    /// CSV: every row splits into cells (quotes closed), no cell starts a formula, and no control
    /// character but the line ends and the tab.
    func csv(_ s: String, _ output: String) {
        if let c = Self.firstControl(s, allowing: "\n\r\t") { fail(output, "holds the control character \(c)", s) }
        guard let rows = Self.csvRows(Array(s.utf8)) else { fail(output, "has an unclosed quote", s) }
        for row in rows {
            for cell in row {
                guard let first = cell.first, "=+-@\t\r".utf8.contains(first) else { continue }
                if Double(String(decoding: cell, as: UTF8.self)) != nil { continue }  // a negative number is a number
                fail(output, "has a cell a spreadsheet reads as a formula: \(String(decoding: cell, as: UTF8.self))", s)
            }
        }
        numbers(s, output)
    }

    /// ICS (RFC 5545): lines end with CRLF and fold at 75 octets; no control character but HTAB
    /// in a line; DTSTAMP is a UTC date-time.
    func ics(_ s: String, _ output: String) {
        if let c = Self.firstControl(s, allowing: "\r\n\t") { fail(output, "holds the control character \(c)", s) }
        for line in s.split(separator: "\r\n", omittingEmptySubsequences: false) {
            if line.utf8.count > 75 { fail(output, "has a line of more than 75 octets: \(line)", s) }
            if line.utf8.contains(UInt8(ascii: "\r")) || line.utf8.contains(UInt8(ascii: "\n")) { fail(output, "has a line break that is not CRLF", s) }
            guard line.hasPrefix("DTSTAMP:") else { continue }
            let value = Array(line.utf8.dropFirst("DTSTAMP:".count))
            let digits = value.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            guard value.count == 16, digits == 14, value[8] == UInt8(ascii: "T"), value[15] == UInt8(ascii: "Z") else {
                fail(output, "has an invalid \(line)", s)
            }
        }
        numbers(s, output)
    }

    /// No number printed as `inf` or `nan` (unless the journal wrote those letters itself, or
    /// the catalog did: a did-you-mean may offer "nan bread").
    private func numbers(_ s: String, _ output: String) {
        guard !inputMentionsInfOrNaN else { return }
        for word in ["inf", "nan"] where Self.find(word, in: s, wholeWord: true) {
            let catalogWords = s.lowercased().replacingOccurrences(of: "nan bread", with: "")
            if word == "nan", !Self.find(word, in: catalogWords, wholeWord: true) { continue }
            fail(output, "prints a number as \(word)", s)
        }
    }

    // The searches below go through the C library, which the fuzzer does not instrument: the
    // outputs of one input run to a megabyte, and a loop of this target's own over them would
    // cost more than the rendering and feed the fuzzer coverage of the checks themselves.

    /// Whether `needle` (ASCII) stands in `s`, in any case; with `wholeWord`, with no ASCII
    /// letter before or after it.
    static func find(_ needle: String, in s: String, wholeWord: Bool = false) -> Bool {
        s.lowercased().withCString { base in
            var at = base
            while let found = strstr(at, needle.lowercased()) {
                let after = found + needle.utf8.count
                if !wholeWord || ((found == base || isalpha(Int32(found[-1])) == 0) && isalpha(Int32(after[0])) == 0) { return true }
                at = UnsafePointer(found + 1)
            }
            return false
        }
    }

    /// The first control character in `s` but those `allowed` (ASCII): C0, DEL or C1
    /// (U+0080–U+009F, UTF-8 `C2 80`–`C2 9F`); NUL counts too.
    static func firstControl(_ s: String, allowing allowed: String) -> String? {
        var set: [CChar] = (1..<0x20).filter { !allowed.utf8.contains(UInt8($0)) }.map { CChar($0) }
        set += [0x7F, CChar(bitPattern: 0xC2), 0]
        return s.withCString { base -> String? in
            if strlen(base) != s.utf8.count { return "NUL" }
            var at = base
            while let found = strpbrk(at, set) {
                let b = UInt8(bitPattern: found[0])
                if b != 0xC2 { return "byte \(b)" }
                let next = UInt8(bitPattern: found[1])
                if (0x80...0x9F).contains(next) { return "U+00\(String(next, radix: 16, uppercase: true))" }
                at = UnsafePointer(found + 1)
            }
            return nil
        }
    }

    /// A path a browser resolves below the page's own folder: no scheme, not absolute, no
    /// backslash, no `..` segment, no control character.
    static func isLocalPath(_ value: String) -> Bool {
        let decoded = value.replacingOccurrences(of: "&amp;", with: "&")
        guard !decoded.isEmpty, !decoded.hasPrefix("/"), !decoded.contains("\\"), !decoded.contains(":") else { return false }
        if firstControl(decoded, allowing: "") != nil { return false }
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
