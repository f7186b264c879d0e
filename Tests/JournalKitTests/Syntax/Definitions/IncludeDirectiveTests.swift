import XCTest
@testable import JournalKit

final class IncludeDirectiveTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("definitions/include") }

    func testIncludedFilesJoinTheJournal() {
        let j = Fixture.load("definitions/include.md").journal
        XCTAssertEqual(j.files.map { Fixture.relativize($0.path) }, [
            "definitions/include.md", "definitions/include/2025/2025-06-01.md", "definitions/include/2025/notes.md",
            "definitions/include/settings.md",
        ])
        XCTAssertEqual(j.days.map(\.date.description), ["2025-06-01", "2025-06-02", "2026-11-21"])
        XCTAssertEqual(j.definitions.goals.count, 1)
    }
}
