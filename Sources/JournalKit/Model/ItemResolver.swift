/// Resolves drink and meal item names to definitions and works out their nutrients.
///
/// Names match case-insensitively; among the words before the amount, the longest known name
/// at the start wins and the rest is a comment. Lookup order for a drink: the user's drinks,
/// the user's foods, built-in drinks, built-in foods; for a meal item, foods before drinks.
final class ItemResolver {
    let foods: FoodCatalog
    private var userDrinks: [String: [Timed<ItemDefinition>]] = [:]
    private var userFoods: [String: [Timed<ItemDefinition>]] = [:]
    /// Names resolved before: how many words matched and where.
    private var cache: [CacheKey: Match] = [:]

    struct CacheKey: Hashable {
        var name: String
        var isDrink: Bool
    }

    enum Source {
        case userDrink(String)
        case userFood(String)
        case builtIn(ItemDefinition, isFood: Bool)
    }

    struct Match {
        var source: Source?
        var words: Int
    }

    /// A problem with an item, for the builder to report.
    struct Problem: Error {
        var code: DiagnosticCode
        var range: SourceRange
        var message: String
        var hint: String
    }

    init(definitions: Definitions, foods: FoodCatalog) {
        self.foods = foods
        for d in definitions.drinks { userDrinks[d.value.name.lowercased(), default: []].append(d) }
        for f in definitions.foods { userFoods[f.value.name.lowercased(), default: []].append(f) }
    }

    /// Fills in `item.resolvedName` and `item.nutrients`; returns a problem instead when the
    /// name or the amount cannot be resolved.
    func resolve(_ item: inout ItemEntry, isDrink: Bool, on date: CalendarDate) -> Problem? {
        if item.name.isEmpty {
            return resolveNameless(&item, isDrink: isDrink)
        }
        let key = CacheKey(name: item.name, isDrink: isDrink)
        var match: Match
        if let m = cache[key] { match = m } else {
            match = find(item.name, isDrink: isDrink)
            if cache.count < 100_000 { cache[key] = match }
        }
        // An item with nutrients in parentheses keeps its whole name unless all of it is known.
        if !item.overrides.isEmpty, match.words < Self.words(item.name).count { match = Match(source: nil, words: 0) }
        var definition: ItemDefinition? = nil
        var isFood = false
        switch match.source {
        case .userDrink(let n): definition = Definitions.current(userDrinks[n]!, on: date)?.value
        case .userFood(let n): definition = Definitions.current(userFoods[n]!, on: date)?.value; isFood = true
        case .builtIn(let d, let f): definition = d; isFood = f
        case nil: break
        }
        if definition == nil, match.source != nil {
            // A user definition that does not hold on this date: fall back to the catalog.
            if let d = findBuiltIn(Self.words(item.name).prefix(match.words).joined(separator: " ").lowercased(), isDrink: isDrink) {
                definition = d.definition
                isFood = d.isFood
            }
        }
        guard let definition else {
            if !item.overrides.isEmpty {
                // An ad-hoc item: its nutrients are what the parentheses say.
                item.nutrients = adHoc(item, isDrink: isDrink)
                item.resolvedName = nil
                return nil
            }
            return unknown(item, isDrink: isDrink)
        }
        if match.words < Self.words(item.name).count {
            let rest = Self.words(item.name).dropFirst(match.words).joined(separator: " ")
            item.comment = item.comment.isEmpty ? rest : rest + " " + item.comment
            item.name = Self.words(item.name).prefix(match.words).joined(separator: " ")
            item.nameRange.endColumn = item.nameRange.column + Int32(item.name.utf8.count)
        }
        item.resolvedName = definition.name
        switch nutrients(of: item, definition: definition, isDrink: isDrink, isFood: isFood) {
        case .success(let n):
            item.nutrients = n
            return nil
        case .failure(let p):
            return p
        }
    }

    static func words(_ name: String) -> [Substring] {
        name.split(separator: " ", omittingEmptySubsequences: true)
    }

    /// The longest known name at the start of `name`.
    private func find(_ name: String, isDrink: Bool) -> Match {
        let words = Self.words(name)
        var k = words.count
        while k > 0 {
            let candidate = k == words.count && words.count == 1 ? name.lowercased() : words.prefix(k).joined(separator: " ").lowercased()
            let forms = Self.singularForms(candidate)
            let userOrder: [(Bool, [String: [Timed<ItemDefinition>]])] = isDrink ? [(true, userDrinks), (false, userFoods)] : [(false, userFoods), (true, userDrinks)]
            // The user's definitions win over the catalog, in every singular or plural form.
            for (drinkTable, table) in userOrder {
                if let form = forms.first(where: { table[$0] != nil }) {
                    return Match(source: drinkTable ? .userDrink(form) : .userFood(form), words: k)
                }
            }
            for form in forms {
                if let d = findBuiltIn(form, isDrink: isDrink) { return Match(source: .builtIn(d.definition, isFood: d.isFood), words: k) }
            }
            k -= 1
        }
        return Match(source: nil, words: 0)
    }

