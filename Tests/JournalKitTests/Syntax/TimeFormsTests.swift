import XCTest
@testable import JournalKit

/// Times written `8.30`, `8.30pm`, `0830` (Grammar §4.2, §7.5), and where they are read.
final class TimeFormsTests: XCTestCase {
    let meds = "## Settings\n- med sertraline 50 mg at 08:00, 20:00\n"

    /// `text` read by the time reader, `loose` or not: `HH:MM`, `impossible` or nil.
    func read(_ text: String, loose: Bool) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buf -> String? in
            switch buf.time(Token(start: 0, end: bytes.count), loose: loose) {
            case .time(let t)?: t.description
            case .impossible?: "impossible"
            case nil: nil
            }
        }
    }

    func testTheForms() {
        for (text, time) in [("8.30", "08:30"), ("08.30", "08:30"), ("20.05", "20:05"), ("0.00", "00:00"), ("0830", "08:30"),
                             ("2359", "23:59"), ("0000", "00:00")] {
            XCTAssertEqual(read(text, loose: true), time, text)
            XCTAssertNil(read(text, loose: false), text)
        }
        for (text, time) in [("8.30pm", "20:30"), ("8.30am", "08:30"), ("12.15am", "00:15"), ("7:45", "07:45"), ("7pm", "19:00")] {
            XCTAssertEqual(read(text, loose: true), time, text)
            XCTAssertEqual(read(text, loose: false), time, text)
        }
        // Numbers, not times.
        for text in ["2.5", "8.3", "8.300", "24.00", "8.60", "2460", "0860", "830", "08300", "1.5e", "0830pm", ".30"] {
            XCTAssertNil(read(text, loose: true), text)
        }
        XCTAssertEqual(read("13.30pm", loose: true), "impossible")
        XCTAssertEqual(read("25:00", loose: true), "impossible")
    }

    func testTheTimeOfAListItem() {
        for line in ["- 8.30 took sertraline", "- 08.30 took sertraline", "- 0830 took sertraline", "- 8.30am took sertraline",
                     "- 8.30 am took sertraline", "- 08:30 took sertraline"] {
            let e = entries(meds + "## 2026-11-21\n" + line + "\n")
            XCTAssertEqual(e.first?.time, TimeOfDay(hour: 8, minute: 30), line)
            guard case .dose? = e.first?.kind else { return XCTFail(line) }
        }
        let drink = entries("## 2026-11-21\n- 0830 drink espresso\n- 8.15 pm mood 4\n")
        XCTAssertEqual(drink.map(\.time), [TimeOfDay(hour: 8, minute: 30), TimeOfDay(hour: 20, minute: 15)])
        guard case .drink = drink[0].kind, case .mood = drink[1].kind else { return XCTFail() }
    }

    func testANumberThatStartsAListItemStaysANumber() {
        // Only an entry's keyword after them makes `8.30` and `0830` a time.
        // A unit after it makes it an amount: `2.50 l water` is a drink without a keyword (§5.12).
        let litres = entries("## 2026-11-21\n- 2.50 l water\n")
        XCTAssertNil(litres.first?.time)
        XCTAssertEqual(litres.first?.drink?.amount, Quantity(2.5, .l))
        let sleep = entries("## 2026-11-21\n- 1.30 hours of sleep\n")
        XCTAssertNil(sleep.first?.time)
        guard case .sleep(let slept)? = sleep.first?.kind else { return XCTFail("\(sleep)") }
        XCTAssertEqual(slept.minutes, 78, accuracy: 0.001)
        for line in [ "- 12.50 spent on lunch", "- 1000 steps", "- 2460 took sertraline",
                     "- 8.3 took sertraline"] {
            let e = entries(meds + "## 2026-11-21\n" + line + "\n")
            XCTAssertNil(e.first?.time, line)
            guard case .note(let n)? = e.first?.kind else { return XCTFail(line) }
            XCTAssertEqual(n.text, String(line.dropFirst(2)), line)
        }
        let water = entries("## 2026-11-21\n- drink water 2.50 l\n")
        XCTAssertNil(water.first?.time)
    }

    func testMedicationTimesSleepSpansAndBedtime() {
        let j = journal("## Settings\n- med x 50 mg at 8.30, 20.30\n- med y 5 mg at 0700 and 9.15pm\n- set bedtime 23.30\n"
                        + "## 2026-11-21\n- sleep 23.30-07.10\n- sleep 1300-1320\n").journal
        XCTAssertEqual(j.definitions.medications.map { $0.value.times.map(\.description) }, [["08:30", "20:30"], ["07:00", "21:15"]])
        XCTAssertEqual(j.definitions.settings(on: CalendarDate(iso: "2026-11-21")!).bedtime, TimeOfDay(hour: 23, minute: 30))
        let sleeps = j.days.first?.entries.compactMap { e -> String? in
            if case .sleep(let s) = e.kind { return "\(s.start!)-\(s.end!) \(Int(s.minutes))" }
            return nil
        }
        XCTAssertEqual(sleeps, ["23:30-07:10 460", "13:00-13:20 20"])
        XCTAssertEqual(journal("## Settings\n- med x 50 mg at 8.3\n").diagnostics.map(\.code), [.badTime])
    }

    func testTheDoseATakeNames() {
        let loaded = journal(meds + "## 2026-11-21\n- took sertraline for 20.00 with food\n- took sertraline (evening)\n"
                             + "- took sertraline for the morning dose\n- skipped sertraline 8.00pm\n- took sertraline 2.50\n")
        XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let e = loaded.journal.days[0].entries
        let doses = e.compactMap { e -> DoseEntry? in if case .dose(let d) = e.kind { d } else { nil } }
        XCTAssertEqual(doses.map(\.medication), Array(repeating: "sertraline", count: 5))
        XCTAssertEqual(doses.map(\.scheduledTime), [TimeOfDay(hour: 20, minute: 0), TimeOfDay(hour: 19, minute: 0),
                                                    TimeOfDay(hour: 8, minute: 0), TimeOfDay(hour: 20, minute: 0), nil])
        XCTAssertEqual(doses.map(\.note), ["with food", "", "", "", ""])
        // `for` before words that are no part of the day is a note, as before.
        let prose = entries(meds + "## 2026-11-21\n- took sertraline for a headache\n")
        guard case .dose(let d)? = prose.first?.kind else { return XCTFail() }
        XCTAssertEqual(d.scheduledTime, nil)
        XCTAssertEqual(d.note, "for a headache")
    }

    func testNowTakesTheForms() {
        let system = JournalClock(date: CalendarDate(iso: "2026-11-21")!, minute: 0)
        for now in ["8.30", "0830", "8.30 am", "2026-11-21 08.30"] {
            guard case .success(let c) = PeriodWords.clock(now: now, today: nil, system: system) else { return XCTFail(now) }
            XCTAssertEqual(c.minute, 8 * 60 + 30, now)
        }
    }
}
