import XCTest
@testable import JournalKit

final class FilePathTests: XCTestCase {
    /// Each path with its folder, its name and its extension.
    func testParts() {
        let cases: [(path: String, directory: String, name: String, pathExtension: String)] = [
            ("y", ".", "y", ""),
            ("é", ".", "é", ""),
            ("notes/2026-11-21.md", "notes", "2026-11-21.md", "md"),
            ("notes//a.md", "notes", "a.md", "md"),
            ("/a.md", "/", "a.md", "md"),
            ("/", "/", "", ""),
            ("site/", ".", "site", ""),
            ("out.d/week", "out.d", "week", ""),
            (".hidden", ".", ".hidden", ""),
            ("week.HTML", ".", "week.HTML", "HTML"),
            ("my notes/über/2026-11-21.md", "my notes/über", "2026-11-21.md", "md"),
            ("a/b//", "a", "b", ""),
            ("//", "/", "", ""),
        ]
        for c in cases {
            XCTAssertEqual(FilePath.directory(of: c.path), c.directory, c.path)
            XCTAssertEqual(FilePath.lastComponent(of: c.path), c.name, c.path)
            XCTAssertEqual(FilePath.pathExtension(of: c.path), c.pathExtension, c.path)
        }
    }

    func testOneNameForAFileHoweverItIsReached() throws {
        let dir = NSTemporaryDirectory() + "canonical-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir + "/notes", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        FileManager.default.createFile(atPath: dir + "/notes/a.md", contents: Data())
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.md", withDestinationPath: "notes/a.md")
        let name = FilePath.canonical(dir + "/notes/a.md")
        XCTAssertTrue(name.hasPrefix("/") && name.hasSuffix("/notes/a.md"), name)
        XCTAssertEqual(FilePath.canonical(dir + "/link.md"), name)
        XCTAssertEqual(FilePath.canonical(dir + "/notes/../notes/./a.md"), name)
        // No such file: absolute and standardized only.
        XCTAssertEqual(FilePath.canonical(dir + "/notes/../b.md"), URL(fileURLWithPath: dir + "/b.md").standardizedFileURL.path)
    }

    func testJoining() {
        XCTAssertEqual(FilePath.joining("people", "ann.md"), "people/ann.md")
        XCTAssertEqual(FilePath.joining("people/", "ann.md"), "people/ann.md")
        XCTAssertEqual(FilePath.joining("", "ann.md"), "ann.md")
    }

    /// A daily note's date comes from its name wherever the file is.
    func testDateOfADailyNote() {
        XCTAssertEqual(SourceFile.date(ofFileNamed: "notes/2026-11-21.md"), CalendarDate(iso: "2026-11-21"))
        XCTAssertNil(SourceFile.date(ofFileNamed: "y"))
    }
}
