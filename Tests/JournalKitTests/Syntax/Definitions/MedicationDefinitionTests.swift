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
}
