import XCTest
@testable import JournalKit

/// Any USDA food by its exact name, in double quotes (Grammar.md §5.3): commas, digits and
/// parentheses in quotes are the name's, the quotes are not part of it, and it matches whole.
final class QuotedNameTests: XCTestCase {
    let catalog = FoodCatalog.builtIn

    func testAUSDANameWithCommasInAMeal() {
        let usda = "Potato, baked, peel not eaten, with cheese"
        let loaded = journal("## 2026-11-21\n- lunch: \"\(usda)\" 200 g, apple\n")
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        let items = loaded.journal.days[0].entries[0].meal!.items
        XCTAssertEqual(items.map(\.name), [usda, "apple"])
        XCTAssertEqual(items[0].resolvedName, usda)
        let expected = catalog.food(named: usda.lowercased())!.nutrients(grams: 200).energy
        XCTAssertEqual(items[0].nutrients.energy, expected, accuracy: 0.01)
        XCTAssertGreaterThan(expected, 100)
        XCTAssertEqual(items[1].nutrients.energy, catalog.food(named: "apple")!.nutrients(grams: 182).energy, accuracy: 0.01)
    }

    func testParenthesesAndCountsAroundAQuotedName() {
        let usda = "Leeks, (bulb and lower leaf-portion), raw"
        let loaded = journal("## 2026-11-21\n- dinner: 2 \"\(usda)\" (5 g fiber)\n- drink \"Milk, whole\" 250 ml\n")
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        let e = loaded.journal.days[0].entries
        let leeks = e[0].meal!.items[0]
        XCTAssertEqual(leeks.name, usda)
        XCTAssertEqual(leeks.nutrients.energy, 2 * catalog.food(named: usda.lowercased())!.per100g.energy, accuracy: 0.01)
        XCTAssertEqual(leeks.nutrients.fiber, 5)
        XCTAssertEqual(e[1].drink?.nutrients.energy ?? 0, catalog.food(named: "milk, whole")!.nutrients(grams: 250).energy, accuracy: 0.01)
    }

    func testAQuotedNameMatchesWholeOrNotAtAll() {
        let d = journal("## 2026-11-21\n- snack: \"apple crumble cake\"\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.unknownFood])  // not "apple" with a partial-name warning
        XCTAssertEqual(d.first?.message, "unknown food \"apple crumble cake\"")
        XCTAssertEqual(d.first?.column, 11)  // on the name, inside the quotes
    }

    func testTheHintsQuotesPair() {
        let d = journal("## 2026-11-21\n- lunch: \"Potato, baked, peel not eatn\" 200 g\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.unknownFood])
        let hint = try! XCTUnwrap(d.first?.hint)
        XCTAssertEqual(hint.filter { $0 == "\"" }.count % 2, 0, hint)
        XCTAssertTrue(hint.contains("- food \"Potato, baked, peel not eatn\" per 100 g"), hint)
        XCTAssertFalse(hint.contains("\"\""), hint)
    }

    func testQuotesAfterTheNutrientsAreTheComments() {
        let loaded = journal("## 2026-11-21\n- lunch: soup (200 kcal) \"nice\", toast\n")
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        let items = loaded.journal.days[0].entries[0].meal!.items
        XCTAssertEqual(items.map(\.name), ["soup", "toast"])
        XCTAssertEqual(items[0].nutrients.energy, 200)
        XCTAssertEqual(items[0].comment, "\"nice\"")
    }

    func testAQuoteNeverClosed() {
        let d = journal("## 2026-11-21\n- snack: \"apple pie\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.badAmount])
        XCTAssertEqual(d.first?.message, "'\"' is never closed")
    }
}
