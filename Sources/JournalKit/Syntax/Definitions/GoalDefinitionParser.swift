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
    func goal(_ words: inout DefinitionTokens, _ keyword: Token) -> GoalDefinition? {
        guard var metricToken = words.take() else {
            error(.badGoal, keyword, "goal needs a metric and a target", hint: "write e.g. - goal water >= 2 l")
            return nil
        }
        var word = buf.lowercased(metricToken)
        // A metric of two words: "vitamin c", "saturated fat" (before "saturated" alone).
        if let second = words.peek(), GoalMetric.byWord[word + " " + buf.lowercased(second)] != nil {
            word += " " + buf.lowercased(second)
            metricToken.end = second.end
            words.skip()
        }
        guard let metric = GoalMetric.byWord[word] else {
            let guess = Suggestion.closest(to: word, in: GoalMetric.spellings.map(\.0))
            error(.unknownGoal, metricToken, "unknown goal '\(buf.string(metricToken))'",
                  hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "goals: " + GoalMetric.namesForHints)
            return nil
        }
        if metric == .macros { return macros(&words, metricToken) }
        if metric == .energy, let auto = words.onlyRemaining, buf.matches(auto, "auto") { return GoalDefinition(metric: .energy, target: .auto) }
        // Comparison, possibly attached to the number: "<=400", "<= 400 mg".
        guard let opToken = words.peek() else {
            error(.badGoal, metricToken, "goal \(metric.rawValue) needs a target", hint: metric.example)
            return nil
        }
        guard let (comparison, valueStart) = comparison(opToken) else {
            error(.badGoal, opToken, "'\(buf.string(opToken))' is not a comparison", hint: "use <= for a limit or >= for a target: " + metric.example)
            return nil
        }
        if valueStart < opToken.end { shapes?.split(lineNumber, at: valueStart) }
        words.takeFront(to: valueStart)
        guard let first = words.peek(), startsNumeric(first) else {
            error(.badGoal, words.peek() ?? opToken, "goal \(metric.rawValue) needs a number", hint: metric.example)
            return nil
        }
        guard let q = quantity(&words, allowWordUnit: true, checked: false) else { return nil }
        if let extra = words.peek() {
            error(.badGoal, extra, "unexpected '\(buf.string(extra))' after the target", hint: metric.example)
            return nil
        }
        let valueRange = Token(start: first.start, end: words.previous!.end)
        // A target no day could reach or exceed is a typo (and would break the arithmetic).
        guard q.quantity.value.isFinite, q.quantity.baseValue <= 1_000_000 else {
            error(.badGoal, valueRange, "\(buf.string(valueRange)) is not a sensible target", hint: metric.example)
            return nil
        }
        let value: Double
        if let unit = metric.unit {
            if q.quantity.unit == .count {
                error(.missingValue, valueRange, "goal \(metric.rawValue) needs a unit", hint: metric.example)
                return nil
            }
            // Sugar in teaspoons, as public-health guidance counts it: 4 g a teaspoon.
            let sugarTeaspoons = metric == .sugar && q.quantity.unit == .tsp ? q.quantity.value * Self.gramsOfSugarPerTeaspoon : nil
            guard let v = sugarTeaspoons ?? q.quantity.converted(to: unit) else {
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
                error(.unitMismatch, valueRange, "goal \(metric.rawValue) is a plain number, without a unit", hint: metric.example)
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

    /// The grams of sugar a teaspoon counts in a goal (`- goal sugar <= 6 tsp` is 24 g).
    static let gramsOfSugarPerTeaspoon = 4.0

    /// `<=`, `≤`, `<`, `max` or `under`; `>=`, `≥`, `>`, `min` or `over`: the comparison a goal's
    /// target starts with, and where the number starts when it is written on (`<=400`).
    private func comparison(_ t: Token) -> (Comparison, valueStart: Int)? {
        func sign(_ s: StaticString) -> Int? {
            let end = t.start + s.utf8CodeUnitCount
            return end <= t.end && buf.matches(Token(start: t.start, end: end), s) ? end : nil
        }
        if let p = sign("<=") ?? sign("≤") ?? sign("<") { return (.atMost, p) }
        if let p = sign(">=") ?? sign("≥") ?? sign(">") { return (.atLeast, p) }
        if buf.matches(t, "max") || buf.matches(t, "under") { return (.atMost, t.end) }
        if buf.matches(t, "min") || buf.matches(t, "over") { return (.atLeast, t.end) }
        return nil
    }

    private func macros(_ words: inout DefinitionTokens, _ metric: Token) -> GoalDefinition? {
        let shares = words.take()
        guard let shares, words.isAtEnd else {
            error(.badGoal, shares ?? metric, "goal macros needs carbs/protein/fat shares", hint: "write e.g. - goal macros 50/20/30")
            return nil
        }
        let parts = buf.string(shares).split(separator: "/").map { Double($0) }
        guard parts.count == 3, let c = parts[0], let p = parts[1], let f = parts[2], c >= 0, p >= 0, f >= 0, c + p + f > 0 else {
            error(.badGoal, shares, "'\(buf.string(shares))' is not carbs/protein/fat", hint: "write three shares, e.g. - goal macros 50/20/30")
            return nil
        }
        return GoalDefinition(metric: .macros, target: .macros(carbs: c, protein: p, fat: f))
    }
}
