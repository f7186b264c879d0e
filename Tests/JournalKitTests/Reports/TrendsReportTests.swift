import XCTest
@testable import JournalKit

final class TrendsReportTests: XCTestCase {
    let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-21")!)
    var summary: JournalSummary { Journal.summarize(paths: [Fixture.repository + "/examples/journal.md"]).summary }

    /// Means, week on week and month on month are the report's, to the digit, for every goal.
    func testNumbersAgreeWithTheReport() {
        let summary = self.summary
        let weekStart = summary.definitions.settings(on: clock.date).weekStart
        let week = PeriodReport(summary: summary, period: .week(containing: clock.date, weekStart: weekStart), clock: clock)
        let month = PeriodReport(summary: summary, period: .month(year: 2026, month: 11), clock: clock)
        let last28 = PeriodReport(summary: summary, period: Period(start: clock.date.adding(days: -27), end: clock.date, kind: .range, label: "28"),
                                  clock: clock)
        for row in week.rows {
            let t = TrendsReport(summary: summary, days: 28, measure: .ring(row.metric), clock: clock)
            XCTAssertEqual(t.weekOnWeek.this.mean ?? 0, row.mean, "\(row.metric)")
            XCTAssertEqual(t.weekOnWeek.previous.mean, row.previousMean, "\(row.metric)")
            XCTAssertEqual(t.weekOnWeek.percent, row.change, "\(row.metric)")
            let m = month.rows.first { $0.metric == row.metric }!
            XCTAssertEqual(t.monthOnMonth.this.mean ?? 0, m.mean, "\(row.metric)")
            XCTAssertEqual(t.monthOnMonth.previous.mean, m.previousMean, "\(row.metric)")
            let r = last28.rows.first { $0.metric == row.metric }!
            XCTAssertEqual(t.stats.mean ?? 0, r.mean, "\(row.metric)")
            XCTAssertEqual(t.stats.count, r.daysCounted, "\(row.metric)")
            XCTAssertEqual(t.days.compactMap { d -> Double? in if case .ring(let ring) = d.mark { return ring.percent }; return nil },
                           r.cells.compactMap { $0?.percent }, "\(row.metric)")
        }
        // Sleep against caffeine over 56 days is the report's note.
        let t = TrendsReport(summary: summary, days: 56, measure: .mood, clock: clock)
        let insight = week.insights.compactMap { i -> CaffeineAndSleep? in if case .caffeineAndSleep(let c) = i { return c }; return nil }.first
        XCTAssertNotNil(insight)
        XCTAssertEqual(t.caffeineAndSleep, insight)
        // The report's mood note is the trends' strongest pair over the same eight weeks.
        let mood = week.insights.compactMap { i -> (MoodPair, Int)? in if case .moodWith(let p, let days) = i { return (p, days) }; return nil }.first
        XCTAssertNotNil(mood)
        XCTAssertEqual(mood?.0, t.moodPairs.first)
        // The example journal starts on 2026-09-28: 55 of the eight weeks.
        XCTAssertEqual(mood?.1, 55)
    }

