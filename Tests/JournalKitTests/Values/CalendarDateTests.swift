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
