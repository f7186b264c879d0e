import Foundation
import XCTest
@testable import JournalKit

final class FeaturesCodeActionTests: XCTestCase {
    let document = featureDocument("- drink expresso", "- lunch: toasst", "- took metforminn", "- flat white with Zoë #work", "- [ ] call the bank",
                                   "- [x] meditate")

    func actions(onLine line: Int, in document: JournalDocument? = nil) -> [CodeAction] {
        CodeActions.actions(in: document ?? self.document, range: TextRange(line: line, from: 0, to: 0), uri: { "file:///j/" + $0 })
    }

    func edit(_ line: Int, _ from: Int, _ to: Int, _ text: String) -> WorkspaceEdit {
        WorkspaceEdit(changes: [("file:///j/journal.md", [TextEdit(range: TextRange(line: line, from: from, to: to), newText: text)])])
    }

    func testTheNameMeantAndADefinitionToFillIn() {
        let drink = actions(onLine: 11)
        XCTAssertEqual(drink.map(\.title), ["Change to espresso", "Define expresso as a drink"])
        XCTAssertEqual(drink.map(\.kind), [.quickfix, .quickfix])
        XCTAssertEqual(drink.map(\.isPreferred), [true, false])
        XCTAssertEqual(drink[0].edit, edit(11, 8, 16, "espresso"))
        XCTAssertEqual(drink[0].diagnostic?.code, .unknownDrink)
        XCTAssertEqual(drink[1].edit, edit(6, 25, 25, "\n- drink expresso per cup (240 ml): … mg caffeine, … kcal"), "after the last definition")
        let food = actions(onLine: 12)
        XCTAssertEqual(food.map(\.title), ["Change to toast", "Define toasst as a food"])
        XCTAssertEqual(food[0].edit, edit(12, 9, 15, "toast"))
        XCTAssertEqual(food[1].edit, edit(6, 25, 25, "\n- food toasst per 100 g: … kcal, … g carbs, … g protein, … g fat"))
        XCTAssertEqual(actions(onLine: 13).map(\.edit), [edit(13, 7, 17, "metformin")])
    }

    func testADefinitionGoesUnderSettingsOrANewSettingsHeading() {
        func define(_ text: String) -> WorkspaceEdit? {
            let document = JournalDocument(path: "journal.md", text: text, journal: Journal.load(text: text))
            return actions(onLine: document.lines.count - 1, in: document).first { $0.title.hasPrefix("Define") }?.edit
        }
        XCTAssertEqual(define("## 2026-11-21\n- drink zzqx fizz"),
                       edit(0, 0, 0, "## Settings\n- drink \"zzqx fizz\" per cup (240 ml): … mg caffeine, … kcal\n\n"))
        XCTAssertEqual(define("## Settings\n\n## 2026-11-21\n- drink zzqx fizz"),
                       edit(0, 11, 11, "\n- drink \"zzqx fizz\" per cup (240 ml): … mg caffeine, … kcal"))
    }

    /// `ë` is one UTF-16 unit and two bytes; the tag stays.
    func testTheLineALooksLikeEntryWarningSaysToWrite() {
        let fix = actions(onLine: 14)
        XCTAssertEqual(fix.map(\.title), ["Write it as: drink flat white -- with Zoë"])
        XCTAssertEqual(fix.first?.edit, edit(14, 2, 21, "drink flat white -- with Zoë"))
    }

    func testNoLineToWriteWhereTheHintHasAGuessInIt() {
        let document = featureDocument("- gym session")
        XCTAssertEqual(document.loaded.diagnostics.map(\.code), [.looksLikeEntry])
        XCTAssertEqual(actions(onLine: 11, in: document).count, 0, "its minutes are not known")
    }

    /// The editor names the file by its absolute path, the journal as it was given.
    func testTheDocumentIsTheJournalsFileByAnotherPath() {
        let text = featureJournal + "- drink expresso"
        let path = FileManager.default.currentDirectoryPath + "/./journal.md"
        let document = JournalDocument(path: path, text: text, journal: Journal.load(text: text, path: "journal.md"))
        XCTAssertEqual(document.fileIndex, 0)
        XCTAssertEqual(CodeActions.actions(in: document, range: TextRange(line: 11, from: 0, to: 0)).first?.edit.changes.first?.uri,
                       URL(fileURLWithPath: path).absoluteString)
    }

    func testMarkDoneOnAnOpenCheckbox() {
        XCTAssertEqual(actions(onLine: 15).map(\.title), ["Mark done"])
        XCTAssertEqual(actions(onLine: 15).first?.edit, edit(15, 3, 4, "x"))
        XCTAssertEqual(actions(onLine: 15).first?.kind, .refactor)
        XCTAssertEqual(actions(onLine: 16).count, 0, "done already")
    }

    func testARangeOfLinesHasTheActionsOfEach() {
        let all = CodeActions.actions(in: document, range: TextRange(start: TextPosition(line: 11, character: 3), end: TextPosition(line: 15, character: 0)))
        XCTAssertEqual(all.count, 7)
    }

    func testNothingWhereThereIsNoProblem() {
        XCTAssertEqual(actions(onLine: 9).count, 0)
        XCTAssertEqual(actions(onLine: 99).count, 0)
        let empty = JournalDocument(path: "journal.md", text: "", journal: Journal.load(text: ""))
        XCTAssertEqual(actions(onLine: 0, in: empty).count, 0)
    }

    func testTheActionInTheProtocolsShape() {
        XCTAssertEqual(actions(onLine: 15)[0].json.serialized(pretty: false),
                       #"{"title":"Mark done","kind":"refactor","edit":{"changes":{"file:///j/journal.md":[{"range":{"start":{"line":15,"character":3},"#
                        + #""end":{"line":15,"character":4}},"newText":"x"}]}}}"#)
        XCTAssertEqual(DocumentURI.of(path: "/j/my journal.md"), "file:///j/my%20journal.md")
    }
}
