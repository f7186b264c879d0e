import XCTest
@testable import JournalKit

final class EnergyMetricsTests: XCTestCase {
    typealias F = MetricsFixture

    func testBMRFormula() {
        // 10 × 64 + 6.25 × 168 − 5 × 36 − 161
        XCTAssertEqual(EnergyTarget.bmr(sex: .female, weightKg: 64, heightCm: 168, age: 36), 1349)
        // 10 × 80 + 6.25 × 180 − 5 × 41 + 5
        XCTAssertEqual(EnergyTarget.bmr(sex: .male, weightKg: 80, heightCm: 180, age: 41), 1725)
    }

    func energy(_ profile: String, on date: String, extra: String = "", file: StaticString = #filePath, line: UInt = #line) -> EnergyTarget? {
        let j = F.load("## Settings\n- goal energy auto\n- profile \(profile)\n" + extra, file: file, line: line)
        return EnergyTarget.compute(journal: j, on: F.date(date))
    }

    func testAutoForWomenAtEveryActivityLevel() {
        let expected: [(String, Double)] = [("sedentary", 1618.8), ("light", 1854.875), ("moderate", 2090.95),
                                            ("active", 2327.025), ("very-active", 2563.1)]
        for (level, kcal) in expected {
            let e = energy("female, born 1990-04-02, 168 cm, 64 kg, \(level)", on: "2026-11-21")
            XCTAssertEqual(e?.kcal ?? 0, kcal, accuracy: 1e-9, level)
            XCTAssertEqual(e?.breakdown?.bmr, 1349, level)
            XCTAssertEqual(e?.breakdown?.age, 36, level)
            XCTAssertEqual(e?.comparison, .atMost, level)
        }
    }

    func testAutoForMenAtEveryActivityLevel() {
        let expected: [(String, Double)] = [("sedentary", 2070), ("light", 2371.875), ("moderate", 2673.75),
                                            ("active", 2975.625), ("very-active", 3277.5)]
        for (level, kcal) in expected {
            let e = energy("male, born 1985-01-30, 180 cm, 80 kg, \(level)", on: "2026-11-21")
            XCTAssertEqual(e?.kcal ?? 0, kcal, accuracy: 1e-9, level)
            XCTAssertEqual(e?.breakdown?.bmr, 1725, level)
            XCTAssertEqual(e?.breakdown?.age, 41, level)
        }
    }

    func testLoseAndGain() {
        let lose = energy("female, born 1990-04-02, 168 cm, 64 kg, moderate, lose", on: "2026-11-21")
        XCTAssertEqual(lose?.kcal ?? 0, 1590.95, accuracy: 1e-9)
        XCTAssertEqual(lose?.comparison, .atMost)
        let gain = energy("male, born 1985-01-30, 180 cm, 80 kg, sedentary, gain", on: "2026-11-21")
        XCTAssertEqual(gain?.kcal ?? 0, 2570, accuracy: 1e-9)
        XCTAssertEqual(gain?.comparison, .atLeast)
    }

    func testAgeChangesOnTheBirthday() {
        XCTAssertEqual(EnergyTarget.age(born: F.date("1990-04-02"), on: F.date("2026-04-01")), 35)
        XCTAssertEqual(EnergyTarget.age(born: F.date("1990-04-02"), on: F.date("2026-04-02")), 36)
        XCTAssertEqual(EnergyTarget.age(born: F.date("2000-02-29"), on: F.date("2026-02-28")), 25)
        XCTAssertEqual(EnergyTarget.age(born: F.date("2000-02-29"), on: F.date("2026-03-01")), 26)
        let profile = "female, born 1990-04-02, 168 cm, 64 kg, sedentary"
        // Age 35 the day before: BMR 1354 × 1.2; age 36 on the day: 1349 × 1.2.
        XCTAssertEqual(energy(profile, on: "2026-04-01")?.kcal ?? 0, 1624.8, accuracy: 1e-9)
        XCTAssertEqual(energy(profile, on: "2026-04-02")?.kcal ?? 0, 1618.8, accuracy: 1e-9)
    }

