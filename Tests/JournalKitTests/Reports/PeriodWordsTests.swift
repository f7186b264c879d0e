import XCTest
@testable import JournalKit

/// The one parser of the command line's days, moments and periods.
final class PeriodWordsTests: XCTestCase {
    let today = CalendarDate(iso: "2026-11-21")!  // a Saturday
    let system = JournalClock(date: CalendarDate(iso: "2026-11-21")!, minute: 10 * 60)

    func day(_ s: String) -> String {
        switch PeriodWords.day(s, today: today) {
        case .success(let d): d.description
        case .failure(let e): e.description
        }
    }

    func moment(_ s: String) -> String {
        switch PeriodWords.moment(s, today: today) {
        case .success(let c): "\(c.date) \(TimeOfDay(minutes: c.minute))"
        case .failure(let e): e.description
        }
    }

    func testDays() {
        XCTAssertEqual(day("today"), "2026-11-21")
        XCTAssertEqual(day(" Yesterday "), "2026-11-20")
        XCTAssertEqual(day("tomorrow"), "2026-11-22")
        XCTAssertEqual(day("2026-02-28"), "2026-02-28")
        // A weekday is the latest such day up to today.
        XCTAssertEqual(day("saturday"), "2026-11-21")
        XCTAssertEqual(day("Fri"), "2026-11-20")
        XCTAssertEqual(day("sunday"), "2026-11-15")
        XCTAssertEqual(day("monday"), "2026-11-16")
    }

    func testBadDays() {
        XCTAssertEqual(day("2026-02-30"), "'2026-02-30' is not a valid date. Write YYYY-MM-DD.")
        XCTAssertEqual(day("yesterdy"), "'yesterdy' is not a day; did you mean 'yesterday'? Write YYYY-MM-DD, today, yesterday or a weekday.")
        XCTAssertEqual(day("21/11/2026"), "'21/11/2026' is not a day. Write YYYY-MM-DD, today, yesterday or a weekday.")
    }

    func testMomentsTakeTimesAsTheJournalWritesThem() {
        XCTAssertEqual(moment("2026-11-21 19:00"), "2026-11-21 19:00")
        XCTAssertEqual(moment("2026-11-21 7pm"), "2026-11-21 19:00")
        XCTAssertEqual(moment("2026-11-21 7:45 pm"), "2026-11-21 19:45")
        XCTAssertEqual(moment("2026-11-21 7:45PM"), "2026-11-21 19:45")
        XCTAssertEqual(moment("2026-11-21 12am"), "2026-11-21 00:00")
        XCTAssertEqual(moment("2026-11-21T07:05"), "2026-11-21 07:05")
        XCTAssertEqual(moment("yesterday 8am"), "2026-11-20 08:00")
        XCTAssertEqual(moment("7 pm"), "2026-11-21 19:00")
        XCTAssertEqual(moment("0:30"), "2026-11-21 00:30")
    }

    func testBadMoments() {
        XCTAssertEqual(moment("2026-11-21 25:00"), "'25:00' is not a time of day. Write HH:MM from 00:00 to 23:59, or 7am or 7:45pm.")
        XCTAssertEqual(moment("2026-11-21 13pm"), "'13pm' is not a time of day. Write HH:MM from 00:00 to 23:59, or 7am or 7:45pm.")
        XCTAssertTrue(moment("2026-11-21").hasPrefix("'2026-11-21' is not a day and a time"))
        XCTAssertTrue(moment("2026-11-21 at 7pm").hasPrefix("'2026-11-21 at 7pm' is not a day and a time"))
        XCTAssertTrue(moment("").hasPrefix("'' is not a day and a time"))
        XCTAssertEqual(moment("2026-02-30 7pm"), "'2026-02-30' is not a valid date. Write YYYY-MM-DD.")
    }

    func testTheClock() {
        XCTAssertEqual(try PeriodWords.clock(now: nil, today: nil, system: system).get(), system)
        XCTAssertEqual(try PeriodWords.clock(now: nil, today: "2026-11-18", system: system).get(), .endOfDay(CalendarDate(iso: "2026-11-18")!))
        XCTAssertEqual(try PeriodWords.clock(now: nil, today: "yesterday", system: system).get(), .endOfDay(today.adding(days: -1)))
        XCTAssertEqual(try PeriodWords.clock(now: "7pm", today: nil, system: system).get(), JournalClock(date: today, minute: 19 * 60))
        guard case .failure(let e) = PeriodWords.clock(now: "7pm", today: "2026-11-21", system: system) else { return XCTFail() }
        XCTAssertEqual(e, .todayAndNow)
    }

    func period(_ s: String, begin: String? = nil, end: String? = nil) -> String {
        switch PeriodWords.period(s, begin: begin, end: end, today: today, weekStart: .monday, journalRange: nil) {
        case .success(let p): "\(p.start)..\(p.end)"
        case .failure(let e): e.description
        }
    }

    func testPeriodsTakeDayWordsToo() {
        XCTAssertEqual(period(""), "2026-11-16..2026-11-22")
        XCTAssertEqual(period("friday"), "2026-11-20..2026-11-20")
        XCTAssertEqual(period("monday..yesterday"), "2026-11-16..2026-11-20")
        XCTAssertEqual(period("2026-11-31"), "'2026-11-31' is not a valid date. Write YYYY-MM-DD.")
    }

    func testBeginAndEndMoveThePeriodsEnds() {
        XCTAssertEqual(period("", begin: "2026-11-01"), "2026-11-01..2026-11-21")
        XCTAssertEqual(period("", end: "wednesday"), "2026-11-16..2026-11-18")
        XCTAssertEqual(period("last month", begin: "2026-10-15"), "2026-10-15..2026-10-31")
        XCTAssertEqual(period("", begin: "2026-11-18", end: "2026-11-16"), "the period ends (2026-11-16) before it starts (2026-11-18).")
        XCTAssertEqual(period("", begin: "0001-01-01"), "the period is too long: 739941 days, and at most 100000 are allowed.")
        XCTAssertTrue(period("", begin: "someday").hasPrefix("'someday' is not a day"))
        XCTAssertEqual(period("last fortnight"), "'last fortnight' is not a period. Periods are " + PeriodWords.periodForms.dropLast().joined(separator: ", ") + " or all.")
        XCTAssertEqual(period("2026-W60"), "'2026-w60' is not an ISO week. Write it as e.g. 2026-W47.")
    }
}
