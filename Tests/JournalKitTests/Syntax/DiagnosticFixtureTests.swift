import XCTest
@testable import JournalKit

/// Every diagnostic code has a fixture (`Fixtures/diagnostics/CODE.md`) whose `check` output is
/// a golden file (`CODE.expected`) and shows that code. A fixture starting with
/// `<!-- strict -->` is read with --strict; `<!-- load: PATH -->` adds a file to read (relative to the fixture, or absolute);
/// `<!-- links within: PATH -->` follows no symbolic link out of that folder.
final class DiagnosticFixtureTests: XCTestCase {
    func testEveryCodeHasAFixtureWithItsExpectedOutput() {
        for code in DiagnosticCode.allCases {
            let name = "diagnostics/\(code.rawValue)"
            let source = Fixture.text(name + ".md")
            guard FileManager.default.fileExists(atPath: Fixture.path(name + ".md")) else {
                XCTFail("no fixture for \(code.rawValue)")
                continue
            }
            var paths = [Fixture.path(name + ".md")]
            if let r = source.range(of: "<!-- load: "), let e = source[r.upperBound...].range(of: " -->") {
                let load = String(source[r.upperBound..<e.lowerBound])
                paths.append(load.hasPrefix("/") ? load : Fixture.path("diagnostics/" + load))
            }
            var options = ParseOptions(strict: source.hasPrefix("<!-- strict -->"))
            if let r = source.range(of: "<!-- links within: "), let e = source[r.upperBound...].range(of: " -->") {
                options.linksWithin = Fixture.path("diagnostics/" + source[r.upperBound..<e.lowerBound])
            }
            var loaded = Journal.load(paths: paths, options: options)
            Fixture.relativize(&loaded.diagnostics)
            XCTAssertTrue(loaded.diagnostics.contains { $0.code == code }, "\(code.rawValue).md does not produce \(code.rawValue)")
            for d in loaded.diagnostics {
                XCTAssertGreaterThanOrEqual(d.column, d.line > 0 ? 1 : 0, "\(code.rawValue): column")
                XCTAssertNotNil(d.hint, "\(code.rawValue): \(d.code.rawValue) has no hint")
            }
            assertGolden(DiagnosticRenderer.text(loaded.diagnostics), name + ".expected")
        }
    }

    func testJSONFormHasEveryField() {
        let d = journal("## 2026-11-21\n- 07:45 drink expresso x2\n").diagnostics
        let json = DiagnosticRenderer.json(d).serialized()
        for key in ["\"severity\": \"error\"", "\"code\": \"unknown-drink\"", "\"file\": \"journal.md\"", "\"line\": 2", "\"column\": 15",
                    "\"endColumn\": 23", "\"message\": \"unknown drink \\\"expresso\\\"\"", "\"hint\": \"did you mean"] {
            XCTAssertTrue(json.contains(key), "missing \(key) in \(json)")
        }
    }

    func testAllProblemsInOneRunAndTheParseGoesOn() {
        let loaded = journal("## 2026-11-21\n- mood 9\n- drink expresso\n- 25:00 mood 3\n- mood 4\n## 2026-02-30\n## 2026-11-22\n- mood 5\n")
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.badMood, .unknownDrink, .badTime, .badDate])
        // The unknown drink stays an entry (counting nothing); the bad lines are dropped.
        XCTAssertEqual(loaded.journal.days.map(\.entries.count), [2, 1])
    }

    func testColumnsCountCharactersNotBytes() {
        let d = journal("## 2026-11-21\n- grateful: café, then drink\n- ☕️ drink expresso\n").diagnostics
        XCTAssertEqual(d.count, 0)
        let e = journal("## 2026-11-21\n- drink café expresso\n").diagnostics
        XCTAssertEqual(e.first?.column, 9)
        XCTAssertEqual(e.first?.sourceLine, "- drink café expresso")
    }
}
