/// Reads the catalog's tables (the formats of USDAFoodsData.swift and FriendlyFoods.swift):
///
/// ```
/// Bananas, raw|82|s|89|22.84|12.23|2.6|0.33|1.09|8.7|1
/// egg | Egg, whole, raw, fresh | piece 50 | whole egg
/// ```
///
/// A bad line is left out and said in `problems`.
extension FoodCatalog {
    /// The categories, one a line, numbered from 0.
    static func readCategories(_ table: String) -> [String] {
        var categories: [String] = []
        TableText.withBytes(table) { bytes in
            TableText.forEachRow(bytes) { row in categories.append(row.string(0)) }
        }
        return categories
    }

    /// The USDA foods of `table`, sorted by lower-cased name, each name once. Only where each
    /// name lies is read here (a line with other than 11 or 12 fields is a problem); the figures are
    /// read when a food is asked for (``figures(_:_:categories:)``), so that a start reads the
    /// 7,150 lines once with `memchr` rather than parsing 57,000 numbers nobody may need.
    static func readUSDATable(_ table: String, categories: [String], problems: inout [String]) -> [Row] {
        TableText.withBytes(table) { bytes in
            var rows: [Row] = []
            rows.reserveCapacity(bytes.count / 48)
            var sorted = true
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = TableText.lineEnd(bytes, from: lineStart)
                defer { lineStart = lineEnd + 1 }
                let first = bytes[lineStart]
                if lineStart == lineEnd || first == UInt8(ascii: "#") || first == UInt8(ascii: "\r") { continue }
                // name | category | source | kcal | carbs | sugar | fiber | fat | protein | vitamin C | sodium
                // [| where its line of more nutrients starts]
                var bar = lineStart
                while bar < lineEnd, bytes[bar] != UInt8(ascii: "|") { bar += 1 }
                var fields = bar < lineEnd ? 2 : 1
                var k = bar + 1
                while k < lineEnd, let next = FastBytes.firstIndex(of: UInt8(ascii: "|"), in: bytes, k..<lineEnd) {
                    fields += 1
                    k = next + 1
                }
                let name = TableText.trimmed(bytes, lineStart..<bar)
                guard fields == 11 || fields == 12, !name.isEmpty else {
                    problems.append("USDA table: bad line: \(TableText.string(bytes, lineStart..<lineEnd))")
                    continue
                }
                if let last = rows.last, TableText.compare(bytes, last.name, bytes, name) >= 0 { sorted = false }
                rows.append(Row(nameStart: Int32(name.lowerBound), nameLength: Int32(name.count), figuresStart: Int32(bar + 1)))
            }
            if !sorted {
                // A hand-made table: sort it; equal names keep table order.
                rows = rows.enumerated().sorted { a, b in
                    let c = TableText.compare(bytes, a.element.name, bytes, b.element.name)
                    return c != 0 ? c < 0 : a.offset < b.offset
                }.map(\.element)
                var unique: [Row] = []
                unique.reserveCapacity(rows.count)
                for row in rows {
                    if let last = unique.last, TableText.compare(bytes, last.name, bytes, row.name) == 0 {
                        problems.append("USDA table: \(TableText.string(bytes, row.name)) is listed twice")
                        continue
                    }
                    unique.append(row)
                }
                rows = unique
            }
            return rows
        }
    }

    /// A USDA row's figures, read from its line: its category (-1 when unknown), its core
    /// nutrients per 100 g, whether it is an FNDDS survey food (source `n`), and where its line
    /// of more nutrients starts (nil when it has none); a number that does not read is 0
    /// (FoodCatalogTests reads every row of the built-in table).
    static func figures(_ bytes: UnsafeBufferPointer<UInt8>, _ row: Row, categories: Int)
        -> (category: Int, per100g: Nutrients, isSurvey: Bool, ok: Bool, moreOffset: Int?) {
        var cursor = TableText.Cursor(bytes: bytes, position: Int(row.figuresStart))
        let (categoryField, _) = cursor.field()
        let (source, _) = cursor.field()
        var n = Nutrients()
        var ok = true
        func number() -> Double {
            let (value, _, good) = cursor.numberField()
            ok = ok && good
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
        let (offsetField, _) = cursor.field()
        let moreOffset = offsetField.isEmpty ? nil : TableText.int(bytes, offsetField)
        ok = ok && (offsetField.isEmpty || moreOffset != nil)
        let category = TableText.int(bytes, categoryField).flatMap { $0 < categories ? $0 : nil } ?? -1
        return (category, n, !source.isEmpty && bytes[source.lowerBound] == UInt8(ascii: "n"), ok, moreOffset)
    }

    /// Adds `share` of the line of more nutrients at `offset` of `bytes` (saturated fat to
    /// choline, per 100 g) to `n`; a figure that is empty or left out, or a row without a line
    /// (`offset` nil), is marked unknown.
    static func addMore(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int?, times share: Double, to n: inout Nutrients) {
        var cursor = offset.flatMap { $0 < bytes.count ? TableText.Cursor(bytes: bytes, position: $0) : nil }
        var followed = cursor != nil
        for nutrient in Nutrient.more {
            guard followed, cursor != nil else { n.markUnknown(nutrient); continue }
            let (range, next) = cursor!.field()
            followed = next
            guard let value = TableText.number(bytes, range)?.value else { n.markUnknown(nutrient); continue }
            n[nutrient] += value * share
        }
    }

    /// The friendly foods of `table`, each pointing at its USDA food in `rows`: the foods, their
    /// rows, each name and alias (lower-case) → its food, and the names and aliases in table order.
    static func readFriendlyTable(_ table: String, usdaTable: String, rows: [Row], categories: [String], problems: inout [String])
        -> (foods: [CatalogFood], rows: [Int], index: [String: Int], names: [String], dishParts: [Int: [(row: Int, share: Double)]]) {
        var friendly: [CatalogFood] = []
        var friendlyRow: [Int] = []
        var dishParts: [Int: [(row: Int, share: Double)]] = [:]
        var friendlyIndex: [String: Int] = [:]
        var names: [String] = []
        TableText.withBytes(usdaTable) { usdaBytes in
            TableText.withBytes(table) { bytes in
                TableText.forEachRow(bytes) { row in
                    guard row.count == 4 else {
                        problems.append("friendly table: a line has \(row.count) fields, not 4: \(row.string(0))")
                        return
                    }
                    let name = FoodCatalog.normalized(bytes, row.fields[0])
                    guard !name.isEmpty else {
                        problems.append("friendly table: a line has no name: \(row.string(1))")
                        return
                    }
                    // One USDA row, or a dish made of several: `ROW (200 g) + ROW (50 g)`.
                    var parts: [(row: Int, grams: Double)] = []
                    for (part, grams) in FoodCatalog.dishParts(bytes, row.fields[1]) {
                        guard let index = FoodCatalog.rowIndex(rows, usdaBytes, named: bytes, part) else {
                            problems.append("friendly table: \(name): no USDA food named \(TableText.string(bytes, part))")
                            return
                        }
                        parts.append((index, grams ?? 100))
                    }
                    guard let usda = parts.first?.row, parts.count == 1 || parts.allSatisfy({ $0.grams > 0 }) else {
                        problems.append("friendly table: \(name): bad USDA name \(row.string(1))")
                        return
                    }
                    var servingName: String?
                    var servingGrams: Double?
                    var wholeGrams: Double?
                    var servingsInPlural: Double?
                    // `slice 105`, or with the whole it is part of: `slice 105, whole 840`; or
                    // with what the plural alone means: `piece 4, several 8`.
                    let servings = TableText.items(bytes, row.fields[2], separatedBy: UInt8(ascii: ","))
                    if let serving = servings.first {
                        let words = TableText.items(bytes, serving, separatedBy: UInt8(ascii: " "))
                        guard words.count <= 2, let grams = TableText.number(bytes, words[words.count - 1])?.value, grams > 0 else {
                            problems.append("friendly table: \(name): bad serving \(TableText.string(bytes, serving))")
                            return
                        }
                        servingGrams = grams
                        if words.count == 2 { servingName = TableText.string(bytes, words[0]) }
                    }
                    if servings.count > 1 {
                        let words = TableText.items(bytes, servings[1], separatedBy: UInt8(ascii: " "))
                        let word = words.count == 2 ? TableText.string(bytes, words[0]) : ""
                        guard servings.count == 2, servingName != nil, word == "whole" || (word == "several" && servingName == "piece"),
                              let number = TableText.number(bytes, words[1])?.value, word == "whole" ? number > servingGrams ?? 0 : number >= 2 else {
                            problems.append("friendly table: \(name): bad second size \(row.string(2)); write it as `slice 105, whole 840` or `piece 4, several 8`")
                            return
                        }
                        if word == "whole" { wholeGrams = number } else { servingsInPlural = number }
                    }
                    // A food counted in pieces: its plural alone is two, unless the table says.
                    if servingName == "piece", servingsInPlural == nil { servingsInPlural = 2 }
                    if let other = friendlyIndex[name] {
                        problems.append("friendly table: \(name) is already a name of \(friendly[other].name)")
                        return
                    }
                    let position = friendly.count
                    friendlyIndex[name] = position
                    names.append(name)
                    var aliases: [String] = []
                    for part in TableText.items(bytes, row.fields[3], separatedBy: UInt8(ascii: ",")) {
                        let alias = FoodCatalog.normalized(bytes, part)
                        if let other = friendlyIndex[alias] {
                            let owner = other == position ? name : friendly[other].name
                            problems.append("friendly table: \(alias) names both \(owner) and \(name)")
                            continue
                        }
                        friendlyIndex[alias] = position
                        names.append(alias)
                        aliases.append(alias)
                    }
                    let r = FoodCatalog.figures(usdaBytes, rows[usda], categories: categories.count)
                    let category = r.category >= 0 ? categories[r.category] : ""
                    var per100g = r.per100g
                    var usdaName = parts.count > 1 ? "" : TableText.string(usdaBytes, rows[usda].name)
                    if parts.count > 1 {
                        // A dish of several rows: their figures mixed in their weights.
                        let total = parts.reduce(0) { $0 + $1.grams }
                        per100g = parts.reduce(Nutrients()) { $0 + FoodCatalog.figures(usdaBytes, rows[$1.row], categories: 0).per100g * ($1.grams / total) }
                        usdaName = row.string(1)
                        dishParts[friendly.count] = parts.map { ($0.row, $0.grams / total) }
                    }
                    friendly.append(CatalogFood(name: name, usdaName: usdaName, category: category,
                                                per100g: per100g, servingName: servingName, servingGrams: servingGrams, wholeGrams: wholeGrams,
                                                servingsInPlural: servingsInPlural,
                                                aliases: aliases, isFriendly: true))
                    friendlyRow.append(parts.count > 1 ? -1 : usda)
                }
            }
        }
        return (friendly, friendlyRow, friendlyIndex, names, dishParts)
    }
}

