import Foundation
import XCTest
@testable import journal

/// The command line as a user meets it: help, versions, usage errors and exit codes.
final class CommandLineTests: XCTestCase {
    func testHelpListsEveryCommand() {
        let r = CLI.run(["--help"])
        XCTAssertEqual(r.code, 0)
        for command in ["check", "stats", "foods", "drinks", "help"] { XCTAssertTrue(r.stdout.contains("  \(command) "), command) }
        XCTAssertEqual(r.stderr, "")
    }

    func testEveryCommandHasHelpNamingItsOptions() {
        for command in Help.commands {
            let a = CLI.run([command.name, "--help"]), b = CLI.run(["help", command.name])
            XCTAssertEqual(a.code, 0, command.name)
            XCTAssertEqual(b.code, 0, command.name)
            XCTAssertEqual(a.stderr + b.stderr, "", command.name)
            XCTAssertEqual(a.stdout, b.stdout, command.name)
            XCTAssertTrue(a.stdout.hasPrefix("Usage: journal \(command.name)"), command.name)
            XCTAssertTrue(CLI.run(["--help"]).stdout.contains("  \(command.name) "), command.name)
            // Every option the command accepts (by its first spelling), but --help itself.
            for option in Options.spellings(command.accepts).map(\.[0]) where option != "--help" {
                XCTAssertTrue(a.stdout.contains(option), "journal help \(command.name) does not name \(option)")
            }
        }
    }

    func testHelpForNoSuchCommand() {
        let r = CLI.run(["help", "reprot"])
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "journal: no command or topic 'reprot'; did you mean 'report'?\nRun 'journal help help' for usage.\n")
    }

    func testVersion() {
        let r = CLI.run(["--version"])
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.hasPrefix("journal "))
    }

    func testUnknownCommandSuggestsOne() {
        let r = CLI.run(["chek"])
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "journal: unknown command 'chek'; did you mean 'check'?\nRun 'journal --help' for the commands.\n")
    }

    func testUnknownOptionSuggestsOne() {
        let r = CLI.run(["check", "--stict", "-f", "examples/journal.md"])
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stderr, "journal: unknown option '--stict' for check; did you mean '--strict'?\nRun 'journal help check' for usage.\n")
    }

    func testMissingOptionValue() {
        let r = CLI.run(["check", "-f"])
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.stderr.hasPrefix("journal: -f needs a value"))
    }

    func testNoJournalAnywhereIsAUsageError() {
        let r = CLI.run(["check"], directory: NSTemporaryDirectory())
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.stderr.contains("no journal to read"))
    }

    func testJournalFileFromTheEnvironmentAndTheCurrentDirectory() {
        let dir = NSTemporaryDirectory() + "cli-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try! "## 2026-11-21\n- drink expresso\n".write(toFile: dir + "/journal.md", atomically: true, encoding: .utf8)
        try! "## 2026-11-21\n- drink espresso\n".write(toFile: dir + "/other.md", atomically: true, encoding: .utf8)
        XCTAssertEqual(CLI.run(["check"], directory: dir).code, 1)
        XCTAssertEqual(CLI.run(["check"], environment: ["JOURNAL_FILE": dir + "/other.md"], directory: dir).code, 0)
        XCTAssertEqual(CLI.run(["check", "-f", "other.md"], directory: dir).code, 0)
    }

    func testColourOnlyWhenAskedOrOnATerminal() {
        let plain = CLI.run(["check", "-f", "examples/mistakes.md"])
        XCTAssertFalse(plain.stdout.contains("\u{1B}["))
        let forced = CLI.run(["check", "-f", "examples/mistakes.md", "--color", "always"])
        XCTAssertTrue(forced.stdout.contains("\u{1B}[1;31merror"))
        let noColor = CLI.run(["check", "-f", "examples/mistakes.md", "--color", "auto"], environment: ["NO_COLOR": "1"])
        XCTAssertFalse(noColor.stdout.contains("\u{1B}["))
    }

    func testCheckNeverWritesTheFile() throws {
        let path = CLI.repository + "/examples/mistakes.md"
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        CLI.run(["check", "-f", path, "--strict"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, attributes[.modificationDate] as? Date)
    }
}
