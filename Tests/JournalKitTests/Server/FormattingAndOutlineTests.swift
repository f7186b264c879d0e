import Foundation
import XCTest
@testable import JournalKit

/// Formatting as edits an editor applies, and a file's outline and folds.
final class FormattingAndOutlineTests: XCTestCase {
    /// `edits` applied to `document`, last first (they do not overlap).
    private func applying(_ edits: [TextEdit], to document: OpenDocument) -> String {
        var d = document
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) { d.replace(edit.range, with: edit.newText) }
        return d.text
    }

    private let journal = """
        ## Settings
        - Goal caffeine <=400mg
        ## 2026-11-21 Saturday
        ### Morning
        -  [x]   meditate
        - 7:30 Drink café 😀 espresso
        - mood 4 <!-- é -->
        ```
        ## 2026-11-22 not a day: in a code block
        ```
        ### Evening
        - drink water 500ml\r
        ## Notes
        prose
        """

    func testFormattingEditsGiveTheCanonicalForm() {
        let d = OpenDocument(uri: "u", version: 1, text: journal)
        let edits = FormattingEdits.edits(for: d, path: "journal.md")
        XCTAssertEqual(applying(edits, to: d), JournalFormatter.format(journal))
        // Small edits: a blank line on its own, and of a line changed in place only what changed
        // (from its time to its keyword's capital), in UTF-16 units on a line with é and 😀.
        XCTAssertTrue(edits.contains(TextEdit(range: TextRange(line: 4, from: 0, to: 0), newText: "\n")), "\(edits)")
        XCTAssertTrue(edits.contains(TextEdit(range: TextRange(line: 5, from: 2, to: 8), newText: "07:30 d")), "\(edits)")
        XCTAssertTrue(edits.contains(TextEdit(range: TextRange(line: 11, from: 17, to: 17), newText: " ")), "500ml\\r: \(edits)")
        let canonical = OpenDocument(uri: "u", version: 1, text: JournalFormatter.format(journal))
        XCTAssertEqual(FormattingEdits.edits(for: canonical, path: "journal.md"), [])
    }

    /// Text added after the last line break is inserted at the end of the last line, line
    /// break first (Neovim before 0.12 adds a blank line after an insertion past the last line).
    func testAnInsertionAtTheEndGoesAtTheEndOfTheLastLine() {
        for lineBreak in ["\n", "\r\n"] {
            let old = "## 2026-11-21\(lineBreak)- mood 4\(lineBreak)"
            let new = old + "\(lineBreak)## 2026-11-22\(lineBreak)- mood 5\(lineBreak)"
            let d = OpenDocument(uri: "u", version: 1, text: old)
            let edits = FormattingEdits.edits(from: Array(old.utf8), to: Array(new.utf8), in: d)
            let end = TextPosition(line: 1, character: 8)
            XCTAssertFalse(edits.isEmpty)
            XCTAssertTrue(edits.allSatisfy { $0.range == TextRange(start: end, end: end) }, "\(edits)")
            // Inserts at one place stand in the order sent.
            XCTAssertEqual(String(decoding: Array(old.utf8).dropLast(lineBreak.utf8.count), as: UTF8.self)
                           + edits.map(\.newText).joined() + lineBreak, new)
        }
        // Without a line break at the end, the text goes after the last character as it was.
        let d = OpenDocument(uri: "u", version: 1, text: "- mood 4")
        let edits = FormattingEdits.edits(from: Array("- mood 4".utf8), to: Array("- mood 4\n- mood 5".utf8), in: d)
        XCTAssertTrue(edits.allSatisfy { $0.range == TextRange(line: 0, from: 8, to: 8) }, "\(edits)")
        XCTAssertEqual(edits.map(\.newText).joined(), "\n- mood 5")
    }

    func testRangeFormattingKeepsTheEditsOfItsLines() {
        let d = OpenDocument(uri: "u", version: 1, text: journal)
        let edits = FormattingEdits.edits(for: d, path: "journal.md", within: TextRange(line: 5, from: 3, to: 4))
        XCTAssertFalse(edits.isEmpty)
        XCTAssertTrue(edits.allSatisfy { $0.range.start.line == 5 && $0.range.end.line == 5 }, "\(edits)")
        XCTAssertEqual(String(decoding: OpenDocument(uri: "u", version: 1, text: applying(edits, to: d)).line(5), as: UTF8.self),
                       "- 07:30 drink café 😀 espresso")
    }

    func testTheOutlineHasTheParsersSections() {
        let d = OpenDocument(uri: "u", version: 1, text: journal)
        let outline = DocumentOutline(d, path: "journal.md")
        XCTAssertEqual(outline.sections.map(\.name), ["Settings", "2026-11-21 Saturday", "Notes"])
        XCTAssertEqual(outline.sections.map(\.kind), [.named, .day, .named])
        XCTAssertEqual(outline.sections[1].firstLine, 2)
        XCTAssertEqual(outline.sections[1].lastLine, 11)
        XCTAssertEqual(outline.sections[1].children.map(\.name), ["Morning", "Evening"], "not the heading in the code block")
        XCTAssertEqual(outline.sections[1].children.map(\.lastLine), [9, 11])
        XCTAssertEqual(outline.blocks, [DocumentOutline.Block(kind: .code, firstLine: 7, lastLine: 9)])
        XCTAssertEqual(outline.foldingJSON.serialized(pretty: false),
                       #"[{"startLine":0,"endLine":1},{"startLine":2,"endLine":11},{"startLine":3,"endLine":9},{"startLine":7,"endLine":9},"#
                       + #"{"startLine":10,"endLine":11},{"startLine":12,"endLine":13}]"#)
    }

    func testADailyNoteIsOneDayWithItsHeadings() {
        let text = "---\ntitle: x\n---\n# Morning\n- drink tea\n<!--\n# not a heading\n-->\n# Evening\n- mood 4\n"
        let d = OpenDocument(uri: "u", version: 1, text: text)
        let outline = DocumentOutline(d, path: "notes/2026-11-21.md")
        XCTAssertEqual(outline.sections.map(\.name), ["2026-11-21"])
        XCTAssertEqual(outline.sections[0].children.map(\.name), ["Morning", "Evening"])
        XCTAssertEqual(outline.blocks.map(\.kind), [.frontMatter, .comment])
    }
}
