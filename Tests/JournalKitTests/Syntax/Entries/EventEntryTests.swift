import XCTest
@testable import JournalKit

final class EventEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/event") }

    func testTitleAndPlace() {
        let e = entries("## 2026-11-21\n- 10:00 appointment GP check-up @ Riverside Surgery\n- event Mia's birthday\n")
        guard case .event(let a) = e[0].kind, case .event(let b) = e[1].kind else { return XCTFail() }
        XCTAssertEqual(a.title, "GP check-up")
        XCTAssertEqual(a.place, "Riverside Surgery")
        XCTAssertEqual(b.title, "Mia's birthday")
        XCTAssertNil(b.place)
    }
}
