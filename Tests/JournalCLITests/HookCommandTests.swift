import Foundation
import XCTest

/// `journal hook`: the pre-commit hook it prints and installs, and the commits it stops.
final class HookCommandTests: XCTestCase {
    var dir: String!

    override func setUp() {
        dir = NSTemporaryDirectory() + "cli-hook-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    @discardableResult
    func shell(_ command: String) -> (code: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", command]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        p.environment = ["PATH": "/usr/bin:/bin", "HOME": dir, "JOURNAL": CLI.binary, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
                         "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t", "LANG": "C.UTF-8"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try! p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func gitRepository() throws {
        guard shell("git init -q .").code == 0 else { throw XCTSkip("git is not installed") }
        try "## 2026-11-21 Saturday\n\n- 07:30 drink espresso\n".write(toFile: dir + "/journal.md", atomically: false, encoding: .utf8)
    }

    func testInstallWritesAnExecutableHookAndNeverReplacesOne() throws {
        try gitRepository()
        var r = CLI.run(["hook", "install", "-f", "journal.md"], directory: dir)
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "Wrote .git/hooks/pre-commit: before each commit it checks journal.md.\n")
        let hook = dir + "/.git/hooks/pre-commit"
        let script = try String(contentsOfFile: hook, encoding: .utf8)
        XCTAssertTrue(script.hasPrefix("#!/bin/sh\n"))
        XCTAssertTrue(script.contains("fmt --check") && script.contains("check --fail-on warning -f 'journal.md'"), script)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: hook)[.posixPermissions] as? NSNumber)?.intValue, 0o755)
        XCTAssertEqual(CLI.run(["hook", "-f", "journal.md"], directory: dir).stdout, script)
        // A hook already there is kept.
        r = CLI.run(["hook", "install", "-f", "journal.md"], directory: dir)
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.stderr.contains("is already there, and is left as it is"), r.stderr)
        XCTAssertEqual(try String(contentsOfFile: hook, encoding: .utf8), script)
    }

    func testAFolderOfNotesIsCheckedByItsFiles() throws {
        try gitRepository()
        try FileManager.default.createDirectory(atPath: dir + "/notes", withIntermediateDirectories: true)
        let r = CLI.run(["hook", "-f", "notes"], directory: dir)
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("-- 'notes/*.md'") && r.stdout.contains("-f 'notes/'"), r.stdout)
    }

    func testOutsideARepository() {
        let r = CLI.run(["hook", "install", "-f", "journal.md"], directory: dir)
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.stderr.contains("not in a git repository"), r.stderr)
        XCTAssertEqual(CLI.run(["hook", "remove"], directory: dir).code, 2)
    }

    /// The hook stops a commit of a journal that is not in its canonical form, or has a warning,
    /// and lets it through once it is right.
    func testTheHookStopsACommitUntilTheJournalIsRight() throws {
        try gitRepository()
        XCTAssertEqual(CLI.run(["hook", "install", "-f", "journal.md"], directory: dir).code, 0)
        XCTAssertEqual(shell("git add journal.md && git commit -q -m first").code, 0)
        // Not canonical: fmt --check fails and shows the diff.
        try "## 2026-11-21 Saturday\n\n- 07:30 drink espresso\n- 7:45 Drink water 500ml\n".write(toFile: dir + "/journal.md", atomically: false, encoding: .utf8)
        var r = shell("git add journal.md && git commit -q -m second")
        XCTAssertNotEqual(r.code, 0, r.output)
        XCTAssertTrue(r.output.contains("+- 07:45 drink water 500 ml") && r.output.contains("the commit stopped"), r.output)
        XCTAssertEqual(CLI.run(["fmt", "--write", "-f", "journal.md"], directory: dir).code, 0)
        // Canonical, but a line that counts only in part: check --fail-on warning fails.
        try (String(contentsOfFile: dir + "/journal.md", encoding: .utf8) + "- 08:00 drink flat whte\n").write(toFile: dir + "/journal.md", atomically: false, encoding: .utf8)
        r = shell("git add journal.md && git commit -q -m third")
        XCTAssertNotEqual(r.code, 0, r.output)
        XCTAssertTrue(r.output.contains("unknown-drink"), r.output)
        try (String(contentsOfFile: dir + "/journal.md", encoding: .utf8).replacingOccurrences(of: "flat whte", with: "flat white"))
            .write(toFile: dir + "/journal.md", atomically: false, encoding: .utf8)
        r = shell("git add journal.md && git commit -q -m fourth")
        XCTAssertEqual(r.code, 0, r.output)
        // A commit without the journal is not checked.
        try "notes".write(toFile: dir + "/other.txt", atomically: false, encoding: .utf8)
        XCTAssertEqual(shell("git add other.txt && git commit -q -m fifth").code, 0)
    }
}
