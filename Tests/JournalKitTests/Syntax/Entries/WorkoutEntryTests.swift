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
