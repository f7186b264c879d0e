/// The page of `journal calendar --format html`: each month as an SVG grid of coloured day
/// cells (the week's ISO number at the left), each cell with a `<title>` giving the day's value,
/// and a legend of the colours. No scripts; light and dark as every report.
enum HTMLCalendarPage {
    static let cell = 40.0, weekColumn = 30.0, head = 22.0

    /// The page; with `link`, a day's cell links to the page it names (nil: no link).
    static func render(_ r: CalendarReport, pixels: Bool = false, link: (CalendarDate) -> String? = { _ in nil }) -> String {
        var body = "<header class=\"page-head\">\n<p class=\"eyebrow\">Calendar · \(HTMLText.escape(r.measure.title))</p>\n"
        body += "<h1>\(HTMLText.escape(r.period.label))</h1>\n"
        body += "<p class=\"sub\">as of \(HTMLText.escape(HTMLText.asOf(r.clock)))</p>\n</header>\n"
        body += pixels ? HTMLDocument.card("The year in pixels", self.pixels(r, link: link)) + legend(r.measure) : months(r, link: link)
        return HTMLDocument.page(title: r.measure.title + ", " + r.period.label + " · journal", pageClass: "calendar", body: body, css: css)
    }

    /// The months in pixels: a row a month, a column a day of the month, each a small square
    /// with its `<title>` (and link).
    static func pixels(_ r: CalendarReport, link: (CalendarDate) -> String?) -> String {
        let size = 16.0, label = 34.0, top = 14.0
        let width = label + 31 * size, height = top + Double(r.months.count) * size
        var out = "<svg class=\"pixels\" viewBox=\"0 0 \(HTMLText.coordinate(width)) \(HTMLText.coordinate(height))\" role=\"img\" "
            + "aria-label=\"\(HTMLText.escape(r.period.label)) in pixels: \(HTMLText.escape(r.measure.title))\">\n"
        for d in 1...31 where d == 1 || d % 5 == 0 {
            out += "<text class=\"wd\" x=\"\(HTMLText.coordinate(label + (Double(d) - 0.5) * size))\" y=\"10\">\(d)</text>\n"
        }
        for (row, m) in r.months.enumerated() {
            let y = top + Double(row) * size
            out += "<text class=\"wk\" x=\"\(HTMLText.coordinate(label - 6))\" y=\"\(HTMLText.coordinate(y + size - 4))\">\(Period.monthNames[m.month - 1].prefix(3))</text>\n"
            for w in m.weeks {
                for d in w.days.compactMap({ $0 }) {
                    let (tone, opacity) = fill(d.mark)
                    let title = d.date.weekday.name + " " + d.date.description + ": " + DayMarkText.label(d.mark, measure: r.measure)
                    var cell = "<rect class=\"day \(cellClass(tone, d.mark))\" x=\"\(HTMLText.coordinate(label + Double(d.date.day - 1) * size + 1))\" "
                        + "y=\"\(HTMLText.coordinate(y + 1))\" width=\"\(HTMLText.coordinate(size - 2))\" height=\"\(HTMLText.coordinate(size - 2))\" rx=\"3\""
                        + (tone == nil ? "" : " fill-opacity=\"\(HTMLText.coordinate(opacity))\"") + "><title>\(HTMLText.escape(title))</title></rect>"
                    if let href = link(d.date) { cell = "<a href=\"\(HTMLText.escape(href))\">" + cell + "</a>" }
                    out += cell + "\n"
                }
            }
        }
        return out + "</svg>\n"
    }

    /// Each month's card, then the legend.
    static func months(_ r: CalendarReport, link: (CalendarDate) -> String?) -> String {
        var out = "<div class=\"months\">\n"
        for m in r.months { out += "<section class=\"card month\">\n<h2>\(HTMLText.escape(m.label))</h2>\n" + svg(m, r, link: link) + "</section>\n" }
        return out + "</div>\n" + legend(r.measure)
    }

