import XCTest
@testable import JournalKit

final class WeightEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/weight") }

    func testKilogramsAndPounds() {
        let e = entries("## 2026-11-21\n- weight 61.8 kg\n- weight 136 lb\n")
        guard case .weight(let a) = e[0].kind, case .weight(let b) = e[1].kind else { return XCTFail() }
        XCTAssertEqual(a.kilograms, 61.8)
        XCTAssertEqual(b.kilograms, 61.688, accuracy: 0.001)
    }

    func testWeightNeedsAUnitAndAPlausibleValue() {
        XCTAssertEqual(journal("## 2026-11-21\n- weight 61.8\n- weight 6180 kg\n- weight 60 ml\n").diagnostics.map(\.code),
                       [.missingValue, .badAmount, .unitMismatch])
    }
}
