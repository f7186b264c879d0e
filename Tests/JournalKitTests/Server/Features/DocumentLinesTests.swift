import XCTest
@testable import JournalKit

final class FeaturesDocumentLinesTests: XCTestCase {
    let lines = DocumentLines("a\r\ncafé 🌞 x\n")

    func testLinesEndAtLineBreaksWithoutTheirCarriageReturn() {
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines.text(ofLine: 0), "a")
        XCTAssertEqual(lines.text(ofLine: 2), "")
        XCTAssertEqual(lines.text(ofLine: 7), "", "a line past the last is empty")
        XCTAssertEqual(DocumentLines("").count, 1)
    }

    /// `é` is one UTF-16 unit and two bytes; `🌞` two units and four bytes.
    func testPositionsAreUTF16AndOffsetsBytes() {
        XCTAssertEqual(lines.byteOffset(of: TextPosition(line: 1, character: 4)), 5)
        XCTAssertEqual(lines.byteOffset(of: TextPosition(line: 1, character: 5)), 6)
        XCTAssertEqual(lines.byteOffset(of: TextPosition(line: 1, character: 6)), 6, "inside the emoji: its start")
        XCTAssertEqual(lines.byteOffset(of: TextPosition(line: 1, character: 7)), 10)
        XCTAssertEqual(lines.byteOffset(of: TextPosition(line: 1, character: 100)), 12, "past the end: the end")
        XCTAssertEqual(lines.character(atByte: 10, line: 1), 7)
        XCTAssertEqual(lines.end(ofLine: 1), TextPosition(line: 1, character: 9))
    }

    func testSourceRangesAndDiagnosticsBecomeUTF16Ranges() {
        // Bytes 11…12 (from 1): `x`.
        XCTAssertEqual(lines.range(of: SourceRange(file: 0, line: 2, column: 12, endColumn: 13)), TextRange(line: 1, from: 8, to: 9))
        // Characters 6…7 (from 1, in scalars): the emoji.
        let d = Diagnostic(.warning, .tab, file: "j.md", line: 2, column: 6, endColumn: 7, message: "")
        XCTAssertEqual(lines.range(of: d), TextRange(line: 1, from: 5, to: 7))
    }
}
