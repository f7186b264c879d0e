import XCTest

/// `journal upcoming` on the example journal, with a fixed clock.
final class UpcomingCommandTests: XCTestCase {
    func testTheNextWeekFromTheEndOfADay() {
        let r = CLI.run(["upcoming", "-f", "examples/journal.md", "--today", "2026-11-21"])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "upcoming-week.txt")
    }

    func testThreeDaysFromAMomentAsJSON() {
        let r = CLI.run(["upcoming", "-f", "examples/journal.md", "--now", "2026-11-19 08:00", "--days", "3", "--format", "json"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "upcoming-3-days.json")
    }

    func testDaysMustBeANumber() {
        let r = CLI.run(["upcoming", "-f", "examples/journal.md", "--days", "soon"])
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.stderr.contains("--days takes a number of days from 1 to 100000, not 'soon'"), r.stderr)
    }
}
