import Foundation
import XCTest
@testable import JournalKit

/// A first journal has no silent day.
///
/// `new-user/draft.md` is three weeks of a night-shift nurse's journal typed as a new
/// user types it: no keywords on most lines, times such as `8.30`, `7pm` and `0830`, a
/// misspelt drink, vague amounts and a heading written as a date in words.
/// `new-user/corrected.md` is the same journal written as Grammar.md says, so that each
/// day counts what its writer meant.
///
/// Day by day, the draft must either count what the corrected journal counts (caffeine, water,
/// energy, exercise, sleep, doses taken, moods and gratitude, within 1 %), or plain `check` must
/// say something about a line of that day. A day whose figures differ with nothing said on any
/// of its lines is silent: the writer would never know the numbers are wrong.
final class NewUserJournalTests: XCTestCase {
    static let draftPath = "new-user/draft.md"
    static let correctedPath = "new-user/corrected.md"

    /// What a day counts, as the reports show it.
    struct Figures {
        static let names = ["caffeine mg", "water ml", "energy kcal", "exercise min", "sleep min",
                            "doses taken", "moods", "gratitude"]
        var values: [Double]

        init(_ day: DaySummary?, in summary: JournalSummary) {
            guard let day else {
                values = Array(repeating: 0, count: Self.names.count)
                return
            }
            values = [
                day.nutrients.caffeine, day.nutrients.water, day.nutrients.energy,
                day.exerciseMinutes, day.sleepMinutes,
                Double(summary.doses(of: day).filter(\.taken).count),
                Double(day.moodCount), Double(day.gratitude),
            ]
        }

        /// The figures that differ from `other`'s by more than 1 % (of the larger), each as
        /// `name draft → corrected`.
        func differences(from other: Figures) -> [String] {
            zip(Self.names.indices, zip(values, other.values)).compactMap { i, pair in
                let (mine, theirs) = pair
                let scale = max(abs(mine), abs(theirs))
                guard abs(mine - theirs) > max(scale * 0.01, 1e-9) else { return nil }
                return "\(Self.names[i]) \(format(mine)) → \(format(theirs))"
            }
        }

        private func format(_ x: Double) -> String {
            x == x.rounded() ? String(Int(x)) : String(format: "%.1f", x)
        }
    }

    /// A day heading of the draft and the lines its section holds (the heading's line to the
    /// line before the next heading), whatever the heading says: a heading the journal cannot
    /// read as a date still opens the writer's day.
    struct Section {
        var heading: String
        var lines: ClosedRange<Int>
    }

