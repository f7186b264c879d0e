/// A JSON value with keys kept in the order written, so output is stable for git and tests.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }

    /// An optional number: `null` when nil.
    public static func number(_ v: Double?) -> JSONValue { v.map { .number($0) } ?? .null }
    public static func string(_ v: String?) -> JSONValue { v.map { .string($0) } ?? .null }

    /// The JSON text, pretty-printed with two-space indentation.
    public func serialized(indent: Int = 0, pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: indent, pretty: pretty)
        return out
    }

    private func write(to out: inout String, indent: Int, pretty: Bool) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.format(n)
        case .string(let s): JSONValue.escape(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            let simple = items.allSatisfy { if case .array = $0 { return false }; if case .object = $0 { return false }; return true }
            if simple || !pretty {
                out += "["
                for (i, v) in items.enumerated() {
                    if i > 0 { out += pretty ? ", " : "," }
                    v.write(to: &out, indent: indent, pretty: pretty)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (i, v) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                v.write(to: &out, indent: indent + 1, pretty: pretty)
                out += i < items.count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            if !pretty {
                out += "{"
                for (i, (k, v)) in fields.enumerated() {
                    if i > 0 { out += "," }
                    JSONValue.escape(k, into: &out)
                    out += ":"
                    v.write(to: &out, indent: indent, pretty: pretty)
                }
                out += "}"
                return
            }
            out += "{\n"
            for (i, (k, v)) in fields.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                JSONValue.escape(k, into: &out)
                out += ": "
                v.write(to: &out, indent: indent + 1, pretty: pretty)
                out += i < fields.count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// Numbers as raw JSON numbers: integers without a fraction, others with up to 6 decimals;
    /// `null` for a value that is not finite, so that the text is always JSON (a huge one is
    /// written with an exponent, `1e+22`).
    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return formatNumber(n, decimals: 6)
    }

    static func escape(_ s: String, into out: inout String) {
        out += "\""
        // Most text needs no escape: append it whole.
        // (0xC2 starts U+0080–U+00BF, among them the C1 controls.)
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F || $0 == 0xC2 }) {
            out += s
            out += "\""
            return
        }
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Control characters as \u00XX: C0, DEL and C1.
                if u.value < 0x20 || (0x7F..<0xA0).contains(u.value) {
                    out += "\\u" + pad(Int(u.value), 4).replacingHexDigits()
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }
}

private extension String {
    /// Turns a zero-padded decimal of a value below 0x20 into hex digits.
    func replacingHexDigits() -> String {
        let v = Int(self) ?? 0
        let hex = String(v, radix: 16)
        return String(repeating: "0", count: 4 - hex.count) + hex
    }
}
