import XCTest

/// `journal trends` on the example journal, with a fixed clock.
final class TrendsCommandTests: XCTestCase {
    let base = ["-f", "examples/journal.md", "--today", "2026-11-21"]

    func testMoodOverFourWeeks() {
        let r = CLI.run(["trends"] + base)
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "trends-mood.txt")
    }

    func testCaffeineOverEightWeeksAsTextJSONAndHTML() {
        let args = ["trends", "--days", "56", "--metric", "caffeine"] + base
        let text = CLI.run(args)
        XCTAssertEqual(text.code, 0)
        assertGolden(text.stdout, "trends-caffeine-56.txt")
        let json = CLI.run(args + ["--format", "json"])
        assertGolden(json.stdout, "trends-caffeine-56.json")
        let html = CLI.run(["trends"] + base + ["--format", "html"])
        assertGolden(html.stdout, "trends-mood.html")
        XCTAssertTrue(html.stdout.contains("class=\"whisker\""))
    }

    func testBadDays() {
        let r = CLI.run(["trends", "--days", "0"] + base)
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.stderr.contains("--days takes a number of days"), r.stderr)
    }
}
