import XCTest
@testable import JournalKit

/// `set reminder log 12:00, 20:00`: a daily event with an alarm at each time in the exported
/// calendar (Grammar.md §6.7).
final class LogReminderExportTests: XCTestCase {
    typealias F = MetricsFixture

    private func export(_ settings: String) -> CalendarExport {
        CalendarExport(journal: F.load("## Settings\n" + settings + "\n## 2026-11-20 Friday\n- drink tea\n"), period: nil, clock: F.endOf("2026-11-21"))
    }

    func testEachTimeIsADailyEventWithAnAlarm() {
        let c = export("- set reminder log 20:00, 12:00, 12:00")
        // Sorted, and a time written twice is one reminder.
        XCTAssertEqual(c.logReminders.map(\.time), [TimeOfDay(hour: 12, minute: 0), TimeOfDay(hour: 20, minute: 0)])
        // From the journal's first day, open-ended.
        XCTAssertEqual(c.logReminders.map(\.start.description), ["2026-11-20", "2026-11-20"])
        XCTAssertEqual(c.logReminders.map(\.until), [nil, nil])
        let ics = ICSRenderer.calendar(c).replacingOccurrences(of: "\r\n", with: "\n")
        let noon = """
            DTSTART:20261120T120000
            DURATION:PT5M
            RRULE:FREQ=DAILY
            SUMMARY:Log your drinks
            CATEGORIES:journal
            BEGIN:VALARM
            ACTION:DISPLAY
            DESCRIPTION:Log your drinks
            TRIGGER:PT0M
            END:VALARM
            END:VEVENT
            """
        XCTAssertTrue(ics.contains(noon), ics)
        XCTAssertTrue(ics.contains("DTSTART:20261120T200000\n"))
        XCTAssertEqual(ics.components(separatedBy: "SUMMARY:Log your drinks").count - 1, 2)
    }

    func testTheSettingsSpellingsAndItsDays() {
        XCTAssertEqual(export("- set reminder-log 9pm").logReminders.map(\.time), [TimeOfDay(hour: 21, minute: 0)])
        XCTAssertEqual(export("- set reminder log 12.30 1900").logReminders.map(\.time), [TimeOfDay(hour: 12, minute: 30), TimeOfDay(hour: 19, minute: 0)])
        XCTAssertEqual(export("- set reminder log off").logReminders.count, 0)
        XCTAssertEqual(export("").logReminders.count, 0)
        // `set reminder 30 min` is the appointments' alarm, and stays so beside it.
        let both = export("- set reminder 30 min\n- set reminder log 12:00")
        XCTAssertEqual(both.reminderMinutes, 30)
        XCTAssertEqual(both.logReminders.count, 1)
        // Until its `until`, from its `from`.
        let limited = export("- set reminder log 12:00 from 2026-11-21 until 2026-11-30")
        XCTAssertEqual(limited.logReminders.first?.start.description, "2026-11-21")
        XCTAssertEqual(limited.logReminders.first?.until?.description, "2026-11-30")
        XCTAssertTrue(ICSRenderer.calendar(limited).contains("RRULE:FREQ=DAILY;UNTIL=20261130T120000\r\n"))
    }

    func testAMalformedTimeIsABadSettingAtIt() {
        let d = journal("## Settings\n- set reminder log 12:00, 25:00\n- set reminder log 12:00, soon\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.badSetting, .badSetting])
        XCTAssertEqual(d.map(\.message), ["'25:00' is not a time of day", "'soon' is not a time of day"])
        XCTAssertEqual(d.map(\.column), [27, 27])
        XCTAssertEqual(d.first?.hint, "write the times of day to be reminded, e.g. - set reminder log 12:00, 20:00 (or off)")
    }
}
