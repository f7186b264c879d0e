import Foundation
import XCTest
@testable import JournalKit

/// Counts, amounts and the figures made of them stay finite: a line beyond the bounds of
/// Grammar.md §7.6 is an error and counts nothing, and no figure shown traps or reads `inf`.
final class NumberBoundsTests: XCTestCase {
    private func problems(_ text: String) -> [String] {
        journal(text).diagnostics.map { "\($0.line):\($0.code.rawValue) \($0.message)" }
    }

    func testCountsMultiplyUpToAThousandServings() {
        let loaded = journal("## 2026-11-21\n- drink espresso x2 x3\n- drink 2 espresso x3\n- drink espresso x10 x100\n")
        XCTAssertEqual(loaded.journal.days[0].entries.compactMap(\.drink?.count), [6, 6, 1000])
        XCTAssertEqual(problems("## 2026-11-21\n- drink espresso x40 x30\n"),
                       ["2:bad-amount these counts make 1200 servings, more than 1000"])
        XCTAssertEqual(problems("## 2026-11-21\n- drink latte (150 mg) x5000\n"),
                       ["2:bad-amount these counts make 5000 servings, more than 1000"])
    }

    func testRepeatedCountsAreAnErrorAndCountNothing() {
        let line = "- drink espresso" + String(repeating: " x100", count: 160)
        let text = "## 2026-11-21\n" + line + "\n- drink espresso\n"
        let loaded = journal(text)
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.badAmount])
        XCTAssertEqual(loaded.diagnostics.first?.message, "these counts make more than 1000 servings")
        XCTAssertEqual(loaded.diagnostics.first?.column, 18)
        XCTAssertEqual(loaded.journal.days[0].nutrients.caffeine, 63, accuracy: 1)
        // `check` reads the journal another way and finds the same.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("counts-\(UUID().uuidString).md")
        try? text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(Journal.check(paths: [url.path]).map(\.code), [.badAmount])
    }

    func testAnItemHoldsAtMostTenMillionOfANutrient() {
        XCTAssertEqual(problems("## 2026-11-21\n- drink 10 kg x100\n"),
                       ["2:bad-amount this is 1000000000 mg of caffeine, not a sensible amount"])
        let loaded = journal("## Settings\n- food dust per 1 mcg: 10 kg sugar\n## 2026-11-21\n- lunch: dust 1 g, oats 60 g\n")
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.badAmount])
        XCTAssertEqual(loaded.journal.days[0].nutrients, journal("## 2026-11-21\n- lunch: oats 60 g\n").journal.days[0].nutrients)
        XCTAssertEqual(problems("## 2026-11-21\n- drink water 10 l x100\n"), [])
    }

    func testFiguresShownNeverTrapNorReadInfinity() {
        XCTAssertEqual(RingFormatting.sparkline([.infinity, .nan, 1, 0]).count, 4)
        XCTAssertEqual(RingFormatting.sparkline([1e308, 1e308 * 10]), "██")
        for v in [Double.infinity, -.infinity, .nan, 1e308, 1e20] {
            for text in [formatNumber(v), formatNumber(v, decimals: 6), RingFormatting.value(v, .water), RingFormatting.value(v, .caffeine),
                         RingFormatting.value(v, .habits), RingFormatting.value(v, .sleep), JSONValue.number(v).serialized(),
                         ReportTextRenderer.progressBar(v, 10), DayMarkText.moodLevel(v).description] {
                XCTAssertFalse(text.lowercased().contains("inf") || text.lowercased().contains("nan"), "\(v): \(text)")
            }
        }
        XCTAssertEqual(JSONValue.number(1e308).serialized(), "1e+308")
        XCTAssertEqual(JSONValue.number(.infinity).serialized(), "null")
        XCTAssertEqual(formatNumber(.infinity), "1000000000000000")
        XCTAssertEqual(JSONValue.number(.nan).serialized(), "null")
    }

    func testNothingIsDividedByAZeroTheJournalGives() {
        let text = """
        ## Settings
        - food zerofood per 0 g: 100 kcal
        - drink zerodrink per 0 ml: 50 mg caffeine
        - drink zshot per shot (0 ml): 60 mg
        - drink zbottle per bottle 0 ml: 60 mg
        - med zeromed 0 mg at 08:00
        ## 2026-11-21
        - breakfast: zerofood 50 g
        - drink zerodrink 200 ml
        - drink zshot 30 ml

        """
        let loaded = journal(text)
        XCTAssertEqual(loaded.diagnostics.map { "\($0.line):\($0.code.rawValue)" },
                       ["2:bad-definition", "3:bad-definition", "4:bad-definition", "5:bad-definition", "6:bad-medication",
                        "8:unknown-food", "9:unknown-drink", "10:unknown-drink"])
        XCTAssertEqual(loaded.diagnostics.first?.message, "a serving of 0 g is nothing")
        XCTAssertEqual(loaded.journal.days[0].nutrients, Nutrients())
        XCTAssertTrue(loaded.journal.definitions.foods.isEmpty && loaded.journal.definitions.drinks.isEmpty)
    }
}
