import Foundation
import XCTest

/// `journal today`, end to end: what it writes and marks, what it says, and what it keeps of the file.
final class TodayCommandTests: XCTestCase {
    let scratch = ScratchFolder()
    var dir: String { scratch.path }

    let settings = """
        ## Settings
        - habit meditate
        - habit stretch on mon, wed, fri
        - med metformin 500 mg at 08:00, 20:00


        """

    var journal: String {
        settings + """
            ## 2026-11-20 Friday
            - [x] meditate
            - [ ] call the bank due 2026-11-25 !! #admin
            - [>] renew passport
            - [x] post the letter

            ## 2026-11-24 Tuesday
            - [ ] renew passport at the post office

            """
    }

    /// The journal opened on Friday the 27th.
    var opened: String {
        settings + """
            ## 2026-11-20 Friday
            - [x] meditate
            - [>] call the bank due 2026-11-25 !! #admin
            - [>] renew passport
            - [x] post the letter

            ## 2026-11-24 Tuesday
            - [>] renew passport at the post office

            ## 2026-11-27 Friday

            - [ ] meditate
            - [ ] stretch
            - [ ] call the bank due 2026-11-25 !! #admin
            - [ ] renew passport at the post office

            """
    }

    func write(_ text: String, to name: String = "journal.md") -> String { scratch.write(text, to: name) }

    func read(_ path: String) -> String { scratch.read(path) }

    func today(_ args: [String]) -> CLIResult {
        CLI.run(["today"] + args + ["--today", "2026-11-27"], directory: dir)
    }

    func testOpensTheDayAndSaysWhatItAdded() {
        let path = write(journal)
        let r = today(["-f", path])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(read(path), opened)
        XCTAssertEqual(r.stdout, """
            Opened Friday 2026-11-27 in \(path) (a new day):
              - [ ] meditate                                habit
              - [ ] stretch                                 habit
              - [ ] call the bank due 2026-11-25 !! #admin  from 2026-11-20
              - [ ] renew passport at the post office       from 2026-11-24
            2 habits and 2 to-dos added; 2 to-dos marked [>] where they stood.

            """)
        // The journal checks clean, and journal todo finds the carried to-dos on the day.
        XCTAssertEqual(CLI.run(["check", "-f", path]).code, 0)
        let todo = CLI.run(["todo", "-f", path, "--today", "2026-11-27"])
        XCTAssertTrue(todo.stdout.contains("2026-11-27 Friday\n  [ ] call the bank  · !! · due 2026-11-25, overdue · 7 days old"), todo.stdout)
        XCTAssertTrue(todo.stdout.contains("[ ] renew passport at the post office  · 7 days old"), todo.stdout)
    }

