import Foundation
import XCTest
@testable import JournalKit

/// The day numbers on calendar and streak cells meet WCAG AA (4.5 : 1) in both schemes, at every
/// strength a cell's fill is drawn at, computed from the colours the style sheet writes.
final class HTMLCellContrastTests: XCTestCase {
    /// WCAG 2 relative luminance of `#rrggbb`, written here apart from the style sheet's own.
    static func luminance(_ rgb: (Double, Double, Double)) -> Double {
        func channel(_ c: Double) -> Double {
            let s = c / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(rgb.0) + 0.7152 * channel(rgb.1) + 0.0722 * channel(rgb.2)
    }

    static func rgb(_ hex: String) -> (Double, Double, Double) {
        let v = Int(hex.dropFirst(), radix: 16)!
        return (Double(v >> 16 & 255), Double(v >> 8 & 255), Double(v & 255))
    }

    static func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `fill` at `opacity` over `under`, as the browser paints it.
    static func over(_ fill: (Double, Double, Double), _ opacity: Double, _ under: (Double, Double, Double)) -> (Double, Double, Double) {
        (fill.0 * opacity + under.0 * (1 - opacity), fill.1 * opacity + under.1 * (1 - opacity), fill.2 * opacity + under.2 * (1 - opacity))
    }

    /// The variables of the light scheme (the first `:root`) and of the dark one.
    static func schemes() -> [(name: String, variables: [String: String])] {
        let css = HTMLStyleSheet.css
        func variables(after marker: String) -> [String: String] {
            let start = css.range(of: marker)!.upperBound
            let block = css[start...].prefix { $0 != "}" }
            var out: [String: String] = [:]
            for part in block.split(separator: ";") where part.hasPrefix("--") {
                let pair = part.dropFirst(2).split(separator: ":", maxSplits: 1)
                out[String(pair[0])] = String(pair[1])
            }
            return out
        }
        return [("light", variables(after: ":root{color-scheme:light dark;")),
                ("dark", variables(after: "@media (prefers-color-scheme:dark){:root{"))]
    }

    func testTheContrastFunctionGivesWCAGsFigures() {
        XCTAssertEqual(Self.contrast(Self.rgb("#000000"), Self.rgb("#ffffff")), 21, accuracy: 0.001)
        XCTAssertEqual(Self.contrast(Self.rgb("#777777"), Self.rgb("#ffffff")), 4.48, accuracy: 0.01)
        // The dark scheme's mood yellow under its ink, as a mood-5 cell was drawn: luminance
        // 0.588 against 0.816, (0.816 + 0.05) / (0.588 + 0.05) = 1.36 : 1.
        XCTAssertEqual(Self.contrast(Self.rgb("#f0c53f"), Self.rgb("#ebe9e5")), 1.36, accuracy: 0.005)
    }

    func testDayNumbersOnEveryCellFillReachAA() {
        // Every strength a cell is drawn at: the steps of the legends, and every 5% between.
        let strengths = Set((1...20).map { Double($0) / 20 } + [0.08, 0.35, 0.85, 0.9] + (1...5).map(HTMLCalendarPage.moodStrength))
        for (name, v) in Self.schemes() {
            let card = Self.rgb(v["card"]!), ink = Self.rgb(v["cell-ink"]!)
            for tone in MetricTone.allCases {
                let cell = Self.rgb(v["\(tone.rawValue)-cell"]!)
                for s in strengths {
                    let ratio = Self.contrast(Self.over(cell, s, card), ink)
                    XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(name) \(tone) at \(s)")
                }
            }
            XCTAssertGreaterThanOrEqual(Self.contrast(Self.rgb(v["soft"]!), ink), 4.5, "\(name): a day without data")
            XCTAssertGreaterThanOrEqual(Self.contrast(card, Self.rgb(v["muted"]!)), 4.5, "\(name): a day to come")
        }
    }

    func testCellsNumbersAreInTheCellInk() {
        let light = Self.schemes()[0].variables, dark = Self.schemes()[1].variables
        XCTAssertEqual(light["cell-ink"], "#000000")
        XCTAssertEqual(dark["cell-ink"], "#ffffff")
        XCTAssertTrue(HTMLCalendarPage.css.contains(".cal text.n,.cal text.v{fill:var(--cell-ink)}"))
        XCTAssertTrue(HTMLCalendarPage.css.contains(".cal rect.day{fill:var(--c-cell)}"))
        // The dark scheme's mood cell is its yellow moved toward the card until white on it reads.
        XCTAssertNotEqual(dark["mood-cell"], dark["mood"])
        XCTAssertGreaterThanOrEqual(Self.contrast(Self.rgb(dark["mood-cell"]!), Self.rgb("#ffffff")), 4.5)
    }

    func testMoodOneIsNotDrawnAsADayWithoutData() {
        let calendar = CalendarReport(summary: Journal.load(paths: [Fixture.repository + "/examples/journal.md"]).journal.summary,
                                      period: .month(year: 2026, month: 11), measure: .mood, clock: .endOfDay(CalendarDate(year: 2026, month: 11, day: 21)!))
        let html = HTMLReportRenderer.calendar(calendar)
        XCTAssertEqual(HTMLCalendarPage.moodStrength(1), 0.4)
        XCTAssertTrue(html.contains("no data (grey, outlined)"))
        XCTAssertTrue(html.contains("<span class=\"swatch cal-swatch future\"></span>not yet (dashed)"))
        // 11 November has no entry; the 22nd is to come.
        XCTAssertTrue(html.contains("<g><title>Wednesday 2026-11-11: no data</title><rect class=\"day blank\""))
        XCTAssertTrue(html.contains("<g class=\"future\"><title>Sunday 2026-11-22: to come</title><rect class=\"day future\""))
    }
}
