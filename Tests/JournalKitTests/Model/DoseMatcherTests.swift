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
}
