import Foundation
import XCTest
@testable import JournalKit

/// The streaks page on a phone: the goals' table in a box of its own, its dates kept whole.
final class HTMLStreaksPageTests: XCTestCase {
    func testTheGoalsTableWrapsAndScrollsInItsOwnBox() throws {
        let summary = journal("""
        ## Settings
        - goal water >= 1 l

        ## 2026-11-19
        - 08:00 drink water 1 l

        ## 2026-11-20
        - 08:00 drink water 1 l

        ## 2026-11-21
        - 08:00 drink water 250 ml
        """).journal.summary
        let r = try XCTUnwrap(StreaksReport(summary: summary, clock: .endOfDay(CalendarDate(year: 2026, month: 11, day: 21)!)))
        let html = HTMLReportRenderer.streaks(r)
        XCTAssertTrue(html.contains("<div class=\"scroll\">\n<table class=\"totals goal-streaks\">"), html)
        // Met on the 19th and 20th, not on the 21st: the longest run is those two days.
        XCTAssertTrue(html.contains("<tr><td>Water goal met</td><td>0</td><td>2</td><td class=\"run\"><span class=\"date\">2026-11-19</span> – "
                                    + "<span class=\"date\">2026-11-20</span></td><td class=\"kept\">2 of 3 days</td></tr>"), html)
        XCTAssertTrue(html.contains("</table>\n</div>\n</section>"))
        // The name stays in view as the table scrolls; on a phone the cells wrap, a date does not.
        XCTAssertTrue(html.contains(".goal-streaks td:first-child,.goal-streaks th:first-child{position:sticky;left:0;"))
        XCTAssertTrue(html.contains(".goal-streaks .date{white-space:nowrap}"))
    }
}
