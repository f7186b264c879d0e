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

    /// At 13:00 what is written for later today has not happened: a 17:29 cola, a dinner and
    /// its items, a dose taken at 19:55 count nothing yet; an entry without a time counts.
    func testNowCountsOnlyWhatHasHappened() {
        let scratch = ScratchFolder()
        let file = scratch.write("""
            ## Settings
            - goal caffeine <= 400 mg
            - goal water >= 2 l
            - med metformin 500 mg at 08:00, 20:00

            ## 2026-11-21 Saturday
            - 08:00 drink espresso
            - 08:05 took metformin
            - drink water 250 ml
            - 17:29 drink 100 mg
            - 19:30 dinner: water 500 ml
              - water 300 ml
            - 19:55 took metformin

            """)
        let now = CLI.run(["day", "-f", file, "--now", "2026-11-21 13:00", "--format", "json"])
        XCTAssertEqual(now.code, 0, now.stderr)
        let later = CLI.run(["day", "-f", file, "--today", "2026-11-21", "--format", "json"])
        func ring(_ json: String, _ metric: String) -> Double? {
            let day = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
            let rings = ((day["metrics"] as? [String: Any])?["rings"] as? [[String: Any]]) ?? []
            return rings.first { $0["metric"] as? String == metric }?["value"] as? Double
        }
        // By 13:00: the espresso's 63 mg; 250 ml of water and the espresso's 30 ml.
        XCTAssertEqual(ring(now.stdout, "caffeine"), 63)
        XCTAssertEqual(ring(now.stdout, "water"), 280)
        XCTAssertEqual(ring(now.stdout, "medications"), 1)
        // At the end of the day: the coffee's 100 mg, and the dinner's 800 ml.
        XCTAssertEqual(ring(later.stdout, "caffeine"), 163)
        XCTAssertEqual(ring(later.stdout, "water"), 1080)
        XCTAssertEqual(ring(later.stdout, "medications"), 2)
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
