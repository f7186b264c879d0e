import XCTest
@testable import JournalKit

/// One small journal per habit rule (Fixtures/streaks), each saying in comments when "now" is
/// (`<!-- now: DAY [TIME] -->`) and what `journal streaks` must find
/// (`<!-- expect HABIT: … -->`, `<!-- expect goal METRIC: … -->`).
final class StreaksReportTests: XCTestCase {
    func testEveryHabitRuleFixture() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixture.path("streaks")).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 8)
        for file in files {
            let loaded = Fixture.load("streaks/" + file)
            XCTAssertEqual(loaded.diagnostics.map(\.message), [], file)
            let comments = Fixture.text("streaks/" + file).split(separator: "\n").filter { $0.hasPrefix("<!-- ") }.map {
                String($0.dropFirst(5).dropLast(4))
            }
            let nowText = try XCTUnwrap(comments.first { $0.hasPrefix("now: ") }, file).dropFirst(5)
            // `--today DAY` or `--now "DAY TIME"`, as the command line reads them.
            let clock = try PeriodWords.clock(now: nowText.count == 10 ? nil : String(nowText), today: nowText.count == 10 ? String(nowText) : nil,
                                              system: .endOfDay(CalendarDate(iso: "2026-11-21")!)).get()
            let report = try XCTUnwrap(StreaksReport(summary: loaded.journal.summary, clock: clock))
            var checked = 0
            for c in comments where c.hasPrefix("expect ") {
                let body = c.dropFirst(7)
                let colon = body.firstIndex(of: ":")!
                let name = String(body[..<colon]), expected = String(body[body.index(colon, offsetBy: 2)...])
                if name.hasPrefix("goal ") {
                    let metric = String(name.dropFirst(5))
                    let g = try XCTUnwrap(report.goals.first { ($0.metric?.rawValue ?? "logged") == metric }, "\(file): \(name)")
                    XCTAssertEqual(describe(g), expected, file)
                } else {
                    let h = try XCTUnwrap(report.habits.first { $0.streak.habit == name }, "\(file): \(name)")
                    XCTAssertEqual(describe(h), expected, file)
                }
                checked += 1
            }
            XCTAssertGreaterThan(checked, 0, file)
        }
    }

    func describe(_ d: ClosedRange<CalendarDate>?) -> String { d.map { " \($0.lowerBound)..\($0.upperBound)" } ?? "" }

    func describe(_ h: HabitRecord) -> String {
        let s = h.streak
        func n(_ k: Int) -> String { k == 0 ? "0" : "\(k) \(s.unit == .weeks ? "week" : "day")\(k == 1 ? "" : "s")" }
        var text = "current \(n(s.current))\(describe(s.currentDates)); longest \(n(s.longest))\(describe(s.longestDates)); "
            + "last 7 \(h.last7.done)/\(h.last7.scheduled); last 30 \(h.last30.done)/\(h.last30.scheduled)"
        if let c = h.challenge {
            text += "; challenge \(c.done)/\(c.of) from \(c.start!) to \(c.end!), \(c.left) left, "
                + (!c.hasBegun ? "not begun" : c.canComplete ? "can complete" : "cannot complete")
        }
        return text
    }

    func describe(_ g: GoalStreak) -> String {
        "current \(g.current)\(describe(g.currentDates)); longest \(g.longest)\(describe(g.longestDates)); kept \(g.daysKept)/\(g.daysCounted)"
    }

    /// The streaks are the report's, and the goals kept are its days met, to the digit.
    func testStreaksAgreeWithTheReport() throws {
        let summary = Journal.summarize(paths: [Fixture.repository + "/examples/journal.md"]).summary
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-21")!)
        let streaks = try XCTUnwrap(StreaksReport(summary: summary, clock: clock))
        let all = PeriodReport(summary: summary, period: Period(start: summary.dateRange!.lowerBound, end: clock.date, kind: .all, label: "all"),
                               clock: clock)
        XCTAssertEqual(streaks.habits.map { $0.streak.current }, all.streaks.map(\.current))
        XCTAssertEqual(streaks.habits.map { $0.streak.longest }, all.streaks.map(\.longest))
        for row in all.rows {
            let goal = try XCTUnwrap(streaks.goals.first { $0.metric == row.metric }, "\(row.metric)")
            XCTAssertEqual(goal.daysKept, row.daysMet, "\(row.metric)")
            XCTAssertEqual(goal.daysCounted, row.daysCounted, "\(row.metric)")
        }
        // The last 7 days' habits are the week's habits ring, summed.
        let week = PeriodReport(summary: summary, period: Period(start: clock.date.adding(days: -6), end: clock.date, kind: .range, label: "7"),
                                clock: clock)
        let ring = week.rows.first { $0.metric == .habits }!
        XCTAssertEqual(Double(streaks.habits.map(\.last7.done).reduce(0, +)), ring.total)
    }

    /// Goal streaks look back a year: a current one that runs on past it is 365+; anything
    /// logged looks at the whole journal.
    func testACurrentGoalStreakLongerThanAYear() throws {
        let first = CalendarDate(iso: "2025-01-01")!
        var text = "## Settings\n- goal mood >= 3\n\n"
        for k in 0..<500 { text += "## \(first.adding(days: k))\n- mood 4\n" }
        let last = first.adding(days: 499)
        let report = try XCTUnwrap(StreaksReport(summary: journal(text).journal.summary, clock: .endOfDay(last)))
        let logged = try XCTUnwrap(report.goals.last)
        XCTAssertNil(logged.metric)
        XCTAssertEqual(logged.current, 500)
        XCTAssertEqual(logged.currentDates, first...last)
        let mood = try XCTUnwrap(report.goals.first { $0.metric == .mood })
        XCTAssertEqual(mood.current, 365)
        XCTAssertTrue(mood.runsOn)
        XCTAssertFalse(logged.runsOn)
        XCTAssertEqual(mood.daysKept, 365)
    }

    func testAnUnknownHabitIsNil() {
        let summary = journal("## Settings\n- habit meditate\n").journal.summary
        XCTAssertNil(StreaksReport(summary: summary, habit: "meditation", clock: .endOfDay(CalendarDate(iso: "2026-11-21")!)))
        XCTAssertNotNil(StreaksReport(summary: summary, habit: "Meditate", clock: .endOfDay(CalendarDate(iso: "2026-11-21")!)))
    }
}
