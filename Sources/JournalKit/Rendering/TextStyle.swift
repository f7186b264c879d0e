/// Colours and emphasis for terminal text; every method returns its input unchanged when
/// colour is off (not a terminal, `NO_COLOR`, or `--color never`).
public struct TextStyle: Sendable {
    public var color: Bool

    public init(color: Bool) { self.color = color }

    public static let plain = TextStyle(color: false)

    /// The codes `ESC[…m` this style writes: the only escapes ``VisibleText`` lets through.
    static let codes: Set<String> = ["0", "1", "2", "31", "32", "33", "34", "35", "36", "1;31", "1;33", "38;5;208"]

    private func wrap(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    public func bold(_ s: String) -> String { wrap(s, "1") }
    public func dim(_ s: String) -> String { wrap(s, "2") }
    public func red(_ s: String) -> String { wrap(s, "31") }
    public func green(_ s: String) -> String { wrap(s, "32") }
    public func yellow(_ s: String) -> String { wrap(s, "33") }
    public func blue(_ s: String) -> String { wrap(s, "34") }
    public func magenta(_ s: String) -> String { wrap(s, "35") }
    public func cyan(_ s: String) -> String { wrap(s, "36") }
    /// Orange, from the 256 colours most terminals have: a limit's high band.
    public func orange(_ s: String) -> String { wrap(s, "38;5;208") }
    public func boldRed(_ s: String) -> String { wrap(s, "1;31") }
    public func boldYellow(_ s: String) -> String { wrap(s, "1;33") }

    /// Where the colour code this style writes that starts at `i` (an `ESC`) ends, or nil
    /// when none starts there.
    static func codeEnd(at i: String.Index, in scalars: String.UnicodeScalarView) -> String.Index? {
        var j = scalars.index(after: i)
        guard j < scalars.endIndex, scalars[j] == "[" else { return nil }
        var code = ""
        j = scalars.index(after: j)
        while j < scalars.endIndex, scalars[j] != "m", code.unicodeScalars.count < 8 {
            code.unicodeScalars.append(scalars[j])
            j = scalars.index(after: j)
        }
        guard j < scalars.endIndex, scalars[j] == "m", codes.contains(code) else { return nil }
        return scalars.index(after: j)
    }
}
