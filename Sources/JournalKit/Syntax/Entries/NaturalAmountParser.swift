/// Reads an item's lead amount as people say it: articles and number words, fractions, and a
/// container or portion word joined to the name by `of`.
///
/// ```
/// an apple              1 apple
/// half an avocado       0.5 avocado
/// a couple of eggs      2 eggs
/// 1/2 pizza · ½ pizza   0.5 pizza
/// 1 1/2 cups of milk    1.5 cup of milk
/// 2 slices of toast     2 slices (toast's serving)
/// a handful of almonds  1 handful
/// bowl of cereal        1 bowl
/// a bit of cheese       0.5 cheese (half a serving)
/// ```
///
/// Grammar.md §5.3 (lead amount) and §7.3 (what a portion word weighs) say the rules.
extension FileParser {
    /// A lead amount in words: how many, and the unit word (`slices`, `pint`) if one was written.
    struct NaturalLead {
        var count: Double
        var unit: Token?
        /// Where the amount is written, for diagnostics.
        var start: Int
        var end: Int
    }

    /// Articles and number words: `a` … `twelve`, `half`.
    static let numberWords = ByteTable([
        ("a", 1.0), ("an", 1), ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6), ("seven", 7),
        ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), ("half", 0.5),
    ])

    /// Container and portion words that may lead without a number (`bowl of cereal`), singular
    /// and plural. Their sizes are the catalog's business (``PortionWords``).
    static let portionWords = ByteTable(PortionWordSpellings.all.map { ($0, true) })

    /// Reads `toks[i...]` as a natural lead amount and advances `i` past it (and past `of`);
    /// nil (and `i` unchanged) when the item does not start with one, or when nothing would be
    /// left for a name (`- snack a` is an item named `a`).
    func naturalLead(_ toks: [Token], _ i: inout Int) -> NaturalLead? {
        var j = i
        let first = toks[j]
        var count: Double? = nil
        if let value = fractionOrMixed(toks, &j) {
            count = value
        } else if isASCIILetter(buf[first.start]), let value = Self.numberWords.find(buf, first) {
            j += 1
            count = value
            let isArticle = value == 1 && (buf.matches(first, "a") || buf.matches(first, "an"))
            if isArticle, j + 1 < toks.count, buf.matches(toks[j], "couple"), buf.matches(toks[j + 1], "of") {
                count = 2  // "a couple of eggs"
                j += 2
            } else if isArticle, j + 2 < toks.count, buf.matches(toks[j], "bit"), buf.matches(toks[j + 1], "of") {
                count = 0.5  // "a bit of cheese": half a serving
                j += 2
            } else if isArticle, j + 3 < toks.count, buf.matches(toks[j], "little"), buf.matches(toks[j + 1], "bit"), buf.matches(toks[j + 2], "of") {
                count = 0.5  // "a little bit of chocolate"
                j += 3
            } else if value == 0.5, j < toks.count, buf.matches(toks[j], "and") {
                return nil  // "half and half" is a name
            } else if value == 0.5, j < toks.count, buf.matches(toks[j], "a") || buf.matches(toks[j], "an") {
                j += 1  // "half an avocado"
            }
        } else if isDigit(buf[first.start]), j + 2 < toks.count, buf.number(at: first.start, first.end)?.end == first.end,
                  isASCIILetter(buf[toks[j + 1].start]), buf.matches(toks[j + 2], "of") {
            // "2 slices of toast": a number, a unit word and "of".
            count = buf.number(at: first.start, first.end)!.value
            j += 1
        }
        var unit: Token? = nil
        // "a big plate of pasta", "small bowl of soup": a size word and a portion word are one unit.
        if j + 2 < toks.count, PortionWords.sizeWords.find(buf, toks[j]) != nil, Self.portionWords.find(buf, toks[j + 1]) != nil,
           buf.matches(toks[j + 2], "of") {
            unit = Token(start: toks[j].start, end: toks[j + 1].end)
            j += 3
        } else if j + 1 < toks.count, isASCIILetter(buf[toks[j].start]), buf.matches(toks[j + 1], "of"),
           count != nil || Self.portionWords.find(buf, toks[j]) != nil || MeasureUnit(standard: buf, toks[j].start, toks[j].end) != nil {
            unit = toks[j]  // "a pint of beer", "bowl of cereal"
            j += 2
        } else if count != nil, j < toks.count, MeasureUnit(standard: buf, toks[j].start, toks[j].end) != nil {
            unit = toks[j]  // "1/2 cup milk"
            j += 1
            if j < toks.count, buf.matches(toks[j], "of") { j += 1 }
        }
        guard count != nil || unit != nil, j < toks.count, j > i else { return nil }
        let lead = NaturalLead(count: count ?? 1, unit: unit, start: first.start, end: toks[j - 1].end)
        i = j
        return lead
    }

    /// `1/2`, `½`, `1½`, or `1 1/2` at `toks[j]`; advances `j` past it.
    func fractionOrMixed(_ toks: [Token], _ j: inout Int) -> Double? {
        let t = toks[j]
        if let f = fraction(t) {
            j += 1
            return f
        }
        // "1 1/2": a whole number, then a fraction.
        if j + 1 < toks.count, let n = buf.number(at: t.start, t.end), n.end == t.end, !n.negative, n.value == n.value.rounded(),
           let f = fraction(toks[j + 1]), f < 1 {
            j += 2
            return n.value + f
        }
        return nil
    }

    /// A token that is a fraction: `1/2`, `3/4`, `½`, `¼`, `¾`, `1½`.
    func fraction(_ t: Token) -> Double? {
        var whole = 0.0
        var p = t.start
        if let n = buf.number(at: t.start, t.end), !n.negative {
            if n.end + 1 < t.end, buf[n.end] == UInt8(ascii: "/"), let d = buf.number(at: n.end + 1, t.end), d.end == t.end, !d.negative,
               d.value > 0, n.value == n.value.rounded(), d.value == d.value.rounded() {
                return n.value / d.value
            }
            whole = n.value
            p = n.end
        }
        // ¼ ½ ¾ are C2 BC, C2 BD, C2 BE.
        guard p + 2 == t.end, buf[p] == 0xC2 else { return nil }
        switch buf[p + 1] {
        case 0xBC: return whole + 0.25
        case 0xBD: return whole + 0.5
        case 0xBE: return whole + 0.75
        default: return nil
        }
    }
}

/// The container and portion words a lead amount may use without a number, as written.
enum PortionWordSpellings {
    static let singular = ["bowl", "plate", "glass", "mug", "cup", "handful", "pint", "can", "bottle", "piece", "square", "bar",
                           "bag", "packet", "scoop", "serving", "portion", "spoon", "slice", "tbsp", "tsp"]
    static let singularTable = ByteTable(singular.map { ($0, true) })
    static let all = singular + ["bowls", "plates", "glasses", "mugs", "cups", "handfuls", "pints", "cans", "bottles", "pieces",
                                 "squares", "bars", "bags", "packets", "scoops", "servings", "portions", "spoons", "slices"]
}
