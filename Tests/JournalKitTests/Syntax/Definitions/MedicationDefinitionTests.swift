import XCTest
@testable import JournalKit

final class MedicationDefinitionTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("definitions/med") }

    func testScheduleAndDays() {
        let m = journal("## Settings\n- med vitamin-d 1000 IU at 09:00 on mon, thu\n- med ibuprofen 200 mg as needed\n").journal.definitions.medications.map(\.value)
        XCTAssertEqual(m[0].dose, Quantity(1000, .iu))
        XCTAssertEqual(m[0].times, [TimeOfDay(hour: 9, minute: 0)])
        XCTAssertEqual(m[0].weekdays, [.monday, .thursday])
        XCTAssertTrue(m[1].asNeeded)
    }

    func testNeedsASchedule() {
        XCTAssertEqual(journal("## Settings\n- med metformin 500 mg\n- med x at 25:00\n").diagnostics.map(\.code), [.badMedication, .badTime])
    }

    /// Days after `on` read as a habit's do: `and` joins them, and a misspelt day is named.
    func testDaysReadAsAHabitsAre() {
        let read = journal("## Settings\n- med vitamin-d 1000 IU at 09:00 on mon and thu\n- habit stretch on mon and thu\n")
        XCTAssertEqual(read.diagnostics.map(\.code), [])
        XCTAssertEqual(read.journal.definitions.medications.first?.value.weekdays, [.monday, .thursday])
        XCTAssertEqual(read.journal.definitions.habits.first?.value.schedule, .weekdays([.monday, .thursday]))

        let misspelt = journal("## Settings\n- med vitamin-d 1000 IU at 09:00 on mnday, thu\n").diagnostics
        XCTAssertEqual(misspelt.map(\.code), [.badMedication])
        XCTAssertEqual(misspelt.first?.message, "'mnday' is not a day of the week")
        XCTAssertEqual(misspelt.first?.hint, "did you mean 'mon'? write e.g. on mon, thu")
        XCTAssertEqual(journal("## Settings\n- med x at 09:00 on\n").diagnostics.first?.message, "'on' needs days of the week")
    }

    /// `every N h from TIME` is the doses of one 24-hour cycle from the first time, on the clock.
    func testEveryFewHours() {
        let read = journal("""
            ## Settings
            - med amoxicillin 250 mg every 8 h from 06:00
            - med a every 8 hours from 6am
            - med b every 6h from 20:00
            - med c q8h from 06:00
            - med d every 5 h from 06:00
            - med e every 1.5 h from 21:00 on mon
            - med f 1 tablet every 24 hours from 9pm

            """)
        XCTAssertEqual(read.diagnostics.map(\.code), [])
        let m = read.journal.definitions.medications.map(\.value)
        let t = m.map { $0.times.map(\.description).joined(separator: " ") }
        XCTAssertEqual(t[0], "06:00 14:00 22:00")
        XCTAssertEqual(m[0].everyMinutes, 480)
        XCTAssertEqual(m[0].everyFrom?.description, "06:00")
        XCTAssertEqual(t[1], "06:00 14:00 22:00")
        // 20:00, then 02:00, 08:00 and 14:00 on the clock: every day the same four times.
        XCTAssertEqual(t[2], "02:00 08:00 14:00 20:00")
        XCTAssertEqual(t[3], "06:00 14:00 22:00")
        // 5 h does not divide 24 h: 06:00, 11:00, 16:00, 21:00 and 02:00 (26:00), then 06:00
        // again; the gap from 02:00 to 06:00 is 4 h, not 5.
        XCTAssertEqual(t[4], "02:00 06:00 11:00 16:00 21:00")
        // 16 doses of a cycle from 21:00: 21:00, 22:30, …, 19:30.
        XCTAssertEqual(m[5].times.count, 16)
        XCTAssertEqual(m[5].weekdays, [.monday])
        XCTAssertEqual(t[6], "21:00")
    }

    func testEveryFewHoursMistakes() {
        let read = journal("""
            ## Settings
            - med a every 8 h
            - med b every 0.5 h from 06:00
            - med c every 8 from 06:00
            - med d at 08:00 every 8 h from 06:00
            - med f every 8 h from 25:00
            - med g every 7.99 h from 06:00
            - med h q30h from 06:00

            """)
        XCTAssertEqual(read.diagnostics.map { "\($0.line):\($0.column) \($0.code.rawValue)" },
                       ["2:9 bad-medication", "3:15 bad-medication", "4:17 bad-medication", "5:18 bad-medication", "6:24 bad-time",
                        "7:15 bad-medication", "8:9 bad-medication"])
        XCTAssertEqual(read.diagnostics[0].message, "'every' needs the time of the first dose")
        XCTAssertEqual(read.diagnostics[3].message, "a medication is taken at times or every few hours, not both")
        XCTAssertTrue(read.journal.definitions.medications.isEmpty)
    }

    /// `for N days` from the `from` date: the course's last day is from + N − 1.
    func testACourseRunsFromItsFromDate() {
        let read = journal("""
            ## Settings
            - med amoxicillin 250 mg every 8 h from 06:00 for 7 days from 2026-11-20
            - med b at 08:00 for 1 day since 2026-11-30
            - med c at 08:00 for 7 days
            - med d at 08:00 for 7 days from 2026-11-20 until 2026-11-30
            - med e at 08:00 for 2.5 days from 2026-11-20

            """)
        let v = read.journal.definitions.medications.map { "\($0.value.name) \($0.validity.from!) \($0.validity.until!)" }
        // 20 + 7 − 1 = 26; 30 + 1 − 1 = 30.
        XCTAssertEqual(v, ["amoxicillin 2026-11-20 2026-11-26", "b 2026-11-30 2026-11-30"])
        XCTAssertEqual(read.diagnostics.map(\.message), ["'for 7 days' needs the day the course starts",
                                                         "a course ends after its days or on its until date, not both",
                                                         "'for 2.5 days' needs a whole number of days"])
    }
}
