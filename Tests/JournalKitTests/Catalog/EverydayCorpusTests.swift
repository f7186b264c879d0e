import XCTest
@testable import JournalKit

/// The everyday corpus (Fixtures/corpus/everyday.txt): phrases written as people write them, each
/// with the range a published figure for one typical serving puts its number in; and the
/// near-misses (Fixtures/corpus/near-misses.txt), which must be reported, never counted as
/// something else.
final class EverydayCorpusTests: XCTestCase {
    struct Phrase {
        var line: String
        var measure: Nutrient
        var range: ClosedRange<Double>
        var source: String
        var lineNumber: Int
    }

    /// The corpus lines: `journal line | kcal or caffeine | low-high | published figure`.
    static func phrases() -> [Phrase] {
        var phrases: [Phrase] = []
        for (i, raw) in Fixture.text("corpus/everyday.txt").split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = raw.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("- ") else { continue }
            let fields = text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let bounds = fields.count == 4 ? fields[2].split(separator: "-").compactMap { Double($0) } : []
            guard bounds.count == 2, bounds[0] <= bounds[1], let measure = ["kcal": Nutrient.energy, "caffeine": .caffeine][fields[1]] else {
                XCTFail("everyday.txt:\(i + 1): not `line | kcal or caffeine | low-high | source`: \(text)")
                continue
            }
            phrases.append(Phrase(line: fields[0], measure: measure, range: bounds[0]...bounds[1], source: fields[3], lineNumber: i + 1))
        }
        return phrases
    }

    /// The settings of every journal a phrase is read in: the phrases' pints are British.
    static let settings = "## Settings\n- set region uk\n"

    /// What a journal line counts toward the measure, or the problems it has.
    static func value(of line: String, _ measure: Nutrient) -> Result<Double, Error> {
        struct Problems: Error, CustomStringConvertible { var description: String }
        let loaded = journal(Self.settings + "## 2026-11-21\n" + line + "\n")
        if !loaded.diagnostics.isEmpty {
            return .failure(Problems(description: loaded.diagnostics.map { "\($0.code.rawValue): \($0.message)" }.joined(separator: "; ")))
        }
        var total = Nutrients()
        for entry in loaded.journal.days.first?.entries ?? [] {
            if let d = entry.drink { total += d.nutrients }
            if let m = entry.meal { total += m.nutrients }
        }
        return .success(total[measure])
    }

    func testTheCorpusHasAtLeast300PhrasesOfEveryKind() {
        let phrases = Self.phrases()
        XCTAssertGreaterThanOrEqual(phrases.count, 300)
        XCTAssertEqual(Set(phrases.map { $0.line + "|" + $0.measure.name }).count, phrases.count, "a phrase is listed twice")
        for kind in ["drink", "breakfast", "lunch", "dinner", "snack"] {
            XCTAssertGreaterThanOrEqual(phrases.filter { $0.line.contains(" \(kind)") }.count, 30, kind)
        }
        XCTAssertTrue(phrases.allSatisfy { !$0.source.isEmpty })
    }

    /// Every phrase resolves with no problem, to a number within its published range.
    func testEveryPhraseFallsWithinItsPublishedRange() {
        var recognised = 0
        let phrases = Self.phrases()
        for p in phrases {
            switch Self.value(of: p.line, p.measure) {
            case .success(let v) where p.range.contains(v):
                recognised += 1
            case .success(let v):
                XCTFail("everyday.txt:\(p.lineNumber): \(p.line) counts \(formatNumber(v)) \(p.measure.unit) of \(p.measure.name), "
                        + "outside \(formatNumber(p.range.lowerBound))-\(formatNumber(p.range.upperBound)) (\(p.source))")
            case .failure(let e):
                XCTFail("everyday.txt:\(p.lineNumber): \(p.line) is not understood: \(e)")
            }
        }
        // docs/DATA.md states this rate.
        XCTAssertEqual(recognised, phrases.count, "recognised \(recognised) of \(phrases.count)")
    }

    /// Near-misses: names people write that the catalog does not know. Each is reported on its
    /// line (an unknown drink or food), never counted as a food it is not.
    func testNearMissesAreReportedNotCountedAsSomethingElse() {
        var count = 0
        for (i, raw) in Fixture.text("corpus/near-misses.txt").split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("- ") else { continue }
            count += 1
            let loaded = journal(Self.settings + "## 2026-11-21\n" + line + "\n")
            let codes = loaded.diagnostics.map(\.code)
            XCTAssertTrue(codes.contains(.unknownDrink) || codes.contains(.unknownFood),
                          "near-misses.txt:\(i + 1): \(line) gives \(codes.map(\.rawValue)), not an unknown drink or food")
            let counted = (loaded.journal.days.first?.entries ?? []).reduce(Nutrients()) { total, e in
                total + (e.drink?.nutrients ?? Nutrients()) + (e.meal?.nutrients ?? Nutrients())
            }
            XCTAssertEqual(counted.energy + counted.caffeine, 0, "near-misses.txt:\(i + 1): \(line) counted something")
        }
        XCTAssertGreaterThanOrEqual(count, 40)
    }
}
