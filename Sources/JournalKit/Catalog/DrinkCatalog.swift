/// A drink of the built-in catalog: its usual serving, the sizes it is ordered in, and where its
/// figures come from (DrinksData.swift).
public struct CatalogDrink: Sendable {
    /// One size of a drink: `tall` (354 ml), and its own caffeine when the source gives one.
    public struct Size: Sendable, Hashable {
        public var name: String
        public var ml: Double
        /// The caffeine of this size, when published; otherwise it scales with the volume.
        public var caffeine: Double?
    }

    public var name: String
    /// The drink alone: its serving (`medium`, 473 ml) and nutrients per serving.
    public var definition: ItemDefinition
    /// The other sizes, in table order.
    public var sizes: [Size]
    /// Where the figures come from (`Starbucks (Caffè Latte, 2% milk)`, `USDA: Beer`).
    public var source: String
    /// What kind of drink it is.
    public var category: DrinkCategory { definition.category ?? .other }
    /// The nutrients its label states itself, beyond caffeine, energy, sugar and carbs (sodium,
    /// fat, protein), rather than from a USDA row: shown with their source.
    public var labelNutrients: [Nutrient]
    /// Other names (lower-case).
    public var aliases: [String]

    /// The serving's volume in ml.
    public var servingML: Double { definition.serving.amount?.converted(to: .ml) ?? 0 }

    /// The size with this name (lower-case, singular or plural), as a definition of its own:
    /// named `latte (grande)`, served per `grande` (473 ml), every figure scaled from the serving
    /// by volume except a caffeine the size gives. The serving's own name gives the serving.
    public func definition(size word: String) -> ItemDefinition? {
        guard let size = size(named: word) else { return nil }
        var n = definition.nutrients * (size.ml / servingML)
        if let c = size.caffeine { n.caffeine = c }
        return ItemDefinition(name: "\(name) (\(size.name))", serving: Serving(name: size.name, amount: Quantity(size.ml, .ml)),
                              nutrients: n, waterFraction: definition.waterFraction, category: definition.category)
    }

    /// The size named `word` or its plural (`pints`, `glasses`), or the serving as a size.
    public func size(named word: String) -> Size? {
        for form in ItemResolver.singularForms(word) {
            if let s = sizes.first(where: { $0.name == form }) { return s }
            if form == definition.serving.name { return Size(name: form, ml: servingML, caffeine: definition.nutrients.caffeine) }
        }
        return nil
    }
}

/// The built-in drinks (DrinksData.swift): caffeine, energy, sugar and carbs per serving (and
/// sodium, fat and protein where a label states them) from published figures (the Mayo Clinic caffeine table, makers' labels and menus, USDA FoodData
/// Central), each with its sizes and source. The table is read once, on first use.
///
/// A name may carry a size before or after it: `grande latte`, `latte grande`, `large coke`,
/// `pint beer`, `beer pint` (``drink(named:)``).
public enum DrinkCatalog {
    /// The table, read once.
    private static let table = DrinkTable(drinksTable)

    /// Every built-in drink, in table order.
    public static var all: [CatalogDrink] { table.drinks }

    /// Every built-in drink, as item definitions.
    public static var drinks: [ItemDefinition] { table.drinks.map(\.definition) }

    /// Other names for built-in drinks (`tea` is black tea), alias → drink name.
    public static var aliases: [String: String] { table.aliases }

    /// Problems met reading the table (bad lines, names used twice); empty for the built-in one.
    static var problems: [String] { table.problems }

    /// The first word of every drink's name and alias, and every size word (`grande`, `pint`).
    static var firstWordsOfNames: Set<String> {
        Set(table.index.keys.map { String($0.prefix { $0 != " " }) }).union(table.sizeWords.map { String($0.prefix { $0 != " " }) })
    }

    /// The drink with this name or alias (lower-case), without a size.
    public static func entry(named name: String) -> CatalogDrink? {
        table.index[name].map { table.drinks[$0] }
    }

