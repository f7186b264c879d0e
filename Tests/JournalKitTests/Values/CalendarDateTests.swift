import XCTest
@testable import JournalKit

final class CalendarDateTests: XCTestCase {
    func testRoundTripAndWeekdays() {
        let d = CalendarDate(year: 2026, month: 11, day: 21)!
        XCTAssertEqual(d.description, "2026-11-21")
        XCTAssertEqual(d.weekday, .saturday)
        XCTAssertEqual(CalendarDate(dayNumber: 0).description, "1970-01-01")
        XCTAssertEqual(CalendarDate(dayNumber: 0).weekday, .thursday)
        XCTAssertEqual(CalendarDate(iso: "1800-03-01")?.weekday, .saturday)
        for n in stride(from: Int32(-200_000), to: 200_000, by: 997) {
            let x = CalendarDate(dayNumber: n)
            XCTAssertEqual(CalendarDate(year: x.year, month: x.month, day: x.day), x)
        }
    }

    /// A set of weekdays: a bit each, iterated Monday first whatever the order they came in.
    func testWeekdaysHoldEachDayOnceInWeekOrder() {
        var days: Weekdays = [.friday, .monday]
        XCTAssertEqual(Array(days), [.monday, .friday])
        XCTAssertTrue(days.contains(.friday))
        XCTAssertFalse(days.contains(.sunday))
        days.insert(.sunday)
        days.insert(.monday)
        XCTAssertEqual(days.count, 3)
        XCTAssertEqual(Array(days), [.monday, .friday, .sunday])
        XCTAssertEqual(days, Weekdays([.sunday, .friday, .monday]))
        XCTAssertTrue(Weekdays().isEmpty)
        XCTAssertEqual(Array(Weekdays(Weekday.allCases)), Weekday.allCases)
    }

    /// Dates print as YYYY-MM-DD, zero-padded, from year 1 to 9999, and read back.
    func testDescriptionIsPaddedAndReadsBack() {
        XCTAssertEqual(CalendarDate(year: 1, month: 1, day: 3)?.description, "0001-01-03")
        XCTAssertEqual(CalendarDate(year: 987, month: 10, day: 9)?.description, "0987-10-09")
        XCTAssertEqual(CalendarDate(year: 9999, month: 12, day: 31)?.description, "9999-12-31")
        let first = CalendarDate(year: 1, month: 1, day: 1)!.dayNumber, last = CalendarDate(year: 9999, month: 12, day: 31)!.dayNumber
        for n in stride(from: first, through: last, by: 101) {
            let x = CalendarDate(dayNumber: n)
            XCTAssertEqual(x.description, pad(x.year, 4) + "-" + pad(x.month, 2) + "-" + pad(x.day, 2))
            XCTAssertEqual(CalendarDate(iso: x.description), x)
        }
    }

    func testImpossibleDates() {
        XCTAssertNil(CalendarDate(iso: "2026-02-30"))
        XCTAssertNil(CalendarDate(iso: "2026-13-01"))
        XCTAssertNil(CalendarDate(iso: "2026-11-1"))
        XCTAssertNotNil(CalendarDate(iso: "2024-02-29"))
        XCTAssertNil(CalendarDate(iso: "2100-02-29"))
        XCTAssertNotNil(CalendarDate(iso: "2000-02-29"))
    }

    func testWeekdayNames() {
        XCTAssertEqual(Weekday(name: "Thurs"), .thursday)
        XCTAssertEqual(Weekday(name: "SUNDAY"), .sunday)
        XCTAssertNil(Weekday(name: "someday"))
    }
}
