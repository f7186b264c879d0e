import XCTest
@testable import JournalKit

final class DayReportTests: XCTestCase {
    let text = """
    ## Settings
    - goal caffeine <= 400 mg
    - food toast per slice (30 g): 80 kcal, 15 g carbs
    ## 2026-11-21 Saturday
    - 12:30 lunch: toast 2 slices
    - 07:45 drink espresso x2
    - meal: toast
    - 19:00 meal: toast
    - grateful: sun
    - A quiet day.
    - ![walk](walk.jpg)
    - [ ] call Sam
    - drink water
    """

    func testTimelineIsInTimeOrderThenUntimed() {
        let r = DayReport(journal: journal(text).journal, date: CalendarDate(iso: "2026-11-21")!, clock: .endOfDay(CalendarDate(iso: "2026-11-21")!))
        XCTAssertEqual(r.timeline.prefix(3).map { $0.time?.description }, ["07:45", "12:30", "19:00"])
        XCTAssertEqual(r.timeline[3].kind, "meal")
        XCTAssertNil(r.timeline[3].time)
        XCTAssertEqual(r.title, "Saturday")
    }

    /// A night stands in the timeline when it ended on the day (the day of waking), or when it
    /// began when it ends the next morning (`set sleep-day start`); a nap when it ended.
    func testASleepStandsAtItsPlaceOnTheDay() {
        let date = CalendarDate(iso: "2026-11-21")!
        func times(_ text: String) -> [String?] {
            DayReport(journal: journal(text).journal, date: date, clock: .endOfDay(date)).timeline.map { $0.time?.description }
        }
        let day = "## 2026-11-21\n- sleep 23:30-07:10\n- 09:00 drink espresso\n- sleep 14:00-14:30\n"
        XCTAssertEqual(times(day), ["07:10", "09:00", "14:30"])
        XCTAssertEqual(times("## Settings\n- set sleep-day start\n" + day), ["09:00", "14:30", "23:30"])
    }

    func testMealsAreGrouped() {
        let r = DayReport(journal: journal(text).journal, date: CalendarDate(iso: "2026-11-21")!, clock: .endOfDay(CalendarDate(iso: "2026-11-21")!))
        XCTAssertEqual(r.meals.map(\.name), ["Lunch", "Dinner", "Snacks"])
        XCTAssertEqual(r.meals[0].nutrients.energy, 160)
        XCTAssertEqual(r.gratitude, ["sun"])
        XCTAssertEqual(r.notes, ["A quiet day."])
        XCTAssertEqual(r.photos, [Photo(alt: "walk", path: "walk.jpg", folder: ".")], "with the folder of the journal file")
        XCTAssertEqual(r.tasks.map(\.text), ["call Sam"])
        XCTAssertEqual(r.drinks.count, 2)
    }

    func testCaffeineRingAndCurve() {
        let r = DayReport(journal: journal(text).journal, date: CalendarDate(iso: "2026-11-21")!, clock: .endOfDay(CalendarDate(iso: "2026-11-21")!))
        let ring = r.metrics.ring(.caffeine)
        XCTAssertEqual(ring?.value, 126)
        XCTAssertEqual(ring?.percent, 31.5)
        XCTAssertEqual(ring?.band, .low)
        XCTAssertEqual(r.caffeine.curve.peakTime?.description, "07:45")
        let text = ReportTextRenderer.day(r)
        XCTAssertTrue(text.contains("peak 126 mg at 07:45"), text)
    }

    func testCaffeineIsWorkedOutOnceWithItsChartPoints() {
        let r = DayReport(journal: journal(text).journal, date: CalendarDate(iso: "2026-11-21")!, clock: .endOfDay(CalendarDate(iso: "2026-11-21")!))
        let c = r.caffeine
        XCTAssertEqual(c.limitMg, 400)
        XCTAssertTrue(c.hasIntake)
        XCTAssertTrue(c.hasIntakeOrLevel)
        XCTAssertEqual(c.doses.map(\.minute), [7 * 60 + 45])
        XCTAssertEqual(c.curve, r.metrics.caffeine.curve())
        // The intake so far: 0 at midnight, a step of 126 mg at 07:45, held to 24:00.
        XCTAssertEqual(c.intakeSteps.map(\.minute), [0, 465, 465, 1440])
        XCTAssertEqual(c.intakeSteps.map(\.mg), [0, 0, 126, 126])
        // The level: every 10 minutes, and both sides of the dose (465 is not a multiple of 10).
        XCTAssertEqual(c.levels.count, 145 + 2)
        let atDose = c.levels.filter { $0.minute == 465 }.map(\.mg)
        XCTAssertEqual(atDose.count, 2)
        XCTAssertEqual(atDose[0], 0, accuracy: 1e-9)
        XCTAssertEqual(atDose[1], 126, accuracy: 1e-9)
        XCTAssertEqual(c.levels.last!.mg, c.curve.hourly[24], accuracy: 1e-9)
    }

    func testFoodAgainstDrinksAndGoalsMet() {
        let j = journal("""
            ## Settings
            - goal caffeine <= 400 mg
            - goal water >= 2 l
            - habit stretch
            - habit run from 2026-12-01
            ## 2026-11-21 Saturday
            - 08:00 breakfast: toast (200 kcal, 30 g carbs)
            - 13:00 lunch: soup (150 kcal), bread (100 kcal)
            - 16:00 drink juice (110 kcal)
            - [x] stretch
            """).journal
        let date = CalendarDate(iso: "2026-11-21")!
        let r = DayReport(journal: j, date: date, clock: .endOfDay(date))
        XCTAssertEqual(r.food.energy, 450)
        XCTAssertEqual(r.drinkEnergy, 110)
        // Caffeine kept under its limit, water short, the habit done: 2 of 3.
        XCTAssertEqual(r.goalsMet, GoalsMet(met: 2, counted: 3))
        XCTAssertEqual(r.goalsMet.percent, 200.0 / 3, accuracy: 1e-9)
        // `run` has not started: only `stretch` is scheduled.
        XCTAssertEqual(r.habits.map(\.habit), ["stretch"])
        // While the day is in progress its pending rings are not counted.
        let noon = DayReport(journal: j, date: date, clock: JournalClock(date: date, minute: 12 * 60))
        XCTAssertEqual(noon.goalsMet.counted, noon.metrics.rings.filter { $0.status != .pending }.count)
        XCTAssertLessThan(noon.goalsMet.counted, 3)
    }

    func testADayWithoutEntries() {
        let r = DayReport(journal: journal(text).journal, date: CalendarDate(iso: "2026-11-22")!, clock: .endOfDay(CalendarDate(iso: "2026-11-22")!))
        XCTAssertFalse(r.exists)
        XCTAssertTrue(ReportTextRenderer.day(r).contains("No entries for this day."))
    }
}
