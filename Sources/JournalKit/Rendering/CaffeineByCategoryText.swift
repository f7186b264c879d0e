/// ``PeriodCaffeineByCategory`` in words, for text and HTML alike:
/// `Caffeine by category: coffee 1240 mg (62%) · tea 470 mg (24%) · other 40 mg (2%)`.
enum CaffeineByCategoryText {
    static func line(_ k: PeriodCaffeineByCategory) -> String {
        "Caffeine by category: " + k.shares.map { s in
            "\(s.category.name) \(formatNumber(s.mg, decimals: 0)) mg (\(percent(s.fraction)))"
        }.joined(separator: " · ")
    }

    /// A share as a whole percent; under 1% but more than none is `<1%`.
    static func percent(_ fraction: Double) -> String {
        let p = fraction * 100
        return p > 0 && p < 0.5 ? "<1%" : formatNumber(p, decimals: 0) + "%"
    }

    /// The same as JSON: `[{"category": "coffee", "mg": 1240, "share": 0.62}, …]`, or null.
    static func json(_ k: PeriodCaffeineByCategory?) -> JSONValue {
        guard let k else { return .null }
        return .array(k.shares.map { s in
            .object([("category", .string(s.category.name)), ("mg", .number(s.mg)), ("share", .number(s.fraction))])
        })
    }
}
