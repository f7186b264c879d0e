import Foundation
import XCTest
@testable import JournalKit

final class SourceLoaderTests: XCTestCase {
    var dir: String!

    override func setUp() {
        dir = NSTemporaryDirectory() + "journal-tests-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir + "/notes/2026", withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func write(_ name: String, _ text: String) { try! text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }

    func testDirectoryOfDailyNotesMergedWithDatedSections() {
        write("notes/settings.md", "## Settings\n- goal water >= 2 l\n")
        write("notes/2026/2026-11-20.md", "---\ntags: [daily]\n---\n# Friday\n- drink water 500 ml\n")
        write("notes/2026/2026-11-21.md", "- mood 4\n")
        write("notes/2026/week.md", "## 2026-11-21\n- drink espresso\n")
        let loaded = Journal.load(paths: [dir + "/notes"])
        XCTAssertEqual(loaded.diagnostics.count, 0, DiagnosticRenderer.text(loaded.diagnostics))
        XCTAssertEqual(loaded.journal.files.map { ($0.path as NSString).lastPathComponent }, ["2026-11-20.md", "2026-11-21.md", "week.md", "settings.md"])
        XCTAssertEqual(loaded.journal.days.map(\.date.description), ["2026-11-20", "2026-11-21"])
        XCTAssertEqual(loaded.journal.days[1].entries.count, 2)
        XCTAssertEqual(loaded.journal.days[0].nutrients.water, 500)
    }

    func testIncludeCycleIsReportedOnce() {
        write("a.md", "- include b.md\n")
        write("b.md", "- include a.md\n")
        let loaded = Journal.load(paths: [dir + "/a.md"])
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.includeCycle])
        XCTAssertTrue(loaded.diagnostics[0].file.hasSuffix("b.md"))
    }

    func testMissingFile() {
        let loaded = Journal.load(paths: [dir + "/nope.md"])
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.fileNotFound])
        XCTAssertEqual(loaded.diagnostics[0].line, 0)
    }

    /// Links back up the tree would make a walk without end (paths growing exponentially).
    func testALinkLoopInAFolderIsReportedAndTheFilesAreReadOnce() throws {
        try FileManager.default.createDirectory(atPath: dir + "/d/x", withIntermediateDirectories: true)
        write("d/x/a.md", "## 2026-11-21\n- mood 4\n")
        XCTAssertEqual(symlink("..", dir + "/d/x/up"), 0)
        XCTAssertEqual(symlink("../x", dir + "/d/x/self"), 0)
        let loaded = Journal.load(paths: [dir + "/d"])
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.folderLoop, .folderLoop])
        XCTAssertEqual(loaded.diagnostics.map(\.severity), [.warning, .warning])
        XCTAssertEqual(loaded.diagnostics[1].message, "\(dir!)/d/x/up leads back to \(dir!)/d, a folder it is inside (a symbolic link loop); it is not followed")
        XCTAssertEqual(loaded.journal.files.map(\.path), [dir + "/d/x/a.md"])
        // The same through an include's `**`.
        write("main.md", "## Settings\n- include d/**/*.md\n")
        let included = Journal.load(paths: [dir + "/main.md"])
        XCTAssertEqual(included.diagnostics.map(\.code), [.folderLoop, .folderLoop])
        XCTAssertEqual(included.diagnostics.map(\.line), [2, 2])
        XCTAssertEqual(included.journal.files.map(\.path), [dir + "/main.md", dir + "/d/x/a.md"])
    }

    /// A note reached by two names (a symbolic link, a hard link, a path through `..`) is one
    /// file: read once, its entries counted once.
    func testAFileByAnotherNameIsReadOnce() throws {
        try FileManager.default.createDirectory(atPath: dir + "/d", withIntermediateDirectories: true)
        write("d/2026-11-21.md", "- drink water 500 ml\n")
        XCTAssertEqual(symlink("2026-11-21.md", dir + "/d/link.md"), 0)
        XCTAssertEqual(link(dir + "/d/2026-11-21.md", dir + "/d/hard.md"), 0)
        let loaded = Journal.load(paths: [dir + "/d", dir + "/d/../d/2026-11-21.md"])
        XCTAssertEqual(loaded.diagnostics.map(\.code), [])
        XCTAssertEqual(loaded.journal.files.map(\.path), [dir + "/d/2026-11-21.md"])
        XCTAssertEqual(loaded.journal.days.map(\.nutrients.water), [500])
    }

    /// A link to a folder read already (not a loop) is followed once, silently.
    func testALinkToAFolderReadAlreadyIsSilent() throws {
        try FileManager.default.createDirectory(atPath: dir + "/d/a", withIntermediateDirectories: true)
        write("d/a/day.md", "## 2026-11-21\n- mood 4\n")
        XCTAssertEqual(symlink("a", dir + "/d/b"), 0)
        let loaded = Journal.load(paths: [dir + "/d"])
        XCTAssertEqual(loaded.diagnostics.map(\.code), [])
        XCTAssertEqual(loaded.journal.files.map(\.path), [dir + "/d/a/day.md"])
    }

    func testFilesTooManyFoldersDownAreReported() throws {
        let deep = dir + "/deep" + String(repeating: "/f", count: SourceLoader.maxFolderDepth + 1)
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        try "## 2026-11-21\n- mood 4\n".write(toFile: deep + "/day.md", atomically: true, encoding: .utf8)
        try "## 2026-11-20\n- mood 3\n".write(toFile: (deep as NSString).deletingLastPathComponent + "/day.md", atomically: true, encoding: .utf8)
        let loaded = Journal.load(paths: [dir + "/deep"])
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.folderTooDeep])
        XCTAssertEqual(loaded.diagnostics.first?.file, deep)
        XCTAssertEqual(loaded.journal.days.map(\.date.description), ["2026-11-20"])
    }

    /// A FIFO never ends an open for reading until something writes to it: it is refused.
    func testAFIFOInAFolderOrAnIncludeIsRefused() {
        write("notes/day.md", "## 2026-11-21\n- mood 4\n")
        XCTAssertEqual(mkfifo(dir + "/notes/pipe.md", 0o644), 0)
        let loaded = Journal.load(paths: [dir + "/notes"])
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.unreadable])
        XCTAssertEqual(loaded.diagnostics[0].message, "cannot read \(dir!)/notes/pipe.md: it is a FIFO (named pipe), not a regular file")
        XCTAssertEqual(loaded.journal.days.count, 1)
        write("main.md", "## Settings\n- include notes/pipe.md\n")
        let included = Journal.load(paths: [dir + "/main.md"])
        XCTAssertEqual(included.diagnostics.map(\.code), [.unreadable])
        XCTAssertEqual(included.diagnostics[0].line, 2)
    }

    func testWhatAPathGivenIs() {
        XCTAssertEqual(Journal.check(paths: ["/dev/zero"]).map(\.message), ["cannot read /dev/zero: it is a device, not a regular file"])
        XCTAssertEqual(Journal.check(paths: ["-"]).map(\.hint), ["journal reads files, not standard input: give a file's path"])
        XCTAssertEqual(Journal.check(paths: [dir + "/notes"]).map(\.message), ["\(dir!)/notes is a directory with no .md files"])
    }

    /// An unreadable folder inside the folder given is a problem, not skipped in silence.
    func testAnUnreadableSubfolderIsReported() throws {
        write("notes/day.md", "## 2026-11-21\n- mood 4\n")
        try FileManager.default.createDirectory(atPath: dir + "/notes/locked", withIntermediateDirectories: true)
        chmod(dir + "/notes/locked", 0)
        defer { chmod(dir + "/notes/locked", 0o755) }
        try XCTSkipIf(geteuid() == 0, "root reads a mode-000 folder; the message is tested from errno in FileBytesTests")
        let loaded = Journal.load(paths: [dir + "/notes"])
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.unreadable])
        XCTAssertEqual(loaded.diagnostics.first?.message, "cannot read the folder \(dir!)/notes/locked: permission denied")
    }

    /// A file listed in a folder but gone when it is read is a problem of that file.
    func testAFileThatVanishesAfterTheListingIsAProblemOfItsOwn() {
        write("notes/a.md", "## 2026-11-21\n- mood 4\n")
        write("notes/b.md", "## 2026-11-22\n- mood 3\n")
        var walk = SourceLoader.Walk()
        walk.run([dir + "/notes"], read: { path, _, _ in
            if path.hasSuffix("a.md") { try? FileManager.default.removeItem(atPath: path) }
            switch FileBytes.read(path: path) {
            case .success: return .definitions([])
            case .failure(let problem): return .unreadable(problem)
            }
        }, quote: { _, _ in [] })
        XCTAssertEqual(walk.diagnostics.map(\.code), [.fileNotFound])
        XCTAssertEqual(walk.diagnostics.first?.file, dir + "/notes/a.md")
        XCTAssertEqual(walk.files.map(\.path), [dir + "/notes/b.md"])
    }

    /// What stops a command from writing output: a path given that cannot be read, a file changed.
    func testWhichProblemsMeanTheJournalWasNotRead() {
        let given = [dir + "/nope.md"]
        let missing = Journal.check(paths: given)
        XCTAssertTrue(SourceLoader.meansUnread(missing[0], paths: given))
        write("main.md", "## Settings\n- include other.md\n")
        let include = Journal.check(paths: [dir + "/main.md"])
        XCTAssertEqual(include.map(\.code), [.includeNotFound])
        XCTAssertFalse(SourceLoader.meansUnread(include[0], paths: [dir + "/main.md"]))
        let changed = Diagnostic(.error, .fileChanged, file: dir + "/notes/a.md", line: 0, column: 0, endColumn: 0, message: "")
        XCTAssertTrue(SourceLoader.meansUnread(changed, paths: [dir + "/notes"]))
    }

    /// Old Mac line endings: a CR alone ends each line, not a false CRLF warning on one long line.
    func testACROnlyFileIsReadLineByLine() {
        let text = "## 2026-11-21\r- mood 4\r- drink espresso\r"
        let loaded = Journal.load(text: text)
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.crLineEndings])
        XCTAssertEqual(loaded.diagnostics.first?.line, 0)
        XCTAssertEqual(loaded.journal.days.map(\.entries.count), [2])
        write("cr.md", text)
        XCTAssertEqual(Journal.check(paths: [dir + "/cr.md"]).map(\.code), [.crLineEndings])
        // A lone CR in a file with LF stays a character, shown as a symbol in a message.
        let mixed = Journal.load(text: "## 2026-11-21\r\r\n- mood 4\n").diagnostics
        XCTAssertEqual(mixed.map(\.code), [.badDate, .crlf])
        XCTAssertEqual(mixed.first?.message, "'2026-11-21␍' is not a valid date")
        XCTAssertFalse(mixed.contains { $0.message.contains("\r") || ($0.hint ?? "").contains("\r") })
    }

    func testSameDateInTwoFilesMergesInFileOrder() {
        write("a.md", "## 2026-11-21\n- mood 2\n")
        write("b.md", "## 2026-11-21\n- mood 4\n")
        let j = Journal.load(paths: [dir + "/a.md", dir + "/b.md"]).journal
        XCTAssertEqual(j.days.count, 1)
        XCTAssertEqual(j.days[0].entries.map { if case .mood(let m) = $0.kind { return m.value }; return 0 }, [2, 4])
    }

    func testNothingIsWritten() {
        let text = "## 2026-11-21\n- drink espresso <!-- hidden -->\n"
        write("j.md", text)
        _ = Journal.load(paths: [dir + "/j.md"])
        XCTAssertEqual(try String(contentsOfFile: dir + "/j.md", encoding: .utf8), text)
    }
}

