/// Reads the profile that the `auto` energy goal is computed from.
///
/// ```
/// - profile female, born 1990-04-02, 168 cm, 64 kg, moderate
/// - profile male, born 1985-01-30, 5 ft 11 in, 170 lb, active, lose
/// ```
///
/// Parts are separated by commas and may come in any order. The details for carers
/// (`allergies`, `gp`, `contact`) are text that may hold commas: each runs to the next comma
/// followed by another detail's word, or to the end.
extension FileParser {
    /// The words that begin a detail, each with a colon or without.
    static let profileDetails = ["allergies", "gp", "contact"]

    func profile(_ s: Int, _ e: Int, _ keyword: Token) -> ProfileDefinition? {
        if s >= e {
            error(.badProfile, keyword, "profile is empty", hint: "write e.g. - profile female, born 1990-04-02, 168 cm, 64 kg, moderate")
            return nil
        }
        var profile = ProfileDefinition()
        var partStart = s
        var ok = true
        while partStart < e {
            let ps = buf.skipSpaces(partStart, e)
            if let detail = profileDetail(at: ps, e) {
                let partEnd = profileDetailEnd(detail.textStart, e)
                ok = profileDetail(detail.name, detail.keyword, detail.textStart, partEnd, &profile) && ok
                partStart = partEnd + 1
                continue
            }
            let partEnd = firstByte(UInt8(ascii: ","), partStart, e) ?? e
            let pe = buf.trimEnd(ps, partEnd)
            if ps < pe { ok = profilePart(ps, pe, &profile) && ok }
            partStart = partEnd + 1
        }
        return ok ? profile : nil
    }

    /// The detail whose word (`allergies`, `gp:`) is at `s`: its name, the word, and where its
    /// text begins; nil when no detail begins there.
    private func profileDetail(at s: Int, _ e: Int) -> (name: String, keyword: Token, textStart: Int)? {
        var end = s
        while end < e, buf[end] != UInt8(ascii: " "), buf[end] != UInt8(ascii: "\t"), buf[end] != UInt8(ascii: ",") { end += 1 }
        var word = buf.lowercased(s, end)
        if word.hasSuffix(":") { word.removeLast() }
        guard Self.profileDetails.contains(word) else { return nil }
        return (word, Token(start: s, end: end), end)
    }

    /// Where the detail whose text begins at `s` ends: the next comma followed by another
    /// detail's word, else `e`.
    private func profileDetailEnd(_ s: Int, _ e: Int) -> Int {
        var i = s
        while let comma = firstByte(UInt8(ascii: ","), i, e) {
            if profileDetail(at: buf.skipSpaces(comma + 1, e), e) != nil { return comma }
            i = comma + 1
        }
        return e
    }

    /// Keeps the detail `name` (its word `keyword`), whose text is between `s` and `e`.
    private func profileDetail(_ name: String, _ keyword: Token, _ s: Int, _ e: Int, _ profile: inout ProfileDefinition) -> Bool {
        let ts = buf.skipSpaces(s, e), te = buf.trimEnd(ts, e)
        let example = switch name {
        case "allergies": "allergies penicillin, latex (or allergies none)"
        case "gp": "gp Dr Okafor, 020 7946 0000"
        default: "contact Sam (son), 07700 900123"
        }
        guard ts < te else {
            error(.badProfile, keyword, "'\(name)' needs a text", hint: "write e.g. \(example)")
            return false
        }
        // A part of the body after a detail would be read as the detail's text: details go last.
        var i = ts
        while let comma = firstByte(UInt8(ascii: ","), i, te) {
            let ps = buf.skipSpaces(comma + 1, te)
            let pe = firstByte(UInt8(ascii: ","), ps, te).map { buf.trimEnd(ps, $0) } ?? te
            if ps < pe, Self.looksLikeBodyPart(buf.lowercased(ps, pe)) {
                report(.error, .badProfile, ps, pe, "'\(buf.string(ps, pe))' reads as part of the \(name == "gp" ? "GP" : name)",
                       hint: "write the details (allergies, gp, contact) after the other parts: - profile female, born 1948-03-02, \(example)")
                return false
            }
            i = comma + 1
        }
        let text = buf.string(ts, te)
        switch name {
        case "allergies": profile.allergies = text
        case "gp": profile.gp = text
        default: profile.contact = text
        }
        return true
    }

    /// Whether a comma's part inside a detail is rather a part of the body: `born 1948-03-02`,
    /// `female`, an activity or plan, a height or weight (`168 cm`, `64 kg`).
    static func looksLikeBodyPart(_ text: String) -> Bool {
        if text.hasPrefix("born ") || text.hasPrefix("born:") { return true }
        let words: Set<String> = ["female", "male", "sedentary", "moderate", "active", "very-active", "very active", "lose", "maintain", "gain"]
        if words.contains(text) { return true }
        let parts = text.split(separator: " ")
        guard parts.count == 2, Double(parts[0]) != nil else { return false }
        return ["cm", "kg", "lb", "ft"].contains(String(parts[1]))
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
        let known = ["female", "male", "born", "body fat", "allergies", "contact", "sedentary", "light", "moderate", "active", "very-active", "lose", "maintain", "gain"]
        let firstWord = text.split(separator: " ").first.map(String.init) ?? text
        let guess = Suggestion.closest(to: text, in: known) ?? Suggestion.closest(to: firstWord, in: Self.profileDetails)
        report(.error, .badProfile, s, e, "'\(buf.string(s, e))' is not part of a profile",
               hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "parts: female or male, born DATE, height (cm), weight (kg), body fat N%, activity (sedentary, light, moderate, active, very-active), lose/maintain/gain; then allergies, gp and contact (text)")
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
