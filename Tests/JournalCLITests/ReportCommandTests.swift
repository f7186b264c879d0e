import XCTest

/// `journal report` and `journal day` on the example journal, with a fixed clock.
final class ReportCommandTests: XCTestCase {
    let base = ["-f", "examples/journal.md", "--today", "2026-11-21"]

    func testTheWeekAsText() {
        let r = CLI.run(["report"] + base)
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "report-week.txt")
    }

    func testTheWeekAsJSON() {
        let r = CLI.run(["report"] + base + ["--format", "json"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "report-week.json")
    }

    func testAMonthGroupsByWeek() {
        let r = CLI.run(["report", "last", "month"] + base)
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "report-october.txt")
    }

    func testADayAsText() {
        let r = CLI.run(["day", "2026-11-20"] + base)
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "day-2026-11-20.txt")
    }

    func testADayAsJSON() {
        let r = CLI.run(["day", "2026-11-20"] + base + ["--format", "json"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "day-2026-11-20.json")
    }

    func testTodayInProgressWithNow() {
        let r = CLI.run(["day", "-f", "examples/journal.md", "--now", "2026-11-21 15:00", "--format", "json"])
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.contains("\"nowMg\": "))
        XCTAssertTrue(r.stdout.contains("\"state\": \"pending\""), "the 20:00 dose is still to come at 15:00")
    }

    func testBeginAndEndAreInclusive() {
        let r = CLI.run(["report", "-b", "2026-11-16", "-e", "2026-11-18"] + base + ["--format", "json"])
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.contains("\"start\": \"2026-11-16\""))
        XCTAssertTrue(r.stdout.contains("\"end\": \"2026-11-18\""))
        XCTAssertTrue(r.stdout.contains("\"days\": 3"))
    }

    func testOutputFileByExtensionIsWrittenAtomically() throws {
        let path = NSTemporaryDirectory() + "week-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = CLI.run(["report"] + base + ["-o", path])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stdout, "")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("{\n  \"period\""))
    }

    func testBadPeriodAndDate() {
        let a = CLI.run(["report", "lst", "week"] + base)
        XCTAssertEqual(a.code, 2)
        XCTAssertTrue(a.stderr.hasPrefix("journal: 'lst week' is not a period; did you mean 'last week'?"), a.stderr)
        let b = CLI.run(["day", "2026-02-30"] + base)
        XCTAssertEqual(b.code, 2)
        let c = CLI.run(["report", "--today", "21/11/2026", "-f", "examples/journal.md"])
        XCTAssertEqual(c.code, 2)
    }
}

final class HTMLReportCommandTests: XCTestCase {
    func testTheWeekAsOneSelfContainedPage() {
        let r = CLI.run(["report", "-f", "examples/journal.md", "--today", "2026-11-21", "--format", "html"])
        XCTAssertEqual(r.code, 0)
        let head = r.stdout.components(separatedBy: "<head>").dropFirst().first ?? ""
        XCTAssertTrue(head.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<meta http-equiv=\"Content-Security-Policy\""))
        XCTAssertFalse(r.stdout.contains("<script"))
        XCTAssertFalse(r.stdout.contains("http://") || r.stdout.contains("https://"))
        XCTAssertTrue(r.stdout.contains("@media (prefers-color-scheme:dark)"))
        XCTAssertTrue(r.stdout.contains("@media print"))
        assertGolden(r.stdout, "report-week.html")
    }

    func testADayPageWrittenByExtension() throws {
        let path = NSTemporaryDirectory() + "day-\(getpid()).html"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = CLI.run(["day", "2026-11-18", "-f", "examples/journal.md", "--today", "2026-11-21", "-o", path])
        XCTAssertEqual(r.code, 0)
        let html = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("aria-label=\"Caffeine"))
        assertGolden(html, "day-2026-11-18.html")
    }
}
