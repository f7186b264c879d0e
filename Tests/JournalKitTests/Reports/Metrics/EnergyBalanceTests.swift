import XCTest
@testable import JournalKit

/// A day's energy in and out against the need (Grammar.md §10, §10.1), worked out by hand.
final class EnergyBalanceTests: XCTestCase {
    let date = CalendarDate(iso: "2026-11-21")!

    func balance(_ text: String) -> EnergyBalance? {
        DayReport(journal: journal(text).journal, date: date, clock: .endOfDay(date)).energyBalance
    }

    /// The profile of §10's example: BMR 370 + 21.6 × 49.92 = 1,448.272, need × 1.55 = 2,244.82.
    let profile = "## Settings\n- profile female, born 1990-04-02, 168 cm, 64 kg, body fat 22%, moderate, lose\n"
        + "- food lunchbox per box: 1850 kcal\n"

    func testKcalWrittenOnTheWorkoutCount() throws {
        let b = try XCTUnwrap(balance(profile + "## 2026-11-21\n- lunch: lunchbox\n- workout run 30 min 320 kcal\n"))
        XCTAssertEqual(b.intakeKcal, 1850)
        XCTAssertEqual(b.exerciseKcal, 320)
        // 1,850 − 320 − 2,244.82 = −714.82: −715 (the need, not the target of `lose`).
        XCTAssertEqual(try XCTUnwrap(b.balanceKcal), -714.82, accuracy: 0.01)
        XCTAssertEqual(EnergyBalanceText.line(b), "energy in 1,850 kcal · out 320 kcal exercise · need 2,245 kcal · balance −715 kcal")
    }

    func testAWorkoutWithoutKcalIsMETTimesWeightTimesHours() throws {
        // Run 9.8 MET × 64 kg (the profile's) × 0.5 h = 313.6 kcal.
        var b = try XCTUnwrap(balance(profile + "## 2026-11-21\n- lunch: lunchbox\n- workout run 30 min\n"))
        XCTAssertEqual(b.exerciseKcal, 313.6, accuracy: 1e-9)
        // With a weigh-in on the day: 9.8 × 70 × 0.5 = 343; the need too is worked out from it
        // (lean 70 × 0.78 = 54.6 kg, BMR 370 + 21.6 × 54.6 = 1,549.36, × 1.55 = 2,401.508):
        // 1,850 − 343 − 2,401.508 = −894.508.
        b = try XCTUnwrap(balance(profile + "## 2026-11-21\n- lunch: lunchbox\n- workout run 30 min\n- weight 70 kg\n"))
        XCTAssertEqual(b.exerciseKcal, 343, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(b.balanceKcal), -894.508, accuracy: 1e-6)
        // Yoga 2.5 × 64 × 1.5 h = 240, walking 3.5 × 64 × 45/60 = 168, with 100 kcal written: 508.
        b = try XCTUnwrap(balance(profile + "## 2026-11-21\n- workout yoga 1h30\n- workout walk 45 min\n- workout gym 20 min 100 kcal\n"))
        XCTAssertEqual(b.exerciseKcal, 508, accuracy: 1e-9)
        XCTAssertEqual(b.intakeKcal, 0)
    }

    func testNoWeightIsNoEstimateAndSaysSo() throws {
        // No weight anywhere: the run is not estimated, and the profile lacks what `auto` needs.
        let b = try XCTUnwrap(balance("## 2026-11-21\n- drink flat white\n- workout run 30 min\n- workout climbing 45 min 400 kcal\n"))
        XCTAssertNil(b.estimatedKcal)
        XCTAssertEqual(b.exerciseKcal, 400)
        XCTAssertEqual(b.unestimatedMinutes, 30)
        XCTAssertEqual(EnergyBalanceText.line(b),
                       "energy in 110 kcal · out 400 kcal exercise, 30 min not estimated (no weight known) · no need (no profile)")
    }

    func testAnActivityWithoutAMETMakesTheBalanceAnUpperBound() throws {
        // 1,850 − 0 − 2,244.82 = −394.82, and the 45 minutes of climbing can only lower it.
        let b = try XCTUnwrap(balance(profile + "## 2026-11-21\n- lunch: lunchbox\n- workout climbing 45 min\n"))
        XCTAssertTrue(b.isUpperBound)
        XCTAssertEqual(EnergyBalanceText.line(b),
                       "energy in 1,850 kcal · out 0 kcal exercise, 45 min not estimated (an activity without a MET) · need 2,245 kcal · balance ≤ −395 kcal")
    }

