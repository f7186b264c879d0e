import XCTest
@testable import JournalKit

/// Unknown items count nothing, and the day view and the report say how many there are.
final class UncountedItemsTests: XCTestCase {
    let text = """
        ## Settings
        - goal energy <= 2000 kcal
        - food toast per slice (30 g): 80 kcal
        ## 2026-11-17
        - drink expresso
        - lunch: toast, chiken breast, toast 60 z
          - bananna
          - toast
        - drink espresso
        ## 2026-11-19
        - drink fizzwhizz
        - 12:00 lunch: toast 2 slices
        ## 2026-11-20
        - drink espresso x2

        """

    func testTheDayCountsWhatItKnowsAndSaysWhatItDoesNot() {
        let loaded = journal(text)
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.unknownDrink, .unknownFood, .unknownUnit, .unknownFood, .unknownDrink])
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-21")!)
        let day = DayReport(journal: loaded.journal, date: CalendarDate(iso: "2026-11-17")!, clock: clock)
        // expresso, chiken breast, toast 60 z (no unit z), bananna.
        XCTAssertEqual(day.uncountedItems, 4)
        // Two slices of toast (160 kcal) and a shot of espresso (3 kcal), nothing for the rest.
        XCTAssertEqual(day.metrics.totals.nutrients.energy, 163)
        XCTAssertTrue(ReportTextRenderer.day(day).contains("\n4 items not counted (not understood; journal check says why)\n"))
        XCTAssertTrue(HTMLReportRenderer.day(day).contains("4 items not counted"))
        XCTAssertTrue(ReportJSONRenderer.day(day).serialized().contains("\"uncountedItems\": 4"))
        let clean = DayReport(journal: loaded.journal, date: CalendarDate(iso: "2026-11-20")!, clock: clock)
        XCTAssertEqual(clean.uncountedItems, 0)
        XCTAssertFalse(ReportTextRenderer.day(clean).contains("not counted"))
    }

    func testTheReportSaysHowManyAndOnWhichDays() throws {
        // The summary-only read (journal report) counts the same as the model's.
        let path = NSTemporaryDirectory() + "journal-uncounted-\(ProcessInfo.processInfo.processIdentifier).md"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let summary = Journal.summarize(paths: [path]).summary
        XCTAssertEqual(summary.day(on: CalendarDate(iso: "2026-11-17")!)?.uncountedItems, 4)
        XCTAssertEqual(summary.day(on: CalendarDate(iso: "2026-11-19")!)?.uncountedItems, 1)
        XCTAssertEqual(summary.day(on: CalendarDate(iso: "2026-11-19")!)?.nutrients.energy, 160)
        let week = Period.week(containing: CalendarDate(iso: "2026-11-21")!, weekStart: .monday)
        let report = PeriodReport(summary: summary, period: week, clock: JournalClock.endOfDay(CalendarDate(iso: "2026-11-21")!))
        XCTAssertEqual(report.uncountedItemTotal, 5)
        XCTAssertEqual(report.uncountedItems.map(\.items), [4, 1])
        XCTAssertTrue(ReportTextRenderer.period(report).contains("5 items not counted (Tue 17: 4, Thu 19: 1): not understood; journal check says why"))
        XCTAssertTrue(HTMLReportRenderer.period(report).contains("5 items not counted"))
        XCTAssertEqual(PeriodReport(journal: journal(text).journal, period: week, clock: report.clock).uncountedItemTotal, 5)
    }

    func testALongPeriodNamesItsFirstDaysByDate() {
        var text = "## Settings\n- goal energy <= 2000 kcal\n"
        for d in 1...9 { text += "## 2026-10-0\(d)\n- drink expresso\n" }
        let j = journal(text).journal
        let r = PeriodReport(journal: j, period: Period.month(year: 2026, month: 10),
                             clock: JournalClock.endOfDay(CalendarDate(iso: "2026-11-21")!))
        XCTAssertEqual(r.uncountedItemTotal, 9)
        XCTAssertTrue(ReportTextRenderer.period(r).contains("9 items not counted (2026-10-01: 1, 2026-10-02: 1, 2026-10-03: 1, "
            + "2026-10-04: 1, 2026-10-05: 1, 2026-10-06: 1, 2026-10-07: 1, and 2 more days): not understood"))
    }
}
