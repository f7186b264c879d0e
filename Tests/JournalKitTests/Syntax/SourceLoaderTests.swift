import Foundation
import XCTest
@testable import JournalKit

final class SourceLoaderTests: XCTestCase {
    var dir: String!

    override func setUp() {
        dir = NSTemporaryDirectory() + "journal-tests-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir + "/notes/2026", withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func write(_ name: String, _ text: String) { try! text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }

    func testDirectoryOfDailyNotesMergedWithDatedSections() {
        write("notes/settings.md", "## Settings\n- goal water >= 2 l\n")
        write("notes/2026/2026-11-20.md", "---\ntags: [daily]\n---\n# Friday\n- drink water 500 ml\n")
        write("notes/2026/2026-11-21.md", "- mood 4\n")
        write("notes/2026/week.md", "## 2026-11-21\n- drink espresso\n")
        let loaded = Journal.load(paths: [dir + "/notes"])
        XCTAssertEqual(loaded.diagnostics.count, 0, DiagnosticRenderer.text(loaded.diagnostics))
        XCTAssertEqual(loaded.journal.files.map { ($0.path as NSString).lastPathComponent }, ["2026-11-20.md", "2026-11-21.md", "week.md", "settings.md"])
        XCTAssertEqual(loaded.journal.days.map(\.date.description), ["2026-11-20", "2026-11-21"])
        XCTAssertEqual(loaded.journal.days[1].entries.count, 2)
        XCTAssertEqual(loaded.journal.days[0].nutrients.water, 500)
    }

    func testIncludeCycleIsReportedOnce() {
        write("a.md", "- include b.md\n")
        write("b.md", "- include a.md\n")
        let loaded = Journal.load(paths: [dir + "/a.md"])
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.includeCycle])
        XCTAssertTrue(loaded.diagnostics[0].file.hasSuffix("b.md"))
    }

    func testMissingFile() {
        let loaded = Journal.load(paths: [dir + "/nope.md"])
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.fileNotFound])
        XCTAssertEqual(loaded.diagnostics[0].line, 0)
    }

    func testSameDateInTwoFilesMergesInFileOrder() {
        write("a.md", "## 2026-11-21\n- mood 2\n")
        write("b.md", "## 2026-11-21\n- mood 4\n")
        let j = Journal.load(paths: [dir + "/a.md", dir + "/b.md"]).journal
        XCTAssertEqual(j.days.count, 1)
        XCTAssertEqual(j.days[0].entries.map { if case .mood(let m) = $0.kind { return m.value }; return 0 }, [2, 4])
    }

    func testNothingIsWritten() {
        let text = "## 2026-11-21\n- drink espresso <!-- hidden -->\n"
        write("j.md", text)
        _ = Journal.load(paths: [dir + "/j.md"])
        XCTAssertEqual(try String(contentsOfFile: dir + "/j.md", encoding: .utf8), text)
    }
}
