import XCTest
@testable import JournalKit

final class MeasureUnitTests: XCTestCase {
    func testConversions() {
        XCTAssertEqual(Quantity(1.5, .l).converted(to: .ml), 1500)
        XCTAssertEqual(Quantity(2, .cup).converted(to: .ml), 480)
        XCTAssertEqual(Quantity(1, .kcal).converted(to: .kJ)!, 4.184, accuracy: 1e-12)
        XCTAssertEqual(Quantity(1, .lb).converted(to: .kg)!, 0.45359237, accuracy: 1e-12)
        XCTAssertEqual(Quantity(90, .minutes).converted(to: .hours), 1.5)
        XCTAssertNil(Quantity(1, .g).converted(to: .ml))
    }

    func testSpellings() {
        XCTAssertEqual(MeasureUnit(standard: "Glasses"), .glass)
        XCTAssertEqual(MeasureUnit(standard: "kJ"), .kJ)
        XCTAssertEqual(MeasureUnit(standard: "fl-oz"), .flOz)
        XCTAssertNil(MeasureUnit(standard: "mls"))
    }

    func testNumberFormatting() {
        XCTAssertEqual(formatNumber(126), "126")
        XCTAssertEqual(formatNumber(35.3553), "35.36")
        XCTAssertEqual(formatNumber(0.1 + 0.2), "0.3")
        XCTAssertEqual(formatNumber(-2.5), "-2.5")
    }

    func testSuggestions() {
        XCTAssertEqual(Suggestion.closest(to: "expresso", in: ["espresso", "coffee"]), "espresso")
        XCTAssertEqual(Suggestion.closest(to: "teh", in: ["tea", "the"]), "tea")
        XCTAssertNil(Suggestion.closest(to: "xyz", in: ["espresso"]))
    }
}
