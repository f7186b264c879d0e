import XCTest
@testable import JournalKit

/// The natural corpus (Fixtures/corpus/natural.txt): entries written as people talk and type,
/// with no keyword (`- 19:00 flat white`, `- gym 45 min`, `- took my sertraline`), each with what
/// it must become; prose that must stay a note with no diagnostic; and lines that read only in
/// part or as two kinds, which must stay notes and be flagged `looks-like-entry`.
///
/// Each line is read on its own, as the only line of one day. Every line lands in one of four
/// outcomes: counted right (the expected kind, its number in range, no diagnostic), warned (a
/// diagnostic), counted wrong without a warning (another kind, or a number out of range, and no
/// diagnostic), or silent (nothing counted and no diagnostic). The rates are printed with the
/// misses; docs/DATA.md states them.
final class NaturalCorpusTests: XCTestCase {
    enum Expectation: Equatable {
        case drink(Nutrient, ClosedRange<Double>)
        case meal(ClosedRange<Double>)
        case workout(ClosedRange<Double>)
        case sleep(ClosedRange<Double>)
        case dose(String)
        /// Prose: a note, with no diagnostic.
        case note
        /// Reads in part or as two kinds: a note with a `looks-like-entry` diagnostic.
        case warn

        var kind: String {
            switch self {
            case .drink(let n, _): "drink \(n.name)"
            case .meal: "meal"
            case .workout: "workout"
            case .sleep: "sleep"
            case .dose: "dose"
            case .note: "note"
            case .warn: "warn"
            }
        }
    }

    struct Line {
        var text: String
        var expectation: Expectation
        var lineNumber: Int
    }

    enum Outcome: String, CaseIterable {
        case right = "counted right"
        case warned = "warned"
        case wrong = "counted wrong without a warning"
        case silent = "silent"
    }

    /// The journal every line is read in: two medications and the region whose pints and
    /// biscuits the figures are of, then the day the line stands in.
    static let preamble = """
        ## Settings
        - set region uk
        - med sertraline 50 mg at 08:00
        - med metformin 500 mg at 08:00, 20:00

        ## 2026-11-21 Saturday

        """

