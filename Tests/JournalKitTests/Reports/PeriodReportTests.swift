import XCTest
@testable import JournalKit

final class PeriodReportTests: XCTestCase {
    let text = """
    ## Settings
    - goal caffeine <= 400 mg
    - goal water >= 2 l
    - med metformin 500 mg at 08:00, 20:00

    ## 2026-11-16 Monday
    - drink coffee x2
    - drink water 2 l
    - 08:00 took metformin
    - 20:00 took metformin
    ## 2026-11-17 Tuesday
    - drink coffee x5
    - drink water 1 l
    - 08:00 took metformin
    ## 2026-11-09 Monday
    - drink coffee
    - drink water 1 l
    """

    /// Workouts, weight, mood and sleep without a goal are rows of values: each only with data in
    /// the days counted, and none whose ring already has a row (workouts go with exercise).
    func testWhatIsWrittenWithoutAGoalHasARowOfValues() throws {
        let days = """

            ## 2026-11-16
            - workout run 30 min 5.2 km
            - workout walk 20 min
            - weight 70.4 kg
            - mood 4
            - sleep 23:00-06:30
            ## 2026-11-17
            - mood 2
            - weight 70.1 kg
            """
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-17")!)
        let week = Period.week(containing: clock.date, weekStart: .monday)
        let r = PeriodReport(journal: journal("## Settings\n- goal water >= 2 l\n" + days).journal, period: week, clock: clock)
        XCTAssertEqual(r.written.map(\.kind), [.workouts, .weight, .mood, .sleep])
        let workouts = r.written[0], weight = r.written[1], mood = r.written[2], sleep = r.written[3]
        XCTAssertEqual([workouts.count, workouts.days], [2, 1])
        XCTAssertEqual(workouts.total, 50)
        XCTAssertEqual(workouts.distanceKm, 5.2, accuracy: 1e-9)
        XCTAssertEqual(workouts.cells, [50, nil, nil, nil, nil, nil, nil])
        XCTAssertEqual([weight.first, weight.last], [70.4, 70.1])
        XCTAssertEqual(WrittenRowText.summary(weight), "70.4 → 70.1 kg (-0.3), 2 weigh-ins")
        XCTAssertEqual(mood.mean, 3)
        XCTAssertEqual(mood.cells.prefix(2), [4, 2])
        XCTAssertEqual(sleep.days, 1)
        XCTAssertEqual(WrittenRowText.summary(sleep), "7 h 30 min a night, 1 night")
        // With goals of exercise, mood and sleep, their rings show them: weight is left.
        let goals = "## Settings\n- goal exercise >= 30 min\n- goal mood >= 3\n- goal sleep >= 7 h\n"
        let ringed = PeriodReport(journal: journal(goals + days).journal, period: week, clock: clock)
        XCTAssertEqual(ringed.written.map(\.kind), [.weight])
        // Nothing written, no row.
        let plain = PeriodReport(journal: journal("## 2026-11-16\n- drink water 1 l\n").journal, period: week, clock: clock)
        XCTAssertEqual(plain.written.map(\.kind), [])
    }

    func testRowsMeansAndComparisons() {
        let j = journal(text).journal
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-17")!)
        let r = PeriodReport(journal: j, period: .week(containing: clock.date, weekStart: .monday), clock: clock)
        let caffeine = r.rows.first { $0.metric == .caffeine }!
        XCTAssertEqual(caffeine.cells.prefix(2).map { $0?.value }, [190, 475])
        XCTAssertEqual(caffeine.daysCounted, 2)
        XCTAssertEqual(caffeine.daysMet, 1)
        XCTAssertEqual(caffeine.mean, 332.5)
        XCTAssertNil(caffeine.cells[2] ?? nil, "days after the clock have no cells")
        let water = r.rows.first { $0.metric == .water }!
        // Tuesday: 1 l of water and five cups of coffee, whose volume counts as water.
        XCTAssertEqual(water.daysMet, 2)
        // The previous week had one day with 1 l and the empty days count as 0.
        XCTAssertNotNil(water.previousMean)
        let tuesday = CalendarDate(iso: "2026-11-17")!
        XCTAssertTrue(r.insights.contains(.overLimit(metric: .caffeine, dates: [tuesday], count: 1)), "\(r.insights)")
        XCTAssertTrue(r.insights.contains(.missedDoses([MissedDose(medication: "metformin", date: tuesday, scheduled: TimeOfDay(hour: 20, minute: 0)!)])),
                      "\(r.insights)")
        XCTAssertTrue(InsightText.sentences(r).contains("Caffeine over the limit on Tuesday."), "\(InsightText.sentences(r))")
        XCTAssertTrue(InsightText.sentences(r).contains("Missed a dose of metformin on Tuesday evening (20:00)."))
        XCTAssertEqual(r.bestDay?.date.description, "2026-11-16")
        XCTAssertEqual(r.worstDay?.date.description, "2026-11-17")
    }

