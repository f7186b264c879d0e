import XCTest

/// `journal energy`: the profile on a day and the figures of its energy goal (Grammar.md §10).
final class EnergyCommandTests: XCTestCase {
    /// The example's profile (female, born 1990-04-02, 168 cm, moderate) with the weigh-in of
    /// the day, 63.3 kg: BMR 10 × 63.3 + 6.25 × 168 − 5 × 36 − 161 = 1,342; need 1,342 × 1.55 =
    /// 2,080.1.
    func testTheExampleOnADay() {
        let r = CLI.run(["energy", "2026-11-21", "-f", "examples/journal.md", "--today", "2026-11-21"])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertTrue(r.stdout.contains("  BMR        1,342 kcal  Mifflin–St Jeor\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("  need       2,080 kcal  = BMR × 1.55 moderate\n"), r.stdout)
        assertGolden(r.stdout, "energy-2026-11-21.txt")
    }

    func testTheExampleAsJSON() {
        let r = CLI.run(["energy", "2026-11-21", "-f", "examples/journal.md", "--today", "2026-11-21", "--format", "json"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "energy-2026-11-21.json")
    }

    /// With a body fat: Katch–McArdle. Lean mass 64 × 0.78 = 49.92 kg; BMR 370 + 21.6 × 49.92 =
    /// 1,448.272; need × 1.55 = 2,244.8216; lose: 1,744.8216. `journal day` says the same under
    /// its energy ring.
    func testABodyFatAndAPlan() {
        let scratch = ScratchFolder()
        let file = scratch.write("""
            ## Settings
            - goal energy auto
            - profile female, born 1990-04-02, 168 cm, 64 kg, body fat 22%, moderate, lose

            ## 2026-11-21
            - lunch: oats 60 g

            """)
        let r = CLI.run(["energy", "-f", file, "--today", "2026-11-21"])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stdout, """
            Profile on Saturday 2026-11-21
              sex        female
              born       1990-04-02, 36 years old
              height     168 cm
              weight     64 kg
              body fat   22%
              activity   moderate
              plan       lose

            Energy
              BMR        1,448 kcal  Katch–McArdle
                                     = 370 + 21.6 × 49.92 kg lean (64 kg less 22% fat)
              need       2,245 kcal  = BMR × 1.55 moderate
              plan        −500 kcal  lose
              goal     ≤ 1,745 kcal  goal energy auto

            """)
        let day = CLI.run(["day", "-f", file, "--today", "2026-11-21"])
        XCTAssertTrue(day.stdout.contains("""
              Energy      █░░░░░░░░░   227 kcal / ≤ 1,745 kcal   13%  low
                          need 2,245 kcal = BMR 1,448 (Katch–McArdle, lean 49.9 kg) × 1.55
                            moderate; lose −500

            """), day.stdout)
        let json = CLI.run(["day", "-f", file, "--today", "2026-11-21", "--format", "json"]).stdout
        XCTAssertTrue(json.contains("\"formula\": \"katch-mcardle\",\n    \"bmrKcal\": 1448.272,"), json)
    }

    /// A written goal is shown as written, beside the need the profile gives; without a profile,
    /// or with one short of a part, it says why there is no need.
    func testAWrittenGoalAndNoNeed() {
        let scratch = ScratchFolder()
        let written = scratch.write("## Settings\n- goal energy <= 1800 kcal\n- profile male, born 1985-01-30, 180 cm, 80 kg, sedentary\n\n## 2026-11-21\n- mood 3\n")
        let r = CLI.run(["energy", "-f", written, "--today", "2026-11-21"])
        // 10 × 80 + 6.25 × 180 − 5 × 41 + 5 = 1,725; × 1.2 = 2,070
        XCTAssertTrue(r.stdout.contains("  need       2,070 kcal  = BMR × 1.2 sedentary\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("  goal     ≤ 1,800 kcal  written in the goal, not from the profile\n"), r.stdout)

        let lacking = scratch.write("## Settings\n- profile male, 180 cm\n\n## 2026-11-21\n- mood 3\n", to: "lacking.md")
        XCTAssertTrue(CLI.run(["energy", "-f", lacking, "--today", "2026-11-21"]).stdout.contains(
            "  need       none: the profile lacks born DATE, weight (kg), activity level\n  goal       no energy goal\n"))

        let none = scratch.write("## 2026-11-21\n- mood 3\n", to: "none.md")
        let n = CLI.run(["energy", "-f", none, "--today", "2026-11-21", "--format", "json"])
        XCTAssertTrue(n.stdout.contains("\"profile\": null"), n.stdout)
        XCTAssertTrue(n.stdout.contains("\"noNeed\": \"no-profile\""), n.stdout)
    }

    func testOneDayAtMost() {
        let r = CLI.run(["energy", "monday", "friday", "-f", "examples/journal.md"])
        XCTAssertEqual(r.code, 2)
        XCTAssertTrue(r.stderr.contains("energy takes one day"), r.stderr)
    }
}
