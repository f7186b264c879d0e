import XCTest
@testable import JournalKit

/// Where `journal add` and `journal today` put a day's new lines, and that every other byte of
/// the file stays as it was.
final class DayInsertionTests: XCTestCase {
    let day21 = CalendarDate(year: 2026, month: 11, day: 21)!

    /// The text with `lines` added to `date`, and the numbers of the added lines.
    func adding(_ lines: [String], to date: CalendarDate, in text: String, path: String = "journal.md") -> (String, Range<Int>) {
        let (bytes, numbers) = DayInsertion(bytes: Array(text.utf8), path: path).adding(lines, to: date)
        return (String(decoding: bytes, as: UTF8.self), numbers)
    }

    func date(_ day: Int) -> CalendarDate { CalendarDate(year: 2026, month: 11, day: day)! }

    func testAfterTheLastEntryOfTheDay() {
        let text = """
            ## 2026-11-21 Saturday

            - 07:30 drink espresso
            - 12:30 lunch:
              - soup

            ## 2026-11-22 Sunday

            - 09:00 drink tea

            """
        let (result, numbers) = adding(["- 16:00 flat white"], to: day21, in: text)
        XCTAssertEqual(result, text.replacingOccurrences(of: "  - soup\n", with: "  - soup\n- 16:00 flat white\n"))
        XCTAssertEqual(numbers, 6..<7)
    }

    func testBeforeTheProseThatEndsADay() {
        let text = "## 2026-11-21 Saturday\n- 07:30 drink espresso\n\nA quiet day. Read all afternoon.\n"
        let (result, numbers) = adding(["- 16:00 flat white"], to: day21, in: text)
        XCTAssertEqual(result, "## 2026-11-21 Saturday\n- 07:30 drink espresso\n- 16:00 flat white\n\nA quiet day. Read all afternoon.\n")
        XCTAssertEqual(numbers, 3..<4)
    }

    func testAHeadingAloneGetsABlankLineFirst() {
        let (result, numbers) = adding(["- 16:00 flat white"], to: day21, in: "# J\n\n## 2026-11-21 Saturday\n")
        XCTAssertEqual(result, "# J\n\n## 2026-11-21 Saturday\n\n- 16:00 flat white\n")
        XCTAssertEqual(numbers, 5..<6)
    }

    func testANewDayBetweenTwoDays() {
        let text = "## 2026-11-20 Friday\n\n- mood 3\n\n## 2026-11-22 Sunday\n\n- mood 4\n"
        let (result, numbers) = adding(["- 08:00 mood 5", "- 09:00 drink tea"], to: day21, in: text)
        XCTAssertEqual(result, "## 2026-11-20 Friday\n\n- mood 3\n\n## 2026-11-21 Saturday\n\n- 08:00 mood 5\n- 09:00 drink tea\n\n## 2026-11-22 Sunday\n\n- mood 4\n")
        XCTAssertEqual(numbers, 7..<9)
    }

    func testANewDayBeforeTheFirstAfterTheSettings() {
        let text = "## Settings\n\n- goal water >= 2 l\n\n## 2026-11-22 Sunday\n\n- mood 4\n"
        let (result, numbers) = adding(["- mood 5"], to: day21, in: text)
        XCTAssertEqual(result, "## Settings\n\n- goal water >= 2 l\n\n## 2026-11-21 Saturday\n\n- mood 5\n\n## 2026-11-22 Sunday\n\n- mood 4\n")
        XCTAssertEqual(numbers, 7..<8)
    }

    func testANewDayAtTheVeryStart() {
        let (result, numbers) = adding(["- mood 5"], to: day21, in: "## 2026-11-22 Sunday\n- mood 4\n")
        XCTAssertEqual(result, "## 2026-11-21 Saturday\n\n- mood 5\n\n## 2026-11-22 Sunday\n- mood 4\n")
        XCTAssertEqual(numbers, 3..<4)
    }

    func testANewDayAfterTheLast() {
        let (result, numbers) = adding(["- mood 5"], to: date(23), in: "## 2026-11-22 Sunday\n- mood 4\n")
        XCTAssertEqual(result, "## 2026-11-22 Sunday\n- mood 4\n\n## 2026-11-23 Monday\n\n- mood 5\n")
        XCTAssertEqual(numbers, 6..<7)
    }

    func testAFileKeptNewestFirst() {
        let text = "## 2026-11-22 Sunday\n- mood 4\n\n## 2026-11-20 Friday\n- mood 3\n"
        XCTAssertEqual(adding(["- mood 5"], to: date(23), in: text).0, "## 2026-11-23 Monday\n\n- mood 5\n\n" + text)
        XCTAssertEqual(adding(["- mood 5"], to: day21, in: text).0,
                       "## 2026-11-22 Sunday\n- mood 4\n\n## 2026-11-21 Saturday\n\n- mood 5\n\n## 2026-11-20 Friday\n- mood 3\n")
    }

    func testTheFilesHeadingLevel() {
        XCTAssertEqual(adding(["- mood 5"], to: date(23), in: "# J\n\n### 2026-11-22 Sunday\n- mood 4\n").0,
                       "# J\n\n### 2026-11-22 Sunday\n- mood 4\n\n### 2026-11-23 Monday\n\n- mood 5\n")
    }

