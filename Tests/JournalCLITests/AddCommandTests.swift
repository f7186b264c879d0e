import Foundation
import XCTest

/// `journal add`, end to end: what it writes where, what it refuses, and what it keeps of the file.
final class AddCommandTests: XCTestCase {
    var dir: String!

    override func setUp() {
        dir = NSTemporaryDirectory() + "cli-add-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    let journal = """
        ## Settings

        - goal caffeine <= 400 mg

        ## 2026-11-20 Friday

        - 07:30 drink espresso

        ## 2026-11-22 Sunday

        - 09:00 drink tea

        """

    func write(_ text: String, to name: String = "journal.md") -> String {
        let path = dir + "/" + name
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<missing>" }

    func add(_ args: [String], input: String? = nil) -> CLIResult {
        CLI.run(["add"] + args + ["--now", "2026-11-22 14:05"], directory: dir, input: input)
    }

    func testAddsToTodayWithTheTimeNowAndSaysWhatItCounts() {
        let path = write(journal)
        let r = add(["-f", path, "flat white"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(read(path), journal.replacingOccurrences(of: "- 09:00 drink tea\n", with: "- 09:00 drink tea\n- 14:05 flat white\n"))
        XCTAssertEqual(r.stdout, """
            Added to \(path), Sunday 2026-11-22:
              - 14:05 flat white
                flat white: 130 mg caffeine · 236 ml water · 110 kcal
            Caffeine today: 177 mg of 400 mg (223 mg left)

            """)
    }

    func testANewDayGoesInItsPlaceByDate() {
        let path = write(journal)
        XCTAssertEqual(add(["-f", path, "--date", "2026-11-21", "--time", "08:15", "mood 4"]).code, 0)
        XCTAssertEqual(add(["-f", path, "--date", "2026-11-19", "--no-time", "weight 64.2 kg"]).code, 0)
        XCTAssertEqual(add(["-f", path, "--date", "2026-11-23", "--time", "7:05", "drink water 500 ml"]).code, 0)
        XCTAssertEqual(read(path), """
            ## Settings

            - goal caffeine <= 400 mg

            ## 2026-11-19 Thursday

            - weight 64.2 kg

            ## 2026-11-20 Friday

            - 07:30 drink espresso

            ## 2026-11-21 Saturday

            - 08:15 mood 4

            ## 2026-11-22 Sunday

            - 09:00 drink tea

            ## 2026-11-23 Monday

            - 07:05 drink water 500 ml

            """)
    }

    func testSeveralTextsAndStandardInput() {
        let path = write(journal)
        XCTAssertEqual(add(["-f", path, "lunch: soup, bread", "[x] call mum"]).code, 0)
        let r = add(["-f", path], input: "drink water 250 ml\n\n- 15:00 mood 4\n")
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertTrue(read(path).hasSuffix("- 09:00 drink tea\n- 14:05 lunch: soup, bread\n- [x] call mum\n- 14:05 drink water 250 ml\n- 15:00 mood 4\n"),
                      read(path))
    }

    func testARefusedLineChangesNothing() throws {
        let path = write(journal)
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        for (args, said) in [(["had a lovely walk"], "this line would count nothing: it is read as a note [read-as-note]"),
                             (["drink flat whte"], "did you mean \"flat white\"?"),
                             (["flat", "white"], "each TEXT is one line"),
                             (["mood 9"], "[bad-mood]")] {
            let r = add(["-f", path] + args)
            XCTAssertEqual(r.code, 1, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stdout, "")
            XCTAssertTrue(r.stderr.contains(said), "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("nothing was written to \(path)"), r.stderr)
            XCTAssertTrue(r.stderr.contains(" | - 14:05 "), "the line is quoted: \(r.stderr)")
        }
        XCTAssertEqual(read(path), journal)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["journal.md"])
        // --force writes it all the same.
        XCTAssertEqual(add(["-f", path, "--force", "had a lovely walk"]).code, 0)
        XCTAssertTrue(read(path).hasSuffix("- 14:05 had a lovely walk\n"))
    }

    func testCRLFAndNoFinalNewline() {
        let crlf = write(journal.replacingOccurrences(of: "\n", with: "\r\n"), to: "crlf.md")
        XCTAssertEqual(add(["-f", crlf, "flat white"]).code, 0)
        XCTAssertEqual(read(crlf), journal.replacingOccurrences(of: "- 09:00 drink tea\n", with: "- 09:00 drink tea\n- 14:05 flat white\n")
            .replacingOccurrences(of: "\n", with: "\r\n"))
        let open = write(String(journal.dropLast()), to: "open.md")
        XCTAssertEqual(add(["-f", open, "flat white"]).code, 0)
        XCTAssertEqual(read(open), journal + "- 14:05 flat white\n")
    }

    func testPermissionsAndSymbolicLinksAreKept() throws {
        let path = write(journal, to: "real/journal.md")
        chmod(path, 0o600)
        let link = dir + "/journal.md"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/journal.md")
        let r = add(["-f", link, "flat white"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real/journal.md")
        XCTAssertTrue(read(path).hasSuffix("- 14:05 flat white\n"))
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/real"), ["journal.md"])
    }

    func testAFolderOfDailyNotes() {
        let notes = dir + "/notes"
        _ = write("- goal caffeine <= 400 mg\n", to: "notes/settings.md")
        let old = write("- 07:30 drink espresso\n", to: "notes/2026/11/2026-11-21.md")
        var r = add(["-f", notes, "flat white"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(read(notes + "/2026/11/2026-11-22.md"), "- 14:05 flat white\n")
        XCTAssertTrue(r.stdout.contains("Caffeine today: 130 mg of 400 mg"), r.stdout)
        r = add(["-f", notes, "--date", "2026-11-21", "--time", "16:00", "drink tea"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(read(old), "- 07:30 drink espresso\n- 16:00 drink tea\n")
        r = add(["-f", notes, "--date", "2026-12-01", "mood 4"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(read(notes + "/2026/12/2026-12-01.md"), "- 14:05 mood 4\n")
    }

    func testADayInAnIncludedFileIsWrittenThere() {
        let main = write("- include days.md\n\n## 2026-11-23 Monday\n\n- mood 3\n")
        let days = write(journal, to: "days.md")
        XCTAssertEqual(add(["-f", main, "flat white"]).code, 0)
        XCTAssertTrue(read(days).hasSuffix("- 09:00 drink tea\n- 14:05 flat white\n"))
        XCTAssertEqual(read(main), "- include days.md\n\n## 2026-11-23 Monday\n\n- mood 3\n")
    }

    /// Many adds change only the lines they add: the rest of the file is as it was.
    func testManyAddsAddOnlyTheirLines() {
        let path = write(journal)
        for minute in 0..<12 {
            XCTAssertEqual(CLI.run(["add", "-f", path, "--now", "2026-11-22 15:\(minute < 10 ? "0" : "")\(minute)", "flat white"], directory: dir).code, 0)
        }
        let added = (0..<12).map { "- 15:\($0 < 10 ? "0" : "")\($0) flat white\n" }.joined()
        XCTAssertEqual(read(path), journal + added)
    }

    func testUsageErrors() {
        let path = write(journal)
        for (args, said) in [([String](), "there is nothing to add"), (["--time", "25:00", "mood 4"], "--time takes a time as HH:MM"),
                             (["--time", "08:00", "--no-time", "mood 4"], "cannot go together"), (["--date", "someday", "mood 4"], "'someday' is not a day")] {
            let r = add(["-f", path] + args)
            XCTAssertEqual(r.code, 2, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(said), "\(args): \(r.stderr)")
        }
        XCTAssertEqual(read(path), journal)
    }

    func testAnEmptyFolderBeginsDailyNotesAndAMissingFileSaysHowToBegin() {
        let notes = dir + "/notes"
        try! FileManager.default.createDirectory(atPath: notes, withIntermediateDirectories: true)
        var r = add(["-f", notes, "flat white"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(read(notes + "/2026-11-22.md"), "- 14:05 flat white\n")
        r = add(["-f", dir + "/missing.md", "flat white"])
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.stderr.contains("run journal init"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/missing.md"))
    }
}
