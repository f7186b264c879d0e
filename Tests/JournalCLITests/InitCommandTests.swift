import Foundation
import XCTest

/// `journal init`, end to end: the starter journal it writes checks clean, and it never
/// replaces a journal.
final class InitCommandTests: XCTestCase {
    let scratch = ScratchFolder()
    var dir: String { scratch.path }

    func testWritesAStarterJournalThatChecksClean() throws {
        let r = CLI.run(["init", "--today", "2026-11-26"], directory: dir)
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        let path = dir + "/journal.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("## Settings\n"), text)
        XCTAssertTrue(text.contains("\n## 2026-11-26 Thursday\n"), text)
        XCTAssertTrue(r.stdout.hasPrefix("Wrote journal.md: settings"), r.stdout)
        XCTAssertTrue(r.stdout.contains("\n  journal check    "), r.stdout)
        XCTAssertTrue(r.stdout.contains("\n  journal today    "), r.stdout)
        // Clean, also with --strict, and it is the journal read when no -f is given.
        for args in [["check"], ["check", "--strict"], ["check", "--fail-on", "warning"]] {
            let check = CLI.run(args, directory: dir)
            XCTAssertEqual(check.code, 0, "\(args): \(check.stdout)\(check.stderr)")
            XCTAssertEqual(check.stdout + check.stderr, "", "\(args)")
        }
        // One of each kind of entry, read as that kind.
        let json = CLI.run(["export", "--format", "json", "--today", "2026-11-26"], directory: dir)
        XCTAssertEqual(json.code, 0, json.stderr)
        for kind in ["drink", "meal", "mood", "gratitude", "took", "workout", "weight", "event", "habit", "task", "note", "sleep", "symptom"] {
            XCTAssertTrue(json.stdout.contains("\"kind\" : \"\(kind)\"") || json.stdout.contains("\"kind\": \"\(kind)\""), kind)
        }
        // And today opens the next day from it.
        let today = CLI.run(["today", "--today", "2026-11-27"], directory: dir)
        XCTAssertEqual(today.code, 0, today.stderr)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("## 2026-11-27 Friday\n\n- [ ] walk\n- [ ] call the bank due 2026-12-03 !!\n"))
    }

    func testRefusesToReplaceAJournal() throws {
        let path = dir + "/notes/journal.md"
        let first = CLI.run(["init", "notes", "--today", "2026-11-26"], directory: dir)
        XCTAssertEqual(first.code, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("journal check -f notes/journal.md"), first.stdout)
        try "## 2026-11-26\n- mood 4\n".write(toFile: path, atomically: false, encoding: .utf8)
        let r = CLI.run(["init", "notes"], directory: dir)
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.hasPrefix("journal: notes/journal.md exists already; init writes a new journal only, so nothing was written\n"), r.stderr)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "## 2026-11-26\n- mood 4\n")
        // A symbolic link in its place, even one to nothing, is not replaced either.
        try FileManager.default.createSymbolicLink(atPath: dir + "/journal.md", withDestinationPath: "elsewhere.md")
        XCTAssertEqual(CLI.run(["init"], directory: dir).code, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/elsewhere.md"))
    }

    func testUsageErrors() throws {
        XCTAssertEqual(CLI.run(["init", "a", "b"], directory: dir).code, 2)
        try "x".write(toFile: dir + "/file", atomically: false, encoding: .utf8)
        let r = CLI.run(["init", "file"], directory: dir)
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.stderr.contains("file is not a folder"), r.stderr)
    }
}
