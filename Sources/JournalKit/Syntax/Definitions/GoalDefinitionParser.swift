/// Reads a goal.
///
/// ```
/// - goal caffeine <= 400 mg
/// - goal water >= 2 l
/// - goal gratitude >= 3
/// - goal exercise >= 30 min
/// - goal energy auto
/// - goal energy <= 2000 kcal
/// - goal macros 50/20/30
/// ```
extension FileParser {
    func goal(_ toks: [Token], _ keyword: Token) -> GoalDefinition? {
        guard let m = toks.first else {
            error(.badGoal, keyword, "goal needs a metric and a target", hint: "write e.g. - goal water >= 2 l")
            return nil
        }
        var metricToken = m
        // A metric of two words: "vitamin c".
        var i = 1
        var word = buf.lowercased(m)
        if toks.count > 1, GoalMetric.byWord[word] == nil, GoalMetric.byWord[word + " " + buf.lowercased(toks[1])] != nil {
            word += " " + buf.lowercased(toks[1])
            metricToken.end = toks[1].end
            i = 2
        }
        guard let metric = GoalMetric.byWord[word] else {
            let guess = Suggestion.closest(to: word, in: GoalMetric.spellings.map(\.0))
            error(.unknownGoal, metricToken, "unknown goal '\(buf.string(metricToken))'",
                  hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "goals: " + GoalMetric.allCases.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        let rest = Array(toks[i...])
        if metric == .macros { return macros(rest, metricToken) }
        if metric == .energy, rest.count == 1, buf.matches(rest[0], "auto") { return GoalDefinition(metric: .energy, target: .auto) }
        // Comparison, possibly attached to the number: "<=400", "<= 400 mg".
        guard let opToken = rest.first else {
            error(.badGoal, metricToken, "goal \(metric.rawValue) needs a target", hint: example(metric))
            return nil
        }
        var p = opToken.start
        var comparison: Comparison
        func has(_ s: StaticString) -> Bool {
            let n = s.utf8CodeUnitCount
            guard p + n <= opToken.end else { return false }
            for k in 0..<n where buf[p + k] != s.utf8Start[k] { return false }
            p += n
            return true
        }
        if has("<=") || has("≤") || has("<") { comparison = .atMost }
        else if has(">=") || has("≥") || has(">") { comparison = .atLeast }
        else if buf.matches(opToken, "max") || buf.matches(opToken, "under") { comparison = .atMost; p = opToken.end }
        else if buf.matches(opToken, "min") || buf.matches(opToken, "over") { comparison = .atLeast; p = opToken.end }
        else {
            error(.badGoal, opToken, "'\(buf.string(opToken))' is not a comparison", hint: "use <= for a limit or >= for a target: " + example(metric))
            return nil
        }
        var valueToks = borrowTokens()
        defer { recycle(&valueToks) }
        if p < opToken.end { valueToks.append(Token(start: p, end: opToken.end)) }
        valueToks.append(contentsOf: rest.dropFirst())
        guard let first = valueToks.first, startsNumeric(first) else {
            error(.badGoal, valueToks.first ?? opToken, "goal \(metric.rawValue) needs a number", hint: example(metric))
            return nil
        }
        var j = 0
        guard let q = quantity(valueToks, &j, allowWordUnit: true, checked: false) else { return nil }
        if j < valueToks.count {
            error(.badGoal, valueToks[j], "unexpected '\(buf.string(valueToks[j]))' after the target", hint: example(metric))
            return nil
        }
        let valueRange = Token(start: first.start, end: valueToks[j - 1].end)
        // A target no day could reach or exceed is a typo (and would break the arithmetic).
        guard q.quantity.value.isFinite, q.quantity.baseValue <= 1_000_000 else {
            error(.badGoal, valueRange, "\(buf.string(valueRange)) is not a sensible target", hint: example(metric))
            return nil
        }
        let value: Double
        if let unit = metric.unit {
            if q.quantity.unit == .count {
                error(.missingValue, valueRange, "goal \(metric.rawValue) needs a unit", hint: example(metric))
                return nil
            }
            guard let v = q.quantity.converted(to: unit) else {
                if case .word(let w) = q.quantity.unit, MeasureUnit(standard: w) == nil {
                    let guess = Suggestion.closest(to: w, in: MeasureUnit.examples(of: unit.dimension!))
                    error(.unknownUnit, valueRange, "unknown unit '\(w)'",
                          hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "\(metric.rawValue) is measured in " + MeasureUnit.examples(of: unit.dimension!).joined(separator: ", "))
                } else {
                    error(.unitMismatch, valueRange, "\(metric.rawValue) cannot be measured in \(q.quantity.unit)",
                          hint: "use " + MeasureUnit.examples(of: unit.dimension!).joined(separator: ", "))
                }
                return nil
            }
            value = v
        } else {
            guard q.quantity.unit == .count else {
                error(.unitMismatch, valueRange, "goal \(metric.rawValue) is a plain number, without a unit", hint: example(metric))
                return nil
            }
            value = q.quantity.value
            if metric == .mood, !(1...5).contains(value) {
                error(.badGoal, valueRange, "mood goals are between 1 and 5", hint: "write e.g. - goal mood >= 3.5")
                return nil
            }
        }
        return GoalDefinition(metric: metric, target: .value(comparison, value))
    }

    private func macros(_ rest: [Token], _ metric: Token) -> GoalDefinition? {
        guard rest.count == 1 else {
            error(.badGoal, rest.first ?? metric, "goal macros needs carbs/protein/fat shares", hint: "write e.g. - goal macros 50/20/30")
            return nil
        }
        let parts = buf.string(rest[0]).split(separator: "/").map { Double($0) }
        guard parts.count == 3, let c = parts[0], let p = parts[1], let f = parts[2], c >= 0, p >= 0, f >= 0, c + p + f > 0 else {
            error(.badGoal, rest[0], "'\(buf.string(rest[0]))' is not carbs/protein/fat", hint: "write three shares, e.g. - goal macros 50/20/30")
            return nil
        }
        return GoalDefinition(metric: .macros, target: .macros(carbs: c, protein: p, fat: f))
    }

    func example(_ metric: GoalMetric) -> String { metric.example }
}
