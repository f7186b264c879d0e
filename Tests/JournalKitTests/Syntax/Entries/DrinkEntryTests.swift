import XCTest
@testable import JournalKit

final class DrinkEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/drink") }

    func testDoubleEspressoIsTwoShots() {
        let e = entries("## 2026-11-21\n- 07:45 drink espresso x2\n")
        XCTAssertEqual(e.first?.time, TimeOfDay(hour: 7, minute: 45))
        XCTAssertEqual(e.first?.drink?.nutrients.caffeine, 126)
        XCTAssertEqual(e.first?.drink?.nutrients.water, 60)
    }

    func testAmountInTheDrinksOwnUnits() {
        let e = entries("## 2026-11-21\n- drink cola 355 ml\n- drink espresso 2 shots\n- drink espresso 90 ml\n")
        XCTAssertEqual(e[0].drink?.nutrients.caffeine, 34)
        XCTAssertEqual(e[1].drink?.nutrients.caffeine, 126)
        XCTAssertEqual(e[2].drink!.nutrients.caffeine, 189, accuracy: 1e-9)
    }

    func testParenthesisedNutrientsOverrideTheCatalog() {
        let e = entries("## 2026-11-21\n- drink yuzu fizz (150 mg)\n- drink coffee (20 mg)\n- drink latte (120 mg)\n")
        XCTAssertEqual(e[0].drink?.nutrients.caffeine, 150)
        XCTAssertNil(e[0].drink?.resolvedName)
        XCTAssertEqual(e[1].drink?.nutrients.caffeine, 20)
        XCTAssertEqual(e[1].drink?.nutrients.water, 240)
        // A built-in latte keeps its other figures and its volume.
        XCTAssertEqual(e[2].drink?.resolvedName, "latte")
        XCTAssertEqual(e[2].drink?.nutrients.caffeine, 120)
        XCTAssertEqual(e[2].drink?.nutrients.water, 473)
    }

    func testParenthesisedNutrientsReplaceOnlyThoseNutrients() {
        // §7.3: the nutrients in parentheses are the whole entry's; the others still come from
        // the definition (a user drink, a built-in drink, a built-in food in a drink entry).
        let e = entries("""
            ## Settings
            - drink "oat latte" per 350 ml: 126 mg caffeine, 130 kcal, 14 g carbs
            ## 2026-11-21
            - 16:10 drink oat latte (200 kcal)
            - drink cola x2 (50 mg)
            - drink banana (120 kcal)
            - drink banana
            """)
        let latte = e[0].drink!.nutrients
        XCTAssertEqual(latte.caffeine, 126)
        XCTAssertEqual(latte.carbs, 14)
        XCTAssertEqual(latte.energy, 200)
        XCTAssertEqual(latte.water, 350)
        let cola = e[1].drink!.nutrients
        XCTAssertEqual(cola.caffeine, 50)
        XCTAssertEqual(cola.energy, 280)
        XCTAssertEqual(cola.sugar, 78)
        XCTAssertEqual(cola.water, 710)
        let banana = e[2].drink!.nutrients, plain = e[3].drink!.nutrients
        XCTAssertEqual(banana.energy, 120)
        XCTAssertGreaterThan(plain.carbs, 0)
        XCTAssertEqual(banana.carbs, plain.carbs)
        XCTAssertEqual(banana.water, plain.water)
    }

    func testAServingNamedLikeAUnitKeepsItsOwnSize() {
        // "glass" is 250 ml elsewhere; this drink's glass is 300 ml, and 2 glasses are 2 servings.
        let e = entries("""
            ## Settings
            - drink "cold brew" per glass (300 ml): 200 mg caffeine
            ## 2026-11-21
            - drink cold brew 2 glasses
            - drink cold brew 600 ml
            - drink cold brew x2
            - drink grapes 2 cups
            """)
        for i in 0..<3 {
            XCTAssertEqual(e[i].drink?.nutrients.caffeine, 400, "line \(i)")
            XCTAssertEqual(e[i].drink?.nutrients.water, 600, "line \(i)")
        }
        // A built-in food's cup of grapes weighs 151 g; in a drink entry that is its water (1 g = 1 ml).
        XCTAssertEqual(e[3].drink?.nutrients.water, 302)
    }

    func testCaffeineWithoutAName() {
        let e = entries("## 2026-11-21\n- drink 120 mg\n")
        XCTAssertEqual(e[0].drink?.nutrients.caffeine, 120)
    }

    func testLongestKnownNameWinsAndTheRestIsAWarnedComment() {
        let loaded = journal("## Settings\n- drink \"oat latte\" per 350 ml: 126 mg caffeine\n## 2026-11-21\n- drink oat latte with Sam\n")
        let e = loaded.journal.days.flatMap(\.entries)
        XCTAssertEqual(e[0].drink?.name, "oat latte")
        XCTAssertEqual(e[0].drink?.comment, "with Sam")
        XCTAssertEqual(e[0].drink?.nutrients.caffeine, 126)
        // Never a silent guess: the left-over words are said, without --strict, on those words.
        let d = loaded.diagnostics
        XCTAssertEqual(d.map(\.code), [.partialName])
        XCTAssertEqual(d.first?.severity, .warning)
        XCTAssertEqual(d.first?.message, "counted as oat latte; 'with Sam' was not understood")
        XCTAssertEqual(d.first?.column, 19)
        XCTAssertEqual(d.first?.endColumn, 27)
    }

    func testWordsAfterACommentMarkAreAComment() {
        for line in ["- drink oat latte -- with Sam", "- drink oat latte — with Sam", "- drink oat latte -- with the team #friends"] {
            let loaded = journal("## Settings\n- drink \"oat latte\" per 350 ml: 126 mg caffeine\n## 2026-11-21\n" + line + "\n", strict: true)
            XCTAssertEqual(loaded.diagnostics.map(\.code), [], line)
            let drink = loaded.journal.days.flatMap(\.entries).first?.drink
            XCTAssertEqual(drink?.name, "oat latte", line)
            XCTAssertTrue(drink?.comment.hasPrefix("with ") == true, line)
            XCTAssertEqual(drink?.nutrients.caffeine, 126, line)
        }
        // A mark that is part of a word is not a mark; one after an amount ends it as well.
        let e = entries("## 2026-11-21\n- drink espresso 2 shots -- before work\n- lunch: toast 2 slices -- with jam, banana\n")
        XCTAssertEqual(e[0].drink?.comment, "before work")
        XCTAssertEqual(e[0].drink?.nutrients.caffeine, 126)
        XCTAssertEqual(e[1].meal?.items.map(\.comment), ["with jam", ""])
    }

    func testUserDefinitionOverridesTheCatalog() {
        let e = entries("## Settings\n- drink espresso per shot (30 ml): 80 mg caffeine\n## 2026-11-21\n- drink espresso\n")
        XCTAssertEqual(e[0].drink?.nutrients.caffeine, 80)
    }

    func testDefinitionsChangeOverTime() {
        let text = "## Settings\n- drink house per cup (240 ml): 100 mg caffeine\n- drink house per cup (240 ml): 50 mg caffeine from 2026-11-21\n"
            + "## 2026-11-20\n- drink house\n## 2026-11-21\n- drink house\n"
        let days = journal(text).journal.days
        XCTAssertEqual(days[0].nutrients.caffeine, 100)
        XCTAssertEqual(days[1].nutrients.caffeine, 50)
    }

    func testUnknownDrinkSuggestsTheClosest() {
        let d = journal("## 2026-11-21\n- 07:45 drink expresso x2\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.unknownDrink])
        XCTAssertEqual(d.first?.column, 15)
        XCTAssertEqual(d.first?.endColumn, 23)
        XCTAssertEqual(d.first?.hint?.hasPrefix("did you mean \"espresso\"?"), true)
    }
}
