import Foundation
import XCTest
@testable import JournalKit

final class FoodCatalogTests: XCTestCase {
    let catalog = FoodCatalog.builtIn

    // MARK: Tables

    func testTablesReadWithoutProblems() {
        XCTAssertEqual(catalog.problems, [])
    }

    /// A start reads only where each USDA name lies; a row's figures are read when the food is
    /// asked for. Every row's figures must read: a category in the table, eight numbers.
    func testEveryUSDARowsFiguresRead() {
        TableText.withBytes(catalog.usdaText) { bytes in
            for row in catalog.rows {
                let figures = FoodCatalog.figures(bytes, row, categories: catalog.categories.count)
                XCTAssertTrue(figures.ok, TableText.string(bytes, row.name))
                XCTAssertGreaterThanOrEqual(figures.category, 0, TableText.string(bytes, row.name))
                XCTAssertGreaterThanOrEqual(figures.per100g.energy, 0)
            }
        }
        let banana = catalog.usdaFood(named: "Bananas, raw")!
        XCTAssertEqual(banana.category, "Fruits and Fruit Juices")
        XCTAssertEqual(banana.per100g.sugar, 12.23)
    }

    /// The CSV has 7,150 rows; two of them differ only by a doubled space
    /// ("Mayonnaise, reduced fat,  with olive oil"), which Scripts/generate-foods collapses, so
    /// 7,149 unique names remain.
    func testCountIsEveryUniqueUSDAName() {
        XCTAssertEqual(catalog.count, 7149)
    }

    func testEveryFriendlyFoodMapsToAUSDARow() {
        let lines = (friendlyFoodsTable + "\n" + friendlyDishesTable).split(separator: "\n").filter {
            let t = $0.drop(while: { $0 == " " })
            return !t.isEmpty && !t.hasPrefix("#")
        }
        XCTAssertEqual(catalog.friendlyCount, lines.count, "a friendly line was dropped: \(catalog.problems)")
        for food in catalog.friendlyFoods.indices.map(catalog.friendlyFood) where !food.usdaName.contains(" + ") {
            guard let row = catalog.usdaFood(named: food.usdaName) else {
                XCTFail("\(food.name): no USDA row \(food.usdaName)")
                continue
            }
            XCTAssertFalse(row.isFriendly, food.name)
            XCTAssertEqual(row.usdaName, food.usdaName)
            XCTAssertEqual(row.per100g, food.per100g, food.name)
            XCTAssertEqual(row.category, food.category, food.name)
            XCTAssertTrue(food.isFriendly)
            XCTAssertGreaterThan(food.per100g.energy + food.per100g.sodium, 0, "\(food.name) has no figures")
            XCTAssertEqual(food.per100g.water, 0)
        }
    }

    func testAtLeast600FriendlyFoodsAndDishes() {
        XCTAssertGreaterThanOrEqual(catalog.friendlyCount, 600)
        XCTAssertLessThanOrEqual(catalog.friendlyCount, 1000)
        XCTAssertGreaterThan(catalog.friendlyNames.count, catalog.friendlyCount)
        XCTAssertEqual(Set(catalog.friendlyNames).count, catalog.friendlyNames.count, "a name is used twice")
        for name in catalog.friendlyNames {
            XCTAssertEqual(name, name.lowercased())
            XCTAssertEqual(catalog.food(named: name)?.isFriendly, true, name)
        }
    }

    func testServingsAreSingularAndPlausible() {
        let standard: [String: Double] = ["cup": 240, "glass": 250, "tbsp": 15, "tsp": 5]
        for food in catalog.friendlyFoods {
            if let grams = food.servingGrams {
                XCTAssertGreaterThan(grams, 0, food.name)
                XCTAssertLessThanOrEqual(grams, 700, food.name)
            }
            guard let serving = food.servingName else { continue }
            XCTAssertNotNil(food.servingGrams, "\(food.name): a named serving needs grams")
            XCTAssertTrue(serving == "glass" || !serving.hasSuffix("s"), "\(food.name): serving \(serving) is plural")
            if let ml = standard[serving], let grams = food.servingGrams {
                // Grams for that volume of the food: from puffed cereal (~0.03 g/ml) to syrup (~1.4 g/ml).
                let density = grams / ml
                XCTAssertTrue((0.03...1.45).contains(density), "\(food.name): \(serving) of \(grams) g")
            }
        }
    }

