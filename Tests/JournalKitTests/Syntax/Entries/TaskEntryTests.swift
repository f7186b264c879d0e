import XCTest
@testable import JournalKit

final class TaskEntryTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("entries/task") }

    func testStatesDueDatesAndPriorities() {
        let e = entries("## 2026-11-21\n- [ ] call the bank due 2026-11-25 !!\n- [>] renew passport\n- [<] book flights\n- [-] dentist\n- [x] post\n## 2026-11-22\n- [ ] renew passport\n")
        XCTAssertEqual(e.compactMap(\.task).map(\.state), [.open, .migrated, .scheduled, .cancelled, .done])
        XCTAssertEqual(e[0].task?.text, "call the bank")
        XCTAssertEqual(e[0].task?.due, CalendarDate(year: 2026, month: 11, day: 25))
        XCTAssertEqual(e[0].task?.priority, 2)
    }

    func testTasksInNamedSectionsFormLists() {
        let j = journal("## Someday\n- [ ] learn sourdough\n## 2026-11-21\n- [ ] today\n").journal
        XCTAssertEqual(j.taskLists.map(\.name), ["Someday"])
        XCTAssertEqual(j.taskLists[0].tasks.first?.task?.text, "learn sourdough")
    }

    func testBadDueDate() {
        XCTAssertEqual(journal("## 2026-11-21\n- [ ] pay rent due 2026-11-31\n").diagnostics.map(\.code), [.badDate])
    }
}
