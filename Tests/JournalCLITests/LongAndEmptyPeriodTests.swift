import XCTest

/// `journal report` over long and empty periods, on the example journal.
final class LongAndEmptyPeriodTests: XCTestCase {
    let base = ["-f", "examples/journal.md", "--today", "2026-11-21"]

    func testAYearShowsItsWeeksWithDataNewestLast() {
        let r = CLI.run(["report", "2026"] + base)
        XCTAssertEqual(r.code, 0)
        let head = r.stdout.split(separator: "\n" as Character)[2]
        XCTAssertTrue(head.hasPrefix(" ") && head.contains("W47"), String(head))
        // The last week shown is the one holding today; no future week (W48 … W53) comes first.
        XCTAssertFalse(head.contains("W48") || head.contains("W53"), String(head))
        XCTAssertTrue(head.range(of: "W46")!.lowerBound < head.range(of: "W47")!.lowerBound)
    }

    func testAPeriodWithoutEntriesSaysSo() {
        let r = CLI.run(["report", "2025"] + base)
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.contains("No entries from 2025-01-01 to 2025-12-31."), r.stdout)
        XCTAssertFalse(r.stdout.contains("kcal"))
        XCTAssertFalse(r.stdout.contains("Streaks"))
    }

    func testWeeklyHabitsSayWeeksAndAChallengeNotStartedSaysWhenItStarts() {
        let october = CLI.run(["report", "2026-10"] + base).stdout
        XCTAssertTrue(october.contains("run                0 weeks  longest 2 weeks"), october)
        XCTAssertTrue(october.contains("no sugar            0 days  longest 0 days  challenge starts 2026-11-01"), october)
        XCTAssertFalse(october.contains("challenge 0/30"))
    }

    func testNotesOnLongPeriodsGiveDates() {
        let october = CLI.run(["report", "2026-10"] + base).stdout
        XCTAssertTrue(october.contains("lowest on Thursday 2026-10-22"), october)
        let week = CLI.run(["report"] + base).stdout
        XCTAssertTrue(week.contains("Caffeine over the limit on Wednesday."), week)
    }

    func testWithNowBestAndWorstLeaveOutTheDayInProgress() {
        // At 23:00 on Tuesday 17th every ring but the pending ones is settled; the day is not over.
        let r = CLI.run(["report", "-f", "examples/journal.md", "--now", "2026-11-17 23:00", "--format", "json"])
        XCTAssertEqual(r.code, 0)
        XCTAssertFalse(r.stdout.contains("\"bestDay\": {\n    \"date\": \"2026-11-17\""), r.stdout)
        XCTAssertFalse(r.stdout.contains("\"worstDay\": {\n    \"date\": \"2026-11-17\""))
        XCTAssertTrue(r.stdout.contains("\"bestDay\": {\n    \"date\": \"2026-11-16\""), r.stdout)
    }
}

/// At 60 columns (a phone, a split pane) no line of any command wraps.
final class NarrowTerminalTests: XCTestCase {
    func testNoLineIsWiderThanSixtyColumns() {
        let base = ["-f", "examples/journal.md", "--today", "2026-11-21"]
        for args in [["report"], ["report", "last", "month"], ["report", "2026"], ["day", "2026-11-20"], ["day", "2026-11-18"],
                     ["calendar"], ["calendar", "2026"], ["calendar", "--pixels"], ["streaks"], ["trends"],
                     ["trends", "--days", "56", "--metric", "caffeine"]] {
            let r = CLI.run(args + base, environment: ["COLUMNS": "60"])
            XCTAssertEqual(r.code, 0, "\(args)")
            for line in r.stdout.split(separator: "\n" as Character) where line.count > 60 {
                XCTFail("\(args.joined(separator: " ")): \(line.count) columns: \(line)")
            }
        }
    }

    func testTheNarrowWeekShowsGlyphsAndTheDayViewSaysWords() {
        let week = CLI.run(["report", "-f", "examples/journal.md", "--today", "2026-11-21"], environment: ["COLUMNS": "60"]).stdout
        XCTAssertTrue(week.contains("Meds        ●  ●  ●  ●  ●  ◑  ·   5/6    ↓ 7%"), week)
        let day = CLI.run(["day", "2026-11-18", "-f", "examples/journal.md", "--today", "2026-11-21"]).stdout
        XCTAssertFalse(day.contains("not-done"))
    }
}