    // MARK: Lookup

    func testLookupByFriendlyNameAliasAndPlural() throws {
        let apple = try XCTUnwrap(catalog.food(named: "apple"))
        XCTAssertEqual(apple.name, "apple")
        XCTAssertEqual(apple.servingName, "piece")
        XCTAssertEqual(apple.servingGrams, 182)
        XCTAssertTrue(apple.isFriendly)
        XCTAssertEqual(catalog.food(named: "Apples")?.name, "apple")
        XCTAssertEqual(catalog.food(named: "eggs")?.name, "egg")
        XCTAssertEqual(catalog.food(named: "egg")?.servingGrams, 50)
        XCTAssertEqual(catalog.food(named: "blueberries")?.name, "blueberry")
        XCTAssertEqual(catalog.food(named: "potatoes")?.name, "potato")
        XCTAssertEqual(catalog.food(named: "peaches")?.name, "peach")
        XCTAssertEqual(catalog.food(named: "almond")?.name, "almonds")
        XCTAssertEqual(catalog.food(named: "chickpea")?.name, "chickpeas")
        XCTAssertEqual(catalog.food(named: "chicken breast")?.name, "chicken breast")
        XCTAssertEqual(catalog.food(named: "chicken breasts")?.name, "chicken breast")
        XCTAssertEqual(catalog.food(named: "  Greek   Yogurt ")?.name, "greek yogurt")
        XCTAssertEqual(catalog.food(named: "yoghurt")?.name, "yogurt")
        XCTAssertEqual(catalog.food(named: "toast")?.servingName, "slice")

        let peanutButter = try XCTUnwrap(catalog.food(named: "PEANUT BUTTER"))
        XCTAssertEqual(peanutButter.name, "peanut butter")
        XCTAssertEqual(peanutButter.servingName, "tbsp")
        XCTAssertEqual(peanutButter.servingGrams, 16)
    }

    func testTypicalServingsOfEverydayFoods() throws {
        let oats = try XCTUnwrap(catalog.food(named: "oats"))
        XCTAssertNil(oats.servingName)
        XCTAssertEqual(oats.servingGrams, 40)
        XCTAssertEqual(catalog.food(named: "rolled oats"), oats)
        let rice = try XCTUnwrap(catalog.food(named: "rice"))
        XCTAssertEqual(rice.servingName, "cup")
        XCTAssertEqual(rice.servingGrams, 158)
        XCTAssertEqual(catalog.food(named: "banana")?.servingGrams, 118)
        XCTAssertEqual(catalog.food(named: "bread")?.servingGrams, 28)
        for name in ["milk", "salmon", "avocado", "cheese", "pasta", "broccoli", "spinach", "orange",
                     "chocolate", "honey", "butter", "olive oil", "tofu", "lentils", "carrot", "tomato",
                     "cucumber", "pizza", "hamburger", "fries", "salad", "soup", "cereal", "granola",
                     "croissant", "bagel", "muffin", "cookie", "ice cream", "orange juice", "beer", "wine"] {
            XCTAssertEqual(catalog.food(named: name)?.isFriendly, true, name)
        }
    }

    func testLookupByUSDAName() throws {
        let row = try XCTUnwrap(catalog.food(named: "bananas, RAW"))
        XCTAssertEqual(row.name, "Bananas, raw")
        XCTAssertFalse(row.isFriendly)
        XCTAssertNil(row.servingName)
        XCTAssertNil(row.servingGrams)
        XCTAssertEqual(row.category, "Fruits and Fruit Juices")
        // The no-break space of this USDA name was made a plain space.
        XCTAssertNotNil(catalog.food(named: "Beef, tenderloin steak, raw"))
        // A friendly name wins over a USDA name spelt the same; usdaFood(named:) gives the row.
        XCTAssertEqual(catalog.food(named: "Honey")?.servingName, "tbsp")
        XCTAssertEqual(catalog.usdaFood(named: "Honey")?.isFriendly, false)
        XCTAssertNil(catalog.usdaFood(named: "honey bun"))
    }

    func testUnknownNames() {
        XCTAssertNil(catalog.food(named: "unobtainium"))
        XCTAssertNil(catalog.food(named: ""))
        XCTAssertNil(catalog.food(named: "   "))
        XCTAssertNil(catalog.food(named: "s"))
    }

