import XCTest
@testable import JournalKit

/// What `journal today` writes to open a day (``DayOpening``), on journals written in the format.
final class DayOpeningTests: XCTestCase {
    typealias F = MetricsFixture

    /// The file `text` after opening `date` in it, and the opening.
    func opened(_ text: String, _ date: String, path: String = "journal.md", file: StaticString = #filePath,
                line: UInt = #line) throws -> (text: String, opening: DayOpening, plan: DayOpening.Plan) {
        let journal = F.load(text, file: file, line: line)
        let opening = DayOpening(journal: journal, date: F.date(date))
        let plan = try opening.plan(target: path, files: [path: Array(text.utf8)])
        XCTAssertLessThanOrEqual(plan.changes.count, 1, file: file, line: line)
        return (plan.changes.first.map { String(decoding: $0.new, as: UTF8.self) } ?? text, opening, plan)
    }

    /// Opening `date` again in what the first opening wrote changes nothing.
    func assertOpenedTwiceIsOnce(_ text: String, _ date: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let once = try opened(text, date, file: file, line: line).text
        let twice = try opened(once, date, file: file, line: line)
        XCTAssertEqual(twice.text, once, file: file, line: line)
        XCTAssertEqual(twice.plan.changes.count, 0, file: file, line: line)
        XCTAssertTrue(twice.opening.isEmpty, file: file, line: line)
    }

    let habits = """
        ## Settings
        - habit meditate
        - habit stretch on mon, wed, fri
        - habit run 3/week
        - habit read >= 20 pages until 2026-11-20
        - habit journal from 2026-11-25
        - habit "no sugar" daily for 3 days from 2026-11-22
        - habit floss
        - away 2026-11-28 trip

        ## 2026-11-26 Thursday
        - [x] floss

        """

    func testHabitsDueThatDayOnly() throws {
        // Thursday the 26th: daily ones in force, not the Monday-Wednesday-Friday one, not
        // N/week, not one whose definition ended, not a challenge over, not one marked.
        XCTAssertEqual(DayOpening(journal: F.load(habits), date: F.date("2026-11-26")).habits, ["meditate", "journal"])
        // Friday the 27th: stretching too, and floss (marked only on the 26th).
        XCTAssertEqual(DayOpening(journal: F.load(habits), date: F.date("2026-11-27")).habits, ["meditate", "stretch", "journal", "floss"])
        // Monday the 23rd: before journal's from, in the challenge, read ended on the 20th.
        XCTAssertEqual(DayOpening(journal: F.load(habits), date: F.date("2026-11-23")).habits, ["meditate", "stretch", "no sugar", "floss"])
        XCTAssertEqual(DayOpening(journal: F.load(habits), date: F.date("2026-11-20")).habits, ["meditate", "stretch", "read", "floss"])
        // A day away: nothing is due.
        XCTAssertEqual(DayOpening(journal: F.load(habits), date: F.date("2026-11-28")).habits, [])
        let friday = try opened(habits, "2026-11-27").text
        XCTAssertEqual(friday, habits + "\n## 2026-11-27 Friday\n\n- [ ] meditate\n- [ ] stretch\n- [ ] journal\n- [ ] floss\n")
        try assertOpenedTwiceIsOnce(habits, "2026-11-27")
    }

    func testAHabitDefinedAgainTakesItsNewSchedule() throws {
        let text = "## Settings\n- habit gym on mon\n- habit gym on thu from 2026-11-25\n"
        XCTAssertEqual(DayOpening(journal: F.load(text), date: F.date("2026-11-23")).habits, ["gym"])
        XCTAssertEqual(DayOpening(journal: F.load(text), date: F.date("2026-11-24")).habits, [])
        XCTAssertEqual(DayOpening(journal: F.load(text), date: F.date("2026-11-26")).habits, ["gym"])
        XCTAssertEqual(DayOpening(journal: F.load(text), date: F.date("2026-11-30")).habits, [])
    }

    let todos = """
        ## 2026-11-20 Friday
        - [ ] call the bank due 2026-11-25 !! #admin
        - [>] renew passport
        - [x] post the letter
        - [-] dentist
        - [<] flu jab due 2026-11-26
        - [<] book the holiday due 2026-12-10
        * [ ] 15:00 ring Sam <!-- about Sunday -->

        ## 2026-11-24 Tuesday
        - [ ] renew passport at the post office

        ## Someday
        - [ ] learn the piano

        """

