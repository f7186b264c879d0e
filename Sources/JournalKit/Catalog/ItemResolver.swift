/// Resolves drink and meal item names to definitions and works out their nutrients.
///
/// Names match case-insensitively; among the words before the amount, the longest known name
/// at the start wins and the rest is a comment. Lookup order for a drink: the user's drinks,
/// the user's foods, built-in drinks, built-in foods; for a meal item, the user's foods before
/// their drinks, and a built-in drink before a built-in food of the same name, except in an
/// ingredient of a composite item (`porridge with milk`: milk poured in is the food). Grammar.md §5.2.
final class ItemResolver {
    let foods: FoodCatalog
    private var userDrinks: [String: UserItem] = [:]
    private var userFoods: [String: UserItem] = [:]
    /// The keys of `userDrinks` and `userFoods` in the order first defined, for suggestions
    /// (a dictionary's own order changes from run to run).
    private var userNames: [String] = []
    /// The most words a known name has: the catalog's have at most nine (a drink with its size
    /// a few more), the user's as many as they were defined with. Only that many words at the
    /// start of an item are tried as its name, so a long item is read in time linear in its length.
    private var longestName = 16
    /// Names resolved before, so that an item repeated a thousand times is looked up and split
    /// once. Matches are classes: handing one out costs a retain, not a copy.
    private var cache: [CacheKey: Match] = [:]
    /// ``builtInDrink(named:)``'s answers, by name as matched.
    private var drinkOfFood: [String: ItemDefinition?] = [:]
    /// Unknown names reported before: the problem, less its range.
    private var unknownCache: [CacheKey: Problem] = [:]

    struct CacheKey: Hashable {
        var name: String
        var isDrink: Bool
    }

    /// A user's drink or food: its definitions over time, each prepared.
    struct UserItem {
        var definitions: [Timed<ItemDefinition>] = []
        var prepared: [Prepared] = []
    }

    /// A definition with what working out an amount needs from it, worked out once.
    final class Prepared {
        let definition: ItemDefinition
        let isFood: Bool
        /// The serving's name, lower-cased (`shot`), and the standard unit it spells (`cup`).
        let servingName: String?
        let servingUnit: MeasureUnit?
        /// The serving's volume in ml, else its mass in g, when known.
        let servingVolume: Double?
        /// Whether the serving is one people eat (`piece`, `slice`, `40 g`), rather than the
        /// `100 g` of a food known only per 100 g: a `bowl` of it is then one serving.
        let hasNaturalServing: Bool
        /// Servings in the whole a serving is part of (8 slices in a pizza), for a catalog food
        /// also counted whole: a count without a unit counts wholes (`1/2 pizza`).
        let wholeServings: Double?
        /// Servings the name alone means in the plural (`eggs`: 2), for a catalog food counted
        /// in pieces.
        let servingsInPlural: Double?

        init(_ d: ItemDefinition, isFood: Bool, wholeServings: Double? = nil, servingsInPlural: Double? = nil) {
            definition = d
            self.isFood = isFood
            self.wholeServings = wholeServings
            self.servingsInPlural = servingsInPlural
            servingName = d.serving.name?.lowercased()
            servingUnit = servingName.flatMap { MeasureUnit(standard: $0) }
            servingVolume = d.serving.amount.flatMap(ItemResolver.volumeML)
                ?? d.serving.amount.flatMap { $0.unit.dimension == .mass ? $0.converted(to: .g) : nil }
            hasNaturalServing = d.serving.name != nil || d.serving.amount.map { !($0.unit == .g && $0.value == 100) } ?? true
        }
    }

    enum Source {
        /// The user's definitions of the name (over time).
        case user(UserItem)
        case builtIn(Prepared)
    }

    /// What a name resolves to: the longest known name among its first words.
    final class Match {
        let source: Source?
        /// How many of the name's words matched (0 when none did), and how many it has.
        let words: Int
        let wordCount: Int
        /// The matched words, and the others, each joined with single spaces.
        let matched: String
        let rest: String
        /// The catalog's definition of `matched`, for dates when the user's does not hold;
        /// looked up on first need.
        var fallback: Prepared??
        /// The word whose food differs by region that the name is (`chips`), if it is one.
        let regional: RegionalWords.Food?
        /// Whether the matched words end in a plural (`eggs`), and whether the name holds a pint.
        let matchedIsPlural: Bool
        let mentionsPint: Bool

