import XCTest
@testable import JournalKit

final class CalendarReportTests: XCTestCase {
    /// The weekday by Zeller's congruence, Monday 0 … Sunday 6: worked out apart from
    /// ``CalendarDate``'s day numbers.
    static func zellerWeekday(year: Int, month: Int, day: Int) -> Int {
        let m = month < 3 ? month + 12 : month
        let y = month < 3 ? year - 1 : year
        let k = y % 100, j = y / 100
        let h = (day + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7  // 0 Saturday … 6 Friday
        return (h + 5) % 7
    }

    static func daysIn(year: Int, month: Int) -> Int {
        let leap = year % 400 == 0 || (year % 4 == 0 && year % 100 != 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Every month from 1900 to 2100, weeks from Monday and from Sunday: each day number stands in
    /// its weekday's column, rows follow one another, and the month has all its days, once.
    func testTheTextLayoutOfEveryMonthFrom1900To2100() {
        for weekStart in [Weekday.monday, .sunday] {
            for year in 1900...2100 {
                for month in 1...12 {
                    let n = Self.daysIn(year: year, month: month)
                    let m = CalendarMonth(year: year, month: month, weekStart: weekStart, marks: Array(repeating: .noData, count: n))
                    let lines = CalendarTextRenderer.month(m, weekStart: weekStart)
                    XCTAssertTrue(lines[0].hasSuffix("\(Period.monthNames[month - 1]) \(year)"))
                    var seen: [Int] = []
                    let firstColumn = (Self.zellerWeekday(year: year, month: month, day: 1) - weekStart.rawValue + 7) % 7
                    for (row, line) in lines.dropFirst(2).enumerated() {
                        let chars = Array(line)
                        for column in 0..<7 where 4 + 4 * column + 2 <= chars.count {
                            let text = String(chars[(4 + 4 * column)..<(4 + 4 * column + 2)]).trimmingCharacters(in: .whitespaces)
                            guard let day = Int(text) else { continue }
                            let expected = (Self.zellerWeekday(year: year, month: month, day: day) - weekStart.rawValue + 7) % 7
                            if column != expected || row != (firstColumn + day - 1) / 7 {
                                XCTFail("\(year)-\(month) day \(day) (weeks from \(weekStart)): row \(row) column \(column)")
                                return
                            }
                            seen.append(day)
                        }
                    }
                    XCTAssertEqual(seen, Array(1...n), "\(year)-\(month)")
                }
            }
        }
    }

    func testTheWeekdayHeadingFollowsTheWeekStart() {
        let m = CalendarMonth(year: 2026, month: 11, weekStart: .sunday, marks: Array(repeating: .noData, count: 30))
        XCTAssertEqual(CalendarTextRenderer.month(m, weekStart: .sunday)[1], "Wk  Su  Mo  Tu  We  Th  Fr  Sa")
        let monday = CalendarMonth(year: 2026, month: 11, weekStart: .monday, marks: Array(repeating: .noData, count: 30))
        XCTAssertEqual(CalendarTextRenderer.month(monday, weekStart: .monday)[1], "Wk  Mo  Tu  We  Th  Fr  Sa  Su")
    }

    /// 2020-12-31 and 2021-01-03 are in 2020-W53; 2021-01-04 starts 2021-W01; with weeks from
    /// Sunday a row is numbered by its Monday.
    func testISOWeeksAtTheTurnOfTheYear() {
        XCTAssertEqual(Period.isoWeek(CalendarDate(iso: "2020-12-31")!).week, 53)
        XCTAssertEqual(Period.isoWeek(CalendarDate(iso: "2020-12-31")!).year, 2020)
        XCTAssertEqual(Period.isoWeek(CalendarDate(iso: "2021-01-03")!).year, 2020)
        XCTAssertEqual(Period.isoWeek(CalendarDate(iso: "2021-01-03")!).week, 53)
        XCTAssertEqual(Period.isoWeek(CalendarDate(iso: "2021-01-04")!).year, 2021)
        XCTAssertEqual(Period.isoWeek(CalendarDate(iso: "2021-01-04")!).week, 1)
        func rows(_ y: Int, _ m: Int, _ ws: Weekday) -> [String] {
            CalendarTextRenderer.month(CalendarMonth(year: y, month: m, weekStart: ws, marks: Array(repeating: .noData, count: Self.daysIn(year: y, month: m))),
                                       weekStart: ws)
        }
        let december = rows(2020, 12, .monday)
        XCTAssertTrue(december.last!.hasPrefix("53  28· 29· 30· 31·"), december.last!)
        let january = rows(2021, 1, .monday)
        XCTAssertTrue(january[2].hasPrefix("53") && january[2].hasSuffix(" 1·  2·  3·"), january[2])
        XCTAssertTrue(january[3].hasPrefix(" 1   4·"), january[3])
        // Weeks from Sunday: the row of Sunday 2021-01-03 holds Monday 2021-01-04, week 1.
        let sunday = rows(2021, 1, .sunday)
        XCTAssertTrue(sunday[2].hasPrefix("53") && sunday[2].hasSuffix(" 1·  2·"), sunday[2])
        XCTAssertTrue(sunday[3].hasPrefix(" 1   3·  4·"), sunday[3])
    }

    func testLeapDays() {
        func lastDay(_ y: Int) -> String {
            let m = CalendarMonth(year: y, month: 2, weekStart: .monday, marks: Array(repeating: .noData, count: Self.daysIn(year: y, month: 2)))
            return m.weeks.last!.days.compactMap { $0 }.last!.date.description
        }
        XCTAssertEqual(lastDay(2024), "2024-02-29")
        XCTAssertEqual(lastDay(2000), "2000-02-29")
        XCTAssertEqual(lastDay(1900), "1900-02-28")
        XCTAssertEqual(lastDay(2100), "2100-02-28")
        // A year's calendar has every day, 29 February included.
        let r = CalendarReport(summary: JournalSummary(), period: .year(2024), measure: .goals, clock: .endOfDay(CalendarDate(iso: "2024-12-31")!))
        XCTAssertEqual(r.months.flatMap { $0.weeks.flatMap { $0.days.compactMap { $0 } } }.count, 366)
        XCTAssertTrue(CalendarTextRenderer.calendar(r, width: 100).contains(" 29·"))
    }

    /// The example journal's marks are the report's numbers for the same days.
    func testMarksAgreeWithTheReport() {
        let summary = Journal.summarize(paths: [Fixture.repository + "/examples/journal.md"]).summary
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-21")!)
        let month = Period.month(year: 2026, month: 11)
        let report = PeriodReport(summary: summary, period: month, clock: clock)
        func marks(_ m: DayMeasure) -> [DayMark] {
            CalendarReport(summary: summary, period: month, measure: m, clock: clock).months[0].weeks.flatMap { $0.days.compactMap { $0?.mark } }
        }
        for row in report.rows {
            let calendar = marks(.ring(row.metric))
            for (i, ring) in row.cells.enumerated() {
                if let ring { XCTAssertEqual(calendar[i], .ring(ring), "\(row.metric) on day \(i + 1)") }
                else { XCTAssertNil(calendar[i].value, "\(row.metric) on day \(i + 1)") }
            }
        }
        let moods = marks(.mood)
        XCTAssertEqual(moods.compactMap(\.value), report.days.filter { $0.date <= clock.date }.compactMap { $0.totals.mood?.mean })
        // The best day by goals met is the report's best day.
        let goals = marks(.goals)
        let best = goals.indices.max { a, b in
            let x = goals[a].value ?? -1, y = goals[b].value ?? -1
            return x != y ? x < y : a > b
        }!
        XCTAssertEqual(month.start.adding(days: best), report.bestDay?.date)
        XCTAssertEqual(marks(.gratitude).compactMap(\.value).reduce(0, +),
                       report.rows.first { $0.metric == .gratitude }!.total)
        // A habit's marks are its statuses, as the report's days hold them.
        let habit = summary.definitions.habits[0].value.name
        for (i, mark) in marks(.habit(habit)).enumerated() where month.start.adding(days: i) <= clock.date {
            let status = report.days[i].habits.first { $0.habit == habit }?.status ?? .notScheduled
            guard case .habit(let s, _) = mark else { return XCTFail("\(mark)") }
            XCTAssertEqual(s, status)
        }
    }

    func testTheDefaultIsMoodWhereThereAreMoodsElseGoals() {
        let withMood = journal("## 2026-11-20 Friday\n- mood 4\n").journal.summary
        XCTAssertEqual(try? DayMeasure.read(nil, summary: withMood).get(), .mood)
        let without = journal("## Settings\n- goal water >= 2 l\n\n## 2026-11-20 Friday\n- drink water 1 l\n").journal.summary
        XCTAssertEqual(try? DayMeasure.read(nil, summary: without).get(), .goals)
        XCTAssertEqual(try? DayMeasure.read("Caffeine", summary: without).get(), .ring(.caffeine))
        guard case .failure(let e) = DayMeasure.read("moood", summary: without) else { return XCTFail() }
        XCTAssertEqual(e.guess, "mood")
    }
}
