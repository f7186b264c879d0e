import Foundation
import XCTest

/// `journal export` on the example journal, with a fixed clock.
final class ExportCommandTests: XCTestCase {
    let base = ["-f", "examples/journal.md", "--today", "2026-11-21"]

    func testTheCalendar() {
        let r = CLI.run(["export", "--format", "ics"] + base)
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        XCTAssertTrue(r.stdout.hasPrefix("BEGIN:VCALENDAR\r\n"))
        assertGolden(r.stdout, "export.ics")
    }

    func testEntriesAndDaysAsCSV() {
        let r = CLI.run(["export", "--format", "csv", "2026-11-20"] + base)
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "export-2026-11-20.csv")
        let daily = CLI.run(["export", "--format", "csv", "--daily", "this", "week"] + base)
        XCTAssertEqual(daily.code, 0)
        assertGolden(daily.stdout, "export-week-daily.csv")
    }

    func testTheModelAsJSON() {
        let r = CLI.run(["export", "--format", "json", "2026-11-21"] + base)
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.contains("\"kind\": \"took\""), r.stdout)
        assertGolden(r.stdout, "export-2026-11-21.json")
    }

    func testTheFormatFromTheOutputFileAndUsageErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("journal.ics").path
        let r = CLI.run(["export", "-o", out] + base)
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertTrue(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR\r\n"))
        XCTAssertEqual(CLI.run(["export"] + base).code, 2)
        let bad = CLI.run(["export", "--format", "xml"] + base)
        XCTAssertEqual(bad.code, 2)
        XCTAssertTrue(bad.stderr.contains("--format takes ics, csv or json, not 'xml'"), bad.stderr)
        XCTAssertEqual(CLI.run(["export", "--format", "ics", "--daily"] + base).code, 2)
    }
    /// An export to `-o FILE` is written as it is made, a day at a time, and is the same text as
    /// on standard output; the file it replaces keeps its permissions.
    func testAnExportToAFileIsWhatStandardOutputShows() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for format in ["json", "csv"] {
            let out = dir + "/journal." + format
            try "old".write(toFile: out, atomically: false, encoding: .utf8)
            chmod(out, 0o600)
            let written = CLI.run(["export", "--format", format, "-o", out] + base)
            XCTAssertEqual(written.code, 0, written.stderr)
            XCTAssertEqual(written.stdout, "")
            let shown = CLI.run(["export", "--format", format] + base)
            XCTAssertGreaterThan(shown.stdout.utf8.count, 1 << 16, "longer than one piece written")
            XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), shown.stdout, format)
            let mode = (try FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as! NSNumber).intValue
            XCTAssertEqual(mode, 0o600, format)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir).sorted(), ["journal.csv", "journal.json"], "no temporary file left")
    }
}
