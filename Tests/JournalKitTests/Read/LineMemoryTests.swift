import XCTest
@testable import JournalKit

/// The memory of lines (``LineMemory``): a line read twice without a problem is remembered by
/// its text, apart for lines with a time and without (the time may decide what a line is); an
/// item by its stem; and a line whose meaning depends on the lines around it never is. Each
/// journal is read through the memory as `journal report` reads it, and the days it sums up
/// are those that reading every line gives.
final class LineMemoryTests: XCTestCase {
    /// What reading `text` through a memory left: the memory, the days summed up, the problems.
    private struct Read {
        var memory: LineMemory
        var summary: JournalSummary
        var problems: [Diagnostic]
    }

    private func read(_ text: String) throws -> Read {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { buf in
            let options = ParseOptions()
            let parsed = JournalParser.parse(buf, path: "journal.md", fileID: 0, fileNameDate: nil, options: options, mode: .definitions)
            var definitions = Definitions()
            for d in parsed.definitions { definitions.add(d) }
            let checker = EntryChecker(resolver: EntryResolver(definitions: definitions, foods: FoodCatalog.builtIn, options: options),
                                       definitions: definitions, collector: SummaryCollector())
            let memory = try XCTUnwrap(LineMemory(checker))
            let days = JournalParser.parse(buf, path: "journal.md", fileID: 0, fileNameDate: nil, options: options, mode: .remembering(memory))
            checker.endSection()
            let summary = checker.collector!.take(bytes: buf.count).sortedByDate()
            return Read(memory: memory, summary: summary, problems: days.diagnostics + checker.problems.map { $0.diagnostic })
        }
    }

    /// Whether the memory remembers `line` as a line of `kind`.
    private func remembers(_ memory: LineMemory, _ line: String, as kind: CleanLines.Kind) -> Bool {
        Array(line.utf8).withUnsafeBufferPointer { buf in
            memory.texts.remembered(kind, buf, 0, buf.count, hash: ByteMap.hash(buf, 0, buf.count)) != nil
        }
    }

    /// The days a memory summed up are those that loading the journal, which reads every line,
    /// sums up.
    private func assertSameAsLoaded(_ read: Read, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let loaded = Journal.load(text: text).journal.summary
        if let difference = read.summary.difference(from: loaded) {
            XCTFail("the memory's days differ from the loaded ones: \(difference)", file: file, line: line)
        }
    }

    func testALineReadTwiceIsRememberedWithoutItsTimeAndReplayedWhereItComes() throws {
        let text = journal(settings: "", days: 6) { i in "- 0\(i):30 drink espresso x2\n- mood 4\n" }
        let read = try read(text)
        XCTAssertTrue(read.problems.isEmpty, "\(read.problems)")
        XCTAssertTrue(remembers(read.memory, "drink espresso x2", as: .timedBody))
        XCTAssertFalse(remembers(read.memory, "drink espresso x2", as: .body))
        XCTAssertTrue(remembers(read.memory, "mood 4", as: .body))
        XCTAssertEqual(Set(read.summary.days.map(\.moodSum)), [4])
        // Replayed lines keep their own time.
        XCTAssertEqual(read.summary.days.map { read.summary.caffeine(of: $0).map(\.time) },
                       (0..<6).map { [TimeOfDay(hour: $0, minute: 30)] })
        assertSameAsLoaded(read, text)
    }

    /// By the prose rule, `- drink the usual` is a note and `- 08:00 drink the usual` a drink:
    /// the two are remembered apart, and each is replayed as what it is.
    func testALineWhoseTimeDecidesWhatItIsIsRememberedApartWithAndWithoutATime() throws {
        let text = journal(settings: "- drink \"the usual\" per cup (250 ml): 80 mg caffeine\n", days: 8) { i in
            i % 2 == 0 ? "- 08:00 drink the usual\n- drink the usual\n" : "- drink the usual\n- 09:15 drink the usual\n"
        }
        let read = try read(text)
        XCTAssertTrue(read.problems.isEmpty, "\(read.problems)")
        // The drink with a time, and apart from it the note without one.
        XCTAssertTrue(remembers(read.memory, "drink the usual", as: .timedBody))
        XCTAssertTrue(remembers(read.memory, "drink the usual", as: .body))
        XCTAssertEqual(Set(read.summary.days.map(\.nutrients.caffeine)), [80])
        assertSameAsLoaded(read, text)
    }

    /// `espresso x2` is the stem of `espresso x2 with Sam`: once read twice, any plain words
    /// after it come back as the same item. `cola 3 cans` has no stem `cola 3` (a word after
    /// a bare number is its unit), and `2 eggs with toast` none at all (after a lead amount,
    /// every word is the name's).
    func testAnItemIsRememberedByItsStemOnlyWhenItsStemReadAloneIsTheSameItem() throws {
        let words = ["with Sam", "on the train", "at Grandma's", "with Mum at noon"]
        let text = journal(settings: "", days: 8) { i in
            "- drink espresso x2 \(words[i % words.count])\n- drink cola 3 cans \(words[i % words.count])\n"
                + "- breakfast: 2 eggs with toast, banana\n"
        }
        let read = try read(text)
        func recalls(_ item: String, stemEnd: Int, isDrink: Bool) -> Bool {
            Array(item.utf8).withUnsafeBufferPointer { buf in
                var items: [ItemEntry] = []
                return read.memory.texts.recall(buf, 0, stemEnd, stem: true, isDrink: isDrink, file: 0, line: 1, lineStart: 0, into: &items)
            }
        }
        XCTAssertTrue(recalls("espresso x2 at the bar", stemEnd: 11, isDrink: true))
        XCTAssertFalse(recalls("cola 3 ml", stemEnd: 6, isDrink: true))
        XCTAssertTrue(recalls("cola 3 cans at home", stemEnd: 11, isDrink: true))
        XCTAssertFalse(recalls("2 eggs with toast", stemEnd: 6, isDrink: false))
        assertSameAsLoaded(read, text)
    }

