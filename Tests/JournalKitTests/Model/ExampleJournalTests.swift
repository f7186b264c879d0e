import XCTest
@testable import JournalKit

/// The bundled examples: clean, and their whole model as a golden dump, so any change in how
/// the journal is read shows up as a diff.
final class ExampleJournalTests: XCTestCase {
    func examplePath(_ name: String) -> String { Fixture.repository + "/examples/" + name }

    func testExampleJournalModel() {
        let loaded = Journal.load(paths: [examplePath("journal.md")], options: ParseOptions(strict: true))
        XCTAssertEqual(DiagnosticRenderer.text(loaded.diagnostics), "")
        XCTAssertEqual(loaded.journal.days.count, 53)
        assertGolden(ModelDump.text(loaded.journal), "golden/example-journal.dump")
    }

    func testDailyNotesModel() {
        let loaded = Journal.load(paths: [examplePath("daily-notes")], options: ParseOptions(strict: true))
        XCTAssertEqual(DiagnosticRenderer.text(loaded.diagnostics), "")
        XCTAssertEqual(loaded.journal.days.map(\.date.description), ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"])
        assertGolden(ModelDump.text(loaded.journal), "golden/daily-notes.dump")
    }

    func testMistakesHaveOneProblemPerSlip() {
        let loaded = Journal.load(paths: [examplePath("mistakes.md")])
        XCTAssertEqual(loaded.errorCount, 16)
        XCTAssertEqual(loaded.warningCount, 1)
    }
}
