import XCTest
@testable import JournalKit

final class DayMetricsTests: XCTestCase {
    typealias F = MetricsFixture

    let journalText = """
        ## Settings
        - goal caffeine <= 400 mg
        - goal water >= 2 l
        - goal exercise >= 30 min
        - goal mood >= 3.5
        - habit meditate
        - habit stretch on mon, wed, fri
        - med metformin 500 mg at 08:00, 20:00

        ## 2026-11-19
        - [x] meditate

        ## 2026-11-20 Friday
        - 07:45 drink espresso x2
        - 12:00 drink water 500 ml
        - 17:00 workout run 35 min 5.2 km
        - 19:00 workout walk 20 min
        - mood 4
        - mood 3
        - mood 4
        - grateful: a sunny walk with Sam
        - grateful: soup
        - weight 61.8 kg
        - [x] meditate
        - [ ] stretch
        - 08:05 took metformin
        - skipped metformin 20:00
        """

    func testAFullDay() {
        let j = F.load(journalText)
        let m = DayMetrics.compute(journal: j, date: F.date("2026-11-20"), clock: F.endOf("2026-11-20"))
        XCTAssertTrue(m.hasEntries)
        XCTAssertTrue(m.isOver)
        // Espresso: 2 × 63 mg caffeine and 2 × 30 ml; water 500 ml.
        XCTAssertEqual(m.totals.nutrients.caffeine, 126)
        XCTAssertEqual(m.totals.waterMl, 560)
        XCTAssertEqual(m.totals.glasses, 2.24, accuracy: 1e-9)
        XCTAssertEqual(m.totals.exerciseMinutes, 55)
        XCTAssertEqual(m.totals.workouts, 2)
        XCTAssertEqual(m.totals.gratitude, 2)
        XCTAssertEqual(m.totals.mood, MoodSummary(mean: 3.7, min: 3, max: 4, count: 3))
        XCTAssertEqual(m.totals.weightKg, 61.8)
        XCTAssertEqual(m.totals.latestWeightKg, 61.8)

        // Gratitude has no ring: the journal has grateful lines but no gratitude goal, and no
        // goal is assumed.
        XCTAssertEqual(m.rings.map(\.metric), [.caffeine, .water, .exercise, .habits, .medications, .mood])
        XCTAssertEqual(m.rings.map(\.percent), [31.5, 28.0, 183.3, 50.0, 100.0, 105.7])
        XCTAssertEqual(m.rings.map(\.status), [.met, .under, .met, .under, .met, .met])
        XCTAssertEqual(m.ring(.caffeine)?.band, .low)
        XCTAssertNil(m.ring(.gratitude))
        XCTAssertEqual(m.ring(.habits)?.value, 1)
        XCTAssertEqual(m.ring(.habits)?.target, 2)
        XCTAssertEqual(m.ring(.medications)?.value, 1)
        XCTAssertEqual(m.ring(.medications)?.target, 1)  // 2 scheduled − 1 skipped
        XCTAssertEqual(m.ring(.mood)?.value, 3.7)

        XCTAssertEqual(m.habits.map(\.status), [.done, .notDone])
        XCTAssertEqual(m.habitTally, HabitTally(done: 1, scheduled: 2))
        XCTAssertEqual(m.doses.map(\.state), [.taken(at: TimeOfDay(minutes: 8 * 60 + 5)), .skipped])
        XCTAssertEqual(m.adherence.rate, 1.0)
        XCTAssertEqual(m.caffeine.totalMg, 126)
        XCTAssertEqual(m.caffeine.curve().peakTime, TimeOfDay(minutes: 7 * 60 + 45))
        XCTAssertNil(m.energy)
    }

    func testTodayInProgress() {
        let j = F.load(journalText)
        let m = DayMetrics.compute(journal: j, date: F.date("2026-11-20"), clock: F.at("2026-11-20", 12, 45))
        XCTAssertFalse(m.isOver)
        XCTAssertEqual(m.ring(.water)?.status, .pending)
        XCTAssertEqual(m.ring(.habits)?.status, .pending)
        XCTAssertEqual(m.habits.map(\.status), [.done, .pending])
        // Caffeine now: 126 mg at 07:45, 5 h later at 12:45.
        XCTAssertEqual(m.caffeine.curve().nowMg ?? 0, 63, accuracy: 1e-9)
    }

    func testADayWithoutHeading() {
        let j = F.load(journalText)
        let m = DayMetrics.compute(journal: j, date: F.date("2026-11-23"), clock: F.endOf("2026-11-23"))
        XCTAssertFalse(m.hasEntries)
        XCTAssertEqual(m.totals.nutrients, .zero)
        XCTAssertEqual(m.totals.exerciseMinutes, 0)
        XCTAssertNil(m.totals.mood)
        XCTAssertNil(m.totals.weightKg)
        XCTAssertEqual(m.totals.latestWeightKg, 61.8)
        // Monday: meditate and stretch are due and were not done; both doses were missed.
        XCTAssertEqual(m.habits.map(\.status), [.notDone, .notDone])
        XCTAssertEqual(m.doses.map(\.state), [.missed, .missed])
        XCTAssertEqual(m.habitTally, HabitTally(done: 0, scheduled: 2))
        // A day nobody wrote about is no data, not zeros: no rings at all (§10.1).
        XCTAssertEqual(m.rings.count, 0)
        let today = DayMetrics.compute(journal: j, date: F.date("2026-11-23"), clock: F.at("2026-11-23", 9))
        XCTAssertEqual(today.rings.count, 0, "nor today, before anything is written")
    }

