import XCTest

/// `journal calendar` on the example journal, with a fixed clock.
final class CalendarCommandTests: XCTestCase {
    let base = ["-f", "examples/journal.md", "--today", "2026-11-21"]

    func testAMonthOfMoods() {
        let r = CLI.run(["calendar", "2026-11"] + base)
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "calendar-november.txt")
    }

    func testAYearThreeAcrossOnAWideTerminal() {
        let r = CLI.run(["calendar", "2026", "--metric", "caffeine"] + base, environment: ["COLUMNS": "100"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "calendar-2026-caffeine.txt")
        XCTAssertTrue(r.stdout.split(separator: "\n" as Character).allSatisfy { $0.count <= 100 })
        let narrow = CLI.run(["calendar", "2026"] + base, environment: ["COLUMNS": "40"])
        XCTAssertTrue(narrow.stdout.split(separator: "\n" as Character).allSatisfy { $0.count <= 40 }, narrow.stdout)
    }

    /// Weight is a value: each day's last weigh-in under its number, the mean of each week row's
    /// weigh-ins at its end; a terminal narrower than that keeps the marks.
    func testAMonthOfWeights() {
        let r = CLI.run(["calendar", "2026-11", "--metric", "weight"] + base, environment: ["COLUMNS": "60"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "calendar-november-weight.txt")
        XCTAssertTrue(r.stdout.split(separator: "\n" as Character).allSatisfy { $0.count <= 60 }, r.stdout)
        // 2026-11-16 63.3 and 2026-11-18 63.3, 2026-11-20 63.4, 2026-11-21 63.3: (63.3 + 63.3 + 63.4 + 63.3) / 4 = 63.325.
        XCTAssertTrue(r.stdout.contains("     63.3     ·  63.3     ·  63.4  63.3          63.3\n"), r.stdout)
        let narrow = CLI.run(["calendar", "2026-11", "--metric", "weight"] + base, environment: ["COLUMNS": "40"])
        XCTAssertTrue(narrow.stdout.contains("47  16• 17· 18• 19· 20• 21• 22"), narrow.stdout)
        // In HTML, in the day's square.
        let html = CLI.run(["calendar", "2026-11", "--metric", "weight", "--format", "html"] + base)
        XCTAssertTrue(html.stdout.contains("2026-11-20: weight 63.4 kg</title>") && html.stdout.contains("\">63.4</text></g>"), html.stdout)
        XCTAssertFalse(html.stdout.contains("<script"))
    }

    /// Gratitude lines are a mark beside the day, as moods are: `12▆` is two lines on the 12th,
    /// never `122`, which reads as a day of its own.
    func testAMonthOfGratitudeMarksEachDayWithoutDigits() {
        let r = CLI.run(["calendar", "2026-11", "--metric", "gratitude"] + base)
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "calendar-november-gratitude.txt")
        let days = r.stdout.split(separator: "\n" as Character).filter { $0.hasPrefix("4") }
        for line in days {
            // After the week number, each cell is a day number and one mark, never three digits.
            XCTAssertNil(line.dropFirst(3).firstMatch(of: /\d{3}/), String(line))
        }
        XCTAssertTrue(r.stdout.contains("gratitude lines ▃ 1 ▆ 2 █ 3 or more ○ none · no entries"), r.stdout)
    }

    func testTheYearInPixels() {
        let r = CLI.run(["calendar", "--pixels", "--metric", "goals"] + base)
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "calendar-pixels-goals.txt")
    }

    func testAHabitMonthAsJSONAndHTML() {
        let json = CLI.run(["calendar", "last", "month", "--metric", "meditate", "--format", "json"] + base)
        XCTAssertEqual(json.code, 0)
        assertGolden(json.stdout, "calendar-october-meditate.json")
        let html = CLI.run(["calendar", "2026-11", "--format", "html"] + base)
        XCTAssertEqual(html.code, 0)
        assertGolden(html.stdout, "calendar-november.html")
        XCTAssertTrue(html.stdout.contains("<title>Saturday 2026-11-21: mood"))
        XCTAssertFalse(html.stdout.contains("<script"))
    }

    func testTheYearInPixelsAsHTML() {
        let r = CLI.run(["calendar", "--pixels", "--format", "html"] + base)
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.contains("The year in pixels"))
        XCTAssertEqual(r.stdout.components(separatedBy: "<title>").count - 2, 365, "a title per day (and the page's)")
        XCTAssertTrue(r.stdout.contains("<title>Friday 2026-11-20: mood 4"), r.stdout)
    }

    func testWordsThatAreNotAMonthOrAMetric() {
        let week = CLI.run(["calendar", "this", "week"] + base)
        XCTAssertEqual(week.code, 2)
        XCTAssertTrue(week.stderr.contains("calendar shows a month"), week.stderr)
        let metric = CLI.run(["calendar", "--metric", "cafeine"] + base)
        XCTAssertEqual(metric.code, 2)
        XCTAssertTrue(metric.stderr.contains("did you mean 'caffeine'?"), metric.stderr)
    }
}