    func testLatestWeightEntryFeedsAuto() {
        let extra = "\n## 2026-11-10\n- weight 70 kg\n\n## 2026-11-15\n- weight 69 kg\n- weight 68 kg\n"
        let profile = "female, born 1990-04-02, 168 cm, 64 kg, sedentary"
        // Before any entry: the profile's 64 kg.
        let before = energy(profile, on: "2026-11-05", extra: extra)
        XCTAssertEqual(before?.breakdown?.weightKg, 64)
        XCTAssertEqual(before?.breakdown?.weightFromEntry, false)
        XCTAssertEqual(before?.kcal ?? 0, 1618.8, accuracy: 1e-9)
        // 70 kg: BMR 1409.
        let mid = energy(profile, on: "2026-11-12", extra: extra)
        XCTAssertEqual(mid?.breakdown?.weightKg, 70)
        XCTAssertEqual(mid?.breakdown?.weightFromEntry, true)
        XCTAssertEqual(mid?.kcal ?? 0, 1690.8, accuracy: 1e-9)
        // The day's last entry, 68 kg: BMR 1389; on the entry's own day too.
        XCTAssertEqual(energy(profile, on: "2026-11-15", extra: extra)?.kcal ?? 0, 1666.8, accuracy: 1e-9)
        XCTAssertEqual(energy(profile, on: "2026-11-30", extra: extra)?.breakdown?.weightKg, 68)
    }

    func testExplicitEnergyGoal() {
        let j = F.load("## Settings\n- goal energy <= 1800 kcal\n- profile female, born 1990-04-02, 168 cm, 64 kg, moderate\n")
        let e = EnergyTarget.compute(journal: j, on: F.date("2026-11-21"))
        XCTAssertEqual(e?.kcal, 1800)
        XCTAssertEqual(e?.comparison, .atMost)
        XCTAssertNil(e?.breakdown)
        XCTAssertNil(EnergyTarget.compute(journal: F.load("## Settings\n- goal water >= 2 l\n"), on: F.date("2026-11-21")))
    }

    func testMacroGrams() {
        let m = MacroTargets(kcal: 2000, carbs: 50, protein: 20, fat: 30)
        XCTAssertEqual(m.carbsG, 250, accuracy: 1e-9)
        XCTAssertEqual(m.proteinG, 100, accuracy: 1e-9)
        XCTAssertEqual(m.fatG, 66.667, accuracy: 0.001)
        // Shares need not add up to 100.
        let n = MacroTargets(kcal: 1800, carbs: 2, protein: 1, fat: 1)
        XCTAssertEqual(n.carbsG, 225, accuracy: 1e-9)
        XCTAssertEqual(n.proteinG, 112.5, accuracy: 1e-9)
        XCTAssertEqual(n.fatG, 50, accuracy: 1e-9)
    }

    func testMacroGoalsFromEnergyWithAnExplicitOverride() {
        let j = F.load("## Settings\n- goal energy <= 2000 kcal\n- goal macros 50/20/30\n- goal protein >= 120 g\n")
        let goals = GoalTarget.all(journal: j, on: F.date("2026-11-21"))
        XCTAssertEqual(goals.map(\.metric), [.energy, .carbs, .protein, .fat])
        XCTAssertEqual(goals.map(\.origin), [.explicit, .macros, .explicit, .macros])
        XCTAssertEqual(goals[1].value, 250, accuracy: 1e-9)
        XCTAssertEqual(goals[1].comparison, .atMost)
        XCTAssertEqual(goals[2].value, 120)
        XCTAssertEqual(goals[2].comparison, .atLeast)
        XCTAssertEqual(goals[3].value, 66.667, accuracy: 0.001)
    }

    func testMacrosFollowAutoEnergy() {
        let j = F.load("## Settings\n- goal energy auto\n- goal macros 40/30/30\n- profile male, born 1985-01-30, 180 cm, 80 kg, sedentary\n")
        let goals = GoalTarget.all(journal: j, on: F.date("2026-11-21"))
        XCTAssertEqual(goals.map(\.metric), [.energy, .carbs, .protein, .fat])
        XCTAssertEqual(goals[0].value, 2070, accuracy: 1e-9)
        XCTAssertEqual(goals[0].origin, .auto)
        XCTAssertEqual(goals[1].value, 207, accuracy: 1e-9)  // 2070 × 0.4 ÷ 4
        XCTAssertEqual(goals[2].value, 155.25, accuracy: 1e-9)
        XCTAssertEqual(goals[3].value, 69, accuracy: 1e-9)  // 2070 × 0.3 ÷ 9
    }

