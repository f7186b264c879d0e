import XCTest
@testable import JournalKit

final class DrinkCatalogTests: XCTestCase {
    // MARK: The table

    /// A name with spaces but one word (as a line with a tag or a stray space may leave it) has
    /// no size word: nothing is found, and nothing traps.
    func testANameOfOneWordBetweenSpacesHasNoSize() {
        for name in ["latte ", " latte", "  ", "latte  ", " grande "] { XCTAssertNil(DrinkCatalog.drink(named: name), "'\(name)'") }
        XCTAssertNotNil(DrinkCatalog.drink(named: "grande latte"))
    }

    func testTableReadsWithoutProblems() {
        XCTAssertEqual(DrinkCatalog.problems, [])
        let lines = drinksTable.split(separator: "\n").filter {
            let t = $0.drop(while: { $0 == " " })
            return !t.isEmpty && !t.hasPrefix("#")
        }
        XCTAssertEqual(DrinkCatalog.all.count, lines.count, "a line was dropped")
    }

    func testAtLeast150DrinksEachWithASourceAndPlausibleFigures() {
        XCTAssertGreaterThanOrEqual(DrinkCatalog.all.count, 150)
        XCTAssertEqual(Set(DrinkCatalog.names).count, DrinkCatalog.names.count, "a name is used twice")
        for drink in DrinkCatalog.all {
            XCTAssertFalse(drink.source.isEmpty, drink.name)
            for name in [drink.name] + drink.aliases {
                XCTAssertEqual(name, FoodCatalog.normalized(name), "names are written lower-case, single-spaced")
            }
            XCTAssertTrue((25...1000).contains(drink.servingML), "\(drink.name): serving of \(drink.servingML) ml")
            let n = drink.definition.nutrients
            XCTAssertLessThanOrEqual(n.caffeine, 400, drink.name)
            if !drink.source.contains("USDA: ") {
                XCTAssertLessThanOrEqual(n.sugar, n.carbs + 0.5, "\(drink.name): more sugar than carbs")
            }
            XCTAssertLessThanOrEqual(n.energy, 600, drink.name)
            for size in drink.sizes {
                XCTAssertTrue((20...1000).contains(size.ml), "\(drink.name): \(size.name) of \(size.ml) ml")
                XCTAssertEqual(size.name, size.name.lowercased())
            }
            // Caffeine comes from a published figure, or the drink has none.
            if n.caffeine > 0 {
                XCTAssertTrue(["Mayo Clinic", "Starbucks", "label", "Guayakí"].contains { drink.source.contains($0) },
                              "\(drink.name): caffeine without a caffeine source: \(drink.source)")
            }
        }
    }

    /// A `USDA: NAME` source means energy, sugar and carbs are that row's, scaled to the serving.
    func testUSDASourcedFiguresAreTheUSDARows() throws {
        var checked = 0
        for drink in DrinkCatalog.all {
            guard let range = drink.source.range(of: "USDA: ") else { continue }
            let usdaName = String(drink.source[range.upperBound...])
            let row = try XCTUnwrap(FoodCatalog.builtIn.usdaFood(named: usdaName), "\(drink.name): no USDA row \(usdaName)")
            let expected = row.nutrients(grams: drink.servingML)
            let n = drink.definition.nutrients
            XCTAssertEqual(n.energy, expected.energy, accuracy: 0.06, drink.name)
            XCTAssertEqual(n.sugar, expected.sugar, accuracy: 0.06, drink.name)
            XCTAssertEqual(n.carbs, expected.carbs, accuracy: 0.06, drink.name)
            // The other nutrients are the row's too.
            XCTAssertEqual(n.protein, expected.protein, accuracy: 0.001, drink.name)
            XCTAssertEqual(n.fat, expected.fat, accuracy: 0.001, drink.name)
            XCTAssertEqual(n.sodium, expected.sodium, accuracy: 0.001, drink.name)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 80)
    }