extension FoodCatalog {
    /// The USDA names of a friendly food's second field, each with its grams when the field is a
    /// dish of several rows (`Beans, baked (200 g) + Bread, toasted (50 g)`); one name, without
    /// grams, otherwise. A part's grams are nil when it has none (`(…)` is part of some names).
    static func dishParts(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [(Range<Int>, Double?)] {
        var parts: [(Range<Int>, Double?)] = []
        var start = range.lowerBound
        var i = range.lowerBound
        func endPart(_ end: Int) {
            var nameEnd = end
            var grams: Double? = nil
            // `NAME (200 g)`: the grams in the last parentheses.
            if end - start > 6, bytes[end - 1] == UInt8(ascii: ")"), bytes[end - 2] == UInt8(ascii: "g"), bytes[end - 3] == UInt8(ascii: " ") {
                var open = end - 3
                while open > start, bytes[open] != UInt8(ascii: "(") { open -= 1 }
                if open > start, let n = TableText.number(bytes, (open + 1)..<(end - 3)) {
                    grams = n.value
                    nameEnd = open
                    while nameEnd > start, TableText.isBlank(bytes[nameEnd - 1]) { nameEnd -= 1 }
                }
            }
            parts.append((start..<nameEnd, grams))
        }
        while i + 3 <= range.upperBound {
            if bytes[i] == UInt8(ascii: " "), bytes[i + 1] == UInt8(ascii: "+"), bytes[i + 2] == UInt8(ascii: " ") {
                endPart(i)
                start = i + 3
                i += 3
                continue
            }
            i += 1
        }
        if parts.isEmpty { return [(range, nil)] }
        endPart(range.upperBound)
        return parts
    }
}

/// Byte-level reading of the embedded `|`-separated tables: a line is a row, blank lines and
/// lines starting with `#` are skipped, fields are trimmed of spaces. (The comparisons that
/// lookups and search run on are in FoodCatalog+Search.swift.)
enum TableText {
    /// One line of a table: the byte ranges of its fields. Valid only inside `forEachRow`.
    struct Row {
        let bytes: UnsafeBufferPointer<UInt8>
        var fields: [Range<Int>]

