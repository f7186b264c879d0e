import XCTest
@testable import JournalKit

final class TodoReportTests: XCTestCase {
    typealias F = MetricsFixture

    let text = """
        - [ ] an inbox item before any heading

        ## Bucket list
        - [ ] learn to make sourdough
        - [x] buy a kettle

        ## 2026-10-01 Thursday
        - [ ] pay council tax due 2026-10-15 ! #home
        - [>] order new trainers
        - [ ] call Sam

        ## 2026-10-02 Friday
        - [x] order new trainers (the blue ones)
        - [-] dentist, cancelled
        - [ ] 09:00 book flights due 2026-11-21 !!!

        ## 2026-11-20 Friday
        - [>] renew passport
        - [>] Renew passport!
        - [ ] call Samantha due 2026-11-30

        ## 2026-11-21 Saturday
        - [ ] renew passport

        """

    func texts(_ r: TodoReport) -> [String] { r.lists.map { "\($0.name): " + $0.items.map(\.text).joined(separator: ", ") } }

    func testOpenToDosByListOldestFirstWithAgeDueAndFlags() {
        let r = TodoReport(journal: F.load(text), today: F.date("2026-11-21"), all: false)
        XCTAssertEqual(texts(r), ["2026-10-01 Thursday: pay council tax, call Sam", "2026-10-02 Friday: book flights",
                                  "2026-11-20 Friday: call Samantha", "2026-11-21 Saturday: renew passport",
                                  "Inbox: an inbox item before any heading", "Bucket list: learn to make sourdough"])
        let tax = r.lists[0].items[0]
        XCTAssertEqual(tax.ageDays, 51)
        XCTAssertEqual(tax.dueStatus, .overdue)
        XCTAssertEqual(tax.priority, 1)
        XCTAssertEqual(tax.tags, ["home"])
        XCTAssertTrue(tax.stale)  // open 51 days
        let flights = r.lists[1].items[0]
        XCTAssertEqual(flights.dueStatus, .today)
        XCTAssertEqual(flights.time, TimeOfDay(hour: 9, minute: 0))
        XCTAssertEqual(r.lists[2].items[0].dueStatus, .later)
        XCTAssertFalse(r.lists[2].items[0].stale)
        XCTAssertNil(r.lists[4].items[0].ageDays)  // a named list has no day
        XCTAssertEqual([r.open, r.overdue, r.dueToday, r.stale], [7, 1, 1, 3])
        let out = TodoRenderer.text(r)
        XCTAssertTrue(out.contains("[ ] pay council tax  · ! · due 2026-10-15, overdue · 51 days old · #home\n      open 51 days: migrate it, or cancel it"), out)
        XCTAssertTrue(out.contains("[ ] 09:00 book flights  · !!! · due today"), out)
    }

    func testMigrationChainsLinkToTheDayThatWritesTheToDoAgain() {
        let r = TodoReport(journal: F.load(text), today: F.date("2026-11-21"), all: true)
        let items = r.lists.flatMap(\.items)
        func item(_ text: String, _ date: String) -> TodoReport.Item? {
            zip(r.lists.flatMap { l in l.items.map { _ in l.date } }, items).first { $0.1.text == text && $0.0?.description == date }?.1
        }
        // [>] order new trainers → the next day's longer "order new trainers (the blue ones)".
        XCTAssertEqual(item("order new trainers", "2026-10-01")?.migratedTo, F.date("2026-10-02"))
        XCTAssertEqual(item("order new trainers (the blue ones)", "2026-10-02")?.continuedFrom, F.date("2026-10-01"))
        // A chain: renew passport moves twice on 2026-11-20 (the second continues the first on
        // no later day) and lands on 2026-11-21.
        XCTAssertEqual(item("renew passport", "2026-11-20")?.migratedTo, F.date("2026-11-21"))
        XCTAssertEqual(item("Renew passport!", "2026-11-20")?.migratedTo, F.date("2026-11-21"))
        // "call Sam" is not continued by "call Samantha" (whole words): still open.
        XCTAssertNil(item("call Sam", "2026-10-01")?.migratedTo)
        XCTAssertTrue(item("call Sam", "2026-10-01")?.isOpen == true)
        XCTAssertEqual(items.filter { $0.state == .cancelled }.map(\.text), ["dentist, cancelled"])
        XCTAssertEqual(r.open, 7)  // --all lists more, and counts the same open ones
    }