        init(source: Source?, words: Int, name: String, regional: RegionalWords.Food? = nil) {
            self.source = source
            self.words = words
            self.regional = regional
            let all = ItemResolver.words(name)
            wordCount = all.count
            matched = all.prefix(words).joined(separator: " ")
            rest = all.dropFirst(words).joined(separator: " ")
            matchedIsPlural = ItemResolver.endsLikePlural(matched)
            mentionsPint = all.contains { ["pint", "pints"].contains($0.lowercased()) }
        }
    }

    /// A problem with an item, for the builder to report.
    struct Problem: Error {
        var severity: Diagnostic.Severity = .error
        var code: DiagnosticCode
        var range: SourceRange
        var message: String
        var hint: String
    }

    /// The country whose food words the journal is written in (`set region`), if set.
    let region: Region?

    /// Whether built-in foods count the nutrients after the core ten: when asked (every one),
    /// or when the journal shows one (``Definitions/shownNutrients``). Otherwise they count the
    /// core ten alone, as they hold no box of the others (``Nutrients``).
    let keepsMore: Bool

    init(definitions: Definitions, foods: FoodCatalog, allNutrients: Bool = true) {
        self.foods = foods
        region = definitions.region
        keepsMore = allNutrients || definitions.shownNutrients.contains { !$0.isCore }
        for d in definitions.drinks {
            userDrinks[d.value.name.lowercased(), default: UserItem()].definitions.append(d)
            userDrinks[d.value.name.lowercased()]!.prepared.append(Prepared(d.value, isFood: false))
        }
        for f in definitions.foods {
            userFoods[f.value.name.lowercased(), default: UserItem()].definitions.append(f)
            userFoods[f.value.name.lowercased()]!.prepared.append(Prepared(f.value, isFood: true))
        }
        // Each drink name once, then each food name once (a name may be both).
        var seenDrinks = Set<String>(), seenFoods = Set<String>()
        for d in definitions.drinks where seenDrinks.insert(d.value.name.lowercased()).inserted { userNames.append(d.value.name.lowercased()) }
        for f in definitions.foods where seenFoods.insert(f.value.name.lowercased()).inserted { userNames.append(f.value.name.lowercased()) }
        for name in userNames { longestName = max(longestName, Self.words(name).count) }
    }

    /// What resolving an item gives, worked out first and then applied to the item by
    /// ``resolve(_:isDrink:on:)``.
    struct Resolution {
        var problem: Problem?
        /// The matched words become the name and the rest goes to the comment.
        var split: Match?
        /// Set `resolvedName` to this (when `setsName`).
        var setsName = false
        var resolvedName: String?
        var category: DrinkCategory?
        var nutrients: Nutrients?
    }

    /// Fills in `item.resolvedName` and `item.nutrients`; returns a problem instead when the
    /// name or the amount cannot be resolved.
    /// `isIngredient`: the item goes into another of a composite meal item (`milk` in `porridge
    /// with milk`): a name that is both a built-in food and a built-in drink is then the food.
    func resolve(_ item: inout ItemEntry, isDrink: Bool, isIngredient: Bool = false, on date: CalendarDate) -> Problem? {
        var r = resolution(of: item, isDrink: isDrink, isIngredient: isIngredient, on: date)
        if let n = r.nutrients, let excess = Self.excess(n, of: item) {
            r.nutrients = nil
            r.problem = excess
        }
        if r.problem == nil, let n = r.nutrients { r.problem = Self.implausibleCaffeine(n, of: item, isDrink: isDrink) }
        if let match = r.split {
            item.comment = item.comment.isEmpty ? match.rest : match.rest + " " + item.comment
            item.name = match.matched
            item.nameRange.endColumn = item.nameRange.column + Int32(item.name.utf8.count)
        }
        if r.setsName {
            item.resolvedName = r.resolvedName
            item.category = r.category
        }
        if let n = r.nutrients { item.nutrients = n }
        if let p = r.problem, p.severity == .error { item.isCounted = false }
        return r.problem
    }

    /// The most of any nutrient one item may hold, in the nutrient's unit (mg, ml, kcal, g):
    /// 10 kg of caffeine, 10,000 l of water, 10,000,000 kcal.
    static let maximumNutrient = 10_000_000.0

