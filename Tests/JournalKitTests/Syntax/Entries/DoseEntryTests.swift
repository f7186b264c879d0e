import XCTest
@testable import JournalKit

final class DoseEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/dose") }

    let meds = "## Settings\n- med metformin 500 mg at 08:00, 20:00\n"

    func testTookAndSkipped() {
        let e = entries(meds + "## 2026-11-21\n- 08:05 took metformin\n- skipped metformin 20:00 doctor said so\n")
        guard case .dose(let a) = e[0].kind, case .dose(let b) = e[1].kind else { return XCTFail() }
        XCTAssertTrue(a.taken)
        XCTAssertEqual(e[0].time, TimeOfDay(hour: 8, minute: 5))
        XCTAssertFalse(b.taken)
        XCTAssertEqual(b.scheduledTime, TimeOfDay(hour: 20, minute: 0))
        XCTAssertEqual(b.note, "doctor said so")
    }

    func testMedicationNamesMatchCaseInsensitively() {
        let e = entries(meds + "## 2026-11-21\n- took Metformin with breakfast\n")
        guard case .dose(let a) = e[0].kind else { return XCTFail() }
        XCTAssertEqual(a.medication, "metformin")
        XCTAssertEqual(a.note, "with breakfast")
    }

    func testUnknownMedication() {
        let d = journal(meds + "## 2026-11-21\n- took metformn\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.unknownMedication])
        XCTAssertEqual(d.first?.hint?.hasPrefix("did you mean \"metformin\"?"), true)
    }

    /// "8 pm" after the name is the dose it fills, not eight doses with a note "pm"; "my"
    /// before the name is not part of it.
    func testSpacedMeridiemNamesTheDoseAndMyIsNotTheName() {
        let loaded = journal(meds + "## 2026-11-21\n- took metformin 8 pm\n- 08:05 took my metformin 8.00 am\n")
        XCTAssertEqual(loaded.diagnostics.map(\.code), [])
        let e = loaded.journal.days.first?.entries ?? []
        guard e.count == 2, case .dose(let evening) = e[0].kind, case .dose(let morning) = e[1].kind else { return XCTFail("\(e)") }
        XCTAssertEqual(evening.medication, "metformin")
        XCTAssertEqual(evening.scheduledTime, TimeOfDay(hour: 20, minute: 0))
        XCTAssertNil(evening.amount)
        XCTAssertEqual(evening.note, "")
        XCTAssertEqual(morning.medication, "metformin")
        XCTAssertEqual(morning.scheduledTime, TimeOfDay(hour: 8, minute: 0))
    }

    /// A dose is of one medication: a second one named after it is not counted, and said.
    func testASecondMedicationOnTheLineIsWarnedAbout() {
        let loaded = journal(meds + "- med sertraline 50 mg at 08:00\n## 2026-11-21\n- took metformin and sertraline\n- took metformin with breakfast\n")
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.partialName])
        XCTAssertEqual(loaded.diagnostics.first?.hint, "write a line for each dose: - took metformin, then - took sertraline")
        XCTAssertEqual(loaded.journal.days[0].entries.compactMap { if case .dose(let d) = $0.kind { d.medication } else { nil } }, ["metformin", "metformin"])
    }
}
