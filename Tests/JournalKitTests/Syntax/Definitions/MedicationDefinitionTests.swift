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
}