    func testGoalsMetTotalsAndChanges() {
        let j = journal(text).journal
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-17")!)
        let r = PeriodReport(journal: j, period: .week(containing: clock.date, weekStart: .monday), clock: clock)
        // Caffeine kept 1 of 2 days, water met 2 of 2, medications 1 of 2 (Tuesday's 20:00 dose missed).
        XCTAssertEqual(r.rows.map(\.metric), [.caffeine, .water, .medications])
        XCTAssertEqual(r.goalsMet, GoalsMet(met: 4, counted: 6))
        XCTAssertEqual(r.goalsMet.percent, 400.0 / 6, accuracy: 1e-9)
        XCTAssertEqual(r.rows.map(\.hasTotal), [true, true, false])
        // Caffeine rose against the week before (95 mg): worse for a limit; water rose: better.
        XCTAssertEqual(r.rows[0].changeIsBetter, false)
        XCTAssertEqual(r.rows[1].changeIsBetter, true)
        XCTAssertEqual(GoalsMet(met: 0, counted: 0).percent, 0, "a share of nothing is 0")
    }

    func testLongPeriodsGroupByWeek() {
        let j = journal(text).journal
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-30")!)
        let r = PeriodReport(journal: j, period: .month(year: 2026, month: 11), clock: clock)
        XCTAssertEqual(r.weeks.count, 6)
        XCTAssertEqual(r.weeks.first?.period.start.description, "2026-11-01")
        XCTAssertEqual(r.weeks.last?.period.end.description, "2026-11-30")
        // The week of the 16th: caffeine kept 1 of 2 days (off track for a limit), water met 2 of 2.
        let week = r.weeks.first { $0.period.contains(CalendarDate(iso: "2026-11-16")!) }!
        XCTAssertEqual(week.cells.goalsMet(.caffeine), GoalsMet(met: 1, counted: 2))
        XCTAssertEqual(week.cells.goalsMet(.caffeine)?.isOnTrack(.atMost), false)
        XCTAssertEqual(week.cells.goalsMet(.water)?.isOnTrack(.atLeast), true)
        XCTAssertEqual(GoalsMet(met: 1, counted: 2).isOnTrack(.atLeast), true, "half the days is on track for a target")
        XCTAssertNil(week.cells.goalsMet(.mood))
    }

    func testJSONKeysAreStable() {
        let j = journal(text).journal
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-17")!)
        let r = PeriodReport(journal: j, period: .week(containing: clock.date, weekStart: .monday), clock: clock)
        let json = ReportJSONRenderer.period(r).serialized()
        for key in ["\"period\"", "\"rows\"", "\"days\"", "\"rings\"", "\"metric\": \"caffeine\"", "\"value\": 475", "\"unit\": \"mg\"",
                    "\"target\": 400", "\"comparison\": \"<=\"", "\"percent\": 118.8", "\"status\": \"over\"", "\"band\": \"over\"",
                    "\"date\": \"2026-11-16\"", "\"streaks\"", "\"insights\""] {
            XCTAssertTrue(json.contains(key), "missing \(key)")
        }
    }

