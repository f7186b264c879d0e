import XCTest

/// `journal meds` on the example journal, with a fixed clock.
final class MedsCommandTests: XCTestCase {
    func testTheWeekAtSevenInTheEvening() {
        let r = CLI.run(["meds", "-f", "examples/journal.md", "--now", "2026-11-21 19:00"])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "meds-week.txt")
    }

    func testLastMonthListsEveryMissedDose() {
        let r = CLI.run(["meds", "last", "month", "-f", "examples/journal.md", "--today", "2026-11-21"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "meds-october.txt")
    }

    func testJSON() {
        let r = CLI.run(["meds", "last", "month", "-f", "examples/journal.md", "--today", "2026-11-21", "--format", "json"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "meds-october.json")
    }

    func testHelpAndUsageErrors() {
        let help = CLI.run(["meds", "--help"])
        XCTAssertEqual(help.code, 0)
        XCTAssertTrue(help.stdout.hasPrefix("Usage: journal meds [PERIOD]"))
        XCTAssertTrue(help.stdout.contains("--format html (or -o round.html) writes the round"), help.stdout)
        let people = CLI.run(["meds", "--people", "Tests/JournalKitTests/Fixtures/people", "-o", "round.pdf"])
        XCTAssertEqual(people.code, 2)
        XCTAssertTrue(people.stderr.contains("cannot tell the format of 'round.pdf'"), people.stderr)
    }

    /// The doctor's page: metformin's dose changes on 2026-11-11 (two schedules), one dose late,
    /// one skipped, four missed; the `as needed` medication's name is escaped, its doses by week;
    /// the days of the late and missed doses with their moods and symptoms.
    let doctor = ["meds", "-b", "2026-11-09", "-e", "2026-11-16", "-f", "Tests/JournalKitTests/Fixtures/meds/doctor.md", "--today", "2026-11-16"]

    func testThePageForTheDoctor() {
        let r = CLI.run(doctor + ["--format", "html"])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertFalse(r.stdout.contains("<b>pain"), "a name from the journal is escaped")
        XCTAssertTrue(r.stdout.contains("<td>Thu 2026-11-12</td><td>metformin 08:00 missed</td><td>–</td><td>nausea 3/5, &lt;i&gt;dizzy&lt;/i&gt;</td>"))
        XCTAssertTrue(r.stdout.contains("<td>Tue 2026-11-10</td><td>metformin 08:00 late</td><td>3.5</td>"), "the mean of the day's moods")
        XCTAssertTrue(r.stdout.contains("@page{size:auto;margin:15mm}"))
        // Each late and skipped dose with the note of its line, escaped; the as needed takes'
        // notes in their week.
        XCTAssertTrue(r.stdout.contains("<td>late</td><td>taken at 09:40, 1 h 40 min late</td><td class=\"note\">forgot, &lt;b&gt;at&lt;/b&gt; the market</td>"),
                      r.stdout)
        XCTAssertTrue(r.stdout.contains("<td>20:00</td><td>skipped</td><td></td><td class=\"note\">doctor said so</td>"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<td>Thu 2026-11-12</td><td>08:00</td><td>missed</td><td></td><td class=\"note\">felt &lt;b&gt;sick&lt;/b&gt;</td>"),
                      r.stdout)
        XCTAssertTrue(r.stdout.contains("<td>2026-W46</td><td>3</td><td class=\"note\">Thu 2026-11-12: for a headache</td>"), r.stdout)
        // The person: born 1958-06-30, 68 on 2026-11-16; allergies escaped.
        XCTAssertTrue(r.stdout.contains("<strong>Allergies:</strong> penicillin, &lt;script&gt;x&lt;/script&gt;</p>"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<dt>Age</dt><dd>68 years</dd>\n<dt>GP</dt><dd>Dr Okafor, 020 7946 0000</dd>"), r.stdout)
        assertGolden(r.stdout, "meds-doctor.html")
    }

    func testThePageWrittenToAnHTMLFile() {
        let scratch = ScratchFolder()
        let file = scratch.path + "/meds.html"
        let r = CLI.run(doctor + ["-o", file])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(scratch.read(file), CLI.run(doctor + ["--format", "html"]).stdout)
    }

    func testADayBeforeTheJournalListsNoDoseAsMissed() {
        // The example starts on 2026-09-28.
        let r = CLI.run(["day", "2026-09-21", "-f", "examples/journal.md", "--today", "2026-11-21"])
        XCTAssertEqual(r.code, 0)
        XCTAssertFalse(r.stdout.contains("missed"), r.stdout)
        XCTAssertFalse(r.stdout.contains("metformin"), r.stdout)
        let first = CLI.run(["day", "2026-09-28", "-f", "examples/journal.md", "--today", "2026-11-21"])
        XCTAssertTrue(first.stdout.contains("metformin 08:00"), first.stdout)
    }

    /// A course every 8 hours, and tablets counted with refills (figures in the fixture's test,
    /// `MedicationSupplyTests`): amoxicillin's 14:00 dose late at 16:20, 16 left for the 16
    /// doses left of its week; sertraline out on 2026-11-30, 9 days on, fewer than the 10 of
    /// `set refill-warning`; fish oil 30 + 60 − 3 × 2 = 84, out on 2026-12-12.
    let course = ["-f", "Tests/JournalKitTests/Fixtures/meds/course.md"]

    func testEveryFewHoursAndTheSupply() {
        let r = CLI.run(["meds"] + course + ["--now", "2026-11-21 18:00"])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "meds-course.txt")
        let json = CLI.run(["meds"] + course + ["--now", "2026-11-21 18:00", "--format", "json"])
        XCTAssertTrue(json.stdout.contains("\"runsOut\": \"2026-11-30\""), json.stdout)
        let upcoming = CLI.run(["upcoming", "--days", "2"] + course + ["--now", "2026-11-21 18:00"])
        XCTAssertEqual(upcoming.code, 0)
        assertGolden(upcoming.stdout, "upcoming-course.txt")
        let day = CLI.run(["day", "2026-11-21"] + course + ["--now", "2026-11-21 18:00"])
        XCTAssertTrue(day.stdout.contains("Doses: 4 of 6 taken (2 to come)"), day.stdout)
        XCTAssertTrue(day.stdout.contains("17:30 refill fish oil 60 — from the pharmacy"), day.stdout)
    }

    /// One VEVENT a dose time, repeating daily to the course's end; a reorder day for each supply.
    func testTheCalendarOfACourseAndItsRefills() {
        let r = CLI.run(["export", "--format", "ics"] + course + ["--now", "2026-11-21 18:00"])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "export-course.ics")
        XCTAssertTrue(r.stdout.contains("DTSTART:20261120T220000\r\nDURATION:PT15M\r\nRRULE:FREQ=DAILY;UNTIL=20261126T220000\r\n"), r.stdout)
        // Sertraline runs out on the 30th: reorder 10 days before, which is past: today.
        XCTAssertTrue(r.stdout.contains("DTSTART;VALUE=DATE:20261121\r\nSUMMARY:Reorder sertraline: 8 left\\, runs out Monday 2026-11-30"), r.stdout)
        XCTAssertTrue(r.stdout.contains("DTSTART;VALUE=DATE:20261202\r\nSUMMARY:Reorder fish oil: 84 left\\, runs out Saturday 2026-12-12"), r.stdout)
    }

    /// Three journals: Ana (a file), Bob (a file, grace 30 min), Carol (a folder).
    let people = ["meds", "--people", "Tests/JournalKitTests/Fixtures/people"]

    func testTheCarersRoundExitsOneWhenADoseIsMissed() {
        let r = CLI.run(people + ["--now", "2026-11-21 09:45"])
        XCTAssertEqual(r.code, 1)  // Carol's 07:00 levothyroxine
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "meds-people.txt")
        // Early in the morning nothing is missed yet: Carol's dose is due now, the round exits 0.
        let early = CLI.run(people + ["--now", "2026-11-21 06:45", "--format", "json"])
        XCTAssertEqual(early.code, 0)
        assertGolden(early.stdout, "meds-people-early.json")
        XCTAssertEqual(CLI.run(["meds", "--people", "examples/journal.md"]).code, 2)
    }

    /// Each person's age (Ana born 1948-03-02: 78 on 2026-11-21; Bob born 1940-12-01: 85, his
    /// birthday to come; Carol has no profile), their details and their first dose after today.
    func testTheRoundShowsEachPersonAndTheirNextDoseAfterToday() throws {
        let r = CLI.run(people + ["--now", "2026-11-21 09:45"])
        XCTAssertTrue(r.stdout.contains("ana  78 years · allergies: penicillin, latex · GP: Dr Okafor, 020 7946 0000 · contact: Sam (son), 07700 900123\n"
                                        + "  next after today: Sun 2026-11-22 08:00 metformin\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("bob  85 years · allergies: none known\n  next after today: Sun 2026-11-22 08:00 paracetamol\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("carol  age not known\n  next after today: Sun 2026-11-22 07:00 levothyroxine\n"), r.stdout)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(CLI.run(people + ["--now", "2026-11-21 09:45", "--format", "json"]).stdout.utf8))
            as? [String: Any])
        let everyone = try XCTUnwrap(json["people"] as? [[String: Any]])
        XCTAssertEqual(everyone.map { $0["name"] as? String }, ["ana", "bob", "carol"])
        XCTAssertEqual(everyone[0]["age"] as? Int, 78)
        XCTAssertEqual(everyone[0]["gp"] as? String, "Dr Okafor, 020 7946 0000")
        XCTAssertTrue(everyone[2]["age"] is NSNull)
        XCTAssertEqual((everyone[1]["next"] as? [String: Any])?["time"] as? String, "08:00")
        XCTAssertEqual((everyone[1]["next"] as? [String: Any])?["date"] as? String, "2026-11-22")
    }

    /// The round sheet to print: exits 1 as the text does (Carol's dose is missed), to standard
    /// output or to a file.
    func testTheRoundSheet() {
        let r = CLI.run(people + ["--now", "2026-11-21 09:45", "--format", "html"])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.stderr, "")
        XCTAssertTrue(r.stdout.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(r.stdout.contains("<h2 class=\"person-name\">ana<span class=\"age\">78 years</span></h2>\n"
                                        + "<p class=\"allergies\"><strong>Allergies:</strong> penicillin, latex</p>"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<tr class=\"overdue\"><td>09:00</td><td>ramipril</td><td>overdue by 45 min</td>"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<td>08:30</td><td>donepezil</td><td>skipped (nausea)</td>"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<li class=\"missed\"><strong>Missed:</strong> carol (levothyroxine 07:00)</li>"), r.stdout)
        XCTAssertTrue(r.stdout.contains("<span class=\"muted\">Next after today:</span> Sun 22 Nov 07:00 levothyroxine"), r.stdout)
        XCTAssertEqual(r.stdout.components(separatedBy: "<span class=\"box\"").count - 1, 8, "a box by each of today's 8 doses")
        XCTAssertTrue(r.stdout.contains("page-break-inside:avoid"))
        assertGolden(r.stdout, "meds-round.html")
        let scratch = ScratchFolder()
        let file = scratch.path + "/round.html"
        let written = CLI.run(people + ["--now", "2026-11-21 09:45", "-o", file])
        XCTAssertEqual(written.code, 1)
        XCTAssertEqual(written.stdout, "")
        XCTAssertEqual(scratch.read(file), r.stdout)
    }

    /// A link to `/` among the people would read every file on the disk; a newline in a name
    /// would start a row of its own.
    func testLinksOutOfTheFolderAreNotFollowedAndNamesShowNoControls() throws {
        let dir = NSTemporaryDirectory() + "people-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/people", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        let ana = CLI.repository + "/Tests/JournalKitTests/Fixtures/people/ana.md"
        try FileManager.default.copyItem(atPath: ana, toPath: dir + "/people/an\na.md")
        try FileManager.default.copyItem(atPath: ana, toPath: dir + "/elsewhere/zed.md")
        XCTAssertEqual(symlink("/", dir + "/people/root"), 0)
        XCTAssertEqual(symlink("../elsewhere", dir + "/people/outside"), 0)
        XCTAssertEqual(symlink("an\na.md", dir + "/people/same.md"), 0)
        // Deeper in a person's folder too.
        try FileManager.default.createDirectory(atPath: dir + "/people/dan", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ana, toPath: dir + "/people/dan/journal.md")
        XCTAssertEqual(symlink("/", dir + "/people/dan/root"), 0)
        let r = CLI.run(["meds", "--people", "people", "--now", "2026-11-21 09:45"], directory: dir, timeout: 60)
        XCTAssertFalse(r.signaled, "the round read the whole disk")
        XCTAssertTrue(r.stderr.hasPrefix("people/dan/root: warning: people/dan/root is a symbolic link out of "), r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix("people/outside links out of people; it is not followed\npeople/root links out of people; it is not followed\n"),
                      r.stderr)
        XCTAssertEqual(r.code, 0)
        let rows = r.stdout.split(separator: "\n").filter { $0.contains("metformin  ") || $0.contains("ramipril  ") }
        XCTAssertEqual(rows.count, 9, r.stdout)
        XCTAssertTrue(rows[0].hasPrefix("an␊a    08:00  metformin"), r.stdout)
        XCTAssertTrue(rows[3].hasPrefix("dan     08:00  metformin"), r.stdout)
        XCTAssertTrue(rows[6].hasPrefix("same    08:00  metformin"), r.stdout)
    }

    /// A journal of one file, written as people write it, for `meds` and `day`.
    private func writtenJournal(_ text: String) -> String {
        let path = NSTemporaryDirectory() + "doses-\(UUID().uuidString).md"
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// Each missed, late and skipped dose with the note written on its line: a `[ ]` line on
    /// the dose's time for a missed one, a `[-]` for a skip, a `took` for a late one. Of 4 doses
    /// 1 skipped: 3 due, 2 taken (08:00 on the 13th by `[x] … 8am`, 20:00 late), 1 missed: 66.7%.
    func testNotesOfMissedLateAndSkippedDoses() {
        let path = writtenJournal("""
            - med metformin 500 mg at 08:00, 20:00

            ## 2026-11-12 Thursday
            - [ ] metformin 08:00 felt sick
            - [-] metformin 20:00 doctor said so
            - [ ] metformin pick up the new box

            ## 2026-11-13 Friday
            - [x] metformin 8am with food
            - 21:30 took metformin forgot

            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let args = ["meds", "-b", "2026-11-12", "-e", "2026-11-13", "-f", path, "--today", "2026-11-13"]
        let text = CLI.run(args)
        XCTAssertEqual(text.code, 0)
        XCTAssertEqual(text.stderr, "")
        XCTAssertTrue(text.stdout.contains("adherence 66.7%: 2 of 3 taken (1 late), 1 skipped, 1 missed\n"
                                           + "  ✗ missed  Thu 2026-11-12 08:00  — felt sick\n"
                                           + "  ◷ late    Fri 2026-11-13 20:00, taken at 21:30 (1 h 30 min late)  — forgot\n"), text.stdout)
        let html = CLI.run(args + ["--format", "html"]).stdout
        XCTAssertTrue(html.contains("<tr class=\"missed\"><td>Thu 2026-11-12</td><td>08:00</td><td>missed</td><td></td><td class=\"note\">felt sick</td></tr>"), html)
        XCTAssertTrue(html.contains("<tr class=\"skipped\"><td>Thu 2026-11-12</td><td>20:00</td><td>skipped</td><td></td><td class=\"note\">doctor said so</td></tr>"), html)
        XCTAssertTrue(html.contains("<td>taken at 21:30, 1 h 30 min late</td><td class=\"note\">forgot</td>"), html)
        // The line without a time before its words stays a to-do; the others are no to-dos.
        let todo = CLI.run(["todo", "-f", path, "--today", "2026-11-13"]).stdout
        XCTAssertTrue(todo.hasPrefix("To-dos: 1 open\n"), todo)
        XCTAssertTrue(todo.contains("[ ] metformin pick up the new box"), todo)
        let day = CLI.run(["day", "2026-11-12", "-f", path, "--today", "2026-11-13"]).stdout
        XCTAssertTrue(day.contains("not taken metformin — felt sick"), day)
    }

    func testATakeFillsTheEarliestDoseDueInMedsAndDay() throws {
        let path = writtenJournal("""
            ## Settings
            - med sertraline 50 mg at 8.00, 20.00

            ## 2026-11-20
            - 8.30 took sertraline
            - 14:05 took sertraline

            ## 2026-11-21
            - 15.05 took sertraline
            - 20:00 took sertraline

            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let meds = CLI.run(["meds", "2026-11-20..2026-11-21", "-f", path, "--today", "2026-11-21"])
        XCTAssertEqual(meds.code, 0, meds.stderr)
        XCTAssertEqual(meds.stderr, "")
        // Friday's second take is the evening dose, early (the morning one was taken): not late.
        XCTAssertTrue(meds.stdout.contains("adherence 100%: 4 of 4 taken (1 late), 0 skipped, 0 missed"), meds.stdout)
        XCTAssertTrue(meds.stdout.contains("Sat 2026-11-21 08:00, taken at 15:05 (7 h 5 min late)"), meds.stdout)
        let friday = CLI.run(["day", "2026-11-20", "-f", path, "--today", "2026-11-21"])
        XCTAssertTrue(friday.stdout.contains("sertraline 08:00  taken at 08:30"), friday.stdout)
        XCTAssertTrue(friday.stdout.contains("sertraline 20:00  taken at 14:05"), friday.stdout)
        let saturday = CLI.run(["day", "2026-11-21", "-f", path, "--today", "2026-11-21"])
        XCTAssertTrue(saturday.stdout.contains("sertraline 08:00  taken at 15:05"), saturday.stdout)
        XCTAssertTrue(saturday.stdout.contains("sertraline 20:00  taken at 20:00"), saturday.stdout)
        // The JSON of `day`, `report` and `meds` say the same.
        func json(_ args: [String]) throws -> [String: Any] {
            let r = CLI.run(args + ["-f", path, "--today", "2026-11-21", "--format", "json"])
            return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stderr)
        }
        func doses(_ metrics: Any?) -> [String] {
            ((metrics as? [String: Any])?["doses"] as? [[String: Any]] ?? []).map { "\($0["scheduled"]!) \($0["takenAt"]!)" }
        }
        let expected = ["08:00 15:05", "20:00 20:00"]
        XCTAssertEqual(doses(try json(["day", "2026-11-21"])["metrics"]), expected)
        XCTAssertEqual(doses((try json(["report", "2026-11-20..2026-11-21"])["days"] as? [Any])?.last), expected)
        let late = ((try json(["meds", "2026-11-20..2026-11-21"])["medications"] as? [[String: Any]])?.first?["lateDoses"] as? [[String: Any]])
        XCTAssertEqual(late?.map { "\($0["date"]!) \($0["time"]!) \($0["takenAt"]!)" }, ["2026-11-21 08:00 15:05"])
        // Halfway through Saturday, the morning dose is taken late, the evening one to come.
        let now = CLI.run(["day", "2026-11-21", "-f", path, "--now", "2026-11-21 1600"])
        XCTAssertTrue(now.stdout.contains("sertraline 08:00  taken at 15:05"), now.stdout)
        XCTAssertFalse(now.stdout.contains("missed"), now.stdout)
    }
}
