import XCTest
@testable import JournalKit

/// A journal summary built day by day, and summaries joined without copying their lists.
final class JournalSummaryTests: XCTestCase {
    private let monday = CalendarDate(iso: "2026-11-16")!, tuesday = CalendarDate(iso: "2026-11-17")!

    /// A summary of one day with an intake at `hour`, a mark and a dose.
    private func part(_ date: CalendarDate, hour: Int, habit: String) -> JournalSummary {
        var s = JournalSummary()
        s.startDay(date)
        s.addCaffeine(50, time: TimeOfDay(hour: hour, minute: 0))
        s.addNamedValue(NamedDayValue(.habit, key: habit, state: .done, value: nil))
        s.addDose(DayDose(DoseEntry(taken: true, medication: "metformin", medicationRange: SourceRange(file: 0, line: 1, column: 1, endColumn: 1)), time: TimeOfDay(hour: hour, minute: 5)))
        return s
    }

    /// Joined parts keep their days' lists; a day added to after the join (its date read again)
    /// moves to the summary's own lists first, so both halves stay in order.
    func testJoinedPartsKeepTheirListsAndADateReadAgainGrowsInPlace() {
        var all = JournalSummary()
        all.append(contentsOf: part(monday, hour: 8, habit: "run"))
        all.append(contentsOf: part(tuesday, hour: 9, habit: "read"))
        XCTAssertEqual(all.days.map(\.date), [monday, tuesday])
        XCTAssertEqual(all.caffeine(of: all.days[0]).map(\.time), [TimeOfDay(hour: 8, minute: 0)])
        XCTAssertEqual(all.habitMarks(of: all.days[1]).map(\.key), ["read"])

        let later = part(tuesday, hour: 21, habit: "run")
        all.append(day: 0, of: later)
        XCTAssertEqual(all.days.count, 2)
        let t = all.days[1]
        XCTAssertEqual(all.caffeine(of: t).map(\.time), [TimeOfDay(hour: 9, minute: 0), TimeOfDay(hour: 21, minute: 0)])
        XCTAssertEqual(all.habitMarks(of: t).map(\.key), ["read", "run"])
        XCTAssertEqual(all.doses(of: t).map(\.time), [TimeOfDay(hour: 9, minute: 5), TimeOfDay(hour: 21, minute: 5)])
        // Monday is untouched.
        XCTAssertEqual(all.caffeine(of: all.days[0]).map(\.time), [TimeOfDay(hour: 8, minute: 0)])
    }

    /// A meal's caffeine, known when it closes, goes where the meal stood among the day's intakes.
    func testCaffeineInsertedInItsPlaceMovesLaterDaysUp() {
        var s = JournalSummary()
        s.startDay(monday)
        s.addCaffeine(30, time: TimeOfDay(hour: 7, minute: 0))
        let place = s.nextIntake
        s.addCaffeine(40, time: TimeOfDay(hour: 10, minute: 0))
        s.startDay(tuesday)
        s.addCaffeine(60, time: TimeOfDay(hour: 8, minute: 0))
        s.insertCaffeine(80, category: .coffee, time: TimeOfDay(hour: 8, minute: 30), at: place, day: 0)
        s.insertCaffeine(0, category: .other, time: nil, at: place, day: 0)
        XCTAssertEqual(s.caffeine(of: s.days[0]).map(\.mg), [30, 80, 40])
        XCTAssertEqual(s.caffeine(of: s.days[1]).map(\.mg), [60])
    }
}
