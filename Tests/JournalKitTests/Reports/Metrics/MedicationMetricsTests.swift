import XCTest
@testable import JournalKit

final class MedicationMetricsTests: XCTestCase {
    typealias F = MetricsFixture

    let meds = F.medications

    func states(_ doses: [DoseStatus]) -> [String] {
        doses.map { d in
            var s = "\(d.medication) \(d.scheduled) \(d.state.name)"
            if case .taken(let at?) = d.state { s += " \(at)" }
            return s
        }
    }

    func testTookMatchesTheClosestDose() {
        let j = F.load(meds + "## 2026-11-21\n- 19:30 took metformin\n")
        let doses = MedicationSchedule.doses(journal: j, on: F.date("2026-11-21"), clock: F.endOf("2026-11-21"))
        XCTAssertEqual(states(doses), ["metformin 08:00 missed", "metformin 20:00 taken 19:30"])
        let a = Adherence(doses)
        XCTAssertEqual(a, Adherence(scheduled: 2, taken: 1, skipped: 0, missed: 1, pending: 0))
        XCTAssertEqual(a.rate, 0.5)
        XCTAssertEqual(a.percent, 50.0)
    }

    func testTookWithoutTimeTakesTheEarliestAndExplicitTimesGoFirst() {
        let j = F.load(meds + "## 2026-11-21\n- took metformin\n- took metformin 08:00\n")
        let doses = MedicationSchedule.doses(journal: j, on: F.date("2026-11-21"), clock: F.endOf("2026-11-21"))
        // The one naming 08:00 is matched first, so the untimed one takes 20:00.
        XCTAssertEqual(states(doses), ["metformin 08:00 taken", "metformin 20:00 taken"])
        XCTAssertEqual(Adherence(doses).rate, 1.0)
    }

    func testSkippedExcusesADose() {
        let j = F.load(meds + "## 2026-11-21\n- 08:05 took metformin\n- skipped metformin 20:00 doctor said so\n")
        let doses = MedicationSchedule.doses(journal: j, on: F.date("2026-11-21"), clock: F.endOf("2026-11-21"))
        XCTAssertEqual(states(doses), ["metformin 08:00 taken 08:05", "metformin 20:00 skipped"])
        let a = Adherence(doses)
        XCTAssertEqual(a.skipped, 1)
        XCTAssertEqual(a.rate, 1.0)  // 1 taken of 2 − 1 skipped
    }

    func testMissedAfterGracePendingBefore() {
        let j = F.load(meds + "## 2026-11-21\n- mood 3\n")
        let date = F.date("2026-11-21")
        // 08:45 is 45 min past 08:00, within the 60 min grace.
        XCTAssertEqual(states(MedicationSchedule.doses(journal: j, on: date, clock: F.at("2026-11-21", 8, 45))),
                       ["metformin 08:00 pending", "metformin 20:00 pending"])
        XCTAssertEqual(states(MedicationSchedule.doses(journal: j, on: date, clock: F.at("2026-11-21", 9, 0))),
                       ["metformin 08:00 pending", "metformin 20:00 pending"])
        XCTAssertEqual(states(MedicationSchedule.doses(journal: j, on: date, clock: F.at("2026-11-21", 9, 1))),
                       ["metformin 08:00 missed", "metformin 20:00 pending"])
        let a = Adherence(MedicationSchedule.doses(journal: j, on: date, clock: F.at("2026-11-21", 9, 1)))
        XCTAssertEqual(a.rate, 0)  // 0 taken of 1 due; the pending dose does not count yet
        XCTAssertEqual(a.pending, 1)
        // A shorter grace period.
        let strict = F.load(meds + "- set grace 30 min\n## 2026-11-21\n- mood 3\n")
        XCTAssertEqual(states(MedicationSchedule.doses(journal: strict, on: date, clock: F.at("2026-11-21", 8, 45))),
                       ["metformin 08:00 missed", "metformin 20:00 pending"])
        // A day with no heading, once over: every dose is missed.
        XCTAssertEqual(states(MedicationSchedule.doses(journal: j, on: F.date("2026-11-22"), clock: F.endOf("2026-11-22"))),
                       ["metformin 08:00 missed", "metformin 20:00 missed"])
    }

    func testWeekdaysAndAsNeeded() {
        // 2026-11-19 is a Thursday, 2026-11-21 a Saturday.
        let j = F.load(meds + "## 2026-11-19\n- 08:00 took metformin\n- 09:10 took vitamin-d\n- 14:00 took ibuprofen 400 mg headache\n")
        let thursday = MedicationSchedule.day(journal: j, on: F.date("2026-11-19"), clock: F.endOf("2026-11-19"))
        XCTAssertEqual(states(thursday.doses), ["metformin 08:00 taken 08:00", "vitamin-d 09:00 taken 09:10", "metformin 20:00 missed"])
        XCTAssertEqual(thursday.logged.map(\.medication), ["ibuprofen"])
        XCTAssertEqual(thursday.logged.first?.time, TimeOfDay(minutes: 14 * 60))
        XCTAssertEqual(thursday.logged.first?.amount, Quantity(400, .mg))
        XCTAssertEqual(thursday.logged.first?.asNeeded, true)
        XCTAssertEqual(thursday.adherence.rate ?? 0, 2.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(thursday.adherence.percent, 66.7)
        let saturday = MedicationSchedule.doses(journal: j, on: F.date("2026-11-21"), clock: F.endOf("2026-11-21"))
        XCTAssertEqual(saturday.map(\.medication), ["metformin", "metformin"])
    }

    func testExtraTakeIsLogged() {
        let j = F.load(meds + "## 2026-11-21\n- 08:00 took metformin\n- 20:00 took metformin\n- 21:00 took metformin\n")
        let day = MedicationSchedule.day(journal: j, on: F.date("2026-11-21"), clock: F.endOf("2026-11-21"))
        XCTAssertEqual(day.adherence.taken, 2)
        XCTAssertEqual(day.logged.map(\.time), [TimeOfDay(minutes: 21 * 60)])
        XCTAssertEqual(day.logged.first?.asNeeded, false)
    }

    func testAdherenceOverSeveralDays() {
        let j = F.load(meds + """
            ## 2026-11-16
            - 08:00 took metformin
            - 09:00 took vitamin-d
            - 20:00 took metformin
            ## 2026-11-17
            - 08:00 took metformin
            - skipped metformin 20:00
            ## 2026-11-18
            - 08:10 took metformin
            """)
        // Mon: 3 doses, all taken; Tue: 1 taken, 1 skipped; Wed: 1 taken, 20:00 missed.
        let a = MedicationSchedule.adherence(journal: j, from: F.date("2026-11-16"), through: F.date("2026-11-18"), clock: F.endOf("2026-11-18"))
        XCTAssertEqual(a, Adherence(scheduled: 7, taken: 5, skipped: 1, missed: 1, pending: 0))
        XCTAssertEqual(a.rate ?? 0, 5.0 / 6, accuracy: 1e-12)
        XCTAssertEqual(a.percent, 83.3)
    }
}