    /// Milk drinks count the milk's protein, fat and sodium (they counted none, a silent zero):
    /// a grande latte, which Starbucks gives as 13 g protein, 7 g fat and 170 mg sodium (2% milk);
    /// a cortado's 60 ml of whole milk; every drink with milk in it has some protein.
    func testMilkDrinksCountTheMilk() throws {
        let latte = try XCTUnwrap(DrinkCatalog.drink(named: "grande latte")).nutrients
        XCTAssertEqual(latte.protein, 13, accuracy: 1)
        XCTAssertEqual(latte.fat, 7, accuracy: 1)
        XCTAssertEqual(latte.sodium, 170, accuracy: 25)
        let cortado = try XCTUnwrap(DrinkCatalog.drink(named: "cortado")).nutrients
        let milk = try XCTUnwrap(FoodCatalog.builtIn.usdaFood(named: "Milk, whole")).nutrients(grams: 60)
        XCTAssertEqual(cortado.protein, milk.protein, accuracy: 0.001)
        XCTAssertEqual(cortado.fat, milk.fat, accuracy: 0.001)
        let milkDrinks = ["latte", "iced latte", "vanilla latte", "latte macchiato", "cappuccino", "flat white", "cortado", "macchiato",
                          "caramel macchiato", "mocha", "white chocolate mocha", "pumpkin spice latte", "caffe misto", "chai latte",
                          "matcha latte", "london fog", "hot chocolate", "milk", "semi-skimmed milk", "oat milk", "chocolate milk",
                          "milkshake", "coffee with milk", "tea with milk"]
        for name in milkDrinks {
            let drink = try XCTUnwrap(DrinkCatalog.entry(named: name), name)
            XCTAssertGreaterThan(drink.definition.nutrients.protein, 0, "\(name) counts no protein")
        }
    }

    /// A drink that is also a friendly food is the same thing in a meal: same serving, same figures.
    func testDrinksThatAreAlsoFoodsAgree() {
        for drink in DrinkCatalog.all {
            for name in [drink.name] + drink.aliases {
                guard let food = FoodCatalog.builtIn.food(named: name), food.isFriendly, food.name == name,
                      let grams = food.servingGrams else { continue }
                XCTAssertEqual(grams, drink.servingML, "\(name): the food's serving is \(grams) g, the drink's \(drink.servingML) ml")
                XCTAssertEqual(food.nutrients(grams: grams).energy, drink.definition.nutrients.energy, accuracy: 1, name)
            }
        }
    }

    // MARK: Names people use

    func testTheDrinksPeopleNameMostAreKnown() {
        let names = ["flat white", "cappuccino", "latte", "americano", "cortado", "mocha", "cold brew", "iced latte",
                     "matcha latte", "chai latte", "earl grey", "english breakfast tea", "peppermint tea", "rooibos", "coke",
                     "diet coke", "coke zero", "pepsi", "dr pepper", "red bull", "monster", "sprite", "sparkling water",
                     "yerba mate", "coca cola", "coca-cola", "chamomile", "camomile", "chamomile tea", "camomile tea",
                     "beer", "lager", "red wine", "prosecco", "gin and tonic", "orange juice", "oat milk", "almond milk"]
        for name in names {
            XCTAssertNotNil(DrinkCatalog.drink(named: name), name)
        }
        XCTAssertEqual(DrinkCatalog.drink(named: "coca-cola")?.name, "coke")
        XCTAssertEqual(DrinkCatalog.drink(named: "camomile")?.name, "chamomile tea")
    }

    func testTheOldDrinksKeepTheirFigures() {
        let old: [(String, Double, Double)] = [("coffee", 95, 240), ("espresso", 63, 30), ("instant coffee", 62, 240), ("decaf", 2, 240),
                                               ("tea", 47, 240), ("black tea", 47, 240), ("green tea", 28, 240), ("cola", 34, 355),
                                               ("diet cola", 46, 355), ("energy drink", 80, 250), ("water", 0, 250)]
        for (name, caffeine, ml) in old {
            let d = DrinkCatalog.drink(named: name)
            XCTAssertEqual(d?.nutrients.caffeine, caffeine, name)
            XCTAssertEqual(d?.serving.amount, Quantity(ml, .ml), name)
        }
    }

    func testHerbalTeasHaveNoCaffeine() {
        for name in ["peppermint tea", "chamomile", "rooibos", "redbush", "herbal tea", "fruit tea", "hibiscus tea", "ginger tea"] {
            XCTAssertEqual(DrinkCatalog.drink(named: name)?.nutrients.caffeine, 0, name)
        }
    }

    // MARK: Sizes

