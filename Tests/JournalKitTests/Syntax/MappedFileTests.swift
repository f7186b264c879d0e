import XCTest
@testable import JournalKit

final class MappedFileTests: XCTestCase {
    /// A part read for the last time gives back its whole pages; the bytes around them stay.
    func testReleasedPagesLeaveTheOtherBytesAsRead() throws {
        let page = Int(getpagesize())
        let text = (0..<(5 * page)).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        let path = NSTemporaryDirectory() + "mapped-\(UUID().uuidString).md"
        try Data(text).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try XCTUnwrap(MappedFile(path: path))
        // The parser blanks bytes in place (comments): such a change stays outside the pages released.
        file.withBytes { $0[page / 2] = UInt8(ascii: " ") }
        // From the middle of the first page to the middle of the fourth: pages 1 and 2 go.
        file.release(page / 2 + 1..<3 * page + page / 2)
        file.withBytes { bytes in
            XCTAssertEqual(bytes.count, text.count)
            XCTAssertEqual(bytes[page / 2], UInt8(ascii: " "))
            for i in bytes.indices where i != page / 2 { XCTAssertEqual(bytes[i], text[i], "byte \(i)") }
        }
    }

    /// Text given in memory is not a mapping: releasing it changes nothing.
    func testTextInMemoryIsNotReleased() {
        let file = MappedFile(bytes: Array(repeating: UInt8(ascii: "x"), count: 3 * Int(getpagesize())))
        file.release(0..<file.count)
        file.withBytes { XCTAssertTrue($0.allSatisfy { $0 == UInt8(ascii: "x") }) }
    }
}