    func testMoodCountsOnlyDaysWithAMood() {
        // Moods are 1 to 5: Tuesday, without one, has no mood ring and is not counted.
        let j = journal("""
            ## Settings
            - goal mood >= 3

            ## 2026-11-16 Monday
            - mood 4
            ## 2026-11-17 Tuesday
            - drink water 1 l
            ## 2026-11-18 Wednesday
            - mood 2
            """).journal
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-18")!)
        let r = PeriodReport(journal: j, period: .week(containing: clock.date, weekStart: .monday), clock: clock)
        let mood = r.rows.first { $0.metric == .mood }!
        XCTAssertEqual(mood.cells.prefix(3).map { $0?.value }, [4, nil, 2])
        XCTAssertEqual(mood.daysCounted, 2)
        XCTAssertEqual(mood.daysMet, 1)
        XCTAssertEqual(mood.mean, 3)
        XCTAssertTrue(r.days[1].rings.isEmpty)
        XCTAssertEqual(r.bestDay?.date.description, "2026-11-16")
        XCTAssertEqual(r.worstDay?.date.description, "2026-11-18")
        XCTAssertTrue(r.insights.contains(.goalMet(metric: .mood, met: 1, days: 2)), "\(r.insights)")
        XCTAssertTrue(r.insights.contains(.mood(mean: 3, lowestDate: CalendarDate(iso: "2026-11-18")!, lowestMean: 2)), "\(r.insights)")
        XCTAssertTrue(InsightText.sentences(r).contains("Mood goal met on 1 of 2 days."))
        XCTAssertTrue(InsightText.sentences(r).contains("Mood averaged 3, lowest on Wednesday (2)."))
    }

    func testDaysWithoutEntriesHaveNoRingsAndRowsStay() {
        let j = journal("""
            ## Settings
            - goal water >= 2 l
            - goal mood >= 3
            - habit meditate from 2026-11-01

            ## 2026-11-16 Monday
            - drink water 2 l
            - [x] meditate
            """).journal
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-18")!)
        let r = PeriodReport(journal: j, period: .week(containing: clock.date, weekStart: .monday), clock: clock)
        XCTAssertEqual(r.days[0].rings.map(\.metric), [.water, .habits])
        XCTAssertEqual(r.days[1].rings.count, 0, "a day nobody wrote about is no data, not zeros")
        XCTAssertEqual(r.days[1].habits.map(\.status), [.notDone], "its habits still count for the streak")
        // The mood row stands though no day has a mood, and so does every row in a week without entries.
        XCTAssertEqual(r.rows.map(\.metric), [.water, .habits, .mood])
        let water = r.rows[0]
        XCTAssertEqual(water.cells.prefix(3).map { $0?.value }, [2000, nil, nil])
        XCTAssertEqual(water.daysCounted, 1)
        let json = ReportJSONRenderer.period(r).serialized()
        XCTAssertTrue(json.contains("\"hasEntries\": false,\n      \"isOver\": true,\n      \"rings\": [],"), json)
        let text = ReportTextRenderer.period(r)
        let waterLine = text.split(separator: "\n").first { $0.hasPrefix("Water") }!
        XCTAssertTrue(waterLine.contains("● 100%      ·      ·"), String(waterLine))

        let later = JournalClock.endOfDay(CalendarDate(iso: "2026-11-25")!)
        let empty = PeriodReport(journal: j, period: .week(containing: later.date, weekStart: .monday), clock: later)
        XCTAssertTrue(empty.days.allSatisfy { $0.rings.isEmpty })
        XCTAssertEqual(empty.rows.map(\.metric), [.water, .habits, .mood])
        XCTAssertEqual(empty.rows.map(\.target), [2000, 1, 3])
        XCTAssertEqual(empty.rows.map(\.daysCounted), [0, 0, 0])
        XCTAssertNil(empty.bestDay)
    }