    /// The drink with this name or alias (lower-case), if built in; with a size word before or
    /// after the name (`grande latte`, `latte grande`, `half pint beer`), that size of it.
    public static func drink(named name: String) -> ItemDefinition? {
        if let i = table.index[name] { return table.drinks[i].definition }
        guard table.maxSizeWords > 0, name.utf8.contains(UInt8(ascii: " ")) else { return nil }
        // (A name of one word between spaces, `latte `, has no size either.)
        let words = name.split(separator: " ")
        guard words.count > 1, let first = words.first, let last = words.last,
              ItemResolver.singularForms(String(first)).contains(where: table.sizeEnds.contains)
                || ItemResolver.singularForms(String(last)).contains(where: table.sizeEnds.contains)
        else { return nil }
        for k in 1...min(table.maxSizeWords, words.count - 1) {
            // A size after the name, then before it.
            let splits = [(words.dropLast(k), words.suffix(k)), (words.dropFirst(k), words.prefix(k))]
            for (drinkWords, sizeWords) in splits {
                let size = sizeWords.joined(separator: " ")
                guard ItemResolver.singularForms(size).contains(where: table.sizeWords.contains),
                      let i = table.index[drinkWords.joined(separator: " ")],
                      let sized = table.drinks[i].definition(size: size) else { continue }
                return sized
            }
        }
        return nil
    }

    /// The drink `name` (lower-case) in the size `size` (`pint`, `grandes`), when it has one.
    public static func drink(named name: String, size: String) -> ItemDefinition? {
        table.index[name].flatMap { table.drinks[$0].definition(size: size.lowercased()) }
    }

    /// All names and aliases, for suggestions.
    public static var names: [String] { table.names }
}

/// The drinks table as read: the drinks, and each name and alias → its drink.
final class DrinkTable: Sendable {
    /// The milks a source may name as an ingredient (`+ USDA whole milk (60 ml)`), by their
    /// USDA rows.
    static let milkRows = ["whole milk": "Milk, whole", "2% milk": "Milk, reduced fat (2%)", "1% milk": "Milk, low fat (1%)",
                           "skim milk": "Milk, fat free (skim)", "oat milk": "Oat milk"]

    /// A drink's fat, protein, fiber, vitamin C and sodium, from the USDA rows its source names:
    /// the drink's own row (`USDA: Milk, whole`), scaled to the serving (1 ml = 1 g), and milk
    /// added to it (`+ USDA 2% milk (30 ml)`). Zero when the source names none (black coffee,
    /// tea, spirits, sodas by their labels).
    static func otherNutrients(source: String, servingML: Double) -> Nutrients {
        var n = Nutrients()
        func add(_ usdaName: String, grams: Double) {
            guard let row = FoodCatalog.builtIn.usdaFood(named: usdaName) else { return }
            let r = row.nutrients(grams: grams)
            n.fat += r.fat
            n.protein += r.protein
            n.fiber += r.fiber
            n.vitaminC += r.vitaminC
            n.sodium += r.sodium
        }
        if let own = source.range(of: "USDA: ") { add(String(source[own.upperBound...]), grams: servingML) }
        var rest = Substring(source)
        while let mark = rest.range(of: "+ USDA ") {
            rest = rest[mark.upperBound...]
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close,
                  let milk = milkRows[rest[..<open].trimmingCharacters(in: .whitespaces)] else { continue }
            let amount = rest[rest.index(after: open)..<close].split(separator: " ")
            guard amount.count == 2, amount[1] == "ml", let ml = Double(amount[0]) else { continue }
            add(milk, grams: ml)
        }
        return n
    }

    let drinks: [CatalogDrink]
    let index: [String: Int]
    let aliases: [String: String]
    /// Names and aliases in table order.
    let names: [String]
    /// Every size name of any drink, and the most words one has (`half pint`: 2).
    let sizeWords: Set<String>
    let maxSizeWords: Int
    /// The first and the last word of every size: a name that neither starts nor ends with
    /// one has no size in it.
    let sizeEnds: Set<String>
    let problems: [String]