    /// The draft's sections under level-2 headings other than `## Settings`, in file order.
    static func daySections(of text: String) -> [Section] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var starts: [(Int, String)] = []
        for (i, line) in lines.enumerated() where line.hasPrefix("## ") {
            starts.append((i + 1, String(line.dropFirst(3))))
        }
        var sections: [Section] = []
        for (k, start) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1].0 - 1 : lines.count
            if start.1.lowercased() != "settings" { sections.append(Section(heading: start.1, lines: start.0...end)) }
        }
        return sections
    }

    func testFirstJournalHasNoSilentDay() throws {
        let draft = Fixture.load(Self.draftPath)
        let corrected = Fixture.load(Self.correctedPath)
        XCTAssertEqual(corrected.diagnostics.map { "\($0.line): \($0.code.rawValue) \($0.message)" }, [],
                       "the corrected journal is written as the grammar says")

        let days = corrected.journal.days.map(\.date)
        XCTAssertEqual(days.count, 21)
        let sections = Self.daySections(of: Fixture.text(Self.draftPath))
        XCTAssertEqual(sections.count, days.count, "the draft has a section for each day of the corrected journal")
        guard sections.count == days.count else { return }

        var silent: [String] = []
        var report: [String] = []
        for (date, section) in zip(days, sections) {
            let expected = Figures(corrected.journal.summary.day(on: date), in: corrected.journal.summary)
            let got = Figures(draft.journal.summary.day(on: date), in: draft.journal.summary)
            let differences = got.differences(from: expected)
            let said = draft.diagnostics.filter { section.lines.contains($0.line) }
            let codes = said.map { "\($0.line):\($0.code.rawValue)" }.joined(separator: " ")
            if differences.isEmpty {
                report.append("\(date) matched" + (said.isEmpty ? "" : " (flagged: \(codes))"))
            } else if !said.isEmpty {
                report.append("\(date) flagged \(codes); differs: \(differences.joined(separator: ", "))")
            } else {
                // The draft's notes that the corrected journal counts are the first suspects.
                let kept = Set(corrected.journal.day(on: date)?.entries.compactMap { $0.note?.text } ?? [])
                let suspects = (draft.journal.day(on: date)?.entries ?? []).compactMap { entry -> String? in
                    guard let note = entry.note, note.bullet, !kept.contains(note.text) else { return nil }
                    return "line \(entry.range.line) \"\(note.text)\""
                }
                let notes = suspects.isEmpty ? "" : "; notes counted in the corrected journal: " + suspects.joined(separator: ", ")
                report.append("\(date) SILENT; differs: \(differences.joined(separator: ", "))" + notes)
                silent.append("\(date): \(differences.joined(separator: ", "))" + notes)
            }
        }
        print("New user's journal, day by day (draft → corrected):\n" + report.joined(separator: "\n"))
        XCTAssertEqual(silent, [], "days whose figures differ from the corrected journal's while check says nothing on them")
    }

    /// The draft keeps measuring what it claims: at least a third of its entry lines have no
    /// keyword. An entry line is a list item of a day that is neither a to-do nor a line the
    /// corrected journal keeps as a note.
    func testDraftIsMostlyWrittenWithoutKeywords() throws {
        let corrected = Fixture.load(Self.correctedPath)
        let text = Fixture.text(Self.draftPath)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let medications = Set(corrected.journal.definitions.medications.map { $0.value.name.lowercased() })
        let keywords: Set<String> = ["drink", "breakfast", "brunch", "lunch", "dinner", "supper", "snack",
                                     "elevenses", "meal", "mood", "grateful", "gratitude", "thankful", "took",
                                     "skipped", "workout", "exercise", "weight", "event", "appointment", "appt",
                                     "sleep", "slept", "symptom"]
        let time = try NSRegularExpression(pattern: #"^(\d{1,2}[:.]\d{2}|\d{4}|\d{1,2}(:\d{2})?\s?(am|pm))\s+"#,
                                           options: .caseInsensitive)
        let sections = Self.daySections(of: text)
        XCTAssertEqual(sections.count, corrected.journal.days.count)
        var withKeyword = 0, without = 0
        for (section, day) in zip(sections, corrected.journal.days) {
            let notes = Set(day.entries.compactMap { $0.note?.text.trimmingCharacters(in: .whitespaces) })
            for number in section.lines.dropFirst() where number <= lines.count {
                let line = lines[number - 1]
                guard line.hasPrefix("- ") else { continue }
                var body = String(line.dropFirst(2))
                if notes.contains(body) { continue }
                if body.hasPrefix("["), body.count >= 3 {
                    let mark = body[body.index(after: body.startIndex)]
                    let rest = body.dropFirst(3).trimmingCharacters(in: .whitespaces).lowercased()
                    // A checkbox is a to-do unless it marks a dose.
                    if mark == "x", medications.contains(rest) { without += 1 }
                    continue
                }
                let range = NSRange(body.startIndex..., in: body)
                if let match = time.firstMatch(in: body, range: range), let r = Range(match.range, in: body) {
                    body = String(body[r.upperBound...])
                }
                let first = body.split(separator: " ").first.map { $0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ":")) } ?? ""
                if keywords.contains(first) { withKeyword += 1 } else { without += 1 }
            }
        }
        print("New user's draft: \(without) of \(without + withKeyword) entry lines without a keyword")
        XCTAssertGreaterThanOrEqual(without * 3, without + withKeyword,
                                    "at least a third of the draft's entry lines are written without a keyword")
    }
}
