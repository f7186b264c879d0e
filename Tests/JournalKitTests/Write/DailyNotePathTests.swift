import Foundation
import XCTest
@testable import JournalKit

final class DailyNotePathTests: XCTestCase {
    var dir: String!

    override func setUp() {
        dir = NSTemporaryDirectory() + "daily-notes-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func touch(_ relative: String) {
        let path = dir + "/" + relative
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: Data())
    }

    let day = CalendarDate(year: 2026, month: 11, day: 25)!

    func testAnEmptyFolder() {
        XCTAssertEqual(DailyNotePath.file(for: day, in: dir).path, dir + "/2026-11-25.md")
    }

    func testTheDaysNoteWhereverItIs() {
        touch("old/2026-11-25.md")
        touch("2026/11/2026-11-24.md")
        XCTAssertTrue(DailyNotePath.file(for: day, in: dir) == (dir + "/old/2026-11-25.md", true))
    }

    func testFoldersNamedByYearAndMonthFollowTheDay() {
        touch("settings.md")
        touch("2026/11/2026-11-24.md")
        touch("2026/10/2026-10-02.md")
        XCTAssertEqual(DailyNotePath.file(for: day, in: dir).path, dir + "/2026/11/2026-11-25.md")
        XCTAssertEqual(DailyNotePath.file(for: CalendarDate(year: 2027, month: 1, day: 2)!, in: dir).path, dir + "/2027/01/2027-01-02.md")
    }

    func testAYearMonthFolderAndTheCaseOfTheExtension() {
        touch("daily/2026-11/2026-11-03.MD")
        XCTAssertEqual(DailyNotePath.file(for: CalendarDate(year: 2026, month: 12, day: 1)!, in: dir).path, dir + "/daily/2026-12/2026-12-01.MD")
    }
}
