import XCTest
@testable import JournalKit

/// Tablets on hand (`supply N`), refills (`- refill NAME N`) and the day they run out.
final class MedicationSupplyTests: XCTestCase {
    typealias F = MetricsFixture

    func supply(_ text: String, _ name: String, clock: JournalClock) -> MedsReport.Supply? {
        MedsReport.supplies(summary: F.load(text).summary, clock: clock)[name]
    }

    /// Once a day from the 20th with 10 tablets: taken on the 20th and 21st, 8 left; the
    /// 22nd to the 29th use them; the 30th's dose has none. With a refill of 14 on the 25th.
    func testRunOutAcrossARefill() {
        let text = """
            ## Settings
            - med sertraline 50 mg at 08:00 supply 10 from 2026-11-20
            ## 2026-11-20 Friday
            - 08:00 took sertraline
            ## 2026-11-21 Saturday
            - 08:00 took sertraline

            """
        let s = try! XCTUnwrap(supply(text, "sertraline", clock: F.at("2026-11-21", 12)))
        XCTAssertEqual([s.count.supply, s.count.refilled, s.count.used, s.count.left], [10, 0, 2, 8])
        // 8 tablets: the 22nd to the 29th; the 30th is the first dose without one, 9 days on.
        XCTAssertEqual(s.runsOut, F.date("2026-11-30"))
        XCTAssertEqual(s.daysLeft, 9)
        XCTAssertFalse(s.warns)  // 9 is not fewer than 7
        XCTAssertEqual(s.reorderOn, F.date("2026-11-23"))  // 30 − 7

        // Taken every day to the 25th, and 14 got on the 25th: 10 + 14 − 6 = 18 left after
        // the 25th's dose; at 07:00 on the 26th its dose is still to take: the 26th to
        // 2026-12-13 is 18 doses, so the 14th is the first without one, 18 days on.
        let refilled = text + """
            ## 2026-11-22 Sunday
            - 08:00 took sertraline
            ## 2026-11-23 Monday
            - 08:00 took sertraline
            ## 2026-11-24 Tuesday
            - 08:00 took sertraline
            ## 2026-11-25 Wednesday
            - 08:00 took sertraline
            - 18:00 refill sertraline 14

            """
        let r = try! XCTUnwrap(supply(refilled, "sertraline", clock: F.at("2026-11-26", 7)))
        XCTAssertEqual([r.count.refilled, r.count.used, r.count.left], [14, 6, 18])
        XCTAssertEqual(r.runsOut, F.date("2026-12-14"))
        XCTAssertEqual(r.daysLeft, 18)
        // Without the refill, 4 left at 07:00 on the 26th: the 26th to the 29th, out on the 30th,
        // 4 days on: fewer than 7, a warning.
        let short = try! XCTUnwrap(supply(refilled.replacingOccurrences(of: "- 18:00 refill sertraline 14\n", with: ""), "sertraline",
                                          clock: F.at("2026-11-26", 7)))
        XCTAssertEqual([short.count.left, short.daysLeft], [4, 4])
        XCTAssertTrue(short.warns)
        XCTAssertTrue(MedsRenderer.text(MedsReport(summary: F.load(refilled.replacingOccurrences(of: "- 18:00 refill sertraline 14\n", with: "")).summary,
                                                   period: Period(start: F.date("2026-11-23"), end: F.date("2026-11-29"), kind: .range, label: "w"),
                                                   clock: F.at("2026-11-26", 7)))
            .contains("supply: 4 left (10 from 2026-11-20, 0 refilled, 6 used); runs out Mon 2026-11-30, in 4 days\n  ⚠ refill  4 days left, fewer than 7"))
    }