    /// A to-do put off day after day is as old as the first day it was written, not the last
    /// day it moved to.
    func testAToDoIsAsOldAsTheFirstDayOfItsMigrationChain() {
        let j = F.load("""
            ## 2026-11-09
            - [>] call the bank due 2026-11-25
            - [ ] water the plants
            ## 2026-11-12
            - [>] Call the bank!
            ## 2026-11-14
            - [ ] water the plants
            ## 2026-11-20
            - [ ] call the bank about the card !!
            - [ ] new today

            """)
        let r = TodoReport(journal: j, today: F.date("2026-12-10"), all: true)
        let items = r.lists.flatMap(\.items)
        func item(_ text: String) -> TodoReport.Item? { items.last { $0.text == text } }
        XCTAssertEqual(item("call the bank about the card")?.firstDay, F.date("2026-11-09"))
        XCTAssertEqual(item("call the bank about the card")?.ageDays, 31)
        XCTAssertEqual(item("call the bank about the card")?.continuedFrom, F.date("2026-11-12"))
        XCTAssertEqual(item("call the bank about the card")?.stale, true)  // 31 days since the 9th
        XCTAssertEqual(item("Call the bank!")?.firstDay, F.date("2026-11-09"))
        // An open one written again is as old as the first one too.
        XCTAssertEqual(item("water the plants")?.firstDay, F.date("2026-11-09"))
        XCTAssertEqual(item("water the plants")?.ageDays, 31)
        XCTAssertEqual(item("new today")?.ageDays, 20)
        XCTAssertEqual(item("new today")?.stale, false)
        let out = TodoRenderer.text(TodoReport(journal: j, today: F.date("2026-11-21"), all: false))
        XCTAssertTrue(out.contains("[ ] call the bank about the card  · !! · 12 days old"), out)
    }

    func testAnOpenToDoWrittenAgainLaterIsCarriedThere() {
        let j = F.load("## 2026-10-01\n- [ ] send Mum the photos due 2026-10-02\n## 2026-10-04\n- [x] send Mum the photos\n")
        let r = TodoReport(journal: j, today: F.date("2026-11-21"), all: false)
        XCTAssertEqual(r.lists.count, 0)
        XCTAssertEqual(TodoRenderer.text(r), "To-dos: 0 open\nas of Saturday 2026-11-21\n\nNothing open.\n")
        let all = TodoReport(journal: j, today: F.date("2026-11-21"), all: true)
        XCTAssertEqual(all.lists[0].items[0].migratedTo, F.date("2026-10-04"))
        XCTAssertNil(all.lists[0].items[0].dueStatus)  // not overdue: it moved, and was done
    }

    func testAListByNameOrDay() {
        let j = F.load(text)
        XCTAssertEqual(texts(TodoReport(journal: j, today: F.date("2026-11-21"), all: true, list: "bucket list")),
                       ["Bucket list: learn to make sourdough, buy a kettle"])
        XCTAssertEqual(texts(TodoReport(journal: j, today: F.date("2026-11-21"), all: false, list: "2026-11-21")),
                       ["2026-11-21 Saturday: renew passport"])
    }

    func testMigratedButNeverWrittenAgainIsAWarning() {
        let d = Journal.load(text: text).diagnostics
        // Only the Friday's are continued; "call Sam" is open, not migrated: no warning at all.
        XCTAssertEqual(d.map(\.code), [])
        let lost = Journal.load(text: "## 2026-11-20\n- [>] call Sam\n## 2026-11-21\n- [ ] call Samantha\n").diagnostics
        XCTAssertEqual(lost.map { "\($0.line):\($0.code.rawValue)" }, ["2:migrated-not-written"])
        // The same day does not count: it must be a later one.
        let same = Journal.load(text: "## 2026-11-20\n- [>] call Sam\n- [ ] call Sam\n").diagnostics
        XCTAssertEqual(same.map(\.code), [.migratedNotWritten])
    }

