/// What a unit measures. Amounts convert only within one dimension.
public enum Dimension: String, Sendable, CaseIterable {
    case mass, volume, energy, internationalUnits = "international units", time, distance, count, percent
}

/// A unit of measure as written in a journal (`mg`, `ml`, `cup`, `kcal`, `min`, `km`, `x`),
/// or a serving name that a definition gives (`shot`, `slice`, `can`) or any other word.
public enum MeasureUnit: Hashable, Sendable, CustomStringConvertible {
    case mcg, mg, g, kg, oz, lb
    case ml, cl, dl, l, flOz, cup, glass, tsp, tbsp
    case kcal, kJ
    case iu
    case seconds, minutes, hours
    case m, km, mi
    /// A number of servings: `x2`, `2x`, or a bare number.
    case count
    case percent
    /// A serving name (`shot`, `slices`) or another word after a number (`pages`), as written,
    /// lower-cased. Definitions decide whether it is valid.
    case word(String)

    /// Every standard unit with the spellings a user may write (lower-case).
    static let spellings: [(String, MeasureUnit)] = [
        ("mcg", .mcg), ("µg", .mcg), ("ug", .mcg),
        ("mg", .mg), ("g", .g), ("gram", .g), ("grams", .g), ("kg", .kg), ("kilo", .kg), ("kilos", .kg),
        ("oz", .oz), ("ounce", .oz), ("ounces", .oz), ("lb", .lb), ("lbs", .lb), ("pound", .lb), ("pounds", .lb),
        ("ml", .ml), ("cl", .cl), ("dl", .dl), ("l", .l), ("litre", .l), ("litres", .l), ("liter", .l), ("liters", .l),
        ("fl-oz", .flOz), ("floz", .flOz),
        ("cup", .cup), ("cups", .cup), ("glass", .glass), ("glasses", .glass),
        ("tsp", .tsp), ("teaspoon", .tsp), ("teaspoons", .tsp), ("tbsp", .tbsp), ("tablespoon", .tbsp), ("tablespoons", .tbsp),
        ("kcal", .kcal), ("cal", .kcal), ("calories", .kcal), ("kj", .kJ),
        ("iu", .iu),
        ("s", .seconds), ("sec", .seconds), ("min", .minutes), ("mins", .minutes), ("minute", .minutes), ("minutes", .minutes),
        ("h", .hours), ("hr", .hours), ("hrs", .hours), ("hour", .hours), ("hours", .hours),
        ("m", .m), ("km", .km), ("mi", .mi), ("mile", .mi), ("miles", .mi),
        ("x", .count), ("%", .percent),
    ]

    private static let byName: [String: MeasureUnit] = Dictionary(spellings, uniquingKeysWith: { a, _ in a })

    /// A standard unit from its spelling (any case); nil for any other word.
    public init?(standard text: String) {
        if let u = MeasureUnit.byName[text] ?? MeasureUnit.byName[text.lowercased()] { self = u } else { return nil }
    }

    /// The canonical spelling, as `journal` prints it.
    public var description: String {
        switch self {
        case .mcg: "mcg"
        case .mg: "mg"
        case .g: "g"
        case .kg: "kg"
        case .oz: "oz"
        case .lb: "lb"
        case .ml: "ml"
        case .cl: "cl"
        case .dl: "dl"
        case .l: "l"
        case .flOz: "fl-oz"
        case .cup: "cup"
        case .glass: "glass"
        case .tsp: "tsp"
        case .tbsp: "tbsp"
        case .kcal: "kcal"
        case .kJ: "kJ"
        case .iu: "IU"
        case .seconds: "s"
        case .minutes: "min"
        case .hours: "h"
        case .m: "m"
        case .km: "km"
        case .mi: "mi"
        case .count: "x"
        case .percent: "%"
        case .word(let w): w
        }
    }