    /// The problem with an item whose nutrients, with its amount and counts, are more than
    /// ``maximumNutrient`` (or not a number at all); nil for any other.
    static func excess(_ n: Nutrients, of item: ItemEntry) -> Problem? {
        guard let over = (n.hasMore ? Nutrient.allCases : Nutrient.core).first(where: { !(n[$0] <= maximumNutrient) }) else { return nil }
        let amount = n[over].isFinite && n[over] < 1e15 ? Quantity(n[over], over.unit).description + " of " + over.name : "too much " + over.name
        return Problem(code: .badAmount, range: item.amountRange ?? item.nameRange,
                       message: "this is \(amount), not a sensible amount",
                       hint: "check for a typo; an item holds at most \(Quantity(maximumNutrient, over.unit)) of \(over.name)")
    }

    /// The most caffeine one item may plausibly hold, in mg: 1,000 mg is more than twice the
    /// 400 mg a healthy adult may take in a whole day, and over five times the 200 mg EFSA finds
    /// safe at once (Grammar.md §7.6).
    static let plausibleCaffeine = 1_000.0

    /// The warning for an item whose caffeine is more than ``plausibleCaffeine``, or a nameless
    /// drink whose caffeine is written in a mass larger than mg (`drink 12 g`); nil for any other.
    /// The item still counts what it says.
    static func implausibleCaffeine(_ n: Nutrients, of item: ItemEntry, isDrink: Bool) -> Problem? {
        let inGrams = item.name.isEmpty && item.amount.map { $0.unit.dimension == .mass && $0.unit != .mg && $0.unit != .mcg } == true
        guard inGrams || n.caffeine > plausibleCaffeine else { return nil }
        let range = item.amountRange ?? item.nameRange
        let counted = "\(formatNumber(n.caffeine)) mg of caffeine"
        if inGrams, let a = item.amount {
            return Problem(severity: .warning, code: .implausibleAmount, range: range,
                           message: "caffeine in \(a.unit): \(a) is \(counted)",
                           hint: "caffeine is written in mg (drink \(formatNumber(a.value)) mg); a cup of coffee has about 95 mg")
        }
        return Problem(severity: .warning, code: .implausibleAmount, range: range,
                       message: "\(counted) in one \(isDrink ? "drink" : "item") is not plausible (more than \(formatNumber(plausibleCaffeine)) mg)",
                       hint: "check the amount and the count for a typo; a cup of coffee has about 95 mg, and 400 mg is a healthy adult's limit for a whole day")
    }

    /// What a name matches, from the cache.
    func cachedMatch(_ name: String, isDrink: Bool) -> (Match, CacheKey) {
        let key = CacheKey(name: name, isDrink: isDrink)
        if let match = cache[key] { return (match, key) }
        var match = find(name, isDrink: isDrink)
        // "coffee w milk", "tea w/ honey": `w` and `w/` are `with`, when that makes the whole a name.
        if match.words < match.wordCount, let spelled = Self.withSpelledOut(name) {
            let other = find(spelled, isDrink: isDrink)
            if other.words == other.wordCount { match = other }
        }
        if cache.count < 100_000 { cache[key] = match }
        return (match, key)
    }