    /// A span of sleep may overlap another of its day, a dose may be one too many, a meal
    /// without items gets them from the lines under it (or is warned about), a migrated to-do
    /// must be written again later: such lines are read wherever they come, however often, and
    /// count as read.
    func testALineWhoseMeaningDependsOnItsNeighboursIsNeverReplayed() throws {
        let text = journal(settings: "- med metformin 500 mg at 08:00\n", days: 8) { i in
            "- sleep 23:00-07:00\n- 08:00 took metformin\n- lunch\n  - banana\n- [>] call the bank\n- [ ] call the bank\n"
                + (i == 5 ? "- sleep 06:00-08:00\n" : "") + "- drink water 250 ml\n"
        }
        let read = try read(text)
        for line in ["sleep 23:00-07:00", "took metformin", "lunch"] {
            XCTAssertFalse(remembers(read.memory, line, as: .body), line)
            XCTAssertFalse(remembers(read.memory, line, as: .timedBody), line)
        }
        XCTAssertFalse(remembers(read.memory, "[>] call the bank", as: .checkbox))
        XCTAssertTrue(remembers(read.memory, "[ ] call the bank", as: .checkbox))
        XCTAssertTrue(remembers(read.memory, "banana", as: .mealItems))
        XCTAssertTrue(remembers(read.memory, "drink water 250 ml", as: .body))
        // The overlap on day 6 is found though its first span was read five times before.
        XCTAssertEqual(read.problems.map(\.code), [.overlappingSleep])
        assertSameAsLoaded(read, text)
    }

    /// `[x] sertraline` is a to-do as the parser reads it, but a dose once the checker knows
    /// the medication: it depends on the day's other doses, as a dose does, so it is never
    /// replayed, and a second one on a day is one too many wherever it stands.
    func testACheckboxThatBecomesADoseIsNeverReplayed() throws {
        let text = journal(settings: "- med sertraline 50 mg at 08:00\n", days: 8) { i in
            "- [x] sertraline\n" + (i == 5 ? "- [x] sertraline\n" : "") + "- [ ] call the bank\n"
        }
        let read = try read(text)
        XCTAssertFalse(remembers(read.memory, "[x] sertraline", as: .checkbox))
        XCTAssertTrue(remembers(read.memory, "[ ] call the bank", as: .checkbox))
        XCTAssertEqual(read.problems.map(\.code), [.extraDose])
        XCTAssertEqual(read.summary.days.map { read.summary.doses(of: $0).count }, [1, 1, 1, 1, 1, 2, 1, 1])
        assertSameAsLoaded(read, text)
    }

    /// A night written at the end of the day it began covers that day's morning (`sleep-day`),
    /// found as well when the morning's lines were replayed, not read.
    func testANightOnTheWrongDayIsFoundAfterReplayedLines() throws {
        let text = journal(settings: "", days: 6) { i in
            "- 07:45 drink flat white\n- 12:30 drink water 500 ml\n" + (i == 4 ? "- sleep 23:30-08:30\n" : "- sleep 23:00-07:00\n")
        }
        let read = try read(text)
        XCTAssertTrue(remembers(read.memory, "drink flat white", as: .timedBody))
        XCTAssertEqual(read.problems.map(\.code), [.sleepDay])
        assertSameAsLoaded(read, text)
    }

    /// The one table of what an entry's meaning depends on.
    func testEachKindSaysWhatItsMeaningDependsOn() {
        let range = SourceRange(file: 0, line: 1, column: 1, endColumn: 2)
        let banana = ItemEntry(name: "banana", nameRange: range)
        XCTAssertEqual(LineMemory.dependence(of: .drink(banana)), .nothing)
        XCTAssertEqual(LineMemory.dependence(of: .meal(MealEntry(meal: .lunch, items: [banana]))), .nothing)
        XCTAssertEqual(LineMemory.dependence(of: .meal(MealEntry(meal: .lunch, items: []))), .followingLines)
        XCTAssertEqual(LineMemory.dependence(of: .sleep(SleepEntry(minutes: 420))), .nothing)
        XCTAssertEqual(LineMemory.dependence(of: .sleep(SleepEntry(start: TimeOfDay(hour: 23, minute: 0), end: TimeOfDay(hour: 7, minute: 0),
                                                                   minutes: 480))), .section)
        XCTAssertEqual(LineMemory.dependence(of: .dose(DoseEntry(taken: true, medication: "metformin", medicationRange: range))), .section)
        XCTAssertEqual(LineMemory.dependence(of: .task(TaskEntry(state: .open, text: "call"))), .nothing)
        XCTAssertEqual(LineMemory.dependence(of: .task(TaskEntry(state: .migrated, text: "call"))), .otherDays)
    }
}
