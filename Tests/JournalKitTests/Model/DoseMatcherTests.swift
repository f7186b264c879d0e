import XCTest
@testable import JournalKit

/// Which dose a take fills (Grammar §10, §10.1): sertraline at 08:00 and 20:00.
final class DoseMatcherTests: XCTestCase {
    typealias F = MetricsFixture

    /// The doses of 2026-11-21 matched to `lines`, as `HH:MM state [taken at]`, then the takes
    /// that matched none as `extra HH:MM`.
    func match(_ lines: String, settings: String = "", med: String = "- med sertraline 50 mg at 08:00, 20:00\n") -> [String] {
        let j = F.load("## Settings\n" + med + settings + "## 2026-11-21\n" + lines)
        let date = F.date("2026-11-21")
        let summary = j.summary
        let entries = summary.day(on: date).map { summary.doses(of: $0) } ?? []
        let matched = DoseMatcher.match(definitions: summary.definitions, doses: entries, on: date, journalStart: date)
        return matched.doses.map { d in
            var s = "\(d.scheduled) \(d.state.name)"
            if case .taken(let at?) = d.state { s += " \(at)" }
            return s
        } + matched.logged.map { "extra \($0.time.map(\.description) ?? "-")" }
    }

    func testATakeFillsTheEarliestDoseDueNotTheNearest() {
        XCTAssertEqual(match("- 14:05 took sertraline\n"), ["08:00 taken 14:05", "20:00 pending"])
    }

    func testALateTakeThenAnOnTimeOne() {
        let expected = ["08:00 taken 15:05", "20:00 taken 20:00"]
        XCTAssertEqual(match("- 15:05 took sertraline\n- 20:00 took sertraline\n"), expected)
        // Written the other way round, the same.
        XCTAssertEqual(match("- 20:00 took sertraline\n- 15:05 took sertraline\n"), expected)
    }

    func testATakeWithinALaterDosesGracePeriodFillsIt() {
        let grace = "- set grace 30 min\n"
        XCTAssertEqual(match("- 08:05 took sertraline\n- 19:45 took sertraline\n", settings: grace),
                       ["08:00 taken 08:05", "20:00 taken 19:45"])
        // Also with the morning dose open: it stays open (missed once the day is over).
        XCTAssertEqual(match("- 19:45 took sertraline\n", settings: grace), ["08:00 pending", "20:00 taken 19:45"])
        // Within the grace period after the dose's time, too.
        XCTAssertEqual(match("- 20:25 took sertraline\n", settings: grace), ["08:00 pending", "20:00 taken 20:25"])
        // Outside it, the earliest open dose, late.
        XCTAssertEqual(match("- 19:25 took sertraline\n", settings: grace), ["08:00 taken 19:25", "20:00 pending"])
        XCTAssertEqual(match("- 20:35 took sertraline\n", settings: grace), ["08:00 taken 20:35", "20:00 pending"])
    }

    func testATakeBeforeAnyGraceWindowFillsTheEarliestDoseEarly() {
        XCTAssertEqual(match("- 06:30 took sertraline\n"), ["08:00 taken 06:30", "20:00 pending"])
        // The morning dose taken, a second take at midday is the evening dose, early.
        XCTAssertEqual(match("- 08:00 took sertraline\n- 12:00 took sertraline\n"), ["08:00 taken 08:00", "20:00 taken 12:00"])
    }

    func testTwoDosesInOneGraceWindowTheEarlierFirst() {
        let j = "- 07:50 took sertraline\n- 08:10 took sertraline\n"
        XCTAssertEqual(match(j, med: "- med sertraline 50 mg at 08:00, 08:30\n"), ["08:00 taken 07:50", "08:30 taken 08:10"])
    }

    func testANamedDoseIsFilledWhateverTheTime() {
        XCTAssertEqual(match("- 14:05 took sertraline for 20:00\n"), ["08:00 pending", "20:00 taken 14:05"])
        XCTAssertEqual(match("- 14:05 took sertraline (evening)\n"), ["08:00 pending", "20:00 taken 14:05"])
        XCTAssertEqual(match("- 14:05 took sertraline for the evening dose\n"), ["08:00 pending", "20:00 taken 14:05"])
        XCTAssertEqual(match("- 21:00 took sertraline (morning)\n- 21:05 took sertraline\n"), ["08:00 taken 21:00", "20:00 taken 21:05"])
        XCTAssertEqual(match("- 14:05 took sertraline 8pm\n"), ["08:00 pending", "20:00 taken 14:05"])
        // Named doses are matched first, whatever the order of the lines.
        XCTAssertEqual(match("- 19:50 took sertraline\n- 20:10 took sertraline for 20:00\n"), ["08:00 taken 19:50", "20:00 taken 20:10"])
    }

    func testUntimedTakesAndExtras() {
        XCTAssertEqual(match("- took sertraline\n"), ["08:00 taken", "20:00 pending"])
        XCTAssertEqual(match("- 08:00 took sertraline\n- 20:00 took sertraline\n- 21:00 took sertraline\n"),
                       ["08:00 taken 08:00", "20:00 taken 20:00", "extra 21:00"])
        // A skipped dose is not open: the take goes to the earliest open one.
        XCTAssertEqual(match("- skipped sertraline 20:00\n- 19:50 took sertraline\n"), ["08:00 taken 19:50", "20:00 skipped"])
    }

    /// Each dose with its note, `HH:MM state: note`.
    func notes(_ lines: String) -> [String] {
        let j = F.load("## Settings\n- med sertraline 50 mg at 08:00, 20:00\n## 2026-11-21\n" + lines)
        let date = F.date("2026-11-21")
        let entries = j.summary.day(on: date).map { j.summary.doses(of: $0) } ?? []
        return DoseMatcher.match(definitions: j.summary.definitions, doses: entries, on: date, journalStart: date).doses
            .map { "\($0.scheduled) \($0.state.name): \($0.note)" }
    }

    /// A take's or a skip's note goes with the dose it fills; a `[ ]` line's to the dose closest
    /// to its time when that one is neither taken nor skipped, and it fills none (Grammar §5.10).
    func testNotesOfTakesSkipsAndDosesNotTaken() {
        XCTAssertEqual(notes("- 21:30 took sertraline forgot\n- skipped sertraline 08:00 doctor said so\n"),
                       ["08:00 skipped: doctor said so", "20:00 taken: forgot"])
        XCTAssertEqual(notes("- [ ] sertraline 08:00 felt sick\n- [x] sertraline 8pm with food\n"),
                       ["08:00 pending: felt sick", "20:00 taken: with food"])
        // 19:00 is closer to 20:00; the second line for that dose is not its note.
        XCTAssertEqual(notes("- [ ] sertraline 19:00 felt sick\n- [ ] sertraline 20:00 still sick\n"),
                       ["08:00 pending: ", "20:00 pending: felt sick"])
        // The 08:00 dose is taken: the note of a `[ ]` line for it goes nowhere, not to 20:00.
        XCTAssertEqual(notes("- 08:10 took sertraline\n- [ ] sertraline 08:00 felt sick\n"), ["08:00 taken: ", "20:00 pending: "])
        // Words with no time before them: a to-do, no dose, no note.
        XCTAssertEqual(notes("- [ ] sertraline pick up the new box\n"), ["08:00 pending: ", "20:00 pending: "])
        XCTAssertEqual(F.load("## Settings\n- med sertraline 50 mg at 08:00\n## 2026-11-21\n- [ ] sertraline pick up the new box\n")
            .days.first?.entries.map(\.kind.name), ["task"])
    }
}
