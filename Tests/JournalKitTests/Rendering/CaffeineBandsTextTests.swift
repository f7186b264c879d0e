import XCTest
@testable import JournalKit

/// The four bands of a limit in the terminal (Grammar.md §10, *Limit bands*): trend bars in the
/// band's colour with its mark beside them, and the day's caffeine left against the limit.
final class CaffeineBandsTextTests: XCTestCase {
    typealias F = MetricsFixture

    /// A limit of 300 mg: low under 100 mg, medium from 100, high from 200, over above 300.
    let text = """
        ## Settings
        - goal caffeine <= 300 mg
        ## 2026-11-17 Tuesday
        - 08:00 drink 99 mg
        ## 2026-11-18 Wednesday
        - 08:00 drink 100 mg
        ## 2026-11-19 Thursday
        - 08:00 drink 200 mg
        ## 2026-11-20 Friday
        - 08:00 drink 300 mg
        ## 2026-11-21 Saturday
        - 08:00 drink 360 mg
        """

    func testTrendBarsCarryTheirBandsMarkWithoutColour() {
        let r = TrendsReport(summary: F.load(text).summary, days: 5, measure: .ring(.caffeine), clock: F.endOf("2026-11-21"))
        let lines = TrendsTextRenderer.trends(r).split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("○ low under 100 mg · ◑ medium · ◕ high from 200 mg · ▲ over 300 mg"), lines.joined(separator: "\n"))
        // The bar (of 8 heights up to 360 mg: 99 mg is the third), then the band's mark: 300 mg is high, not over.
        XCTAssertTrue(lines.contains("Tue 2026-11-17  ▃ ○  99 mg"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("Wed 2026-11-18  ▃ ◑  100 mg"))
        XCTAssertTrue(lines.contains("Thu 2026-11-19  ▅ ◕  200 mg"))
        XCTAssertTrue(lines.contains("Fri 2026-11-20  ▇ ◕  300 mg"))
        XCTAssertTrue(lines.contains("Sat 2026-11-21  █ ▲  360 mg"))
    }

    func testTrendBarsInTheFourColours() {
        let r = TrendsReport(summary: F.load(text).summary, days: 5, measure: .ring(.caffeine), clock: F.endOf("2026-11-21"))
        let out = TrendsTextRenderer.trends(r, style: TextStyle(color: true))
        let esc = "\u{1B}["
        XCTAssertTrue(out.contains("Tue 2026-11-17  \(esc)32m▃\(esc)0m \(esc)32m○\(esc)0m"))        // low: green
        XCTAssertTrue(out.contains("Wed 2026-11-18  \(esc)33m▃\(esc)0m \(esc)33m◑\(esc)0m"))        // medium: yellow
        XCTAssertTrue(out.contains("Thu 2026-11-19  \(esc)38;5;208m▅\(esc)0m"))                     // high: orange
        XCTAssertTrue(out.contains("Sat 2026-11-21  \(esc)31m█\(esc)0m \(esc)31m▲\(esc)0m"))        // over: red
        // Every code written is one the output checks let through.
        XCTAssertEqual(VisibleText.shown(out, colors: true), out)
    }

    func testTheDaySaysWhatIsLeftOrHowFarOver() {
        let journal = F.load(text)
        func line(_ day: String, now: JournalClock) -> String? {
            let r = DayReport(journal: journal, date: F.date(day), clock: now)
            return ReportTextRenderer.day(r).split(separator: "\n").map(String.init).first { $0.contains(" of 300 mg") }
        }
        // 300 − 200 = 100 mg left on Thursday, seen that day; 300 − 360: over by 60 on Saturday.
        XCTAssertEqual(line("2026-11-19", now: F.endOf("2026-11-19")), "  ◕ 100 mg left today of 300 mg")
        XCTAssertEqual(line("2026-11-21", now: F.endOf("2026-11-21")), "  ▲ over by 60 mg of 300 mg")
        // Exactly the limit: none left. A past day says so of that day.
        XCTAssertEqual(line("2026-11-20", now: F.endOf("2026-11-20")), "  ◕ 0 mg left today of 300 mg")
        XCTAssertEqual(line("2026-11-17", now: F.endOf("2026-11-21")), "  ○ 201 mg left that day of 300 mg")
        let json = ReportJSONRenderer.day(DayReport(journal: journal, date: F.date("2026-11-21"), clock: F.endOf("2026-11-21"))).serialized()
        XCTAssertTrue(json.contains("\"caffeineLimit\": {\n    \"limitMg\": 300,\n    \"leftMg\": -60,\n    \"band\": \"over\"\n  }"), json)
    }
}