    /// The dimension, or nil for a word (a serving name).
    public var dimension: Dimension? {
        switch self {
        case .mcg, .mg, .g, .kg, .oz, .lb: .mass
        case .ml, .cl, .dl, .l, .flOz, .cup, .glass, .tsp, .tbsp: .volume
        case .kcal, .kJ: .energy
        case .iu: .internationalUnits
        case .seconds, .minutes, .hours: .time
        case .m, .km, .mi: .distance
        case .count: .count
        case .percent: .percent
        case .word: nil
        }
    }

    /// How many base units one of this is: grams, millilitres, kilocalories, IU, minutes,
    /// metres, servings, percent.
    public var factor: Double {
        switch self {
        case .mcg: 0.000001
        case .mg: 0.001
        case .g: 1
        case .kg: 1000
        case .oz: 28.349523125
        case .lb: 453.59237
        case .ml: 1
        case .cl: 10
        case .dl: 100
        case .l: 1000
        case .flOz: 29.5735295625
        case .cup: 240
        case .glass: 250
        case .tsp: 5
        case .tbsp: 15
        case .kcal: 1
        case .kJ: 1 / 4.184
        case .iu: 1
        case .seconds: 1.0 / 60
        case .minutes: 1
        case .hours: 60
        case .m: 1
        case .km: 1000
        case .mi: 1609.344
        case .count, .percent, .word: 1
        }
    }

    /// Standard units of a dimension, as a user would be told to use them.
    public static func examples(of dimension: Dimension) -> [String] {
        switch dimension {
        case .mass: ["mg", "g", "kg", "oz", "lb"]
        case .volume: ["ml", "cl", "dl", "l", "fl-oz", "cup", "glass", "tsp", "tbsp"]
        case .energy: ["kcal", "kJ"]
        case .internationalUnits: ["IU"]
        case .time: ["min", "h"]
        case .distance: ["m", "km", "mi"]
        case .count: ["x"]
        case .percent: ["%"]
        }
    }
}

/// A number with a unit: `60 g`, `2 shots`, `x2`.
public struct Quantity: Hashable, Sendable, CustomStringConvertible {
    public var value: Double
    public var unit: MeasureUnit

    public init(_ value: Double, _ unit: MeasureUnit) {
        self.value = value
        self.unit = unit
    }

    /// The value in the base unit of its dimension (grams, ml, kcal, minutes, metres).
    public var baseValue: Double { value * unit.factor }

    /// The value converted to `other`, or nil when the dimensions differ.
    public func converted(to other: MeasureUnit) -> Double? {
        guard let d = unit.dimension, d == other.dimension else { return nil }
        return baseValue / other.factor
    }

    public var description: String {
        if unit == .count { return "x" + formatNumber(value) }
        if unit == .percent { return formatNumber(value) + "%" }
        return formatNumber(value) + " " + unit.description
    }
}

/// A number as a person writes it: no trailing zeros, at most `decimals` decimals.
/// An infinity is held at ±10^15 and a value that is not a number is 0 (``DisplayNumber``), so
/// the text is always a number; one of 10^15 or more is written with an exponent (`1e+22`).
public func formatNumber(_ value: Double, decimals: Int = 2) -> String {
    let value = value.isFinite ? value : DisplayNumber.clamped(value)
    if abs(value) >= DisplayNumber.limit {
        let s = String(value)
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var s = String(rounded)
    if s.utf8.contains(UInt8(ascii: "e")) { return s }
    if let dot = s.firstIndex(of: "."), s.distance(from: dot, to: s.endIndex) - 1 > decimals {
        s = String(s[..<s.index(dot, offsetBy: decimals + 1)])
    }
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

/// `7 h 20 min`, `45 min`, `8 h`.
func formatDuration(_ minutes: Double) -> String {
    let total = DisplayNumber.int(minutes)
    let h = total / 60, m = total % 60
    if h == 0 { return "\(m) min" }
    return m == 0 ? "\(h) h" : "\(h) h \(m) min"
}
