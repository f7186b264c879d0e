import XCTest
@testable import JournalKit

/// One drink of more than 1,000 mg of caffeine, or caffeine written in grams, is warned about
/// (`implausible-amount`, Grammar.md §7.6); it still counts what it says.
final class ImplausibleCaffeineTests: XCTestCase {
    private func diagnostics(_ line: String) -> [Diagnostic] {
        journal("## 2026-11-20 Friday\n" + line + "\n").diagnostics
    }

    func testCaffeineInGramsIsWarnedAboutAtItsAmount() {
        let loaded = journal("## 2026-11-20 Friday\n- 10:00 drink 12 g\n")
        let d = loaded.diagnostics
        XCTAssertEqual(d.map(\.code), [.implausibleAmount])
        XCTAssertEqual(d.first?.severity, .warning)
        XCTAssertEqual(d.first?.message, "caffeine in g: 12 g is 12000 mg of caffeine")
        XCTAssertEqual(d.first?.hint, "caffeine is written in mg (drink 12 mg); a cup of coffee has about 95 mg")
        // The caret is under `12 g`: columns 15 to 19.
        XCTAssertEqual(d.first.map { [$0.line, $0.column, $0.endColumn] }, [2, 15, 19])
        // It still counts: 12 g is 12,000 mg.
        XCTAssertEqual(loaded.journal.summary.days.first?.nutrients.caffeine, 12_000)
        // Half a gram is plausible, but still not written in mg.
        XCTAssertEqual(diagnostics("- drink 0.5 g").map(\.code), [.implausibleAmount])
        XCTAssertEqual(diagnostics("- drink 1 oz").map(\.code), [.implausibleAmount])
    }

    func testMoreThanAThousandMilligramsInOneDrink() {
        // 20 shots of 63 mg: 1260 mg.
        let d = diagnostics("- drink espresso x20")
        XCTAssertEqual(d.map(\.message), ["1260 mg of caffeine in one drink is not plausible (more than 1000 mg)"])
        XCTAssertEqual(diagnostics("- drink (1200 mg)").map(\.code), [.implausibleAmount])
        XCTAssertEqual(diagnostics("- drink coffee (1.2 g caffeine)").map(\.code), [.implausibleAmount])
        XCTAssertEqual(diagnostics("- drink 1001 mg").map(\.code), [.implausibleAmount])
        XCTAssertEqual(diagnostics("- lunch: 11 energy shots").map(\.message), ["2200 mg of caffeine in one item is not plausible (more than 1000 mg)"])
    }

    func testPlausibleAmountsAreQuiet() {
        XCTAssertEqual(diagnostics("- drink 1000 mg").map(\.code), [])
        XCTAssertEqual(diagnostics("- drink 300 mg").map(\.code), [])
        XCTAssertEqual(diagnostics("- drink 500 mcg").map(\.code), [])
        // 15 shots are 945 mg: much, but one drink may be.
        XCTAssertEqual(diagnostics("- drink espresso x15").map(\.code), [])
        // Caffeine in grams in a definition is per serving; a nameless drink's mass is caffeine.
        XCTAssertEqual(diagnostics("- drink water 2 l").map(\.code), [])
    }
}