    /// One month's grid.
    static func svg(_ m: CalendarMonth, _ r: CalendarReport, link: (CalendarDate) -> String? = { _ in nil }) -> String {
        let width = weekColumn + 7 * cell, height = head + Double(m.weeks.count) * cell
        var out = "<svg class=\"cal\" viewBox=\"0 0 \(HTMLText.coordinate(width)) \(HTMLText.coordinate(height))\" role=\"img\" "
            + "aria-label=\"\(HTMLText.escape(m.label)): \(HTMLText.escape(r.measure.title))\">\n"
        for k in 0..<7 {
            let name = String(Weekday(rawValue: (r.weekStart.rawValue + k) % 7)!.name.prefix(2))
            out += "<text class=\"wd\" x=\"\(HTMLText.coordinate(weekColumn + Double(k) * cell + cell / 2))\" y=\"15\">\(name)</text>\n"
        }
        for (row, w) in m.weeks.enumerated() {
            let y = head + Double(row) * cell
            out += "<text class=\"wk\" x=\"\(HTMLText.coordinate(weekColumn - 8))\" y=\"\(HTMLText.coordinate(y + cell / 2 + 4))\">\(w.isoWeek.week)</text>\n"
            for (k, d) in w.days.enumerated() {
                guard let d else { continue }
                let day = dayCell(d.date, d.mark, measure: r.measure, x: weekColumn + Double(k) * cell, y: y)
                out += link(d.date).map { "<a href=\"\(HTMLText.escape($0))\">" + day.dropLast() + "</a>\n" } ?? day
            }
        }
        return out + "</svg>\n"
    }

