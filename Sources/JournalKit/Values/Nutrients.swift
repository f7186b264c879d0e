/// The nutrients `journal` tracks for drinks and foods.
public enum Nutrient: Int, CaseIterable, Sendable, Comparable {
    case caffeine, water, energy, carbs, sugar, fiber, fat, protein, vitaminC, sodium

    public static func < (a: Nutrient, b: Nutrient) -> Bool { a.rawValue < b.rawValue }

    /// The name used in journals and JSON (`vitamin-c`).
    public var name: String {
        switch self {
        case .caffeine: "caffeine"
        case .water: "water"
        case .energy: "energy"
        case .carbs: "carbs"
        case .sugar: "sugar"
        case .fiber: "fiber"
        case .fat: "fat"
        case .protein: "protein"
        case .vitaminC: "vitamin-c"
        case .sodium: "sodium"
        }
    }

    /// The unit the nutrient is counted in.
    public var unit: MeasureUnit {
        switch self {
        case .caffeine, .vitaminC, .sodium: .mg
        case .water: .ml
        case .energy: .kcal
        case .carbs, .sugar, .fiber, .fat, .protein: .g
        }
    }

    /// Every spelling a user may write for it, lower-case.
    static let spellings: [(String, Nutrient)] = [
        ("caffeine", .caffeine), ("water", .water), ("energy", .energy), ("kcal", .energy), ("calories", .energy),
        ("carbs", .carbs), ("carb", .carbs), ("carbohydrates", .carbs), ("carbohydrate", .carbs),
        ("sugar", .sugar), ("sugars", .sugar), ("fiber", .fiber), ("fibre", .fiber),
        ("fat", .fat), ("fats", .fat), ("protein", .protein),
        ("vitamin-c", .vitaminC), ("vitamin c", .vitaminC), ("vitaminc", .vitaminC), ("vit-c", .vitaminC),
        ("sodium", .sodium),
    ]

    private static let byName: [String: Nutrient] = Dictionary(spellings, uniquingKeysWith: { a, _ in a })

    public init?(name: String) {
        guard let n = Nutrient.byName[name.lowercased()] else { return nil }
        self = n
    }

    private static let byBytes = ByteTable(spellings)

    /// The same as `init?(name:)` on the text of `buf[start..<end]`, without making a String
    /// when the bytes are ASCII.
    init?(name buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        if (start..<end).contains(where: { buf[$0] >= 0x80 }) {
            self.init(name: buf.string(start, end))
            return
        }
        guard let n = Nutrient.byBytes.find(buf, start, end) else { return nil }
        self = n
    }
}

/// An amount of each tracked nutrient (caffeine mg, water ml, energy kcal, carbs/sugar/fiber/
/// fat/protein g, vitamin C mg, sodium mg).
public struct Nutrients: Hashable, Sendable {
    public var caffeine = 0.0, water = 0.0, energy = 0.0, carbs = 0.0, sugar = 0.0
    public var fiber = 0.0, fat = 0.0, protein = 0.0, vitaminC = 0.0, sodium = 0.0

    public init() {}

    public static let zero = Nutrients()

    public subscript(n: Nutrient) -> Double {
        get {
            switch n {
            case .caffeine: caffeine
            case .water: water
            case .energy: energy
            case .carbs: carbs
            case .sugar: sugar
            case .fiber: fiber
            case .fat: fat
            case .protein: protein
            case .vitaminC: vitaminC
            case .sodium: sodium
            }
        }
        set {
            switch n {
            case .caffeine: caffeine = newValue
            case .water: water = newValue
            case .energy: energy = newValue
            case .carbs: carbs = newValue
            case .sugar: sugar = newValue
            case .fiber: fiber = newValue
            case .fat: fat = newValue
            case .protein: protein = newValue
            case .vitaminC: vitaminC = newValue
            case .sodium: sodium = newValue
            }
        }
    }

    public static func + (a: Nutrients, b: Nutrients) -> Nutrients {
        var r = a
        r += b
        return r
    }

    public static func += (a: inout Nutrients, b: Nutrients) {
        a.caffeine += b.caffeine; a.water += b.water; a.energy += b.energy; a.carbs += b.carbs
        a.sugar += b.sugar; a.fiber += b.fiber; a.fat += b.fat; a.protein += b.protein
        a.vitaminC += b.vitaminC; a.sodium += b.sodium
    }

    public static func * (a: Nutrients, k: Double) -> Nutrients {
        var r = Nutrients()
        r.caffeine = a.caffeine * k; r.water = a.water * k; r.energy = a.energy * k; r.carbs = a.carbs * k
        r.sugar = a.sugar * k; r.fiber = a.fiber * k; r.fat = a.fat * k; r.protein = a.protein * k
        r.vitaminC = a.vitaminC * k; r.sodium = a.sodium * k
        return r
    }
}