    /// The corpus lines, and the lines that are not in the format (`file:line: text`).
    static func corpus() -> (lines: [Line], malformed: [String]) {
        var lines: [Line] = []
        var malformed: [String] = []
        for (i, raw) in Fixture.text("corpus/natural.txt").split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = raw.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            let fields = text.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if let expectation = expectation(fields), fields[0].hasPrefix("- ") {
                lines.append(Line(text: fields[0], expectation: expectation, lineNumber: i + 1))
            } else {
                malformed.append("natural.txt:\(i + 1): \(text)")
            }
        }
        return (lines, malformed)
    }

    /// `LINE | EXPECTATION`, as the file's header describes it; nil when malformed.
    static func expectation(_ f: [String]) -> Expectation? {
        func range(_ s: String) -> ClosedRange<Double>? {
            let b = s.split(separator: "-", omittingEmptySubsequences: false).map { Double($0) }
            guard b.count == 2, let low = b[0], let high = b[1], low >= 0, low <= high else { return nil }
            return low...high
        }
        guard f.count >= 2, !f[0].isEmpty else { return nil }
        switch f[1] {
        case "drink":
            guard f.count == 5, !f[4].isEmpty, let r = range(f[3]),
                  let n = ["caffeine": Nutrient.caffeine, "water": .water, "kcal": .energy][f[2]] else { return nil }
            return .drink(n, r)
        case "meal":
            guard f.count == 5, f[2] == "kcal", !f[4].isEmpty, let r = range(f[3]) else { return nil }
            return .meal(r)
        case "workout", "sleep":
            guard f.count == 4 || (f.count == 5 && !f[4].isEmpty), f[2] == "minutes", let r = range(f[3]) else { return nil }
            return f[1] == "workout" ? .workout(r) : .sleep(r)
        case "dose":
            guard f.count == 3, ["sertraline", "metformin"].contains(f[2]) else { return nil }
            return .dose(f[2])
        case "note":
            return f.count == 2 ? .note : nil
        case "warn":
            return f.count == 3 && f[2] == "looks-like-entry" ? .warn : nil
        default:
            return nil
        }
    }

    /// What reading a line gave: its diagnostics and its entries that count something.
    struct Reading {
        var diagnostics: [Diagnostic]
        var counted: [Entry]
        var notes: Int

        var summary: String {
            if !diagnostics.isEmpty {
                return diagnostics.map { "\($0.code.rawValue): \($0.message)" }.joined(separator: "; ")
            }
            if counted.isEmpty { return notes > 0 ? "a note" : "nothing" }
            return counted.map(NaturalCorpusTests.describe).joined(separator: " + ")
        }
    }

    static func read(_ line: String) -> Reading {
        let loaded = journal(preamble + line + "\n")
        let entries = loaded.journal.days.first?.entries ?? []
        let counted = entries.filter {
            switch $0.kind {
            case .note, .task: false
            default: true
            }
        }
        return Reading(diagnostics: loaded.diagnostics, counted: counted, notes: entries.filter { $0.note != nil }.count)
    }

    static func describe(_ e: Entry) -> String {
        switch e.kind {
        case .drink(let d):
            "drink \(d.resolvedName ?? d.name): \(formatNumber(d.nutrients.caffeine)) mg caffeine, "
                + "\(formatNumber(d.nutrients.water)) ml water, \(formatNumber(d.nutrients.energy)) kcal"
        case .meal(let m): "meal of \(m.items.map { $0.resolvedName ?? $0.name }.joined(separator: ", ")): \(formatNumber(m.nutrients.energy)) kcal"
        case .workout(let w): "workout \(w.activity) \(formatNumber(w.minutes)) min"
        case .sleep(let s): "sleep \(formatNumber(s.minutes)) min"
        case .dose(let d): "\(d.taken ? "took" : "skipped") \(d.medication)"
        default: e.kind.name
        }
    }

    /// Whether the one entry read is what the line expects, with its number in range.
    static func matches(_ e: Entry, _ x: Expectation) -> Bool {
        switch (e.kind, x) {
        case (.drink(let d), .drink(let n, let r)): r.contains(d.nutrients[n])
        case (.meal(let m), .meal(let r)): r.contains(m.nutrients.energy)
        case (.workout(let w), .workout(let r)): r.contains(w.minutes)
        case (.sleep(let s), .sleep(let r)): r.contains(s.minutes)
        case (.dose(let d), .dose(let name)): d.taken && d.medication.lowercased() == name
        default: false
        }
    }

    static func outcome(of line: Line, _ r: Reading) -> Outcome {
        switch line.expectation {
        case .note:
            if !r.diagnostics.isEmpty { return .warned }
            return r.counted.isEmpty ? .right : .wrong
        case .warn:
            if r.diagnostics.contains(where: { $0.code.rawValue == "looks-like-entry" }) && r.counted.isEmpty { return .right }
            if !r.diagnostics.isEmpty { return .warned }
            return r.counted.isEmpty ? .silent : .wrong
        default:
            if !r.diagnostics.isEmpty { return .warned }
            if r.counted.isEmpty { return .silent }
            return r.counted.count == 1 && matches(r.counted[0], line.expectation) ? .right : .wrong
        }
    }

    /// The line with its kind's keyword put in (after a checkbox and a time), as the grammar
    /// reads it today: `- 19:00 flat white` → `- 19:00 drink flat white`, `- brunch: eggs` →
    /// `- snack: brunch: eggs`. Nil for prose and ambiguous lines. What these lines give is the
    /// ceiling of the catalog and the entry readers: a miss here is not the missing keyword's.
    static func withKeyword(_ line: Line) -> String? {
        let keyword: String
        switch line.expectation {
        case .drink: keyword = "drink"
        case .meal: keyword = "snack:"
        case .workout: keyword = "workout"
        case .sleep: keyword = "sleep"
        case .dose: keyword = "took"
        case .note, .warn: return nil
        }
        var words = line.text.dropFirst(2).split(separator: " ").map(String.init)
        var head: [String] = []
        if let w = words.first, w.count == 3, w.hasPrefix("["), w.hasSuffix("]") { head.append(words.removeFirst()) }
        if let w = words.first, w.range(of: #"^(\d{1,2}[:.]\d{2}(am|pm)?|\d{1,2}(am|pm)|\d{4})$"#, options: .regularExpression) != nil {
            head.append(words.removeFirst())
        } else if words.count > 1, Int(words[0]) != nil, ["am", "pm"].contains(words[1].lowercased()) {
            head += [words.removeFirst(), words.removeFirst()]
        }
        let first = (words.first ?? "").lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ":"))
        if ["drink", "breakfast", "lunch", "dinner", "supper", "snack", "meal", "took", "skipped", "workout", "exercise",
            "sleep", "slept"].contains(first) {
            return line.text
        }
        return "- " + (head + [keyword] + words).joined(separator: " ")
    }

    struct Tally {
        var lines = 0
        var outcomes: [Outcome: Int] = [:]
        var misses: [String] = []
        subscript(_ o: Outcome) -> Int { outcomes[o, default: 0] }

        func rates(_ name: String) -> String {
            func pct(_ n: Int) -> String { lines == 0 ? "0%" : String(format: "%.1f%%", Double(n) * 100 / Double(lines)) }
            return "\(name): \(lines) lines; " + Outcome.allCases.map { "\($0.rawValue) \(self[$0]) (\(pct(self[$0])))" }.joined(separator: ", ")
        }
    }

    /// Reads every line once: a tally per expected kind, the entry lines together, the
    /// ambiguous lines and the prose.
    static let measured: (entries: Tally, warn: Tally, prose: Tally, byKind: [(String, Tally)], keyword: Tally) = {
        var entries = Tally(), warn = Tally(), prose = Tally(), keyword = Tally()
        var byKind: [String: Tally] = [:]
        var order: [String] = []
        for line in corpus().lines {
            let reading = read(line.text)
            let o = outcome(of: line, reading)
            let miss = "natural.txt:\(line.lineNumber): \(line.text) [\(line.expectation.kind)] → \(o.rawValue): \(reading.summary)"
            func add(_ t: inout Tally) {
                t.lines += 1
                t.outcomes[o, default: 0] += 1
                if o != .right { t.misses.append(miss) }
            }
            switch line.expectation {
            case .note: add(&prose)
            case .warn: add(&warn)
            default: add(&entries)
            }
            if let written = withKeyword(line) {
                let r = read(written)
                let o = outcome(of: line, r)
                keyword.lines += 1
                keyword.outcomes[o, default: 0] += 1
                if o != .right {
                    keyword.misses.append("natural.txt:\(line.lineNumber): \(written) [\(line.expectation.kind)] → \(o.rawValue): \(r.summary)")
                }
            }
            let kind = line.expectation.kind
            if byKind[kind] == nil { order.append(kind) }
            add(&byKind[kind, default: Tally()])
        }
        return (entries, warn, prose, order.map { ($0, byKind[$0]!) }, keyword)
    }()

    func testTheCorpusIsWellFormedLargeEnoughAndHasNoDuplicates() {
        let (lines, malformed) = Self.corpus()
        XCTAssertEqual(malformed, [], "lines not in the format of natural.txt's header")
        let entries = lines.filter { $0.expectation != .note && $0.expectation != .warn }
        XCTAssertGreaterThanOrEqual(entries.count, 300)
        XCTAssertGreaterThanOrEqual(lines.filter { $0.expectation == .note }.count, 100)
        XCTAssertGreaterThanOrEqual(lines.filter { $0.expectation == .warn }.count, 20)
        // Lines that differ only in case are different lines: a phone capitalises the first letter.
        var seen: [String: Int] = [:]
        for line in lines {
            if let first = seen[line.text] {
                XCTFail("natural.txt:\(line.lineNumber): \(line.text) is listed twice (first on line \(first))")
            }
            seen[line.text] = line.lineNumber
        }
        for kind in ["drink caffeine", "drink water", "drink energy", "meal", "workout", "sleep", "dose"] {
            XCTAssertGreaterThanOrEqual(lines.filter { $0.expectation.kind == kind }.count, 20, kind)
        }
        for line in lines where line.text.contains(" -- ") || line.text.contains("#") {
            XCTFail("natural.txt:\(line.lineNumber): \(line.text): a comment mark or a tag is not how people talk")
        }
    }

    /// The preamble alone reads with no problem, so every diagnostic is the line's own.
    func testThePreambleReadsCleanly() {
        let loaded = journal(Self.preamble)
        XCTAssertEqual(loaded.diagnostics.map { "\($0.code.rawValue): \($0.message)" }, [])
        XCTAssertEqual(loaded.journal.days.count, 1)
    }

    /// Prose stays a note, with no diagnostic: true today, and it must stay true as the
    /// reading learns to take entries without keywords.
    func testProseStaysANoteWithNoDiagnostic() {
        let prose = Self.measured.prose
        XCTAssertGreaterThanOrEqual(prose.lines, 100)
        XCTAssertEqual(prose[.right], prose.lines, "prose read as something else:\n" + prose.misses.joined(separator: "\n"))
    }

    /// The rates, printed with the misses. The floors below are today's measured numbers: they
    /// are ratchets, to be raised as the reading improves (never lowered). The target is 90%
    /// of entry lines counted right and none counted wrong without a warning.
    func testRatesOfEntriesWrittenWithoutKeywords() {
        let m = Self.measured
        print(m.entries.rates("natural corpus, entry lines"))
        print(m.warn.rates("natural corpus, lines to flag (counted right: a looks-like-entry warning)"))
        print(m.prose.rates("natural corpus, prose (counted right: a note, no diagnostic)"))
        for (kind, t) in m.byKind { print("  " + t.rates(kind)) }
        print("misses:\n" + (m.entries.misses + m.warn.misses).joined(separator: "\n"))

        // Ratchets: today's numbers. Raise the floors and lower the ceilings as the reading
        // improves; the target is m.entries[.right] >= 90% of m.entries.lines and
        // m.entries[.wrong] == 0.
        XCTAssertGreaterThanOrEqual(m.entries[.right], 508, "entry lines counted right")
        XCTAssertGreaterThanOrEqual(Double(m.entries[.right]), 0.9 * Double(m.entries.lines), "at least 90% of entry lines counted right")
        XCTAssertLessThanOrEqual(m.entries[.wrong], 0, "entry lines counted wrong without a warning")
        XCTAssertGreaterThanOrEqual(m.warn[.right], 24, "ambiguous lines with a looks-like-entry warning")
        XCTAssertLessThanOrEqual(m.warn[.wrong], 0, "ambiguous lines counted without a warning")
        XCTAssertEqual(m.entries.lines, Outcome.allCases.map { m.entries[$0] }.reduce(0, +))
    }

    /// The same entry lines with their keyword put in (`withKeyword`): what the catalog and the
    /// entry readers make of them once the kind is known. A line counted right here but not
    /// without the keyword is the missing keyword's to fix; a miss here is the catalog's or an
    /// entry reader's. Ratchets as above.
    func testRatesWithTheKeywordPutIn() {
        let k = Self.measured.keyword
        print(k.rates("natural corpus, entry lines with the keyword put in"))
        print("misses with the keyword:\n" + k.misses.joined(separator: "\n"))
        XCTAssertEqual(k.lines, Self.measured.entries.lines)
        XCTAssertGreaterThanOrEqual(k[.right], 481, "entry lines counted right with the keyword")
        XCTAssertLessThanOrEqual(k[.wrong], 0, "entry lines counted wrong with the keyword, without a warning")
    }
}
