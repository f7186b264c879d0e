import XCTest
@testable import JournalKit

/// A hint's "define it" never carries made-up figures: its template has placeholders, and the
/// template pasted as offered is rejected by `check` until every figure is filled in.
final class UnknownItemHintTests: XCTestCase {
    /// The definition a hint offers, as a line to paste.
    func offeredDefinition(_ line: String) -> String? {
        let d = journal("## 2026-11-21\n" + line + "\n").diagnostics
        guard let hint = d.first?.hint, let r = hint.range(of: ": - ") else { return nil }
        let rest = hint[r.upperBound...]
        return "- " + String(rest.split(separator: ";").first ?? rest)
    }

    func testTheTemplateHasNoFiguresOfAnotherItem() {
        // Near misses of real drinks and foods: the template carries none of their figures (the
        // catalog once offered cake's 282 kcal for coke, and 0 mg for flat white).
        for line in ["- drink cokey", "- lunch: cokey", "- drink flat whyte", "- snack: chiken breast", "- drink expresso"] {
            let offered = try! XCTUnwrap(offeredDefinition(line), line)
            XCTAssertTrue(offered.contains("…"), offered)
            XCTAssertFalse(offered.contains("282"), offered)
            XCTAssertFalse(offered.contains(": 0 mg"), offered)
            // Only the serving's size is a number: per cup (240 ml) or per 100 g.
            let figures = offered.split(separator: ":").dropFirst().joined()
            XCTAssertFalse(figures.contains(where: \.isNumber), offered)
        }
    }

    func testThePastedTemplateIsRejectedUntilFilledIn() {
        for line in ["- drink fizzwhizz", "- lunch: fizzwhizz"] {
            let offered = try! XCTUnwrap(offeredDefinition(line))
            let d = journal("## Settings\n" + offered + "\n## 2026-11-21\n" + line + "\n").diagnostics
            XCTAssertTrue(d.contains { $0.line == 2 && $0.code == .missingValue && $0.message.contains("placeholder") }, "\(d)")
            // Filled in, it counts what was written.
            let filled = offered.replacingOccurrences(of: "… mg caffeine", with: "34 mg caffeine")
                .replacingOccurrences(of: "… kcal", with: "139 kcal").replacingOccurrences(of: "… g", with: "1 g")
            let loaded = journal("## Settings\n" + filled + "\n## 2026-11-21\n" + line + "\n")
            XCTAssertEqual(loaded.diagnostics.map(\.code), [], filled)
            let day = try! XCTUnwrap(loaded.journal.summary.day(on: loaded.journal.days[0].date))
            XCTAssertEqual(day.nutrients.energy, 139, filled)
        }
    }
}
