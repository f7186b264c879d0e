import XCTest
@testable import JournalKit

final class MoodEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/mood") }

    func testNumbersAndWords() {
        let e = entries("## 2026-11-21\n- mood 4 slow afternoon #work\n- mood: great\n- mood 2/5\n")
        guard case .mood(let a) = e[0].kind, case .mood(let b) = e[1].kind, case .mood(let c) = e[2].kind else { return XCTFail() }
        XCTAssertEqual([a.value, b.value, c.value], [4, 5, 2])
        XCTAssertEqual(a.note, "slow afternoon")
        XCTAssertEqual(e[0].tags, ["work"])
    }

    func testOutOfRange() {
        XCTAssertEqual(journal("## 2026-11-21\n- mood 7\n- mood 0\n- mood grate\n").diagnostics.map(\.code), [.badMood, .badMood, .badMood])
        XCTAssertEqual(journal("## 2026-11-21\n- mood grate\n").diagnostics.first?.hint?.hasPrefix("did you mean 'great'?"), true)
    }
}
