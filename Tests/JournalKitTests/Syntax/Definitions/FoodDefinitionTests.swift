import XCTest
@testable import JournalKit

final class FoodDefinitionTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("definitions/food") }

    func testPerHundredGramsAndPerPiece() {
        let j = journal("## Settings\n- food oats per 100 g: 389 kcal, 66 g carbs\n- food apple per piece (180 g): 95 kcal\n## 2026-11-21\n- breakfast: oats 60 g, apples 2, apple 90 g\n").journal
        XCTAssertEqual(j.days[0].nutrients.energy, 389 * 0.6 + 190 + 47.5, accuracy: 1e-9)
    }

    func testNamedServingWithoutSizeTakesOnlyCounts() {
        let d = journal("## Settings\n- food toast per slice: 80 kcal\n## 2026-11-21\n- snack: toast 30 g\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.unitMismatch])
    }
}
