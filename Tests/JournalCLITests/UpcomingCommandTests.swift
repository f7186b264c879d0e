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

    /// The page to print: a table per day; the event's place after its title, escaped.
    func testThreeDaysAsAPage() {
        let args = ["upcoming", "-f", "examples/journal.md", "--now", "2026-11-19 08:00", "--days", "3"]
        let r = CLI.run(args + ["--format", "html"])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertTrue(r.stdout.contains("<h1>To Saturday 21 November 2026</h1>"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<tr class=\"event\"><td>18:00</td><td>event</td><td>race bib pickup @ Riverside Runners</td><td>#run</td></tr>"),
                      r.stdout)
        XCTAssertEqual(r.stdout.components(separatedBy: "<section class=\"card day-block\">").count - 1, 3)
        assertGolden(r.stdout, "upcoming-3-days.html")
        let scratch = ScratchFolder()
        let written = CLI.run(args + ["-o", scratch.path + "/upcoming.html"])
        XCTAssertEqual(written.code, 0)
        XCTAssertEqual(written.stdout, "")
        XCTAssertEqual(scratch.read(scratch.path + "/upcoming.html"), r.stdout)
    }

    func testDaysMustBeANumber() {
        let r = CLI.run(["upcoming", "-f", "examples/journal.md", "--days", "soon"])
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.stderr.contains("--days takes a number of days from 1 to 100000, not 'soon'"), r.stderr)
    }
}