    func testOpenToDosAreCarriedAndMarkedWhereTheyStood() throws {
        let (text, opening, plan) = try opened(todos, "2026-11-26")
        XCTAssertEqual(text, """
            ## 2026-11-20 Friday
            - [>] call the bank due 2026-11-25 !! #admin
            - [>] renew passport
            - [x] post the letter
            - [-] dentist
            - [>] flu jab due 2026-11-26
            - [<] book the holiday due 2026-12-10
            * [>] 15:00 ring Sam <!-- about Sunday -->

            ## 2026-11-24 Tuesday
            - [>] renew passport at the post office

            ## Someday
            - [ ] learn the piano

            ## 2026-11-26 Thursday

            - [ ] call the bank due 2026-11-25 !! #admin
            - [ ] flu jab due 2026-11-26
            - [ ] 15:00 ring Sam
            - [ ] renew passport at the post office

            """)
        XCTAssertEqual(opening.todos.map(\.from), ["2026-11-20", "2026-11-20", "2026-11-20", "2026-11-24"].map(F.date))
        XCTAssertEqual(opening.todos.map(\.line), [2, 6, 8, 11])
        XCTAssertTrue(plan.isNewDay)
        XCTAssertEqual(plan.lines.count, 4)
        try assertOpenedTwiceIsOnce(todos, "2026-11-26")
        // The carried ones are open on the day, and the journal has no migrated one unwritten.
        let after = Journal.load(text: text)
        XCTAssertEqual(after.diagnostics.map(\.code), [])
        let report = TodoReport(journal: after.journal, today: F.date("2026-11-26"), all: false)
        XCTAssertEqual(report.lists.map(\.name), ["2026-11-20 Friday", "2026-11-26 Thursday", "Someday"])
        XCTAssertEqual(report.lists[0].items.map(\.text), ["book the holiday"])  // [<], not due yet
        XCTAssertEqual(report.lists[1].items.map(\.ageDays), [6, 6, 6, 6])
    }

    func testAToDoTheDayContinuesIsMarkedButNotWrittenAgain() throws {
        let text = """
            ## 2026-11-24 Tuesday
            - [ ] Call the bank!
            - [ ] buy milk

            ## 2026-11-26 Thursday
            - [x] call the bank about the card

            """
        let (opened, opening, _) = try opened(text, "2026-11-26")
        XCTAssertEqual(opening.todos.map(\.isWritten), [true, false])
        XCTAssertEqual(opened, """
            ## 2026-11-24 Tuesday
            - [>] Call the bank!
            - [>] buy milk

            ## 2026-11-26 Thursday
            - [x] call the bank about the card
            - [ ] buy milk

            """)
        try assertOpenedTwiceIsOnce(text, "2026-11-26")
    }

    func testAToDoWrittenAgainBeforeTheDayIsLeftWhereItStands() throws {
        // Put off on the 20th, written again on the 22nd: the 20th's moved there, and is not
        // marked because the day writes the same words again.
        let text = """
            ## 2026-11-20 Friday
            - [ ] renew passport due 2026-11-21

            ## 2026-11-22 Sunday
            - [ ] renew passport

            """
        let once = try opened(text, "2026-11-26")
        XCTAssertEqual(once.opening.todos.map(\.line), [5])
        XCTAssertTrue(once.text.hasPrefix("## 2026-11-20 Friday\n- [ ] renew passport due 2026-11-21\n"), once.text)
        try assertOpenedTwiceIsOnce(text, "2026-11-26")
    }

    func testAGeneratedJournalOpenedTwiceIsOpenedOnce() throws {
        // Years of to-dos written as people write them: the same ones put off, written again,
        // done on a later day.
        let text = try Fixture.generatedJournal(["--days", "730"])
        let last = try XCTUnwrap(F.load(text).days.last?.date)
        let next = CalendarDate(dayNumber: last.dayNumber + 1)
        let first = try opened(text, "\(next)")
        XCTAssertFalse(first.opening.todos.isEmpty)
        try assertOpenedTwiceIsOnce(text, "\(next)")
    }

