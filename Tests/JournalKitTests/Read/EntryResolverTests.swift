import XCTest
@testable import JournalKit

/// A dose names the longest defined medication among its first words, in any case; the other
/// words are its note (Grammar.md, doses).
final class EntryResolverTests: XCTestCase {
    private func doses(_ lines: [String]) -> (doses: [DoseEntry], problems: [String]) {
        let text = "## Settings\n- med fish 1 capsule as needed\n- med fish oil 1 capsule as needed\n- med metformin 500 mg at 08:00, 20:00\n"
            + "## 2026-11-21\n" + lines.map { "- \($0)\n" }.joined()
        let read = Journal.load(text: text)
        let doses = read.journal.days.flatMap(\.entries).compactMap { entry -> DoseEntry? in
            if case .dose(let d) = entry.kind { return d }
            return nil
        }
        return (doses, read.diagnostics.map { "\($0.line):\($0.column) \($0.code.rawValue) \($0.message)" })
    }

    func testADoseNamesTheLongestMedicationAmongItsFirstWords() {
        let (doses, problems) = doses(["took Fish Oil with lunch", "took fish with lunch", "took fish  oil", "took metformin",
                                       "took METFORMIN 08:00 late", "took fish oil"])
        XCTAssertEqual(problems, [])
        XCTAssertEqual(doses.map(\.medication), ["fish oil", "fish", "fish oil", "metformin", "metformin", "fish oil"])
        XCTAssertEqual(doses.map(\.note), ["with lunch", "with lunch", "", "", "late", ""])
        XCTAssertEqual(doses.map(\.isDefined), [true, true, true, true, true, true])
        // The range covers the words that name it, as written.
        XCTAssertEqual(doses.map { $0.medicationRange.endColumn - $0.medicationRange.column }, [8, 4, 9, 9, 9, 8])
    }

    func testADoseOfNoDefinedMedicationIsAnErrorWithTheClosestName() {
        let (doses, problems) = doses(["took fishoil", "took métformin twice", "took fishoil"])
        XCTAssertEqual(doses.map(\.isDefined), [false, false, false])
        XCTAssertEqual(problems, ["6:8 unknown-medication unknown medication \"fishoil\"",
                                  "7:8 unknown-medication unknown medication \"métformin\"",
                                  "8:8 unknown-medication unknown medication \"fishoil\""])
    }
}
