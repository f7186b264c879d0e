/// A food of the built-in catalog: a USDA row as it is, or a friendly name (`apple`) for one.
public struct CatalogFood: Sendable, Hashable {
    /// The friendly name (`apple`), or the USDA name for a plain USDA row.
    public var name: String
    /// The USDA description the figures come from (`Apple, raw`).
    public var usdaName: String
    /// The USDA food category (`Fruits and Fruit Juices`).
    public var category: String
    /// Nutrients in 100 g of the food (water is left at 0; caffeine is not in the USDA table).
    public var per100g: Nutrients
    /// The name of one serving (`piece`, `slice`, `cup`); nil when the serving has no name or
    /// only weights make sense.
    public var servingName: String?
    /// Grams in one serving (182 for an apple, 40 for oats); nil when there is no natural serving.
    public var servingGrams: Double?
    /// Other names the food is known by (lower-case), for a friendly food.
    public var aliases: [String]
    /// Whether this is a friendly name rather than a plain USDA row.
    public var isFriendly: Bool

    public init(name: String, usdaName: String, category: String, per100g: Nutrients,
                servingName: String? = nil, servingGrams: Double? = nil, aliases: [String] = [], isFriendly: Bool = false) {
        self.name = name
        self.usdaName = usdaName
        self.category = category
        self.per100g = per100g
        self.servingName = servingName
        self.servingGrams = servingGrams
        self.aliases = aliases
        self.isFriendly = isFriendly
    }

    /// The nutrients in `grams` of the food.
    public func nutrients(grams: Double) -> Nutrients { per100g * (grams / 100) }
}

/// The built-in food catalog: every USDA food of the table `Scripts/generate-foods` embeds
/// (figures per 100 g), and a few hundred friendly names (`apple`, `oats`, `egg`) for the foods
/// people log most, with servings and aliases. Immutable once built, so it is shared freely.
///
/// Building it reads the embedded text byte by byte: USDA rows keep only where their name lies
/// in the text and their figures; names become strings when a food is returned.
public final class FoodCatalog: Sendable {
    /// The catalog of the tables embedded in the library, built on first use.
    public static let builtIn = FoodCatalog(usdaTable: usdaFoodsTable, categories: usdaFoodCategories,
                                            friendlyTable: friendlyFoodsTable)

    /// A USDA food: where its name lies in `usdaText`, and its figures.
    private struct Row: Sendable {
        var nameStart: Int32
        var nameLength: Int32
        var category: Int32
        /// Added to the name's length when ranking search results: SR Legacy and Foundation
        /// foods and raw foods rank before FNDDS survey foods, baby foods last.
        var penalty: Int32
        var per100g: Nutrients

        var name: Range<Int> { Int(nameStart)..<Int(nameStart + nameLength) }
    }

    /// The USDA table text the rows point into.
    private let usdaText: String
    /// USDA foods, sorted by lower-cased name (the generated table already is).
    private let rows: [Row]
    private let categories: [String]
    /// Friendly foods, in table order.
    let friendlyFoods: [CatalogFood]
    /// Index in `rows` of each friendly food's USDA food.
    private let friendlyRow: [Int]
    /// Lower-cased friendly name or alias → index in `friendlyFoods`.
    private let friendlyIndex: [String: Int]
    /// Problems met while reading the tables (bad lines, unknown USDA names, names used twice);
    /// the offending lines are left out. Empty for the built-in tables.
    let problems: [String]

    /// Every friendly name and alias, in table order, for did-you-mean suggestions.
    public let friendlyNames: [String]

    /// Number of foods: all USDA foods (friendly names are other names for some of them).
    public var count: Int { rows.count }

    /// Number of friendly foods.
    public var friendlyCount: Int { friendlyFoods.count }

