import XCTest

/// What every command does with a journal it cannot read: no output at all (no `-o` file
/// created or replaced, nothing on standard output), the problem on standard error, exit 2; and
/// paths that are not regular files, or folders with symbolic link loops, never hang.
final class JournalReadingTests: XCTestCase {
    var dir: String!

    override func setUp() {
        dir = NSTemporaryDirectory() + "journal-reading-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func write(_ name: String, _ text: String) {
        try! text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
    }

    func text(_ name: String) -> String? { try? String(contentsOfFile: dir + "/" + name, encoding: .utf8) }

    func assertNotRead(_ r: CLIResult, _ path: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(r.code, 2, r.stderr, file: file, line: line)
        XCTAssertEqual(r.stdout, "", file: file, line: line)
        XCTAssertTrue(r.stderr.hasPrefix("\(path): error: cannot read \(path): "), r.stderr, file: file, line: line)
        XCTAssertTrue(r.stderr.hasSuffix("journal: the journal could not be read, so there is no output\n"), r.stderr, file: file, line: line)
    }

    func testAMistypedFileLeavesTheCalendarAsItWas() {
        write("cal.ics", "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")
        let r = CLI.run(["export", "--format", "ics", "-f", "exx.md", "-o", "cal.ics"], directory: dir)
        assertNotRead(r, "exx.md")
        XCTAssertEqual(text("cal.ics"), "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")
        let new = CLI.run(["export", "--format", "csv", "-f", "exx.md", "-o", "new.csv"], directory: dir)
        XCTAssertEqual(new.code, 2)
        XCTAssertNil(text("new.csv"), "no file is created")
    }

    func testAMistypedFileLeavesTheSiteAsItWas() throws {
        try FileManager.default.createDirectory(atPath: dir + "/site", withIntermediateDirectories: true)
        write("site/index.html", "kept")
        let r = CLI.run(["report", "all", "-f", "exx.md", "-o", "site/"], directory: dir)
        assertNotRead(r, "exx.md")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/site"), ["index.html"])
        XCTAssertEqual(text("site/index.html"), "kept")
        let fresh = CLI.run(["report", "all", "-f", "exx.md", "-o", "new-site/"], directory: dir)
        XCTAssertEqual(fresh.code, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/new-site"), "no folder is created")
    }

    /// No empty report on standard output, whatever the command.
    func testEveryCommandGivesNoOutputForAMissingJournal() {
        let today = ["--today", "2026-11-21"]
        for args in [["report"] + today, ["day"] + today, ["calendar"] + today, ["streaks"] + today, ["trends"] + today, ["meds"] + today,
                     ["todo"] + today, ["upcoming"] + today, ["export", "--format", "json"] + today, ["stats"], ["check"],
                     ["check", "--format", "json"], ["drinks", "coffee"]] {
            let r = CLI.run(args + ["-f", "nosuch.md"], directory: dir)
            assertNotRead(r, "nosuch.md")
        }
        // A good file given with a missing one: still nothing.
        write("good.md", "## 2026-11-21\n- mood 4\n")
        assertNotRead(CLI.run(["report", "-f", "good.md", "-f", "nosuch.md", "--today", "2026-11-21"], directory: dir), "nosuch.md")
        // A folder with no journal in it.
        try! FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
        let empty = CLI.run(["report", "-f", "empty", "--today", "2026-11-21"], directory: dir)
        XCTAssertEqual(empty.code, 2)
        XCTAssertEqual(empty.stdout, "")
        XCTAssertTrue(empty.stderr.hasPrefix("empty: error: empty is a directory with no .md files [file-not-found]"), empty.stderr)
    }

    /// A FIFO would block `open` until a writer comes; a device would never end.
    func testPathsThatAreNotRegularFilesSayWhatTheyAre() {
        XCTAssertEqual(mkfifo(dir + "/f.md", 0o644), 0)
        let fifo = CLI.run(["check", "-f", "f.md"], directory: dir, timeout: 20)
        XCTAssertFalse(fifo.signaled, "check -f on a FIFO waits for a writer")
        assertNotRead(fifo, "f.md")
        XCTAssertTrue(fifo.stderr.contains("cannot read f.md: it is a FIFO (named pipe), not a regular file [unreadable]"), fifo.stderr)
        let zero = CLI.run(["check", "-f", "/dev/zero"], directory: dir, timeout: 20)
        assertNotRead(zero, "/dev/zero")
        XCTAssertTrue(zero.stderr.contains("it is a device, not a regular file [unreadable]"), zero.stderr)
        let dash = CLI.run(["check", "-f", "-"], directory: dir, timeout: 20)
        assertNotRead(dash, "-")
        XCTAssertTrue(dash.stderr.contains("hint: journal reads files, not standard input: give a file's path"), dash.stderr)
        // A FIFO in a folder, or named by an include, is a problem of its own; the rest is read.
        write("day.md", "## 2026-11-21\n- mood 4\n")
        let folder = CLI.run(["check", "-f", "."], directory: dir, timeout: 20)
        XCTAssertEqual(folder.code, 1)
        XCTAssertTrue(folder.stdout.hasPrefix("f.md: error: cannot read f.md: it is a FIFO (named pipe), not a regular file [unreadable]"), folder.stdout)
        write("main.md", "## Settings\n- include f.md\n")
        let include = CLI.run(["check", "-f", "main.md"], directory: dir, timeout: 20)
        XCTAssertEqual(include.code, 1)
        XCTAssertTrue(include.stdout.hasPrefix("main.md:2:3: error: cannot read f.md: it is a FIFO"), include.stdout)
    }

    func testAFolderWithLinkLoopsEnds() throws {
        try FileManager.default.createDirectory(atPath: dir + "/d/x", withIntermediateDirectories: true)
        write("d/x/day.md", "## 2026-11-21\n- mood 4\n")
        XCTAssertEqual(symlink("..", dir + "/d/x/up"), 0)
        XCTAssertEqual(symlink("../x", dir + "/d/x/self"), 0)
        let r = CLI.run(["check", "-f", "d"], directory: dir, timeout: 20)
        XCTAssertFalse(r.signaled, "the walk never ends")
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.contains("d/x/up: warning: d/x/up leads back to d, a folder it is inside (a symbolic link loop); it is not followed [folder-loop]"), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix("2 warnings\n"), r.stdout)
        write("main.md", "## Settings\n- include d/**/*.md\n")
        let include = CLI.run(["report", "all", "-f", "main.md", "--today", "2026-11-21"], directory: dir, timeout: 20)
        XCTAssertEqual(include.code, 0)
        XCTAssertTrue(include.stderr.contains("main.md has 2 problems elsewhere"), include.stderr)
    }

