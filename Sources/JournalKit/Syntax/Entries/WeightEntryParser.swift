/// Reads a body weight.
///
/// ```
/// - weight 61.8 kg
/// - 07:00 weight 136 lb
/// ```
extension FileParser {
    func weight(_ s: Int, _ e: Int, _ keyword: Token) -> EntryKind? {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, e, into: &toks)
        guard let first = toks.first, startsNumeric(first) else {
            error(.missingValue, toks.first ?? keyword, "weight needs a number and a unit", hint: "write e.g. - weight 61.8 kg")
            return nil
        }
        var i = 0
        guard let q = quantity(toks, &i, allowWordUnit: true, checked: false) else { return nil }
        guard q.quantity.unit.dimension == .mass, let kg = q.quantity.converted(to: .kg) else {
            report(.error, q.quantity.unit == .count ? .missingValue : .unitMismatch, first.start, toks[i - 1].end,
                   q.quantity.unit == .count ? "weight needs a unit" : "weight cannot be measured in \(q.quantity.unit)",
                   hint: "write e.g. - weight \(formatNumber(q.quantity.value)) kg (or lb)")
            return nil
        }
        guard ProfileDefinition.weightsKg.contains(kg) else {
            report(.error, .badAmount, first.start, toks[i - 1].end, "\(q.quantity) is not a plausible body weight",
                   hint: ProfileDefinition.weightHint)
            return nil
        }
        return .weight(WeightEntry(kilograms: kg, written: q.quantity))
    }
}
