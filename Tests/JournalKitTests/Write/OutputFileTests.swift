import Foundation
import XCTest
@testable import JournalKit

/// The one way `journal` writes a file: what is left when a write fails, and a file changed
/// by another program meanwhile.
final class OutputFileTests: XCTestCase {
    var dir: String!

    override func setUp() {
        dir = NSTemporaryDirectory() + "output-file-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func files() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: dir).sorted()) ?? [] }

    struct Injected: Error {}

    func testAFailureBeforeTheRenameLeavesTheFileAndNoTemporary() throws {
        let path = dir + "/journal.md"
        try "- mood 3\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o600)
        var file = try OutputFile(path)
        file.beforeRename = { throw Injected() }
        XCTAssertThrowsError(try file.write("- mood 4\n", unchangedSince: FileStamp(path: path))) { XCTAssertTrue($0 is Injected) }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "- mood 3\n")
        XCTAssertEqual(files(), ["journal.md"])
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    }

    func testAFileChangedSinceItWasReadIsNotReplaced() throws {
        let path = dir + "/journal.md"
        try "- mood 3\n".write(toFile: path, atomically: false, encoding: .utf8)
        let stamp = FileStamp(path: path)
        // Another editor saves while this write is under way.
        var file = try OutputFile(path)
        file.beforeRename = { try! "- mood 3\n- mood 5\n".write(toFile: path, atomically: false, encoding: .utf8) }
        XCTAssertThrowsError(try file.write("- mood 4\n", unchangedSince: stamp)) {
            XCTAssertTrue(($0 as? OutputError)?.message.contains("changed on disk since it was read") == true, "\($0)")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "- mood 3\n- mood 5\n")
        XCTAssertEqual(files(), ["journal.md"])
        // Saved before the write began: refused at once.
        XCTAssertThrowsError(try OutputFile(path).write("- mood 4\n", unchangedSince: stamp))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "- mood 3\n- mood 5\n")
    }

    func testANewFileIsRefusedWhenOneHasAppeared() throws {
        let path = dir + "/2026-11-21.md"
        var file = try OutputFile(path)
        file.beforeRename = { try! "- mood 5\n".write(toFile: path, atomically: false, encoding: .utf8) }
        XCTAssertThrowsError(try file.write("- mood 4\n", unchangedSince: FileStamp.none))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "- mood 5\n")
        try FileManager.default.removeItem(atPath: path)
        try OutputFile(path).write("- mood 4\n", unchangedSince: FileStamp.none)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "- mood 4\n")
    }

    func testBytesAreWrittenAsTheyAre() throws {
        let path = dir + "/journal.md"
        let bytes: [UInt8] = Array("- note \u{1}".utf8) + [0xFF, 0xFE, 13, 10]
        try OutputFile(path).write(bytes: bytes)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), bytes)
    }

    func testStaleTemporariesAreRemoved() throws {
        let path = dir + "/journal.md"
        // A process number that no process has.
        let stale = dir + "/" + OutputFile.temporaryName("journal.md", pid: 999_999_999)
        try "left".write(toFile: stale, atomically: false, encoding: .utf8)
        try OutputFile(path).write("- mood 4\n")
        XCTAssertEqual(files(), ["journal.md"])
    }
}
