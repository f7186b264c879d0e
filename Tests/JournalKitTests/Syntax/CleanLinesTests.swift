import XCTest
@testable import JournalKit

/// The store of the memory of items and lines (``CleanLines``): an item comes back on its new line and
/// columns, only once its text was read twice, and drinks and meal items are kept apart; a
/// stem comes back whatever plain comment follows it; the map of texts finds what it keeps.
final class CleanLinesTests: XCTestCase {
    private func withBytes<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        Array(text.utf8).withUnsafeBufferPointer(body)
    }

    func testARememberedItemMovesToTheLineAndColumnWhereItIsReadAgain() {
        let clean = CleanLines()
        // "- lunch: granola 62 g" on line 3: the item's text starts at byte 9 (column 10).
        let first = "- lunch: granola 62 g"
        var item = ItemEntry(name: "granola", nameRange: SourceRange(file: 0, line: 3, column: 10, endColumn: 17),
                             amount: Quantity(62, .g), amountRange: SourceRange(file: 0, line: 3, column: 18, endColumn: 22))
        item.nutrients.energy = 250
        withBytes(first) { buf in
            var items: [ItemEntry] = []
            XCTAssertFalse(clean.recall(buf, 9, buf.count, isDrink: false, file: 0, line: 3, lineStart: 0, into: &items))
            XCTAssertFalse(clean.mayRemember(buf, 9..<buf.count, isDrink: false))
            XCTAssertTrue(clean.mayRemember(buf, 9..<buf.count, isDrink: false))
            clean.remember([item][...], text: 9..<buf.count, isStem: false, isDrink: false, buf: buf, lineStart: 0)
            // A drink of the same text is another thing.
            XCTAssertFalse(clean.recall(buf, 9, buf.count, isDrink: true, file: 0, line: 3, lineStart: 0, into: &items))
            XCTAssertTrue(items.isEmpty)
        }
        // The same text on line 8 of file 1, after a longer start: "  - 07:30 snack: granola 62 g".
        let again = "## 2026-11-21\n  - 07:30 snack: granola 62 g"
        withBytes(again) { buf in
            var items: [ItemEntry] = []
            let lineStart = 14, itemStart = lineStart + 17
            XCTAssertTrue(clean.recall(buf, itemStart, buf.count, isDrink: false, file: 1, line: 8, lineStart: lineStart, into: &items))
            XCTAssertEqual(items.count, 1)
            XCTAssertEqual(items[0].nameRange, SourceRange(file: 1, line: 8, column: 18, endColumn: 25))
            XCTAssertEqual(items[0].amountRange, SourceRange(file: 1, line: 8, column: 26, endColumn: 30))
            XCTAssertEqual(items[0].nutrients.energy, 250)
        }
    }

    /// A stem (`espresso x2`) is found for the item with any plain comment after it, and comes
    /// back without the comment it was read with; a text kept whole is not a stem.
    func testAStemIsFoundWhateverPlainCommentFollowsIt() {
        let clean = CleanLines()
        var item = ItemEntry(name: "espresso", nameRange: SourceRange(file: 0, line: 1, column: 9, endColumn: 17), count: 2,
                             comment: "with Sam")
        item.nutrients.caffeine = 126
        withBytes("- drink espresso x2 with Sam") { buf in
            clean.remember([item][...], text: 8..<19, isStem: true, isDrink: true, buf: buf, lineStart: 0)
        }
        withBytes("- drink espresso x2 on the train") { buf in
            var items: [ItemEntry] = []
            XCTAssertFalse(clean.recall(buf, 8, buf.count, isDrink: true, file: 0, line: 5, lineStart: 0, into: &items))
            XCTAssertTrue(clean.recall(buf, 8, 19, stem: true, isDrink: true, file: 0, line: 5, lineStart: 0, into: &items))
            XCTAssertEqual(items.count, 1)
            XCTAssertEqual(items[0].comment, "")
            XCTAssertEqual(items[0].count, 2)
            XCTAssertEqual(items[0].nutrients.caffeine, 126)
            XCTAssertEqual(items[0].nameRange, SourceRange(file: 0, line: 5, column: 9, endColumn: 17))
        }
        // `cola 330` is kept whole, not as a stem: `cola 330 cans` is another item.
        let cola = ItemEntry(name: "cola", nameRange: SourceRange(file: 0, line: 1, column: 9, endColumn: 13))
        withBytes("- drink cola 330") { buf in
            clean.remember([cola][...], text: 8..<buf.count, isStem: false, isDrink: true, buf: buf, lineStart: 0)
        }
        withBytes("- drink cola 330 cans") { buf in
            var items: [ItemEntry] = []
            XCTAssertFalse(clean.recall(buf, 8, 16, stem: true, isDrink: true, file: 0, line: 5, lineStart: 0, into: &items))
            XCTAssertTrue(items.isEmpty)
        }
    }

    func testATextIsReadBeforeFromItsSecondReading() {
        let clean = CleanLines()
        let a = withBytes("- grateful: the walk by the river") { ByteMap.hash($0, 2, $0.count) }
        let b = withBytes("- grateful: a letter from Ana") { ByteMap.hash($0, 2, $0.count) }
        XCTAssertFalse(clean.readBefore(hash: a))
        XCTAssertFalse(clean.readBefore(hash: b))
        XCTAssertTrue(clean.readBefore(hash: a))
        XCTAssertTrue(clean.readBefore(hash: a))
        XCTAssertTrue(clean.readBefore(hash: b))
    }

    func testAByteMapFindsEveryTextItKeepsAcrossItsGrowthAndNoOther() {
        let map = ByteMap(limit: 5_000)
        let texts = (0..<6_000).map { "drink water \($0) ml" }
        for (n, text) in texts.enumerated() {
            withBytes(text) { map.insert($0, 0, $0.count, hash: ByteMap.hash($0, 0, $0.count), value: Int32(n)) }
        }
        XCTAssertTrue(map.isFull)
        for (n, text) in texts.enumerated() {
            let value = withBytes(text) { map.value($0, 0, $0.count, hash: ByteMap.hash($0, 0, $0.count)) }
            XCTAssertEqual(value, n < 5_000 ? Int32(n) : nil, text)
        }
        // The same bytes elsewhere in a buffer are the same text; a prefix is not.
        withBytes("## x\ndrink water 42 ml") { buf in
            XCTAssertEqual(map.value(buf, 5, buf.count, hash: ByteMap.hash(buf, 5, buf.count)), 42)
            XCTAssertNil(map.value(buf, 5, buf.count - 1, hash: ByteMap.hash(buf, 5, buf.count - 1)))
        }
    }
}
