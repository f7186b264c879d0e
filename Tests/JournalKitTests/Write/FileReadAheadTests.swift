import XCTest
@testable import JournalKit

/// The file a writing command reads while the journal is read (``FileReadAhead``): what it
/// gives is what reading the file afterwards gives.
final class FileReadAheadTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "read-ahead-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    let text = """
        ## Settings
        - goal water >= 2 l

        ## 2026-11-20 Friday
        - 08:00 drink espresso

        ## 2026-11-22 Sunday
        - 09:00 drink tea

        """

    func testTheFileReadAheadAddsWhereTheFileReadAfterwardsAdds() throws {
        let path = folder + "/journal.md"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let ahead = FileReadAhead(path)
        let loaded = Journal.loadDay(MetricsFixture.date("2026-11-21"), paths: [path])
        let read = try XCTUnwrap(ahead.insertion(file: 0, of: loaded.sections))
        let afterwards = DayInsertion(bytes: try FileContents.read(path), path: path, file: 0, of: loaded.sections)
        XCTAssertEqual(read.bytes, Array(text.utf8))
        for (lines, day) in [(["- 10:00 drink water 500 ml"], "2026-11-21"), (["- x", "- y"], "2026-11-22"), (["- z"], "2026-11-19")] {
            let date = MetricsFixture.date(day)
            XCTAssertEqual(read.adding(lines, to: date).bytes, afterwards.adding(lines, to: date).bytes, day)
            XCTAssertEqual(read.adding(lines, to: date).lines, afterwards.adding(lines, to: date).lines, day)
        }
        // A file the journal's read did not reach: its sections are read from its bytes.
        let alone = try XCTUnwrap(FileReadAhead(path).insertion(file: nil, of: SectionLines()))
        XCTAssertEqual(alone.adding(["- x"], to: MetricsFixture.date("2026-11-21")).bytes,
                       afterwards.adding(["- x"], to: MetricsFixture.date("2026-11-21")).bytes)
    }

    func testNothingIsReadAheadOfAFolderAMissingFileOrALongOne() throws {
        XCTAssertNil(FileReadAhead(folder).insertion(file: nil, of: SectionLines()))
        XCTAssertNil(FileReadAhead(folder + "/missing.md").insertion(file: nil, of: SectionLines()))
        let long = folder + "/long.md"
        XCTAssertTrue(FileManager.default.createFile(atPath: long, contents: nil))
        XCTAssertEqual(truncate(long, off_t(FileBytes.halvesFrom)), 0)
        XCTAssertNil(FileReadAhead(long).insertion(file: nil, of: SectionLines()))
    }
}
