import Foundation
import XCTest
@testable import JournalKit

/// `Journal.check` (streaming, two passes, long files in parallel parts) must report exactly
/// what `Journal.load` does, in the same order.
final class JournalReadTests: XCTestCase {
    /// Every fixture, example and the daily-notes folder, plain and with --strict.
    func testSameDiagnosticsAsLoadOnEveryFixtureAndExample() throws {
        var inputs: [[String]] = []
        let fixtures = FileManager.default.enumerator(atPath: Fixture.directory)!
        while let relative = fixtures.nextObject() as? String {
            if relative.hasSuffix(".md") { inputs.append([Fixture.path(relative)]) }
        }
        XCTAssertGreaterThan(inputs.count, 50)
        // The file-not-found fixture loads a missing file too.
        inputs.append([Fixture.path("diagnostics/file-not-found.md"), Fixture.path("diagnostics/does-not-exist.md")])
        let examples = Fixture.repository + "/examples"
        for name in try FileManager.default.contentsOfDirectory(atPath: examples).sorted() where name.hasSuffix(".md") {
            inputs.append([examples + "/" + name])
        }
        inputs.append([examples + "/daily-notes"])
        inputs.append([examples + "/journal.md", examples + "/mistakes.md"])
        inputs.append([Fixture.directory + "/definitions"])
        for paths in inputs {
            for strict in [false, true] {
                assertSameAsLoad(paths, strict: strict)
            }
        }
    }

    /// A journal long enough to be read in parts, with the things parts must agree on: a tab
    /// and CRLF warning once per file, comments and code blocks across day headings, meals
    /// whose items follow on indented lines, unknown names and definitions at the end.
    func testSameDiagnosticsAsLoadWhenReadInParts() throws {
        var text = "---\ntitle: long\n---\n## Settings\n- food oats per 100 g: 389 kcal\n"
            + "- food mocha cake per slice: 300 kcal, 40 mg caffeine\n- habit meditate\n- habit read >= 20 pages\n"
        var date = CalendarDate(iso: "2020-01-01")!
        for i in 0..<6000 {
            text += "## \(date) \(date.weekday.name)\n"
            text += "- 07:45 drink espresso x2\n- drink water 250 ml\n- breakfast: oats 60 g, banana\n"
            text += "- lunch\n  - salad, bread 50 g\n  - chicken salad (520 kcal)\n- dinner\n"
            text += "- 08:05 took metformin\n- [x] meditate\n- mood 4 fine\nSome prose about the day.\n"
            text += "- 15:00 snack\n  - mocha cake\n  - banana\n- [x] read \(i % 30) pages\n- [-] meditate\n- 20:10 took metformin 20:00\n"
            switch i % 500 {
            case 17: text += "\t- drink expresso\n"                     // a tab, an unknown drink
            case 101: text += "- drink cola 330 ml\r\n- drink tea\r\n"  // CRLF
            case 202: text += "<!-- a comment\n## 1999-01-01\nstill in it -->\n- drink water 1 l\n"
            case 303: text += "```\n## 1999-01-02\n- drink nothing\n```\n"
            case 404: text += "- snack: crisps 30 g, unobtainium\n- weight 61.8 kg\n- 25:00 mood 3\n"
            // Migrated to-dos, in other parts than where they are written again (or never).
            case 250: text += "- [>] call the plumber \(i / 500)\n- [>] never written again \(i / 500)\n"
            case 499: text += "- [ ] Call the plumber \(i / 500), about the sink\n"
            default: break
            }
            date = date.adding(days: 1)
        }
        text += "## Later settings\n- drink tea per cup (240 ml): 30 mg caffeine\n- med metformin 500 mg at 08:00\n"
        let path = NSTemporaryDirectory() + "journal-check-parts-\(ProcessInfo.processInfo.processIdentifier).md"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertGreaterThan(text.utf8.count, 1 << 20)
        for strict in [false, true] {
            assertSameAsLoad([path], strict: strict)
        }
        let codes = Set(Journal.check(paths: [path]).map(\.code))
        XCTAssertTrue(codes.isSuperset(of: [.tab, .crlf, .unknownDrink, .unknownFood, .badTime, .migratedNotWritten]), "\(codes)")
        XCTAssertEqual(Journal.check(paths: [path]).filter { $0.code == .migratedNotWritten }.count, 12)
    }