    func testTheCheckboxReadOpensADayAsTheWholeReadDoes() throws {
        // `journal today` reads the checkbox lines only, and replays a habit mark seen before;
        // a challenge starts with its first mark, which may be one replayed.
        var text = try Fixture.generatedJournal(["--days", "400", "--varied", "--habits", "4"])
        text = text.replacingOccurrences(of: "## Settings\n", with: "## Settings\n- habit \"cold shower\" daily for 400 days\n")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var days = 0
        for i in lines.indices where lines[i].hasPrefix("## 2") {
            days += 1
            if days > 120, days % 3 != 0 { lines[i] += "\n- [x] cold shower\n- [ ] call the bank #admin" }
        }
        text = lines.joined(separator: "\n")
        let path = NSTemporaryDirectory() + "checkbox-read-\(getpid()).md"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let whole = Journal.load(paths: [path]).journal
        let first = try XCTUnwrap(whole.days.first?.date)
        var due: [Bool] = [], carried = 0
        for offset in [100, 130, 250, 399, 400] {
            let date = CalendarDate(dayNumber: first.dayNumber + Int32(offset))
            let checkboxes = Journal.loadCheckboxes(paths: [path], marksOn: date).journal
            let (a, b) = (DayOpening(journal: whole, date: date), DayOpening(journal: checkboxes, date: date))
            XCTAssertEqual(a.habits, b.habits, "\(date)")
            XCTAssertEqual(a.todos, b.todos, "\(date)")
            due.append(a.habits.contains("cold shower"))
            carried += a.todos.count
        }
        // The challenge is due on some of those days, not on others.
        XCTAssertTrue(due.contains(true) && due.contains(false), "\(due)")
        XCTAssertGreaterThan(carried, 0)
    }

    func testNothingOfTheDayItselfOrAfterIsCarried() throws {
        let text = "## 2026-11-26\n- [ ] today's\n\n## 2026-11-27\n- [ ] tomorrow's\n"
        let (opened, opening, plan) = try opened(text, "2026-11-26")
        XCTAssertTrue(opening.isEmpty)
        XCTAssertFalse(plan.isNewDay)
        XCTAssertEqual(opened, text)
    }

    func testANewestFirstFile() throws {
        let text = """
            ## Settings
            - habit meditate

            ## 2026-11-25 Wednesday
            - [x] meditate
            - [ ] water the plants

            ## 2026-11-20 Friday
            - [ ] call the bank

            """
        XCTAssertEqual(try opened(text, "2026-11-26").text, """
            ## Settings
            - habit meditate

            ## 2026-11-26 Thursday

            - [ ] meditate
            - [ ] call the bank
            - [ ] water the plants

            ## 2026-11-25 Wednesday
            - [x] meditate
            - [>] water the plants

            ## 2026-11-20 Friday
            - [>] call the bank

            """)
        try assertOpenedTwiceIsOnce(text, "2026-11-26")
    }

    func testCRLFAndNoFinalNewline() throws {
        let text = "## Settings\r\n- habit meditate\r\n\r\n## 2026-11-25 Wednesday\r\n- [ ] call the bank"
        XCTAssertEqual(try opened(text, "2026-11-26").text,
                       "## Settings\r\n- habit meditate\r\n\r\n## 2026-11-25 Wednesday\r\n- [>] call the bank\r\n\r\n"
                       + "## 2026-11-26 Thursday\r\n\r\n- [ ] meditate\r\n- [ ] call the bank\r\n")
        try assertOpenedTwiceIsOnce(text, "2026-11-26")
        // Lines added to a day that is there, at its end, after its last entry.
        let day = "## 2026-11-25 Wednesday\n- [ ] call the bank\n\n## 2026-11-26 Thursday\n- mood 4"
        XCTAssertEqual(try opened(day, "2026-11-26").text,
                       "## 2026-11-25 Wednesday\n- [>] call the bank\n\n## 2026-11-26 Thursday\n- mood 4\n- [ ] call the bank\n")
    }

    func testWithNothingToAddTheDayGetsItsHeadingOnly() throws {
        let text = "## 2026-11-20 Friday\n- [x] done\n\n## 2026-11-30 Monday\n- mood 3\n"
        let (opened, opening, plan) = try opened(text, "2026-11-26")
        XCTAssertTrue(opening.isEmpty)
        XCTAssertTrue(plan.isNewDay)
        XCTAssertEqual(opened, "## 2026-11-20 Friday\n- [x] done\n\n## 2026-11-26 Thursday\n\n## 2026-11-30 Monday\n- mood 3\n")
        XCTAssertEqual(try self.opened("## 2026-11-20 Friday\n- [x] done\n", "2026-11-26").text,
                       "## 2026-11-20 Friday\n- [x] done\n\n## 2026-11-26 Thursday\n")
        try assertOpenedTwiceIsOnce(text, "2026-11-26")
    }

