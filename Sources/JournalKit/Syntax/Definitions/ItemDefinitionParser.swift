/// Reads a user's drink or food, which overrides the built-in catalog.
///
/// ```
/// - drink "oat latte" per 350 ml: 126 mg caffeine, 130 kcal
/// - drink espresso per shot (30 ml): 63 mg caffeine
/// - drink kombucha per bottle (330 ml): 15 mg caffeine, 40 kcal, water 90%
/// - food oats per 100 g: 389 kcal, 66 g carbs, 17 g protein, 7 g fat, 1 g sugar
/// - food apple per piece (180 g): 95 kcal, 25 g carbs, 19 g sugar, 8 mg vitamin-c
/// - food toast per slice: 80 kcal, 15 g carbs
/// ```
extension FileParser {
    func itemDefinition(_ toks: [Token], _ keyword: Token, isDrink: Bool) -> ItemDefinition? {
        let what = isDrink ? "drink" : "food"
        let example = isDrink ? "- drink espresso per shot (30 ml): 63 mg caffeine" : "- food oats per 100 g: 389 kcal, 66 g carbs"
        var i = 0
        // The name runs to "per", or to a word ending in ':' (`drink matcha: 70 mg caffeine`).
        var colon: Int? = nil
        var nameToken: Token? = nil
        if let f = toks.first, buf[f.start] != UInt8(ascii: "\"") {
            var j = 0
            while j < toks.count, !buf.matches(toks[j], "per"), buf[toks[j].end - 1] != UInt8(ascii: ":") { j += 1 }
            if j < toks.count, buf[toks[j].end - 1] == UInt8(ascii: ":"), !buf.matches(toks[j], "per") {
                colon = toks[j].end - 1
                if colon! > toks[0].start { nameToken = Token(start: toks[0].start, end: colon!) }
                i = j + 1
            } else if j > 0 {
                nameToken = Token(start: toks[0].start, end: toks[j - 1].end)
                i = j
            }
        } else {
            nameToken = definitionName(toks, &i, stop: { [buf] t in buf.matches(t, "per") })
            if nameToken != nil, i < toks.count, toks[i].count == 1, buf[toks[i].start] == UInt8(ascii: ":") {
                colon = toks[i].start  // "oat latte" :
                i += 1
            } else if let n = nameToken, n.end < buf.count, buf[n.end] == UInt8(ascii: "\""), n.end + 1 < buf.count, buf[n.end + 1] == UInt8(ascii: ":") { colon = n.end + 1 }
        }
        guard let nameToken, nameToken.count > 0 else {
            error(.badDefinition, toks.first ?? keyword, "\(what) definition needs a name", hint: "write e.g. \(example)")
            return nil
        }
        let name = buf.string(nameToken)
        var serving = Serving(name: nil, amount: nil)
        if colon == nil {
            guard i < toks.count, buf.matches(toks[i], "per") else {
                error(.badDefinition, i < toks.count ? toks[i] : nameToken, "\(what) definition needs a serving: per 100 g, per shot (30 ml)…",
                      hint: "write e.g. \(example)")
                return nil
            }
            let perToken = toks[i]
            i += 1
            // The serving runs to the colon.
            let servingStart = i < toks.count ? toks[i].start : perToken.end
            var c = servingStart
            let lineEndOffset = toks.last?.end ?? perToken.end
            while c < lineEndOffset, buf[c] != UInt8(ascii: ":") { c += 1 }
            guard c < lineEndOffset else {
                error(.badDefinition, perToken, "\(what) definition needs ':' and its nutrients after the serving", hint: "write e.g. \(example)")
                return nil
            }
            colon = c
            guard let s = servingSpec(servingStart, c, perToken) else { return nil }
            serving = s
        } else {
            serving = Serving(name: "serving", amount: nil)
        }
        let listStart = colon! + 1
        let listEnd = toks.last.map { max($0.end, listStart) } ?? listStart
        guard let list = nutrientList(listStart, listEnd, defaultMass: isDrink ? .caffeine : nil) else { return nil }
        guard !list.amounts.isEmpty || list.waterFraction != nil else {
            report(.error, .badDefinition, colon!, colon! + 1, "\(what) \(name) has no nutrients after ':'", hint: "write e.g. \(example)")
            return nil
        }
        var nutrients = Nutrients()
        var water: Double? = list.waterFraction
        for a in list.amounts {
            nutrients[a.nutrient] = a.value
            if a.nutrient == .water { water = nil }
        }
        if isDrink, !list.amounts.contains(where: { $0.nutrient == .water }), water == nil { water = 1 }
        return ItemDefinition(name: name, serving: serving, nutrients: nutrients, waterFraction: isDrink || list.waterFraction != nil ? water : nil)
    }

