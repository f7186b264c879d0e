/// The words of values read straight from a line's bytes, without making a String: the parser
/// reads a weekday, a unit or a nutrient on many lines. The values themselves (`Values/`) know
/// nothing of bytes; each reader here gives what the value's own `init?(name:)` or
/// `init?(standard:)` gives for the same text.
///
/// ```
/// on mon, thurs
/// 500 ml
/// 150 mg caffeine
/// ```
extension Weekday {
    private static let byBytes = ByteTable(Weekday.allCases.flatMap { [($0.shortName, $0), ($0.name.lowercased(), $0)] }
        + [("tues", .tuesday), ("weds", .wednesday), ("thur", .thursday), ("thurs", .thursday)])

    /// The same as `init?(name:)` on ASCII letters `buf[start..<end]`.
    init?(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        guard let day = Weekday.byBytes.find(buf, start, end) else { return nil }
        self = day
    }
}

extension MeasureUnit {
    private static let byBytes = ByteTable(spellings)

    /// The same as `init?(standard:)` on the text of `buf[start..<end]` (the parser calls it for
    /// every amount).
    init?(standard buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        guard let u = MeasureUnit.byBytes.find(buf, start, end, nonASCII: MeasureUnit.init(standard:)) else { return nil }
        self = u
    }
}

extension Nutrient {
    private static let byBytes = ByteTable(spellings)

    /// The same as `init?(name:)` on the text of `buf[start..<end]`.
    init?(name buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        guard let n = Nutrient.byBytes.find(buf, start, end, nonASCII: Nutrient.init(name:)) else { return nil }
        self = n
    }
}

extension ByteTable {
    /// The value of the text `buf[start..<end]`: looked up by its bytes when they are ASCII,
    /// else by `nonASCII` on the text as a String (Unicode lower-casing maps e.g. a Kelvin sign
    /// to "k", which bytes cannot).
    func find(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, nonASCII: (String) -> Value?) -> Value? {
        if (start..<end).contains(where: { buf[$0] >= 0x80 }) { return nonASCII(buf.string(start, end)) }
        return find(buf, start, end)
    }
}
