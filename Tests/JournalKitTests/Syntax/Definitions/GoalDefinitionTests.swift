import XCTest
@testable import JournalKit

final class GoalDefinitionTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("definitions/goal") }

    func testTargetsAreConvertedToTheMetricsUnit() {
        let d = journal("## Settings\n- goal water >= 2 l\n- goal caffeine <= 0.4 g\n- goal exercise >= 1 h\n").journal.definitions
        XCTAssertEqual(d.goals.map(\.value.target), [.value(.atLeast, 2000), .value(.atMost, 400), .value(.atLeast, 60)])
    }

    /// Sugar in teaspoons, as public-health guidance counts it: 6 × 4 g = 24 g. A teaspoon of
    /// protein is a volume, and no mass.
    func testSugarInTeaspoons() {
        let read = journal("## Settings\n- goal sugar <= 6 tsp\n- goal sugar <= 2 teaspoons from 2027-01-01\n- goal protein >= 3 tsp\n")
        let sugar = read.journal.definitions.goals.filter { $0.value.metric == .sugar }.map(\.value.target)
        XCTAssertEqual(sugar, [.value(.atMost, 24), .value(.atMost, 8)])
        XCTAssertEqual(read.diagnostics.map(\.code), [.unitMismatch])
    }

    func testTheLatestFromWins() {
        let d = journal("## Settings\n- goal caffeine <= 400 mg\n- goal caffeine <= 300 mg from 2027-01-01\n").journal.definitions
        XCTAssertEqual(d.goals(on: CalendarDate(year: 2026, month: 12, day: 31)!)[.caffeine]?.target, .value(.atMost, 400))
        XCTAssertEqual(d.goals(on: CalendarDate(year: 2027, month: 1, day: 1)!)[.caffeine]?.target, .value(.atMost, 300))
    }

    func testProblems() {
        let codes = journal("## Settings\n- goal cafeine <= 400 mg\n- goal water >= 2\n- goal water = 2 l\n- goal caffeine <= 400 ml\n- goal water >= 2 lt\n").diagnostics.map(\.code)
        XCTAssertEqual(codes, [.unknownGoal, .missingValue, .badGoal, .unitMismatch, .unknownUnit])
    }

    func testEnergyAutoNeedsAProfile() {
        XCTAssertEqual(journal("## Settings\n- goal energy auto\n").diagnostics.map(\.code), [.incompleteProfile])
        XCTAssertEqual(journal("## Settings\n- goal energy auto\n- profile female, 64 kg\n").diagnostics.first?.hint,
                       "the profile lacks born DATE, height (cm), activity level")
    }
}
