import XCTest
@testable import JournalKit

final class NoteEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/note") }

    func testProseImagesAndSkippedBlocks() {
        let e = entries("---\nx: 1\n---\n## 2026-11-21\nA slow morning.\n![walk](photos/walk.jpg)\n<!-- - drink espresso -->\n```\n- drink espresso\n```\n")
        XCTAssertEqual(e.count, 2)
        XCTAssertEqual(e[0].note?.text, "A slow morning.")
        XCTAssertEqual(e[1].note?.photos, [Photo(alt: "walk", path: "photos/walk.jpg")])
    }

    func testSubHeadingsStayInTheDay() {
        let j = journal("## 2026-11-21\n### Evening\n- mood 4\n## Someday\n- [ ] x\n").journal
        XCTAssertEqual(j.days[0].entries.count, 1)
        XCTAssertEqual(j.taskLists.count, 1)
    }
}
