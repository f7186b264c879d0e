import XCTest
@testable import JournalKit

final class FeaturesHoverTests: XCTestCase {
    let document = featureDocument("- 08:30 drink oat latte", "- 12:00 lunch: toast 2 slices, banana", "- [x] meditate", "- 09:00 took metformin",
                                   "- 🌞 café walk")

    func hover(_ line: String, at character: Int = 3) -> Hover? {
        Hover.at(TextPosition(line: lineNumber(line, in: document), character: character), in: document)
    }

    func testADrinkSaysWhatItCountsWhereTheFiguresComeFromAndTheCaffeineInTheBody() {
        let h = hover("- 07:45 drink espresso x2 #work")
        XCTAssertEqual(h?.markdown, """
            **drink** espresso x2: 126 mg caffeine · 60 ml water · 6 kcal

            espresso x2 → espresso (Mayo Clinic (1 oz)): caffeine 126 mg, water 60 ml, energy 6 kcal

            caffeine in the body at 07:45: 126 mg
            """)
        XCTAssertEqual(h?.range, TextRange(line: 9, from: 0, to: 31))
        XCTAssertEqual(hover("- 08:30 drink oat latte")?.markdown, """
            **drink** oat latte: 126 mg caffeine · 350 ml water · 130 kcal

            oat latte → oat latte (yours: journal.md line 5): caffeine 126 mg, water 350 ml, energy 130 kcal

            caffeine in the body at 08:30: 240 mg
            """, "the espresso's, less what an hour has taken, and the latte's")
    }

    func testAMealSaysEachItem() {
        XCTAssertEqual(hover("- 12:00 lunch: toast 2 slices, banana")?.markdown.split(separator: "\n").prefix(3), [
            "**lunch** toast 2 slices, banana — 265 kcal",
            "- toast 2 slices → toast (yours: journal.md line 6): energy 160 kcal, carbs 30 g",
            "- banana → banana (USDA: Bananas, raw): energy 105.02 kcal, carbs 26.95 g, sugar 14.43 g, fiber 3.07 g, fat 0.39 g, protein 1.29 g, vitamin-c 10.27 mg, sodium 1.18 mg",
        ])
    }

    func testADayHeadingSaysTheDaysRings() {
        let h = hover("## 2026-11-21 Saturday")
        XCTAssertEqual(h?.markdown, "**Saturday 2026-11-21**\n\nCaffeine ◑ 63% · Habits ● 100% · Medications ◑ 50%")
        XCTAssertEqual(h?.range, TextRange(line: 8, from: 0, to: 22))
    }

    func testADefinitionSaysWhereItIsUsedAndWhenItIsInForce() {
        XCTAssertEqual(hover("- habit meditate")?.markdown, "**habit meditate**\n\nused by 1 entry, on 2026-11-21\n\nin force always")
        XCTAssertEqual(hover("- med metformin 500 mg at 08:00, 20:00")?.markdown, "**medication metformin**\n\nused by 1 entry, on 2026-11-21\n\nin force always")
        XCTAssertEqual(hover("- habit stretch until 2026-11-20")?.markdown, "**habit stretch**\n\nused by no entry\n\nin force until 2026-11-20")
        XCTAssertEqual(hover("- drink \"oat latte\" per 350 ml: 126 mg caffeine, 130 kcal")?.range, TextRange(line: 4, from: 0, to: 57))
    }

    func testANoteAfterAnEmojiCountsNothingAndItsRangeIsInUTF16() {
        let h = hover("- 🌞 café walk", at: 99)
        XCTAssertEqual(h?.markdown, "**note** 🌞 café walk (counts nothing)")
        XCTAssertEqual(h?.range, TextRange(line: 15, from: 0, to: 14))
    }

    func testNothingWhereThereIsNothingToSay() {
        XCTAssertNil(hover(""))
        XCTAssertNil(hover("- goal caffeine <= 400 mg"))
        XCTAssertNil(Hover.at(TextPosition(line: 99, character: 0), in: document))
        let empty = JournalDocument(path: "journal.md", text: "", journal: Journal.load(text: ""))
        XCTAssertNil(Hover.at(TextPosition(line: 0, character: 0), in: empty))
    }

    func testTheHoverInTheProtocolsShape() {
        XCTAssertEqual(Hover(markdown: "**x**", range: TextRange(line: 1, from: 0, to: 2)).json.serialized(pretty: false),
                       #"{"contents":{"kind":"markdown","value":"**x**"},"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":2}}}"#)
    }
}
