import XCTest
@testable import JournalKit

final class UpcomingReportTests: XCTestCase {
    typealias F = MetricsFixture

    let text = F.medications + """
        ## 2026-11-19 Thursday
        - 08:05 took metformin
        - [ ] call the bank due 2026-11-20 !! #money
        - [ ] pay rent due 2026-11-18
        - [ ] renew passport due 2026-12-30
        - 07:00 event early stand-up
        - 10:00 appt GP check-up @ Riverside Surgery #health
        ## 2026-11-20 Friday
        - event Mia's birthday
        - 15:00 event dentist @ Main St
        ## 2026-11-23 Monday
        - 12:00 event lunch with Sam

        """

    func lines(_ r: UpcomingReport) -> [String] {
        r.items.map { "\($0.date) \($0.time?.description ?? "-") \($0.kind.rawValue) \($0.what)" + ($0.place.map { " @ \($0)" } ?? "") }
    }

    /// `journal upcoming` reads only the to-dos, events and the window's doses, and sums up no
    /// day: it must say what a whole read says, on every day of the example journal.
    func testAReadOfToDosEventsAndTheWindowsDosesGivesTheWholeReadsReport() {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/journal.md").path
        let whole = Journal.load(paths: [path]).journal
        guard let first = whole.days.first?.date, let last = whole.days.last?.date else { return XCTFail("no days") }
        var date = first.adding(days: -1)
        while date <= last.adding(days: 1) {
            for minute in [8 * 60 + 30] {
                let clock = JournalClock(date: date, minute: minute)
                let window = UpcomingReport.window(clock: clock, days: 3)
                let partial = Journal.loadTasksAndEvents(paths: [path], doses: window).journal
                XCTAssertEqual(UpcomingRenderer.json(UpcomingReport(journal: partial, clock: clock, days: 3)),
                               UpcomingRenderer.json(UpcomingReport(journal: whole, clock: clock, days: 3)), "\(date) \(minute)")
            }
            date = date.adding(days: 1)
        }
    }

    func testEventsToDosAndDosesInTimeOrder() {
        let r = UpcomingReport(journal: F.load(text), clock: F.at("2026-11-19", 9, 30), days: 2)
        XCTAssertEqual(lines(r), [
            // 07:00 and the taken 08:00 dose are past; the 09:00 vitamin-d is due now (grace).
            "2026-11-19 09:00 dose vitamin-d 1000 IU",
            "2026-11-19 10:00 event GP check-up @ Riverside Surgery",
            "2026-11-19 20:00 dose metformin 500 mg",
            // A day's events without a time and its to-dos falling due come first.
            "2026-11-20 - event Mia's birthday",
            "2026-11-20 - todo call the bank",
            "2026-11-20 08:00 dose metformin 500 mg",
            "2026-11-20 15:00 event dentist @ Main St",
            "2026-11-20 20:00 dose metformin 500 mg",
        ])
        XCTAssertEqual(r.items[1].details, ["#health"])
        XCTAssertEqual(r.items[4].details, ["!!", "#money"])
        XCTAssertEqual(r.overdue, 1)  // pay rent
        let out = UpcomingRenderer.text(r)
        XCTAssertTrue(out.contains("Thu 11-19  09:00  dose  vitamin-d 1000 IU\n           10:00  event GP check-up @ Riverside Surgery  · #health\n"), out)
        XCTAssertTrue(out.hasSuffix("1 to-do is overdue (journal todo)\n"), out)
    }

    func testTheNumberOfDays() {
        let week = UpcomingReport(journal: F.load(text), clock: F.endOf("2026-11-19"), days: 7)
        XCTAssertEqual(week.end, F.date("2026-11-25"))
        XCTAssertTrue(lines(week).contains("2026-11-23 12:00 event lunch with Sam"))
        // Monday 23 has vitamin-d; nothing of the ended Thursday is left.
        XCTAssertFalse(lines(week).contains { $0.hasPrefix("2026-11-19") })
        XCTAssertTrue(lines(week).contains("2026-11-23 09:00 dose vitamin-d 1000 IU"))
        let json = UpcomingRenderer.json(week).serialized()
        XCTAssertTrue(json.contains("\"kind\": \"event\""), json)
        XCTAssertTrue(json.contains("\"overdueTodos\": 1"), json)  // pay rent; call the bank is due on Friday
    }
}
