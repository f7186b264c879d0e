import XCTest
@testable import JournalKit

final class SymptomEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/symptom") }

    func testNameAndSeverity() {
        let e = entries("## 2026-11-21\n- 14:00 symptom headache 3\n- symptom nausea\n- symptom sore throat 2\n- 09:30 symptom: migraine 4/5 #work\n")
        let symptoms = e.compactMap { e -> SymptomEntry? in if case .symptom(let s) = e.kind { return s }; return nil }
        XCTAssertEqual(symptoms.map(\.name), ["headache", "nausea", "sore throat", "migraine"])
        XCTAssertEqual(symptoms.map(\.severity), [3, nil, 2, 4])
        XCTAssertEqual(e[3].tags, ["work"])
        XCTAssertEqual(e[0].time, TimeOfDay(hour: 14, minute: 0))
    }

    func testCountedUnderOneName() {
        XCTAssertEqual(SymptomEntry(name: "Sore  Throat").key, "sore throat")
    }

    func testSeverityOutOfRangeAndNoName() {
        let r = journal("## 2026-11-21\n- symptom headache 7\n- symptom headache 0\n- symptom: 3\n- symptom:\n")
        XCTAssertEqual(r.diagnostics.map(\.code), [.badAmount, .badAmount, .missingValue, .missingValue])
        XCTAssertTrue(r.diagnostics[0].message.contains("1 to 5"))
    }

    func testADaySummaryNotesEachSymptomOnceAtItsHighestSeverity() {
        let summary = journal("## 2026-11-21\n- symptom headache 2\n- symptom Headache 4\n- symptom nausea\n").journal.summary
        let day = summary.days[0]
        XCTAssertEqual(Array(summary.symptoms(of: day)), [DaySymptom(key: "headache", severity: 4), DaySymptom(key: "nausea", severity: nil)])
    }
}