    /// One day's square at (`x`, `y`): coloured by its mark, its number, and a `<title>` with its value.
    static func dayCell(_ date: CalendarDate, _ mark: DayMark, measure: DayMeasure, x: Double, y: Double) -> String {
        let (tone, opacity) = fill(mark)
        let title = date.weekday.name + " " + date.description + ": " + DayMarkText.label(mark, measure: measure)
        var out = "<g\(mark == .notYet ? " class=\"future\"" : "")><title>\(HTMLText.escape(title))</title>"
        out += "<rect class=\"day \(cellClass(tone, mark))\" x=\"\(HTMLText.coordinate(x + 2))\" y=\"\(HTMLText.coordinate(y + 2))\" "
            + "width=\"\(HTMLText.coordinate(cell - 4))\" height=\"\(HTMLText.coordinate(cell - 4))\" rx=\"7\""
            + (tone == nil ? "" : " fill-opacity=\"\(HTMLText.coordinate(opacity))\"") + "/>"
        out += "<text class=\"n\" x=\"\(HTMLText.coordinate(x + 8))\" y=\"\(HTMLText.coordinate(y + 16))\">\(date.day)</text>"
        // A value without a ring (weight) is written in its square.
        if measure.isValue, case .value(let v, _) = mark {
            out += "<text class=\"v\" x=\"\(HTMLText.coordinate(x + cell / 2))\" y=\"\(HTMLText.coordinate(y + cell - 7))\">\(formatNumber(v, decimals: 1))</text>"
        }
        return out + "</g>\n"
    }

    /// The class of a cell's square: its tone's, `blank` (grey, outlined) for a day without a
    /// value, `future` (a dashed outline) for a day to come.
    static func cellClass(_ tone: MetricTone?, _ mark: DayMark) -> String {
        tone?.cssClass ?? (mark == .notYet ? "future" : "blank")
    }

    /// A cell's colour and how strong: nil (the page's soft grey) for a day without a value.
    /// Mood 1 is at 0.4, so that it is not taken for a day without one.
    static func fill(_ mark: DayMark) -> (MetricTone?, Double) {
        switch mark {
        case .notYet, .noData: return (nil, 0)
        case .mood(let m): return (.mood, moodStrength(DayMarkText.moodLevel(m.mean)))
        case .ring(let r):
            if r.comparison == .atMost, let band = r.band { return (MetricTone(band), 0.85) }
            return (MetricTone(r.metric), 0.2 + 0.8 * min(1, max(0, r.percent / 100)))
        case .value(_, let m): return (MetricTone(m), 0.6)
        case .habit(let s, _):
            switch s {
            case .done: return (.low, 0.9)
            case .notDone: return (.over, 0.8)
            case .excused: return (.medium, 0.35)
            case .pending: return (.accent, 0.2)
            case .notScheduled, .beforeStart: return (nil, 0)
            }
        case .count(let n): return (.gratitude, n == 0 ? 0.08 : 0.2 + 0.8 * min(1, Double(n) / 3))
        case .share(let met, let of): return (.accent, of > 0 ? 0.2 + 0.8 * Double(met) / Double(of) : 0)
        }
    }

    /// How strong the fill of mood `level` (1 to 5) is: 0.4, 0.55, 0.7, 0.85, 1.
    static func moodStrength(_ level: Int) -> Double { 0.4 + 0.15 * Double(level - 1) }

    /// Swatches for what the colours mean.
    static func legend(_ measure: DayMeasure) -> String {
        let swatches: [(MetricTone?, Double, String)]
        switch measure {
        case .mood: swatches = (1...5).map { (.mood, moodStrength($0), "mood \($0)") }
        case .ring(let m):
            swatches = [(MetricTone(m), 0.4, "toward the target"), (MetricTone(m), 1, "target met")]
                + LimitBand.allCases.map { (MetricTone($0), 0.85, "limit: \($0.rawValue)") }
        case .value(let m): swatches = [(MetricTone(m), 0.6, "a weigh-in, \(m.unit) in its square")]
        case .habit:
            swatches = [(.low, 0.9, "done"), (.over, 0.8, "not done"), (.medium, 0.35, "excused"), (.accent, 0.2, "pending"), (nil, 0, "not scheduled")]
        case .gratitude: swatches = (0...3).map { (.gratitude, $0 == 0 ? 0.08 : 0.2 + 0.8 * Double($0) / 3, $0 == 3 ? "3 or more lines" : "\($0)") }
        case .habits, .goals:
            swatches = [0, 25, 50, 75, 100].map { (.accent, 0.2 + 0.8 * Double($0) / 100, "\($0)%") }
        }
        var out = "<footer class=\"legend\">\n<p>" + self.swatches(swatches)
        out += " " + self.swatches([(nil, 0, "no data (grey, outlined)"), (nil, 0, "not yet (dashed)")]) + "</p>\n"
        out += "<p class=\"muted\">Hover a day (or long-press it) for its value. Made by journal from a Markdown diary; no scripts.</p>\n</footer>\n"
        return out
    }

    /// Legend swatches, coloured as the cells: `(nil, _, "not yet…")` is a day to come, any
    /// other without a tone a day without a value.
    static func swatches(_ list: [(MetricTone?, Double, String)]) -> String {
        list.map { tone, opacity, text in
            let kind = tone?.cssClass ?? (text.hasPrefix("not yet") ? "future" : "blank")
            return "<span class=\"swatch cal-swatch \(kind)\"" + (tone == nil ? "" : " style=\"opacity:\(HTMLText.coordinate(opacity))\"")
                + "></span>" + HTMLText.escape(text)
        }.joined(separator: " ")
    }

    static let css = """
    .months{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(300px,100%),1fr));gap:0 22px}
    .cal{width:100%;max-width:420px;height:auto;display:block}
    .pixels{width:100%;max-width:760px;height:auto;display:block}
    .pixels rect.day{fill:var(--c-cell)}
    .pixels rect.blank{fill:var(--soft);stroke:var(--line)}
    .pixels rect.future{fill:none;stroke:var(--line);stroke-dasharray:2 2}
    .pixels text{font-size:9px;fill:var(--muted)}
    .pixels text.wd{text-anchor:middle}
    .pixels text.wk{text-anchor:end}
    .cal rect.day{fill:var(--c-cell)}
    .cal rect.blank{fill:var(--soft);stroke:var(--line)}
    .cal rect.future{fill:none;stroke:var(--line);stroke-width:1.5;stroke-dasharray:4 3}
    .cal text{font-size:12px;fill:var(--ink)}
    .cal text.n,.cal text.v{fill:var(--cell-ink)}
    .cal .future text.n{fill:var(--muted)}
    .cal text.wd{fill:var(--muted);text-anchor:middle;font-size:11px}
    .cal text.wk{fill:var(--muted);text-anchor:end;font-size:10px}
    .cal text.v{font-size:10px;font-weight:620;text-anchor:middle}
    .cal-swatch{background:var(--c-cell)}
    .swatch.blank{background:var(--soft);border:1px solid var(--line)}
    .swatch.future{background:none;border:1px dashed var(--muted)}
    nav.site{margin:0 0 18px;font-size:14px}

    """
}

extension HTMLReportRenderer {
    /// The calendar page: a grid of coloured day cells per month, a `<title>` per cell, a legend.
    public static func calendar(_ r: CalendarReport, pixels: Bool = false) -> String { HTMLCalendarPage.render(r, pixels: pixels) }
}