    func testMacrosWithoutEnergyGoalGiveNoRings() {
        let j = F.load("## Settings\n- goal macros 50/20/30\n")
        XCTAssertEqual(GoalTarget.all(journal: j, on: F.date("2026-11-21")).count, 0)
    }
}

/// `body fat N%` in the profile: Katch–McArdle's BMR from the lean mass (Grammar.md §10).
final class KatchMcArdleTests: XCTestCase {
    typealias F = MetricsFixture

    func energy(_ journal: String, on date: String, file: StaticString = #filePath, line: UInt = #line) -> EnergyTarget? {
        EnergyTarget.compute(journal: F.load(journal, file: file, line: line), on: F.date(date))
    }

    func testBMRFromTheLeanMass() {
        // 370 + 21.6 × 60
        XCTAssertEqual(EnergyTarget.bmr(leanMassKg: 60), 1666, accuracy: 1e-9)
    }

    func testWomanWithABodyFat() {
        let e = energy("""
            ## Settings
            - goal energy auto
            - profile female, born 1990-04-02, 168 cm, 64 kg, body fat 22%, moderate, lose
            """, on: "2026-11-21")
        let b = e?.breakdown
        XCTAssertEqual(b?.formula, .katchMcArdle)
        // lean mass 64 × (1 − 0.22) = 49.92 kg
        XCTAssertEqual(b?.leanMassKg ?? 0, 49.92, accuracy: 1e-9)
        // BMR 370 + 21.6 × 49.92 = 370 + 1078.272 = 1448.272
        XCTAssertEqual(b?.bmr ?? 0, 1448.272, accuracy: 1e-9)
        // need 1448.272 × 1.55 = 2244.8216; lose: − 500 = 1744.8216
        XCTAssertEqual(b?.needKcal ?? 0, 2244.8216, accuracy: 1e-9)
        XCTAssertEqual(b?.adjustmentKcal, -500)
        XCTAssertEqual(e?.kcal ?? 0, 1744.8216, accuracy: 1e-9)
        XCTAssertEqual(e?.comparison, .atMost)
    }

    func testManWithABodyFatWrittenAfterTheNumber() {
        let e = energy("""
            ## Settings
            - goal energy auto
            - profile male, born 1985-01-30, 180 cm, 80 kg, 15 % body fat, sedentary, gain
            """, on: "2026-11-21")
        // lean mass 80 × 0.85 = 68 kg; BMR 370 + 21.6 × 68 = 1838.8; × 1.2 = 2206.56; gain + 500
        XCTAssertEqual(e?.breakdown?.bmr ?? 0, 1838.8, accuracy: 1e-9)
        XCTAssertEqual(e?.kcal ?? 0, 2706.56, accuracy: 1e-9)
        XCTAssertEqual(e?.comparison, .atLeast)
    }

    func testTheLatestWeightEntryWithTheProfilesBodyFat() {
        let journal = """
            ## Settings
            - goal energy auto
            - profile female, born 1990-04-02, 168 cm, 64 kg, body fat 22%, moderate

            ## 2026-11-10
            - weight 70 kg
            """
        // lean mass 70 × 0.78 = 54.6 kg; BMR 370 + 21.6 × 54.6 = 1549.36; × 1.55 = 2401.508
        let e = energy(journal, on: "2026-11-12")
        XCTAssertEqual(e?.breakdown?.weightFromEntry, true)
        XCTAssertEqual(e?.breakdown?.leanMassKg ?? 0, 54.6, accuracy: 1e-9)
        XCTAssertEqual(e?.kcal ?? 0, 2401.508, accuracy: 1e-9)
        // Before the entry, the profile's 64 kg: 1448.272 × 1.55 = 2244.8216
        XCTAssertEqual(energy(journal, on: "2026-11-09")?.kcal ?? 0, 2244.8216, accuracy: 1e-9)
    }

