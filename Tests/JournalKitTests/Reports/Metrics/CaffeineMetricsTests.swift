import XCTest
@testable import JournalKit

final class CaffeineMetricsTests: XCTestCase {
    typealias F = MetricsFixture

    func testDecayWithASixHourHalfLife() {
        let j = F.load("## Settings\n- set half-life 6 h\n\n## 2026-11-21\n- 06:00 drink 200 mg\n")
        let day = CaffeineDay.compute(journal: j, date: F.date("2026-11-21"), now: nil)
        XCTAssertEqual(day.halfLifeHours, 6)
        XCTAssertEqual(day.totalMg, 200)
        XCTAssertEqual(day.curve().hourly.count, 25)
        XCTAssertEqual(day.curve().hourly[21], 35.36, accuracy: 0.005)
        XCTAssertEqual(day.curve().hourly[12], 100, accuracy: 1e-9)  // one half-life
        XCTAssertEqual(day.curve().hourly[5], 0)
        XCTAssertEqual(CaffeineCurve.level(at: 21 * 60, doses: [(minute: 360, mg: 200)], halfLifeHours: 6), 35.355, accuracy: 0.001)
    }

    func testLevelIgnoresLaterDosesAndAddsEarlierOnes() {
        let doses = [(minute: 0, mg: 100.0), (minute: 300, mg: 50.0), (minute: 600, mg: 80.0)]
        // At 05:00: 100 halved once, plus the 50 just taken.
        XCTAssertEqual(CaffeineCurve.level(at: 300, doses: doses, halfLifeHours: 5), 100, accuracy: 1e-9)
        XCTAssertEqual(CaffeineCurve.level(at: -1, doses: doses, halfLifeHours: 5), 0)
        XCTAssertEqual(CaffeineCurve.level(at: 600, doses: doses, halfLifeHours: 5), 25 + 25 + 80, accuracy: 1e-9)
    }

    func testDoseCarriedAcrossMidnight() {
        let j = F.load("## 2026-11-20\n- 22:00 drink 100 mg\n\n## 2026-11-21\n- mood 4\n")
        let day = CaffeineDay.compute(journal: j, date: F.date("2026-11-21"), now: nil)
        XCTAssertEqual(day.totalMg, 0)
        // 07:00 is 9 h after the dose: 100 × 0.5^(9/5).
        XCTAssertEqual(day.curve().hourly[7], 28.72, accuracy: 0.005)
        // With no dose of its own, the day peaks at midnight with what is left: 100 × 0.5^(2/5).
        XCTAssertEqual(day.curve().peakMg, 75.79, accuracy: 0.005)
        XCTAssertEqual(day.curve().peakTime, TimeOfDay(minutes: 0))
        XCTAssertEqual(day.doses.count, 0)
    }

    func testDosesFromSeveralDaysBackStillCount() {
        let j = F.load("## 2026-11-19\n- 12:00 drink 400 mg\n")
        // 2026-11-21 12:00 is 48 h later: 400 × 0.5^(48/5).
        let day = CaffeineDay.compute(journal: j, date: F.date("2026-11-21"), now: nil)
        XCTAssertEqual(day.curve().hourly[12], 0.5154, accuracy: 0.0001)
        XCTAssertEqual(CaffeineCurve.lookBackDays(halfLifeHours: 5), 4)
        XCTAssertEqual(CaffeineCurve.lookBackDays(halfLifeHours: 24), 15)
    }

    func testDoseWithoutTimeIsTakenAtNoon() {
        let j = F.load("## 2026-11-21\n- drink 100 mg\n")
        let day = CaffeineDay.compute(journal: j, date: F.date("2026-11-21"), now: nil)
        XCTAssertEqual(day.totalMg, 100)
        XCTAssertEqual(day.curve().hourly[11], 0)
        XCTAssertEqual(day.curve().hourly[12], 100, accuracy: 1e-9)
        XCTAssertEqual(day.curve().peakMg, 100, accuracy: 1e-9)
        XCTAssertEqual(day.curve().peakTime, TimeOfDay(minutes: 720))
        XCTAssertEqual(day.bedtime, TimeOfDay(minutes: 23 * 60))
        XCTAssertEqual(day.curve().bedtimeMg, 21.76, accuracy: 0.005)  // 11 h after noon
        XCTAssertEqual(day.doses.map(\.minute), [720])
        XCTAssertNil(day.doses[0].time)
    }

    func testPeakAndBedtimeForecast() {
        let j = F.load("## Settings\n- set bedtime 22:00\n\n## 2026-11-21\n- 08:00 drink 100 mg\n- 14:00 drink 100 mg\n")
        let day = CaffeineDay.compute(journal: j, date: F.date("2026-11-21"), now: nil)
        XCTAssertEqual(day.totalMg, 200)
        XCTAssertEqual(day.curve().peakMg, 143.53, accuracy: 0.005)
        XCTAssertEqual(day.curve().peakTime, TimeOfDay(minutes: 14 * 60))
        XCTAssertEqual(day.bedtime, TimeOfDay(minutes: 22 * 60))
        XCTAssertEqual(day.curve().bedtimeMg, 47.35, accuracy: 0.005)
        XCTAssertNil(day.curve().nowMg)
    }

