import XCTest
@testable import JournalKit

/// Lines without a keyword (Grammar.md §5.12): the entry their words are, a note with a
/// `looks-like-entry` warning when they are one only in part, or prose. The corpus of such lines
/// and its rates are in `NaturalCorpusTests`; these are the rule's corners.
final class NaturalLineTests: XCTestCase {
    let settings = "## Settings\n- med sertraline 50 mg at 08:00\n- med metformin 500 mg at 08:00, 20:00\n- habit meditate\n\n"

    private func day(_ lines: String) -> LoadedJournal { journal(settings + "## 2026-11-21\n" + lines) }

    func testADrinkAFoodAWorkoutASleepAndADose() {
        let loaded = day("- 19:00 flat white\n- 12:30 cheese toastie\n- gym 45 min\n- nap 20 min\n- had my sertraline\n")
        XCTAssertEqual(loaded.diagnostics.map(\.code), [])
        let kinds = loaded.journal.days[0].entries.map(\.kind.name)
        XCTAssertEqual(kinds, ["drink", "meal", "workout", "sleep", "dose"])
        XCTAssertEqual(loaded.journal.days[0].entries[0].time, TimeOfDay(hour: 19, minute: 0))
    }

    /// A food written without a keyword is the meal its time says.
    func testAMealIsNamedByItsTime() {
        let e = day("- 07:00 toast\n- 12:30 toast\n- 16:00 toast\n- 19:00 toast\n- 23:00 toast\n- toast\n").journal.days[0].entries
        XCTAssertEqual(e.compactMap(\.meal).map(\.meal), [.breakfast, .lunch, .snack, .dinner, .snack, .snack])
    }

    /// A dish the catalog knows whole is one item; other parts joined by `and` are items apart.
    func testAndJoinsItemsUnlessTheDishIsKnownWhole() {
        let e = day("- fish and chips\n- toast and a banana\n").journal.days[0].entries
        XCTAssertEqual(e.compactMap(\.meal).map { $0.items.count }, [1, 2])
    }

    /// `8.30` before words that are an entry is the entry's time; before prose the line is a
    /// note as written; before a unit it is an amount.
    func testALooseTimeIsATimeOnlyBeforeAnEntry() {
        let e = day("- 8.30 coffee\n- 8.30 school run\n- 2.50 l water\n").journal.days[0].entries
        XCTAssertEqual(e[0].drink?.name, "coffee")
        XCTAssertEqual(e[0].time, TimeOfDay(hour: 8, minute: 30))
        XCTAssertEqual(e[1].note?.text, "8.30 school run")
        XCTAssertNil(e[1].time)
        XCTAssertEqual(e[2].drink?.amount, Quantity(2.5, .l))
    }

    /// `[x]` on a medication's name is a dose taken, `[-]` one skipped, `[ ]` neither a dose nor
    /// a to-do; a habit's name stays a habit mark, anything else a to-do.
    func testACheckboxOnAMedicationIsADose() {
        let loaded = day("- [x] sertraline\n- [-] metformin 20:00\n- [ ] metformin\n- [x] meditate\n- [ ] call the bank\n")
        XCTAssertEqual(loaded.diagnostics.map(\.code), [])
        let e = loaded.journal.days[0].entries
        XCTAssertEqual(e.map(\.kind.name), ["dose", "dose", "note", "habit", "task"])
        guard case .dose(let taken) = e[0].kind, case .dose(let skipped) = e[1].kind else { return XCTFail() }
        XCTAssertTrue(taken.taken)
        XCTAssertFalse(skipped.taken)
        XCTAssertEqual(skipped.scheduledTime, TimeOfDay(hour: 20, minute: 0))
    }

    func testWhatReadsAsAnEntryOnlyInPartIsWarnedAbout() {
        let loaded = day("- flat white with Sam\n- coffee and a run\n- gym session\n- took my tablets\n")
        XCTAssertEqual(loaded.diagnostics.map(\.code), Array(repeating: .looksLikeEntry, count: 4))
        XCTAssertEqual(loaded.diagnostics.first?.hint, "write - drink flat white -- with Sam")
        XCTAssertEqual(loaded.diagnostics.last?.hint, "write - took metformin (or sertraline), a line for each dose")
        XCTAssertTrue(loaded.journal.days[0].entries.allSatisfy { $0.note != nil })
    }

    /// Grammar.md §5.11's and §5.12's prose: notes, with no warning.
    func testProseStaysProse() {
        let prose = ["Coffee with Sam was lovely", "Gym was closed", "Monster energy drinks are banned at work now",
                     "Pizza night on Friday", "Ran out of bread", "Mulled wine at the Christmas market", "45 min queue at the GP",
                     "Took the dog out for a long walk", "Lunch with Sam was lovely", "Snack attack in the afternoon"]
        let loaded = day(prose.map { "- " + $0 + "\n" }.joined())
        XCTAssertEqual(loaded.diagnostics.map(\.code), [])
        XCTAssertEqual(loaded.journal.days[0].entries.compactMap(\.note).map(\.text), prose)
    }
}

/// A short line with a time whose name is one slip from a known one, or a known food and a word
/// more, is warned about; without a time it stays a silent note.
final class NaturalSlipTests: XCTestCase {
    private func codes(_ line: String) -> [DiagnosticCode] { journal("## 2026-11-21\n" + line + "\n").diagnostics.map(\.code) }

    func testATimedShortLineWithASlipIsWarned() {
        for line in ["- 07:00 monstar", "- 13:00 flat whit", "- 10:00 2 shots expresso", "- 14:00 sausage roll"] {
            XCTAssertEqual(codes(line), [.looksLikeEntry], line)
        }
        let d = journal("## 2026-11-21\n- 10:00 2 shots expresso\n").diagnostics
        XCTAssertEqual(d.first?.hint, "if you meant espresso, write - drink 2 shots espresso")
    }

    func testWithoutATimeOrWithMoreThanOneSlipItStaysANote() {
        for line in ["- monstar", "- sausage roll", "- 12:00 steps", "- 1000 steps", "- 8.30 school run", "- 09:00 standup"] {
            XCTAssertEqual(codes(line), [], line)
        }
    }

    func testATimeBeforeOneContainerOfSomethingIsATime() {
        let e = entries("## 2026-11-21\n- 9.15 cup of tea\n- 0200 glass of water\n- 1.5 cups of tea\n")
        XCTAssertEqual(e.map { $0.time?.description }, ["09:15", "02:00", nil])
        XCTAssertEqual(e.map { $0.drink?.nutrients.water }, [240, 250, 360])
    }
}
