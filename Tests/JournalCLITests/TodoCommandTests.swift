import Foundation
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

    /// The page to print: a table per list, a box by each open to-do; `-o FILE.html` writes the same.
    func testTheToDosAsAPage() {
        let r = CLI.run(["todo", "--format", "html"] + base)
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertTrue(r.stdout.contains("<h1>10 open to-dos</h1>"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<td>lay out race kit</td><td></td><td class=\"when\">0 days</td><td>!!</td>"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<td>flu jab</td><td class=\"when\">Thu 26 Nov</td><td class=\"when\">9 days</td>"), r.stdout)
        XCTAssertEqual(r.stdout.components(separatedBy: "<span class=\"box\"").count - 1, 10)
        assertGolden(r.stdout, "todo-open.html")
        let scratch = ScratchFolder()
        let written = CLI.run(["todo", "-o", scratch.path + "/todo.html"] + base)
        XCTAssertEqual(written.code, 0)
        XCTAssertEqual(written.stdout, "")
        XCTAssertEqual(scratch.read(scratch.path + "/todo.html"), r.stdout)
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

/// `journal todo` on a journal of its own: a to-do's age counts from the first day it was written.
final class TodoAgeCommandTests: XCTestCase {
    func testAToDoPutOffDayAfterDayIsAsOldAsItsFirstDay() throws {
        let path = NSTemporaryDirectory() + "todo-age-\(UUID().uuidString).md"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "## 2026-11-09\n- [>] call the bank\n\n## 2026-11-20\n- [>] call the bank\n\n## 2026-11-21\n- [ ] call the bank !\n"
            .write(toFile: path, atomically: false, encoding: .utf8)
        let r = CLI.run(["todo", "-f", path, "--today", "2026-11-22"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("[ ] call the bank  · ! · 13 days old · moved from 2026-11-20"), r.stdout)
        let json = CLI.run(["todo", "-f", path, "--today", "2026-11-22", "--format", "json"])
        XCTAssertTrue(json.stdout.contains("\"firstDay\": \"2026-11-09\""), json.stdout)
    }
}
