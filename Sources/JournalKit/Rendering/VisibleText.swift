/// Text from a journal as it may reach a terminal: control characters, which a terminal would
/// obey (clear the screen, set the window's title, move the cursor), are shown as symbols.
public enum VisibleText {
    /// `s` with its control characters shown as symbols: U+0000–U+001F as ␀–␟ (a tab and a
    /// line break, LF or CRLF, stay), DEL as ␡, and U+0080–U+009F as �. With `colors`, the colour codes
    /// ``TextStyle`` writes (`ESC[1m`, `ESC[0m`, …) stay too.
    public static func shown(_ s: String, colors: Bool = false) -> String {
        // Most text has nothing to show differently: one pass over its bytes says so.
        guard s.utf8.contains(where: { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 || $0 == 0x7F || $0 == 0xC2 }) else { return s }
        var out = String.UnicodeScalarView()
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let u = scalars[i], v = u.value
            if colors, v == 0x1B, let code = TextStyle.code(at: i, in: scalars) {
                out.append(contentsOf: scalars[i..<i + code])
                i += code
                continue
            }
            if v == 0x0D, i + 1 < scalars.count, scalars[i + 1] == "\n" {
                out.append(u)
            } else {
                out.append(symbol(for: u) ?? u)
            }
            i += 1
        }
        return String(out)
    }

    /// The symbol a control character is shown as (␀–␟ for U+0000–U+001F, ␡ for DEL, � for
    /// U+0080–U+009F), or nil for any other character, a tab and a line feed.
    public static func symbol(for u: Unicode.Scalar) -> Unicode.Scalar? {
        switch u.value {
        case 0x09, 0x0A: nil
        case 0..<0x20: Unicode.Scalar(0x2400 + u.value)!
        case 0x7F: "\u{2421}"
        case 0x80..<0xA0: "\u{FFFD}"
        default: nil
        }
    }
}