    /// A period longer than two months keeps no days: each is summed up as it is worked out.
    /// The sums must be what the days, kept and read again here, give.
    func testALongReportSumsItsDaysWithoutKeepingThem() {
        let summary = Journal.summarize(paths: [Fixture.repository + "/examples/journal.md"]).summary
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-19")!)
        let range = summary.dateRange!
        // From 30 days before the journal to a week after the clock: days without entries and
        // days to come at both ends.
        let period = Period(start: range.lowerBound.adding(days: -30), end: clock.date.adding(days: 7), kind: .range, label: "long")
        XCTAssertGreaterThan(period.dayCount, PeriodReport.daysShownOneByOne)
        let summed = PeriodReport(summary: summary, period: period, clock: clock)
        let kept = PeriodReport(summary: summary, period: period, clock: clock, keeping: .all)
        XCTAssertTrue(summed.days.isEmpty)
        XCTAssertEqual(kept.days.count, period.dayCount)

        let counted = kept.days.filter { $0.date <= clock.date && $0.hasEntries }
        XCTAssertEqual(summed.daysCounted, counted.count)
        XCTAssertEqual(summed.rows.map(\.metric), kept.rows.map(\.metric))
        XCTAssertGreaterThan(summed.rows.count, 5)
        for row in summed.rows {
            let rings = counted.compactMap { $0.ring(row.metric) }.filter { $0.status != .pending || $0.metric == .caffeine }
            XCTAssertEqual(row.total, rings.reduce(0) { $0 + $1.value }, accuracy: 1e-6, "\(row.metric)")
            XCTAssertEqual(row.daysCounted, rings.count, "\(row.metric)")
            XCTAssertEqual(row.daysMet, rings.filter { $0.status == .met }.count, "\(row.metric)")
            XCTAssertEqual(row.target, kept.rows.first { $0.metric == row.metric }!.target)
        }
        // The weeks: each metric's days met, from the days of the week.
        XCTAssertEqual(summed.weeks.map(\.period), kept.weeks.map(\.period))
        XCTAssertEqual(summed.weeks.first?.period.start, period.start)
        XCTAssertEqual(summed.weeks.last?.period.end, period.end)
        for week in summed.weeks {
            for metric in RingMetric.allCases {
                let rings = counted.filter { week.period.contains($0.date) }.compactMap { $0.ring(metric) }.filter { $0.status != .pending }
                XCTAssertEqual(week.cells[metric]?.met ?? 0, rings.filter { $0.status == .met }.count, "\(week.period) \(metric)")
                XCTAssertEqual(week.cells[metric]?.days ?? 0, rings.count, "\(week.period) \(metric)")
            }
        }
        // The best day: the highest share of finished rings met, the earliest of equals.
        let scores = counted.filter(\.isOver).compactMap { DayScore(date: $0.date, rings: $0.rings) }
        let top = scores.map(\.score).max()!, bottom = scores.map(\.score).min()!
        XCTAssertEqual(summed.bestDay?.date, scores.first { $0.score == top }?.date)
        XCTAssertEqual(summed.worstDay?.date, scores.first { $0.score == bottom }?.date)
        XCTAssertEqual(summed.bestDay?.dayRings, counted.first { $0.date == summed.bestDay?.date }?.rings)
        XCTAssertEqual(summed.insights, kept.insights)
        XCTAssertEqual(summed.doses, kept.days.filter { $0.date <= clock.date }.reduce(Adherence()) { $0 + $1.adherence })
    }
}

final class SymptomTallyTests: XCTestCase {
    func testEachSymptomWithItsDaysAndMeanSeverity() {
        let j = journal("""
        ## 2026-11-16 Monday
        - symptom headache 2
        - symptom headache 4
        - symptom nausea
        ## 2026-11-17 Tuesday
        - symptom Headache 3
        ## 2026-11-18 Wednesday
        - symptom sore throat
        """).journal
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-17")!)
        let r = PeriodReport(journal: j, period: .week(containing: clock.date, weekStart: .monday), clock: clock)
        // The 18th is after now; the 16th's headache counts once, at 4.
        XCTAssertEqual(r.symptoms, [SymptomTally(name: "headache", days: 2, meanSeverity: 3.5, daysRated: 2),
                                    SymptomTally(name: "nausea", days: 1, meanSeverity: nil, daysRated: 0)])
        XCTAssertEqual(ReportTextRenderer.symptoms(r.symptoms), "Symptoms: headache 2 days (mean 3.5/5) · nausea 1 day")
        let json = ReportJSONRenderer.period(r).serialized()
        XCTAssertTrue(json.contains("\"meanSeverity\""), json)
    }
}