    func testADailyNoteNotThereYetAndTheNotesOfOtherDays() throws {
        // The to-do in yesterday's note is marked there; today's note is made.
        let folder = NSTemporaryDirectory() + "day-opening-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "- habit meditate\n".write(toFile: folder + "/settings.md", atomically: true, encoding: .utf8)
        try "- [ ] buy milk\n".write(toFile: folder + "/2026-11-25.md", atomically: true, encoding: .utf8)
        let journal = Journal.load(paths: [folder]).journal
        let opening = DayOpening(journal: journal, date: F.date("2026-11-26"))
        XCTAssertEqual(opening.habits, ["meditate"])
        XCTAssertEqual(opening.todos.map(\.path), [folder + "/2026-11-25.md"])
        let plan = try opening.plan(target: folder + "/2026-11-26.md", files: [folder + "/2026-11-25.md": Array("- [ ] buy milk\n".utf8)])
        XCTAssertEqual(plan.changes.map(\.path), [folder + "/2026-11-26.md", folder + "/2026-11-25.md"])
        XCTAssertEqual(plan.changes.map { String(decoding: $0.new, as: UTF8.self) }, ["- [ ] meditate\n- [ ] buy milk\n", "- [>] buy milk\n"])
        XCTAssertTrue(plan.isNewDay)
    }

    func testALineThatChangedSinceItWasReadIsRefused() {
        let journal = F.load("## 2026-11-25\n- [ ] call the bank\n")
        let opening = DayOpening(journal: journal, date: F.date("2026-11-26"))
        XCTAssertThrowsError(try opening.plan(target: "journal.md", files: ["journal.md": Array("## 2026-11-25\n- [x] call the bank\n".utf8)]))
        XCTAssertThrowsError(try opening.plan(target: "journal.md", files: ["journal.md": Array("## 2026-11-25\nprose\n".utf8)]))
    }

    func testTheCheckboxOfALine() {
        let insertion = DayInsertion(bytes: Array("\u{FEFF}- [ ] a <!-- b --> c\n  + [x]\n- [ ]x\n-[ ] d\n- [>] e\r\n".utf8), path: "j.md")
        XCTAssertEqual(insertion.checkbox(onLine: 1)?.text, "a  c")
        XCTAssertEqual(insertion.checkbox(onLine: 1)?.mark, " ")
        XCTAssertEqual(insertion.checkbox(onLine: 2)?.text, "")
        XCTAssertNil(insertion.checkbox(onLine: 3))
        XCTAssertNil(insertion.checkbox(onLine: 4))
        XCTAssertEqual(insertion.checkbox(onLine: 5)?.text, "e")
        XCTAssertNil(insertion.checkbox(onLine: 6))
        // The mark's place: between the brackets, counted in bytes (the byte order mark too).
        for line in [1, 2, 5] {
            let i = insertion.checkbox(onLine: line)!.markIndex
            XCTAssertEqual([insertion.bytes[i - 1], insertion.bytes[i + 1]], Array("[]".utf8), "line \(line)")
        }
        XCTAssertEqual(insertion.checkbox(onLine: 1)?.markIndex, 6)
    }

    /// `journal today` reads only the checkbox lines of the days: it opens a day as a read of
    /// every line does.
    func testReadingOnlyCheckboxesOpensADayAlike() {
        let path = Fixture.repository + "/examples/journal.md"
        let whole = Journal.load(paths: [path]).journal
        var first = CalendarDate(year: 2026, month: 9, day: 28)!
        let last = CalendarDate(year: 2026, month: 11, day: 30)!
        var days = 0
        while first <= last {
            let checkboxes = Journal.loadCheckboxes(paths: [path], marksOn: first)
            XCTAssertEqual(checkboxes.diagnostics.filter { $0.severity == .error }.count, 0)
            let a = DayOpening(journal: whole, date: first), b = DayOpening(journal: checkboxes.journal, date: first)
            XCTAssertEqual(a.habits, b.habits, "\(first)")
            XCTAssertEqual(a.todos, b.todos, "\(first)")
            if !a.todos.isEmpty || !a.habits.isEmpty { days += 1 }
            first = first.adding(days: 1)
        }
        XCTAssertGreaterThan(days, 30)
    }
}
