import XCTest

/// `journal todo` on the example journal, with a fixed clock.
final class TodoCommandTests: XCTestCase {
    let base = ["-f", "examples/journal.md", "--today", "2026-11-21"]

    func testOpenToDos() {
        let r = CLI.run(["todo"] + base)
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "todo-open.txt")
    }

    func testAllAsJSON() {
        let r = CLI.run(["todo", "--all", "--format", "json"] + base)
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "todo-all.json")
    }

    func testAListByName() {
        let r = CLI.run(["todo", "someday", "-a"] + base)
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.contains("Someday\n  [ ] learn to make sourdough"), r.stdout)
        let unknown = CLI.run(["todo", "somday"] + base)
        XCTAssertEqual(unknown.code, 2)
        XCTAssertTrue(unknown.stderr.contains("no to-do list 'somday'; did you mean 'Someday'?"), unknown.stderr)
    }
}
