import XCTest
@testable import JournalKit

final class HabitDefinitionTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("definitions/habit") }

    func testSchedules() {
        let h = journal("## Settings\n- habit meditate\n- habit run 3/week\n- habit stretch on mon, wed, fri\n- habit read >= 20 pages\n- habit \"no sugar\" daily for 30 days\n")
            .journal.definitions.habits.map(\.value)
        XCTAssertEqual(h.map(\.name), ["meditate", "run", "stretch", "read", "no sugar"])
        XCTAssertEqual(h[1].schedule, .timesPerWeek(3))
        XCTAssertEqual(h[2].schedule, .weekdays([.monday, .wednesday, .friday]))
        XCTAssertEqual(h[3].target, 20)
        XCTAssertEqual(h[3].targetUnit, "pages")
        XCTAssertEqual(h[4].days, 30)
    }

    func testProblems() {
        XCTAssertEqual(journal("## Settings\n- habit stretch on mnday\n- habit run 9/week\n- habit\n").diagnostics.map(\.code),
                       [.badHabit, .badHabit, .badHabit])
    }
}
