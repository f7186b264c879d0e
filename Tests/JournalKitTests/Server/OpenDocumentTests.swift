import Foundation
import XCTest
@testable import JournalKit

/// Positions in UTF-16 code units against a document's bytes, edits in place, and a
/// diagnostic's character columns turned into an editor's range.
final class OpenDocumentTests: XCTestCase {
    private let text = "- mood 4\n- drink café 😀 flat whiet\r\nlast"

    func testPositionsCountUTF16CodeUnits() {
        let d = OpenDocument(uri: "file:///j.md", version: 1, text: text)
        XCTAssertEqual(d.lineCount, 3)
        // "- drink café 😀 flat whiet": é is 2 bytes and 1 unit, 😀 4 bytes and 2 units.
        let line = d.lineStarts[1]
        XCTAssertEqual(d.offset(of: TextPosition(line: 1, character: 12)), line + 13)
        XCTAssertEqual(d.offset(of: TextPosition(line: 1, character: 13)), line + 14)
        XCTAssertEqual(d.offset(of: TextPosition(line: 1, character: 15)), line + 18, "after the emoji")
        XCTAssertEqual(d.offset(of: TextPosition(line: 1, character: 14)), line + 14, "inside the emoji: its start")
        XCTAssertEqual(d.position(ofOffset: line + 18), TextPosition(line: 1, character: 15))
        XCTAssertEqual(d.offset(of: TextPosition(line: 1, character: 99)), d.lineEnd(1), "past the line's end: its end, before CRLF")
        XCTAssertEqual(d.offset(of: TextPosition(line: 9, character: 0)), d.bytes.count)
        XCTAssertEqual(d.position(ofOffset: d.bytes.count), TextPosition(line: 2, character: 4))
    }

    func testLinesEndAtLFCRLFAndALoneCR() {
        let d = OpenDocument(uri: "u", version: 1, text: "a\nb\r\nc\rd\r")
        XCTAssertEqual(d.lineStarts, [0, 2, 5, 7, 9])
        XCTAssertEqual(String(decoding: d.line(2), as: UTF8.self), "c")
        XCTAssertEqual(d.line(4).count, 0)
    }

    func testIncrementalEditsGiveTheTextAndLinesAFreshReadGives() {
        var d = OpenDocument(uri: "u", version: 1, text: text)
        let edits: [(TextRange?, String)] = [
            (TextRange(line: 1, from: 21, to: 26), "white"),
            (TextRange(start: TextPosition(line: 0, character: 8), end: TextPosition(line: 1, character: 0)), " slow\n\n"),
            (TextRange(line: 3, from: 4, to: 4), "\r"),
            (TextRange(line: 1, from: 0, to: 0), "é\r\n"),
            (TextRange(start: TextPosition(line: 0, character: 0), end: TextPosition(line: 9, character: 0)), "x\ny"),
            (nil, "whole\nnew"),
            (TextRange(line: 0, from: 5, to: 5), "\r"),
            (TextRange(line: 1, from: 0, to: 0), "\n"),
        ]
        for (range, new) in edits {
            var expected = Array(d.text.utf16)
            if let range {
                let a = d.offset(of: range.start), b = d.offset(of: range.end)
                let ua = String(decoding: d.bytes[..<a], as: UTF8.self).utf16.count, ub = String(decoding: d.bytes[..<b], as: UTF8.self).utf16.count
                expected.replaceSubrange(ua..<ub, with: Array(new.utf16))
            } else {
                expected = Array(new.utf16)
            }
            d.replace(range, with: new)
            let fresh = OpenDocument(uri: "u", version: 1, text: String(decoding: expected, as: UTF16.self))
            XCTAssertEqual(d.text, fresh.text)
            XCTAssertEqual(d.lineStarts, fresh.lineStarts, "\(range.map { "\($0)" } ?? "nil") \(new.debugDescription)")
        }
        XCTAssertEqual(d.text, "whole\r\n\nnew")
    }

    func testAThousandSmallEditsAreCheap() {
        var d = OpenDocument(uri: "u", version: 1, text: String(repeating: "- drink espresso\n", count: 5_000))
        for k in 0..<1_000 { d.replace(TextRange(line: 2_500, from: k % 5, to: k % 5), with: k % 2 == 0 ? "x" : "\n") }
        XCTAssertEqual(d.lineCount, 5_501)
    }

    func testADiagnosticsColumnsBecomeUTF16OnTheLineAsWritten() {
        let line = "- drink café 😀 flat whiet"
        // Columns count characters: "flat whiet" is characters 16 to 25 (from 1); in UTF-16
        // code units (from 0) 16 to 25 too, as the emoji's two units make up for counting from 1.
        let d = Diagnostic(.error, .unknownDrink, file: "j.md", line: 2, column: 16, endColumn: 26, message: "m", sourceLine: line)
        XCTAssertEqual(EditorDiagnostic.range(of: d, line: Array(line.utf8)[...]), TextRange(line: 1, from: 16, to: 26))
        XCTAssertEqual(EditorDiagnostic.range(of: d, line: nil), TextRange(line: 1, from: 16, to: 26), "from its own excerpt")
        let cafe = Diagnostic(.error, .unknownDrink, file: "j.md", line: 2, column: 9, endColumn: 13, message: "m", sourceLine: line)
        XCTAssertEqual(EditorDiagnostic.range(of: cafe, line: Array(line.utf8)[...]), TextRange(line: 1, from: 8, to: 12))
        // A comment is blanked byte for byte: its é counts two columns as read.
        let commented = "- <!-- é --> drink x"
        let asRead = "-" + String(repeating: " ", count: 13) + "drink x"
        let c = Diagnostic(.error, .unknownDrink, file: "j.md", line: 1, column: 21, endColumn: 22, message: "m", sourceLine: asRead)
        XCTAssertEqual(EditorDiagnostic.range(of: c, line: Array(commented.utf8)[...]), TextRange(line: 0, from: 19, to: 20))
        let whole = Diagnostic(.error, .fileNotFound, file: "j.md", line: 0, column: 0, endColumn: 0, message: "m")
        XCTAssertEqual(EditorDiagnostic.range(of: whole, line: nil), TextRange(line: 0, from: 0, to: 0))
    }

    func testADiagnosticIsSentWithItsCodeSeverityAndHint() {
        let d = Diagnostic(.warning, .partialName, file: "j.md", line: 3, column: 1, endColumn: 2, message: "words left", hint: "write it so")
        XCTAssertEqual(EditorDiagnostic.json(d, range: TextRange(line: 2, from: 0, to: 1)).serialized(pretty: false),
                       #"{"range":{"start":{"line":2,"character":0},"end":{"line":2,"character":1}},"severity":2,"code":"partial-name","#
                       + #""source":"journal","message":"words left\nwrite it so"}"#)
    }

    func testAJournalReadWithAnOverlayReadsTheGivenText() throws {
        let dir = NSTemporaryDirectory() + "overlay-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "## 2026-11-21\n- drink flat whiet\n".write(toFile: dir + "/a.md", atomically: false, encoding: .utf8)
        XCTAssertEqual(Journal.check(paths: [dir]).map(\.code), [.unknownDrink])
        let fixed = Array("## 2026-11-21\n- drink flat white\n".utf8)
        XCTAssertEqual(Journal.check(paths: [dir], overlay: [dir + "/a.md": fixed]), [])
        XCTAssertEqual(Journal.check(paths: [dir + "/sub/../a.md"], overlay: [dir + "/a.md": fixed]), [], "by its standardized path")
    }
}
