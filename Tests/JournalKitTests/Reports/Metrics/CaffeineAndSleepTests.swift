import XCTest
@testable import JournalKit

final class CaffeineAndSleepTests: XCTestCase {
    /// `nights` nights; every other evening has an espresso at 21:00, and the night after it is
    /// an hour shorter.
    /// With `sleepDayStart`, each night is written under the evening it began (`set sleep-day
    /// start`) instead of the day of waking.
    private func journal(nights: Int, sleepDayStart: Bool = false) -> Journal {
        var text = "## Settings\n- set bedtime 23:00\n" + (sleepDayStart ? "- set sleep-day start\n" : "")
        var date = CalendarDate(iso: "2026-10-01")!
        for k in 0...nights {
            text += "## \(date)\n"
            // The night after an espresso (on an odd day) is an hour shorter.
            let afterEspresso = sleepDayStart ? k % 2 == 1 : k % 2 == 0
            if sleepDayStart ? k < nights : k > 0 { text += afterEspresso ? "- sleep 23:30-06:30\n" : "- slept 8 h\n" }
            if k % 2 == 1 { text += "- 21:00 drink espresso\n" } else { text += "- drink water 250 ml\n" }
            date = date.adding(days: 1)
        }
        return Journal.load(text: text).journal
    }

    /// The same nights written on the evening they began: the same halves.
    func testNightsWrittenOnTheDayTheyBegan() throws {
        let a = try XCTUnwrap(CaffeineAndSleep.compute(summary: journal(nights: 16).summary, through: CalendarDate(iso: "2026-10-17")!))
        let b = try XCTUnwrap(CaffeineAndSleep.compute(summary: journal(nights: 16, sleepDayStart: true).summary, through: CalendarDate(iso: "2026-10-17")!))
        XCTAssertEqual(b.nights, 16)
        XCTAssertEqual(b, a)
    }

    func testNightsAfterMoreCaffeineAtBedtimeAgainstTheOthers() throws {
        let j = journal(nights: 16)
        let result = try XCTUnwrap(CaffeineAndSleep.compute(summary: j.summary, through: j.days.last!.date))
        XCTAssertEqual(result.nights, 16)
        XCTAssertEqual(result.moreNights, 8)
        XCTAssertEqual(result.lessNights, 8)
        XCTAssertEqual(result.moreHours, 7, accuracy: 1e-9)   // 23:30-06:30 after an espresso at 21:00
        XCTAssertEqual(result.lessHours, 8, accuracy: 1e-9)
        // An espresso at 21:00 leaves about 45 mg at 23:30 (half-life 5 h); a day later, at
        // 23:00, under 2 mg: the median lies between.
        XCTAssertGreaterThan(result.medianMg, 2)
        XCTAssertLessThan(result.medianMg, 44)
    }

    func testFewerThanFourteenNightsSayNothing() {
        let j = journal(nights: 13)
        XCTAssertNil(CaffeineAndSleep.compute(summary: j.summary, through: j.days.last!.date))
    }

    /// A week's report of such a journal has the note, worded as an association.
    func testTheWeeksNotesSayIt() throws {
        let j = journal(nights: 16)
        let clock = JournalClock.endOfDay(j.days.last!.date)
        let report = PeriodReport(journal: j, period: .week(containing: clock.date, weekStart: .monday), clock: clock)
        let sentence = try XCTUnwrap(InsightText.sentences(report).last)
        XCTAssertTrue(sentence.hasPrefix("After evenings with over "), sentence)
        XCTAssertTrue(sentence.contains("you slept 7 h on average (8 nights), after the others 8 h (8)"), sentence)
        XCTAssertTrue(sentence.hasSuffix("an association, not a cause."), sentence)
    }
}
