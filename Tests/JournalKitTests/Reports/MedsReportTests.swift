import XCTest
@testable import JournalKit

final class MedsReportTests: XCTestCase {
    typealias F = MetricsFixture

    let meds = F.medications

    func report(_ text: String, _ start: String, _ end: String, clock: JournalClock) -> MedsReport {
        let j = F.load(text)
        return MedsReport(summary: j.summary, period: Period(start: F.date(start), end: F.date(end), kind: .range, label: "\(start) – \(end)"),
                          clock: clock)
    }

    func medication(_ r: MedsReport, _ name: String) -> MedsReport.Medication? { r.medications.first { $0.name == name } }

    func testTakenLateSkippedAndMissedMakeTheAdherence() {
        // Monday 2026-11-16 to Wednesday 2026-11-18: metformin twice a day, vitamin-d on Monday.
        let r = report(meds + """
            ## 2026-11-16 Monday
            - 08:05 took metformin
            - 21:30 took metformin
            - 09:00 took vitamin-d
            ## 2026-11-17 Tuesday
            - 08:00 took metformin
            - skipped metformin 20:00 doctor said so
            ## 2026-11-18 Wednesday
            - 08:10 took metformin

            """, "2026-11-16", "2026-11-18", clock: F.endOf("2026-11-18"))
        let m = try! XCTUnwrap(medication(r, "metformin"))
        XCTAssertEqual(m.schedules, ["500 mg at 08:00, 20:00"])
        XCTAssertEqual(m.adherence, Adherence(scheduled: 6, taken: 4, skipped: 1, missed: 1, pending: 0))
        XCTAssertEqual(m.adherence.percent, 80.0)  // 4 of 6 − 1 skipped
        // 21:30 is 90 minutes after 20:00: past the 60 min grace, so late (and still taken).
        XCTAssertEqual(m.late.map { "\($0.dose.date) \($0.dose.scheduled) \($0.takenAt) \($0.minutesLate)" }, ["2026-11-16 20:00 21:30 90"])
        // The missed dose is listed, never hidden.
        XCTAssertEqual(m.missed.map { "\($0.date) \($0.scheduled)" }, ["2026-11-18 20:00"])
        let v = try! XCTUnwrap(medication(r, "vitamin-d"))
        XCTAssertEqual(v.adherence, Adherence(scheduled: 1, taken: 1))  // Monday only
        XCTAssertEqual(v.schedules, ["1000 IU at 09:00 on mon, thu"])
        let text = MedsRenderer.text(r)
        XCTAssertTrue(text.contains("adherence 80%: 4 of 5 taken (1 late), 1 skipped, 1 missed"), text)
        XCTAssertTrue(text.contains("✗ missed  Wed 2026-11-18 20:00"), text)
        XCTAssertTrue(text.contains("Mon 2026-11-16 20:00, taken at 21:30 (1 h 30 min late)"), text)
    }

    func testGraceSettingChangesWhatIsLate() {
        let r = report(meds + "- set grace 30 min\n## 2026-11-17 Tuesday\n- 08:45 took metformin\n- 20:20 took metformin\n",
                       "2026-11-17", "2026-11-17", clock: F.endOf("2026-11-17"))
        XCTAssertEqual(medication(r, "metformin")?.late.map(\.minutesLate), [45])
    }

    func testADoseNeverDueIsNeverMissed() {
        // The journal starts on Wednesday; metformin starts on Thursday and ends on Friday.
        let r = report("""
            ## Settings
            - med metformin 500 mg at 08:00 from 2026-11-19 until 2026-11-20
            - med vitamin-d 1000 IU at 09:00 on mon, thu
            ## 2026-11-18 Wednesday
            - mood 3
            ## 2026-11-19 Thursday
            - 08:00 took metformin
            - 09:00 took vitamin-d

            """, "2026-11-16", "2026-11-22", clock: F.endOf("2026-11-22"))
        let m = try! XCTUnwrap(medication(r, "metformin"))
        // Thursday taken; Friday missed; not Monday to Wednesday (before from) nor the weekend (after until).
        XCTAssertEqual(m.adherence, Adherence(scheduled: 2, taken: 1, missed: 1))
        XCTAssertEqual(m.missed.map(\.date.description), ["2026-11-20"])
        XCTAssertEqual(m.schedules, ["500 mg at 08:00 from 2026-11-19 until 2026-11-20"])
        // Monday 2026-11-16 is before the journal's first day: its vitamin-d dose was never due.
        let v = try! XCTUnwrap(medication(r, "vitamin-d"))
        XCTAssertEqual(v.adherence, Adherence(scheduled: 1, taken: 1))
        XCTAssertEqual(v.missed, [])
    }

