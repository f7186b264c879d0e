import XCTest
@testable import JournalKit

/// A meal item that names a built-in drink counts what the drink counts, its water too; a
/// drink named as a part of a composite item is the food (Grammar.md §5.2).
final class DrinksInMealsTests: XCTestCase {
    /// The first day's total water and the items of its first meal.
    private func read(_ lines: String, file: StaticString = #filePath, line: UInt = #line) -> (water: Double, items: [ItemEntry]) {
        let loaded = journal("## 2026-11-20 Friday\n" + lines)
        XCTAssertEqual(loaded.diagnostics.map(\.message), [], file: file, line: line)
        let day = loaded.journal.summary.days.first
        return (day?.nutrients.water ?? -1, loaded.journal.days.first?.entries.first?.meal?.items ?? [])
    }

    func testDrinksInAMealCountTheirWaterAsDrinkLinesDo() {
        // A glass is orange juice's serving (250 ml); a cup is milk's size of 240 ml: 490 ml.
        let meal = read("- breakfast: a glass of orange juice, a cup of milk\n")
        XCTAssertEqual(meal.water, 490)
        let drinks = read("- drink a glass of orange juice\n- drink a cup of milk\n")
        XCTAssertEqual(drinks.water, 490)
        XCTAssertEqual(meal.items.map(\.resolvedName), ["orange juice", "milk"])
        // The figures are the drink's: orange juice's glass is 117.5 kcal.
        XCTAssertEqual(meal.items[0].nutrients.energy, 117.5, accuracy: 0.001)
    }

    func testAnAmountOfADrinkInAMealIsItsWater() {
        XCTAssertEqual(read("- breakfast: oats 60 g, milk 200 ml\n").water, 200)
        XCTAssertEqual(read("- lunch: pizza, large coke\n").water, 621)
        // A caffeinated drink in a meal counts its caffeine as the drink line does.
        let coffee = read("- breakfast: toast, coffee\n")
        XCTAssertEqual(coffee.water, 240)
        XCTAssertEqual(coffee.items.last?.nutrients.caffeine, 95)
    }

    func testMilkPouredInIsTheFood() {
        // `porridge with milk`: milk after `with` goes into the porridge: the food, without water.
        let porridge = read("- breakfast: porridge with milk\n")
        XCTAssertEqual(porridge.items.map(\.name), ["porridge", "milk"])
        XCTAssertEqual(porridge.water, 0)
        XCTAssertEqual(read("- breakfast: granola with milk\n").water, 0)
        // The catalog's dish `cereal with milk` is one food.
        XCTAssertEqual(read("- breakfast: cereal with milk\n").water, 0)
        // After `and` or `&` a drink is drunk beside the rest: orange juice's glass, 250 ml.
        let toast = read("- breakfast: toast and orange juice\n")
        XCTAssertEqual(toast.items.map(\.name), ["toast", "orange juice"])
        XCTAssertEqual(toast.water, 250)
        XCTAssertEqual(read("- breakfast: oats & milk\n").water, 250)
    }

    func testTheUsersFoodStillComesFirstInAMeal() {
        let loaded = journal("## Settings\n- food milk per glass (250 ml): 150 kcal\n## 2026-11-20 Friday\n- breakfast: milk\n")
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        XCTAssertEqual(loaded.journal.summary.days.first?.nutrients.water, 0)
        XCTAssertEqual(loaded.journal.summary.days.first?.nutrients.energy, 150)
    }
}
