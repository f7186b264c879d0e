import Foundation
import XCTest

/// How `-o FILE` writes: any name, standard output as `-`, what is left of interrupted runs,
/// and what a replaced file keeps.
final class OutputWritingTests: XCTestCase {
    var dir: String!
    let base = ["-f", CLI.repository + "/examples/journal.md", "--today", "2026-11-21"]

    override func setUp() {
        dir = NSTemporaryDirectory() + "cli-output-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir).sorted() }

    func testOneCharacterNamesAreFilesInTheCurrentFolder() throws {
        for name in ["x", "1", "é"] {
            let r = CLI.run(["report"] + base + ["-o", name], directory: dir)
            XCTAssertEqual(r.code, 0, "\(name): \(r.stderr)")
            XCTAssertEqual(r.stdout, "")
            XCTAssertTrue(try String(contentsOfFile: dir + "/" + name, encoding: .utf8).hasPrefix("Week 47, 2026"), name)
        }
        let r = CLI.run(["export", "--format", "csv"] + base + ["-o", "c"], directory: dir)
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(try files(), ["1", "c", "x", "é"])
    }

    /// A journal with a one-character name is read as any other, by every command.
    func testOneCharacterJournalNames() throws {
        let journal = try String(contentsOfFile: CLI.repository + "/examples/journal.md", encoding: .utf8)
        for name in ["y", "é", "1"] {
            try journal.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
            XCTAssertEqual(CLI.run(["check", "-f", name], directory: dir).code, 0, name)
            for command in [["report"], ["meds"], ["todo"], ["export", "--format", "csv"]] {
                let r = CLI.run(command + ["-f", name, "--today", "2026-11-21"], directory: dir)
                XCTAssertEqual(r.code, 0, "\(command) -f \(name): \(r.stderr)")
                XCTAssertFalse(r.stdout.isEmpty, "\(command) -f \(name)")
            }
        }
    }

    func testADashIsStandardOutput() throws {
        let r = CLI.run(["report"] + base + ["-o", "-"], directory: dir)
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, CLI.run(["report"] + base).stdout)
        XCTAssertEqual(try files(), [])
        let e = CLI.run(["export", "--format", "json"] + base + ["-o", "-"], directory: dir)
        XCTAssertEqual(e.code, 0, e.stderr)
        XCTAssertTrue(e.stdout.hasPrefix("{"))
        XCTAssertEqual(CLI.run(["report"] + base + ["-o", "./-"], directory: dir).code, 0)
        XCTAssertEqual(try files(), ["-"])
    }

    func testTemporaryFilesOfRunsThatDiedAreRemoved() throws {
        let dead = ".out.json.2147483646.tmp", alive = ".out.json.\(getpid()).tmp", other = ".other.json.2147483646.tmp"
        for name in [dead, alive, other, ".out.json.12x.tmp"] { FileManager.default.createFile(atPath: dir + "/" + name, contents: Data("partial".utf8)) }
        let r = CLI.run(["export"] + base + ["-o", "out.json"], directory: dir)
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(try files(), [alive, ".out.json.12x.tmp", other, "out.json"].sorted())
    }

    func testAReplacedFileKeepsItsOwner() throws {
        guard getuid() == 0 else { throw XCTSkip("only root may give a file to someone else") }
        let path = dir + "/week.txt"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(chown(path, 4321, 4322), 0)
        XCTAssertEqual(CLI.run(["report"] + base + ["-o", path]).code, 0)
        var st = stat()
        XCTAssertEqual(stat(path, &st), 0)
        XCTAssertEqual([st.st_uid, st.st_gid], [4321, 4322])
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("Week 47, 2026"))
    }

    func testAFileWithOtherHardLinksIsNotReplaced() throws {
        let path = dir + "/week.txt", other = dir + "/elsewhere.txt"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(link(path, other), 0)
        let r = CLI.run(["report"] + base + ["-o", path])
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stderr, "journal: cannot write \(path): it has 2 hard links, and replacing it would part it from the others; remove it or write elsewhere\n")
        XCTAssertEqual(try String(contentsOfFile: other, encoding: .utf8), "old")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        XCTAssertEqual(try files(), ["elsewhere.txt", "week.txt"])
    }

    func testNamesThatAreNoFileAreSaidPlainly() {
        let cases = [("", "journal: cannot write to an empty file name\n"),
                     ("nodir/", "journal: cannot write nodir/: a file name cannot end in /\n"),
                     ("/proc/version", "journal: cannot write /proc/version: no file can be made in /proc\n")]
        for (name, message) in cases {
            let r = CLI.run(["day"] + base + ["-o", name], directory: dir)
            XCTAssertEqual(r.code, 2)
            XCTAssertEqual(r.stderr, message, name)
        }
    }

    // MARK: Standard output

    /// Runs `journal ARGS REDIRECTION` in the shell: stderr and the exit code.
    func shell(_ args: [String], _ redirection: String) -> CLIResult {
        let quoted = ([CLI.binary] + args).map { "'" + $0 + "'" }.joined(separator: " ")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", quoted + " " + redirection]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try! p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return CLIResult(stdout: "", stderr: String(decoding: data, as: UTF8.self), code: p.terminationStatus)
    }

    func testAFullDiskIsAnError() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        let r = shell(["report"] + base, "> /dev/full")
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stderr, "journal: cannot write to standard output: no space left on the device\n")
    }

    func testAClosedStandardOutputIsAnErrorAndNoFileTakesItsPlace() throws {
        let r = shell(["report"] + base, ">&-")
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stderr, "journal: cannot write to standard output: it is closed\n")
        let copy = dir + "/journal.md"
        try FileManager.default.copyItem(atPath: CLI.repository + "/examples/journal.md", toPath: copy)
        let before = try Data(contentsOf: URL(fileURLWithPath: copy))
        XCTAssertEqual(shell(["day", "-f", copy, "--today", "2026-11-21"], ">&-").code, 2)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: copy)), before)
    }

    func testAReaderThatStopsEarlyEndsTheRunQuietly() {
        let r = shell(["export", "--format", "json"] + base, "| head -c 10 >/dev/null")
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
    }
}
