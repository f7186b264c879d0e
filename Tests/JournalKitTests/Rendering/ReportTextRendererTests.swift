import Foundation
import XCTest
@testable import JournalKit

final class ReportTextRendererTests: XCTestCase {
    /// Years of days: counts and totals run long, and every column still stands apart.
    func testLongPeriodColumnsStayApart() {
        var text = "## Settings\n- goal caffeine <= 400 mg\n- goal water >= 2 l\n- goal gratitude >= 3\n"
        var date = CalendarDate(year: 2023, month: 1, day: 1)!
        let today = CalendarDate(year: 2026, month: 11, day: 21)!
        while date <= today {
            text += "## \(date)\n- 07:30 drink espresso x2\n- drink water 2.5 l\n- grateful: sun\n"
            date = date.adding(days: 1)
        }
        let summary = Journal.load(text: text).journal.summary
        let period = Period(start: summary.dateRange!.lowerBound, end: today, kind: .all, label: "All")
        let report = PeriodReport(summary: summary, period: period, clock: .endOfDay(today))
        let out = ReportTextRenderer.period(report, style: .plain, width: 100)
        let lines = out.split(separator: "\n").map(String.init)

        // The week grid: the last week's cell, then the period's days met of days counted.
        let caffeine = lines.first { $0.hasPrefix("Caffeine") && $0.contains("/") }!
        XCTAssertTrue(caffeine.contains(" 1,421/1,421"), caffeine)
        XCTAssertFalse(caffeine.contains("7/71,421"), caffeine)
        XCTAssertTrue(out.contains("earlier weeks not shown"), out)

        // The summary table: totals with thousands grouped, apart from the target.
        let water = lines.first { $0.hasPrefix("Water") && $0.contains("≥") }!
        XCTAssertTrue(water.contains("≥ 2 l"), water)
        XCTAssertTrue(water.hasSuffix(" 3,638 l"), water)
        let gratitude = lines.first { $0.hasPrefix("Gratitude") && $0.contains("≥") }!
        XCTAssertTrue(gratitude.hasSuffix(" 1,421"), gratitude)
        let caffeineTotal = lines.first { $0.hasPrefix("Caffeine") && $0.contains("≤") }!
        XCTAssertTrue(caffeineTotal.hasSuffix("≤ 400 mg    179,046 mg"), caffeineTotal)
    }
}