    /// A dose of 2 capsules uses 2; twice a day is 4 a day. `set refill-warning 10 days`.
    func testADoseOfTwoCapsulesAndTheWarningSetting() {
        let text = """
            ## Settings
            - med "fish oil" 2 capsules at 08:00, 20:00 supply 30 from 2026-11-20
            - set refill-warning 10 days
            ## 2026-11-20 Friday
            - 08:00 took fish oil
            - 20:00 took fish oil
            ## 2026-11-21 Saturday
            - 08:00 took fish oil
            - refill fish oil 60

            """
        let s = try! XCTUnwrap(supply(text, "fish oil", clock: F.at("2026-11-21", 12)))
        // 30 + 60 − 3 × 2 = 84. Today's 20:00 takes 2 (82); 4 a day from the 22nd: 20 days to
        // 2026-12-11 use 80 (2 left); on 2026-12-12 08:00 takes the last 2, 20:00 has none.
        XCTAssertEqual([s.perDose, s.count.used, s.count.left], [2, 6, 84])
        XCTAssertEqual(s.runsOut, F.date("2026-12-12"))
        XCTAssertEqual(s.daysLeft, 21)
        XCTAssertEqual(s.warningDays, 10)
        XCTAssertEqual(s.reorderOn, F.date("2026-12-02"))
    }

    /// Every 8 h for 7 days with 21 tablets: enough for the course; a course ends, so nothing
    /// runs out. A later `supply` is a recount.
    func testACourseAndARecount() {
        let course = supply("""
            ## Settings
            - med amoxicillin 250 mg every 8 h from 06:00 supply 21 for 7 days from 2026-11-20
            ## 2026-11-20 Friday
            - 06:00 took amoxicillin

            """, "amoxicillin", clock: F.at("2026-11-20", 7))
        XCTAssertEqual(course?.count.left, 20)
        XCTAssertNil(course?.runsOut)  // 20 for the 20 doses left of the course
        let recount = try! XCTUnwrap(supply("""
            ## Settings
            - med sertraline 50 mg at 08:00 supply 10 from 2026-11-20
            - med sertraline 50 mg at 08:00 supply 3 from 2026-11-22
            ## 2026-11-20 Friday
            - 08:00 took sertraline
            ## 2026-11-22 Sunday
            - 08:00 took sertraline

            """, "sertraline", clock: .endOfDay(F.date("2026-11-22"))))
        // Counted again on the 22nd: 3 − 1 = 2; the 23rd and 24th, out on the 25th.
        XCTAssertEqual([recount.count.supply, recount.count.left], [3, 2])
        XCTAssertEqual(recount.runsOut, F.date("2026-11-25"))
    }

    /// A take with no tablet left is a warning on its line; a day's refills count before its
    /// takes, whatever their times.
    func testATakeWithNoTabletLeftIsWarnedAbout() {
        let read = Journal.load(text: """
            ## Settings
            - med sertraline 50 mg at 08:00 supply 1 from 2026-11-20
            ## 2026-11-20 Friday
            - 08:00 took sertraline
            ## 2026-11-21 Saturday
            - 08:00 took sertraline
            ## 2026-11-22 Sunday
            - 08:00 took sertraline
            - 19:00 refill sertraline 28

            """)
        XCTAssertEqual(read.diagnostics.map { "\($0.line):\($0.column) \($0.code.rawValue)" }, ["6:14 no-supply"])
        XCTAssertEqual(read.diagnostics.first?.message, "no sertraline left to take: none (supply 1 from 2026-11-20, refills since)")
        XCTAssertEqual(read.diagnostics.first?.severity, .warning)
        // A refill is no take: it fills no dose and is no extra dose.
        let day = MedicationSchedule.day(journal: read.journal, on: F.date("2026-11-22"), clock: .endOfDay(F.date("2026-11-22")))
        XCTAssertEqual(day.adherence, Adherence(scheduled: 1, taken: 1))
        XCTAssertEqual(day.logged, [])
    }

    func testRefillAndSettingMistakes() {
        let read = Journal.load(text: """
            ## Settings
            - med sertraline 50 mg at 08:00 supply 10
            - set refill-warning soon
            ## 2026-11-20 Friday
            - refill sertraline
            - refill sertraline 08:00
            - refill paracetamol 16
            - refill sertraline 100001
            - refill sertraline 1000 for the year

            """)
        // A refill's count is tablets, up to 100,000, not servings (a count of 1,000 servings
        // is bad-amount elsewhere).
        XCTAssertEqual(read.diagnostics.map { "\($0.line) \($0.code.rawValue)" },
                       ["3 bad-setting", "5 missing-value", "6 missing-value", "7 unknown-medication", "8 missing-value"])
    }
}