    /// Builds a catalog from tables in the formats of USDAFoodsData.swift and FriendlyFoods.swift.
    init(usdaTable: String, categories categoryTable: String, friendlyTable: String) {
        var problems: [String] = []

        var categories: [String] = []
        TableText.withBytes(categoryTable) { bytes in
            TableText.forEachRow(bytes) { row in categories.append(row.string(0)) }
        }
        let babyCategory = categories.map { $0.hasPrefix("Baby") }

        let rows: [Row] = TableText.withBytes(usdaTable) { bytes in
            var rows: [Row] = []
            rows.reserveCapacity(bytes.count / 48)
            var sorted = true
            var cursor = TableText.Cursor(bytes: bytes)
            while !cursor.atEnd {
                if cursor.skipBlankOrComment() { continue }
                let lineStart = cursor.position
                // name | category | source | kcal | carbs | sugar | fiber | fat | protein | vitamin C | sodium
                let (name, m0) = cursor.field()
                let (categoryField, m1) = cursor.field()
                let (source, m2) = cursor.field()
                var n = Nutrients()
                var good = m0 && m1 && m2
                var more = true
                func number() -> Double {
                    let (value, followed, ok) = cursor.numberField()
                    good = good && more && ok
                    more = followed
                    return value
                }
                n.energy = number()
                n.carbs = number()
                n.sugar = number()
                n.fiber = number()
                n.fat = number()
                n.protein = number()
                n.vitaminC = number()
                n.sodium = number()
                good = good && !more
                let lineEnd = cursor.skipLine()
                let category = TableText.int(bytes, categoryField).flatMap { categories.indices.contains($0) ? $0 : nil } ?? -1
                guard good, !name.isEmpty else {
                    problems.append("USDA table: bad line: \(TableText.string(bytes, lineStart..<lineEnd))")
                    continue
                }
                var penalty: Int32 = 0
                if !source.isEmpty, bytes[source.lowerBound] == UInt8(ascii: "n") { penalty += 12 }
                if TableText.hasRawWord(bytes, name) { penalty -= 8 }
                if (category >= 0 && babyCategory[category]) || TableText.startsWithBaby(bytes, name) {
                    penalty += 80
                }
                if let last = rows.last, TableText.compare(bytes, last.name, bytes, name) >= 0 { sorted = false }
                rows.append(Row(nameStart: Int32(name.lowerBound), nameLength: Int32(name.count),
                                category: Int32(category), penalty: penalty, per100g: n))
            }
            if !sorted {
                // A hand-made table: sort it; equal names keep table order.
                rows = rows.enumerated().sorted { a, b in
                    let c = TableText.compare(bytes, a.element.name, bytes, b.element.name)
                    return c != 0 ? c < 0 : a.offset < b.offset
                }.map(\.element)
            }
            var unique: [Row] = []
            unique.reserveCapacity(rows.count)
            for row in rows {
                if let last = unique.last, TableText.compare(bytes, last.name, bytes, row.name) == 0 {
                    problems.append("USDA table: \(TableText.string(bytes, row.name)) is listed twice")
                    continue
                }
                unique.append(row)
            }
            return unique
        }

        var friendly: [CatalogFood] = []
        var friendlyRow: [Int] = []
        var friendlyIndex: [String: Int] = [:]
        var names: [String] = []
        TableText.withBytes(usdaTable) { usdaBytes in
            TableText.withBytes(friendlyTable) { bytes in
                TableText.forEachRow(bytes) { row in
                    guard row.count == 4 else {
                        problems.append("friendly table: a line has \(row.count) fields, not 4: \(row.string(0))")
                        return
                    }
                    let name = FoodCatalog.normalized(row.string(0))
                    guard !name.isEmpty else {
                        problems.append("friendly table: a line has no name: \(row.string(1))")
                        return
                    }
                    guard let usda = FoodCatalog.rowIndex(rows, usdaBytes, named: bytes, row.fields[1]) else {
                        problems.append("friendly table: \(name): no USDA food named \(row.string(1))")
                        return
                    }
                    var servingName: String?
                    var servingGrams: Double?
                    let serving = row.string(2)
                    if !serving.isEmpty {
                        let parts = serving.split(separator: " ")
                        guard parts.count <= 2, let last = parts.last, let grams = Double(last), grams > 0 else {
                            problems.append("friendly table: \(name): bad serving \(serving)")
                            return
                        }
                        servingGrams = grams
                        if parts.count == 2 { servingName = String(parts[0]) }
                    }
                    if let other = friendlyIndex[name] {
                        problems.append("friendly table: \(name) is already a name of \(friendly[other].name)")
                        return
                    }
                    let position = friendly.count
                    friendlyIndex[name] = position
                    names.append(name)
                    var aliases: [String] = []
                    for part in row.string(3).split(separator: ",") {
                        let alias = FoodCatalog.normalized(String(part))
                        if alias.isEmpty { continue }
                        if let other = friendlyIndex[alias] {
                            let owner = other == position ? name : friendly[other].name
                            problems.append("friendly table: \(alias) names both \(owner) and \(name)")
                            continue
                        }
                        friendlyIndex[alias] = position
                        names.append(alias)
                        aliases.append(alias)
                    }
                    let r = rows[usda]
                    let category = r.category >= 0 ? categories[Int(r.category)] : ""
                    friendly.append(CatalogFood(name: name, usdaName: TableText.string(usdaBytes, r.name), category: category,
                                                per100g: r.per100g, servingName: servingName, servingGrams: servingGrams,
                                                aliases: aliases, isFriendly: true))
                    friendlyRow.append(usda)
                }
            }
        }

        self.usdaText = usdaTable
        self.rows = rows
        self.categories = categories
        self.friendlyFoods = friendly
        self.friendlyRow = friendlyRow
        self.friendlyIndex = friendlyIndex
        self.friendlyNames = names
        self.problems = problems
    }