    /// A pair is shown only when both groups have five days; the largest difference first.
    /// Workouts and weigh-ins are drawn without a goal: exercise as the day's minutes (0 on a day
    /// with entries but no workout), weight as the day's last weigh-in, none on a day without one.
    func testExerciseWithoutAGoalAndWeight() throws {
        let journal = MetricsFixture.load("""
            ## 2026-11-19
            - workout run 30 min 5 km
            - weight 64.0 kg

            ## 2026-11-20
            - mood 4

            ## 2026-11-21
            - workout walk 20 min
            - workout yoga 15 min
            - weight 63.5 kg
            - weight 63.2 kg

            """)
        let exercise = try DayMeasure.read("exercise", summary: journal.summary).get()
        XCTAssertEqual(exercise, .ring(.exercise))
        let t = TrendsReport(summary: journal.summary, days: 4, measure: exercise, clock: clock)
        XCTAssertEqual(t.days.map(\.mark.value), [nil, 30, 0, 35])
        XCTAssertEqual(t.days.last?.mark, .value(35, .exercise))
        XCTAssertNil(t.goal)
        // The journal spans 3 of the 4 days: the mood notes say so.
        XCTAssertEqual(t.journalDays, 3)
        XCTAssertEqual(TrendsTextRenderer.span(t), "Over the journal's 3 days of these 4")
        XCTAssertEqual(t.stats.mean ?? 0, 65.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(TrendsTextRenderer.summary(t).first, "Mean 22 min over 3 days; high 35 min on Saturday 2026-11-21, low 0 min on Friday 2026-11-20.")

        let weight = try DayMeasure.read("weight", summary: journal.summary).get()
        XCTAssertEqual(weight, .value(.weight))
        let w = TrendsReport(summary: journal.summary, days: 4, measure: weight, clock: clock)
        XCTAssertEqual(w.days.map(\.mark.value), [nil, 64.0, nil, 63.2])
        XCTAssertEqual(w.stats.count, 2)
        let text = TrendsTextRenderer.trends(w)
        // Bars from 5 kg below the highest: 800 g less is a bar less.
        XCTAssertTrue(text.contains("Thu 2026-11-19  █  64 kg\n") && text.contains("Sat 2026-11-21  ▇  63.2 kg\n"), text)
        XCTAssertEqual(DayMarkText.label(w.days[3].mark, measure: weight), "weight 63.2 kg")
    }

    /// Weight's seven-day mean: each day's mean of the weigh-ins on it and the six days before,
    /// days before the trend's first included.
    func testWeightsSevenDayMean() throws {
        let journal = MetricsFixture.load("""
            ## 2026-11-12
            - weight 65.0 kg
            ## 2026-11-14
            - weight 64.0 kg
            ## 2026-11-19
            - weight 63.5 kg
            ## 2026-11-21
            - weight 63.2 kg

            """)
        let w = TrendsReport(summary: journal.summary, days: 4, measure: .value(.weight), clock: clock)
        let means = w.rollingMeans.map { $0.map { ($0 * 1000).rounded() / 1000 } }
        // 18th: 12th–18th, (65.0 + 64.0) / 2 = 64.5; 19th: 13th–19th, (64.0 + 63.5) / 2 = 63.75;
        // 20th: 14th–20th, the same 63.75; 21st: 15th–21st, (63.5 + 63.2) / 2 = 63.35.
        XCTAssertEqual(means, [64.5, 63.75, 63.75, 63.35])
        let html = HTMLReportRenderer.trends(w)
        XCTAssertTrue(html.contains("class=\"meanline\"") && html.contains("seven-day mean 63.4 kg"), html)
        XCTAssertFalse(html.contains("<script"))
        // Seven days without a weigh-in break the line.
        XCTAssertEqual(TrendsReport.rollingMeans(of: .weight, summary: journal.summary, days: [CalendarDate(iso: "2026-11-11")!]), [nil])
    }

    /// A report whose eight weeks run past the journal's last day names the days the journal
    /// has, not the weeks: the example runs from 2026-09-28 to 2026-11-21.
    func testTheMoodNoteNamesTheDaysTheJournalSpans() {
        let later = JournalClock.endOfDay(CalendarDate(iso: "2026-11-30")!)
        let r = PeriodReport(summary: summary, period: .week(containing: later.date, weekStart: .monday), clock: later)
        let days = r.insights.compactMap { i -> Int? in if case .moodWith(_, let days) = i { return days }; return nil }.first
        // 2026-10-06 (56 days before the 30th) to 2026-11-21.
        XCTAssertEqual(days, 47)
        XCTAssertEqual(summary.daysSpanned(from: CalendarDate(iso: "2026-09-01")!, through: CalendarDate(iso: "2026-12-31")!), 55)
    }

    func testMoodWithAndWithout() {
        var text = "## Settings\n- habit walk\n- habit read\n\n"
        // Walk on 6 days with mood 5, not on 6 days with mood 2; read on 11 days, not on one.
        for day in 1...12 {
            let date = CalendarDate(iso: "2026-11-01")!.adding(days: day - 1)
            text += "## \(date)\n- mood \(day <= 6 ? 5 : 2)\n- [\(day <= 6 ? "x" : " ")] walk\n- [\(day == 12 ? " " : "x")] read\n"
        }
        let s = journal(text).journal.summary
        let t = TrendsReport(summary: s, days: 12, measure: .mood, clock: .endOfDay(CalendarDate(iso: "2026-11-12")!))
        // Reading has one day without (too few); every habit done is walking here, an equal difference.
        XCTAssertEqual(t.moodPairs.map(\.name), ["Every habit done", "walk done"])
        let walk = t.moodPairs[1]
        XCTAssertEqual([walk.withMean, walk.withoutMean], [5, 2])
        XCTAssertEqual([walk.withDays, walk.withoutDays], [6, 6])
        XCTAssertTrue(TrendsTextRenderer.trends(t).contains("associations, not causes"))
    }

    /// Ten days tagged `#jitters` with mood 2 against ten with mood 5: the tag goes with the
    /// mood. A tag on four days, and a symptom on four, have too few days to say anything.
    func testTagsAndSymptomsGoWithTheMood() {
        var text = ""
        for day in 1...20 {
            let date = CalendarDate(iso: "2026-11-01")!.adding(days: day - 1)
            // The same line on ten days: read once, then remembered (its tag too).
            text += "## \(date)\n" + (day <= 10 ? "- 09:00 mood 2 #Jitters\n" : "- 09:00 mood 5\n")
            if day % 5 == 0 { text += "- walked to work #commute\n- symptom headache 2\n" }
            if day > 6 && day <= 12 { text += "- symptom nausea\n" }
        }
        let s = journal(text).journal.summary
        let t = TrendsReport(summary: s, days: 20, measure: .mood, clock: .endOfDay(CalendarDate(iso: "2026-11-20")!))
        // nausea on the 7th to the 12th: 4 days of mood 2 and 2 of mood 5, (8 + 10) / 6 = 3;
        // without, 6 of 2 and 8 of 5: (12 + 40) / 14 = 3.714.
        XCTAssertEqual(t.moodPairs.map(\.name), ["#jitters", "nausea noted"])
        let jitters = t.moodPairs[0]
        XCTAssertEqual([jitters.withMean, jitters.withoutMean], [2, 5])
        XCTAssertEqual([jitters.withDays, jitters.withoutDays], [10, 10])
        let nausea = t.moodPairs[1]
        XCTAssertEqual([nausea.withDays, nausea.withoutDays], [6, 14])
        XCTAssertEqual(nausea.withMean, 3)
        XCTAssertEqual(nausea.withoutMean, 52.0 / 14, accuracy: 1e-9)
        XCTAssertTrue(TrendsTextRenderer.trends(t).contains("#jitters: mood 2 (10 days), without 5 (10 days)."), TrendsTextRenderer.trends(t))
    }
}

final class SymptomPairTests: XCTestCase {
    func testCaffeineAndSleepOnDaysWithASymptomAgainstTheOthers() {
        let j = journal("""
        ## 2026-11-18 Wednesday
        - sleep 23:00-07:00
        - drink 400 mg
        - symptom headache 3
        ## 2026-11-19 Thursday
        - sleep 23:00-06:00
        - drink 300 mg
        - symptom headache 2
        - symptom nausea
        ## 2026-11-20 Friday
        - sleep 23:00-07:30
        - drink 100 mg
        ## 2026-11-21 Saturday
        - drink water 1 l
        """).journal
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-21")!)
        let t = TrendsReport(summary: j.summary, days: 28, measure: .mood, clock: clock)
        // Nausea, on one day only, is not set against the others.
        XCTAssertEqual(t.symptomPairs.map(\.name), ["headache"])
        let p = t.symptomPairs[0]
        XCTAssertEqual([p.withDays, p.withoutDays], [2, 2])
        XCTAssertEqual(p.caffeineWith, 350, accuracy: 0.001)
        XCTAssertEqual(p.caffeineWithout ?? 0, 50, accuracy: 0.001)
        XCTAssertEqual(p.sleepWith ?? 0, 7.5, accuracy: 0.001)
        XCTAssertEqual(p.sleepWithout ?? 0, 8.5, accuracy: 0.001)
        XCTAssertTrue(TrendsTextRenderer.moodNotes(t).contains { $0.hasPrefix("On the 2 days with headache:") })
    }
}
