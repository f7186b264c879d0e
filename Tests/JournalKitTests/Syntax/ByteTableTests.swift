import XCTest
@testable import JournalKit

/// The table of spellings the parser looks words up in (``ByteTable``): a word is found in any
/// case, wherever it stands in the bytes (also at their very end), and only as a whole word.
final class ByteTableTests: XCTestCase {
    private let table = ByteTable([("drink", 1), ("appointment", 2), ("a", 3), ("vitamin-c", 4),
                                   ("a-spelling-longer-than-sixteen", 5), ("a-spelling-longer-than-sixteen-too", 6), ("drink", 7)])

    private func find(_ text: String, _ start: Int = 0, _ end: Int? = nil) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { table.find($0, start, end ?? $0.count) }
    }

    func testEverySpellingIsFoundInAnyCase() {
        XCTAssertEqual(find("drink"), 1)
        XCTAssertEqual(find("DRINK"), 1)
        XCTAssertEqual(find("Appointment"), 2)
        XCTAssertEqual(find("a"), 3)
        XCTAssertEqual(find("Vitamin-C"), 4)
        XCTAssertEqual(find("A-Spelling-Longer-Than-Sixteen"), 5)
        XCTAssertEqual(find("a-spelling-longer-than-sixteen-TOO"), 6)
    }

    func testAWordIsFoundWhereItStandsAndOnlyWhole() {
        // Inside a line, with bytes after it that are not part of it.
        let line = "- 07:45 drink espresso"
        XCTAssertEqual(find(line, 8, 13), 1)
        XCTAssertNil(find(line, 8, 12))   // "drin"
        XCTAssertNil(find(line, 8, 14))   // "drink "
        XCTAssertNil(find(line, 9, 13))   // "rink"
        // At the very end of the bytes, with fewer than 8 after its start.
        XCTAssertEqual(find("x drink", 2), 1)
        XCTAssertEqual(find("x appointment", 2), 2)
        XCTAssertNil(find("drinks"))
        XCTAssertNil(find("a-spelling-longer-than-sixteen-to"))
        XCTAssertNil(find("a-spelling-longer-than-sixteen-tox"))
        XCTAssertNil(find(""))
    }

    func testTheFirstOfTwoSameSpellingsWinsAndOtherBytesAreNotLowerCased() {
        XCTAssertEqual(find("drink"), 1)
        // Only ASCII capitals are made small: "@" (0x40) and "[" (0x5B) stay what they are.
        let odd = ByteTable([("`a", 1), ("{a", 2)])
        XCTAssertNil(Array("@a".utf8).withUnsafeBufferPointer { odd.find($0, 0, 2) })
        XCTAssertNil(Array("[a".utf8).withUnsafeBufferPointer { odd.find($0, 0, 2) })
        XCTAssertEqual(Array("`A".utf8).withUnsafeBufferPointer { odd.find($0, 0, 2) }, 1)
        let accented = ByteTable([("café", 1)])
        XCTAssertEqual(Array("CAFé".utf8).withUnsafeBufferPointer { accented.find($0, 0, $0.count) }, 1)
        XCTAssertNil(Array("CAFÉ".utf8).withUnsafeBufferPointer { accented.find($0, 0, $0.count) })
    }
}
