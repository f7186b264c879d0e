/// A calendar date without a time zone, stored as days since 1970-01-01.
///
/// Journals are local diaries: a date is what the heading says, never shifted by a time zone.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int32

    public init(dayNumber: Int32) { self.dayNumber = dayNumber }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool { a.dayNumber < b.dayNumber }

    /// A date from its parts, or nil when no such day exists (2026-02-30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= CalendarDate.daysIn(month: month, year: year) else { return nil }
        dayNumber = CalendarDate.dayNumber(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01 of any proleptic Gregorian date, without checking it (year 0 is 1 BC).
    static func dayNumber(year: Int, month: Int, day: Int) -> Int32 {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return Int32(era * 146097 + doe - 719468)
    }

    /// Parses `YYYY-MM-DD` exactly.
    public init?(iso text: some StringProtocol) {
        let b = Array(text.utf8)
        guard b.count == 10, let d = CalendarDate.parse(b, 0) else { return nil }
        self = d
    }

    /// Parses `YYYY-MM-DD` at `offset` in `bytes`; nil when it is not a valid date.
    static func parse(_ bytes: [UInt8], _ offset: Int) -> CalendarDate? {
        guard offset + 10 <= bytes.count else { return nil }
        func digits(_ from: Int, _ count: Int) -> Int? {
            var v = 0
            for i in from..<(from + count) {
                let c = bytes[i]
                guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
                v = v * 10 + Int(c - UInt8(ascii: "0"))
            }
            return v
        }
        guard bytes[offset + 4] == UInt8(ascii: "-"), bytes[offset + 7] == UInt8(ascii: "-"),
              let y = digits(offset, 4), let m = digits(offset + 5, 2), let d = digits(offset + 8, 2) else { return nil }
        return CalendarDate(year: y, month: m, day: d)
    }

    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Year, month and day.
    public var components: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days.
        let z = Int(dayNumber) + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let y = yoe + era * 400
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (m <= 2 ? y + 1 : y, m, d)
    }

    public var year: Int { components.year }
    public var month: Int { components.month }
    public var day: Int { components.day }

    /// The day of the week.
    public var weekday: Weekday { Weekday(rawValue: Int((Int64(dayNumber) % 7 + 7 + 3) % 7))! }

    public func adding(days: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + Int32(days)) }

    /// Whole days from `self` to `other`.
    public func days(to other: CalendarDate) -> Int { Int(other.dayNumber - dayNumber) }

    /// `YYYY-MM-DD`.
    public var description: String {
        let (y, m, d) = components
        guard (0...9999).contains(y) else { return pad(y, 4) + "-" + pad(m, 2) + "-" + pad(d, 2) }
        // Ten ASCII bytes, written in place (reports print dates by the hundred thousand).
        return String(unsafeUninitializedCapacity: 10) { b in
            let zero = UInt8(ascii: "0")
            b[0] = zero + UInt8(y / 1000)
            b[1] = zero + UInt8(y / 100 % 10)
            b[2] = zero + UInt8(y / 10 % 10)
            b[3] = zero + UInt8(y % 10)
            b[4] = UInt8(ascii: "-")
            b[5] = zero + UInt8(m / 10)
            b[6] = zero + UInt8(m % 10)
            b[7] = UInt8(ascii: "-")
            b[8] = zero + UInt8(d / 10)
            b[9] = zero + UInt8(d % 10)
            return 10
        }
    }
}

/// Days of the week, Monday first (ISO 8601).
public enum Weekday: Int, CaseIterable, Sendable, Comparable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    public static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }

    /// `mon`, `tue`, …
    public var shortName: String { ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue] }
    /// `Monday`, `Tuesday`, …
    public var name: String {
        ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][rawValue]
    }

    /// Reads `mon`, `monday`, `Mon`, `tues`, `thurs` (any case).
    public init?(name: some StringProtocol) {
        let n = name.lowercased()
        for day in Weekday.allCases where n == day.shortName || n == day.name.lowercased() {
            self = day
            return
        }
        switch n {
        case "tues": self = .tuesday
        case "weds": self = .wednesday
        case "thur", "thurs": self = .thursday
        default: return nil
        }
    }
}

/// A set of days of the week, a bit each (Monday is bit 0): a plain value, cheap to copy and
/// to test. Iterates Monday first.
public struct Weekdays: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    /// A bit per day: Monday is bit 0, Sunday bit 6.
    public private(set) var bits: UInt8 = 0

    public init() {}

    public init(_ days: some Sequence<Weekday>) {
        for day in days { insert(day) }
    }

    public init(arrayLiteral days: Weekday...) {
        self.init(days)
    }

    public func contains(_ day: Weekday) -> Bool { bits & (1 << UInt8(day.rawValue)) != 0 }

    public mutating func insert(_ day: Weekday) { bits |= 1 << UInt8(day.rawValue) }

    public var isEmpty: Bool { bits == 0 }
    public var count: Int { bits.nonzeroBitCount }

    public func makeIterator() -> some IteratorProtocol<Weekday> {
        Weekday.allCases.lazy.filter { self.contains($0) }.makeIterator()
    }
}

/// Zero-pads a non-negative number to `width` digits.
func pad(_ value: Int, _ width: Int) -> String {
    let s = String(value)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}
