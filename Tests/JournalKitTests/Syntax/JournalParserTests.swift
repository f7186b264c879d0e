import XCTest
@testable import JournalKit

/// A long file's definitions are read in two halves at once (``JournalParser/definitions(_:path:fileID:fileNameDate:options:)``):
/// what the halves give together is what a read of the whole file gives.
final class JournalParserTests: XCTestCase {
    /// Over 4 MB of days, with `middle` written about where the second half starts, and `end` at the end.
    private func journal(middle: String = "", end: String = "", crlf: Bool = false) -> String {
        var text = "# Journal\n\n## Settings\n- goal water >= 2 l\n- drink espresso per shot (30 ml): 63 mg caffeine\n\n"
        var day = CalendarDate(year: 2000, month: 1, day: 1)!
        var bytes = text.utf8.count
        var wroteMiddle = false
        while bytes < 4_400_000 {
            var lines = "## \(day)\n- 07:45 drink espresso x2\n- [x] meditate\n- mood 4\n\nA walk by the river.\n\n"
            if !wroteMiddle, bytes > 2_900_000 { lines += middle; wroteMiddle = true }
            if crlf { lines = lines.replacingOccurrences(of: "\n", with: "\r\n") }
            text += lines
            bytes += lines.utf8.count
            day = day.adding(days: 1)
        }
        return text + end
    }

    private func read(_ text: String, halves: Bool) -> String {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buf in
            let parsed = halves
                ? JournalParser.definitions(buf, path: "j.md", fileID: 0, fileNameDate: nil, options: ParseOptions())
                : JournalParser.parse(buf, path: "j.md", fileID: 0, fileNameDate: nil, options: ParseOptions(), mode: .definitions)
            let lines = parsed.definitionLines.keys.sorted().map { "\($0): \(String(decoding: parsed.definitionLines[$0]!, as: UTF8.self))" }
            return [String(describing: parsed.definitions), String(describing: parsed.taskLists), String(describing: parsed.diagnostics),
                    "\(parsed.lineCount) \(parsed.byteCount) \(parsed.endsInsideBlock)", lines.joined(separator: "\n"),
                    String(describing: parsed.sectionStarts), parsed.dayStarts.map { "\($0.bytes) \($0.lineBefore)" }.joined(separator: ",")]
                .joined(separator: "\n")
        }
    }

    private func assertHalvesReadAsTheWhole(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let whole = read(text, halves: false), halves = read(text, halves: true)
        XCTAssertEqual(whole.count, halves.count, file: file, line: line)
        XCTAssertTrue(whole == halves, "the halves read otherwise than the whole", file: file, line: line)
    }

    func testTheHalvesOfALongFileReadAsTheWhole() {
        // Definitions and problems in the second half keep their lines; a named section there too.
        let later = "## Someday\n- [ ] learn Welsh\n\n## Settings later\n- goal sleep >= 7 h\n- goal bogus >= 3 zz\n\n"
        assertHalvesReadAsTheWhole(journal(middle: "## 2001-13-40 bad date\n", end: later))
        // Windows line endings are warned about once.
        assertHalvesReadAsTheWhole(journal(end: later, crlf: true))
    }

    func testAHeadingInsideACodeBlockOrCommentIsNotWhereTheSecondHalfStarts() {
        // The first date heading after two thirds is inside a code block or a comment: the file
        // is read again whole, and reads as it does whole.
        let dates = (0..<40).map { "## 2100-01-\(String(format: "%02d", $0 % 28 + 1))\n- goal water >= 9 l\n" }.joined()
        for (open, close) in [("```\n", "```\n"), ("<!--\n", "-->\n")] {
            let text = journal(middle: open + String(repeating: dates, count: 2_000) + close)
            assertHalvesReadAsTheWhole(text)
        }
        // Never closed: to the end of the file.
        assertHalvesReadAsTheWhole(journal(middle: "```\n" + String(repeating: dates, count: 2_000)))
    }
}