    /// A file saved with CRLF line endings is read as written: `check` says so, once, and the
    /// other commands say nothing of it, neither the note nor a count of problems elsewhere.
    func testLineEndingsAreSaidByCheckOnly() {
        write("windows.md", "## 2026-11-21\r\n- mood 4\r\n- drink expresso\r\n## 2026-11-22\r\n- mood 3\r\n")
        let check = CLI.run(["check", "-f", "windows.md"], directory: dir)
        XCTAssertEqual(check.stdout.components(separatedBy: "[crlf]").count, 2, check.stdout)
        XCTAssertTrue(check.stdout.hasSuffix("1 error, 1 warning\n"), check.stdout)
        for args in [["day", "2026-11-22"], ["report", "2026-11-22"], ["todo"], ["upcoming"]] {
            let r = CLI.run(args + ["-f", "windows.md", "--today", "2026-11-22"], directory: dir)
            XCTAssertFalse(r.stderr.contains("[crlf]"), "\(args): \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("CRLF"), "\(args): \(r.stderr)")
        }
        // The day with the unknown drink still has it said; the note is not counted elsewhere.
        let day = CLI.run(["day", "2026-11-21", "-f", "windows.md", "--today", "2026-11-22"], directory: dir)
        XCTAssertTrue(day.stderr.contains("[unknown-drink]"), day.stderr)
        XCTAssertFalse(day.stderr.contains("elsewhere"), day.stderr)
        XCTAssertFalse(day.stderr.contains("[crlf]"), day.stderr)
        let other = CLI.run(["day", "2026-11-22", "-f", "windows.md", "--today", "2026-11-22"], directory: dir)
        XCTAssertTrue(other.stderr.contains("windows.md has 1 problem elsewhere; run journal check"), other.stderr)
    }

    /// An editor that saves by truncating the file and writing it again does so while journal
    /// reads: the answer is the old content's, the new one's, or that the file changed (exit 2),
    /// never a crash (a file mapped into memory, then cut short, gives SIGBUS where it is read).
    func testAFileCutShortWhileReadIsNeverACrash() throws {
        var day = ""
        for i in 0..<30 { day += "- 0\(i % 10):1\(i % 10) drink espresso\n- lunch: oats 50 g, milk 200 ml, banana\n- mood 4 -- fine\n" }
        // About 24 MB: long enough to be cut while it is read.
        let text = String(repeating: "## 2026-11-21\n" + day, count: 8_000)
        let path = dir + "/big.md"
        for delay in [0.02, 0.05, 0.1, 0.2] {
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            // posix_spawn and waitpid: the exit status says whether a signal ended it.
            #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            #else
            var actions = posix_spawn_file_actions_t()
            #endif
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv: [UnsafeMutablePointer<CChar>?] = [CLI.binary, "check", "-f", path].map { s in s.withCString { strdup($0) } } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            XCTAssertEqual(posix_spawn(&pid, CLI.binary, &actions, nil, argv, environ), 0)
            Thread.sleep(forTimeInterval: delay)
            XCTAssertEqual(truncate(path, 0), 0)
            var status: Int32 = 0
            XCTAssertEqual(waitpid(pid, &status, 0), pid)
            XCTAssertEqual(status & 0x7F, 0, "ended by signal \(status & 0x7F) when cut after \(delay) s")
            XCTAssertTrue([0, 1, 2].contains((status >> 8) & 0xFF), "exit \((status >> 8) & 0xFF)")
        }
    }
}
