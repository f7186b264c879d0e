import XCTest
@testable import JournalKit

/// `journal fmt`'s canonical form (Grammar.md §2.7): each rule with a journal before and after,
/// and the lines it keeps byte for byte.
final class JournalFormatterTests: XCTestCase {
    /// Checks that `before` formats to `after`, and that `after` is canonical.
    func assertFormats(_ before: String, _ after: String, path: String = "journal.md", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(JournalFormatter.format(before, path: path), after, file: file, line: line)
        XCTAssertEqual(JournalFormatter.format(after, path: path), after, "not idempotent", file: file, line: line)
    }

    func assertKept(_ text: String, path: String = "journal.md", file: StaticString = #filePath, line: UInt = #line) {
        assertFormats(text, text, path: path, file: file, line: line)
    }

    // MARK: Keywords

    func testEntryKeywordsAreLowerCase() {
        assertFormats("""
            ## 2026-11-21
            - Drink espresso
            - BREAKFAST: oats 60 g
            - 08:05 Took metformin
            - Mood 4 Slow afternoon

            """, """
            ## 2026-11-21

            - drink espresso
            - breakfast: oats 60 g
            - 08:05 took metformin
            - mood 4 Slow afternoon

            """)
    }

    func testAKeywordOfProseIsKept() {
        assertKept("""
            ## 2026-11-21

            - Lunch with Sam was lovely
            - Took the dog out for a long walk
            - [x] Drink water
            Drink more water.

            """)
    }

    // MARK: Times

    func testLeadingTimesAreHHMM() {
        assertFormats("""
            ## 2026-11-21

            - 7:30 drink espresso
            - 7pm drink tea
            - 7:45 pm mood 4
            - 8.30 took metformin
            - 0915 drink water 250 ml
            - [x] 6:05 meditate
            - 7:30 woke up early
            - [ ]  7:30\tcall  the bank
            - 12am   Lunch: toast

            """, """
            ## 2026-11-21

            - 07:30 drink espresso
            - 19:00 drink tea
            - 19:45 mood 4
            - 08:30 took metformin
            - 09:15 drink water 250 ml
            - [x] 06:05 meditate
            - 07:30 woke up early
            - [ ] 07:30 call  the bank
            - 00:00 lunch: toast

            """)
    }

    func testTimesTheParserDoesNotReadAreKept() {
        assertKept("""
            ## 2026-11-21

            - 8.30 school run
            - 2.50 l water on the desk
            - 7h30 up and about
            - 25:00 drink espresso
            - 07:45 [x] meditate

            """)
    }

    // MARK: Bullets and checkboxes

    func testOneSpaceAfterBulletAndCheckbox() {
        let lines = [
            ("-  [x]   meditate", "- [x] meditate"),
            ("*\tdrink espresso", "* drink espresso"),
            ("+   a note with spaces inside  kept", "+ a note with spaces inside  kept"),
            ("- lunch:", "- lunch:"),
            ("  -   milk 200 ml", "  - milk 200 ml"),
            ("- [ ]", "- [ ]"),
            ("-drink espresso", "-drink espresso"),
        ]
        let day = "## 2026-11-21\n\n"
        assertFormats(day + lines.map { $0.0 + "\n" }.joined(), day + lines.map { $0.1 + "\n" }.joined())
    }

    // MARK: Amounts

    func testASpaceBetweenANumberAndItsUnit() {
        assertFormats("""
            ## 2026-11-21

            - drink water 500ml
            - drink beer 2l
            - lunch: rice 150g, chicken breast 120g (250kcal)
            - dinner:
              - pasta 100g, 2x egg
            - workout run 35min 5.2km
            - weight 63.5kg
            - took metformin 500mg
            - drink espresso x2
            - mood 4 slept 8h

            """, """
            ## 2026-11-21

            - drink water 500 ml
            - drink beer 2 l
            - lunch: rice 150 g, chicken breast 120 g (250 kcal)
            - dinner:
              - pasta 100 g, 2x egg
            - workout run 35 min 5.2 km
            - weight 63.5 kg
            - took metformin 500 mg
            - drink espresso x2
            - mood 4 slept 8h

            """)
    }

    func testAmountsInNotesAreKept() {
        assertKept("""
            ## 2026-11-21

            - ran 5km with Sam was lovely
            - 2l water
            The 500ml bottle leaks.

            """)
    }

    // MARK: Definitions

