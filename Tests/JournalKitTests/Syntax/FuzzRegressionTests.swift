import Foundation
import XCTest
@testable import JournalKit

/// Inputs the fuzzer (Scripts/fuzz) found crashing; each must now parse, build and report
/// without trapping. Stored in Fixtures/fuzz/.
final class FuzzRegressionTests: XCTestCase {
    func testEveryCrashInputIsHandled() throws {
        let dir = Fixture.path("fuzz")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertFalse(files.isEmpty)
        for name in files {
            let loaded = Journal.load(paths: [dir + "/" + name], options: ParseOptions(strict: true))
            _ = DiagnosticRenderer.text(loaded.diagnostics)
            // As the fuzz target does: the week of the journal's last day, in every renderer.
            let clock = JournalClock.endOfDay(loaded.journal.days.last?.date ?? CalendarDate(dayNumber: 20_000))
            let report = PeriodReport(journal: loaded.journal, period: .week(containing: clock.date, weekStart: .monday), clock: clock)
            _ = ReportTextRenderer.period(report)
            _ = ReportJSONRenderer.period(report).serialized()
            _ = HTMLReportRenderer.day(DayReport(journal: loaded.journal, date: clock.date, clock: clock))
        }
    }

    /// "0 cups" is no coffee: no water either (it was 0 ml ÷ 0 servings, not a number, which
    /// the fuzzer found when it compared streamed and loaded days).
    func testZeroServingsCountNothing() {
        let j = journal("## 2026-11-21\n- drink coffee 0 cups\n- drink water 0 ml\n- breakfast: oats 0 g\n- drink coffee\n").journal
        let n = j.days[0].nutrients
        XCTAssertEqual(n.water, Journal.load(text: "## 2026-11-21\n- drink coffee\n").journal.days[0].nutrients.water)
        for nutrient in Nutrient.allCases { XCTAssertTrue(n[nutrient].isFinite, "\(nutrient)") }
    }

    func testLongDigitRunsInTimes() {
        let d = journal("## Settings\n- med U at 0:9999999999999999999999999\n## 2026-11-21\n- 2:59000000000000000000000 mood 3\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.badTime, .badTime])
    }

    func testHugeNumbersDoNotTrap() {
        let d = journal("## Settings\n- habit run 99999999999999999999999 times a week\n- goal water >= 0.000001 ml\n## 2026-11-21\n- drink water 1 l\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.badHabit])
        let j = journal("## Settings\n- goal water >= 0.000001 ml\n## 2026-11-21\n- drink water 1 l\n").journal
        let day = DayReport(journal: j, date: CalendarDate(iso: "2026-11-21")!, clock: .endOfDay(CalendarDate(iso: "2026-11-21")!))
        XCTAssertTrue(ReportTextRenderer.day(day).contains("Water"))
    }
}

final class AbsurdGoalTests: XCTestCase {
    func testAbsurdGoalTargetsAreRejected() {
        let d = journal("## Settings\n- goal caffeine <= 179769313486231570000000000000000000000000 mg\n- goal water >= 1e30 l\n- goal water >= 2 l\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.badGoal, .badGoal])
    }
}