    /// §10.1: a written goal leaves the need the profile's, and 0 kcal written counts 0.
    func testAWrittenGoalLeavesTheNeedAndZeroKcalWrittenCountsZero() throws {
        let b = try XCTUnwrap(balance(profile + "- goal energy <= 1500 kcal\n## 2026-11-21\n- lunch: lunchbox\n- workout run 30 min 0 kcal\n"))
        XCTAssertEqual(b.exerciseKcal, 0)
        XCTAssertFalse(b.isUpperBound)
        // 1,850 − 0 − 2,244.82: the need, not the goal's 1,500.
        XCTAssertEqual(EnergyBalanceText.line(b), "energy in 1,850 kcal · out 0 kcal exercise · need 2,245 kcal · balance −395 kcal")
    }

    func testADayWithoutFoodOrWorkoutHasNoLine() throws {
        XCTAssertNil(balance(profile + "## 2026-11-21\n- mood 4\n"))
        let b = try XCTUnwrap(balance(profile + "## 2026-11-21\n- lunch: lunchbox\n"))
        XCTAssertEqual(EnergyBalanceText.line(b), "energy in 1,850 kcal · no workout · need 2,245 kcal · balance −395 kcal")
    }

    /// The MET the parser gives a workout line.
    func met(_ line: String) -> Double? {
        let j = journal("## 2026-11-21\n" + line + "\n").journal
        guard case .workout(let w)? = j.days.first?.entries.first?.kind else { return nil }
        return w.met
    }

    func testTheMETTableReadsTheActivitysWords() {
        XCTAssertEqual(met("- workout run 5k"), 9.8)
        XCTAssertEqual(met("- exercise cycling 1h30 22 km"), 7.5)
        XCTAssertEqual(met("- workout swim 1 h"), 5.8)
        XCTAssertEqual(met("- workout strength 30 min"), 3.5)
        XCTAssertEqual(met("- workout morning hike 2 h"), 6.0)
        XCTAssertNil(met("- workout climbing 45 min"))
        XCTAssertNil(met("- workout 30 min"))
    }

    func testAWeekSumsItsDaysAndGivesTheBalanceWhenEveryDayHasANeed() throws {
        let text = profile + "## 2026-11-16\n- lunch: lunchbox\n- workout run 30 min 320 kcal\n"
            + "## 2026-11-17\n- lunch: lunchbox\n- workout yoga 1h30\n## 2026-11-18\n- mood 3\n"
        let week = Period(start: CalendarDate(iso: "2026-11-16")!, end: CalendarDate(iso: "2026-11-22")!, kind: .week, label: "week")
        let r = PeriodReport(journal: journal(text).journal, period: week, clock: .endOfDay(date))
        let s = try XCTUnwrap(r.energyBalance)
        // Two days with food or a workout (the mood's day has none): in 2 × 1,850 = 3,700; out
        // 320 + 2.5 × 64 × 1.5 = 560; need 2 × 2,244.82 = 4,489.64; balance −1,349.64, −674.82 a day.
        XCTAssertEqual(s.days, 2)
        XCTAssertEqual(s.exerciseKcal, 560, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(s.balanceKcal), -1349.64, accuracy: 0.01)
        XCTAssertEqual(EnergyBalanceText.period(s),
                       "Energy: in 3,700 kcal · out 560 kcal exercise · need 4,490 kcal · balance −1,350 kcal (−675 a day), 2 days")
        // A day without a need (before the profile's `from`) leaves the balance out.
        let later = "## Settings\n- profile female, born 1990-04-02, 168 cm, 64 kg, moderate from 2026-11-17\n"
            + "## 2026-11-16\n- drink flat white\n## 2026-11-17\n- drink flat white\n"
        let t = try XCTUnwrap(PeriodReport(journal: journal(later).journal, period: week, clock: .endOfDay(date)).energyBalance)
        XCTAssertNil(t.balanceKcal)
        XCTAssertEqual(EnergyBalanceText.period(t), "Energy: in 220 kcal · no workout · no need on 1 of 2 days (no profile), 2 days")
    }

    func testTheMETIsOfTheFirstWordWithOneAndWholeWords() {
        XCTAssertEqual(met("- workout walk and run 1 h"), 3.5)
        XCTAssertNil(met("- workout runner 30 min"))
    }
}