    /// `100 g`, `350 ml`, `shot (30 ml)`, `piece (180 g)`, `slice`, `bottle 330 ml`.
    private func servingSpec(_ s: Int, _ e: Int, _ per: Token) -> Serving? {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        let open = firstByte(UInt8(ascii: "("), s, e)
        tokenize(buf, s, open ?? e, into: &toks)
        var name: String? = nil
        var amount: Quantity? = nil
        var i = 0
        if let f = toks.first, startsNumeric(f) {
            guard let q = quantity(toks, &i, allowWordUnit: true) else { return nil }
            if case .word(let w) = q.quantity.unit {
                name = w  // "per 1 slice"
                if q.quantity.value != 1 {
                    error(.badDefinition, f, "a named serving is one of it", hint: "write per \(w.hasSuffix("s") ? String(w.dropLast()) : w) (… g)")
                    return nil
                }
            } else {
                guard q.quantity.unit.dimension == .mass || q.quantity.unit.dimension == .volume else {
                    error(.badDefinition, f, "a serving is a weight or a volume, not \(q.quantity)", hint: "write per 100 g, per 350 ml, or per shot (30 ml)")
                    return nil
                }
                amount = q.quantity
            }
        } else if let f = toks.first {
            // "per bottle 330 ml": a name, then maybe its size.
            var j = 0
            while j < toks.count, !startsNumeric(toks[j]) { j += 1 }
            name = buf.lowercased(f.start, toks[max(j, 1) - 1].end)
            i = j
            if j < toks.count, open == nil {
                guard let q = quantity(toks, &i, allowWordUnit: false), q.quantity.unit.dimension == .mass || q.quantity.unit.dimension == .volume else {
                    error(.badDefinition, toks[j], "the serving's size must be a weight or a volume", hint: "write e.g. per bottle (330 ml)")
                    return nil
                }
                amount = q.quantity
            }
        }
        if let open {
            guard let close = firstByte(UInt8(ascii: ")"), open, e) else {
                report(.error, .badDefinition, open, e, "'(' is never closed", hint: "write e.g. per shot (30 ml)")
                return nil
            }
            var inner = borrowTokens()
            defer { recycle(&inner) }
            tokenize(buf, open + 1, close, into: &inner)
            var j = 0
            guard let f = inner.first, startsNumeric(f), let q = quantity(inner, &j, allowWordUnit: false),
                  q.quantity.unit.dimension == .mass || q.quantity.unit.dimension == .volume else {
                report(.error, .badDefinition, open, close + 1, "the serving's size must be a weight or a volume", hint: "write e.g. per shot (30 ml)")
                return nil
            }
            amount = q.quantity
        }
        if name == nil, amount == nil {
            error(.badDefinition, per, "'per' needs a serving", hint: "write per 100 g, per 350 ml, or per shot (30 ml)")
            return nil
        }
        // Amounts are counted in servings of this size: a size of 0 would divide by zero.
        if let a = amount, !(a.value > 0) {
            report(.error, .badDefinition, per.start, e, "a serving of \(a) is nothing",
                   hint: "give the serving's size, e.g. per 100 g, per 350 ml, or per shot (30 ml)")
            return nil
        }
        if let n = name, MeasureUnit(standard: n) != nil, amount == nil {
            // "per cup" names a standard unit: one of it.
            amount = Quantity(1, MeasureUnit(standard: n)!)
        }
        return Serving(name: name, amount: amount)
    }
}