    func testDefinitions() {
        assertFormats("""
            ## Settings

            - Goal  caffeine <=400mg
            - goal water>= 2l
            - goal\twater >=2 l until 2026-01-01
            - HABIT   meditate   daily
            - med metformin 500mg at 08:00, 20:00
            - drink "oat  latte" per 350ml:  126mg caffeine, 130 kcal
            Set bedtime   23:00
            - include   other  notes.md

            """, """
            ## Settings

            - goal caffeine <= 400 mg
            - goal water>= 2l
            - goal water >= 2 l until 2026-01-01
            - habit meditate daily
            - med metformin 500 mg at 08:00, 20:00
            - drink "oat  latte" per 350 ml: 126 mg caffeine, 130 kcal
            set bedtime 23:00
            - include   other  notes.md

            """)
    }

    /// A name or a reason is kept as written: `[x] no  sugar` marks the habit `no  sugar` only.
    func testNamesAndReasonsKeepTheirSpaces() {
        assertFormats("""
            ## Settings

            - habit  no  sugar   daily
            - med fish  oil   1 capsule at 08:00
            - food  rye  bread per slice:  80 kcal
            - away   2026-11-25   conference  trip

            """, """
            ## Settings

            - habit no  sugar daily
            - med fish  oil 1 capsule at 08:00
            - food rye  bread per slice: 80 kcal
            - away 2026-11-25 conference  trip

            """)
    }

    func testProseAndDefinitionsWithErrorsAreKept() {
        assertKept("""
            ## Settings

            Goal is to be happy,  always.
            - goal caffeine<=400mg
            - Habit  walk daily often

            ## 2026-11-21

            - Set up the  tent

            """)
    }

    // MARK: Headings

    /// Here every line is next to a heading: each gets a blank line between it and the next.
    func testABlankLineAroundHeadings() {
        let lines = ["# Journal", "## Settings", "- goal water >= 2 l", "## 2026-11-21", "### Morning", "- drink espresso", "## 2026-11-22"]
        assertFormats(lines.joined(separator: "\n"), lines.joined(separator: "\n\n"))
    }

    func testBlankLinesAlreadyThereAreKept() {
        assertKept("""

            ## Settings


            - goal water >= 2 l
              \t
            ## 2026-11-21

            """)
    }

    func testWhatIsNotAHeadingGetsNoBlankLine() {
        assertKept("""
            ## 2026-11-21

            #tag line
            ####### seven
            - drink espresso
            ```
            ## not a heading
            ```

            """)
    }

    // MARK: Kept byte for byte

    func testFrontMatterCommentsAndCodeAreKept() {
        assertKept("""
            ---
            title:   My  journal
            - Drink espresso 500ml
            ---

            ## 2026-11-21

            <!-- - Drink espresso 500ml
            ## in a comment
            -->
            - Drink espresso 500ml <!-- kept: a comment is on the line -->
            ~~~markdown
            - Drink   espresso 500ml
            ~~~
                indented   prose  7:30

            """)
    }

    func testFrontMatterThenAHeading() {
        assertFormats("---\ntitle: x\n---\n## Settings\n- Set bedtime 23:00\n", "---\ntitle: x\n---\n\n## Settings\n\n- set bedtime 23:00\n")
        // Never closed: the whole file is front matter.
        assertKept("---\ntitle: x\n## Settings\n- Set bedtime 23:00\n")
    }

    func testUnknownLinesAreKept() {
        assertKept("""
            ## 2026-11-21

            > a quote  with  spaces
            1. Drink espresso
            | a | table |
            ![walk](photos/walk.jpg)
            - drnk espresso 500ml
            - [?] 7:30 odd checkbox
            ---

            """)
    }

    func testTrailingWhitespace() {
        assertFormats("## 2026-11-21\n\n- drink espresso  \n- a note\t\nprose with a break  \n  \n",
                      "## 2026-11-21\n\n- drink espresso\n- a note\nprose with a break  \n  \n")
    }

    func testCRLFStaysCRLF() {
        assertFormats("## Settings\r\n- Goal water >= 2l\r\n## 2026-11-21\r\n- 7:30 Drink espresso  \r\n",
                      "## Settings\r\n\r\n- goal water >= 2 l\r\n\r\n## 2026-11-21\r\n\r\n- 07:30 drink espresso\r\n")
    }

    func testNoFinalNewlineIsKept() {
        assertFormats("## 2026-11-21\n- Drink espresso", "## 2026-11-21\n\n- drink espresso")
        assertFormats("- Drink water\n## 2026-11-21", "- Drink water\n\n## 2026-11-21")
    }