    /// The words under the energy ring, each figure rounded on its own.
    func testTheLineOfFigures() {
        let gain = energy("""
            ## Settings
            - goal energy auto
            - profile male, born 1985-01-30, 180 cm, 80 kg, 15 % body fat, sedentary, gain
            """, on: "2026-11-21")!.breakdown!
        // BMR 1838.8, need 2206.56
        XCTAssertEqual(EnergyNeedText.line(gain), "need 2,207 kcal = BMR 1,839 (Katch–McArdle, lean 68 kg) × 1.2 sedentary; gain +500")
        let maintain = energy("## Settings\n- goal energy auto\n- profile female, born 1990-04-02, 168 cm, 64 kg, light\n", on: "2026-11-21")!.breakdown!
        // BMR 1349; need 1349 × 1.375 = 1854.875
        XCTAssertEqual(EnergyNeedText.line(maintain), "need 1,855 kcal = BMR 1,349 (Mifflin–St Jeor) × 1.375 light")
    }

    func testWithoutABodyFatMifflinStJeor() {
        let b = energy("""
            ## Settings
            - goal energy auto
            - profile female, born 1990-04-02, 168 cm, 64 kg, moderate
            """, on: "2026-11-21")?.breakdown
        // 10 × 64 + 6.25 × 168 − 5 × 36 − 161 = 1349
        XCTAssertEqual(b?.formula, .mifflinStJeor)
        XCTAssertNil(b?.leanMassKg)
        XCTAssertEqual(b?.bmr, 1349)
        XCTAssertEqual(b?.activityFactor, 1.55)
        XCTAssertEqual(b?.needKcal ?? 0, 2090.95, accuracy: 1e-9)
        XCTAssertEqual(b?.adjustmentKcal, 0)
    }

    /// A day outside the journal's days, on which the age is outside 2–120, has no `auto` target
    /// (`journal check` reports the birth date on the journal's own days).
    func testNoTargetForAnAgeOutsideTwoTo120() {
        let journal = """
            ## Settings
            - goal energy auto
            - profile female, born 2024-06-01, 85 cm, 12 kg, moderate
            """
        XCTAssertNil(energy(journal, on: "2026-05-31"))  // age 1
        // age 2: 10 × 12 + 6.25 × 85 − 5 × 2 − 161 = 480.25; × 1.55 = 744.3875
        XCTAssertEqual(energy(journal, on: "2026-06-01")?.kcal ?? 0, 744.3875, accuracy: 1e-9)
        XCTAssertNil(energy(journal.replacingOccurrences(of: "2024-06-01", with: "1900-01-01"), on: "2026-06-01"))  // 126
    }

    /// Figures at the ends of their ranges can give a BMR or a target of 0 or less: no target.
    func testNoTargetOfZeroOrLess() {
        // 10 × 2 + 6.25 × 50 − 5 × 120 − 161 = −428.5
        XCTAssertNil(energy("## Settings\n- goal energy auto\n- profile female, born 1906-01-01, 50 cm, 2 kg, sedentary\n", on: "2026-06-01"))
        // 10 × 12 + 6.25 × 85 − 5 × 2 − 161 = 480.25; × 1.2 = 576.3; − 500 = 76.3 (still above 0)
        XCTAssertEqual(energy("## Settings\n- goal energy auto\n- profile female, born 2024-01-01, 85 cm, 12 kg, sedentary, lose\n",
                              on: "2026-06-01")?.kcal ?? 0, 76.3, accuracy: 1e-9)
        // 10 × 10 + 6.25 × 80 − 5 × 2 − 161 = 429; × 1.2 = 514.8; − 500 = 14.8; at 9 kg 419 × 1.2 − 500 = 2.8; 8 kg: −9.2
        XCTAssertNil(energy("## Settings\n- goal energy auto\n- profile female, born 2024-01-01, 80 cm, 8 kg, sedentary, lose\n", on: "2026-06-01"))
    }
}
