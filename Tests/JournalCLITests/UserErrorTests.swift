import Foundation
import XCTest
@testable import JournalKit

/// Mistakes a user makes, met end to end: what is printed where, and the exit code.
final class UserErrorTests: XCTestCase {
    var dir: String!
    let base = ["-f", CLI.repository + "/examples/journal.md", "--today", "2026-11-21"]

    override func setUp() {
        dir = NSTemporaryDirectory() + "cli-errors-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! NSNumber).intValue
    }

    // MARK: -o FILE

    func testOutputIntoAMissingDirectory() {
        let r = CLI.run(["report"] + base + ["-o", "/no/such/dir/w.html"])
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "journal: cannot write /no/such/dir/w.html: no such directory /no/such/dir\n")
    }

    func testOutputOntoADirectory() throws {
        try FileManager.default.createDirectory(atPath: dir + "/somedir", withIntermediateDirectories: true)
        let r = CLI.run(["day", "2026-11-20"] + base + ["-o", "somedir"], directory: dir)
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "journal: cannot write somedir: it is a directory\n")
    }

    func testOutputThroughASymbolicLinkKeepsTheLinkAndTheTargetsPermissions() throws {
        let target = dir + "/private.html", link = dir + "/link.html"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o600)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "private.html")
        let r = CLI.run(["report"] + base + ["-o", "link.html"], directory: dir)
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "private.html")
        XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(try mode(target), 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["link.html", "private.html"], "no temporary file left")
    }

    func testOutputReplacingAFileKeepsItsModeAndANewFileGetsTheUsualOne() throws {
        let existing = dir + "/week.txt"
        try "old".write(toFile: existing, atomically: false, encoding: .utf8)
        chmod(existing, 0o600)
        XCTAssertEqual(CLI.run(["report"] + base + ["-o", existing]).code, 0)
        XCTAssertEqual(try mode(existing), 0o600)
        XCTAssertTrue(try String(contentsOfFile: existing, encoding: .utf8).hasPrefix("Week 47, 2026"))

        let new = dir + "/new.json"
        let mask = umask(0)
        umask(mask)
        XCTAssertEqual(CLI.run(["report"] + base + ["-o", new]).code, 0)
        XCTAssertEqual(try mode(new), 0o666 & ~Int(mask))
    }

    // MARK: check

    func testABinaryFileIsOneProblem() throws {
        let path = dir + "/journal.md"
        // 8 MB of an executable.
        var bytes = [UInt8](repeating: 0, count: 8 << 20)
        let binary = try Data(contentsOf: URL(fileURLWithPath: CLI.binary))
        bytes.withUnsafeMutableBytes { b in binary.prefix(b.count).copyBytes(to: b.bindMemory(to: UInt8.self)) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let r = CLI.run(["check", "-f", path])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, """
            \(path): error: \(path) is not a text file (binary data: NUL bytes in its first 8 KB); it is skipped [not-text]
            hint: journal reads UTF-8 text; check the path, or save the file as UTF-8 text
            1 error

            """)
    }

    /// A journal with a typo'd drink on each of 62 days, and one problem in its settings.
    func writeTypos() -> String {
        var text = "## Settings\n- set bedtme 23:00\n"
        var day = CalendarDate(iso: "2026-09-21")!
        for _ in 0..<62 {
            text += "## \(day)\n- 08:00 drink expresso\n- mood 4\n"
            day = day.adding(days: 1)
        }
        let path = dir + "/journal.md"
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testCheckShowsFiftyProblemsAFileAndCountsTheRest() {
        let path = writeTypos()
        let r = CLI.run(["check", "-f", path])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.stdout.components(separatedBy: "[unknown-drink]").count - 1, 49)
        XCTAssertTrue(r.stdout.hasSuffix("\n… and 13 more problems in \(path) (journal check --format json lists them all)\n63 errors\n"), r.stdout)
        let json = CLI.run(["check", "-f", path, "--format", "json"])
        XCTAssertEqual(json.stdout.components(separatedBy: "\"severity\"").count - 1, 63)
    }

    // MARK: day and report

    func testADayShowsItsOwnProblemsAndCountsTheRest() {
        let path = writeTypos()
        let r = CLI.run(["day", "2026-11-20", "-f", path, "--today", "2026-11-21"])
        XCTAssertEqual(r.code, 1, "the journal has errors")
        XCTAssertTrue(r.stdout.hasPrefix("Friday 2026-11-20"))
        XCTAssertEqual(r.stderr, """
            \(path):184:15: error: unknown drink "expresso" [unknown-drink]
              184 | - 08:00 drink expresso
                  |               ^^^^^^^^
            hint: did you mean "espresso"? Or define it, with the figures from its label in place of each …: - drink expresso per cup (240 ml): … mg caffeine, … kcal
            1 error (run journal check)
            \(path) has 62 problems elsewhere; run journal check

            """)
        let clean = CLI.run(["day", "2026-12-20", "-f", path, "--today", "2026-12-21"])
        XCTAssertEqual(clean.code, 1)
        XCTAssertEqual(clean.stderr, "\(path) has 63 problems elsewhere; run journal check\n")
    }

    func testAReportShowsItsPeriodsProblemsAndCountsTheRest() {
        let path = writeTypos()
        let r = CLI.run(["report", "2026-11-20..2026-11-21", "-f", path, "--today", "2026-11-21", "--format", "json"])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.stderr.components(separatedBy: "[unknown-drink]").count - 1, 2)
        XCTAssertTrue(r.stderr.hasSuffix("2 errors (run journal check)\n\(path) has 61 problems elsewhere; run journal check\n"), r.stderr)
    }

    // MARK: The clock

    func testTodayAndNowTogetherIsAUsageError() {
        let r = CLI.run(["day"] + base + ["--now", "2026-11-21 7pm"])
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "journal: --today and --now both set the clock; give one of them.\nRun 'journal help day' for usage.\n")
    }

    func testNowTakesTimesAsTheJournalWritesThem() {
        let file = ["-f", CLI.repository + "/examples/journal.md", "--format", "json"]
        let reference = CLI.run(["day"] + file + ["--now", "2026-11-21 19:00"])
        XCTAssertEqual(reference.code, 0)
        for now in ["2026-11-21 7pm", "2026-11-21 7:00 pm", "2026-11-21T19:00", "2026-11-21 7.00pm", "2026-11-21 7.00 pm",
                    "2026-11-21 19.00", "2026-11-21 1900"] {
            XCTAssertEqual(CLI.run(["day"] + file + ["--now", now]).stdout, reference.stdout, now)
        }
        let bad = CLI.run(["day"] + file + ["--now", "2026-11-21 7.3pm"])
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("journal: '2026-11-21 7.3pm' is not a day and a time. Write e.g."), bad.stderr)
    }

    func testDateAndTimeMistakesAreSaidInWholeSentences() {
        let cases = [
            (["day", "22/11/2026"], "journal: '22/11/2026' is not a day. Write YYYY-MM-DD, today, yesterday or a weekday.\n"),
            (["day", "2026-13-01"], "journal: '2026-13-01' is not a valid date. Write YYYY-MM-DD.\n"),
            (["report", "--now", "25:00"], "journal: '25:00' is not a time of day. Write HH:MM from 00:00 to 23:59, or 7am or 7:45pm.\n"),
            (["report", "-b", "2026-11-05", "-e", "2026-11-01"], "journal: the period ends (2026-11-01) before it starts (2026-11-05).\n"),
        ]
        for (args, message) in cases {
            let r = CLI.run(args + ["-f", CLI.repository + "/examples/journal.md"])
            XCTAssertEqual(r.code, 2)
            XCTAssertEqual(r.stderr, message + "Run 'journal help \(args[0])' for usage.\n", "\(args)")
        }
    }

    func testADayByItsWeekdayName() {
        let a = CLI.run(["day", "friday"] + base + ["--format", "json"]), b = CLI.run(["day", "2026-11-20"] + base + ["--format", "json"])
        XCTAssertEqual(a.code, 0)
        XCTAssertEqual(a.stdout, b.stdout)
    }
}
