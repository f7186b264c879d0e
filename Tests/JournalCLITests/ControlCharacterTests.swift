import Foundation
import XCTest

/// Control characters written in a journal (ESC sequences that set a terminal's title or clear
/// its screen, BEL) never reach the output raw: text shows them as symbols, JSON escapes them,
/// CSV shows them as symbols, ICS leaves them out.
final class ControlCharacterTests: XCTestCase {
    var dir: String!
    let esc = "\u{1B}", bel = "\u{07}"

    override func setUp() {
        dir = NSTemporaryDirectory() + "cli-controls-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir + "/people", withIntermediateDirectories: true)
        let journal = """
            ## Settings
            - habit "run\(esc)[2J"
            - med "pill\(esc)]0;title\(bel)" 5 mg at 08:00

            ## 2026-11-20
            - 08:00 note hello \(esc)]0;pwned\(bel) and \(esc)[2J
            - 08:05 took pill\(esc)]0;title\(bel)
            - [x] run\(esc)[2J
            - [ ] todo \(esc)[2J x due 2026-11-22
            - 09:00 appt dentist \(esc)]0;t\(bel) @ place\(esc)[2J
            - 10:00 drink bogus\(esc)[2J

            """
        try! journal.write(toFile: dir + "/journal.md", atomically: true, encoding: .utf8)
        try! journal.write(toFile: dir + "/people/ann\(esc)[2J.md", atomically: true, encoding: .utf8)
        try! journal.write(toFile: dir + "/title\(esc)]0;x\(bel).md", atomically: true, encoding: .utf8)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    /// The control characters of `s` other than a tab, a line feed, a CR before a line feed
    /// and, when `colors`, the colour codes journal writes.
    func controls(_ s: String, colors: Bool) -> [String] {
        var s = s.replacingOccurrences(of: "\r\n", with: "\n")
        if colors {
            for code in ["0", "1", "2", "31", "32", "33", "34", "35", "36", "1;31", "1;33"] { s = s.replacingOccurrences(of: "\(esc)[\(code)m", with: "") }
        }
        return s.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || (0x7F..<0xA0).contains($0.value) }.map { String(format: "U+%04X", $0.value) }
    }

    func testTextShowsControlCharactersAsSymbols() {
        let commands: [[String]] = [["day", "2026-11-20"], ["report"], ["todo"], ["upcoming"], ["streaks"], ["meds"], ["calendar"], ["trends"],
                                    ["meds", "--people", "people"], ["day", "2026-11-20", "-f", "title\(esc)]0;x\(bel).md"]]
        for color in ["never", "always"] {
            for c in commands {
                let r = CLI.run(c + ["--today", "2026-11-21", "--color", color], directory: dir)
                XCTAssertEqual(controls(r.stdout, colors: color == "always"), [], "\(c) --color \(color): stdout")
                XCTAssertEqual(controls(r.stderr, colors: color == "always"), [], "\(c) --color \(color): stderr")
                XCTAssertTrue((r.stdout + r.stderr).contains("\u{241B}"), "\(c) --color \(color) shows ESC as ␛:\n\(r.stdout)\(r.stderr)")
            }
            let check = CLI.run(["check", "-f", "journal.md", "-f", "title\(esc)]0;x\(bel).md", "--color", color], directory: dir)
            XCTAssertEqual(controls(check.stdout, colors: color == "always"), [], check.stdout)
            XCTAssertTrue(check.stdout.contains("unknown drink \"bogus\u{241B}[2J\""), check.stdout)
            XCTAssertTrue(check.stdout.contains("title\u{241B}]0;x\u{2407}.md:11:15:"), check.stdout)
            XCTAssertTrue(check.stdout.contains("- drink bogus\u{241B}[2J per cup"), "the hint: \(check.stdout)")
        }
    }

    func testFilesAndPagesShowThemAsSymbolsToo() throws {
        XCTAssertEqual(CLI.run(["day", "2026-11-20", "--today", "2026-11-21", "-o", "day.txt"], directory: dir).code, 1)
        let text = try String(contentsOfFile: dir + "/day.txt", encoding: .utf8)
        XCTAssertEqual(controls(text, colors: false), [])
        XCTAssertTrue(text.contains("hello \u{241B}]0;pwned\u{2407} and \u{241B}[2J"), text)
        let html = CLI.run(["day", "2026-11-20", "--today", "2026-11-21", "--format", "html"], directory: dir)
        XCTAssertEqual(controls(html.stdout, colors: false), [])
    }

    func testExportsEscapeOrDropThem() {
        let json = CLI.run(["export", "--format", "json"], directory: dir)
        XCTAssertEqual(controls(json.stdout, colors: false), [])
        XCTAssertTrue(json.stdout.contains("hello \\u001b]0;pwned\\u0007 and \\u001b[2J"), json.stdout)
        let csv = CLI.run(["export", "--format", "csv"], directory: dir)
        XCTAssertEqual(controls(csv.stdout, colors: false), [])
        XCTAssertTrue(csv.stdout.contains("hello \u{241B}]0;pwned\u{2407} and \u{241B}[2J"), csv.stdout)
        let ics = CLI.run(["export", "--format", "ics", "--today", "2026-11-21"], directory: dir)
        XCTAssertEqual(controls(ics.stdout, colors: false), [])
        XCTAssertTrue(ics.stdout.contains("SUMMARY:Take pill]0\\;title 5 mg\r\n"), ics.stdout)
    }
}
