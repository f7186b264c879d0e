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

    /// The words a line without a keyword must start a name with: any case, read from bytes;
    /// the catalog's words and the journal's own names are in, the words of prose seldom.
    func testNameWordsHoldTheCatalogsAndTheJournalsWords() {
        let text = "## Settings\n- med Sertraline 50 mg at 08:00\n- drink Zzyzx per can (330 ml): 80 mg caffeine\n"
        let words = EntryResolver.wordsOfNames(definitions: Journal.load(text: text).journal.definitions, foods: .builtIn)
        func has(_ word: String) -> Bool { Array(word.utf8).withUnsafeBufferPointer { words.contains($0, 0..<$0.count) } }
        for word in ["coffee", "Coffee", "FLAT", "toast", "banana", "monster", "glass", "sertraline", "zzyzx", "SERTRALINE"] {
            XCTAssertTrue(has(word), word)
        }
        let prose = ["met", "walked", "video", "played", "planned", "practised", "wrote", "sorted", "watched", "called", "finished",
                     "cleaned", "visited", "phoned", "fixed", "tidied", "booked", "paid", "posted", "emailed"]
        XCTAssertLessThanOrEqual(prose.filter(has).count, 2, "\(prose.filter(has))")
    }

    /// `[x] sertraline` is a dose of a defined medication; a checkbox whose first word starts
    /// no medication's name is a habit or a to-do, whatever food or drink it names.
    func testACheckboxIsADoseOnlyOfADefinedMedication() {
        let text = "## Settings\n- med sertraline 50 mg at 08:00\n## 2026-11-21\n- [x] sertraline\n- [x] coffee with Ana\n- [ ] Sertraline refill\n"
        let read = Journal.load(text: text)
        let kinds = read.journal.days.flatMap(\.entries).map { entry -> String in
            if case .dose(let d) = entry.kind { return "dose \(d.medication)" }
            if case .task(let t) = entry.kind { return "task \(t.text)" }
            return "other"
        }
        XCTAssertEqual(kinds, ["dose sertraline", "task coffee with Ana", "task Sertraline refill"])
    }
}
