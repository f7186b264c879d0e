import XCTest
@testable import JournalKit

/// Cases found by reading the parser against Grammar.md; each was a bug.
final class ParserRegressionTests: XCTestCase {
    func testBOMDoesNotShiftLineNumbers() {
        let d = journal("\u{FEFF}## 2026-11-21\n- mood 9\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.byteOrderMark, .badMood])
        XCTAssertEqual(d.map(\.line), [1, 2])
    }

    func testNotesKeepTheirTime() {
        let e = entries("## 2026-11-21\n- 07:45 woke up early\n")
        XCTAssertEqual(e[0].time, TimeOfDay(hour: 7, minute: 45))
        XCTAssertEqual(e[0].note?.text, "woke up early")
    }

    func testTimesWithASpacedMeridiem() {
        let e = entries("## 2026-11-21\n- 7:45 pm mood 4\n- 7 pm mood 3\n")
        XCTAssertEqual(e.map(\.time), [TimeOfDay(hour: 19, minute: 45), TimeOfDay(hour: 19, minute: 0)])
    }

    func testPunctuationAfterTheHeadingDate() {
        XCTAssertEqual(journal("## 2026-11-24. tues\n").diagnostics.map(\.code), [])
        XCTAssertEqual(journal("## 2026-11-24. wed\n").diagnostics.map(\.code), [.weekdayMismatch])
    }

    func testServingNamedWithItsSize() {
        let d = journal("## Settings\n- drink kombucha per bottle 330 ml: 15 mg caffeine\n- food x per 100 kcal: 5 g fat\n")
        XCTAssertEqual(d.journal.definitions.drinks.first?.value.serving, Serving(name: "bottle", amount: Quantity(330, .ml)))
        XCTAssertEqual(d.diagnostics.map(\.code), [.badDefinition])
    }

    func testAtMostSignIsNotAtLeast() {
        let h = journal("## Settings\n- habit sugar ≤ 30 g\n- habit read ≥ 20 pages\n")
        XCTAssertEqual(h.journal.definitions.habits.map(\.value.target), [20])
        XCTAssertEqual(h.diagnostics.map(\.code), [.badHabit])
    }

    func testMealWithOnlyATagAndTagsOnChildren() {
        let loaded = journal("## Settings\n- food soup per bowl (300 g): 200 kcal\n## 2026-11-21\n- lunch #work\n  - soup #cosy\n")
        XCTAssertEqual(loaded.diagnostics.map(\.code), [])
        XCTAssertEqual(loaded.journal.days[0].entries[0].tags, ["work", "cosy"])
        XCTAssertEqual(loaded.journal.days[0].nutrients.energy, 200)
    }

    func testCountAfterParenthesesAndZeroCounts() {
        let loaded = journal("## 2026-11-21\n- drink latte (150 mg) x2 #cafe\n- drink espresso 0\n")
        XCTAssertEqual(loaded.journal.days[0].entries[0].drink?.count, 2)
        XCTAssertEqual(loaded.journal.days[0].entries[0].drink?.comment, "")
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.badAmount])
    }

    func testProseThatStartsWithADefinitionWordInADay() {
        let loaded = journal("## 2026-11-21\n- set up the tent\n- away from desk all day\n- goal water >= 2 l\n")
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.definitionInDay])
        XCTAssertEqual(loaded.journal.days[0].entries.count, 2)
    }

    func testGoalWithoutAUnitSaysSo() {
        XCTAssertEqual(journal("## Settings\n- goal calories <= 2000\n").diagnostics.map(\.code), [.missingValue])
    }

    func testUnitThatIsTheServingsNameCountsServings() {
        let e = entries("## Settings\n- food grapes per cup (151 g): 104 kcal\n## 2026-11-21\n- snack: grapes 2 cups\n")
        XCTAssertEqual(e[0].meal?.nutrients.energy, 208)
    }
}
