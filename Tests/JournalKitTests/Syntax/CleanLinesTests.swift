import XCTest
@testable import JournalKit

/// The memory of items (``CleanLines``): an item comes back on its new line and columns,
/// only once its text was read twice, and drinks and meal items are kept apart.
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
            XCTAssertEqual(clean.recall(buf, 9, buf.count, isDrink: false, file: 0, line: 3, lineStart: 0, into: &items), .new)
            XCTAssertEqual(clean.recall(buf, 9, buf.count, isDrink: false, file: 0, line: 3, lineStart: 0, into: &items), .readBefore)
            clean.remember([item][...], text: 9..<buf.count, isDrink: false, buf: buf, lineStart: 0)
            // A drink of the same text is another thing.
            XCTAssertEqual(clean.recall(buf, 9, buf.count, isDrink: true, file: 0, line: 3, lineStart: 0, into: &items), .new)
            XCTAssertTrue(items.isEmpty)
        }
        // The same text on line 8 of file 1, after a longer start: "  - 07:30 snack: granola 62 g".
        let again = "## 2026-11-21\n  - 07:30 snack: granola 62 g"
        withBytes(again) { buf in
            var items: [ItemEntry] = []
            let lineStart = 14, itemStart = lineStart + 17
            XCTAssertEqual(clean.recall(buf, itemStart, buf.count, isDrink: false, file: 1, line: 8, lineStart: lineStart, into: &items),
                           .recalled)
            XCTAssertEqual(items.count, 1)
            XCTAssertEqual(items[0].nameRange, SourceRange(file: 1, line: 8, column: 18, endColumn: 25))
            XCTAssertEqual(items[0].amountRange, SourceRange(file: 1, line: 8, column: 26, endColumn: 30))
            XCTAssertEqual(items[0].nutrients.energy, 250)
            XCTAssertEqual(items[0].recall, .recalled)
        }
    }
}
