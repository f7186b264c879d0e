import XCTest
@testable import JournalKit

final class GratitudeEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/gratitude") }

    func testSynonymsAndText() {
        let e = entries("## 2026-11-21\n- grateful: a sunny walk with Sam\n- thankful soup #food\n")
        guard case .gratitude(let a) = e[0].kind, case .gratitude(let b) = e[1].kind else { return XCTFail() }
        XCTAssertEqual(a.text, "a sunny walk with Sam")
        XCTAssertEqual(b.text, "soup")
    }

    func testEmptyGratitudeIsAnError() {
        XCTAssertEqual(journal("## 2026-11-21\n- grateful:\n").diagnostics.map(\.code), [.missingValue])
    }
}
