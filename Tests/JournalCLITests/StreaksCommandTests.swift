import XCTest

/// `journal streaks` on the example journal, with a fixed clock.
final class StreaksCommandTests: XCTestCase {
    let base = ["-f", "examples/journal.md", "--today", "2026-11-21"]

    func testEveryHabitAndGoal() {
        let r = CLI.run(["streaks"] + base)
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "streaks.txt")
        XCTAssertTrue(r.stdout.split(separator: "\n" as Character).allSatisfy { $0.count <= 80 })
    }

    func testOneHabitAsJSONAndHTML() {
        let json = CLI.run(["streaks", "no", "sugar", "--format", "json"] + base)
        XCTAssertEqual(json.code, 0)
        assertGolden(json.stdout, "streaks-no-sugar.json")
        let html = CLI.run(["streaks", "--format", "html"] + base)
        XCTAssertEqual(html.code, 0)
        assertGolden(html.stdout, "streaks.html")
        XCTAssertTrue(html.stdout.contains("<title>Saturday 2026-11-21: meditate done</title>"))
    }

    func testAnUnknownHabit() {
        let r = CLI.run(["streaks", "meditation"] + base)
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.stderr.contains("no habit 'meditation'; did you mean 'meditate'?"), r.stderr)
    }
}
