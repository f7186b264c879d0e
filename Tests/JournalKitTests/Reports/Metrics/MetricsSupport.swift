import XCTest
@testable import JournalKit

/// Helpers for the metrics tests: inline journals that must load cleanly, dates and clocks.
enum MetricsFixture {
    /// Loads an inline journal and fails on any error.
    static func load(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Journal {
        let loaded = Journal.load(text: text)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { "\($0.line):\($0.code.rawValue) \($0.message)" }, [], file: file, line: line)
        return loaded.journal
    }

    /// Settings with three medications: twice a day, two weekdays, and as needed.
    static let medications = """
        ## Settings
        - med metformin 500 mg at 08:00, 20:00
        - med vitamin-d 1000 IU at 09:00 on mon, thu
        - med ibuprofen 200 mg as needed

        """

    static func date(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    /// The end of `iso`'s day (like `--today`).
    static func endOf(_ iso: String) -> JournalClock { .endOfDay(date(iso)) }

    /// `iso` at `hh:mm` (like `--now`).
    static func at(_ iso: String, _ hour: Int, _ minute: Int = 0) -> JournalClock {
        JournalClock(date: date(iso), minute: hour * 60 + minute)
    }
}