    func testALineReadAgainStillContinuesAMigration() {
        // A line is remembered when read a second time and replayed from the third on, not
        // parsed again (``LineMemory``); the last day's lines are replayed, yet they still
        // write the migrated to-dos again. Both to-dos count the same (an open to-do) but are
        // two to-dos: each replayed line continues its own migration.
        let days = "## 2026-11-17\n- [ ] call Sam\n- [ ] call Ana\n## 2026-11-18\n- [ ] call Sam\n- [ ] call Ana\n"
            + "## 2026-11-19\n- [>] call Sam\n- [>] call Ana\n"
        let text = days + "## 2026-11-21\n- [ ] call Sam\n- [ ] call Ana\n"
        XCTAssertEqual(Journal.load(text: text).diagnostics.map(\.code), [])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("migration-\(UUID().uuidString).md").path
        try! text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(Journal.check(paths: [path]).map(\.code), [])
        XCTAssertEqual(Journal.summarize(paths: [path]).diagnostics.map(\.code), [])
        // Without Ana on the last day, her migration is warned about in every read, and only hers.
        let lost = days + "## 2026-11-21\n- [ ] call Sam\n"
        try! lost.write(toFile: path, atomically: true, encoding: .utf8)
        for diagnostics in [Journal.load(text: lost).diagnostics, Journal.check(paths: [path]), Journal.summarize(paths: [path]).diagnostics] {
            XCTAssertEqual(diagnostics.map { "\($0.line):\($0.code.rawValue)" }, ["9:migrated-not-written"])
        }
    }

    func testJSON() {
        let json = TodoRenderer.json(TodoReport(journal: F.load(text), today: F.date("2026-11-21"), all: false)).serialized()
        for key in ["\"open\": 7", "\"name\": \"Bucket list\"", "\"dueStatus\": \"overdue\"", "\"ageDays\": 51", "\"stale\": true",
                    "\"file\": \"journal.md\"", "\"line\": 8"] {
            XCTAssertTrue(json.contains(key), "missing \(key) in \(json)")
        }
    }
}

/// The weekly report and the day count doses and to-dos as `journal meds` and `journal todo` do.
final class DosesAndTasksTallyTests: XCTestCase {
    typealias F = MetricsFixture

    let text = F.medications + """
        ## 2026-11-16 Monday
        - 08:00 took metformin
        - [x] post the letter
        - [ ] call the bank
        - [>] renew passport
        - [-] dentist
        ## 2026-11-17 Tuesday
        - 08:00 took metformin
        - 20:00 took metformin
        - [<] flu jab
        - [x] meditate

        """

    func testTheReportAndTheDayTallyDosesAndToDos() {
        let j = F.load(text)
        let week = PeriodReport(journal: j, period: .week(starting: F.date("2026-11-16")), clock: F.endOf("2026-11-17"))
        // Monday: metformin twice (one missed), vitamin-d once (missed); Tuesday: twice taken.
        XCTAssertEqual(week.doses, Adherence(scheduled: 5, taken: 3, missed: 2))
        // Done of those open: [x] post, [ ] call the bank, [<] flu jab, [x] meditate (no habit
        // here, so a to-do); the migrated and cancelled ones are left out.
        XCTAssertEqual(week.tasks, TaskTally(done: 2, open: 2))
        XCTAssertTrue(ReportTextRenderer.period(week).contains("Doses: 3 of 5 taken (2 missed) · To-dos: 2 done of 4\n"))
        let day = DayReport(journal: j, date: F.date("2026-11-16"), clock: F.endOf("2026-11-17"))
        let out = ReportTextRenderer.day(day)
        XCTAssertTrue(out.contains("  Doses: 1 of 3 taken (2 missed)\n"), out)
        XCTAssertTrue(out.contains("To-dos  1 done of 2\n  [x] post the letter\n  [ ] call the bank\n  [>] renew passport\n  [-] dentist\n"), out)
    }
}
