import XCTest
@testable import JournalKit

/// Natural amounts (Grammar.md §5.3, §7.3): articles, number words, fractions, `of`, and
/// container and portion words, each checked against the catalog's own figures.
final class NaturalAmountTests: XCTestCase {
    let catalog = FoodCatalog.builtIn

    /// The energy of `grams` of a built-in food, from its USDA figures.
    func kcal(_ food: String, grams: Double) -> Double {
        catalog.food(named: food)!.nutrients(grams: grams).energy
    }

    /// The grams of one serving of a built-in food.
    func serving(_ food: String) -> Double { catalog.food(named: food)!.servingGrams! }

    /// The one item of `- snack: ITEM`, resolved.
    func item(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ItemEntry? {
        let loaded = journal("## 2026-11-21\n- snack: " + text + "\n")
        XCTAssertEqual(loaded.diagnostics.map(\.message), [], text, file: file, line: line)
        return loaded.journal.days.first?.entries.first?.meal?.items.first
    }

    func assertKcal(_ text: String, _ expected: Double, file: StaticString = #filePath, line: UInt = #line) {
        let e = item(text, file: file, line: line)?.nutrients.energy ?? .nan
        XCTAssertEqual(e, expected, accuracy: 0.01, text, file: file, line: line)
    }

    func testArticlesAndNumberWords() {
        assertKcal("an apple", kcal("apple", grams: 182))
        assertKcal("a banana", kcal("banana", grams: 118))
        assertKcal("one egg", kcal("egg", grams: 50))
        assertKcal("three eggs", kcal("egg", grams: 150))
        assertKcal("twelve almonds", 12 * kcal("almonds", grams: 28))  // a count is servings: handfuls
        assertKcal("half an avocado", kcal("avocado", grams: 75))
        assertKcal("half a banana", kcal("banana", grams: 59))
        assertKcal("a couple of eggs", kcal("egg", grams: 100))
        XCTAssertEqual(item("an apple")?.name, "apple")
    }

    func testFractions() {
        assertKcal("1/2 avocado", kcal("avocado", grams: 75))
        assertKcal("½ avocado", kcal("avocado", grams: 75))
        assertKcal("1½ bananas", kcal("banana", grams: 177))
        assertKcal("1 1/2 bananas", kcal("banana", grams: 177))
        assertKcal("3/4 apple", kcal("apple", grams: 136.5))
    }

    func testACountBeforeTheNameCountsWholesOfAFoodServedInParts() {
        // Pizza's serving is a slice of a 14-inch pizza of 8: the name alone, `x2` after it and
        // `2 slices` count slices; a count before the name counts pizzas.
        let slice = serving("pizza")
        assertKcal("pizza", kcal("pizza", grams: slice))
        assertKcal("pizza x2", kcal("pizza", grams: 2 * slice))
        assertKcal("pizza 2 slices", kcal("pizza", grams: 2 * slice))
        assertKcal("a slice of pizza", kcal("pizza", grams: slice))
        assertKcal("1/2 pizza", kcal("pizza", grams: 4 * slice))
        assertKcal("half a pizza", kcal("pizza", grams: 4 * slice))
        assertKcal("a pizza", kcal("pizza", grams: 8 * slice))
        assertKcal("2 pizzas", kcal("pizza", grams: 16 * slice))
        assertKcal("half a baguette", kcal("baguette", grams: 125))
        // A food whose serving is the whole thing is unchanged: two apples are two pieces.
        assertKcal("2 apples", kcal("apple", grams: 364))
        XCTAssertEqual(item("1/2 pizza")?.countLeads, true)
        XCTAssertEqual(item("pizza x2")?.countLeads, false)
    }

    func testServingNamesAndPortionWordsWithOf() {
        assertKcal("2 slices of toast", kcal("toast", grams: 50))
        assertKcal("a slice of toast", kcal("toast", grams: 25))
        assertKcal("a handful of almonds", kcal("almonds", grams: 28))
        assertKcal("bowl of cereal", kcal("cereal", grams: serving("cereal")))  // cereal's own serving
        assertKcal("a scoop of ice cream", kcal("ice cream", grams: 66))
        assertKcal("3 squares of dark chocolate", kcal("dark chocolate", grams: 30))
        assertKcal("a bar of chocolate", kcal("chocolate", grams: 44))
        assertKcal("a portion of fries", kcal("fries", grams: 117))
        assertKcal("2 servings of rice", kcal("rice", grams: 316))
        // A food known only per 100 g takes the word's default mass: a bowl is 250 g.
        assertKcal("a bowl of chicken", kcal("chicken", grams: 250))
        assertKcal("a handful of chicken", kcal("chicken", grams: 30))
        // Standard units lead as before, now with `of` or a fraction.
        assertKcal("1/2 cup of rice", kcal("rice", grams: 79))  // rice's cup is 158 g
        assertKcal("60 g of oats", kcal("oats", grams: 60))
    }

    func testContainersOfDrinks() {
        let loaded = journal("## Settings\n- set region uk\n## 2026-11-21\n- drink glass of water\n- drink a glass of milk\n- drink a mug of milk\n- drink a pint of milk\n- drink a can of cola\n- drink 2 cans of cola\n- drink a coffee\n")
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        let d = loaded.journal.days[0].entries.compactMap(\.drink)
        XCTAssertEqual(d[0].nutrients.water, 250)
        XCTAssertEqual(d[1].nutrients.energy, kcal("milk", grams: 250), accuracy: 0.01)
        XCTAssertEqual(d[2].nutrients.energy, kcal("milk", grams: 300), accuracy: 0.01)  // a mug is 300 ml
        XCTAssertEqual(d[3].nutrients.energy, kcal("milk", grams: 568), accuracy: 0.01)  // a pint is 568 ml
        XCTAssertEqual(d[4].nutrients.caffeine, 34)  // cola's own can (355 ml), not 330 ml
        XCTAssertEqual(d[4].nutrients.water, 355)
        XCTAssertEqual(d[5].nutrients.caffeine, 68)
        XCTAssertEqual(d[6].nutrients.caffeine, DrinkCatalog.drink(named: "coffee")!.nutrients.caffeine)
    }

    /// The parser's portion words and the model's sizes are one list: each word has a size, or
    /// is a standard unit.
    func testEveryPortionWordHasASize() {
        for w in PortionWordSpellings.all {
            XCTAssertTrue(PortionWords.size(of: w) != nil || MeasureUnit(standard: w) != nil, w)
        }
        XCTAssertEqual(Set(PortionWords.sizes.keys).subtracting(PortionWordSpellings.singular), [])
    }

    /// Phrases people write whose food the catalog has.
    func testTheIssuesPhrases() {
        assertKcal("bag of crisps", kcal("potato chips", grams: 28))  // crisps: potato chips' own bag
        let beer = journal("## Settings\n- set region uk\n## 2026-11-21\n- drink a pint of beer\n")
        XCTAssertEqual(beer.diagnostics.map(\.message), [])
        let pint = beer.journal.days[0].entries[0].drink!
        let bottle = try! XCTUnwrap(DrinkCatalog.drinks.first { $0.name == "beer" })  // 355 ml, by its own figures
        XCTAssertEqual(pint.nutrients.energy, bottle.nutrients.energy * 568 / 355, accuracy: 0.01)  // a British pint, 568 ml
        XCTAssertEqual(pint.nutrients.water, 568)
    }

    func testWordsThatAreNotAmounts() {
        // "a" alone is a name; "half and half" is a name; an amount still needs a name after it.
        XCTAssertEqual(journal("## 2026-11-21\n- snack: a\n").diagnostics.map(\.code), [.unknownFood])
        XCTAssertEqual(item("half and half")?.name, "half and half")
        XCTAssertEqual(item("half and half")?.count, 1)
        // A portion word the item cannot take is still unknown-unit.
        XCTAssertEqual(journal("## 2026-11-21\n- snack: 2 drops of toast\n").diagnostics.map(\.code), [.unknownUnit])
        XCTAssertEqual(journal("## 2026-11-21\n- snack: 0 slices of toast\n").diagnostics.map(\.code), [.badAmount])
    }

    /// A size word before a portion word scales it; a drink's own size of that name wins;
    /// `some` is one serving; an amount alone after a comma is the item's before it.
    func testSizeWordsSomeAndAnAmountAfterAComma() {
        let loaded = journal("""
            ## 2026-11-21
            - lunch: a small bowl of soup
            - lunch: a bowl of soup
            - dinner: a big plate of pasta
            - dinner: a plate of pasta
            - drink large glass of wine
            - lunch: some pasta, pasta
            - dinner: takeaway pizza, 4 slices
            - dinner: pizza 4 slices
            """)
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        let e = loaded.journal.days[0].entries
        let kcal = e.map { ($0.meal?.nutrients.energy ?? $0.drink?.nutrients.energy ?? 0) }
        XCTAssertEqual(kcal[0], kcal[1] * 2 / 3, accuracy: 0.01)
        XCTAssertEqual(kcal[2], kcal[3] * 1.5, accuracy: 0.01)
        XCTAssertEqual(e[4].drink?.nutrients.water, 250)
        let pasta = e[5].meal!.items
        XCTAssertEqual(pasta.map(\.name), ["pasta", "pasta"])
        XCTAssertEqual(pasta[0].nutrients.energy, pasta[1].nutrients.energy, accuracy: 0.01)
        XCTAssertEqual(e[6].meal?.items.map(\.name), ["pizza"])
        XCTAssertEqual(kcal[6], kcal[7], accuracy: 0.01)
    }
}
