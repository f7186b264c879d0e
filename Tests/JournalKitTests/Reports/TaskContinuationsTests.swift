import XCTest
@testable import JournalKit

/// Which later to-do continues a to-do (``TaskContinuations``), against a plain reading of the
/// rule: every later to-do looked at in turn.
final class TaskContinuationsTests: XCTestCase {
    typealias F = MetricsFixture

    /// The rule read plainly: the first to-do, in order, on a day after to-do `k`'s, whose words
    /// continue its words.
    func firstContinuing(_ k: Int, words: [String], days: [CalendarDate]) -> Int? {
        guard !words[k].isEmpty else { return nil }
        return words.indices.first { days[$0] > days[k] && TaskMigrations.continues(words[$0], words[k]) }
    }

    func testTheFirstLaterToDoWithTheSameWordsOrMore() {
        let todos: [(String, String)] = [
            ("2026-11-20", "renew passport"), ("2026-11-20", "call sam"), ("2026-11-20", "renew passport at the post office"),
            ("2026-11-22", "call samantha"), ("2026-11-23", "renew passport at the post office"), ("2026-11-24", "renew passport"),
            ("2026-11-24", "call sam about sunday"), ("2026-11-25", ""),
        ]
        let words = todos.map { TaskMigrations.normalised($0.1) }, days = todos.map { F.date($0.0) }
        let c = TaskContinuations(words: words, days: days)
        // Not the one on the same day: the first on a later day, with more words.
        XCTAssertEqual(c.firstContinuing(0), 4)
        // "call samantha" does not continue "call sam": a word must end where it ends.
        XCTAssertEqual(c.firstContinuing(1), 6)
        XCTAssertEqual(c.firstContinuing(2), 4)
        XCTAssertEqual(c.firstContinuing(3), nil)
        XCTAssertEqual(c.firstContinuing(4), nil)  // "renew passport" alone does not continue it
        XCTAssertEqual(c.firstContinuing(7), nil)  // no words
        XCTAssertEqual(c.day(of: 4), F.date("2026-11-23"))
        for k in todos.indices { XCTAssertEqual(c.firstContinuing(k), firstContinuing(k, words: words, days: days), "to-do \(k)") }
    }

    func testManyToDosOfFewWordsAgreeWithThePlainRule() {
        // Texts made of a few words, so that many begin with others, on days that repeat.
        let vocabulary = ["call", "the", "bank", "bank's", "renew", "passport", "Sam", "sam", "samantha", "2", "café", "cafe"]
        var rng = SeededGenerator(seed: 7)
        var words: [String] = [], days: [CalendarDate] = []
        var day = F.date("2026-01-01")
        for _ in 0..<600 {
            if rng.next() % 4 == 0 { day = CalendarDate(dayNumber: day.dayNumber + Int32(rng.next() % 3)) }
            let count = Int(rng.next() % 4)
            let text = (0..<count).map { _ in vocabulary[Int(rng.next() % UInt64(vocabulary.count))] }.joined(separator: " ")
            words.append(TaskMigrations.normalised(text))
            days.append(day)
        }
        let c = TaskContinuations(words: words, days: days)
        var continued = 0
        for k in words.indices {
            let expected = firstContinuing(k, words: words, days: days)
            XCTAssertEqual(c.firstContinuing(k), expected, "\(words[k]) on \(days[k])")
            if expected != nil { continued += 1 }
        }
        XCTAssertGreaterThan(continued, 100)
        XCTAssertLessThan(continued, 590)
    }

    func testTodayCarriesWhatTodoListsAsOpen() throws {
        // The bundled journal: what `journal today` carries to a day is what `journal todo`
        // lists as open on the days before (a [<] one once its due date has come).
        let loaded = Journal.load(paths: [Fixture.repository + "/examples/journal.md"])
        for date in ["2026-11-10", "2026-11-19", "2026-11-22", "2026-12-01"].map(F.date) {
            let opening = DayOpening(journal: loaded.journal, date: date)
            let report = TodoReport(journal: loaded.journal, today: date, all: false)
            let open = report.lists.filter { $0.date.map { $0 < date } ?? false }.flatMap { list in
                list.items.filter { $0.state == .open || ($0.due.map { $0 <= date } ?? false) }.map { "\(list.date!) \($0.text)" }
            }
            XCTAssertEqual(opening.todos.filter { !$0.isWritten }.map { "\($0.from) \($0.text)" }, open, "\(date)")
        }
    }
}

/// Random numbers from a seed, the same every run (SplitMix64).
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
