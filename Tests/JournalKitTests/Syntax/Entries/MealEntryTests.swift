import XCTest
@testable import JournalKit

final class MealEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/meal") }

    let foods = "## Settings\n- food toast per slice (30 g): 80 kcal, 15 g carbs, 3 g protein\n"

    func testItemsOnTheLine() {
        let e = entries(foods + "## 2026-11-21\n- 08:00 breakfast: toast 2 slices, toast 30 g\n")
        XCTAssertEqual(e[0].meal?.meal, .breakfast)
        XCTAssertEqual(e[0].meal?.items.count, 2)
        XCTAssertEqual(e[0].meal?.nutrients.energy, 240)
    }

    func testItemsAsIndentedChildren() {
        let e = entries(foods + "## 2026-11-21\n- 12:30 lunch\n  - chicken salad (520 kcal, 40 g protein)\n  - toast\n- mood 4\n")
        XCTAssertEqual(e.count, 2)
        XCTAssertEqual(e[0].meal?.items.map(\.name), ["chicken salad", "toast"])
        XCTAssertEqual(e[0].meal?.nutrients.energy, 600)
        XCTAssertEqual(e[0].meal?.nutrients.protein, 43)
    }

    func testParenthesisedNutrientsOnAKnownItemReplaceOnlyThoseNutrients() {
        // §7.3, for a meal's items: a user food, a built-in food and a built-in drink.
        let e = entries(foods + "## 2026-11-21\n- lunch: toast 2 slices (100 kcal), banana (5 g protein), cola (10 mg caffeine)\n- snack: banana\n")
        let items = e[0].meal!.items
        XCTAssertEqual(items[0].nutrients.energy, 100)
        XCTAssertEqual(items[0].nutrients.carbs, 30)
        XCTAssertEqual(items[0].nutrients.protein, 6)
        let plain = e[1].meal!.items[0].nutrients
        XCTAssertEqual(items[1].nutrients.protein, 5)
        XCTAssertGreaterThan(plain.energy, 0)
        XCTAssertEqual(items[1].nutrients.energy, plain.energy)
        XCTAssertEqual(items[1].nutrients.carbs, plain.carbs)
        XCTAssertEqual(items[2].nutrients.caffeine, 10)
        XCTAssertEqual(items[2].nutrients.energy, 140)
        XCTAssertEqual(items[2].nutrients.water, 355)
    }

    func testMassAndVolumeConvertForFoods() {
        let e = entries(foods + "## 2026-11-21\n- snack: toast 60 ml\n")
        XCTAssertEqual(e[0].meal?.nutrients.energy, 160)
    }

    func testDescriptionBeforeAColonIsNotAnItem() {
        let e = entries(foods + "## 2026-11-21\n- dinner with Sam: toast\n")
        XCTAssertEqual(e[0].meal?.items.map(\.name), ["toast"])
    }

    func testMealWithoutItemsWarns() {
        let d = journal("## 2026-11-21\n- lunch\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.missingValue])
        XCTAssertEqual(d.first?.severity, .warning)
    }

    func testUnknownFoodIsAnError() {
        let d = journal(foods + "## 2026-11-21\n- lunch: tost 2 slices\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.unknownFood])
        XCTAssertEqual(d.first?.hint?.hasPrefix("did you mean \"toast\"?"), true)
    }

    /// Where a food came from is not what it is; `a bit of` is half a serving.
    func testProvenanceWordsAndABitOf() {
        let e = entries("## 2026-11-21\n- lunch: leftover lasagne, takeaway pad thai, a bit of cheese\n")
        guard case .meal(let m)? = e.first?.kind else { return XCTFail("\(e)") }
        XCTAssertEqual(m.items.map(\.name), ["lasagne", "pad thai", "cheese"])
        XCTAssertEqual(m.items.map(\.count), [1, 1, 0.5])
        // Alone, the word is the name: an unknown food.
        XCTAssertEqual(journal("## 2026-11-21\n- snack: leftover\n").diagnostics.map(\.code), [.unknownFood])
    }

    /// A meal word among the first two or three words before a colon makes the line that meal;
    /// `tea:` and `meal deal:` go by their time; any other colon leaves the line as it was.
    func testAMealWordAmongTheWordsBeforeAColon() {
        let loaded = journal("""
            ## 2026-11-21
            - packed lunch: sandwich
            - 18:00 tea: fish fingers, peas
            - out for dinner:
              - pizza
            - brunch: eggs
            - elevenses: apple
            - meal deal: sandwich, crisps
            - green tea: 2 cups
            - Reminder: call Sam
            - Lunch plans fell through
            """)
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        let entries = loaded.journal.days[0].entries
        XCTAssertEqual(entries.compactMap { $0.meal?.meal }, [.lunch, .meal, .dinner, .lunch, .snack, .meal])
        XCTAssertEqual(entries.compactMap { $0.meal?.items.map(\.name) }, [["sandwich"], ["fish fingers", "peas"], ["pizza"], ["eggs"], ["apple"], ["sandwich", "crisps"]])
        XCTAssertEqual(entries.filter { if case .note = $0.kind { true } else { false } }.count, 3)
        XCTAssertEqual(DayReport.group(.meal, TimeOfDay(minutes: 18 * 60)), "Dinner")
    }

    /// A food counted in pieces, in the plural with no count and no amount, is several pieces.
    func testAPluralAloneIsSeveralPieces() {
        let egg = FoodCatalog.builtIn.food(named: "egg")!.nutrients(grams: 50).energy
        let olive = FoodCatalog.builtIn.food(named: "olives")!.nutrients(grams: 4).energy
        let e = entries("## 2026-11-21\n- breakfast: eggs\n- breakfast: egg\n- breakfast: eggs x1\n- breakfast: an egg\n- breakfast: 3 eggs\n- snack: olives\n- snack: grapes\n")
        let kcal = e.map { $0.meal!.nutrients.energy }
        XCTAssertEqual(kcal[0], 2 * egg, accuracy: 0.01)
        XCTAssertEqual(kcal[1], egg, accuracy: 0.01)
        XCTAssertEqual(kcal[2], egg, accuracy: 0.01)
        XCTAssertEqual(kcal[3], egg, accuracy: 0.01)
        XCTAssertEqual(kcal[4], 3 * egg, accuracy: 0.01)
        XCTAssertEqual(kcal[5], 8 * olive, accuracy: 0.01)
        // Grapes are counted by the cup: the plural is one serving.
        XCTAssertEqual(kcal[6], FoodCatalog.builtIn.food(named: "grapes")!.nutrients(grams: 151).energy, accuracy: 0.01)
    }
}
