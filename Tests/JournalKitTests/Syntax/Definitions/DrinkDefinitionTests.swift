import XCTest
@testable import JournalKit

final class DrinkDefinitionTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("definitions/drink") }

    func testServingsAndWater() {
        let d = journal("## Settings\n- drink kombucha per bottle (330 ml): 15 mg caffeine, water 90%\n## 2026-11-21\n- drink kombucha 2 bottles\n").journal
        XCTAssertEqual(d.definitions.drinks.first?.value.serving, Serving(name: "bottle", amount: Quantity(330, .ml)))
        XCTAssertEqual(d.days[0].nutrients.caffeine, 30)
        XCTAssertEqual(d.days[0].nutrients.water, 594, accuracy: 1e-9)
    }

    func testProblems() {
        XCTAssertEqual(journal("## Settings\n- drink x per shot 63 mg caffeine\n- drink y per cup: 5 mg cafeine\n").diagnostics.map(\.code),
                       [.badDefinition, .unknownNutrient])
    }
}