    /// The USDA food at `index` of `rows`, as a plain (not friendly) catalog food.
    private func usdaFood(_ index: Int) -> CatalogFood {
        let row = rows[index]
        let name = TableText.withBytes(usdaText) { TableText.string($0, row.name) }
        return CatalogFood(name: name, usdaName: name, category: row.category >= 0 ? categories[Int(row.category)] : "",
                           per100g: row.per100g)
    }

    /// Binary search of `rows` (sorted by lower-cased name) for the name `key[range]`, any case.
    private static func rowIndex(_ rows: [Row], _ usdaBytes: UnsafeBufferPointer<UInt8>,
                                 named key: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var low = 0, high = rows.count
        while low < high {
            let mid = (low + high) / 2
            let c = TableText.compare(usdaBytes, rows[mid].name, key, range)
            if c == 0 { return mid }
            if c < 0 { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    // MARK: Lookup

    /// The food with this exact name, ignoring case and extra spaces: a friendly name or alias,
    /// also in plural or singular form (`eggs`, `blueberries`, `almond`), else a USDA name
    /// (`Bananas, raw`, which gives the plain USDA food, without serving). A friendly name wins
    /// over a USDA name spelt the same (`honey`). Nil when unknown.
    public func food(named name: String) -> CatalogFood? {
        let key = FoodCatalog.normalized(name)
        guard !key.isEmpty else { return nil }
        if let i = friendlyIndex(of: key) { return friendlyFoods[i] }
        if let i = usdaIndex(of: key) { return usdaFood(i) }
        return nil
    }

    /// The plain USDA food with this exact name (any case), even where a friendly food has the
    /// same name (`Honey`).
    func usdaFood(named name: String) -> CatalogFood? {
        usdaIndex(of: FoodCatalog.normalized(name)).map(usdaFood)
    }

    /// The friendly food for a normalised name, also in another number.
    private func friendlyIndex(of key: String) -> Int? {
        if let i = friendlyIndex[key] { return i }
        for spelling in FoodCatalog.otherNumberForms(of: key) {
            if let i = friendlyIndex[spelling] { return i }
        }
        return nil
    }

    /// The USDA food with this name, any case.
    private func usdaIndex(of key: String) -> Int? {
        TableText.withBytes(usdaText) { usdaBytes in
            TableText.withBytes(key) { keyBytes in
                FoodCatalog.rowIndex(rows, usdaBytes, named: keyBytes, 0..<keyBytes.count)
            }
        }
    }

    /// Lower-cased and trimmed, inner runs of white space made one space.
    static func normalized(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for b in text.utf8 {
            if b >= 0x80 {
                return text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            }
            if b == UInt8(ascii: " ") || (b >= 9 && b <= 13) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(UInt8(ascii: " ")); pendingSpace = false }
            out.append(TableText.lower(b))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Singular forms of a plural (`blueberries` → `blueberry`, `potatoes` → `potato`, `eggs` →
    /// `egg`) and plural forms of a singular (`almond` → `almonds`), most likely first.
    static func otherNumberForms(of word: String) -> [String] {
        guard word.utf8.count >= 3 else { return [] }
        var forms: [String] = []
        if word.hasSuffix("ies") { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("ves") { forms.append(String(word.dropLast(3)) + "f") }
        if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s"), !word.hasSuffix("ss") { forms.append(String(word.dropLast())) }
        if !word.hasSuffix("s") {
            forms.append(word + "s")
            forms.append(word + "es")
            if word.hasSuffix("y") { forms.append(String(word.dropLast()) + "ies") }
        }
        return forms
    }

    // MARK: Search

    /// Foods matching `query`, best first, at most `limit`. Case-insensitive; every query word
    /// must start a word of the name (`yog` finds yogurt; a plural query word also finds the
    /// singular name). In order:
    /// 1. the friendly food of that exact name or alias (plurals too);
    /// 2. other friendly foods: those a name or alias of which starts with the query's first word
    ///    whole (`apple pie`), then those with every query word whole (`fried egg`), then those
    ///    starting with the query (`applesauce`), then the rest; shorter names first;
    /// 3. USDA foods: an exact name, then names with every query word whole (`Apples, …` before
    ///    `APPLEBEE'S, …`), shorter names first, SR Legacy, Foundation and raw foods before survey
    ///    foods, names starting with the first query word a little earlier, baby foods last.
    /// A USDA food already given by a friendly result is not repeated.
    public func search(_ query: String, limit: Int) -> [CatalogFood] {
        let q = FoodCatalog.normalized(query)
        let words = FoodCatalog.words(of: q).map(FoodCatalog.stem)
        guard limit > 0, !words.isEmpty else { return [] }

        var results: [CatalogFood] = []
        var takenFriendly = Set<Int>()
        var takenRows = Set<Int>()
        func take(friendly i: Int) {
            guard results.count < limit, takenFriendly.insert(i).inserted else { return }
            results.append(friendlyFoods[i])
            takenRows.insert(friendlyRow[i])
        }

        if let i = friendlyIndex(of: q) { take(friendly: i) }

        // Friendly foods, by how their best name or alias matches: 0 starts with the query, its
        // first word whole (`apple pie`); 1 has every query word whole (`fried egg`); 2 starts
        // with the query (`applesauce`, `yogurt` for `yog`); 3 has words starting with each.
        var friendlyHits: [(tier: Int, length: Int, index: Int)] = []
        for (key, i) in friendlyIndex where !takenFriendly.contains(i) {
            let tier: Int? = TableText.withBytes(key) { bytes in
                let all = 0..<bytes.count
                let matches = words.map { TableText.wordMatch($0, in: bytes, all, firstOnly: false) }
                guard !matches.contains(2) else { return nil }
                let startsWithQuery = key.utf8.starts(with: q.utf8)
                if startsWithQuery, TableText.wordMatch(words[0], in: bytes, all, firstOnly: true) == 0 { return 0 }
                if !matches.contains(1) { return 1 }
                return startsWithQuery ? 2 : 3
            }
            if let tier { friendlyHits.append((tier, key.utf8.count, i)) }
        }
        friendlyHits.sort { ($0.tier, $0.length, $0.index) < ($1.tier, $1.length, $1.index) }
        for hit in friendlyHits { take(friendly: hit.index) }
        guard results.count < limit else { return results }

        // USDA foods: the exact name first, then those with every query word whole, then by
        // score: name length, plus the row's penalty, less a bonus when the name's first word is
        // (10) or starts with (5) the first query word.
        var rowHits: [(exact: Int, whole: Int, score: Int32, index: Int)] = []
        TableText.withBytes(usdaText) { bytes in
            TableText.withBytes(q) { qBytes in
                for (i, row) in rows.enumerated() where !takenRows.contains(i) {
                    let name = row.name
                    var whole = 0
                    var matchesAll = true
                    for word in words {
                        let m = TableText.wordMatch(word, in: bytes, name, firstOnly: false)
                        if m == 2 { matchesAll = false; break }
                        whole = max(whole, m)
                    }
                    guard matchesAll else { continue }
                    let exact = TableText.compare(bytes, name, qBytes, 0..<qBytes.count) == 0 ? 0 : 1
                    let firstWord = TableText.wordMatch(words[0], in: bytes, name, firstOnly: true)
                    let first: Int32 = firstWord == 0 ? 10 : firstWord == 1 ? 5 : 0
                    rowHits.append((exact, whole, row.nameLength + row.penalty - first, i))
                }
            }
        }
        rowHits.sort { ($0.exact, $0.whole, $0.score, $0.index) < ($1.exact, $1.whole, $1.score, $1.index) }
        for hit in rowHits.prefix(limit - results.count) {
            results.append(usdaFood(hit.index))
        }
        return results
    }

    /// The words of a normalised query: runs of letters and digits.
    static func words(of text: String) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        for b in text.utf8 {
            if TableText.isWordByte(b) {
                current.append(b)
            } else if !current.isEmpty {
                words.append(current)
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// A query word cut back so that it finds singular and plural names alike as a word start
    /// (`blueberries` → `blueberr`, `tomatoes` → `tomato`, `eggs` → `egg`).
    static func stem(_ word: [UInt8]) -> [UInt8] {
        func ends(_ suffix: String) -> Bool {
            word.count > suffix.utf8.count + 1 && word.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
        if ends("ies") { return Array(word.dropLast(3)) }
        if ends("es") { return Array(word.dropLast(2)) }
        if ends("s"), !ends("ss") { return Array(word.dropLast()) }
        return word
    }
}

/// Byte-level reading of the embedded `|`-separated tables: a line is a row, blank lines and
/// lines starting with `#` are skipped, fields are trimmed of spaces. Also the byte-level,
/// ASCII case-insensitive comparisons the catalog's lookups and search run on.
private enum TableText {
    /// One line of a table: the byte ranges of its fields. Valid only inside `forEachRow`.
    struct Row {
        let bytes: UnsafeBufferPointer<UInt8>
        var fields: [Range<Int>]

        var count: Int { fields.count }

        func string(_ i: Int) -> String {
            i < fields.count ? TableText.string(bytes, fields[i]) : ""
        }
    }

    /// Reads a table field by field, for the big USDA table: no arrays, numbers parsed as they
    /// are scanned.
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        private(set) var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var atEnd: Bool { position >= bytes.count }

        /// Moves past a blank line or a `#` comment line at the cursor, if there is one.
        mutating func skipBlankOrComment() -> Bool {
            let b = bytes[position]
            if b == UInt8(ascii: "\n") { position += 1; return true }
            if b == UInt8(ascii: "#") { _ = skipLine(); return true }
            return false
        }

        /// Moves to the start of the next line; returns where this line ended.
        mutating func skipLine() -> Int {
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            let end = position
            if position < bytes.count { position += 1 }
            return end
        }

        /// The field at the cursor, trimmed of spaces, and whether a `|` followed it (the cursor
        /// moves past it) rather than the line end (the cursor stays there).
        mutating func field() -> (Range<Int>, followed: Bool) {
            let start = position
            var followed = false
            while position < bytes.count {
                let b = bytes[position]
                if b == UInt8(ascii: "|") { followed = true; break }
                if b == UInt8(ascii: "\n") { break }
                position += 1
            }
            var a = start, z = position
            while a < z, TableText.isBlank(bytes[a]) { a += 1 }
            while z > a, TableText.isBlank(bytes[z - 1]) { z -= 1 }
            if followed { position += 1 }
            return (a..<z, followed)
        }

        /// The decimal number at the cursor (`143.16`, `-0.4`, `7`; empty is 0), whether a `|`
        /// followed, and whether it read well.
        mutating func numberField() -> (Double, followed: Bool, ok: Bool) {
            var negative = false, seenPoint = false, ok = true, followed = false
            var mantissa = 0, digits = 0, decimals = 0
            while position < bytes.count {
                let b = bytes[position]
                if b == UInt8(ascii: "|") { followed = true; position += 1; break }
                if b == UInt8(ascii: "\n") { break }
                let d = b &- UInt8(ascii: "0")
                if d < 10 {
                    if digits < 18 {
                        mantissa = mantissa &* 10 &+ Int(d)
                        digits += 1
                        if seenPoint { decimals += 1 }
                    } else if !seenPoint {
                        ok = false
                    }
                } else if b == UInt8(ascii: "."), !seenPoint {
                    seenPoint = true
                } else if b == UInt8(ascii: "-"), digits == 0, !negative, !seenPoint {
                    negative = true
                } else if !TableText.isBlank(b) {
                    ok = false
                }
                position += 1
            }
            // An exact integer over an exact power of ten: correctly rounded, as Double("143.16").
            let value = Double(mantissa) / TableText.powerOfTen(decimals)
            return (negative ? -value : value, followed, ok)
        }
    }

    /// 10^n, exactly (for n up to 22).
    @inline(__always) static func powerOfTen(_ n: Int) -> Double {
        switch n {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1000
        default:
            var p = 1000.0
            for _ in 3..<n { p *= 10 }
            return p
        }
    }

    /// A non-negative integer; nil when empty or not all digits.
    static func int(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count < 10 else { return nil }
        var v = 0
        for k in range {
            let d = bytes[k] &- UInt8(ascii: "0")
            guard d < 10 else { return nil }
            v = v * 10 + Int(d)
        }
        return v
    }

    @inline(__always) static func isBlank(_ b: UInt8) -> Bool {
        b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r")
    }

    /// Runs `body` on the UTF-8 bytes of `text` (no copy for a native string such as a literal).
    static func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var text = text
        return text.withUTF8(body)
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Calls `body` with each row of the table in `bytes`.
    static func forEachRow(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Row) -> Void) {
        var row = Row(bytes: bytes, fields: [])
        row.fields.reserveCapacity(16)
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            var end = lineEnd
            if end > lineStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            var first = lineStart
            while first < end, isBlank(bytes[first]) { first += 1 }
            if first == end || bytes[first] == UInt8(ascii: "#") { continue }
            row.fields.removeAll(keepingCapacity: true)
            var fieldStart = lineStart
            var k = lineStart
            while k <= end {
                if k == end || bytes[k] == UInt8(ascii: "|") {
                    var a = fieldStart, b = k
                    while a < b, isBlank(bytes[a]) { a += 1 }
                    while b > a, isBlank(bytes[b - 1]) { b -= 1 }
                    row.fields.append(a..<b)
                    fieldStart = k + 1
                }
                k += 1
            }
            body(row)
        }
    }

    @inline(__always) static func lower(_ b: UInt8) -> UInt8 {
        b &- UInt8(ascii: "A") < 26 ? b | 0x20 : b
    }

    @inline(__always) static func isWordByte(_ b: UInt8) -> Bool {
        lower(b) &- UInt8(ascii: "a") < 26 || b &- UInt8(ascii: "0") < 10 || b >= 0x80
    }

    /// Compares `a[ra]` with `b[rb]` byte by byte with ASCII letters lower-cased: negative, 0 or
    /// positive. (UTF-8 byte order is code point order.)
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ ra: Range<Int>,
                        _ b: UnsafeBufferPointer<UInt8>, _ rb: Range<Int>) -> Int {
        let n = min(ra.count, rb.count)
        var i = 0
        while i < n {
            let x = lower(a[ra.lowerBound + i]), y = lower(b[rb.lowerBound + i])
            if x != y { return x < y ? -1 : 1 }
            i += 1
        }
        return ra.count - rb.count
    }

    /// Whether `bytes[range]` starts with `baby`, any case (`Babyfood, …`, `Baby Toddler …`).
    static func startsWithBaby(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let i = range.lowerBound
        return range.count >= 4 && lower(bytes[i]) == UInt8(ascii: "b") && lower(bytes[i + 1]) == UInt8(ascii: "a")
            && lower(bytes[i + 2]) == UInt8(ascii: "b") && lower(bytes[i + 3]) == UInt8(ascii: "y")
    }

    /// Whether `bytes[range]` has the word `raw`, any case.
    static func hasRawWord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i + 3 <= range.upperBound {
            if lower(bytes[i]) == UInt8(ascii: "r"), lower(bytes[i + 1]) == UInt8(ascii: "a"),
               lower(bytes[i + 2]) == UInt8(ascii: "w"),
               i == range.lowerBound || !isWordByte(bytes[i - 1]),
               i + 3 == range.upperBound || !isWordByte(bytes[i + 3]) {
                return true
            }
            i += 1
        }
        return false
    }

    /// How `word` (a lower-case stem) matches the words of `bytes[range]`, any case, the best
    /// match of any word (or of the first only): 0 when a word is the stem give or take a plural
    /// ending (`apple`: `Apples`, `tomato`: `Tomatoes`), 1 when a word only starts with it
    /// (`APPLEBEE'S`), 2 when no word does.
    static func wordMatch(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, firstOnly: Bool) -> Int {
        let n = word.count
        guard n > 0 else { return 0 }
        var best = 2
        var i = range.lowerBound
        var previousIsWord = false
        while i + n <= range.upperBound {
            let b = bytes[i]
            let isWord = isWordByte(b)
            if isWord, !previousIsWord {
                var j = 0
                while j < n, lower(bytes[i + j]) == word[j] { j += 1 }
                if j == n {
                    var k = i + n
                    var rest: [UInt8] = []
                    while k < range.upperBound, isWordByte(bytes[k]), rest.count <= 3 {
                        rest.append(lower(bytes[k]))
                        k += 1
                    }
                    if pluralEndings.contains(rest) { return 0 }
                    best = 1
                }
                if firstOnly { return best }
            }
            previousIsWord = isWord
            i += 1
        }
        return best
    }

    private static let pluralEndings: Set<[UInt8]> = Set(["", "s", "e", "es", "y", "ies"].map { Array($0.utf8) })
}
