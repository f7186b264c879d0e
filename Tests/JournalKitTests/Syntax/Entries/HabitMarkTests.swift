import XCTest
@testable import JournalKit

final class HabitMarkTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/habit") }

    let habits = "## Settings\n- habit meditate\n- habit read >= 20 pages\n"

    func testCheckboxesOfDeclaredHabitsAreMarks() {
        let e = entries(habits + "## 2026-11-21\n- [x] meditate\n- [x] read 25 pages\n- [-] Meditate\n- [ ] read\n")
        XCTAssertEqual(e.compactMap(\.habitMark).map(\.state), [.done, .done, .skipped, .notDone])
        XCTAssertEqual(e[1].habitMark?.value, 25)
    }

    func testOtherCheckboxesAreTodos() {
        let e = entries(habits + "## 2026-11-21\n- [x] meditation class booking\n- [>] meditate\n## 2026-11-22\n- [>] meditate\n## 2026-11-23\n- [x] meditate\n")
        XCTAssertNotNil(e[0].task)
        XCTAssertNotNil(e[1].task)
    }
}