    func testByteOrderMarkAndDailyNote() {
        assertFormats("\u{FEFF}- 7:30 Drink espresso\n", "\u{FEFF}- 07:30 drink espresso\n", path: "notes/2026-11-21.md")
        // Outside a day the same line is a warning: its time is read, its keyword is not.
        assertFormats("\u{FEFF}- 7:30 Drink espresso\n", "\u{FEFF}- 07:30 Drink espresso\n")
    }

    func testOldMacLineEndingsAndBinaryAreKept() {
        assertKept("## 2026-11-21\r- Drink espresso\r")
        let binary: [UInt8] = [0, 1, 2, 0, 0, 0, 10, 0x2D, 0x20, 0x44]
        XCTAssertEqual(JournalFormatter.format(binary), binary)
    }

    func testLinesWithBadBytesAreKept() {
        let head = Array("## 2026-11-21\n\n".utf8)
        let bad = Array("-  Drink espresso 500ml ".utf8) + [0xFF, 10] + Array("-  Drink tea \u{0}\n".utf8)
        XCTAssertEqual(JournalFormatter.format(head + bad + Array("-  Drink  tea\n".utf8)), head + bad + Array("- drink  tea\n".utf8))
    }

    /// Printed a megabyte at a time as it is made, the form is the same as made whole.
    func testTheFormWrittenAsItGoesIsTheFormMadeWhole() throws {
        let example = try String(contentsOfFile: Fixture.repository + "/examples/journal.md", encoding: .utf8)
        let long = String(repeating: example, count: 40)
        let path = NSTemporaryDirectory() + "fmt-streamed-\(getpid()).md"
        defer { try? FileManager.default.removeItem(atPath: path) }
        for text in [example, long, long.replacingOccurrences(of: "\n", with: "\r\n"), "## 2026-11-21\n- 7:30 Drink water 500ml\u{0}\n"] {
            let bytes = Array(text.utf8)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            var streamed: [UInt8] = []
            var pieces = 0
            try JournalFormatter.format(fileAt: path) { streamed += $0; pieces += 1 }
            XCTAssertEqual(streamed, JournalFormatter.format(bytes, path: path))
            if bytes.count > 2 << 20 { XCTAssertGreaterThan(pieces, 1) }
        }
    }

    /// A long file is formatted in two halves at once, split at a date heading: the halves
    /// make what the whole makes, wherever the split falls (in a code block, a comment or front
    /// matter too, where the heading is none and the file is formatted again whole).
    func testTwoHalvesMakeWhatTheWholeMakes() throws {
        let crafted = [
            "## 2026-11-20\n-  Drink tea\n```\n## 2026-11-21\n-  Drink tea\n```\n## 2026-11-22\n- 7:30 Drink water 500ml\n",
            "## 2026-11-20\n<!-- a comment\n## 2026-11-21\n-->\n-  Drink tea\n## 2026-11-22\n-  Drink tea\n",
            "---\ntitle: x\n## 2026-11-21\n---\n# Settings\n## 2026-11-22\n-  Drink tea\n",
            "# Journal\n## 2026-11-21\n-  Drink tea\n\n## 2026-11-22\n- drink tea\r\n## 2026-11-23\r\n- [x]   stretch\n",
            "## Notes\n## 2026-11-21\n## 2026-11-22\n### Morning\n## 2026-11-23 Monday\n- Lunch: soup 300ml\n  - bread 50g\n",
        ]
        var texts = crafted.map { Array($0.utf8) }
        for path in FormatterMeaningTests.journalFiles {
            if let data = FileManager.default.contents(atPath: path), !data.contains(0) { texts.append(Array(data)) }
        }
        var splits = 0
        for bytes in texts {
            let whole = JournalFormatter.format(bytes, path: "journal.md")
            var copy = bytes
            copy.withUnsafeMutableBufferPointer { buf in
                // Every date heading of a short file; ten of a long one.
                var heading = 0
                var at: [Int] = []
                while let next = JournalParser.firstDateHeading(in: UnsafeBufferPointer(buf), from: heading) {
                    at.append(next)
                    heading = next
                }
                let step = max(1, at.count / 10)
                for split in stride(from: 0, to: at.count, by: step).map({ at[$0] }) {
                    var made: [UInt8] = []
                    JournalFormatter.formatInHalves(buf, path: "journal.md", at: split) { made += $0 }
                    XCTAssertEqual(String(decoding: made, as: UTF8.self), String(decoding: whole, as: UTF8.self),
                                   "split at \(split) of \(String(decoding: bytes.prefix(40), as: UTF8.self))")
                    splits += 1
                }
            }
        }
        XCTAssertGreaterThan(splits, 100)
    }
}