    func testTwiceIsOnce() throws {
        let path = write(journal)
        XCTAssertEqual(today(["-f", path]).code, 0)
        let once = try Data(contentsOf: URL(fileURLWithPath: path))
        let r = today(["-f", path])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), once)
        XCTAssertEqual(r.stdout, "Friday 2026-11-27 is open already in \(path): no habit due and no open to-do to carry.\n")
        // With --date, and on a day whose habit is marked and whose to-do is written by hand.
        let other = write("## Settings\n- habit meditate\n\n## 2026-11-20\n- [ ] buy milk\n\n## 2026-11-21\n- [x] meditate\n- [ ] buy milk and eggs\n",
                          to: "other.md")
        let s = CLI.run(["today", "-f", other, "--date", "2026-11-21"], directory: dir)
        XCTAssertEqual(s.code, 0, s.stderr)
        XCTAssertEqual(read(other), "## Settings\n- habit meditate\n\n## 2026-11-20\n- [>] buy milk\n\n## 2026-11-21\n- [x] meditate\n- [ ] buy milk and eggs\n")
        XCTAssertEqual(s.stdout, "Opened Saturday 2026-11-21 in \(other).\nNo habit due and no open to-do to carry; 1 to-do marked [>] where it stood.\n")
    }

    func testDryRunPrintsTheDiffAndWritesNothing() throws {
        let path = write(journal)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let r = today(["-f", path, "--dry-run"])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        XCTAssertEqual(r.stdout, """
            --- \(path)
            +++ \(path)
            @@ -5,9 +5,16 @@
             
             ## 2026-11-20 Friday
             - [x] meditate
            -- [ ] call the bank due 2026-11-25 !! #admin
            +- [>] call the bank due 2026-11-25 !! #admin
             - [>] renew passport
             - [x] post the letter
             
             ## 2026-11-24 Tuesday
            +- [>] renew passport at the post office
            +
            +## 2026-11-27 Friday
            +
            +- [ ] meditate
            +- [ ] stretch
            +- [ ] call the bank due 2026-11-25 !! #admin
             - [ ] renew passport at the post office

            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["journal.md"])
    }

    func testPermissionsAndSymbolicLinksAreKept() throws {
        let path = write(journal, to: "real/journal.md")
        chmod(path, 0o600)
        let link = dir + "/journal.md"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/journal.md")
        let r = today(["-f", link])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real/journal.md")
        XCTAssertEqual(read(path), opened)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/real"), ["journal.md"])
    }

    func testCRLFAndNoFinalNewline() {
        let path = write("## Settings\r\n- habit meditate\r\n\r\n## 2026-11-26 Thursday\r\n- [ ] call the bank")
        let r = today(["-f", path])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(read(path), "## Settings\r\n- habit meditate\r\n\r\n## 2026-11-26 Thursday\r\n- [>] call the bank\r\n\r\n"
                       + "## 2026-11-27 Friday\r\n\r\n- [ ] meditate\r\n- [ ] call the bank\r\n")
    }

    func testAFolderOfDailyNotes() {
        let notes = dir + "/notes"
        _ = write("- habit meditate\n", to: "notes/settings.md")
        let yesterday = write("- [x] meditate\n- [ ] buy milk\n", to: "notes/2026/11/2026-11-26.md")
        let r = today(["-f", notes])
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(read(notes + "/2026/11/2026-11-27.md"), "- [ ] meditate\n- [ ] buy milk\n")
        XCTAssertEqual(read(yesterday), "- [x] meditate\n- [>] buy milk\n")
        XCTAssertTrue(r.stdout.hasSuffix("1 habit and 1 to-do added; 1 to-do marked [>] where it stood (in \(yesterday)).\n"), r.stdout)
        let again = today(["-f", notes])
        XCTAssertEqual(again.code, 0, again.stderr)
        XCTAssertEqual(read(notes + "/2026/11/2026-11-27.md"), "- [ ] meditate\n- [ ] buy milk\n")
        XCTAssertEqual(read(yesterday), "- [x] meditate\n- [>] buy milk\n")
        XCTAssertEqual(CLI.run(["check", "-f", notes]).code, 0)
        // A day with nothing to add gets its note all the same: empty.
        _ = write("- goal water >= 2 l\n", to: "quiet/settings.md")
        _ = write("- mood 4\n", to: "quiet/2026-11-26.md")
        let quiet = today(["-f", dir + "/quiet"])
        XCTAssertEqual(quiet.code, 0, quiet.stderr)
        XCTAssertEqual(read(dir + "/quiet/2026-11-27.md"), "")
        XCTAssertEqual(quiet.stdout, "Opened Friday 2026-11-27 in \(dir)/quiet/2026-11-27.md (a new day).\nNo habit due and no open to-do to carry.\n")
    }

    func testUsageErrorsAndAJournalThatCannotBeRead() {
        let path = write(journal)
        let words = today(["-f", path, "tomorrow"])
        XCTAssertEqual(words.code, 2)
        XCTAssertTrue(words.stderr.contains("today takes no words"), words.stderr)
        let missing = today(["-f", dir + "/nope.md"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.stdout, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/nope.md"))
        XCTAssertEqual(today(["-f", path, "--date", "someday"]).code, 2)
        XCTAssertEqual(read(path), journal)
    }
}
