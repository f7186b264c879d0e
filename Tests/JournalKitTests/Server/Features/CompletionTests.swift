import XCTest
@testable import JournalKit

final class FeaturesCompletionTests: XCTestCase {
    let now = TimeOfDay(minutes: 9 * 60 + 30)

    /// The list at the end of the last line of `featureJournal` with `line` added (or at
    /// `character` of it).
    func list(_ line: String, at character: Int? = nil) -> CompletionList {
        let document = featureDocument(line)
        let number = lineNumber(line, in: document)
        return Completion.list(in: document, at: TextPosition(line: number, character: character ?? line.utf16.count), now: now)
    }

    func testAfterTheBulletTheTimeNowThenTheKeywords() {
        let items = list("- ").items
        XCTAssertEqual(items.first?.label, "09:30")
        XCTAssertEqual(items.first?.textEdit, TextEdit(range: TextRange(line: 11, from: 2, to: 2), newText: "09:30 "))
        XCTAssertEqual(Array(items.dropFirst().prefix(4).map(\.label)), ["drink", "breakfast", "lunch", "dinner"])
        XCTAssertEqual(items[1].detail, "a drink: caffeine, water, energy")
        XCTAssertEqual(items[1].textEdit.newText, "drink ")
        XCTAssertEqual(items.map(\.label).filter { $0 == "symptom" || $0 == "took" || $0 == "weight" }, ["took", "weight", "symptom"])
        XCTAssertEqual(items.map(\.sortText).prefix(3), ["0000", "0001", "0002"])
    }

    func testAfterATimeTheKeywordsThatStartWithWhatIsTyped() {
        let items = list("- 07:45 dr").items
        XCTAssertEqual(items.first?.label, "drink")
        XCTAssertEqual(items.first?.textEdit.range, TextRange(line: 11, from: 8, to: 10))
        XCTAssertFalse(items.contains { $0.label == "09:30" }, "a time is written")
        XCTAssertTrue(items.dropFirst().allSatisfy { $0.kind == .value }, "then drinks, which need no keyword")
    }

    func testAfterDrinkTheDrinksWithTheirFiguresAndSource() {
        let items = list("- drink flat w").items
        XCTAssertEqual(items.first?.label, "flat white")
        XCTAssertEqual(items.first?.detail, "flat white · 236 ml · 130 mg caffeine · 110 kcal")
        XCTAssertEqual(items.first?.documentation, DrinkCatalog.entry(named: "flat white")?.source)
        XCTAssertEqual(items.first?.textEdit, TextEdit(range: TextRange(line: 11, from: 8, to: 14), newText: "flat white"))
    }

    func testTheJournalsOwnDrinksComeFirst() {
        let items = list("- drink oat").items
        XCTAssertEqual(items.first?.label, "oat latte")
        XCTAssertEqual(items.first?.detail, "oat latte · 350 ml · 126 mg caffeine · 130 kcal")
        XCTAssertEqual(items.first?.documentation, "yours: journal.md line 5")
        XCTAssertEqual(items.dropFirst().first?.label, "latte", "the catalog's latte by its alias")
        XCTAssertEqual(items.dropFirst().first?.filterText, "oat latte")
    }

    func testAfterADrinksNameItsSizes() {
        let items = list("- drink flat white ").items
        XCTAssertEqual(items.prefix(3).map(\.label), ["cup", "short", "tall"])
        XCTAssertEqual(items.first?.detail, "236 ml · 130 mg caffeine · 110 kcal")
        XCTAssertEqual(list("- drink flat white gr").items.map(\.label), ["grande"])
    }

    func testAfterAMealTheFoodsTheJournalsFirst() {
        let items = list("- lunch: soup, to").items
        XCTAssertEqual(items.first?.label, "toast")
        XCTAssertEqual(items.first?.detail, "toast · slice (30 g) · 80 kcal · 15 g carbs")
        XCTAssertEqual(items.first?.textEdit.range, TextRange(line: 11, from: 15, to: 17))
        let found = FoodCatalog.builtIn.search("to", limit: 5).map(\.name).filter { $0 != "toast" }
        XCTAssertEqual(Array(items.dropFirst().prefix(found.count).map(\.label)), found, "then as journal foods ranks them")
    }

