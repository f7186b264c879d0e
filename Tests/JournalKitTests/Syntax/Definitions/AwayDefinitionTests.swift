import XCTest
@testable import JournalKit

final class AwayDefinitionTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("definitions/away") }

    func testRanges() {
        let d = journal("## Settings\n- away 2026-12-24 to 2027-01-02 holidays\n").journal.definitions
        XCTAssertEqual(d.away(on: CalendarDate(year: 2026, month: 12, day: 31)!)?.reason, "holidays")
        XCTAssertNil(d.away(on: CalendarDate(year: 2027, month: 1, day: 3)!))
    }

    func testBackwardsRange() {
        XCTAssertEqual(journal("## Settings\n- away 2026-12-24 to 2026-12-01\n").diagnostics.map(\.code), [.badDateRange])
    }
}
