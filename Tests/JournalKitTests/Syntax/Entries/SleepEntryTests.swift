import XCTest
@testable import JournalKit

final class SleepEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/sleep") }

    func testSpansAcrossMidnightAreOneNight() {
        let loaded = journal("## 2026-11-21\n- sleep 23:30-07:10\n## 2026-11-22\n- sleep 11pm - 6:45am quality 2 woke at 3\n## 2026-11-23\n- sleep 00:30 to 06:00\n")
        XCTAssertEqual(loaded.diagnostics, [])
        let e = loaded.journal.days.flatMap(\.entries)
        guard case .sleep(let a) = e[0].kind, case .sleep(let b) = e[1].kind, case .sleep(let c) = e[2].kind else { return XCTFail() }
        XCTAssertEqual(a.minutes, 460)
        XCTAssertEqual(a.span, -30..<430)
        XCTAssertEqual(b.minutes, 465)
        XCTAssertEqual(b.quality, 2)
        XCTAssertEqual(b.note, "woke at 3")
        XCTAssertEqual(c.minutes, 330)
        XCTAssertEqual(c.span, 30..<360)
    }

    func testDurationsAndQuality() {
        let e = entries("## 2026-11-21\n- slept 7h20\n- sleep 7.5 h quality: 5/5 deep\n- sleep 7 h 15 min\n- 14:00 sleep 40 min\n")
        XCTAssertEqual(e.compactMap { if case .sleep(let s) = $0.kind { return s.minutes }; return nil }, [440, 450, 435, 40])
        guard case .sleep(let q) = e[1].kind else { return XCTFail() }
        XCTAssertEqual(q.quality, 5)
        XCTAssertEqual(q.note, "deep")
        XCTAssertNil(q.span)
    }

    func testProseThatStartsWithTheKeywordIsANote() {
        let e = entries("## 2026-11-21\n- Slept badly, neighbours' party.\n- sleep is overrated\n")
        XCTAssertEqual(e.map(\.kind.name), ["note", "note"])
        XCTAssertEqual(journal("## 2026-11-21\n- Slept badly, neighbours' party.\n", strict: true).diagnostics.map(\.code), [.readAsNote])
    }

    func testImpossibleSleep() {
        let codes = { (line: String) in journal("## 2026-11-21\n" + line + "\n").diagnostics.map(\.code) }
        XCTAssertEqual(codes("- sleep 22:00-16:00"), [.badSleep])       // 18 h
        XCTAssertEqual(codes("- slept 17 h"), [.badSleep])
        XCTAssertEqual(codes("- sleep"), [.badSleep])
        XCTAssertEqual(codes("- sleep quality 4"), [.badSleep])
        XCTAssertEqual(codes("- sleep 7 h quality 6"), [.badSleep])
        XCTAssertEqual(codes("- sleep 25:00-07:00"), [.badTime])
        XCTAssertEqual(codes("- sleep 7 km"), [.unitMismatch])
        XCTAssertEqual(codes("- slept 16 h"), [])
    }

    /// Spans under one heading that overlap: the later one is an error and counts nothing (it
    /// stays in the day's entries); the same night on another day is fine.
    func testOverlappingSleepIsAnError() {
        let text = "## 2026-11-20\n- sleep 23:00-07:00\n## 2026-11-21\n- sleep 23:00-07:00\n- sleep 06:00-08:00\n- 14:00 sleep 14:00-14:30\n"
        let loaded = journal(text)
        XCTAssertEqual(loaded.diagnostics.map(\.code), [.overlappingSleep])
        XCTAssertEqual(loaded.diagnostics.first?.line, 5)
        XCTAssertEqual(loaded.journal.summary.days.map(\.sleepMinutes), [480, 510])
        XCTAssertEqual(loaded.journal.days[1].entries.count, 3)
    }

    /// With `set sleep-day start` a night is written under the day it begins and counts for it:
    /// its span runs from that day's midnight into the next morning; a span within a day that
    /// begins before 12:00 is the small hours after the day, one from 12:00 a nap on the day.
    func testANightOnTheDayItBegins() {
        let loaded = journal("## Settings\n- set sleep-day start\n## 2026-11-19 Thursday\n- sleep 23:30-07:10\n- sleep 14:00-14:30\n"
                             + "## 2026-11-20 Friday\n- sleep 01:00-06:30\n## 2026-11-21 Saturday\n- 09:00 drink water 250 ml\n")
        XCTAssertEqual(loaded.diagnostics, [])
        let spans = loaded.journal.days.flatMap(\.entries).compactMap { e -> Range<Int>? in if case .sleep(let s) = e.kind { s.span } else { nil } }
        XCTAssertEqual(spans, [1410..<1870, 840..<870, 1500..<1830])
        let days = loaded.journal.summary.days
        XCTAssertEqual(days.map(\.sleepMinutes), [490, 330, 0])
        XCTAssertEqual(days.map(\.nightAfterStart), [1410, 1500, nil])
        XCTAssertEqual(days.map(\.nightBeforeStart), [nil, nil, nil])
    }

    /// By default a night is the one before the day of waking; a nap in the afternoon is no night.
    func testTheNightBeforeTheDayOfWaking() {
        let days = journal("## 2026-11-20\n- sleep 23:30-07:10\n- sleep 14:00-14:30\n## 2026-11-21\n- sleep 14:00-14:30\n## 2026-11-22\n- sleep 01:00-06:00\n")
            .journal.summary.days
        XCTAssertEqual(days.map(\.nightBeforeStart), [-30, nil, 60])
        XCTAssertEqual(days.map(\.nightAfterStart), [nil, nil, nil])
    }

    /// `set sleep-day` holds from its `from` on, like any setting.
    func testTheDayOfANightFollowsTheSettingInForce() {
        let days = journal("## Settings\n- set sleep-day start from 2026-11-21\n## 2026-11-20\n- sleep 23:30-07:10\n## 2026-11-21\n- sleep 23:30-07:10\n")
            .journal.summary.days
        XCTAssertEqual(days.map(\.nightBeforeStart), [-30, nil])
        XCTAssertEqual(days.map(\.nightAfterStart), [nil, 1410])
    }

    /// `sleep-day` on the day of waking: a night written after an entry of the morning it covers.
    /// With `set sleep-day start` that night is right where it is; what is wrong there is a night
    /// written before an entry later than its start (written the morning after).
    func testTheSleepDayWarningFollowsTheSetting() {
        let morning = "- 07:45 drink flat white\n- sleep 23:30-08:30\n"
        XCTAssertEqual(journal("## 2026-11-20\n" + morning).diagnostics.map(\.code), [.sleepDay])
        XCTAssertEqual(journal("## Settings\n- set sleep-day start\n## 2026-11-20\n" + morning).diagnostics.map(\.code), [])
        let late = journal("## Settings\n- set sleep-day start\n## 2026-11-20 Friday\n- sleep 23:30-07:10\n- 07:45 drink flat white\n- 23:45 drink tea\n")
        XCTAssertEqual(late.diagnostics.map(\.code), [.sleepDay])
        XCTAssertEqual(late.diagnostics.first?.line, 4)
        XCTAssertEqual(late.diagnostics.first?.hint, "if you slept 23:30–07:10 before this day, write it under the day before, ## 2026-11-19")
        // An entry written before the night, or not later than its start, or a nap: no warning.
        XCTAssertEqual(journal("## Settings\n- set sleep-day start\n## 2026-11-20\n- 23:45 drink tea\n- sleep 23:30-07:10\n").diagnostics, [])
        XCTAssertEqual(journal("## Settings\n- set sleep-day start\n## 2026-11-20\n- sleep 23:30-07:10\n- 23:30 drink tea\n").diagnostics, [])
        XCTAssertEqual(journal("## Settings\n- set sleep-day start\n## 2026-11-20\n- sleep 14:00-14:30\n- 15:00 drink tea\n").diagnostics, [])
        // The nights of another section are not compared.
        XCTAssertEqual(journal("## Settings\n- set sleep-day start\n## 2026-11-20\n- sleep 23:30-07:10\n## 2026-11-21\n- 23:45 drink tea\n").diagnostics, [])
    }
}
