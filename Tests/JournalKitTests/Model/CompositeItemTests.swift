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
        assertParts("toast with butter", [("toast", kcal("toast", grams: 25)), ("butter", kcal("butter", grams: 5))])
        assertParts("butter on toast", [("butter", kcal("butter", grams: serving("butter"))), ("toast", kcal("toast", grams: 25))])
        assertParts("beans on toast", [("beans", kcal("beans", grams: serving("beans"))), ("toast", kcal("toast", grams: 25))])
        assertParts("burger & fries", [("burger", kcal("burger", grams: serving("burger"))), ("fries", kcal("fries", grams: 117))])
        assertParts("sandwich and crisps", [("sandwich", kcal("sandwich", grams: 150)), ("crisps", kcal("crisps", grams: serving("crisps")))])
        assertParts("chicken with rice and peas", [("chicken", kcal("chicken", grams: 100)), ("rice", kcal("rice", grams: 158)),
                                                   ("peas", kcal("peas", grams: serving("peas")))])
    }

    func testTheAmountGoesWithTheFirstPart() {
        assertParts("2 slices of toast with butter", [("toast", kcal("toast", grams: 50)), ("butter", kcal("butter", grams: 5))])
        assertParts("toast with butter x2", [("toast", kcal("toast", grams: 50)), ("butter", kcal("butter", grams: 5))])
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
        XCTAssertEqual(journal("## 2026-11-21\n- drink coffee with milk\n").diagnostics.map(\.code), [.partialName])
    }

    func testTheDayCountsEveryPart() {
        let loaded = journal("## 2026-11-21\n- breakfast: toast with butter\n- lunch\n  - beans on toast\n")
        let day = try! XCTUnwrap(loaded.journal.summary.day(on: loaded.journal.days[0].date))
        let expected = kcal("toast", grams: 50) + kcal("butter", grams: 5) + kcal("beans", grams: serving("beans"))
        XCTAssertEqual(day.nutrients.energy, expected, accuracy: 0.01)
        XCTAssertEqual(loaded.journal.days[0].entries[1].meal?.items.map(\.name), ["beans", "toast"])
    }
}