    func testAnItemOfAMealOnALineOfItsOwnOrAfterItsDescription() {
        let document = featureDocument("- 12:30 lunch", "  - bread 2 slices", "", "  - toa")
        let items = Completion.list(in: document, at: TextPosition(line: 14, character: 7), now: now).items
        XCTAssertEqual(items.first?.label, "toast")
        XCTAssertEqual(items.first?.textEdit.range, TextRange(line: 14, from: 4, to: 7))
        let under = featureDocument("- mood 3", "  - toa")
        XCTAssertFalse(Completion.list(in: under, at: TextPosition(line: 12, character: 7), now: now).items.contains { $0.label == "toast" },
                       "only meals have children")
        XCTAssertEqual(list("- dinner with Sam: toa").items.first?.textEdit.range, TextRange(line: 11, from: 19, to: 22))
    }

    func testAfterACheckboxTheHabitsAndMedicationsInForce() {
        let items = list("- [ ] ").items
        XCTAssertEqual(items.map(\.label), ["meditate", "metformin"], "stretch is no longer in force")
        XCTAssertEqual(items.map(\.detail), ["habit · daily", "medication · 500 mg at 08:00, 20:00"])
        XCTAssertEqual(list("- [x] medi").items.map(\.label), ["meditate"])
        XCTAssertEqual(list("- took ").items.map(\.label), ["metformin"])
    }

    func testAfterANumberUnits() {
        let labels = list("- drink water 500 m").items.map(\.label)
        XCTAssertTrue(labels.contains("ml"))
        XCTAssertTrue(labels.allSatisfy { $0.hasPrefix("m") })
        XCTAssertEqual(list("- 2 ").items.prefix(3).map(\.label), ["mcg", "mg", "g"], "an amount without a keyword")
    }

    /// `é` takes one UTF-16 unit and `🌞` two: the tag's range counts them so.
    func testTagsAfterAHashInUTF16() {
        let items = list("- grateful: café 🌞 #w").items
        XCTAssertEqual(items.map(\.label), ["work"])
        XCTAssertEqual(items.first?.detail, "used 2 times")
        XCTAssertEqual(items.first?.textEdit.range, TextRange(line: 11, from: 21, to: 22))
    }

    func testPastTheEndOfALineIsItsEnd() {
        XCTAssertEqual(list("- drink flat w", at: 99).items.first?.textEdit.range, TextRange(line: 11, from: 8, to: 14))
    }

    func testNothingOffEntries() {
        XCTAssertEqual(list("## Notes").items.count, 0)
        XCTAssertEqual(list("Some prose").items.count, 0)
        XCTAssertEqual(list("- mood 4 fine").items.count, 0)
        let empty = JournalDocument(path: "journal.md", text: "", journal: Journal.load(text: ""))
        XCTAssertEqual(Completion.list(in: empty, at: TextPosition(line: 0, character: 0), now: now), CompletionList(isIncomplete: false, items: []))
        XCTAssertEqual(Completion.list(in: empty, at: TextPosition(line: 5, character: 3), now: now).items.count, 0)
    }

    func testTheListInTheProtocolsShape() {
        let json = list("- drink flat w").items[0].json.serialized(pretty: false)
        XCTAssertEqual(json, #"{"label":"flat white","kind":12,"detail":"flat white · 236 ml · 130 mg caffeine · 110 kcal","#
            + #""documentation":{"kind":"markdown","value":"\#(DrinkCatalog.entry(named: "flat white")!.source)"},"sortText":"0000","#
            + #""textEdit":{"range":{"start":{"line":11,"character":8},"end":{"line":11,"character":14}},"newText":"flat white"}}"#)
    }
}
