import XCTest
@testable import JournalKit

/// The insights of a period as data, each from a small journal, and their sentences.
final class InsightsTests: XCTestCase {
    func date(_ s: String) -> CalendarDate { CalendarDate(iso: s)! }

    /// The report of 2026-11-16 … `end` as of the end of `end`.
    func report(_ text: String, through end: String = "2026-11-22") -> PeriodReport {
        let last = date(end)
        let period = Period(start: date("2026-11-16"), end: last, kind: .range, label: "range")
        return PeriodReport(journal: journal(text).journal, period: period, clock: .endOfDay(last))
    }

    func testOverTheLimitOnDaysNamedByWeekdayInAWeek() {
        let r = report("""
            ## Settings
            - goal caffeine <= 100 mg
            ## 2026-11-16
            - drink 150 mg
            ## 2026-11-17
            - drink 50 mg
            ## 2026-11-18
            - drink 200 mg
            """)
        XCTAssertEqual(r.insights.first, .overLimit(metric: .caffeine, dates: [date("2026-11-16"), date("2026-11-18")], count: 2))
        XCTAssertEqual(InsightText.sentences(r).first, "Caffeine over the limit on Monday and Wednesday.")
    }

    func testOverTheLimitOnManyDaysKeepsTheFirstFiveDates() {
        var text = "## Settings\n- goal caffeine <= 100 mg\n"
        for day in 16...25 { text += "## 2026-11-\(day)\n- drink 150 mg\n" }
        let r = report(text, through: "2026-11-25")
        XCTAssertEqual(r.daysCounted, 10)
        XCTAssertEqual(r.insights.first, .overLimit(metric: .caffeine, dates: (16...20).map { date("2026-11-\($0)") }, count: 10))
        XCTAssertEqual(InsightText.sentences(r).first, "Caffeine over the limit on 10 days.")
        // Over a week's worth of days, a few dates are named with their weekday.
        XCTAssertEqual(InsightText.sentence(.overLimit(metric: .sugar, dates: [date("2026-11-16"), date("2026-11-24")], count: 2), periodDays: 10),
                       "Sugar over the limit on Mon 2026-11-16 and Tue 2026-11-24.")
    }

    func testWithinTheLimitAndAGoalMetOnSomeDays() {
        let r = report("""
            ## Settings
            - goal caffeine <= 400 mg
            - goal water >= 2 l
            ## 2026-11-16
            - drink 100 mg
            - drink water 2 l
            ## 2026-11-17
            - drink 100 mg
            - drink water 1 l
            ## 2026-11-18
            - drink 100 mg
            - drink water 500 ml
            """)
        XCTAssertEqual(Array(r.insights.prefix(2)), [.withinLimit(metric: .caffeine, days: 3), .goalMet(metric: .water, met: 1, days: 3)])
        XCTAssertEqual(Array(InsightText.sentences(r).prefix(2)), ["Caffeine within the limit every day.", "Water goal met on 1 of 3 days."])
    }

    func testGratitudeGoneQuiet() {
        let since = report("""
            ## 2026-11-16
            - grateful: tea
            ## 2026-11-17
            - mood 3
            ## 2026-11-18
            - mood 4
            """)
        XCTAssertTrue(since.insights.contains(.noGratitudeSince(date("2026-11-16"))), "\(since.insights)")
        XCTAssertTrue(InsightText.sentences(since).contains("No gratitude since Monday."))
        let none = report("""
            ## Settings
            - goal gratitude >= 1
            ## 2026-11-16
            - mood 3
            ## 2026-11-17
            - mood 4
            """)
        XCTAssertTrue(none.insights.contains(.noGratitude), "\(none.insights)")
        XCTAssertTrue(InsightText.sentences(none).contains("No gratitude this period."))
    }

    func testMissedDosesOneToThreeAndMore() {
        let text = """
            ## Settings
            - med metformin 500 mg at 08:00, 20:00
            ## 2026-11-16
            - 08:00 took metformin
            ## 2026-11-17
            - 08:00 took metformin
            ## 2026-11-18
            - 08:00 took metformin
            """
        let evening = TimeOfDay(hour: 20, minute: 0)!
        let few = report(text, through: "2026-11-17")
        let doses = ["2026-11-16", "2026-11-17"].map { MissedDose(medication: "metformin", date: date($0), scheduled: evening) }
        XCTAssertTrue(few.insights.contains(.missedDoses(doses)), "\(few.insights)")
        XCTAssertTrue(InsightText.sentences(few).contains(
            "Missed doses: metformin on Monday evening (20:00); metformin on Tuesday evening (20:00)."))
        // Three evenings, and both doses of Thursday.
        let many = report(text + "\n## 2026-11-19\n- mood 3\n", through: "2026-11-19")
        let last = MissedDose(medication: "metformin", date: date("2026-11-19"), scheduled: evening)
        XCTAssertTrue(many.insights.contains(.manyMissedDoses(count: 5, byMedication: [MedicationCount(medication: "metformin", count: 5)],
                                                              last: last)), "\(many.insights)")
        XCTAssertTrue(InsightText.sentences(many).contains("5 missed doses; the last: metformin on Thursday evening (20:00); see journal meds."))
    }

