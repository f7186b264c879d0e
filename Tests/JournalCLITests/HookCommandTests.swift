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
}
