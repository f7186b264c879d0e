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
}
