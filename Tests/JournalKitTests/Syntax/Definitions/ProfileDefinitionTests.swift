import XCTest
@testable import JournalKit

final class ProfileDefinitionTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("definitions/profile") }

    func testPartsInAnyOrderAndImperialUnits() {
        let p = journal("## Settings\n- profile 170 lb, male, 5 ft 11 in, active, born 1985-01-30, gain\n").journal.definitions.profiles.first?.value
        XCTAssertEqual(p?.sex, .male)
        XCTAssertEqual(p?.heightCm ?? 0, 180.34, accuracy: 0.001)
        XCTAssertEqual(p?.weightKg ?? 0, 77.11, accuracy: 0.01)
        XCTAssertEqual(p?.activity, .active)
        XCTAssertEqual(p?.plan, .gain)
    }

    func testUnknownPart() {
        let d = journal("## Settings\n- profile female, modrate\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.badProfile])
        XCTAssertEqual(d.first?.hint?.hasPrefix("did you mean 'moderate'?"), true)
    }

    /// The keyword may carry a colon, as every definition's may (`- goal: water >= 2 l`).
    func testKeywordWithAColon() {
        for line in ["- profile: female, 168 cm", "- profile : female, 168 cm", "- Profile:  female, 168 cm"] {
            let read = journal("## Settings\n\(line)\n")
            XCTAssertEqual(read.diagnostics.map(\.code), [], line)
            XCTAssertEqual(read.journal.definitions.profiles.first?.value.sex, .female, line)
            XCTAssertEqual(read.journal.definitions.profiles.first?.value.heightCm, 168, line)
        }
    }
}
