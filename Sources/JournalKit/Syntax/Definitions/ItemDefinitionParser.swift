/// Reads a user's drink or food, which overrides the built-in catalog.
///
/// ```
/// - drink "oat latte" per 350 ml: 126 mg caffeine, 130 kcal
/// - drink espresso per shot (30 ml): 63 mg caffeine
/// - drink kombucha per bottle (330 ml): 15 mg caffeine, 40 kcal, water 90%
/// - drink mate per cup: 80 mg caffeine, category tea
/// - food oats per 100 g: 389 kcal, 66 g carbs, 17 g protein, 7 g fat, 1 g sugar
/// - food apple per piece (180 g): 95 kcal, 25 g carbs, 19 g sugar, 8 mg vitamin-c
/// - food toast per slice: 80 kcal, 15 g carbs
/// ```
extension FileParser {
    func itemDefinition(_ words: inout DefinitionTokens, _ keyword: Token, isDrink: Bool) -> ItemDefinition? {
        let what = isDrink ? "drink" : "food"
        let example = isDrink ? "- drink espresso per shot (30 ml): 63 mg caffeine" : "- food oats per 100 g: 389 kcal, 66 g carbs"
        let colonByte = UInt8(ascii: ":"), quote = UInt8(ascii: "\"")
        // The name is in quotes, or runs to "per" or to a word ending in ':' (`drink matcha: 70 mg caffeine`).
        let first = words.peek()
        var nameToken = definitionName(&words, stop: { [buf] t in buf.matches(t, "per") || buf[t.end - 1] == colonByte })
        var colon: Int? = nil
        if let first, buf[first.start] != quote, let t = words.peek(), buf[t.end - 1] == colonByte {
            colon = t.end - 1
            nameToken = Token(start: first.start, end: t.end - 1)
            words.skip()
        } else if nameToken != nil, let t = words.peek(), t.count == 1, buf[t.start] == colonByte {
            colon = t.start  // "oat latte" :
            words.skip()
        } else if let n = nameToken, n.end + 1 < buf.count, buf[n.end] == quote, buf[n.end + 1] == colonByte {
            colon = n.end + 1  // "oat latte":
        }
        guard let nameToken, nameToken.count > 0 else {
            error(.badDefinition, words.tokens.first ?? keyword, "\(what) definition needs a name", hint: "write e.g. \(example)")
            return nil
        }
        let name = buf.string(nameToken)
        // Without 'per' (`matcha: 70 mg caffeine`), the nutrients are of one serving.
        var serving = Serving(name: "serving", amount: nil)
        if colon == nil {
            guard let perToken = words.take("per") else {
                error(.badDefinition, words.peek() ?? nameToken, "\(what) definition needs a serving: per 100 g, per shot (30 ml)…",
                      hint: "write e.g. \(example)")
                return nil
            }
            // The serving runs to the colon.
            let servingStart = words.peek()?.start ?? perToken.end
            guard let c = firstByte(colonByte, servingStart, words.tokens.last!.end) else {
                error(.badDefinition, perToken, "\(what) definition needs ':' and its nutrients after the serving", hint: "write e.g. \(example)")
                return nil
            }
            colon = c
            guard let s = servingSpec(servingStart, c, perToken) else { return nil }
            serving = s
        }
        let listStart = colon! + 1
        let listEnd = words.tokens.last.map { max($0.end, listStart) } ?? listStart
        guard let list = nutrientList(listStart, listEnd, defaultMass: isDrink ? .caffeine : nil, category: isDrink ? .drink : .food) else { return nil }
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
        return ItemDefinition(name: name, serving: serving, nutrients: nutrients, waterFraction: isDrink || list.waterFraction != nil ? water : nil,
                              category: list.category)
    }

    /// `100 g`, `350 ml`, `shot (30 ml)`, `piece (180 g)`, `slice`, `bottle 330 ml`.
    private func servingSpec(_ s: Int, _ e: Int, _ per: Token) -> Serving? {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        let open = firstByte(UInt8(ascii: "("), s, e)
        tokenize(buf, s, open ?? e, into: &toks)
        var name: String? = nil
        var amount: Quantity? = nil
        var words = DefinitionTokens(buf: buf, tokens: toks)
        if let f = words.peek(), startsNumeric(f) {
            guard let q = quantity(&words, allowWordUnit: true) else { return nil }
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
        } else if let f = words.peek() {
            // "per bottle 330 ml": a name, then maybe its size.
            while let t = words.peek(), !startsNumeric(t) { words.skip() }
            name = buf.lowercased(f.start, words.previous!.end)
            if let size = words.peek(), open == nil {
                guard let q = quantity(&words, allowWordUnit: false), q.quantity.unit.dimension == .mass || q.quantity.unit.dimension == .volume else {
                    error(.badDefinition, size, "the serving's size must be a weight or a volume", hint: "write e.g. per bottle (330 ml)")
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