        var count: Int { fields.count }

        func string(_ i: Int) -> String {
            i < fields.count ? TableText.string(bytes, fields[i]) : ""
        }
    }

    /// Reads a table field by field, for the big USDA table: no arrays, and numbers read from
    /// the bytes with the parser journal lines use (``UnsafeBufferPointer/number(at:_:)``).
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        private(set) var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) {
            self.bytes = bytes
            self.position = position
        }

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

        /// The decimal number field at the cursor (`143.16`, `-0.4`, `7`; empty is 0), whether a
        /// `|` followed, and whether it read well (the whole field is one number).
        mutating func numberField() -> (Double, followed: Bool, ok: Bool) {
            let (range, followed) = field()
            if range.isEmpty { return (0, followed, true) }
            guard let number = TableText.number(bytes, range) else { return (0, followed, false) }
            return (number.value, followed, true)
        }
    }

    /// The number that is all of `bytes[range]`, read as the journal's numbers are; nil when
    /// there is none or more follows.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> ScannedNumber? {
        guard let number = bytes.number(at: range.lowerBound, range.upperBound), number.end == range.upperBound else { return nil }
        return number
    }

    /// A non-negative whole number; nil when empty or not one.
    static func int(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let number = number(bytes, range), !number.negative else { return nil }
        return Int(exactly: number.value)
    }

    /// Where the line starting at `start` ends: its `\n`, or the end of the bytes.
    static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        FastBytes.firstIndex(of: UInt8(ascii: "\n"), in: bytes, start..<bytes.count) ?? bytes.count
    }

    /// The non-empty items of `bytes[range]` separated by `separator`, each trimmed of blanks.
    static func items(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, separatedBy separator: UInt8) -> [Range<Int>] {
        var items: [Range<Int>] = []
        var start = range.lowerBound
        for i in range where bytes[i] == separator {
            let item = trimmed(bytes, start..<i)
            if !item.isEmpty { items.append(item) }
            start = i + 1
        }
        let last = trimmed(bytes, start..<range.upperBound)
        if !last.isEmpty { items.append(last) }
        return items
    }

    /// `range` without the blanks at either end.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var a = range.lowerBound, z = range.upperBound
        while a < z, isBlank(bytes[a]) { a += 1 }
        while z > a, isBlank(bytes[z - 1]) { z -= 1 }
        return a..<z
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

    /// Whether `bytes[range]` starts with `baby`, any case (`Babyfood, …`, `Baby Toddler …`).
    static func startsWithBaby(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let i = range.lowerBound
        return range.count >= 4 && lowerByte(bytes[i]) == UInt8(ascii: "b") && lowerByte(bytes[i + 1]) == UInt8(ascii: "a")
            && lowerByte(bytes[i + 2]) == UInt8(ascii: "b") && lowerByte(bytes[i + 3]) == UInt8(ascii: "y")
    }

    /// Whether `bytes[range]` has the word `raw`, any case.
    static func hasRawWord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i + 3 <= range.upperBound {
            if lowerByte(bytes[i]) == UInt8(ascii: "r"), lowerByte(bytes[i + 1]) == UInt8(ascii: "a"),
               lowerByte(bytes[i + 2]) == UInt8(ascii: "w"),
               i == range.lowerBound || !isWordByte(bytes[i - 1]),
               i + 3 == range.upperBound || !isWordByte(bytes[i + 3]) {
                return true
            }
            i += 1
        }
        return false
    }
}