    /// What `journal todo`, `upcoming` and the calendar export read (their entries only; the
    /// other lines replayed by the memory of lines) is what the whole read keeps of them, even
    /// when their lines come again word for word on many days.
    func testToDosEventsAndDosesReadAsTheWholeReadKeepsThem() throws {
        var text = try Fixture.generatedJournal(["--days", "300", "--varied", "--habits", "3", "--meds", "2"])
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var days = 0
        for i in lines.indices where lines[i].hasPrefix("## 2") {
            days += 1
            if days % 2 == 0 { lines[i] += "\n- 12:30 event team lunch @ the café #work\n- [ ] water the plants" }
            if days % 7 == 0 { lines[i] += "\n- event Mia's birthday\n- [x] water the plants" }
        }
        text = lines.joined(separator: "\n")
        let path = NSTemporaryDirectory() + "tasks-and-events-\(getpid()).md"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let whole = Journal.load(paths: [path])
        let last = try XCTUnwrap(whole.journal.days.last?.date)
        let doses = CalendarDate(dayNumber: last.dayNumber - 20)...last
        let read = Journal.loadTasksAndEvents(paths: [path], doses: doses)
        func kept(_ journal: Journal, doses: ClosedRange<CalendarDate>) -> [String] {
            journal.days.flatMap { day in
                day.entries.compactMap { e -> String? in
                    switch e.kind {
                    case .task(let t): "\(day.date) \(e.range.line) task \(t.state) \(t.text) \(e.tags)"
                    case .event(let v): "\(day.date) \(e.range.line) event \(v.title) @ \(v.place ?? "") \(e.tags)"
                    case .dose(let d) where doses.contains(day.date): "\(day.date) \(e.range.line) dose \(d.medication) \(d.taken)"
                    default: nil
                    }
                }
            }
        }
        let expected = kept(whole.journal, doses: doses)
        XCTAssertEqual(kept(read.journal, doses: doses), expected)
        XCTAssertGreaterThan(expected.filter { $0.contains("team lunch @ the café [\"work\"]") }.count, 100)
        XCTAssertGreaterThan(expected.filter { $0.contains(" dose ") }.count, 20)
        XCTAssertEqual(read.diagnostics.map { "\($0.line):\($0.column) \($0.code) \($0.message)" }, whole.diagnostics.map { "\($0.line):\($0.column) \($0.code) \($0.message)" })
    }

    /// A date written under two headings, the first long and the second short, so that parts
    /// are cut between them: the date's two halves, read in different parts, sum up as one day
    /// (its numbers added, its marks folded, its intakes and doses in file order).
    func testADateSplitAcrossPartsSumsUpAsOne() throws {
        var text = "## Settings\n- habit meditate\n- med metformin 500 mg at 08:00, 20:00\n"
        var date = CalendarDate(iso: "2020-01-01")!
        for _ in 0..<4000 {
            text += "## \(date)\n- 07:45 drink espresso\n- [ ] meditate\n- 08:05 took metformin\n- mood 3\n"
            text += String(repeating: "A line of prose that makes the first half of the day long.\n", count: 6)
            text += "## \(date)\n- [x] meditate\n- 21:00 drink espresso\n- 20:10 took metformin\n"
            date = date.adding(days: 1)
        }
        let path = NSTemporaryDirectory() + "journal-check-split-\(ProcessInfo.processInfo.processIdentifier).md"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertGreaterThan(text.utf8.count, 1 << 20)
        assertSameAsLoad([path], strict: false)
        let summary = Journal.summarize(paths: [path]).summary
        XCTAssertEqual(summary.days.count, 4000)
        for day in summary.days {
            XCTAssertEqual(summary.caffeine(of: day).map(\.time), [TimeOfDay(hour: 7, minute: 45), TimeOfDay(hour: 21, minute: 0)])
            XCTAssertEqual(summary.habitMarks(of: day).map(\.state), [.done])
            XCTAssertEqual(summary.doses(of: day).count, 2)
        }
    }