    func testBananaFiguresAreTheCSVs() throws {
        // "Bananas, raw" in usda-foods.csv: 89 kcal, 22.84 g carbs, 12.23 g sugar, 2.6 g fiber,
        // 0.33 g fat, 1.09 g protein, 8.7 mg vitamin C, 1 mg sodium.
        let banana = try XCTUnwrap(catalog.food(named: "banana"))
        XCTAssertEqual(banana.usdaName, "Bananas, raw")
        XCTAssertEqual(banana.per100g.energy, 89)
        XCTAssertEqual(banana.per100g.carbs, 22.84)
        XCTAssertEqual(banana.per100g.sugar, 12.23)
        XCTAssertEqual(banana.per100g.fiber, 2.6)
        XCTAssertEqual(banana.per100g.fat, 0.33)
        XCTAssertEqual(banana.per100g.protein, 1.09)
        XCTAssertEqual(banana.per100g.vitaminC, 8.7)
        XCTAssertEqual(banana.per100g.sodium, 1)
        XCTAssertEqual(banana.per100g.caffeine, 0)
        XCTAssertEqual(banana.nutrients(grams: 118).energy, 89 * 1.18, accuracy: 1e-9)
    }

    func testEmptyFiguresReadAsZero() throws {
        // "Apple, raw": protein 0.17, vitamin C 4.6, sodium 0; "APPLEBEE'S, 9 oz house sirloin
        // steak" has no fiber or vitamin C figure.
        let steak = try XCTUnwrap(catalog.food(named: "APPLEBEE'S, 9 oz house sirloin steak"))
        XCTAssertEqual(steak.per100g.energy, 189.05)
        XCTAssertEqual(steak.per100g.fiber, 0)
        XCTAssertEqual(steak.per100g.vitaminC, 0)
        XCTAssertEqual(steak.per100g.sodium, 604)
    }

    // MARK: Search

    func testSearchPutsTheFriendlyAppleFirst() {
        let results = catalog.search("apple", limit: 10)
        XCTAssertEqual(results.first?.name, "apple")
        XCTAssertEqual(results.count, 10)
        XCTAssertEqual(Set(results).count, results.count, "no food twice")
        XCTAssertEqual(catalog.search("Apples", limit: 3).first?.name, "apple")
    }

    func testSearchChickenBreast() {
        let results = catalog.search("chicken breast", limit: 8)
        XCTAssertEqual(results.first?.name, "chicken breast")
        XCTAssertEqual(results.count, 8)
        for food in results {
            let text = (food.name + " " + food.aliases.joined(separator: " ") + " " + food.usdaName).lowercased()
            XCTAssertTrue(text.contains("chicken") && text.contains("breast"), food.name)
        }
        // No USDA row that a friendly result already stands for.
        let rows = results.map(\.usdaName)
        XCTAssertEqual(Set(rows).count, rows.count)
    }

    func testSearchByPrefix() {
        let results = catalog.search("yog", limit: 6)
        XCTAssertEqual(results.first?.name, "yogurt")
        for food in results {
            XCTAssertTrue(food.usdaName.lowercased().contains("yog"), food.name)
        }
        XCTAssertTrue(results.prefix(3).allSatisfy(\.isFriendly))
    }

    func testSearchUSDARanking() {
        // Only USDA rows match: names starting with the word come first, baby food last.
        let results = catalog.search("kohlrabi", limit: 20)
        XCTAssertFalse(results.isEmpty)
        XCTAssertTrue(results.allSatisfy { !$0.isFriendly })
        XCTAssertTrue(results.first?.usdaName.hasPrefix("Kohlrabi") ?? false)
        let bananas = catalog.search("banana", limit: 40)
        XCTAssertEqual(bananas.first?.name, "banana")
        if let baby = bananas.firstIndex(where: { $0.category.hasPrefix("Baby") }) {
            XCTAssertGreaterThan(baby, bananas.firstIndex(where: { $0.usdaName == "Bananas, overripe, raw" }) ?? 0)
        }
    }

    func testSearchEdgeCases() {
        XCTAssertEqual(catalog.search("", limit: 5), [])
        XCTAssertEqual(catalog.search("  ,, ", limit: 5), [])
        XCTAssertEqual(catalog.search("apple", limit: 0), [])
        XCTAssertEqual(catalog.search("qqqzzz", limit: 5), [])
        XCTAssertEqual(catalog.search("apple", limit: 1).count, 1)
        XCTAssertEqual(catalog.search("PEANUT BUTTER", limit: 3).first?.name, "peanut butter")
        XCTAssertEqual(catalog.search("blueberries", limit: 3).first?.name, "blueberry")
    }