    private func findBuiltIn(_ name: String, isDrink: Bool) -> (definition: ItemDefinition, isFood: Bool)? {
        if isDrink, let d = DrinkCatalog.drink(named: name) { return (d, false) }
        if let f = foods.food(named: name) { return (Self.definition(f), true) }
        if let d = DrinkCatalog.drink(named: name) { return (d, false) }
        return nil
    }

    /// The name and, when it ends like a plural, its singular forms.
    static func singularForms(_ name: String) -> [String] {
        var forms = [name]
        if name.hasSuffix("ies") { forms.append(String(name.dropLast(3)) + "y") }
        if name.hasSuffix("es") { forms.append(String(name.dropLast(2))) }
        if name.hasSuffix("s"), !name.hasSuffix("ss") { forms.append(String(name.dropLast())) }
        return forms
    }

    /// A catalog food as a definition: per its serving when it has one, else per 100 g.
    static func definition(_ f: CatalogFood) -> ItemDefinition {
        if let g = f.servingGrams, g > 0 {
            return ItemDefinition(name: f.name, serving: Serving(name: f.servingName, amount: Quantity(g, .g)), nutrients: f.per100g * (g / 100))
        }
        return ItemDefinition(name: f.name, serving: Serving(name: nil, amount: Quantity(100, .g)), nutrients: f.per100g)
    }

    /// `drink 120 mg`: caffeine alone; `drink (150 mg)`: ad hoc.
    private func resolveNameless(_ item: inout ItemEntry, isDrink: Bool) -> Problem? {
        if !item.overrides.isEmpty {
            item.nutrients = adHoc(item, isDrink: isDrink)
            return nil
        }
        if let a = item.amount, a.unit.dimension == .mass, isDrink {
            var n = Nutrients()
            n.caffeine = a.converted(to: .mg)! * item.count
            item.nutrients = n
            item.resolvedName = "caffeine"
            return nil
        }
        return Problem(code: isDrink ? .unknownDrink : .unknownFood, range: item.amountRange ?? item.nameRange,
                       message: isDrink ? "drink has no name" : "item has no name",
                       hint: isDrink ? "name the drink (drink water 500 ml), or give caffeine alone in mg (drink 120 mg)" : "name the food, e.g. oats 60 g")
    }

    private func adHoc(_ item: ItemEntry, isDrink: Bool) -> Nutrients {
        var n = Nutrients()
        if isDrink, let a = item.amount, let ml = volumeML(a) { n.water = ml * item.count }
        for o in item.overrides { n[o.nutrient] = o.value }
        return n
    }

    private func volumeML(_ q: Quantity) -> Double? {
        switch q.unit.dimension {
        case .volume: q.converted(to: .ml)
        default: nil
        }
    }

    private func unknown(_ item: ItemEntry, isDrink: Bool) -> Problem {
        let lower = item.name.lowercased()
        var candidates = Array(userDrinks.keys) + Array(userFoods.keys)
        candidates += isDrink ? DrinkCatalog.names + foods.friendlyNames : foods.friendlyNames + DrinkCatalog.names
        // Try the whole name, then its first words.
        var guess: String? = nil
        let words = Self.words(lower)
        for k in stride(from: min(words.count, 4), to: 0, by: -1) {
            if let g = Suggestion.closest(to: words.prefix(k).joined(separator: " "), in: candidates) { guess = g; break }
        }
        let shown = Self.words(item.name).prefix(4).joined(separator: " ")
        let what = isDrink ? "drink" : "food"
        var hint = guess.map { "did you mean \"\($0)\"? Or define it: " } ?? "define it: "
        let quotedName = shown.contains(" ") ? "\"\(shown)\"" : shown
        if isDrink {
            let base = guess.flatMap { findBuiltIn($0, isDrink: true)?.definition }
            if let base, let s = base.serving.name, let a = base.serving.amount {
                hint += "- drink \(quotedName) per \(s) (\(a)): \(formatNumber(base.nutrients.caffeine)) mg caffeine"
            } else {
                hint += "- drink \(quotedName) per cup (240 ml): 95 mg caffeine"
            }
        } else if let base = guess.flatMap({ findBuiltIn($0, isDrink: false)?.definition }) {
            let serving = base.serving.name.map { n in base.serving.amount.map { "\(n) (\($0))" } ?? n } ?? base.serving.amount?.description ?? "100 g"
            let n = base.nutrients
            hint += "- food \(quotedName) per \(serving): \(formatNumber(n.energy, decimals: 0)) kcal, \(formatNumber(n.carbs, decimals: 1)) g carbs, "
                + "\(formatNumber(n.protein, decimals: 1)) g protein, \(formatNumber(n.fat, decimals: 1)) g fat"
        } else {
            hint += "- food \(quotedName) per 100 g: … kcal, … g carbs, … g protein, … g fat; or give its nutrients: \(shown) (520 kcal)"
        }
        var range = item.nameRange
        range.endColumn = range.column + Int32(shown.utf8.count)
        return Problem(code: isDrink ? .unknownDrink : .unknownFood, range: range, message: "unknown \(what) \"\(shown)\"", hint: hint)
    }

