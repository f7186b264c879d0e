import XCTest

final class CheckCommandTests: XCTestCase {
    func testTheExampleJournalIsCleanUnderStrict() {
        for path in ["examples/journal.md", "examples/daily-notes"] {
            let r = CLI.run(["check", "--strict", "-f", path])
            XCTAssertEqual(r.stdout, "", path)
            XCTAssertEqual(r.stderr, "", path)
            XCTAssertEqual(r.code, 0, path)
        }
    }

    func testMistakesAsText() {
        let r = CLI.run(["check", "-f", "examples/mistakes.md"])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "check-mistakes.txt")
    }

    func testMistakesAsJSON() {
        let r = CLI.run(["check", "-f", "examples/mistakes.md", "--format", "json"])
        XCTAssertEqual(r.code, 1)
        assertGolden(r.stdout, "check-mistakes.json")
        XCTAssertTrue(r.stdout.hasPrefix("[\n  {\n    \"severity\": "))
    }

    func testWarningsAloneDoNotFail() {
        let dir = NSTemporaryDirectory()
        let path = dir + "/warn-\(getpid()).md"
        try! "## 2026-11-21 Friday\n- mood 4\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = CLI.run(["check", "-f", path])
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.contains("warning: 2026-11-21 is a Saturday, not a Friday [weekday-mismatch]"))
        XCTAssertTrue(r.stdout.hasSuffix("1 warning\n"))
        // For a pre-commit hook: warnings fail too; a clean journal still passes.
        let strictRun = CLI.run(["check", "--fail-on", "warning", "-f", path])
        XCTAssertEqual(strictRun.code, 1)
        XCTAssertEqual(strictRun.stdout, r.stdout)
        XCTAssertEqual(CLI.run(["check", "--fail-on", "error", "-f", path]).code, 0)
        XCTAssertEqual(CLI.run(["check", "--fail-on", "warning", "-f", "examples/journal.md"]).code, 0)
        let bad = CLI.run(["check", "--fail-on", "warnings", "-f", path])
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.stderr.contains("--fail-on takes error or warning, not 'warnings'"), bad.stderr)
    }

    func testMissingFileIsReported() {
        let r = CLI.run(["check", "-f", "no/such/journal.md"])
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.hasPrefix("no/such/journal.md: error: cannot read no/such/journal.md: no such file [file-not-found]"))
    }
}
