import Foundation
import XCTest

/// `journal fmt`: its standard output, `--check` and `--write`, end to end.
final class FmtCommandTests: XCTestCase {
    var dir: String!

    let messy = """
        ## Settings
        - Goal caffeine <=400mg
        ## 2026-11-21 Saturday
        -  [x]  7:30 meditate
        - 7.30 Drink espresso 30ml
        A note  kept as written.

        """
    let canonical = """
        ## Settings

        - goal caffeine <= 400 mg

        ## 2026-11-21 Saturday

        - [x] 07:30 meditate
        - 07:30 drink espresso 30 ml
        A note  kept as written.

        """

    override func setUp() {
        dir = NSTemporaryDirectory() + "cli-fmt-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func write(_ text: String, _ name: String = "journal.md", mode: Int = 0o644) throws -> String {
        let path = dir + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir).sorted() }

    func testPrintsTheCanonicalForm() throws {
        let path = try write(messy)
        let r = CLI.run(["fmt", path])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, canonical)
        XCTAssertEqual(try read(path), messy, "fmt alone never writes")
        // -f, JOURNAL_FILE and ./journal.md, like every command.
        XCTAssertEqual(CLI.run(["fmt", "-f", path]).stdout, canonical)
        XCTAssertEqual(CLI.run(["fmt"], environment: ["JOURNAL_FILE": path]).stdout, canonical)
        XCTAssertEqual(CLI.run(["fmt"], directory: dir).stdout, canonical)
    }

    func testCRLFAndControlCharactersArePrintedAsTheyAre() throws {
        let path = try write("## 2026-11-21\r\n- Drink espresso\r\n- a note\u{1B} kept\r\n")
        let r = CLI.run(["fmt", path])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "## 2026-11-21\r\n\r\n- drink espresso\r\n- a note\u{1B} kept\r\n")
    }

    func testCheck() throws {
        let path = try write(messy)
        let r = CLI.run(["fmt", "--check", path])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, """
            --- \(path)
            +++ \(path) (formatted)
            @@ -1,6 +1,9 @@
             ## Settings
            -- Goal caffeine <=400mg
            +
            +- goal caffeine <= 400 mg
            +
             ## 2026-11-21 Saturday
            --  [x]  7:30 meditate
            -- 7.30 Drink espresso 30ml
            +
            +- [x] 07:30 meditate
            +- 07:30 drink espresso 30 ml
             A note  kept as written.

            """)
        XCTAssertEqual(try read(path), messy)
        let clean = try write(canonical, "clean.md")
        let ok = CLI.run(["fmt", "--check", clean])
        XCTAssertEqual(ok.code, 0, ok.stdout + ok.stderr)
        XCTAssertEqual(ok.stdout, "")
        XCTAssertEqual(ok.stderr, "")
        // A folder: its .md files, the one to change only.
        let both = CLI.run(["fmt", "--check", dir])
        XCTAssertEqual(both.code, 1)
        XCTAssertTrue(both.stdout.hasPrefix("--- \(dir!)/journal.md\n"), both.stdout)
        XCTAssertFalse(both.stdout.contains("clean.md"))
    }

    func testWriteRewritesInPlaceKeepingPermissions() throws {
        let path = try write(messy, mode: 0o600)
        let r = CLI.run(["fmt", "--write", path])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(try read(path), canonical)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        XCTAssertEqual(try files(), ["journal.md"], "no temporary file is left")
        // A canonical file is not written again.
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        usleep(20_000)
        XCTAssertEqual(CLI.run(["fmt", "-w", path]).code, 0)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, before)
    }

    func testWriteGoesThroughASymbolicLinkToItsTarget() throws {
        let target = try write(messy, "target.md")
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.md", withDestinationPath: target)
        let r = CLI.run(["fmt", "--write", dir + "/link.md"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.md"), target, "the link stays a link")
        XCTAssertEqual(try read(target), canonical)
        XCTAssertEqual(try files(), ["link.md", "target.md"])
    }

    func testWriteRefusesAFileWithErrorsUnlessForced() throws {
        let text = messy + "- drink expresso\n"
        let path = try write(text)
        let r = CLI.run(["fmt", "--write", path])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.hasPrefix("\(path):7:9: error: unknown drink \"expresso\" [unknown-drink]\n"), r.stderr)
        XCTAssertTrue(r.stderr.contains("1 error\n"), r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix("journal: \(path) has errors, so it is not rewritten; fix them, or add --force\n"), r.stderr)
        XCTAssertEqual(try read(path), text)
        let forced = CLI.run(["fmt", "--write", "--force", path])
        XCTAssertEqual(forced.code, 0, forced.stderr)
        XCTAssertEqual(try read(path), canonical + "- drink expresso\n")
    }

    func testUsageAndUnreadableFiles() throws {
        let both = CLI.run(["fmt", "--check", "--write", "x.md"])
        XCTAssertEqual(both.code, 2)
        XCTAssertEqual(both.stderr, "journal: --check and --write cannot go together\nRun 'journal help fmt' for usage.\n")
        let missing = CLI.run(["fmt", dir + "/missing.md"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertEqual(missing.stderr, "journal: cannot read \(dir!)/missing.md: no such file\n")
        let empty = CLI.run(["fmt", dir])
        XCTAssertEqual(empty.code, 2)
        XCTAssertEqual(empty.stderr, "journal: no .md files to format in \(dir!)\n")
        XCTAssertEqual(CLI.run(["fmt", "--help"]).stdout, CLI.run(["help", "fmt"]).stdout)
        XCTAssertTrue(CLI.run(["fmt", "--help"]).stdout.hasPrefix("Usage: journal fmt"))
    }

    /// The formatted journal reports the same, to the digit.
    func testTheReportIsTheSame() throws {
        let journal = try String(contentsOfFile: CLI.repository + "/examples/journal.md", encoding: .utf8)
        let messy = journal.replacingOccurrences(of: "- drink ", with: "- DRINK ")
            .replacingOccurrences(of: "\n\n## ", with: "\n## ")
            .replacingOccurrences(of: " ml", with: "ml")
            .replacingOccurrences(of: "- [x] ", with: "-   [x]\t")
        let path = try write(messy)
        XCTAssertNotEqual(messy, journal)
        let before = CLI.run(["report", "all", "--format", "json", "-f", path, "--today", "2026-11-21"])
        XCTAssertEqual(before.code, 0, before.stderr)
        XCTAssertEqual(CLI.run(["fmt", "--write", path]).code, 0)
        XCTAssertNotEqual(try read(path), messy)
        let after = CLI.run(["report", "all", "--format", "json", "-f", path, "--today", "2026-11-21"])
        XCTAssertEqual(after.code, 0, after.stderr)
        XCTAssertEqual(after.stdout, before.stdout)
        XCTAssertEqual(CLI.run(["fmt", "--check", path]).code, 0)
    }
}