    func testASizeBeforeOrAfterTheName() throws {
        let grande = try XCTUnwrap(DrinkCatalog.drink(named: "grande latte"))
        XCTAssertEqual(grande.name, "latte (grande)")
        XCTAssertEqual(grande.serving.amount, Quantity(473, .ml))
        XCTAssertEqual(grande.nutrients.caffeine, 150)
        XCTAssertEqual(DrinkCatalog.drink(named: "latte tall")?.nutrients.caffeine, 75)
        // A size without its own caffeine scales every figure by volume.
        let pint = try XCTUnwrap(DrinkCatalog.drink(named: "pint beer"))
        let bottle = try XCTUnwrap(DrinkCatalog.drink(named: "beer"))
        XCTAssertEqual(pint.nutrients.energy, bottle.nutrients.energy * 568 / 355, accuracy: 1e-9)
        XCTAssertEqual(DrinkCatalog.drink(named: "half pint cider")?.serving.amount, Quantity(284, .ml))
        XCTAssertEqual(DrinkCatalog.drink(named: "large glass red wine")?.serving.amount, Quantity(250, .ml))
        XCTAssertEqual(DrinkCatalog.drink(named: "large coke")?.serving.name, "large")
        // Only a drink's own sizes: a grande beer is no size of beer.
        XCTAssertNil(DrinkCatalog.drink(named: "grande beer"))
        XCTAssertNil(DrinkCatalog.drink(named: "latte pint"))
    }

    func testSizesInJournalLines() {
        let e = entries("""
            ## Settings
            - set region uk
            ## 2026-11-21
            - drink latte grande
            - drink tall cappuccino
            - drink 2 pints beer
            - drink beer 2 pints
            - drink latte 2 talls
            - drink coke 2 cans
            - drink espresso 2 shots
            - lunch: pizza, large coke
            """)
        XCTAssertEqual(e[0].drink?.nutrients.caffeine, 150)
        XCTAssertEqual(e[1].drink?.nutrients.caffeine, 75)
        XCTAssertEqual(e[2].drink?.nutrients.water, 1136)
        XCTAssertEqual(e[3].drink?.nutrients.water, 1136)
        XCTAssertEqual(e[3].drink?.resolvedName, "beer (pint)")
        XCTAssertEqual(e[4].drink?.nutrients.caffeine, 150)
        XCTAssertEqual(e[5].drink?.nutrients.caffeine, 68)
        XCTAssertEqual(e[6].drink?.resolvedName, "espresso")
        XCTAssertEqual(e[6].drink?.nutrients.caffeine, 126)
        XCTAssertEqual(e.count, 8)
    }
}

/// `set region` reads the words that differ by country as there; without it they are read as
/// the catalog always has, and the first line with each says so once.
final class RegionalWordsTests: XCTestCase {
    private func read(_ region: String?, _ lines: String) -> (kcal: [Double], water: [Double], warnings: [String]) {
        let settings = region.map { "## Settings\n- set region \($0)\n" } ?? ""
        let loaded = journal(settings + "## 2026-11-21\n" + lines)
        let entries = loaded.journal.days.flatMap(\.entries)
        return (entries.map { ($0.meal?.nutrients.energy ?? $0.drink?.nutrients.energy ?? 0).rounded() },
                entries.map { $0.drink?.nutrients.water ?? 0 },
                loaded.diagnostics.map { "\($0.line) \($0.code.rawValue)" })
    }

    func testEachRegionReadsItsOwnWords() {
        let lines = "- snack: biscuits\n- dinner: chips\n- drink pint of water\n- drink half pint beer\n"
        let uk = read("uk", lines), us = read("us", lines), au = read("au", lines)
        XCTAssertEqual(uk.warnings, [])
        XCTAssertEqual(us.warnings, [])
        // Two sweet biscuits of 15 g against two scone-like breads of 60 g; fries against a bag of chips.
        XCTAssertEqual(uk.kcal[0], 148)
        XCTAssertEqual(us.kcal[0], 444)
        XCTAssertEqual(uk.kcal[1], 263)
        XCTAssertEqual(us.kcal[1], 149)
        XCTAssertEqual(au.kcal[1], uk.kcal[1])
        XCTAssertEqual(uk.water[2], 568)
        XCTAssertEqual(us.water[2], 473, accuracy: 1e-9)
        XCTAssertEqual(au.water[2], 570, accuracy: 1e-9)
        XCTAssertEqual(us.water[3], 236.5, accuracy: 1e-9)
    }

    func testWithoutARegionEachWordIsReadAsBeforeAndSaidOnce() {
        let r = read(nil, "- snack: biscuits\n- snack: biscuit\n- dinner: chips\n- drink pint of water\n- drink beer 2 pints\n- lunch: fish and chips\n")
        XCTAssertEqual(r.kcal[0], 444)
        XCTAssertEqual(r.water[3], 568)
        // Once per word, on its first line; a dish that holds the word (fish and chips) is no word of a region.
        XCTAssertEqual(r.warnings, ["2 region-word", "4 region-word", "5 region-word"])
    }

    func testARegionThatIsNoneIsASettingError() {
        XCTAssertEqual(read("england", "- drink water\n").warnings, ["2 bad-setting"])
    }
}
