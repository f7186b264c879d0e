/// Colours and emphasis for terminal text; every method returns its input unchanged when
/// colour is off (not a terminal, `NO_COLOR`, or `--color never`).
public struct TextStyle: Sendable {
    public var color: Bool

    public init(color: Bool) { self.color = color }

    public static let plain = TextStyle(color: false)

    private func wrap(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    public func bold(_ s: String) -> String { wrap(s, "1") }
    public func dim(_ s: String) -> String { wrap(s, "2") }
    public func red(_ s: String) -> String { wrap(s, "31") }
    public func green(_ s: String) -> String { wrap(s, "32") }
    public func yellow(_ s: String) -> String { wrap(s, "33") }
    public func blue(_ s: String) -> String { wrap(s, "34") }
    public func magenta(_ s: String) -> String { wrap(s, "35") }
    public func cyan(_ s: String) -> String { wrap(s, "36") }
    public func boldRed(_ s: String) -> String { wrap(s, "1;31") }
    public func boldYellow(_ s: String) -> String { wrap(s, "1;33") }
}
