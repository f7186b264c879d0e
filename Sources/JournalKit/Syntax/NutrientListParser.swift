/// Reads a list of nutrient amounts, in parentheses on an item or after a definition's colon.
///
/// ```
/// 520 kcal, 40 g protein
/// 150 mg
/// 126 mg caffeine, 130 kcal, water 0 ml
/// 389 kcal, 66 g carbs, 17 g protein, 7 g fat, 1 g sugar, 8 mg vitamin-c
/// water 90%
/// ```
///
/// An amount without a nutrient name means energy for `kcal`/`kJ`, water for a volume, and
/// (on drinks) caffeine for a mass.
struct NutrientList {
    var amounts: [NutrientAmount] = []
    /// From `water 90%`.
    var waterFraction: Double?
    /// From `category tea`, in a drink definition's list (Grammar.md §6.5).
    var category: DrinkCategory?
}

extension FileParser {
    /// `category`: what a part `category WORD` is in this list: a drink definition's category
    /// (`.drink`), a problem (`.food`: foods have none; `.none`: not read, as in an item's
    /// parentheses, where it is an unknown nutrient).
    func nutrientList(_ start: Int, _ end: Int, defaultMass: Nutrient?, category: CategoryPart = .none) -> NutrientList? {
        var list = NutrientList()
        var partStart = start
        var ok = true
        while partStart <= end {
            var partEnd = partStart
            while partEnd < end, buf[partEnd] != UInt8(ascii: ","), buf[partEnd] != UInt8(ascii: ";") { partEnd += 1 }
            let s = buf.skipSpaces(partStart, partEnd), e = buf.trimEnd(s, partEnd)
            if s < e {
                if category != .none, let c = categoryPart(s, e, category) { ok = c.ok && ok; if let v = c.value { list.category = v } }
                else { ok = nutrientPart(s, e, defaultMass: defaultMass, into: &list) && ok }
            }
            partStart = partEnd + 1
        }
        return ok ? list : nil
    }

    /// Where a `category WORD` part may stand (see ``nutrientList(_:_:defaultMass:category:)``).
    enum CategoryPart { case none, drink, food }

    /// A part `category WORD` (`category tea`): its category, or nil and a problem reported;
    /// nil when the part is not one (its first word is not `category`).
    private func categoryPart(_ s: Int, _ e: Int, _ place: CategoryPart) -> (ok: Bool, value: DrinkCategory?)? {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, e, into: &toks)
        guard let first = toks.first, buf.matches(first, "category") else { return nil }
        let names = DrinkCategory.allCases.map(\.name).joined(separator: ", ")
        guard place == .drink else {
            report(.error, .badDefinition, s, e, "a food has no category", hint: "categories are for drinks: - drink NAME per SERVING: … mg caffeine, category tea")
            return (false, nil)
        }
        guard toks.count == 2 else {
            report(.error, .badDefinition, s, e, toks.count == 1 ? "category needs a name" : "a drink has one category, of one word",
                   hint: "write category and one of: \(names)")
            return (false, nil)
        }
        let word = buf.string(toks[1])
        guard let c = DrinkCategory(word: word) else {
            let guess = Suggestion.closest(to: word.lowercased(), in: DrinkCategory.allCases.map(\.name))
            error(.badDefinition, toks[1], "unknown category \"\(word)\"", hint: (guess.map { "did you mean \"\($0)\"? " } ?? "") + "a category is one of: \(names)")
            return (false, nil)
        }
        return (true, c)
    }

    private func nutrientPart(_ s: Int, _ e: Int, defaultMass: Nutrient?, into list: inout NutrientList) -> Bool {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, e, into: &toks)
        // Either "40 g protein" or "protein 40 g".
        var nameTokens: ArraySlice<Token>
        var i = 0
        let numberFirst = startsNumeric(toks[0])
        if !numberFirst {
            while i < toks.count, !startsNumeric(toks[i]) { i += 1 }
            nameTokens = toks[0..<i]
            guard i < toks.count else {
                // "… kcal": a placeholder from a hint, not filled in yet.
                if buf[toks[0].start] == UInt8(ascii: ".") || buf[toks[0].start] == 0xE2 {
                    report(.error, .missingValue, s, e, "'\(buf.string(s, e))' is a placeholder; fill in the figure",
                           hint: "write the number from the label or a food table, e.g. 95 mg caffeine or 120 kcal")
                    return false
                }
                report(.error, .missingValue, s, e, "'\(buf.string(s, e))' has no amount", hint: "write e.g. 40 g protein")
                return false
            }
        } else {
            nameTokens = []
        }
        let amountToken = toks[i]
        guard let q = quantity(toks, &i, allowWordUnit: false)?.quantity else {
            report(.error, .badAmount, amountToken.start, amountToken.end, "'\(buf.string(amountToken))' is not an amount",
                   hint: "write a number and a unit, e.g. 40 g protein")
            return false
        }
        if numberFirst { nameTokens = toks[i...] }
        let nameStart = nameTokens.first?.start ?? 0, nameEnd = nameTokens.last?.end ?? 0
        let nutrient: Nutrient
        if nameTokens.isEmpty {
            switch q.unit.dimension {
            case .energy: nutrient = .energy
            case .volume: nutrient = .water
            case .mass where defaultMass != nil: nutrient = defaultMass!
            default:
                report(.error, .unknownNutrient, amountToken.start, e, "say which nutrient \(q) is",
                       hint: "write e.g. \(q) protein; nutrients: \(Nutrient.namesForHints)")
                return false
            }
        } else if let n = Nutrient(name: buf, nameStart, nameEnd) {
            nutrient = n
        } else {
            let nameText = buf.string(nameStart, nameEnd)
            let t = Token(start: nameStart, end: nameEnd)
            let guess = Suggestion.closest(to: nameText, in: Nutrient.spellings.map(\.0))
            error(.unknownNutrient, t, "unknown nutrient '\(nameText)'",
                  hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "nutrients: \(Nutrient.namesForHints)")
            return false
        }
        if q.unit == .percent {
            guard nutrient == .water else {
                report(.error, .unitMismatch, amountToken.start, e, "only water can be given in %",
                       hint: "give \(nutrient.name) in \(nutrient.unit)")
                return false
            }
            list.waterFraction = q.value / 100
            return true
        }
        guard let value = q.converted(to: nutrient.unit) else {
            report(.error, .unitMismatch, amountToken.start, e, "\(nutrient.name) cannot be measured in \(q.unit)",
                   hint: "use \(MeasureUnit.examples(of: nutrient.unit.dimension!).joined(separator: ", "))")
            return false
        }
        list.amounts.append(NutrientAmount(nutrient, value))
        return true
    }
}
