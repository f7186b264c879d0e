import XCTest
@testable import JournalKit

final class WorkoutEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/workout") }

    func testDurationDistanceAndEnergy() {
        let e = entries("## 2026-11-21\n- 17:00 workout run 35 min 5.2 km\n- exercise cycling 1h30 22 km 450 kcal with Ana\n- workout yoga 1 h 15 min\n")
        guard case .workout(let a) = e[0].kind, case .workout(let b) = e[1].kind, case .workout(let c) = e[2].kind else { return XCTFail() }
        XCTAssertEqual(a.activity, "run")
        XCTAssertEqual(a.minutes, 35)
        XCTAssertEqual(a.distanceMeters, 5200)
        XCTAssertEqual(b.minutes, 90)
        XCTAssertEqual(b.kcal, 450)
        XCTAssertEqual(b.note, "with Ana")
        XCTAssertEqual(c.minutes, 75)
    }

    func testWorkoutNeedsADuration() {
        XCTAssertEqual(journal("## 2026-11-21\n- workout yoga\n").diagnostics.map(\.code), [.missingDuration])
    }
}
