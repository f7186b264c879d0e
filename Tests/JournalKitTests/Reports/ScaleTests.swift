import Foundation
import XCTest
@testable import JournalKit

/// Time stays linear in the length of a line and in the number of definitions: shapes that
/// once took minutes (a line's every prefix tried as a name, every habit and medication
/// compared with every other) finish in well under the generous bounds here, even in a debug
/// build on a busy machine.
final class ScaleTests: XCTestCase {
    private func seconds(_ work: () -> Void) -> Double {
        let start = Date()
        work()
        return Date().timeIntervalSince(start)
    }

    func testALongMealLineIsReadInLinearTime() {
        let line = "- 12:30 lunch: toast" + String(repeating: " with toast", count: 5_900)
        var loaded: LoadedJournal?
        let s = seconds { loaded = journal("## 2026-11-21\n" + line + "\n") }
        XCTAssertEqual(loaded?.diagnostics.map(\.code), [])
        XCTAssertEqual(loaded?.journal.days[0].entries.first?.meal?.items.count, 5_901)
        XCTAssertLessThan(s, 3, "a 65 kB meal line took \(s) s")
    }

    func testThousandsOfHabitsAndMedications() throws {
        var text = "## Settings\n"
        for k in 0..<3_000 { text += "- habit practice-\(k) daily\n" }
        for k in 0..<2_000 { text += "- med pill-\(k) 10 mg at \(String(format: "%02d:%02d", 6 + k % 16, k % 60))\n" }
        var day = CalendarDate(iso: "2026-10-23")!
        for d in 0..<30 {
            text += "## \(day)\n"
            for k in 0..<8 { text += "- [x] practice-\((d * 97 + k * 389) % 3_000)\n- took pill-\((d * 89 + k * 241) % 2_000)\n" }
            day = day.adding(days: 1)
        }
        let today = CalendarDate(iso: "2026-11-21")!
        let clock = JournalClock.endOfDay(today)
        var loaded: LoadedJournal?
        var s = seconds { loaded = journal(text) }
        let j = try XCTUnwrap(loaded).journal
        XCTAssertEqual(loaded?.diagnostics.filter { $0.severity == .error }.count, 0)
        let period = Period(start: CalendarDate(iso: "2026-10-23")!, end: today, kind: .range, label: "")
        var meds: MedsReport?
        s += seconds { meds = MedsReport(summary: j.summary, period: period, clock: clock) }
        XCTAssertEqual(meds?.medications.count, 2_000)
        var streaks: StreaksReport?
        s += seconds { streaks = StreaksReport(summary: j.summary, clock: clock) }
        XCTAssertEqual(streaks?.habits.count, 3_000)
        XCTAssertEqual(streaks?.habits.filter { $0.last30.done > 0 }.count, Set((0..<30).flatMap { d in (0..<8).map { k in (d * 97 + k * 389) % 3_000 } }).count)
        XCTAssertLessThan(s, 20, "3,000 habits and 2,000 medications took \(s) s")
    }

    func testAToDoWrittenAgainEveryDayIsLinkedInLinearTime() {
        var text = ""
        var day = CalendarDate(iso: "1972-01-01")!
        for _ in 0..<20_000 {
            text += "## \(day)\n- [ ] call the bank\n"
            day = day.adding(days: 1)
        }
        let j = journal(text).journal
        var report: TodoReport?
        let s = seconds { report = TodoReport(journal: j, today: day, all: true) }
        let items = report?.lists.flatMap(\.items) ?? []
        XCTAssertEqual(items.count, 20_000)
        XCTAssertEqual(items.filter { $0.migratedTo != nil }.count, 19_999)
        XCTAssertLessThan(s, 3, "linking 20,000 to-dos took \(s) s")
    }
}