    /// A date that ends one file and starts the next (one with a heading without entries, and
    /// days out of order): its two halves sum up as one day, in file order.
    func testADateAcrossFilesSumsUpAsOne() throws {
        let dir = try folder("across", [
            ("a.md", "## Settings\n- habit meditate\n## 2026-11-20\n- drink espresso\n## 2026-11-21\n- 07:45 drink espresso\n- [ ] meditate\n"),
            ("b.md", "## 2026-11-21\n- [x] meditate\n- 21:00 drink espresso\n## 2026-11-23\n## 2026-11-22\n- drink espresso\n"),
        ])
        assertSameAsLoad([dir + "/a.md", dir + "/b.md"], strict: false)
        let summary = Journal.summarize(paths: [dir + "/a.md", dir + "/b.md"]).summary
        XCTAssertEqual(summary.days.map(\.date.description), ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"])
        let day = summary.days[1]
        XCTAssertEqual(summary.caffeine(of: day).map(\.time), [TimeOfDay(hour: 7, minute: 45), TimeOfDay(hour: 21, minute: 0)])
        XCTAssertEqual(summary.habitMarks(of: day).map(\.state), [.done])
    }

    /// A date written in several sections, one after the other and apart: each section is
    /// summed up, then the sections in file order, whether the journal is loaded or streamed.
    /// (Found by the fuzzer: loaded, a date's entries were summed straight through, 0.1 + 0.2 +
    /// 0.3 = 0.6000000000000001 g; streamed, section by section, 0.1 + (0.2 + 0.3) = 0.6 g.)
    func testADateInSeveralSectionsSumsUpTheSameLoadedOrStreamed() throws {
        let dir = try folder("sections", [("journal.md", """
            ## 2026-10-22 Thursday
            - 08:30 drink lemon water (0.1 g sugar)
            ## 2026-10-21 Wednesday
            - 08:00 breakfast: toast 2 slices, butter 10 g, orange
            ## 2026-10-22 Thursday, later
            - 09:00 drink lemon water (0.2 g sugar)
            - 13:00 drink lemon water (0.3 g sugar)
            ## 2026-10-22 Thursday, evening
            - 19:00 dinner: soup, bread 40 g

            """)])
        assertSameAsLoad([dir + "/journal.md"], strict: false)
        assertSameAsLoad([dir + "/journal.md"], strict: true)
        let loaded = Journal.load(paths: [dir + "/journal.md"]).journal
        XCTAssertEqual(loaded.days.map(\.titles.count), [1, 3])
        XCTAssertEqual(loaded.days[1].nutrients.sugar, 0.1 + (0.2 + 0.3) + loaded.days[1].entries[3].meal!.nutrients.sugar)
    }

    /// Items read again (``LineMemory`` remembers an item's text once it is read twice without
    /// a problem, then hands it back resolved): the same items at other columns, in meal lines
    /// and indented lines, composite, quoted and with nutrients in parentheses, give the same
    /// numbers and problems as read each time; an item with a warning is never remembered, so
    /// the warning stands on every line, at its own column.
    func testItemsReadAgainCountAsReadTheFirstTime() throws {
        let text = journal(settings: "- food \"oat bar\" per bar (40 g): 160 kcal, 4 g protein\n", days: 40) { i in
            "- 0\(i % 10):15 drink espresso x2\n- drink espresso x2\n- drink water 250 ml -- day \(i)\n"
                + "- breakfast: toast with butter, banana, oat bar\n- 12:\(10 + i) lunch: banana, \"Potato, baked, peel not eaten, with cheese\" 200 g\n"
                + "- dinner\n  - chicken caesar salad, banana\n  - soup (120 kcal, 3 g protein), toast with butter\n"
                + "- snack: oat bar, chicken tikka thing 100 g, banana x\(i % 3 + 1)\n"
        }
        let dir = try folder("items", [("journal.md", text)])
        let path = dir + "/journal.md"
        assertSameAsLoad([path], strict: false)
        let problems = Journal.check(paths: [path])
        // `chicken tikka thing` is a partial name on every day (the words left over are said),
        // and nothing else is a problem.
        XCTAssertEqual(problems.count, 40, DiagnosticRenderer.text(problems))
        XCTAssertEqual(Set(problems.map(\.code)), [.partialName])
        XCTAssertEqual(Set(problems.map(\.column)), [27])  // at "tikka thing"
        let summary = Journal.summarize(paths: [path]).summary
        let energies = summary.days.map(\.nutrients.energy)
        XCTAssertEqual(Set(energies).count, 3, "\(energies)")  // banana x1, x2, x3
    }

    /// Items remembered by their stem (`espresso x2` of `espresso x2 with Sam`, see
    /// ``LineMemory/readItem(_:_:isDrink:into:parser:)``) count as read each time whatever plain words
    /// follow, and words that change the item (a unit after a bare number, a second count,
    /// parentheses, a comment mark, a tag, a number) still do: the same numbers and problems as
    /// read each time, on every line.
    func testItemsFoundByTheirStemCountAsReadTheFirstTime() throws {
        let comments = ["with Sam", "on the train", "at Grandma's", "", "with Mum at noon"]
        let text = journal(settings: "- drink espresso per shot (30 ml): 63 mg caffeine\n", days: 30) { i in
            let c = comments[i % comments.count], d = comments[(i + 2) % comments.count]
            return "- drink espresso x2 \(c)\n- 08:1\(i % 10) drink espresso x2 \(d)\n- drink espresso \(c)\n"
                + "- drink cola 330 ml \(c)\n- drink cola 330 \(d)\n- drink cola 3 cans \(c)\n- drink water 250 ml x2 \(d)\n"
                + "- drink tea 2 cups \(c)\n- drink espresso x2 x3 \(d)\n- drink espresso x2 \(c) (150 mg)\n"
                + "- drink espresso x2 \(c) -- great\n- drink espresso x2 \(c) #coffee\n- drink espresso x2 \(c) 3\n"
                + "- drink espresso 2 \(d)\n- drink 2 espresso \(c)\n- drink espresso x\(i % 3 + 1) \(d)\n"
                + "- breakfast: yogurt 198 g \(c), banana \(d), granola 62 g \(c)\n"
                + "- lunch: toast with butter 2 slices \(d), oats 60 g x2 \(c)\n  - salad 100 g \(d), banana x2 \(c)\n"
        }
        let dir = try folder("stems", [("journal.md", text)])
        assertSameAsLoad([dir + "/journal.md"], strict: false)
        // Words after a bare number are its unit, and its problem stands on every line.
        let problems = Journal.check(paths: [dir + "/journal.md"])
        XCTAssertEqual(Set(problems.map(\.code)), [.partialName, .unknownUnit, .badAmount])
        XCTAssertEqual(problems.filter { $0.code == .unknownUnit }.count, 2 * 24)  // `cola 330 with Sam`, `espresso 2 with Sam`
    }

    /// Items made at random from names, amounts and words after them, some of which change
    /// the item (a unit word after a bare number, a count, a tag, a comment mark, a quote, a
    /// number, parentheses), repeated over many days: check and summarize, which remember
    /// items by their text and their stem, find and count what load does, which reads every
    /// line.
    func testRandomItemsCountAsReadEachTime() throws {
        let names = ["espresso", "green tea", "toast with butter", "banana", "2 espresso", "half a banana", "\"oat bar\"", "oats of"]
        let amounts = ["", "x2", "330 ml", "2", "2 cups", "60 g x2", "(150 mg)", "330ml", "x0", "250 ml 2"]
        let words = ["", "with Sam", "at Grandma's", "cups", "ml", "with #tag", "-- nice", "with Sam 3", "the end.", "with “Sam”", "(90 mg)"]
        var seed: UInt64 = 42
        func pick(_ list: [String]) -> String {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return list[Int(seed >> 33) % list.count]
        }
        func item() -> String { [pick(names), pick(amounts), pick(words)].filter { !$0.isEmpty }.joined(separator: " ") }
        let text = journal(settings: "- food \"oat bar\" per bar (40 g): 160 kcal\n", days: 150) { _ in
            let drinks = (0..<8).map { _ in "- drink \(item())\n" }.joined()
            let items = (0..<3).map { _ in item() }
            return drinks + "- snack: \(items.joined(separator: ", "))\n- lunch\n  - \(items.reversed().joined(separator: ", "))\n"
        }
        let dir = try folder("random-items", [("journal.md", text)])
        assertSameAsLoad([dir + "/journal.md"], strict: false)
    }

    /// A line read before with a time says nothing of the same text without one when the time
    /// decides what it is (the prose rule): `- 08:00 drink the usual` is a drink, and
    /// `- drink the usual` a note, whichever comes first and however often.
    func testALineTheTimeMakesAnEntryIsNotRememberedForLinesWithoutOne() throws {
        let text = journal(settings: "- drink \"the usual\" per cup (250 ml): 80 mg caffeine\n", days: 12) { i in
            i % 2 == 0 ? "- 08:00 drink the usual\n- drink the usual\n" : "- drink the usual\n- 08:00 drink the usual\n"
        }
        let dir = try folder("prose-time", [("journal.md", text)])
        assertSameAsLoad([dir + "/journal.md"], strict: false)
        let summary = Journal.summarize(paths: [dir + "/journal.md"]).summary
        XCTAssertEqual(Set(summary.days.map(\.nutrients.caffeine)), [80])
    }

    /// The numbers this branch settled (parenthesised nutrients on known items, a serving named
    /// like a unit, days without a mood or without entries, a done mark below its target on an
    /// excused day) come out the same in a report, streamed or loaded.
    func testSameReportStreamedOrLoaded() throws {
        let dir = try folder("report", [("journal.md", """
            ## Settings
            - drink "oat latte" per 350 ml: 126 mg caffeine, 130 kcal, 14 g carbs
            - drink "cold brew" per glass (300 ml): 200 mg caffeine
            - goal caffeine <= 400 mg
            - goal water >= 2 l
            - goal mood >= 3
            - habit read >= 20 pages
            - away 2026-11-18 to 2026-11-18

            ## 2026-11-16 Monday
            - 16:10 drink oat latte (200 kcal)
            - lunch: toast 2 slices (100 kcal), banana (5 g protein)
            - mood 4
            - [x] read 25 pages
            ## 2026-11-17 Tuesday
            - drink cold brew 2 glasses
            - [x] read 10 pages
            - [-] read
            ## 2026-11-18 Wednesday
            - drink water 2 l
            - [x] read 10 pages

            """)])
        let path = dir + "/journal.md"
        assertSameAsLoad([path], strict: false)
        let clock = JournalClock.endOfDay(CalendarDate(iso: "2026-11-21")!)
        let week = Period.week(containing: clock.date, weekStart: .monday)
        let streamed = PeriodReport(summary: Journal.summarize(paths: [path]).summary, period: week, clock: clock)
        let loaded = PeriodReport(journal: Journal.load(paths: [path]).journal, period: week, clock: clock)
        let json = ReportJSONRenderer.period(streamed).serialized()
        XCTAssertEqual(json, ReportJSONRenderer.period(loaded).serialized())
        XCTAssertEqual(streamed.days[1].totals.waterMl, 600)
        XCTAssertEqual(streamed.days[0].totals.nutrients.caffeine, 126)
        XCTAssertEqual(streamed.rows.first { $0.metric == .mood }?.daysCounted, 1)
        XCTAssertTrue(streamed.days[3].rings.isEmpty)
        XCTAssertEqual(streamed.days.prefix(3).map { $0.habits.first?.status }, [.done, .notDone, .notDone])
    }

    /// Includes: definitions in an included file apply to days in the including one.
    func testIncludedDefinitionsApply() throws {
        let dir = try folder("include", [
            ("main.md", "## 2026-11-21\n- drink kombucha\n- took fishoil\n## Settings\n- include defs.md\n- include missing.md\n"),
            ("defs.md", "- drink kombucha per bottle (330 ml): 15 mg caffeine\n- med fishoil 1 capsule at 08:00\n## 2026-11-22\n- drink kombucha\n"),
        ])
        assertSameAsLoad([dir + "/main.md"], strict: false)
        XCTAssertEqual(Journal.check(paths: [dir + "/main.md"]).map(\.code), [.includeNotFound])
    }

    /// A temporary folder holding `files` (name and text), removed after the test.
    private func folder(_ name: String, _ files: [(name: String, text: String)]) throws -> String {
        let dir = NSTemporaryDirectory() + "journal-check-\(name)-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        for file in files { try file.text.write(toFile: dir + "/" + file.name, atomically: true, encoding: .utf8) }
        return dir
    }

    /// Check and summarize find what load finds, and summarize sums up the days as the loaded
    /// journal's summary does.
    private func assertSameAsLoad(_ paths: [String], strict: Bool, file: StaticString = #filePath, line: UInt = #line) {
        let options = ParseOptions(strict: strict)
        let load = Journal.load(paths: paths, options: options)
        let loaded = load.diagnostics
        let checked = Journal.check(paths: paths, options: options)
        if checked != loaded {
            XCTFail("check differs from load for \(paths) (strict: \(strict)):\n"
                    + lineDiff(DiagnosticRenderer.text(loaded), DiagnosticRenderer.text(checked)), file: file, line: line)
        }
        let summarized = Journal.summarize(paths: paths, options: options)
        XCTAssertEqual(summarized.diagnostics, loaded, "summarize's diagnostics for \(paths)", file: file, line: line)
        if let difference = summarized.summary.difference(from: load.journal.summary) {
            XCTFail("summaries differ for \(paths) (strict: \(strict)): \(difference)", file: file, line: line)
        }
    }
}
