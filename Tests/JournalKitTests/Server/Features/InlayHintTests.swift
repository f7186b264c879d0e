import XCTest
@testable import JournalKit

final class FeaturesInlayHintTests: XCTestCase {
    let document = featureDocument("- 08:30 drink oat latte 🌞", "- drink water 500 ml", "## 2026-11-22 Sunday", "- drink flat white")

    func testEachDrinksCaffeineAtTheEndOfItsLine() {
        let hints = InlayHints.hints(in: document, range: TextRange(start: TextPosition(line: 0, character: 0), end: TextPosition(line: 99, character: 0)))
        XCTAssertEqual(hints, [
            InlayHint(position: TextPosition(line: 9, character: 31), label: "126 mg", tooltip: "caffeine"),
            InlayHint(position: TextPosition(line: 11, character: 26), label: "126 mg", tooltip: "caffeine"),
            InlayHint(position: TextPosition(line: 14, character: 18), label: "130 mg", tooltip: "caffeine"),
        ], "water has none; the emoji counts two")
        XCTAssertEqual(InlayHints.hints(in: document, range: TextRange(line: 11, from: 0, to: 3)).count, 1)
        XCTAssertEqual(InlayHints.hints(in: document, range: TextRange(line: 10, from: 0, to: 3)), [], "a mood")
        XCTAssertEqual(hints[0].json.serialized(pretty: false),
                       #"{"position":{"line":9,"character":31},"label":"126 mg","paddingLeft":true,"tooltip":"caffeine"}"#)
        let empty = JournalDocument(path: "journal.md", text: "", journal: Journal.load(text: ""))
        XCTAssertEqual(InlayHints.hints(in: empty, range: TextRange(line: 0, from: 0, to: 5)), [])
    }

    func testEachDayHeadingsRingsAboveIt() {
        let lenses = InlayHints.codeLenses(in: document)
        XCTAssertEqual(lenses.map(\.title), ["Caffeine ◑ 63% · Medications ○ 0%", "Caffeine ○ 33% · Medications ○ 0%"])
        XCTAssertEqual(lenses.map(\.range), [TextRange(line: 8, from: 0, to: 22), TextRange(line: 13, from: 0, to: 20)])
        XCTAssertEqual(lenses[1].json.serialized(pretty: false),
                       #"{"range":{"start":{"line":13,"character":0},"end":{"line":13,"character":20}},"#
                        + #""command":{"title":"Caffeine ○ 33% · Medications ○ 0%","command":"journal.day","arguments":["2026-11-22"]}}"#)
        let empty = JournalDocument(path: "journal.md", text: "", journal: Journal.load(text: ""))
        XCTAssertEqual(InlayHints.codeLenses(in: empty), [])
    }
}
