/// Text from a journal as it may reach a terminal: control characters, which a terminal would
/// obey (clear the screen, set the window's title, move the cursor), are shown as symbols.
public enum VisibleText {
    /// `s` with its control characters shown as symbols: U+0000–U+001F as ␀–␟ (a tab and a
    /// line break, LF or CRLF, stay), DEL as ␡, and U+0080–U+009F as �. With `colors`, the
    /// colour codes ``TextStyle`` writes (`ESC[1m`, `ESC[0m`, …) stay too.
    public static func shown(_ s: String, colors: Bool = false) -> String {
        // Most text has nothing to show differently: one pass over its bytes says so.
        var s = s
        guard s.withUTF8(hasControls) else { return s }
        let scalars = s.unicodeScalars
        var out = String.UnicodeScalarView()
        var i = scalars.startIndex
        while i < scalars.endIndex {
            let u = scalars[i]
            if colors, u == "\u{1B}", let end = TextStyle.codeEnd(at: i, in: scalars) {
                out.append(contentsOf: scalars[i..<end])
                i = end
                continue
            }
            let next = scalars.index(after: i)
            if u == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                out.append(u)
            } else {
                out.append(symbol(for: u) ?? u)
            }
            i = next
        }
        return String(out)
    }

    /// Whether UTF-8 `bytes` hold a character ``shown(_:colors:)`` changes (or an escape).
    private static func hasControls(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x20 {
                if b != 0x0A, b != 0x09, !(b == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A) { return true }
            } else if b == 0x7F || (b == 0xC2 && i + 1 < bytes.count && bytes[i + 1] < 0xA0) {
                return true
            }
            i += 1
        }
        return false
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