    func testADayWithoutAMoodHasNoMoodRing() {
        // The 19th has a mark but no mood: moods are 1 to 5, so there is no mood ring, not a 0.
        let j = F.load(journalText)
        let m = DayMetrics.compute(journal: j, date: F.date("2026-11-19"), clock: F.endOf("2026-11-20"))
        XCTAssertTrue(m.hasEntries)
        XCTAssertNil(m.totals.mood)
        XCTAssertNil(m.ring(.mood))
        XCTAssertEqual(m.rings.map(\.metric), [.caffeine, .water, .exercise, .habits, .medications])
        let today = DayMetrics.compute(journal: j, date: F.date("2026-11-19"), clock: F.at("2026-11-19", 9))
        XCTAssertNil(today.ring(.mood), "nor a pending one today")
    }

    func testNoGoalsNoRings() {
        let j = F.load("## 2026-11-20\n- 07:45 drink espresso\n- mood 5\n- grateful: tea\n")
        let m = DayMetrics.compute(journal: j, date: F.date("2026-11-20"), clock: F.endOf("2026-11-20"))
        // No goal is assumed, gratitude's neither: no rings at all.
        XCTAssertEqual(m.rings.count, 0)
        XCTAssertEqual(m.totals.gratitude, 1)
        XCTAssertEqual(m.totals.nutrients.caffeine, 63)
        XCTAssertEqual(m.totals.mood?.mean, 5)
        let plain = F.load("## 2026-11-20\n- 07:45 drink espresso\n")
        XCTAssertEqual(DayMetrics.compute(journal: plain, date: F.date("2026-11-20"), clock: F.endOf("2026-11-20")).rings.count, 0)
    }

    func testAGratitudeGoalGivesTheRing() {
        let j = F.load("## Settings\n- goal gratitude >= 1\n\n## 2026-11-20\n- grateful: tea\n")
        let r = DayMetrics.compute(journal: j, date: F.date("2026-11-20"), clock: F.endOf("2026-11-20")).ring(.gratitude)
        XCTAssertEqual(r?.target, 1)
        XCTAssertEqual(r?.percent, 100)
        XCTAssertEqual(r?.status, .met)
        XCTAssertEqual(r?.origin, .explicit)
    }

    func testEnergyAndMacroRings() {
        let j = F.load("""
            ## Settings
            - goal energy auto
            - goal macros 50/20/30
            - profile female, born 1990-04-02, 168 cm, 64 kg, moderate, lose

            ## 2026-11-20
            - 12:30 lunch: chicken salad (520 kcal, 40 g protein, 10 g carbs, 30 g fat)
            """)
        let m = DayMetrics.compute(journal: j, date: F.date("2026-11-20"), clock: F.endOf("2026-11-20"))
        XCTAssertEqual(m.rings.map(\.metric), [.energy, .carbs, .protein, .fat])
        // 1349 × 1.55 − 500 = 1590.95 kcal.
        XCTAssertEqual(m.ring(.energy)?.target ?? 0, 1590.95, accuracy: 1e-9)
        XCTAssertEqual(m.ring(.energy)?.percent, 32.7)
        XCTAssertEqual(m.ring(.energy)?.origin, .auto)
        XCTAssertEqual(m.ring(.protein)?.target ?? 0, 79.5475, accuracy: 1e-9)
        XCTAssertEqual(m.ring(.protein)?.percent, 50.3)
        XCTAssertEqual(m.ring(.carbs)?.target ?? 0, 198.86875, accuracy: 1e-9)
        XCTAssertEqual(m.ring(.fat)?.target ?? 0, 53.0317, accuracy: 0.0001)
        XCTAssertEqual(m.ring(.fat)?.percent, 56.6)
        XCTAssertEqual(m.energy?.breakdown?.bmr, 1349)
    }

    func testContextGivesTheSameResults() {
        let j = F.load(journalText + "\n## 2026-11-22\n- weight 61.2 kg\n")
        let context = MetricsContext(journal: j)
        XCTAssertEqual(context.trackers.map(\.habit), ["meditate", "stretch"])
        XCTAssertNil(context.latestWeight(on: F.date("2026-11-19")))
        XCTAssertEqual(context.latestWeight(on: F.date("2026-11-21")), 61.8)
        XCTAssertEqual(context.latestWeight(on: F.date("2026-11-30")), 61.2)
        for iso in ["2026-11-19", "2026-11-20", "2026-11-23"] {
            let clock = F.at("2026-11-22", 9)
            XCTAssertEqual(DayMetrics.compute(context: context, date: F.date(iso), clock: clock),
                           DayMetrics.compute(journal: j, date: F.date(iso), clock: clock), iso)
        }
    }
}
