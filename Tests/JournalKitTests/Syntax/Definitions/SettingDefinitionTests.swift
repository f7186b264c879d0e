import XCTest
@testable import JournalKit

final class SettingDefinitionTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("definitions/set") }

    func testDefaultsAndOverrides() {
        let d = journal("## Settings\n- set bedtime 22:30\n- set half-life 6 h\n").journal.definitions
        let s = d.settings(on: CalendarDate(year: 2026, month: 11, day: 21)!)
        XCTAssertEqual(s.bedtime, TimeOfDay(hour: 22, minute: 30))
        XCTAssertEqual(s.halfLifeHours, 6)
        XCTAssertEqual(s.weekStart, .monday)
        XCTAssertEqual(s.graceMinutes, 60)
        XCTAssertEqual(s.sleepDay, .wake)
    }

    func testSleepDay() {
        let loaded = journal("## Settings\n- set sleep-day start\n- set sleepday wake from 2026-12-01\n")
        XCTAssertEqual(loaded.diagnostics, [])
        XCTAssertEqual(loaded.journal.definitions.settings(on: CalendarDate(iso: "2026-11-21")!).sleepDay, .start)
        XCTAssertEqual(loaded.journal.definitions.settings(on: CalendarDate(iso: "2026-12-01")!).sleepDay, .wake)
        let d = journal("## Settings\n- set sleep-day strat\n- set sleep-day bedtime\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.badSetting, .badSetting])
        XCTAssertEqual(d.first?.hint?.hasPrefix("did you mean 'start'? write - set sleep-day wake"), true)
        XCTAssertEqual(d.last?.hint?.hasPrefix("write - set sleep-day wake"), true)
        XCTAssertEqual(journal("## Settings\n- set sleep-dya start\n").diagnostics.first?.hint?.hasPrefix("did you mean 'sleep-day'?"), true)
    }

    func testProblems() {
        let d = journal("## Settings\n- set bedtme 23:00\n- set bedtime late\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.unknownSetting, .badSetting])
        XCTAssertEqual(d.first?.hint?.hasPrefix("did you mean 'bedtime'?"), true)
    }

    func testProseStartingWithAKeywordIsNotADefinition() {
        XCTAssertEqual(journal("## About\nSet up in 2024 on a rainy day.\n").diagnostics.count, 0)
        XCTAssertEqual(journal("## About\nSet up in 2024 on a rainy day.\n", strict: true).diagnostics.map(\.severity), [.warning])
    }
}