    /// A day's bedtime is when the night after it began, when a span of it is written (on the
    /// next day, the day of waking; on the day itself with `set sleep-day start`), else `set bedtime`.
    func testBedtimeIsWhenTheNightAfterTheDayBegan() {
        func bedtime(_ text: String) -> (TimeOfDay, Double) {
            let day = CaffeineDay.compute(journal: F.load("## Settings\n- set bedtime 22:00\n" + text), date: F.date("2026-11-21"), now: nil)
            return (day.bedtime, day.curve().bedtimeMg)
        }
        let evening = "## 2026-11-21\n- 20:00 drink 100 mg\n"
        // A night shift's sleep after midnight: 100 mg five hours later, one half-life.
        let (wake, wakeMg) = bedtime(evening + "## 2026-11-22\n- sleep 01:00-07:00\n")
        XCTAssertEqual(wake, TimeOfDay(hour: 1, minute: 0))
        XCTAssertEqual(wakeMg, 50, accuracy: 1e-9)
        let (start, startMg) = bedtime("- set sleep-day start\n" + evening + "- sleep 01:00-07:00\n")
        XCTAssertEqual(start, TimeOfDay(hour: 1, minute: 0))
        XCTAssertEqual(startMg, 50, accuracy: 1e-9)
        // The earliest span of the night counts; the night before the day does not.
        XCTAssertEqual(bedtime(evening + "- sleep 23:00-06:00\n## 2026-11-22\n- sleep 23:40-03:00\n- sleep 04:00-08:00\n").0, TimeOfDay(hour: 23, minute: 40))
        // A day's sleep starting at 08:00 after a night shift is that night's.
        XCTAssertEqual(bedtime(evening + "## 2026-11-22\n- sleep 08:00-15:00\n").0, TimeOfDay(hour: 8, minute: 0))
        // A nap is no night, and sleep without times has no start: `set bedtime`.
        XCTAssertEqual(bedtime(evening + "## 2026-11-22\n- sleep 14:00-14:30\n- slept 7 h\n").0, TimeOfDay(hour: 22, minute: 0))
        XCTAssertEqual(bedtime("- set sleep-day start\n" + evening + "- sleep 14:00-14:30\n").0, TimeOfDay(hour: 22, minute: 0))
    }

    func testCaffeineInMealsCountsAtTheMealTime() {
        let j = F.load("## 2026-11-21\n- 09:00 breakfast: chocolate cake (50 mg caffeine, 300 kcal), latte (100 mg caffeine)\n")
        let day = CaffeineDay.compute(journal: j, date: F.date("2026-11-21"), now: nil)
        XCTAssertEqual(day.totalMg, 150)
        XCTAssertEqual(day.curve().peakMg, 150, accuracy: 1e-9)
        XCTAssertEqual(day.curve().peakTime, TimeOfDay(minutes: 9 * 60))
        XCTAssertEqual(day.curve().hourly[14], 75, accuracy: 1e-9)
    }

    func testNowOnlyOnTheClocksDay() {
        let j = F.load("## 2026-11-21\n- 08:00 drink 100 mg\n- 15:00 drink 100 mg\n")
        let today = CaffeineDay.compute(journal: j, date: F.date("2026-11-21"), now: F.at("2026-11-21", 10))
        // The 15:00 dose has not happened at 10:00.
        XCTAssertEqual(today.curve().nowMg!, 75.79, accuracy: 0.005)
        let other = CaffeineDay.compute(journal: j, date: F.date("2026-11-21"), now: F.at("2026-11-22", 10))
        XCTAssertNil(other.curve().nowMg)
        let endOfDay = CaffeineDay.compute(journal: j, date: F.date("2026-11-21"), now: F.endOf("2026-11-21"))
        XCTAssertEqual(endOfDay.curve().nowMg!, endOfDay.curve().hourly[24], accuracy: 1e-12)
    }

    func testBedtimeAfterMidnightIsTheNextMorning() {
        let j = F.load("## Settings\n- set bedtime 00:30\n\n## 2026-11-21\n- 19:30 drink 100 mg\n")
        let day = CaffeineDay.compute(journal: j, date: F.date("2026-11-21"), now: nil)
        XCTAssertEqual(day.curve().bedtimeMg, 50, accuracy: 1e-9)  // 5 h after 19:30
    }

    /// The one-pass levels equal the sum over doses at every minute asked, in any order.
    func testLevelsInOnePassEqualTheSumOverDoses() {
        var generator = SystemRandomNumberGenerator()
        let date = F.date("2026-11-21")
        for halfLife in [0.5, 5, 24] {
            var doses: [CaffeineDose] = []
            var minute = -4000
            for _ in 0..<30 {
                minute += Int.random(in: 0...300, using: &generator)
                doses.append(CaffeineDose(date: date, time: nil, minute: minute, mg: Double.random(in: 1...300, using: &generator)))
            }
            let minutes = (0..<60).map { _ in Int.random(in: -4000...3000, using: &generator) } + [doses[3].minute, doses[3].minute]
            let levels = CaffeineCurve.levels(at: minutes, doses: doses, halfLifeHours: halfLife)
            let points = doses.map { (minute: $0.minute, mg: $0.mg) }
            for (m, l) in zip(minutes, levels) {
                let direct = CaffeineCurve.level(at: m, doses: points, halfLifeHours: halfLife)
                XCTAssertEqual(l, direct, accuracy: max(1e-9, direct * 1e-12), "minute \(m), half-life \(halfLife)")
            }
        }
        XCTAssertEqual(CaffeineCurve.levels(at: [0, 60], doses: [], halfLifeHours: 5), [0, 0])
        XCTAssertEqual(CaffeineCurve.levels(at: [60], doses: [CaffeineDose(date: date, time: nil, minute: 0, mg: 100)], halfLifeHours: 0), [0])
    }
}
