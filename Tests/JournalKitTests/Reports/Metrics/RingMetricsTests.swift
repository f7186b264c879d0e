import XCTest
@testable import JournalKit

final class RingMetricsTests: XCTestCase {
    typealias F = MetricsFixture

    /// The switches that stand in for lookups by name agree with the names.
    func testMetricTablesAgreeWithNames() {
        for (i, m) in RingMetric.allCases.enumerated() {
            XCTAssertEqual(m.index, i)
            XCTAssertEqual(m.nutrient, GoalMetric(rawValue: m.rawValue)?.nutrient, m.rawValue)
        }
        for g in GoalMetric.allCases {
            XCTAssertEqual(RingMetric(goal: g)?.rawValue, g == .macros ? nil : g.rawValue)
        }
    }

    /// Reports of years keep a ring per goal per day: they stay small.
    func testRingsAreSmall() {
        XCTAssertLessThanOrEqual(MemoryLayout<Ring?>.stride, 32)
    }

    func testBandEdges() {
        // L = 300: L/3 = 100, 2L/3 = 200.
        XCTAssertEqual(LimitBand(value: 0, limit: 300), .low)
        XCTAssertEqual(LimitBand(value: 99.99, limit: 300), .low)
        XCTAssertEqual(LimitBand(value: 100, limit: 300), .medium)
        XCTAssertEqual(LimitBand(value: 199.99, limit: 300), .medium)
        XCTAssertEqual(LimitBand(value: 200, limit: 300), .high)
        XCTAssertEqual(LimitBand(value: 300, limit: 300), .high)
        XCTAssertEqual(LimitBand(value: 300.01, limit: 300), .over)
        // L = 400: the edges are not whole numbers.
        XCTAssertEqual(LimitBand(value: 133.33, limit: 400), .low)
        XCTAssertEqual(LimitBand(value: 400.0 / 3, limit: 400), .medium)
        XCTAssertEqual(LimitBand(value: 266.66, limit: 400), .medium)
        XCTAssertEqual(LimitBand(value: 800.0 / 3, limit: 400), .high)
        XCTAssertEqual(LimitBand(value: 400, limit: 400), .high)
        XCTAssertEqual(LimitBand(value: 0, limit: 0), .low)
        XCTAssertEqual(LimitBand(value: 1, limit: 0), .over)
    }

    func testRingOverALimit() {
        let r = Ring(metric: .caffeine, value: 390, target: 300, comparison: .atMost, dayOver: true)
        XCTAssertEqual(r.percent, 130.0)
        XCTAssertEqual(r.status, .over)
        XCTAssertEqual(r.band, .over)
        XCTAssertEqual(r.unit, "mg")
    }

    func testRingPastATarget() {
        let r = Ring(metric: .water, value: 2600, target: 2000, comparison: .atLeast, dayOver: true)
        XCTAssertEqual(r.percent, 130.0)
        XCTAssertEqual(r.status, .met)
        XCTAssertNil(r.band)
        XCTAssertEqual(r.unit, "ml")
    }

    func testExactlyTheLimitIsMetAndHigh() {
        let r = Ring(metric: .sugar, value: 30, target: 30, comparison: .atMost, dayOver: true)
        XCTAssertEqual(r.percent, 100.0)
        XCTAssertEqual(r.status, .met)
        XCTAssertEqual(r.band, .high)
    }

    func testUnreachedTargetIsPendingUntilTheDayEnds() {
        let today = Ring(metric: .exercise, value: 20, target: 30, comparison: .atLeast, dayOver: false)
        XCTAssertEqual(today.percent, 66.7)
        XCTAssertEqual(today.status, .pending)
        let past = Ring(metric: .exercise, value: 20, target: 30, comparison: .atLeast, dayOver: true)
        XCTAssertEqual(past.status, .under)
        XCTAssertEqual(past.unit, "min")
    }

    func testZeroTargets() {
        XCTAssertEqual(Ring(metric: .medications, value: 0, target: 0, comparison: .atLeast, dayOver: true).percent, 100)
        XCTAssertEqual(Ring(metric: .medications, value: 0, target: 0, comparison: .atLeast, dayOver: true).status, .met)
        XCTAssertEqual(Ring(metric: .sugar, value: 0, target: 0, comparison: .atMost, dayOver: true).percent, 0)
        XCTAssertEqual(Ring(metric: .sugar, value: 5, target: 0, comparison: .atMost, dayOver: true).status, .over)
    }

    func testMetricNamesAndUnits() {
        XCTAssertEqual(RingMetric.allCases.count, 37)
        XCTAssertEqual(RingMetric.vitaminC.rawValue, "vitamin-c")
        XCTAssertEqual(RingMetric.vitaminC.displayName, "Vitamin C")
        XCTAssertEqual(RingMetric.allCases.map(\.unit),
                       ["mg", "ml", "kcal", "g", "g", "g", "g", "g", "mg", "mg"]
                       + ["g", "mg", "mg", "mg", "mg", "mg", "mg", "mg", "mg", "mcg", "mcg", "mcg", "mg", "mcg", "mg", "mg", "mg", "mg", "mcg", "mcg", "mg"]
                       + ["min", "", "", "", "", "h"])
        XCTAssertEqual(RingMetric(goal: .vitaminC), .vitaminC)
        XCTAssertNil(RingMetric(goal: .macros))
    }

    func testRingsOverAndMetInADay() {
        let j = F.load("""
            ## Settings
            - goal caffeine <= 300 mg
            - goal water >= 2 l

            ## 2026-11-21
            - 08:00 drink 390 mg
            - drink water 1300 ml
            - drink water 1300 ml
            """)
        let m = DayMetrics.compute(journal: j, date: F.date("2026-11-21"), clock: F.endOf("2026-11-21"))
        XCTAssertEqual(m.rings.map(\.metric), [.caffeine, .water])
        XCTAssertEqual(m.ring(.caffeine)?.value, 390)
        XCTAssertEqual(m.ring(.caffeine)?.percent, 130.0)
        XCTAssertEqual(m.ring(.caffeine)?.status, .over)
        XCTAssertEqual(m.ring(.water)?.value, 2600)
        XCTAssertEqual(m.ring(.water)?.target, 2000)
        XCTAssertEqual(m.ring(.water)?.percent, 130.0)
        XCTAssertEqual(m.ring(.water)?.status, .met)
    }

    func testGoalsThatChangeWithFrom() {
        let j = F.load("""
            ## Settings
            - goal caffeine <= 400 mg
            - goal caffeine <= 300 mg from 2026-11-01

            ## 2026-10-31
            - drink 120 mg

            ## 2026-11-01
            - drink 120 mg

            ## 2026-12-15
            - drink water 250 ml
            """)
        let before = DayMetrics.compute(journal: j, date: F.date("2026-10-31"), clock: F.endOf("2026-11-02")).ring(.caffeine)
        XCTAssertEqual(before?.target, 400)
        XCTAssertEqual(before?.percent, 30.0)
        XCTAssertEqual(before?.band, .low)
        let on = DayMetrics.compute(journal: j, date: F.date("2026-11-01"), clock: F.endOf("2026-11-02")).ring(.caffeine)
        XCTAssertEqual(on?.target, 300)
        XCTAssertEqual(on?.percent, 40.0)
        XCTAssertEqual(on?.band, .medium)
        let after = DayMetrics.compute(journal: j, date: F.date("2026-12-15"), clock: F.endOf("2026-12-15")).ring(.caffeine)
        XCTAssertEqual(after?.target, 300)
        XCTAssertEqual(after?.value, 0)
    }
}