    // MARK: Building

    func testNumberForms() {
        XCTAssertEqual(FoodCatalog.otherNumberForms(of: "blueberries").first, "blueberry")
        XCTAssertTrue(FoodCatalog.otherNumberForms(of: "tomatoes").contains("tomato"))
        XCTAssertTrue(FoodCatalog.otherNumberForms(of: "almond").contains("almonds"))
        XCTAssertEqual(FoodCatalog.otherNumberForms(of: "ok"), [])
    }

    func testBadTablesAreReported() {
        let usda = """
        Bananas, raw|0|s|89|22.84|12.23|2.6|0.33|1.09|8.7|1
        short|0|s
        Bananas, RAW|0|s|1|1|1|1|1|1|1|1
        Cheese|9|n|400|||||||
        """
        let friendly = """
        # comment
        banana | Bananas, raw | piece 118 | plantain
        cheese | Cheese | | cheddar
        ghost | No such food | piece 1 |
        cheddar | Cheese | |
        bad | Cheese | piece x |
        """
        let c = FoodCatalog(usdaTable: usda, categories: "Fruits\n", friendlyTable: friendly)
        XCTAssertEqual(c.count, 2)
        XCTAssertEqual(c.friendlyCount, 2)
        XCTAssertEqual(c.problems.count, 5, "\(c.problems)")
        XCTAssertEqual(c.food(named: "plantain")?.name, "banana")
        XCTAssertEqual(c.food(named: "cheddar")?.name, "cheese")
        XCTAssertEqual(c.food(named: "cheese")?.per100g.energy, 400)
        XCTAssertEqual(c.food(named: "cheese")?.category, "")
        XCTAssertEqual(c.food(named: "banana")?.category, "Fruits")
    }

    /// A dish of several USDA rows: each row exists, its serving is their grams, and its figures
    /// are theirs mixed in those weights.
    func testDishesOfSeveralRowsMixTheirRows() throws {
        var dishes = 0
        for food in catalog.friendlyFoods where food.usdaName.contains(" + ") {
            dishes += 1
            var total = 0.0
            var energy = 0.0
            for part in food.usdaName.components(separatedBy: " + ") {
                let open = try XCTUnwrap(part.range(of: " (", options: .backwards), part)
                let grams = try XCTUnwrap(Double(part[open.upperBound...].dropLast(3)), part)
                let row = try XCTUnwrap(catalog.usdaFood(named: String(part[..<open.lowerBound])), "\(food.name): \(part)")
                total += grams
                energy += row.per100g.energy * grams / 100
            }
            XCTAssertEqual(food.servingGrams, total, "\(food.name): the serving is not the sum of its parts")
            XCTAssertEqual(food.nutrients(grams: total).energy, energy, accuracy: 1e-6, food.name)
        }
        XCTAssertGreaterThan(dishes, 30)
        let beans = try XCTUnwrap(catalog.food(named: "beans on toast"))
        XCTAssertEqual(beans.servingGrams, 250)
        XCTAssertEqual(beans.usdaName, "Beans, baked, canned, plain or vegetarian (200 g) + Bread, white, commercially prepared, toasted (50 g)")
    }

    func testEverydayDishesAreKnownByTheirNames() {
        for name in ["burrito", "chicken caesar salad", "lasagna", "pad thai", "fish and chips", "bacon sandwich", "chicken wrap",
                     "chicken stir fry", "beans on toast", "toast with butter", "pizza slice", "curry", "full english",
                     "chicken tikka masala", "bacon butty", "jacket potato with beans", "chicken burrito", "sausage and mash"] {
            XCTAssertNotNil(catalog.food(named: name), name)
        }
    }

    func testBuildingTheCatalogIsQuick() {
        let start = Date()
        let c = FoodCatalog(usdaTable: usdaFoodsTable, categories: usdaFoodCategories,
                            friendlyTable: friendlyFoodsTable + "\n" + friendlyDishesTable)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(c.count, catalog.count)
        XCTAssertLessThan(seconds, 1.0, "building the catalog took \(seconds) s")
    }
}
