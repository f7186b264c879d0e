import XCTest
@testable import JournalKit

/// Every metric is one row of ``MetricTable``. These tests know no metric by name: they walk
/// each row through everything made from it, so a new row passes or fails on its own.
final class MetricTableTests: XCTestCase {
    func testEveryRowIsComplete() {
        var names = Set<String>()
        for row in MetricTable.rows {
            XCTAssertTrue(names.insert(row.name).inserted, "\(row.name) is in the table twice")
            XCTAssertEqual(row.name, row.name.lowercased())
            XCTAssertFalse(row.label.isEmpty, row.name)
            XCTAssertLessThanOrEqual(row.shortLabel.count, 9, row.name)
            if row.hasGoal { XCTAssertFalse(row.example.isEmpty, row.name) }
            if row.hasRing {
                XCTAssertNotNil(row.tone.flatMap(MetricTone.init(rawValue:)), "\(row.name) has no tone")
            }
            if row.column != nil {
                XCTAssertNotNil(row.unit, row.name)
                XCTAssertNotNil(row.better, row.name)
            }
        }
    }

    func testNutrientColumnsAreNumberedInTurnAndFit() {
        XCTAssertEqual(MetricTable.rows.compactMap(\.column).sorted(), Array(Nutrient.allCases.indices))
        XCTAssertEqual(Nutrient.allCases.map(\.position), Array(Nutrient.allCases.indices))
        XCTAssertEqual((MemoryLayout<Nutrients.Lanes>.size + MemoryLayout<Nutrients.MoreLanes>.size) / MemoryLayout<Double>.size,
                       Nutrient.allCases.count, "Nutrients needs one lane per nutrient")
        XCTAssertEqual(Nutrient.core.count, MemoryLayout<Nutrients.Lanes>.size / MemoryLayout<Double>.size)
    }

    /// No word names two metrics (the first would win without a word).
    func testEveryWordNamesOneMetric() {
        for (word, nutrient) in Nutrient.spellings {
            XCTAssertEqual(Nutrient(name: word), nutrient, word)
            XCTAssertEqual(Nutrient(name: word.uppercased()), nutrient, word)
        }
        for (word, goal) in GoalMetric.spellings { XCTAssertEqual(GoalMetric.byWord[word], goal, word) }
    }

    func testTheViewsAgree() {
        XCTAssertEqual(GoalMetric.allCases.count + RingMetric.allCases.count,
                       MetricTable.rows.filter(\.hasGoal).count + MetricTable.rows.filter(\.hasRing).count)
        for n in Nutrient.allCases {
            XCTAssertEqual(GoalMetric(n).nutrient, n)
            XCTAssertEqual(RingMetric(n).nutrient, n)
            XCTAssertEqual(RingMetric(goal: GoalMetric(n)), RingMetric(n))
            XCTAssertEqual(GoalMetric(n).unit, n.unit)
            XCTAssertEqual(RingMetric(n).unit, n.unit.description)
        }
        for (i, ring) in RingMetric.allCases.enumerated() {
            XCTAssertEqual(ring.index, i)
            XCTAssertEqual(RingMetric(rawValue: ring.rawValue), ring)
        }
    }

    /// Every goal's example in hints is a goal line that reads, as that goal, under every word
    /// for it.
    func testEveryGoalExampleReads() throws {
        for goal in GoalMetric.allCases {
            let line = String(goal.example.dropFirst("write e.g. ".count).prefix { $0 != "," })
            XCTAssertTrue(line.hasPrefix("- goal \(goal.rawValue) "), goal.example)
            for (word, _) in GoalMetric.spellings where GoalMetric.byWord[word] == goal {
                let text = line.replacingOccurrences(of: "- goal \(goal.rawValue) ", with: "- goal \(word) ")
                let loaded = Journal.load(text: "## Settings\n\(text)\n")
                XCTAssertEqual(loaded.diagnostics.map(\.message), [], text)
                XCTAssertEqual(loaded.journal.definitions.goals.map(\.value.metric), [goal], text)
            }
        }
    }

    /// Each nutrient from a food's definition to its day's total, its goal, its ring, the ring's
    /// SVG and its colour in the style sheet, and its column in CSV and key in JSON.
    func testEveryNutrientGoesFromAJournalToItsRing() throws {
        let date = MetricsFixture.date("2026-11-20")
        for n in Nutrient.allCases {
            for word in Nutrient.spellings.filter({ $0.1 == n }).map(\.0) {
                let text = """
                    ## Settings
                    - goal \(n.name) >= 10 \(n.unit)
                    - food probe per piece: 7 \(n.unit) \(word)

                    ## 2026-11-20
                    - 12:00 lunch: probe, probe

                    """
                let journal = MetricsFixture.load(text)
                XCTAssertEqual(journal.definitions.goals.map(\.value.metric), [GoalMetric(n)], word)
                let metrics = DayMetrics.compute(journal: journal, date: date, clock: MetricsFixture.endOf("2026-11-20"))
                XCTAssertEqual(metrics.totals.nutrients[n], 14, word)
                let ring = try XCTUnwrap(metrics.ring(RingMetric(n)), word)
                XCTAssertEqual(ring.percent, 140, word)
                XCTAssertEqual(ring.unit, n.unit.description)
                let svg = RingSVG.ring(ring, size: .cell)
                let tone = MetricTone(RingMetric(n))
                XCTAssertTrue(svg.contains(tone.cssClass), svg)
                XCTAssertTrue(svg.contains(RingMetric(n).displayName), svg)
                XCTAssertTrue(HTMLStyleSheet.css.contains(".\(tone.cssClass){"), tone.cssClass)
            }
            XCTAssertTrue(CSVRenderer.entriesHeader(shown: Nutrient.allCases).contains(",\(n.name),"), n.name)
            var one = Nutrients()
            one[n] = 1
            guard case .object(let fields) = ReportJSONRenderer.nutrients(one, shown: Nutrient.allCases) else { return XCTFail("not an object") }
            XCTAssertEqual(fields.filter { $0.1 != .number(0) }.map(\.0), [n.name])
        }
    }

    /// Every ring's tone has its colours in both schemes and a class in the style sheet.
    func testEveryRingHasItsColours() {
        for ring in RingMetric.allCases {
            let tone = MetricTone(ring)
            XCTAssertTrue(HTMLStyleSheet.light.tones.contains { $0.0 == tone }, ring.rawValue)
            XCTAssertTrue(HTMLStyleSheet.dark.tones.contains { $0.0 == tone }, ring.rawValue)
            XCTAssertTrue(HTMLStyleSheet.css.contains(".\(tone.cssClass){--c:var(--\(tone.rawValue))"), ring.rawValue)
        }
    }
}
