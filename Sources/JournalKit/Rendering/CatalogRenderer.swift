/// Renders ``CatalogReport`` as text or JSON.
public enum CatalogRenderer {
    public static func text(_ r: CatalogReport, style: TextStyle = .plain) -> String {
        if r.items.isEmpty {
            let drink = r.drinkInstead.map { " It is a drink: journal drinks \($0)" } ?? ""
            return "No match for \"\(r.query)\".\(drink)\n"
        }
        var out = r.meant.map { "No match for \"\(r.query)\"; did you mean \"\($0)\"?\n\n" } ?? ""
        for item in r.items {
            var head = style.bold(item.name)
            if let s = item.source { head += style.dim(" — " + s) }
            if item.origin == "yours" { head += style.cyan(" (yours)") }
            out += head + "\n"
            if let n = item.perServing, let s = item.serving {
                out += "  " + ("per " + s).padding(toLength: 22, withPad: " ", startingAt: 0) + nutrients(n, stated: item.labelNutrients) + "\n"
            }
            if let n = item.per100, !(item.serving == "100 g" || item.serving == "100 ml") {
                out += "  " + "per 100 \(item.per100Unit)".padding(toLength: 22, withPad: " ", startingAt: 0) + nutrients(n, stated: item.labelNutrients) + "\n"
            }
            func line(_ label: String, _ text: String) {
                out += "  " + label.padding(toLength: 22, withPad: " ", startingAt: 0) + text + "\n"
            }
            if let c = item.category { line("category", c) }
            if !item.aliases.isEmpty { line("also", item.aliases.joined(separator: ", ")) }
            if !item.sizes.isEmpty { line("sizes", item.sizes.joined(separator: " · ")) }
            if let p = item.paste { line("paste", style.dim(p)) }
        }
        if r.total > r.items.count { out += style.dim("… \(r.total - r.items.count) more; use --limit to see them") + "\n" }
        return out
    }

    /// `95 kcal · caffeine 63 mg · carbs 25 g` — only the core nutrients present, and those
    /// `stated` (a label's `fat 0 g`) even when 0 (JSON has every nutrient).
    public static func nutrients(_ n: Nutrients, stated: [Nutrient] = []) -> String {
        var parts: [String] = []
        parts.append(formatNumber(n.energy, decimals: 0) + " kcal")
        for nutrient in Nutrient.core where nutrient != .energy && nutrient != .water && (n[nutrient] > 0 || stated.contains(nutrient)) {
            let decimals = n[nutrient] < 10 ? 1 : 0
            parts.append("\(nutrient.name) \(formatNumber(n[nutrient], decimals: decimals)) \(nutrient.unit)")
        }
        return parts.joined(separator: " · ")
    }

    public static func json(_ r: CatalogReport) -> JSONValue {
        func nutrients(_ n: Nutrients?) -> JSONValue {
            guard let n else { return .null }
            // A figure USDA does not give is null, not 0.
            return .object(Nutrient.allCases.map { ($0.name, n.leavesOut($0) ? .null : .number(n[$0])) })
        }
        return .object([
            ("query", .string(r.query)),
            ("meant", .string(r.meant)),
            ("total", .number(Double(r.total))),
            ("items", .array(r.items.map { i in
                .object([
                    ("name", .string(i.name)), ("source", .string(i.source)), ("origin", .string(i.origin)),
                    ("serving", .string(i.serving)), ("perServing", nutrients(i.perServing)),
                    ("per100", nutrients(i.per100)), ("per100Unit", .string(i.per100Unit)),
                    ("category", .string(i.category)), ("labelNutrients", .array(i.labelNutrients.map { .string($0.name) })),
                    ("aliases", .array(i.aliases.map { .string($0) })), ("sizes", .array(i.sizes.map { .string($0) })),
                    ("paste", .string(i.paste)),
                ])
            })),
        ])
    }
}