    /// The nutrients of `item` given its definition.
    private func nutrients(of item: ItemEntry, definition d: ItemDefinition, isDrink: Bool, isFood: Bool) -> Result<Nutrients, Problem> {
        var servings = 1.0
        var volume: Double? = d.serving.amount.flatMap(volumeML) ?? d.serving.amount.flatMap { $0.unit.dimension == .mass ? $0.converted(to: .g) : nil }
        if let a = item.amount {
            switch servingsFor(a, definition: d, isFood: isFood) {
            case .success(let s): servings = s
            case .failure(let p):
                var problem = p
                problem.range = item.amountRange ?? item.nameRange
                return .failure(problem)
            }
            if let ml = volumeML(a) { volume = ml / servings }
            else if a.unit.dimension == .mass { volume = a.converted(to: .g)! / servings }
        }
        let total = servings * item.count
        var n = d.nutrients * total
        // A drink's volume counts as water unless its definition says otherwise.
        let fraction = d.waterFraction ?? (isDrink && isFood && d.nutrients.water == 0 ? 1 : nil)
        if let fraction, let v = volume { n.water = v * total * fraction }
        if !item.overrides.isEmpty {
            // Nutrients in parentheses are the item's nutrients, as written; a drink keeps its water.
            let water = n.water
            n = Nutrients()
            if isDrink { n.water = water }
            for o in item.overrides { n[o.nutrient] = o.value }
        }
        return .success(n)
    }

    /// How many servings an amount is.
    private func servingsFor(_ a: Quantity, definition d: ItemDefinition, isFood: Bool) -> Result<Double, Problem> {
        let blank = SourceRange(file: 0, line: 0, column: 0, endColumn: 0)
        let servingName = d.serving.name?.lowercased()
        func valid() -> String {
            var units: [String] = []
            if let s = servingName { units.append(s + (s.hasSuffix("s") ? "" : " / " + s + "s")) }
            if let sa = d.serving.amount?.unit.dimension {
                units += MeasureUnit.examples(of: sa)
                if isFood { units += sa == .mass ? ["ml"] : ["g"] }
            }
            units.append("x2")
            return units.joined(separator: ", ")
        }
        if let s = servingName, a.unit.dimension != nil, MeasureUnit(standard: s) == a.unit {
            return .success(a.value)
        }
        switch a.unit {
        case .count:
            return .success(a.value)
        case .word(let w):
            if let s = servingName, ItemResolver.singularForms(w).contains(s) || w == s {
                return .success(a.value)
            }
            let candidates = (servingName.map { [$0, $0 + "s"] } ?? []) + MeasureUnit.spellings.map(\.0)
            let guess = Suggestion.closest(to: w, in: candidates)
            return .failure(Problem(code: .unknownUnit, range: blank, message: "unknown unit \"\(w)\" for \(d.name)",
                                    hint: (guess.map { "did you mean \"\($0)\"? " } ?? "") + "\(d.name) can be measured in \(valid())"))
        default:
            guard let sa = d.serving.amount else {
                let s = servingName ?? "serving"
                return .failure(Problem(code: .unitMismatch, range: blank, message: "\(d.name) is counted per \(s), not in \(a.unit)",
                                        hint: "write e.g. \(d.name) 2 \(s)s, or give the \(s)'s size in its definition: per \(s) (30 g)"))
            }
            if let v = a.converted(to: sa.unit) { return .success(v / sa.value) }
            // Foods convert between mass and volume at 1 g = 1 ml.
            let massVolume: Set<Dimension> = [.mass, .volume]
            if isFood, let ad = a.unit.dimension, let sd = sa.unit.dimension, massVolume.contains(ad), massVolume.contains(sd) {
                return .success(a.baseValue / sa.baseValue)
            }
            return .failure(Problem(code: .unitMismatch, range: blank, message: "\(d.name) cannot be measured in \(a.unit)",
                                    hint: "\(d.name) can be measured in \(valid())"))
        }
    }
}
