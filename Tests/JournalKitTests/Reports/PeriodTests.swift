import XCTest
@testable import JournalKit

final class PeriodTests: XCTestCase {
    let today = CalendarDate(year: 2026, month: 11, day: 21)!  // a Saturday

    func parse(_ s: String, weekStart: Weekday = .monday) -> Period? {
        try? PeriodWords.period(s, today: today, weekStart: weekStart, journalRange: CalendarDate(iso: "2026-09-28")!...today).get()
    }

    func range(_ p: Period?) -> String { p.map { "\($0.start)..\($0.end)" } ?? "nil" }

    func testNamedPeriods() {
        XCTAssertEqual(range(parse("today")), "2026-11-21..2026-11-21")
        XCTAssertEqual(range(parse("yesterday")), "2026-11-20..2026-11-20")
        XCTAssertEqual(range(parse("this week")), "2026-11-16..2026-11-22")
        XCTAssertEqual(range(parse("this week", weekStart: .sunday)), "2026-11-15..2026-11-21")
        XCTAssertEqual(range(parse("last week")), "2026-11-09..2026-11-15")
        XCTAssertEqual(range(parse("this month")), "2026-11-01..2026-11-30")
        XCTAssertEqual(range(parse("last month")), "2026-10-01..2026-10-31")
        XCTAssertEqual(range(parse("last 7 days")), "2026-11-15..2026-11-21")
        XCTAssertEqual(range(parse("all")), "2026-09-28..2026-11-21")
        XCTAssertEqual(range(parse("This  Week")), "2026-11-16..2026-11-22")
    }

    func testWrittenPeriods() {
        XCTAssertEqual(range(parse("2026-11")), "2026-11-01..2026-11-30")
        XCTAssertEqual(range(parse("2026-02")), "2026-02-01..2026-02-28")
        XCTAssertEqual(range(parse("2026-W47")), "2026-11-16..2026-11-22")
        XCTAssertEqual(range(parse("2026-W01")), "2025-12-29..2026-01-04")
        XCTAssertEqual(range(parse("2026-W53")), "2026-12-28..2027-01-03")  // 2026 starts on a Thursday
        XCTAssertEqual(range(parse("2025-W53")), "nil")
        XCTAssertEqual(range(parse("2020-W53")), "2020-12-28..2021-01-03")
        XCTAssertEqual(range(parse("2026-11-01..2026-11-15")), "2026-11-01..2026-11-15")
        XCTAssertEqual(range(parse("2026-11-21")), "2026-11-21..2026-11-21")
        XCTAssertEqual(range(parse("2026")), "2026-01-01..2026-12-31")
    }

    func testPreviousPeriods() {
        XCTAssertEqual(range(parse("this week")?.previous), "2026-11-09..2026-11-15")
        XCTAssertEqual(range(parse("2026-03")?.previous), "2026-02-01..2026-02-28")
        XCTAssertEqual(range(parse("2026-01")?.previous), "2025-12-01..2025-12-31")
        XCTAssertEqual(range(parse("last 7 days")?.previous), "2026-11-08..2026-11-14")
    }

    func testErrors() {
        let r = PeriodWords.period("lst week", today: today, weekStart: .monday, journalRange: nil)
        guard case .failure(let e) = r else { return XCTFail() }
        XCTAssertTrue(e.description.hasPrefix("'lst week' is not a period; did you mean 'last week'?"))
        XCTAssertEqual(try? PeriodWords.period("2026-11-15..2026-11-01", today: today, weekStart: .monday, journalRange: nil).get(), nil)
        XCTAssertEqual(try? PeriodWords.period("2026-13", today: today, weekStart: .monday, journalRange: nil).get(), nil)
    }

    func testISOWeeks() {
        XCTAssertEqual(Period.isoWeek(today).week, 47)
        XCTAssertEqual(Period.isoWeek(CalendarDate(iso: "2027-01-01")!).year, 2026)
        XCTAssertEqual(Period.isoWeek(CalendarDate(iso: "2027-01-01")!).week, 53)
    }
}

final class EarlyYearPeriodTests: XCTestCase {
    func testPeriodsNearYearOneDoNotTrap() {
        let d = CalendarDate(iso: "0001-01-03")!
        let week = Period.week(containing: d, weekStart: .monday)
        XCTAssertEqual(week.previous.dayCount, 7)
        XCTAssertEqual(Period.month(year: 1, month: 1).previous.dayCount, 31)
        XCTAssertEqual(Period.year(1).previous.dayCount, 365)
        XCTAssertEqual(try? PeriodWords.period("last month", today: d, weekStart: .monday, journalRange: nil).get().dayCount, 31)
    }
}