    func testADayBeforeTheJournalHasNoDoses() {
        let j = F.load(meds + "## 2026-11-20 Friday\n- 08:00 took metformin\n")
        XCTAssertEqual(MedicationSchedule.doses(journal: j, on: F.date("2026-11-19"), clock: F.endOf("2026-11-21")), [])
        XCTAssertEqual(DayReport(journal: j, date: F.date("2026-11-19"), clock: F.endOf("2026-11-21")).metrics.doses, [])
        // A day after it (nobody wrote) still has its doses, missed: they are not hidden.
        let after = MedicationSchedule.doses(journal: j, on: F.date("2026-11-21"), clock: F.endOf("2026-11-21"))
        XCTAssertEqual(after.map(\.state), [.missed, .missed])
    }

    func testWeekdaysAndDosesAroundMidnight() {
        let r = report("""
            ## Settings
            - med melatonin 3 mg at 23:30 on fri, sat
            ## 2026-11-20 Friday
            - 23:50 took melatonin
            ## 2026-11-21 Saturday
            - 00:10 took melatonin
            ## 2026-11-22 Sunday
            - mood 4

            """, "2026-11-20", "2026-11-22", clock: F.endOf("2026-11-22"))
        let m = try! XCTUnwrap(medication(r, "melatonin"))
        // Friday's 23:30 dose is taken at 23:50. A take written on Saturday at 00:10 is Saturday's
        // (a day's doses are matched within the day); Sunday has no dose.
        XCTAssertEqual(m.adherence, Adherence(scheduled: 2, taken: 2))
        XCTAssertEqual(m.late, [])
        XCTAssertEqual(m.extra, [])
    }

    func testAsNeededCountsDosesAndAmounts() {
        let r = report(meds + "## 2026-11-16 Monday\n- took ibuprofen 400 mg for a headache\n- took ibuprofen\n## 2026-11-17 Tuesday\n- took ibuprofen 200 mg\n",
                       "2026-11-16", "2026-11-17", clock: F.endOf("2026-11-17"))
        let i = try! XCTUnwrap(medication(r, "ibuprofen"))
        XCTAssertTrue(i.asNeeded)
        XCTAssertEqual(i.asNeededDoses.count, 3)
        // A take without an amount counts the definition's 200 mg.
        XCTAssertEqual(i.asNeededTotal, [Quantity(800, .mg)])
        XCTAssertEqual(i.extra, [])
        XCTAssertTrue(MedsRenderer.text(r).contains("as needed: 3 doses, 800 mg in all"))
    }

    func testExtraTakesAreListedAndWarnedAbout() {
        let text = meds + "## 2026-11-21 Saturday\n- 08:00 took metformin\n- 20:00 took metformin\n- 22:00 took metformin\n"
        let r = report(text, "2026-11-21", "2026-11-21", clock: F.endOf("2026-11-21"))
        XCTAssertEqual(medication(r, "metformin")?.extra.map { $0.time?.description }, ["22:00"])
        let d = Journal.load(text: text).diagnostics
        XCTAssertEqual(d.map { "\($0.line) \($0.code.rawValue)" }, ["8 extra-dose"])
        XCTAssertEqual(d.first?.severity, .warning)
        // check, which keeps nothing, finds it too.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("extra-dose-\(UUID().uuidString).md").path
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(Journal.check(paths: [path]).map(\.code), [.extraDose])
    }

    func testTodaysRemainingDosesAndTheNextDose() {
        let text = meds + "## 2026-11-19 Thursday\n- 08:00 took metformin\n"
        // At 09:30 the 09:00 vitamin-d is due now (within the grace); 20:00 is to come.
        let r = report(text, "2026-11-16", "2026-11-22", clock: F.at("2026-11-19", 9, 30))
        XCTAssertEqual(r.remainingToday.map { "\($0.medication) \($0.scheduled)" }, ["vitamin-d 09:00", "metformin 20:00"])
        XCTAssertEqual(r.next.map { "\($0.medication) \($0.date) \($0.scheduled)" }, "metformin 2026-11-19 20:00")
        XCTAssertTrue(MedsRenderer.text(r).contains("… vitamin-d 09:00  due now (30 min ago)"))
        // At the end of the day nothing is left today; the next is tomorrow's first.
        let end = report(text, "2026-11-16", "2026-11-22", clock: F.endOf("2026-11-19"))
        XCTAssertEqual(end.remainingToday, [])
        XCTAssertEqual(end.next.map { "\($0.medication) \($0.date) \($0.scheduled)" }, "metformin 2026-11-20 08:00")
        // Only Thursday counts: Monday to Wednesday are before the journal's first day, and
        // Friday to Sunday after now.
        XCTAssertEqual(medication(end, "metformin")?.adherence, Adherence(scheduled: 2, taken: 1, missed: 1))
    }