    init(_ text: String) {
        var drinks: [CatalogDrink] = []
        var index: [String: Int] = [:]
        var aliases: [String: String] = [:]
        var names: [String] = []
        var sizeWords: Set<String> = []
        var problems: [String] = []
        TableText.withBytes(text) { bytes in
            TableText.forEachRow(bytes) { row in
                guard row.count == 13 else {
                    problems.append("drinks table: a line has \(row.count) fields, not 13: \(row.string(0))")
                    return
                }
                let name = row.string(0)
                guard let category = DrinkCategory(word: row.string(1)) else {
                    problems.append("drinks table: \(name): bad category \(row.string(1))")
                    return
                }
                var figures: [Double] = []
                for field in 3...6 {
                    guard let n = TableText.number(bytes, row.fields[field]), !n.negative else {
                        problems.append("drinks table: \(name): bad number \(row.string(field))")
                        return
                    }
                    figures.append(n.value)
                }
                // Sodium, fat, protein: the label's, or blank.
                var label: [(Nutrient, Double)] = []
                for (field, nutrient) in zip(7...9, [Nutrient.sodium, .fat, .protein]) where !row.fields[field].isEmpty {
                    guard let n = TableText.number(bytes, row.fields[field]), !n.negative else {
                        problems.append("drinks table: \(name): bad number \(row.string(field))")
                        return
                    }
                    label.append((nutrient, n.value))
                }
                guard let serving = DrinkTable.size(bytes, row.fields[2]), serving.caffeine == nil else {
                    problems.append("drinks table: \(name): bad serving \(row.string(2))")
                    return
                }
                var sizes: [CatalogDrink.Size] = []
                for part in DrinkTable.parts(bytes, row.fields[10]) {
                    guard let size = DrinkTable.size(bytes, part) else {
                        problems.append("drinks table: \(name): bad size \(TableText.string(bytes, part))")
                        return
                    }
                    sizes.append(size)
                    sizeWords.insert(size.name)
                }
                sizeWords.insert(serving.name)
                var n = DrinkTable.otherNutrients(source: row.string(11), servingML: serving.ml)
                n.caffeine = figures[0]
                n.energy = figures[1]
                n.sugar = figures[2]
                n.carbs = figures[3]
                for (nutrient, value) in label { n[nutrient] = value }
                let definition = ItemDefinition(name: name, serving: Serving(name: serving.name, amount: Quantity(serving.ml, .ml)),
                                                nutrients: n, waterFraction: 1, category: category)
                let position = drinks.count
                var own: [String] = []
                // Names are written lower-case in the table (DrinkCatalogTests checks it).
                for alias in [name] + DrinkTable.parts(bytes, row.fields[12]).map({ TableText.string(bytes, $0) }) {
                    if let other = index[alias] {
                        problems.append("drinks table: \(alias) names both \(other == position ? name : drinks[other].name) and \(name)")
                        continue
                    }
                    index[alias] = position
                    names.append(alias)
                    if alias != name { own.append(alias); aliases[alias] = name }
                }
                drinks.append(CatalogDrink(name: name, definition: definition, sizes: sizes, source: row.string(11), labelNutrients: label.map(\.0),
                                           aliases: own))
            }
        }
        self.drinks = drinks
        self.index = index
        self.aliases = aliases
        self.names = names
        self.sizeWords = sizeWords
        self.maxSizeWords = sizeWords.map { $0.split(separator: " ").count }.max() ?? 0
        sizeEnds = Set(sizeWords.flatMap { size in [size.split(separator: " ").first, size.split(separator: " ").last].compactMap { $0.map(String.init) } })
        self.problems = problems
    }

    /// The comma-separated parts of `bytes[range]`, trimmed, empty ones left out.
    static func parts(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for i in range.lowerBound...range.upperBound where i == range.upperBound || bytes[i] == UInt8(ascii: ",") {
            var a = start, z = i
            while a < z, TableText.isBlank(bytes[a]) { a += 1 }
            while z > a, TableText.isBlank(bytes[z - 1]) { z -= 1 }
            if a < z { parts.append(a..<z) }
            start = i + 1
        }
        return parts
    }

    /// `tall 354 75` → tall, 354 ml, 75 mg; `half pint 284` → half pint, 284 ml; nil when
    /// malformed. The name is the words before the first number.
    static func size(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> CatalogDrink.Size? {
        var i = range.lowerBound
        // The first word that starts with a digit, after a space.
        while i < range.upperBound, !(isDigit(bytes[i]) && i > range.lowerBound && bytes[i - 1] == UInt8(ascii: " ")) { i += 1 }
        guard i < range.upperBound, let ml = bytes.number(at: i, range.upperBound), ml.value > 0 else { return nil }
        var caffeine: Double? = nil
        var end = ml.end
        if end < range.upperBound {
            guard bytes[end] == UInt8(ascii: " "), let c = bytes.number(at: end + 1, range.upperBound) else { return nil }
            caffeine = c.value
            end = c.end
        }
        guard end == range.upperBound else { return nil }
        return CatalogDrink.Size(name: TableText.string(bytes, range.lowerBound..<(i - 1)), ml: ml.value, caffeine: caffeine)
    }
}
