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

final class PunctuationTests: XCTestCase {
    func testACommaAfterAWordEndsIt() {
        let e = entries("## 2026-11-21\n- 21:00 workout yoga 15 min, just to unknot\n- mood great, long call with Jess\n- drink water 2 l, finally\n")
        guard case .workout(let w) = e[0].kind, case .mood(let m) = e[1].kind else { return XCTFail() }
        XCTAssertEqual(w.minutes, 15)
        XCTAssertEqual(w.note, "just to unknot")
        XCTAssertEqual(m.value, 5)
        XCTAssertEqual(e[2].drink?.nutrients.water, 2000)
        XCTAssertEqual(e[2].drink?.comment, "finally")
    }

    func testStrictDoesNotMistakeOrdinaryWordsForKeywords() {
        let d = journal("## 2026-11-21\n- Blood sugar reading 6.1\n- Spent the evening reading\n- Right on the limit\n- drnk espresso\n", strict: true).diagnostics
        XCTAssertEqual(d.map(\.code), [.unknownKeyword])
        XCTAssertEqual(d.first?.line, 5)
    }
}

/// Runners' `k`, `in` between a distance and its time, and a distance alone at the activity's
/// usual pace.
final class WorkoutDistanceTests: XCTestCase {
    func testRunnersKilometresAndTheirTimes() {
        let e = entries("## 2026-11-21\n- workout run 5k in 28 min\n- workout run 10 k 55 min\n- workout run 5k\n- workout swim 1500 m\n- workout walk 3 mi\n")
        let w = e.compactMap(\.workout)
        XCTAssertEqual(w.map(\.minutes), [28, 55, 30, 30, 58])
        XCTAssertEqual(w.map(\.distanceMeters), [5000, 10000, 5000, 1500, 3 * 1609.344])
        XCTAssertEqual(w.map(\.minutesFromPace), [false, false, true, true, true])
        XCTAssertEqual(EntryWords(e[2].kind).text, "run ≈30 min, 5 km")
    }

    func testAWorkoutWithoutAPaceStillNeedsItsDuration() {
        XCTAssertEqual(journal("## 2026-11-21\n- workout yoga 5 km\n").diagnostics.map(\.code), [.missingDuration])
    }
}
