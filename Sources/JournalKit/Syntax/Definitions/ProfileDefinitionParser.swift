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
            return true
        }
        var cm = 0.0
        var kg: Double? = nil
        var sawHeight = false
        while let t = words.peek(), startsNumeric(t), let q = quantity(&words, allowWordUnit: true, checked: false) {
            switch q.quantity.unit {
            case .g, .kg, .lb, .oz: kg = q.quantity.converted(to: .kg)
            case .word("cm"): cm += q.quantity.value; sawHeight = true
            case .m: cm += q.quantity.value * 100; sawHeight = true
            case .word("ft"), .word("foot"), .word("feet"): cm += q.quantity.value * 30.48; sawHeight = true
            case .word("in"), .word("inch"), .word("inches"): cm += q.quantity.value * 2.54; sawHeight = true
            default:
                error(.badProfile, words.previous!, "'\(q.quantity)' is neither a height nor a weight",
                      hint: "give height in cm (or ft and in) and weight in kg (or lb)")
                return false
            }
        }
        if words.isAtEnd {
            if sawHeight { profile.heightCm = cm }
            if let kg { profile.weightKg = kg }
            if sawHeight || kg != nil { return true }
        }
        let known = ["female", "male", "born", "sedentary", "light", "moderate", "active", "very-active", "lose", "maintain", "gain"]
        let guess = Suggestion.closest(to: text, in: known)
        report(.error, .badProfile, s, e, "'\(buf.string(s, e))' is not part of a profile",
               hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "parts: female or male, born DATE, height (cm), weight (kg), activity (sedentary, light, moderate, active, very-active), lose/maintain/gain")
        return false
    }
}