/// A file that is not text is one problem, not one per line; a text file with a bad byte here
/// and there keeps its problems line by line.
final class NotTextTests: XCTestCase {
    func testBinaryDataIsOneProblemAndTheFileIsSkipped() throws {
        let path = NSTemporaryDirectory() + "binary-\(UUID().uuidString).md"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // 64 KB of an executable-like mix: NUL runs, control bytes, a few newlines.
        var bytes: [UInt8] = []
        var x: UInt32 = 12345
        for i in 0..<65_536 {
            x = x &* 1_103_515_245 &+ 12345
            bytes.append(i % 7 == 0 ? 0 : UInt8(truncatingIfNeeded: x >> 16))
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for diagnostics in [Journal.load(paths: [path]).diagnostics, Journal.check(paths: [path])] {
            XCTAssertEqual(diagnostics.map(\.code), [.notText])
            XCTAssertEqual(diagnostics.first?.message, "\(path) is not a text file (binary data: NUL bytes in its first 8 KB); it is skipped")
        }
        XCTAssertEqual(Journal.load(paths: [path]).journal.files.count, 0)
    }

    func testABadLineInATextFileStaysAProblemOfItsLine() {
        XCTAssertNil(SourceLoader.notText(Array("## 2026-11-21\n- mood 4\0\n- mood 3\n".utf8), isWhole: true))
        // Latin-1 accents on most lines: each line says "save the file as UTF-8".
        XCTAssertNil(SourceLoader.notText([0x23, 0x23, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A, 0x2D, 0x20, 0x6D, 0x6F, 0x6F, 0x64, 0x20, 0x34, 0x0A], isWhole: true))
        XCTAssertEqual(SourceLoader.notText([0xE9, 0xE9, 0xE9, 0x0A, 0x2D, 0x0A], isWhole: true), "invalid UTF-8 throughout its first 8 KB")
        // UTF-16 without a byte order mark: a NUL byte beside every letter.
        XCTAssertEqual(SourceLoader.notText(Array("## 2026-11-21\n".utf16.flatMap { [UInt8($0), 0] }), isWhole: true),
                       "binary data: NUL bytes in its first 8 KB")
        XCTAssertEqual(SourceLoader.notText([0xFF, 0xFE, 0x23, 0x00], isWhole: true), "it is UTF-16")
    }

    func testACharacterCutAtTheEndOfTheSampleIsNotABadByte() {
        let text = Array(String(repeating: "é", count: 10).utf8)
        XCTAssertNil(SourceLoader.notText(Array(text.dropLast()), isWhole: false))
        XCTAssertEqual(SourceLoader.notText(Array(text.dropLast()), isWhole: true), nil, "one bad byte in 19")
        XCTAssertEqual(SourceLoader.notText([0xC3], isWhole: true), "invalid UTF-8 throughout its first 8 KB")
        XCTAssertNil(SourceLoader.notText([0x41, 0xC3], isWhole: false))
    }
}

/// Which day a problem's line is on, for `journal day` and `journal report`.
final class SectionLinesTests: XCTestCase {
    func testProblemsOnTheDaysShownAndACountOfTheRest() {
        let text = """
        - goal caffein <= 400 mg
        ## 2026-11-20
        - drink expresso
        ### Evening
        - mood 9
        ## Settings
        - set bedtme 23:00
        ## 2026-11-21
        - drink expresso

        """
        let loaded = Journal.load(text: text)
        let day = CalendarDate(iso: "2026-11-20")!
        let (within, elsewhere) = loaded.sections.split(loaded.diagnostics, within: day...day, files: loaded.journal.files)
        XCTAssertEqual(within.map(\.line), [3, 5])
        XCTAssertEqual(elsewhere.map(\.file), ["journal.md"])
        XCTAssertEqual(elsewhere.map(\.count), [3])
    }

    func testTheStreamingReadKnowsTheSameDays() throws {
        let path = NSTemporaryDirectory() + "sections-\(UUID().uuidString).md"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "## 2026-11-20\n- drink expresso\n## 2026-11-21\n- drink expresso\n- mood 9\n".write(toFile: path, atomically: true, encoding: .utf8)
        let read = Journal.summarize(paths: [path])
        let day = CalendarDate(iso: "2026-11-21")!
        let (within, elsewhere) = read.sections.split(read.diagnostics, within: day...day, files: read.files)
        XCTAssertEqual(within.map(\.line), [4, 5])
        XCTAssertEqual(elsewhere.map(\.count), [1])
    }
}