    func resolution(of item: ItemEntry, isDrink: Bool, isIngredient: Bool = false, on date: CalendarDate) -> Resolution {
        if item.name.isEmpty {
            return resolveNameless(item, isDrink: isDrink)
        }
        let (match, key) = cachedMatch(item.name, isDrink: isDrink)
        // An item with nutrients in parentheses, or a quoted name, keeps its whole name unless
        // all of it is known.
        let whole = match.words == match.wordCount
        var definition = (item.overrides.isEmpty && !item.isQuoted) || whole ? self.definition(match, isDrink: isDrink, on: date) : nil
        // A built-in drink's size as the unit (`beer 2 pints`): that size's own figures.
        if case .builtIn? = match.source, case .word(let w)? = item.amount?.unit, definition?.servingName.map(Self.singularForms(w).contains) != true,
           let sized = DrinkCatalog.drink(named: match.matched.lowercased(), size: w) { definition = Prepared(sized, isFood: false) }
        // A meal item that names a built-in drink is the drink (`a glass of orange juice`): it
        // counts what the drink counts, its water too; an ingredient of a composite item is the food.
        if !isDrink, !isIngredient, case .builtIn? = match.source, definition?.isFood == true, let drink = builtInDrink(named: match.matched) {
            definition = Prepared(drink, isFood: false)
        }
        guard let definition else {
            if !item.overrides.isEmpty {
                // An ad-hoc item: its nutrients are what the parentheses say.
                return Resolution(setsName: true, resolvedName: nil, nutrients: adHoc(item, isDrink: isDrink))
            }
            return Resolution(problem: unknown(item, key: key))
        }
        var result = Resolution(split: whole ? nil : match, setsName: true, resolvedName: definition.definition.name,
                                category: definition.definition.category)
        var nameRange = item.nameRange
        if !whole { nameRange.endColumn = nameRange.column + Int32(match.matched.utf8.count) }
        switch nutrients(of: item, definition, isDrink: isDrink, nameRange: nameRange, inPlural: match.matchedIsPlural) {
        case .success(var n):
            // "a pint of water": a pint of the region's size.
            let pint = item.amount.map { RegionalWords.isPint($0.unit) } == true || match.mentionsPint
            if pint, let region, let ml = RegionalWords.pintML[region] { n = n * (ml / RegionalWords.pintML[RegionalWords.unsetPint]!) }
            result.nutrients = n
            if !whole { result.problem = partialName(item, match, isDrink: isDrink) }
            // (An item with figures of its own says what it is.)
            if result.problem == nil, region == nil, item.overrides.isEmpty { result.problem = regionWord(match, pint: pint, nameRange: nameRange) }
        case .failure(let p): result.problem = p
        }
        return result
    }

    /// The definition a match gives on `date`: the user's that holds then, else the catalog's.
    /// Whether the longest known name at the start of `name` is a drink's (of the catalog or
    /// the journal), not a food's: `flat white` is, `cheese toastie` is not, though a drink
    /// line takes either.
    func startsWithDrink(_ name: String, on date: CalendarDate) -> Bool {
        let (match, _) = cachedMatch(name, isDrink: true)
        guard match.words > 0, let d = definition(match, isDrink: true, on: date) else { return false }
        return !d.isFood
    }

    /// Whether some first words of `name` are a name the catalog or the journal knows: if not,
    /// resolving it would only look for a did-you-mean.
    func knowsStart(of name: String, isDrink: Bool) -> Bool {
        name.isEmpty || cachedMatch(name, isDrink: isDrink).0.words > 0
    }