    /// Every missed dose is in the notes, as in the doses' tally: those of days with no entry
    /// too (a day nothing was written is a day no dose was taken).
    func testMissedDosesOfDaysWithoutEntriesAreNoted() {
        let text = """
            ## Settings
            - med metformin 500 mg at 08:00, 20:00
            - med vitamin D 1000 IU at 08:00
            ## 2026-11-16
            - 08:00 took metformin
            - 08:00 took vitamin D
            ## 2026-11-19
            - 08:00 took metformin
            - 20:00 took metformin
            - 08:00 took vitamin D
            """
        // 17th and 18th: nothing written, 3 doses missed each; 16th: the evening metformin.
        let r = report(text, through: "2026-11-19")
        XCTAssertEqual(r.doses.missed, 7)
        let last = MissedDose(medication: "metformin", date: date("2026-11-18"), scheduled: TimeOfDay(hour: 20, minute: 0)!)
        let counts = [MedicationCount(medication: "metformin", count: 5), MedicationCount(medication: "vitamin D", count: 2)]
        XCTAssertTrue(r.insights.contains(.manyMissedDoses(count: 7, byMedication: counts, last: last)), "\(r.insights)")
        XCTAssertTrue(InsightText.sentences(r).contains(
            "7 missed doses: metformin ×5, vitamin D ×2; the last: metformin on Wednesday evening (20:00); see journal meds."),
                      "\(InsightText.sentences(r))")
    }

    func testMoodWeightAndStreak() throws {
        let r = report("""
            ## Settings
            - habit stretch
            ## 2026-11-16
            - mood 4
            - weight 64.6 kg
            - [x] stretch
            ## 2026-11-17
            - mood 2
            - [x] stretch
            ## 2026-11-18
            - mood 3
            - weight 63.3 kg
            - [x] stretch
            """, through: "2026-11-18")
        XCTAssertEqual(Array(r.insights.suffix(2)), [
            .mood(mean: 3, lowestDate: date("2026-11-17"), lowestMean: 2),
            .bestStreak(habit: "stretch", current: 3, unit: .days),
        ])
        XCTAssertEqual(Array(InsightText.sentences(r).suffix(2)), [
            "Mood averaged 3, lowest on Tuesday (2).", "Longest running streak: stretch, 3 days.",
        ])
        // Weight is a row of its own, not a note.
        let weight = try XCTUnwrap(r.written.first { $0.kind == .weight })
        XCTAssertEqual(WrittenRowText.summary(weight), "64.6 → 63.3 kg (-1.3), 2 weigh-ins")
        var steady = weight
        steady.first = 63.32
        steady.last = 63.3
        XCTAssertEqual(WrittenRowText.summary(steady), "63.3 → 63.3 kg (±0), 2 weigh-ins")
    }

    /// The weight row compares the period's mean weigh-in with the period before's.
    func testWeightAgainstTheWeekBefore() throws {
        let text = """
            ## 2026-11-10
            - weight 64.0 kg
            ## 2026-11-13
            - weight 63.7 kg
            ## 2026-11-16
            - weight 63.5 kg
            ## 2026-11-20
            - weight 63.2 kg
            """
        let week = Period(start: date("2026-11-16"), end: date("2026-11-22"), kind: .week, label: "week")
        let r = PeriodReport(journal: journal(text).journal, period: week, clock: .endOfDay(date("2026-11-21")))
        let weight = try XCTUnwrap(r.written.first { $0.kind == .weight })
        // This week (63.5 + 63.2) / 2 = 63.35; the week before (64.0 + 63.7) / 2 = 63.85: −0.5.
        XCTAssertEqual(weight.mean, 63.35, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(weight.previousMean), 63.85, accuracy: 1e-9)
        XCTAssertEqual(WrittenRowText.summary(weight), "63.5 → 63.2 kg (-0.3), 2 weigh-ins; mean -0.5 on the week before")
        // Without a weigh-in the week before, the row says only this week's.
        let alone = PeriodReport(journal: journal("## 2026-11-16\n- weight 63.5 kg\n").journal, period: week,
                                 clock: .endOfDay(date("2026-11-21")))
        XCTAssertEqual(alone.written.first.map(WrittenRowText.summary), "63.5 kg, 1 weigh-in")
    }

    func testJSONGivesTheDataAndTheSentence() {
        let insight = Insight.overLimit(metric: .caffeine, dates: [date("2026-11-18")], count: 1)
        XCTAssertEqual(ReportJSONRenderer.insight(insight, periodDays: 7).serialized(), """
            {
              "kind": "overLimit",
              "metric": "caffeine",
              "dates": ["2026-11-18"],
              "count": 1,
              "text": "Caffeine over the limit on Wednesday."
            }
            """)
    }
}
