import Foundation
import XCTest
@testable import JournalKit

/// The trends chart: its scale, the limit in force each day, lines broken over days without
/// data, and the high and low the text names.
final class HTMLTrendsPageTests: XCTestCase {
    /// Five days: a coffee (95 mg) or two a day, a mood on four of them; the caffeine limit
    /// falls from 400 to 200 mg on the 4th; the 3rd has water only and no mood.
    static let summary = journal("""
    ## Settings
    - goal caffeine <= 400 mg
    - goal caffeine <= 200 mg from 2026-11-04

    ## 2026-11-01
    - 08:00 drink coffee
    - 09:00 mood 4

    ## 2026-11-02
    - 08:00 drink coffee x2
    - 09:00 mood 3

    ## 2026-11-03
    - 08:00 drink water

    ## 2026-11-04
    - 08:00 drink coffee
    - 09:00 mood 2

    ## 2026-11-05
    - 08:00 drink coffee x2
    - 09:00 mood 5
    """).journal.summary
    static let clock = JournalClock.endOfDay(CalendarDate(year: 2026, month: 11, day: 5)!)

    static func report(_ measure: DayMeasure) -> TrendsReport { TrendsReport(summary: summary, days: 5, measure: measure, clock: clock) }

    func testScaleValuesAreRoundAndFewWithTheirUnit() {
        XCTAssertEqual(HTMLTrendsPage.ticks(from: 0, to: 455), [0, 200, 400, 600])
        XCTAssertEqual(HTMLTrendsPage.ticks(from: 0, to: 400), [0, 100, 200, 300, 400])
        XCTAssertEqual(HTMLTrendsPage.ticks(from: 62.8, to: 65.4), [62, 63, 64, 65, 66])
        XCTAssertEqual(HTMLTrendsPage.ticks(from: 0, to: 7), [0, 2, 4, 6, 8])
        let html = HTMLReportRenderer.trends(Self.report(.ring(.caffeine)))
        // The limit of 400 mg is the largest figure: 0 to 400 in steps of 100, 8% of the
        // height above the top one.
        XCTAssertTrue(html.contains("<div class=\"trend-y\" aria-hidden=\"true\"><span style=\"top:100%\">0 mg</span><span style=\"top:77%\">100 mg</span>"
                                    + "<span style=\"top:54%\">200 mg</span><span style=\"top:31%\">300 mg</span><span style=\"top:8%\">400 mg</span></div>"), html)
    }

    func testTheLimitLineStepsWhereTheLimitChanges() {
        let html = HTMLReportRenderer.trends(Self.report(.ring(.caffeine)))
        // A day is 22 wide: 400 mg (y 8) over the 1st to the 3rd, 200 mg (y 54) from the 4th,
        // and the step between them at the 4th's left edge.
        XCTAssertTrue(html.contains("<polyline class=\"goal\" points=\"0,8 66,8\"><title>limit ≤ 400 mg, 2026-11-01 – 2026-11-03</title></polyline>"), html)
        XCTAssertTrue(html.contains("<line class=\"goal step\" x1=\"66\" y1=\"8\" x2=\"66\" y2=\"54\"/>"), html)
        XCTAssertTrue(html.contains("<polyline class=\"goal\" points=\"66,54 110,54\"><title>limit ≤ 200 mg, 2026-11-04 – 2026-11-05</title></polyline>"), html)
        XCTAssertEqual(html.components(separatedBy: "class=\"goal").count - 1, 3)
    }

    func testTheMoodLineBreaksOverADayWithoutMood() {
        let html = HTMLReportRenderer.trends(Self.report(.mood))
        // Mood 1 to 5 is 100 to 8: 4 at 31, 3 at 54, 2 at 77, 5 at 8; points at each day's middle.
        let lines = html.components(separatedBy: "<polyline class=\"moodline\" points=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(lines, ["11,31 33,54", "77,77 99,8"])
    }

    func testHighAndLowAreTheDaysTheTextNames() {
        // Equal highs (190 mg on the 2nd and the 5th): the latest, in the text and on the chart.
        let caffeine = Self.report(.ring(.caffeine))
        let text = TrendsTextRenderer.summary(caffeine)[0]
        XCTAssertEqual(text, "Mean 114 mg over 5 days; high 190 mg on Thursday 2026-11-05, low 0 mg on Tuesday 2026-11-03.")
        let html = HTMLReportRenderer.trends(caffeine)
        // The 5th is the last of five days: its middle at 90%, 190 mg at 100 − 190 ÷ 400 × 92.
        XCTAssertTrue(html.contains("<span class=\"trend-mark high end\" style=\"left:90%;top:56.3%\">high 190 mg</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"trend-mark low\" style=\"left:50%;top:100%\">low 0 mg</span>"), html)
        let mood = HTMLReportRenderer.trends(Self.report(.mood))
        XCTAssertTrue(mood.contains(">high 5</span>") && mood.contains("left:90%;top:8%"), mood)
        XCTAssertTrue(mood.contains("<span class=\"trend-mark low\" style=\"left:70%;top:77%\">low 2</span>"), mood)
    }

    func testAHabitHasNoHighOrLow() {
        let html = HTMLReportRenderer.trends(Self.report(.goals))
        XCTAssertTrue(html.contains("<span class=\"trend-mark "))
        let habit = HTMLReportRenderer.trends(TrendsReport(summary: journal("## Settings\n- habit walk\n\n## 2026-11-05\n- [x] walk\n").journal.summary,
                                                           days: 5, measure: .habit("walk"), clock: Self.clock))
        XCTAssertFalse(habit.contains("<span class=\"trend-mark "))
        XCTAssertTrue(habit.contains("<span style=\"top:100%\">not done</span><span style=\"top:8%\">done</span>"), habit)
    }
}