    /// Whether `name`, as resolved (``ItemEntry/resolvedName``), is a drink's: `beer` for `2 beers`.
    func isDrinkName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return userDrinks[lower] != nil || DrinkCatalog.drink(named: lower) != nil
    }

    private func definition(_ match: Match, isDrink: Bool, on date: CalendarDate) -> Prepared? {
        switch match.source {
        case .builtIn(let d): return d
        case .user(let item):
            if let i = Definitions.currentIndex(item.definitions, on: date) { return item.prepared[i] }
            // A user definition that does not hold on this date: fall back to the catalog.
            if let f = match.fallback { return f }
            let f = findBuiltIn(match.matched.lowercased(), isDrink: isDrink)
            match.fallback = .some(f)
            return f
        case nil: return nil
        }
    }

    static func words(_ name: String) -> [Substring] {
        name.split(separator: " ", omittingEmptySubsequences: true)
    }

    /// The longest known name at the start of `name`.
    private func find(_ name: String, isDrink: Bool) -> Match {
        let words = Self.words(name)
        var k = min(words.count, longestName)
        while k > 0 {
            let candidate = k == words.count && words.count == 1 ? name.lowercased() : words.prefix(k).joined(separator: " ").lowercased()
            let forms = Self.singularForms(candidate)
            let userOrder = isDrink ? [userDrinks, userFoods] : [userFoods, userDrinks]
            // The user's definitions win over the catalog, in every singular or plural form.
            for table in userOrder {
                if let item = forms.lazy.compactMap({ table[$0] }).first {
                    return Match(source: .user(item), words: k, name: name)
                }
            }
            // "chips", "biscuits": the region's food (RegionalWords.swift).
            if let regional = RegionalWords.food(candidate), let meant = regional.names[region ?? regional.unset],
               let d = findBuiltIn(meant, isDrink: isDrink) {
                return Match(source: .builtIn(d), words: k, name: name, regional: regional)
            }
            for form in forms {
                if let d = findBuiltIn(form, isDrink: isDrink) {
                    return Match(source: .builtIn(d), words: k, name: name)
                }
            }
            k -= 1
        }
        return Match(source: nil, words: 0, name: name)
    }

    private func findBuiltIn(_ name: String, isDrink: Bool) -> Prepared? {
        if isDrink, let d = DrinkCatalog.drink(named: name) { return Prepared(d, isFood: false) }
        if var f = foods.food(named: name) {
            if !keepsMore { f.per100g = f.per100g.core }
            let whole = f.wholeGrams.flatMap { w in f.servingGrams.map { w / $0 } }
            return Prepared(Self.definition(f), isFood: true, wholeServings: whole, servingsInPlural: f.servingsInPlural)
        }
        if let d = DrinkCatalog.drink(named: name) { return Prepared(d, isFood: false) }
        return nil
    }

    /// The warning for a word read as in one region when the journal sets none (`chips`, a
    /// pint); nil for any other.
    private func regionWord(_ match: Match, pint: Bool, nameRange: SourceRange) -> Problem? {
        guard match.regional != nil || pint else { return nil }
        let others = Region.allCases.filter { $0 != (match.regional?.unset ?? RegionalWords.unsetPint) }
        if let food = match.regional {
            // "in Britain and Australia it is …": the other countries, those of one meaning together.
            var meanings: [(countries: [String], meaning: String)] = []
            for r in others {
                let meaning = food.meanings[r]!
                if let i = meanings.firstIndex(where: { $0.meaning == meaning }) { meanings[i].countries.append(r.country) }
                else { meanings.append(([r.country], meaning)) }
            }
            let elsewhere = meanings.map { "in \($0.countries.joined(separator: " and ")) it is \($0.meaning)" }.joined(separator: "; ")
            return Problem(severity: .warning, code: .regionWord, range: nameRange,
                           message: "'\(food.word)' is read as \(food.meanings[food.unset]!), as in \(food.unset.country)",
                           hint: "\(elsewhere): write - set region uk, us or au among your settings, and it is read as there")
        }
        guard pint else { return nil }
        let elsewhere = others.map { "\(formatNumber(RegionalWords.pintML[$0]!)) ml in \($0.country)" }.joined(separator: ", ")
        return Problem(severity: .warning, code: .regionWord, range: nameRange,
                       message: "a pint is read as 568 ml, as in Britain",
                       hint: "a pint is \(elsewhere): write - set region uk, us or au among your settings, and it is read as there")
    }

    /// `name` with its words `w` and `w/` written `with`; nil when it has none.
    static func withSpelledOut(_ name: String) -> String? {
        let words = Self.words(name)
        func isWith(_ word: Substring) -> Bool { word.lowercased() == "w" || word.lowercased() == "w/" }
        guard words.contains(where: isWith) else { return nil }
        return words.map { isWith($0) ? "with" : String($0) }.joined(separator: " ")
    }

    /// Whether the last word of `name` ends as an English plural does (`eggs`, `chicken
    /// nuggets`), not as `hummus` or `glass`.
    static func endsLikePlural(_ name: String) -> Bool {
        let bytes = Array(name.utf8.suffix(3))
        guard bytes.count == 3, bytes[2] | 0x20 == UInt8(ascii: "s"), bytes[1] != UInt8(ascii: " ") else { return false }
        let before = bytes[1] | 0x20
        return before != UInt8(ascii: "s") && before != UInt8(ascii: "u")
    }

    /// The built-in drink a built-in food's name also names (`orange juice`), in any number:
    /// looked up once a name, as a meal's items name the same foods day after day.
    private func builtInDrink(named name: String) -> ItemDefinition? {
        if let known = drinkOfFood[name] { return known }
        let drink = Self.singularForms(name.lowercased()).lazy.compactMap(DrinkCatalog.drink(named:)).first
        if drinkOfFood.count < 100_000 { drinkOfFood[name] = .some(drink) }
        return drink
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
    private func resolveNameless(_ item: ItemEntry, isDrink: Bool) -> Resolution {
        if !item.overrides.isEmpty {
            return Resolution(nutrients: adHoc(item, isDrink: isDrink))
        }
        if let a = item.amount, a.unit.dimension == .mass, isDrink {
            var n = Nutrients()
            n.caffeine = a.converted(to: .mg)! * item.count
            return Resolution(setsName: true, resolvedName: "caffeine", nutrients: n)
        }
        return Resolution(problem: Problem(code: isDrink ? .unknownDrink : .unknownFood, range: item.amountRange ?? item.nameRange,
                       message: isDrink ? "drink has no name" : "item has no name",
                       hint: isDrink ? "name the drink (drink water 500 ml), or give caffeine alone in mg (drink 120 mg)" : "name the food, e.g. oats 60 g"))
    }

    private func adHoc(_ item: ItemEntry, isDrink: Bool) -> Nutrients {
        var n = Nutrients()
        if isDrink, let a = item.amount, let ml = Self.volumeML(a) { n.water = ml * item.count }
        for o in item.overrides { n[o.nutrient] = o.value }
        return n
    }

    static func volumeML(_ q: Quantity) -> Double? {
        switch q.unit.dimension {
        case .volume: q.converted(to: .ml)
        default: nil
        }
    }

    /// The warning for words left over after the longest known name (`chicken caesar salad`
    /// counted as chicken), on those words: never a silent guess.
    private func partialName(_ item: ItemEntry, _ match: Match, isDrink: Bool) -> Problem {
        // Where the left-over words start in the name as written (it may hold several spaces).
        var offset = 0, words = 0, inWord = false
        for b in item.name.utf8 {
            let space = b == UInt8(ascii: " ") || b == UInt8(ascii: "\t")
            if !space, !inWord { if words == match.words { break }; words += 1 }
            inWord = !space
            offset += 1
        }
        var range = item.nameRange
        range.column += Int32(offset)
        let quotedWhole = "\"\(Self.words(item.name).joined(separator: " "))\""
        return Problem(severity: .warning, code: .partialName, range: range,
                       message: "counted as \(match.matched); '\(match.rest)' was not understood",
                       hint: "words meant as a comment go after \" -- \" (\(match.matched) -- \(match.rest)); if they name the \(isDrink ? "drink" : "food"), "
                           + "look it up with journal \(isDrink ? "drinks" : "foods") \(quotedWhole), or define \(quotedWhole)")
    }

    /// The problem for an unknown name, at the item's name.
    private func unknown(_ item: ItemEntry, key: CacheKey) -> Problem {
        var problem: Problem
        if item.isQuoted {
            problem = unknown(item, isDrink: key.isDrink)
        } else if let p = unknownCache[key] { problem = p } else {
            problem = unknown(item, isDrink: key.isDrink)
            if unknownCache.count < 10_000 { unknownCache[key] = problem }
        }
        // The cached range's width is the shown name's, from column 0.
        problem.range = SourceRange(file: item.nameRange.file, line: item.nameRange.line, column: item.nameRange.column,
                                    endColumn: item.nameRange.column + problem.range.endColumn)
        return problem
    }

    /// The problem for an unknown name: a did-you-mean and a definition to copy. Its range
    /// runs from column 0 over the name as shown (``unknown(_:key:)`` moves it to the item).
    private func unknown(_ item: ItemEntry, isDrink: Bool) -> Problem {
        let guess = closestName(to: item.name, isDrink: isDrink)
        // A quoted name is shown whole; another, by its first words (the rest may be a comment).
        let shown = Self.words(item.name).prefix(item.isQuoted ? Int.max : 4).joined(separator: " ")
        let what = isDrink ? "drink" : "food"
        let define = "define it, with the figures from its label in place of each …: "
        var hint = guess.map { "did you mean \"\($0)\"? Or \(define)" } ?? define.prefix(1).uppercased() + define.dropFirst()
        let quotedName = shown.contains(" ") || item.isQuoted ? "\"\(shown)\"" : shown
        // Placeholders, never figures of some other item: `check` rejects a `…` until it is
        // filled in (a "did you mean" food's numbers pasted as this one's would count wrong).
        if isDrink {
            hint += "- drink \(quotedName) per cup (240 ml): … mg caffeine, … kcal"
        } else {
            hint += "- food \(quotedName) per 100 g: … kcal, … g carbs, … g protein, … g fat; or give its nutrients on the line: \(item.isQuoted ? quotedName : shown) (… kcal)"
        }
        let range = SourceRange(file: 0, line: 0, column: 0, endColumn: Int32(shown.utf8.count))
        return Problem(code: isDrink ? .unknownDrink : .unknownFood, range: range, message: "unknown \(what) \"\(shown)\"", hint: hint)
    }

    /// The known name closest to `name` or to its first words (at most four; only the whole
    /// name when `whole`), among the journal's names, the catalog's drinks and its friendly
    /// foods; nil when none is close.
    func closestName(to name: String, isDrink: Bool, whole: Bool = false, maxDistance: Int? = nil) -> String? {
        var candidates = userNames
        candidates += isDrink ? DrinkCatalog.names + foods.friendlyNames : foods.friendlyNames + DrinkCatalog.names
        let words = Self.words(name.lowercased())
        for k in stride(from: min(words.count, 4), to: whole ? words.count - 1 : 0, by: -1) {
            if let g = Suggestion.closest(to: words.prefix(k).joined(separator: " "), in: candidates, maxDistance: maxDistance) { return g }
        }
        return nil
    }

    /// The nutrients of `item` given its definition.
    private func nutrients(of item: ItemEntry, _ p: Prepared, isDrink: Bool, nameRange: SourceRange, inPlural: Bool) -> Result<Nutrients, Problem> {
        let d = p.definition
        var servings = 1.0
        // `eggs`, `olives`: a name in the plural, with no count and no amount, is several.
        if inPlural, !item.isCountWritten, item.amount == nil, let several = p.servingsInPlural { servings = several }
        var volume = p.servingVolume
        // A count before the name of a food also counted whole counts wholes (`1/2 pizza`,
        // `2 pizzas`); the name alone, or `x2` after it, counts servings (slices).
        if item.countLeads, item.amount == nil, let wholes = p.wholeServings { servings = wholes }
        if var written = item.amount {
            // "a small bowl of soup": two thirds of a bowl, unless the drink has a size of that name.
            if case .word(let w) = written.unit, p.servingName != w, let (factor, portion) = PortionWords.sized(w) {
                written = Quantity(written.value * factor, .word(portion))
            }
            let a = Self.portionAmount(written, p) ?? written
            switch servingsFor(a, p) {
            case .success(let s): servings = s
            case .failure(let p):
                var problem = p
                problem.range = item.amountRange ?? nameRange
                return .failure(problem)
            }
            // (No servings, as in "0 cups", have no volume each, and an amount in the unit
            // the serving is named after counts servings of the serving's own size: the
            // serving's volume stands.)
            if servings > 0, !Self.countsServings(a, p) {
                if let ml = Self.volumeML(a) { volume = ml / servings }
                else if a.unit.dimension == .mass { volume = a.converted(to: .g)! / servings }
            }
        }
        let total = servings * item.count
        var n = d.nutrients * total
        // A drink's volume counts as water unless its definition says otherwise.
        let fraction = d.waterFraction ?? (isDrink && p.isFood && d.nutrients.water == 0 ? 1 : nil)
        if let fraction, let v = volume { n.water = v * total * fraction }
        // Nutrients in parentheses replace those nutrients for the whole entry; the others
        // still come from the definition.
        for o in item.overrides { n[o.nutrient] = o.value }
        return .success(n)
    }

    /// A container or portion word (`bowl`, `pint`) that is not the item's serving name, as the
    /// amount it stands for: servings of the item (a count) or a volume or mass.
    static func portionAmount(_ a: Quantity, _ p: Prepared) -> Quantity? {
        guard case .word(let w) = a.unit, let size = PortionWords.size(of: w) else { return nil }
        if let s = p.servingName, singularForms(w).contains(s) { return nil }
        switch size {
        case .serving: return Quantity(a.value, .count)
        case .servingOr(let grams): return p.hasNaturalServing ? Quantity(a.value, .count) : Quantity(a.value * grams, .g)
        case .volume(let ml): return Quantity(a.value * ml, .ml)
        }
    }

    /// Whether `a` is in the standard unit the serving is named after (`2 glasses` of a
    /// `per glass (300 ml)` drink): then it counts servings, whatever size the unit has elsewhere.
    private static func countsServings(_ a: Quantity, _ p: Prepared) -> Bool {
        p.servingUnit == a.unit && a.unit.dimension != nil
    }

    /// How many servings an amount is.
    private func servingsFor(_ a: Quantity, _ p: Prepared) -> Result<Double, Problem> {
        let d = p.definition, isFood = p.isFood
        let blank = SourceRange(file: 0, line: 0, column: 0, endColumn: 0)
        let servingName = p.servingName
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
        if Self.countsServings(a, p) {
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