    func testCRLFLinesStayCRLF() {
        let text = "## 2026-11-21 Saturday\r\n- 07:30 drink espresso\r\n"
        XCTAssertEqual(adding(["- 16:00 flat white"], to: day21, in: text).0, text + "- 16:00 flat white\r\n")
        XCTAssertEqual(adding(["- mood 5"], to: date(22), in: text).0, text + "\r\n## 2026-11-22 Sunday\r\n\r\n- mood 5\r\n")
    }

    func testAFileWithoutAFinalNewlineGetsOneWhereTheLineIsAdded() {
        XCTAssertEqual(adding(["- 16:00 flat white"], to: day21, in: "## 2026-11-21 Saturday\n- 07:30 drink espresso").0,
                       "## 2026-11-21 Saturday\n- 07:30 drink espresso\n- 16:00 flat white\n")
        // Not at the end: the last line is left without one.
        let text = "## 2026-11-21 Saturday\n- mood 3\n\n## 2026-11-22 Sunday\n- mood 4"
        XCTAssertEqual(adding(["- mood 5"], to: day21, in: text).0, "## 2026-11-21 Saturday\n- mood 3\n- mood 5\n\n## 2026-11-22 Sunday\n- mood 4")
    }

    func testAnEmptyFile() {
        let (result, numbers) = adding(["- mood 5"], to: day21, in: "")
        XCTAssertEqual(result, "## 2026-11-21 Saturday\n\n- mood 5\n")
        XCTAssertEqual(numbers, 3..<4)
    }

    func testADailyNoteIsItsOwnDay() {
        let (result, numbers) = adding(["- 16:00 flat white"], to: day21, in: "# Saturday\n\n- 07:30 drink espresso\n\nNotes.\n", path: "notes/2026-11-21.md")
        XCTAssertEqual(result, "# Saturday\n\n- 07:30 drink espresso\n- 16:00 flat white\n\nNotes.\n")
        XCTAssertEqual(numbers, 4..<5)
        XCTAssertEqual(adding(["- mood 5"], to: day21, in: "", path: "2026-11-21.md").0, "- mood 5\n")
    }

    func testAHeadingInACodeBlockIsNoDay() {
        let text = "## 2026-11-20 Friday\n- mood 3\n\n```\n## 2026-11-21 Saturday\n```\n"
        XCTAssertEqual(adding(["- mood 5"], to: day21, in: text).0, text + "\n## 2026-11-21 Saturday\n\n- mood 5\n")
    }

    func testTheLastSectionOfADateWrittenTwice() {
        let text = "## 2026-11-21 Saturday\n- mood 3\n\n## 2026-11-22 Sunday\n- mood 4\n\n## 2026-11-21 Saturday\n- mood 2\n"
        XCTAssertEqual(adding(["- mood 5"], to: day21, in: text).0, text + "- mood 5\n")
    }

    /// The file with the lines reads as the old one with the lines on the day, at the numbers said.
    func testTheAddedLinesReadWhereTheySay() {
        let text = try! String(contentsOfFile: Fixture.repository + "/examples/journal.md", encoding: .utf8)
        for day in [date(10), date(21), date(25), CalendarDate(year: 2026, month: 1, day: 1)!] {
            let (result, numbers) = adding(["- 16:00 drink flat white"], to: day, in: text)
            let loaded = Journal.load(text: result)
            let added = loaded.journal.day(on: day)!.entries.filter { $0.range.line == numbers.lowerBound }
            XCTAssertEqual(added.count, 1, "\(day)")
            XCTAssertEqual(Journal.load(text: text).diagnostics.count, loaded.diagnostics.count, "\(day)")
        }
    }

    /// The section the lines are in, read again alone, reads them on their day at their numbers
    /// as a read of the whole file does.
    func testTheSectionOfTheAddedLinesReadsAsTheWholeFile() {
        let texts: [(String, String)] = [
            ("## 2026-11-21 Saturday\n\n- 07:30 drink espresso\n\nA quiet day.\n## 2026-11-22 Sunday\n- mood 4\n", "journal.md"),
            ("## 2026-11-20 Friday\n- mood 3\n\n## 2026-11-22 Sunday\n- mood 4", "journal.md"),
            ("## 2026-11-22 Sunday\r\n- mood 4\r\n", "journal.md"),
            ("# Saturday\n\n- 07:30 drink espresso\n", "2026-11-21.md"),
            ("", "2026-11-21.md"),
            ("", "journal.md"),
            ("## Settings\n- goal caffeine <= 400 mg\n", "journal.md"),
        ]
        for (text, path) in texts {
            let before = Journal.load(text: text, path: path)
            let added = DayInsertion(bytes: Array(text.utf8), path: path).added(["- 16:00 drink flat white", "- mood 5"], to: day21)
            let whole = Journal.load(text: String(decoding: added.bytes, as: UTF8.self), path: path)
            let section = Journal.reread(added.bytes, path: path, part: added.section, lineBefore: added.lineBefore, of: before)
            for read in [whole, section] {
                let lines = read.journal.day(on: day21)?.entries.map { Int($0.range.line) }.filter(added.lines.contains)
                XCTAssertEqual(lines, Array(added.lines), "\(path): \(text.debugDescription)")
            }
            XCTAssertEqual(section.journal.day(on: day21)?.entries.count, whole.journal.day(on: day21)?.entries.count, text.debugDescription)
        }
    }
}
