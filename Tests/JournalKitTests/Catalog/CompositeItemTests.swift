import XCTest
@testable import JournalKit

/// Composite meal items (Grammar.md §5.3): the longest known name first, else the parts between
/// `with`, `and`, `&` and `on`, each counted with its own default portion.
final class CompositeItemTests: XCTestCase {
    let catalog = FoodCatalog.builtIn

    func kcal(_ food: String, grams: Double) -> Double { catalog.food(named: food)!.nutrients(grams: grams).energy }
    func serving(_ food: String) -> Double { catalog.food(named: food)!.servingGrams! }

    /// The items of `- lunch: TEXT`, resolved, with no problem.
    func items(_ text: String, definitions: String = "", file: StaticString = #filePath, line: UInt = #line) -> [ItemEntry] {
        let loaded = journal(definitions + "## 2026-11-21\n- lunch: " + text + "\n")
        XCTAssertEqual(loaded.diagnostics.map(\.message), [], text, file: file, line: line)
        return loaded.journal.days.first?.entries.first?.meal?.items ?? []
    }

    func assertParts(_ text: String, _ expected: [(String, Double)], file: StaticString = #filePath, line: UInt = #line) {
        let got = items(text, file: file, line: line)
        XCTAssertEqual(got.map(\.name), expected.map(\.0), text, file: file, line: line)
        for (item, (_, kcal)) in zip(got, expected) {
            XCTAssertEqual(item.nutrients.energy, kcal, accuracy: 0.01, "\(text): \(item.name)", file: file, line: line)
        }
    }

    func testPartsWithTheirOwnPortions() {
        // Butter on toast is a pat (5 g), not a serving, and not 100 g.
        // (Toast with butter and beans on toast are dishes of the catalog: a dish is matched first.)
        assertParts("bagel with butter", [("bagel", kcal("bagel", grams: serving("bagel"))), ("butter", kcal("butter", grams: 5))])
        assertParts("butter on bagel", [("butter", kcal("butter", grams: serving("butter"))), ("bagel", kcal("bagel", grams: serving("bagel")))])
        assertParts("beans on rice", [("beans", kcal("beans", grams: serving("beans"))), ("rice", kcal("rice", grams: 158))])
        assertParts("burger & fries", [("burger", kcal("burger", grams: serving("burger"))), ("fries", kcal("fries", grams: 117))])
        assertParts("sandwich and crisps", [("sandwich", kcal("sandwich", grams: 150)), ("crisps", kcal("crisps", grams: serving("crisps")))])
        assertParts("chicken with rice and peas", [("chicken", kcal("chicken", grams: 100)), ("rice", kcal("rice", grams: 158)),
                                                   ("peas", kcal("peas", grams: serving("peas")))])
    }

    func testTheAmountGoesWithTheFirstPart() {
        assertParts("2 bagels with butter", [("bagels", kcal("bagel", grams: 2 * serving("bagel"))), ("butter", kcal("butter", grams: 5))])
        assertParts("bagel with butter x2", [("bagel", kcal("bagel", grams: 2 * serving("bagel"))), ("butter", kcal("butter", grams: 5))])
        // A dish of the catalog keeps its own portion.
        XCTAssertEqual(items("toast with butter").map(\.name), ["toast with butter"])
    }

    func testTheLongestKnownNameComesFirst() {
        // A known name with a joiner in it is one item: the catalog's "half and half", a user's dish.
        XCTAssertEqual(items("half and half").map(\.name), ["half and half"])
        let fish = items("fish and chips", definitions: "## Settings\n- food \"fish and chips\" per portion (350 g): 840 kcal\n")
        XCTAssertEqual(fish.map(\.name), ["fish and chips"])
        XCTAssertEqual(fish.first?.nutrients.energy, 840)
    }

    func testAnUnknownPartIsNoComposite() {
        let d = journal("## 2026-11-21\n- lunch: chicken with the sauce\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.partialName])
        XCTAssertEqual(d.first?.message, "counted as chicken; 'with the sauce' was not understood")
        // A drink is one drink: its joined words are left over, and said.
        XCTAssertEqual(journal("## 2026-11-21\n- drink espresso and tonic\n").diagnostics.map(\.code), [.partialName])
    }

    func testTheDayCountsEveryPart() {
        let loaded = journal("## 2026-11-21\n- breakfast: bagel with butter\n- lunch\n  - beans on rice\n")
        let day = try! XCTUnwrap(loaded.journal.summary.day(on: loaded.journal.days[0].date))
        let expected = kcal("bagel", grams: serving("bagel")) + kcal("butter", grams: 5) + kcal("beans", grams: serving("beans")) + kcal("rice", grams: 158)
        XCTAssertEqual(day.nutrients.energy, expected, accuracy: 0.01)
        XCTAssertEqual(loaded.journal.days[0].entries[1].meal?.items.map(\.name), ["beans", "rice"])
    }
}

/// `w` and `w/` are `with` when that makes the whole name known.
final class WithAbbreviationTests: XCTestCase {
    func testWAndWSlashAreWith() {
        let loaded = journal("## 2026-11-21\n- drink coffee w milk\n- drink tea w/ milk\n- coffee w milk\n- drink coffee w Sam\n")
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.partialName])
        let drinks = loaded.journal.days[0].entries.compactMap(\.drink)
        XCTAssertEqual(drinks.map(\.resolvedName), ["coffee with milk", "tea with milk", "coffee with milk", "coffee"])
    }
}
