/// Reads the profile that the `auto` energy goal is computed from.
///
/// ```
/// - profile female, born 1990-04-02, 168 cm, 64 kg, moderate
/// - profile male, born 1985-01-30, 5 ft 11 in, 170 lb, active, lose
/// ```
///
/// Parts are separated by commas and may come in any order.
extension FileParser {
    func profile(_ s: Int, _ e: Int, _ keyword: Token) -> ProfileDefinition? {
        if s >= e {
            error(.badProfile, keyword, "profile is empty", hint: "write e.g. - profile female, born 1990-04-02, 168 cm, 64 kg, moderate")
            return nil
        }
        var profile = ProfileDefinition()
        var partStart = s
        var ok = true
        while partStart < e {
            let partEnd = firstByte(UInt8(ascii: ","), partStart, e) ?? e
            let ps = buf.skipSpaces(partStart, partEnd), pe = buf.trimEnd(ps, partEnd)
            if ps < pe { ok = profilePart(ps, pe, &profile) && ok }
            partStart = partEnd + 1
        }
        return ok ? profile : nil
    }

    private func profilePart(_ s: Int, _ e: Int, _ profile: inout ProfileDefinition) -> Bool {
        let text = buf.lowercased(s, e)
        switch text {
        case "female", "woman", "f": profile.sex = .female; return true
        case "male", "man", "m": profile.sex = .male; return true
        case "lose", "maintain", "gain": profile.plan = .init(rawValue: text)!; return true
        default: break
        }
        if let a = ProfileDefinition.Activity(rawValue: text.replacingOccurrences(of: " ", with: "-")) {
            profile.activity = a
            return true
        }
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, e, into: &toks)
        var words = DefinitionTokens(buf: buf, tokens: toks)
        if let born = words.take("born", "born:") {
            let date = words.take()
            let raw = date.map { Array(UnsafeBufferPointer(rebasing: buf[$0.start..<$0.end])) } ?? []
            guard raw.count == 10, let d = CalendarDate.parse(raw, 0) else {
                error(.badDate, date ?? born, "'born' needs a date", hint: raw.isEmpty ? "write e.g. born 1990-04-02" : dateHint(raw))
                return false
            }
            profile.born = d
            profile.bornRange = range(date!)
            return true
        }
        if takeBodyFat(&words) {
            // `body fat 22 %`, `body fat: 22%`
            guard let t = words.peek(), startsNumeric(t), let q = quantity(&words, allowWordUnit: true, checked: false),
                  q.quantity.unit == .percent, words.isAtEnd else {
                report(.error, .badProfile, s, e, "body fat needs a percent", hint: "write e.g. body fat 22%")
                return false
            }
            return bodyFat(q.quantity.value, t.start, words.previous!.end, &profile)
        }
        var cm = 0.0
        var kg: Double? = nil
        // Where the height's parts (`5 ft 11 in`) and the weight are written, as byte offsets.
        var heightSpan: (start: Int, end: Int)? = nil, weightSpan = (start: 0, end: 0), weightWritten = ""
        while let t = words.peek(), startsNumeric(t), let q = quantity(&words, allowWordUnit: true, checked: false) {
            let end = words.previous!.end
            let perUnit: Double
            switch q.quantity.unit {
            case .g, .kg, .lb, .oz:
                kg = q.quantity.converted(to: .kg)
                (weightSpan, weightWritten) = ((t.start, end), q.quantity.description)
                continue
            case .percent where takeBodyFat(&words) && words.isAtEnd:
                // `22% body fat`
                return bodyFat(q.quantity.value, t.start, end, &profile)
            case .word("cm"): perUnit = 1
            case .m: perUnit = 100
            case .word("ft"), .word("foot"), .word("feet"): perUnit = 30.48
            case .word("in"), .word("inch"), .word("inches"): perUnit = 2.54
            default:
                error(.badProfile, Token(start: t.start, end: end), "'\(q.quantity)' is neither a height nor a weight",
                      hint: q.quantity.unit == .percent ? "write body fat as body fat \(q.quantity)"
                          : "give height in cm (or ft and in) and weight in kg (or lb)")
                return false
            }
            cm += q.quantity.value * perUnit
            heightSpan = (heightSpan?.start ?? t.start, end)
        }
        let sawHeight = heightSpan != nil
        if words.isAtEnd {
            if let span = heightSpan, !ProfileDefinition.heightsCm.contains(cm) {
                report(.error, .badProfile, span.start, span.end, "a height of \(formatNumber(cm, decimals: 1)) cm cannot be",
                       hint: "a height is from 50 to 272 cm (1 ft 8 in to 8 ft 11 in); check for a typo in the number or the unit")
                return false
            }
            if let w = kg, !ProfileDefinition.weightsKg.contains(w) {
                report(.error, .badProfile, weightSpan.start, weightSpan.end, "a weight of \(weightWritten) cannot be",
                       hint: ProfileDefinition.weightHint)
                return false
            }
            if sawHeight { profile.heightCm = cm }
            if let kg { profile.weightKg = kg }
            if sawHeight || kg != nil { return true }
        }
        let known = ["female", "male", "born", "body fat", "sedentary", "light", "moderate", "active", "very-active", "lose", "maintain", "gain"]
        let guess = Suggestion.closest(to: text, in: known)
        report(.error, .badProfile, s, e, "'\(buf.string(s, e))' is not part of a profile",
               hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "parts: female or male, born DATE, height (cm), weight (kg), body fat N%, activity (sedentary, light, moderate, active, very-active), lose/maintain/gain")
        return false
    }

    /// Reads `body fat` (`body fat:`, `body-fat`, `bodyfat`); false, and nothing read, when the
    /// next words are not these.
    private func takeBodyFat(_ words: inout DefinitionTokens) -> Bool {
        if words.peekIs("body"), words.peekIs("fat", "fat:", at: 1) {
            words.skip(2)
            return true
        }
        return words.take("body-fat", "body-fat:", "bodyfat", "bodyfat:") != nil
    }

    /// Keeps a body fat of `percent`, written between byte offsets `s` and `e`, when it can be.
    private func bodyFat(_ percent: Double, _ s: Int, _ e: Int, _ profile: inout ProfileDefinition) -> Bool {
        guard ProfileDefinition.bodyFatPercents.contains(percent) else {
            report(.error, .badProfile, s, e, "a body fat of \(formatNumber(percent, decimals: 1))% cannot be",
                   hint: "body fat is from 2 to 70 %; check for a typo")
            return false
        }
        profile.bodyFatPercent = percent
        return true
    }
}

extension ProfileDefinition {
    /// The range of a body weight, as a hint (a profile's and a `weight` entry's).
    static let weightHint = "a body weight is from 2 to 650 kg (4.41 to 1,433 lb); check for a typo in the number or the unit"
}