    /// A course every 8 h from 06:00 for 3 days: doses at 06:00, 14:00 and 22:00 on the 20th,
    /// 21st and 22nd, nine in all, then none.
    func testEveryEightHoursIsDosedLateAndMissedAsAnyTime() {
        let r = report("""
            ## Settings
            - med amoxicillin 250 mg every 8 h from 06:00 for 3 days from 2026-11-20
            ## 2026-11-20 Friday
            - 06:10 took amoxicillin
            - 15:30 took amoxicillin
            - 22:05 took amoxicillin
            ## 2026-11-21 Saturday
            - 06:00 took amoxicillin
            - 13:55 took amoxicillin
            ## 2026-11-22 Sunday
            - 07:00 took amoxicillin
            ## 2026-11-23 Monday
            - 06:00 took amoxicillin

            """, "2026-11-16", "2026-11-23", clock: F.at("2026-11-22", 16, 0))
        let m = try! XCTUnwrap(medication(r, "amoxicillin"))
        XCTAssertEqual(m.schedules, ["250 mg every 8 h from 06:00 (06:00, 14:00, 22:00) from 2026-11-20 until 2026-11-22"])
        // Up to Sunday 16:00: 20th 3 taken (15:30 is 90 min after 14:00: late); 21st 06:00 and
        // 14:00 taken, 22:00 missed; 22nd 06:00 taken at 07:00 (on time, the grace is 60 min),
        // 14:00 is 2 h past: missed; 22:00 pending. 9 scheduled, 6 taken, 2 missed, 1 pending:
        // 6 of 8 = 75%.
        XCTAssertEqual(m.adherence, Adherence(scheduled: 9, taken: 6, skipped: 0, missed: 2, pending: 1))
        XCTAssertEqual(m.adherence.percent, 75.0)
        XCTAssertEqual(m.late.map { "\($0.dose.date) \($0.dose.scheduled) \($0.minutesLate)" }, ["2026-11-20 14:00 90"])
        XCTAssertEqual(m.missed.map { "\($0.date) \($0.scheduled)" }, ["2026-11-21 22:00", "2026-11-22 14:00"])
        XCTAssertEqual(r.remainingToday.map { "\($0.medication) \($0.scheduled)" }, ["amoxicillin 22:00"])
        // The course is over after Sunday: Monday's take is an extra dose, and nothing is next.
        XCTAssertEqual(m.extra.map { "\($0.date)" }, [])  // Monday is after now
        XCTAssertEqual(r.next.map { "\($0.date) \($0.scheduled)" }, "2026-11-22 22:00")
        let after = report("""
            ## Settings
            - med amoxicillin 250 mg every 8 h from 06:00 for 3 days from 2026-11-20
            ## 2026-11-23 Monday
            - 06:00 took amoxicillin

            """, "2026-11-23", "2026-11-23", clock: F.endOf("2026-11-23"))
        XCTAssertEqual(medication(after, "amoxicillin")?.extra.count, 1)
        XCTAssertNil(after.next)
    }

    func testJSONHasTheCountsAndDoses() {
        let r = report(meds + "## 2026-11-16 Monday\n- 08:05 took metformin\n", "2026-11-16", "2026-11-16", clock: F.endOf("2026-11-16"))
        let json = MedsRenderer.json(r).serialized()
        for key in ["\"name\": \"metformin\"", "\"scheduled\": 2", "\"missed\": 1", "\"adherencePercent\": 50",
                    "\"missedDoses\": [", "\"time\": \"20:00\"", "\"next\": {"] {
            XCTAssertTrue(json.contains(key), "missing \(key) in \(json)")
        }
    }

    func testTheCarersRoundSaysWhoIsDueOverdueOrMissed() {
        let ana = F.load(meds + "## 2026-11-19 Thursday\n- 08:00 took metformin\n")
        let bob = F.load("- med donepezil 10 mg at 08:30, 10:00\n## 2026-11-19 Thursday\n- mood 3\n")
        let carol = F.load("- med ibuprofen 200 mg as needed\n## 2026-11-19\n- took ibuprofen\n")
        let round = CareRound(people: [("ana", ana.summary), ("bob", bob.summary), ("carol", carol.summary)], clock: F.at("2026-11-19", 9, 40))
        XCTAssertEqual(round.rows.map { "\($0.person) \($0.dose.medication) \($0.dose.scheduled) \($0.status.rawValue) \($0.minutes.map(String.init) ?? "-")" }, [
            "ana metformin 08:00 taken -", "ana vitamin-d 09:00 overdue 40", "ana metformin 20:00 later -",
            "bob donepezil 08:30 missed -", "bob donepezil 10:00 due now 20",
        ])
        XCTAssertEqual(round.withoutDoses, ["carol"])
        XCTAssertTrue(round.hasMissed)
        let out = CareRoundRenderer.text(round)
        XCTAssertTrue(out.contains("Missed: bob (donepezil 08:30)\nOverdue: ana (vitamin-d 09:00)\nDue now: bob (donepezil 10:00)\n"), out)
    }
}
