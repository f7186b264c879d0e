import XCTest
@testable import JournalKit

/// A long period is summed up a stretch of days at a time and the stretches' sums joined: that
/// must give what summing every day in turn gives, wherever the stretches are cut.
final class PeriodSumsTests: XCTestCase {
    func testJoinedStretchesSumUpAsTheDaysInTurn() {
        let summary = Journal.summarize(paths: [Fixture.repository + "/examples/journal.md"]).summary
        let context = MetricsContext(summary: summary)
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-19")!)
        let range = summary.dateRange!
        // Days without entries before the journal and days to come after the clock too.
        let start = range.lowerBound.adding(days: -9)
        let days = DayMetrics.compute(context: context, from: start, count: start.days(to: clock.date) + 12, clock: clock)
        XCTAssertGreaterThan(days.count, 40)

        func sums(_ part: ArraySlice<DayMetrics>) -> PeriodSums {
            var sums = PeriodSums(through: clock.date, weekStart: .monday, splitsWeeks: true, definitions: summary.definitions)
            for day in part { sums.add(day) }
            return sums
        }
        let whole = described(sums(days[...]))
        for cut in days.indices {
            var joined = sums(days[..<cut])
            joined.join(sums(days[cut...]))
            XCTAssertEqual(described(joined), whole, "cut before day \(cut)")
        }
        // Three stretches, one of them empty.
        var three = sums(days[..<10])
        three.join(sums(days[10..<10]))
        three.join(sums(days[10...]))
        XCTAssertEqual(described(three), whole)
    }

    /// Every stored number, list and date of the sums, read through the values' descriptions;
    /// fractions to 9 significant digits (sums added in another order differ in the last bits).
    private func described(_ sums: PeriodSums) -> String {
        let text = String(describing: sums)
        let fraction = try! NSRegularExpression(pattern: "-?[0-9]+\\.[0-9]+(e-?[0-9]+)?")
        var out = "", last = text.startIndex
        for match in fraction.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let range = Range(match.range, in: text)!
            out += text[last..<range.lowerBound] + String(format: "%.9g", Double(text[range])!)
            last = range.upperBound
        }
        return out + text[last...]
    }
}
