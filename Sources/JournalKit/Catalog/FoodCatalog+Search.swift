/// Finds foods by name: an exact name (`food(named:)`, also in another number) and a ranked
/// search by words.
///
/// ```
/// food(named: "Eggs")          → egg (friendly: `eggs` is `egg` in the plural)
/// food(named: "bananas, raw")  → Bananas, raw (the plain USDA food)
/// search("yog", limit: 3)      → yogurt, greek yogurt, …
/// ```
extension FoodCatalog {
    /// Binary search of `rows` (sorted by lower-cased name) for the name `key[range]`, any case.
    static func rowIndex(_ rows: [Row], _ usdaBytes: UnsafeBufferPointer<UInt8>,
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
        if let i = friendlyIndex(of: key) { return friendlyFood(i) }
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

    /// The first word of every friendly name and alias, and of every USDA name (`cheese` of
    /// `Cheese, cheddar`), lower-cased: what a line without a keyword must hold one of to be
    /// read as food (Grammar.md §5.12). Worked out on first use.
    public func firstWordsOfNames() -> Set<String> {
        var words = Set<String>()
        for key in friendlyIndex.keys { words.insert(FoodCatalog.firstWord(key)) }
        TableText.withBytes(usdaText) { bytes in
            for row in rows {
                var end = row.name.lowerBound
                while end < row.name.upperBound, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: ",") { end += 1 }
                words.insert(FoodCatalog.normalized(bytes, row.name.lowerBound..<end))
            }
        }
        return words
    }

    /// The first word of a name, without a comma after it.
    static func firstWord(_ name: String) -> String {
        String(name.prefix { $0 != " " && $0 != "," })
    }

    /// Lower-cased and trimmed, inner runs of white space made one space.
    static func normalized(_ text: String) -> String {
        TableText.withBytes(text) { normalized($0, 0..<$0.count) }
    }

    /// ``normalized(_:)`` of the text at `bytes[range]` (a table's field).
    static func normalized(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var pendingSpace = false
        for i in range {
            let b = bytes[i]
            if b >= 0x80 {
                return TableText.string(bytes, range).lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            }
            if b == UInt8(ascii: " ") || (b >= UInt8(ascii: "\t") && b <= UInt8(ascii: "\r")) {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(UInt8(ascii: " ")); pendingSpace = false }
            out.append(lowerByte(b))
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

    /// Added to a USDA row's name length when ranking search results: SR Legacy and Foundation
    /// foods and raw foods rank before FNDDS survey foods, baby foods last.
    private func penalty(_ bytes: UnsafeBufferPointer<UInt8>, _ row: Row) -> Int32 {
        let figures = FoodCatalog.figures(bytes, row, categories: categories.count)
        var penalty: Int32 = figures.isSurvey ? 12 : 0
        if TableText.hasRawWord(bytes, row.name) { penalty -= 8 }
        if (figures.category >= 0 && categories[figures.category].hasPrefix("Baby")) || TableText.startsWithBaby(bytes, row.name) {
            penalty += 80
        }
        return penalty
    }

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
            results.append(friendlyFood(i))
            if friendlyRow[i] >= 0 { takenRows.insert(friendlyRow[i]) }
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
                    rowHits.append((exact, whole, row.nameLength + penalty(bytes, row) - first, i))
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

/// The byte-level, ASCII case-insensitive comparisons that the lookups and the search (and the
/// sorting of the USDA rows) run on.
extension TableText {
    /// Whether `b` is part of a word: an ASCII letter or digit, or any byte of a non-ASCII character.
    @inline(__always) static func isWordByte(_ b: UInt8) -> Bool {
        isASCIILetter(b) || isDigit(b) || b >= 0x80
    }

    /// Compares `a[ra]` with `b[rb]` byte by byte with ASCII letters lower-cased: negative, 0 or
    /// positive. (UTF-8 byte order is code point order.)
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ ra: Range<Int>,
                        _ b: UnsafeBufferPointer<UInt8>, _ rb: Range<Int>) -> Int {
        let n = min(ra.count, rb.count)
        var i = 0
        while i < n {
            let x = lowerByte(a[ra.lowerBound + i]), y = lowerByte(b[rb.lowerBound + i])
            if x != y { return x < y ? -1 : 1 }
            i += 1
        }
        return ra.count - rb.count
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
                while j < n, lowerByte(bytes[i + j]) == word[j] { j += 1 }
                if j == n {
                    var k = i + n
                    var rest: [UInt8] = []
                    while k < range.upperBound, isWordByte(bytes[k]), rest.count <= 3 {
                        rest.append(lowerByte(bytes[k]))
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
