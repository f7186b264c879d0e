/// A time of day in whole minutes since midnight (0..<1440).
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var minutes: Int16

    public init(minutes: Int) { self.minutes = Int16(minutes) }

    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        minutes = Int16(hour * 60 + minute)
    }

    public var hour: Int { Int(minutes) / 60 }
    public var minute: Int { Int(minutes) % 60 }

    public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minutes < b.minutes }

    /// `HH:MM`.
    public var description: String { pad(hour, 2) + ":" + pad(minute, 2) }
}
