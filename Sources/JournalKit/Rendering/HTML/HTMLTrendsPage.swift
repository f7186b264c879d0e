/// The page of `journal trends --format html`: the days as SVG bars (a limit's bars coloured by
/// band, the goal drawn as a line), or mood as a line with min–max whiskers; each day with a
/// `<title>`; the mean, highs and lows; and what goes with your mood.
enum HTMLTrendsPage {
    static func render(_ r: TrendsReport) -> String {
        var body = "<header class=\"page-head\">\n<p class=\"eyebrow\">Trends · \(HTMLText.escape(r.measure.title))</p>\n"
        body += "<h1>\(HTMLText.escape(HTMLPeriodPage.splitLabel(r.period.label).0))</h1>\n"
        body += "<p class=\"sub\">\(HTMLText.escape(HTMLText.dateRange(r.period.start, r.period.end))) · as of \(HTMLText.escape(HTMLText.asOf(r.clock)))</p>\n</header>\n"
        body += HTMLDocument.card(r.measure.title, chart(r) + TrendsTextRenderer.summary(r).map { "<p>\(HTMLText.escape($0))</p>\n" }.joined())
        let notes = TrendsTextRenderer.moodNotes(r)
        if !notes.isEmpty {
            body += HTMLDocument.card("What goes with your mood", "<p class=\"muted\">\(HTMLText.escape(TrendsTextRenderer.span(r))): associations, not causes.</p>\n<ul>\n"
                                      + notes.map { "<li>\(HTMLText.escape($0))</li>\n" }.joined() + "</ul>\n")
        }
        return HTMLDocument.page(title: r.measure.title + ", " + r.period.label + " · journal", pageClass: "trends", body: body, css: css)
    }

    static let height = 160.0, step = 22.0, left = 6.0

    static func chart(_ r: TrendsReport) -> String {
        if r.measure.isValue { return valueChart(r) }
        let top = TrendsTextRenderer.scale(r), base = TrendsTextRenderer.base(r)
        let width = left * 2 + step * Double(r.days.count)
        // Bars stand on the base as the text's do (weight's starts below its lowest day).
        func y(_ v: Double) -> Double { top > base ? height - min(1, max(0, (v - base) / (top - base))) * (height - 10) : height }
        var out = "<svg class=\"trend\" viewBox=\"0 0 \(HTMLText.coordinate(width)) \(HTMLText.coordinate(height + 18))\" role=\"img\" "
            + "aria-label=\"\(HTMLText.escape(r.measure.title)) a day\">\n"
        out += "<line class=\"axis\" x1=\"0\" y1=\"\(HTMLText.coordinate(height))\" x2=\"\(HTMLText.coordinate(width))\" y2=\"\(HTMLText.coordinate(height))\"/>\n"
        var points: [String] = []
        for (i, d) in r.days.enumerated() {
            let x = left + step * Double(i)
            let title = "<title>\(HTMLText.escape(d.date.weekday.name + " " + d.date.description + ": " + DayMarkText.label(d.mark, measure: r.measure)))</title>"
            if case .mood(let m) = d.mark {
                let cx = x + step / 2
                out += "<g>\(title)<line class=\"whisker\" x1=\"\(HTMLText.coordinate(cx))\" y1=\"\(HTMLText.coordinate(y(m.max)))\" x2=\"\(HTMLText.coordinate(cx))\" "
                    + "y2=\"\(HTMLText.coordinate(y(m.min)))\"/><circle class=\"tone-mood\" cx=\"\(HTMLText.coordinate(cx))\" cy=\"\(HTMLText.coordinate(y(m.mean)))\" r=\"3.5\"/></g>\n"
                points.append("\(HTMLText.coordinate(cx)),\(HTMLText.coordinate(y(m.mean)))")
            } else if let v = d.mark.value {
                let (tone, opacity) = HTMLCalendarPage.fill(d.mark)
                out += "<g>\(title)<rect class=\"tbar \(tone.map { $0.cssClass } ?? "blank")\" x=\"\(HTMLText.coordinate(x + 3))\" y=\"\(HTMLText.coordinate(y(v)))\" "
                    + "width=\"\(HTMLText.coordinate(step - 6))\" height=\"\(HTMLText.coordinate(max(1, height - y(v))))\" rx=\"3\" fill-opacity=\"\(HTMLText.coordinate(max(0.5, opacity)))\"/></g>\n"
            } else {
                out += "<g>\(title)<rect class=\"tbar blank\" x=\"\(HTMLText.coordinate(x + 3))\" y=\"\(HTMLText.coordinate(height - 2))\" width=\"\(HTMLText.coordinate(step - 6))\" height=\"2\"/></g>\n"
            }
            if d.date.day == 1 || i == 0 {
                out += "<text class=\"tick\" x=\"\(HTMLText.coordinate(x + 2))\" y=\"\(HTMLText.coordinate(height + 14))\">\(d.date.day) \(Period.monthNames[d.date.month - 1].prefix(3))</text>\n"
            }
        }
        if points.count > 1 { out += "<polyline class=\"moodline\" points=\"\(points.joined(separator: " "))\"/>\n" }
        if let g = r.goal {
            out += "<line class=\"goal\" x1=\"0\" y1=\"\(HTMLText.coordinate(y(g.target)))\" x2=\"\(HTMLText.coordinate(width))\" y2=\"\(HTMLText.coordinate(y(g.target)))\">"
                + "<title>goal \(HTMLText.escape(RingFormatting.target(g.target, g.comparison, TrendsTextRenderer.metric(r.measure)!)))</title></line>\n"
        }
        return out + "</svg>\n"
    }

    /// A value without a ring (weight): a point a day with a value, and its seven-day mean as a
    /// line (broken where seven days have none); the scale spans both, with their ends marked.
    static func valueChart(_ r: TrendsReport) -> String {
        guard case .value(let metric) = r.measure else { return "" }
        let values = r.days.compactMap { $0.mark.value } + r.rollingMeans.compactMap { $0 }
        guard let low = values.min(), let high = values.max() else { return "" }
        // Half a unit of room above and below, so that a steady weight is a line in the middle.
        let bottom = low - 0.5, top = high + 0.5
        // A margin at the right holds the scale's ends.
        let width = left * 2 + step * Double(r.days.count) + 40
        func y(_ v: Double) -> Double { height - 6 - (v - bottom) / (top - bottom) * (height - 16) }
        func xy(_ i: Int, _ v: Double) -> String { "\(HTMLText.coordinate(left + step * (Double(i) + 0.5))),\(HTMLText.coordinate(y(v)))" }
        let tone = MetricTone(metric).cssClass
        var out = "<svg class=\"trend\" viewBox=\"0 0 \(HTMLText.coordinate(width)) \(HTMLText.coordinate(height + 18))\" role=\"img\" "
            + "aria-label=\"\(HTMLText.escape(r.measure.title)) a day, with its seven-day mean\">\n"
        out += "<line class=\"axis\" x1=\"0\" y1=\"\(HTMLText.coordinate(height))\" x2=\"\(HTMLText.coordinate(width))\" y2=\"\(HTMLText.coordinate(height))\"/>\n"
        for v in [high, low] {
            out += "<text class=\"tick\" x=\"\(HTMLText.coordinate(width - 2))\" y=\"\(HTMLText.coordinate(y(v) + 3))\" text-anchor=\"end\">"
                + "\(HTMLText.escape(RingFormatting.value(v, of: metric)))</text>\n"
        }
        // The mean's line, in runs of days that have one.
        var run: [String] = []
        func endRun() {
            if run.count > 1 { out += "<polyline class=\"meanline\" points=\"\(run.joined(separator: " "))\"/>\n" }
            run = []
        }
        for (i, mean) in r.rollingMeans.enumerated() {
            if let mean { run.append(xy(i, mean)) } else { endRun() }
        }
        endRun()
        for (i, d) in r.days.enumerated() {
            let x = left + step * Double(i)
            var title = d.date.weekday.name + " " + d.date.description + ": " + DayMarkText.label(d.mark, measure: r.measure)
            if i < r.rollingMeans.count, let mean = r.rollingMeans[i] {
                title += "; seven-day mean " + RingFormatting.value(mean, of: metric)
            }
            if let v = d.mark.value {
                let (cx, cy) = (left + step * (Double(i) + 0.5), y(v))
                out += "<g><title>\(HTMLText.escape(title))</title><circle class=\"\(tone)\" "
                    + "cx=\"\(HTMLText.coordinate(cx))\" cy=\"\(HTMLText.coordinate(cy))\" r=\"3.5\"/></g>\n"
            } else if d.mark != .notYet {
                out += "<g><title>\(HTMLText.escape(title))</title><rect class=\"tbar blank\" x=\"\(HTMLText.coordinate(x + 3))\" "
                    + "y=\"\(HTMLText.coordinate(height - 2))\" width=\"\(HTMLText.coordinate(step - 6))\" height=\"2\"/></g>\n"
            }
            if d.date.day == 1 || i == 0 {
                out += "<text class=\"tick\" x=\"\(HTMLText.coordinate(x + 2))\" y=\"\(HTMLText.coordinate(height + 14))\">\(d.date.day) \(Period.monthNames[d.date.month - 1].prefix(3))</text>\n"
            }
        }
        out += "</svg>\n"
        out += "<p class=\"chart-key value-key\"><span><span class=\"key-point \(tone)\"></span>the day's last weigh-in</span>"
            + "<span><span class=\"key-mean\"></span>its seven-day mean (the day and the six before)</span></p>\n"
        return out
    }

    static let css = """
    .trend{width:100%;height:auto;display:block;margin:0 0 14px}
    .trend .tbar{fill:var(--c)}
    .trend .tbar.blank{fill:var(--line)}
    .trend circle{fill:var(--c)}
    .trend .whisker{stroke:var(--mood);stroke-width:2;opacity:.45}
    .trend .moodline{fill:none;stroke:var(--mood);stroke-width:1.5;opacity:.7}
    .trend .meanline{fill:none;stroke:var(--ink);stroke-width:2;opacity:.55}
    .value-key .key-point{display:inline-block;width:8px;height:8px;border-radius:50%;background:var(--c);vertical-align:middle;margin-right:7px}
    .value-key .key-mean{display:inline-block;width:18px;height:0;border-top:2px solid var(--ink);opacity:.55;vertical-align:middle;margin-right:7px}
    .trend .axis{stroke:var(--line)}
    .trend .goal{stroke:var(--ink);stroke-dasharray:4 3;opacity:.6}
    .trend .tick{font-size:10px;fill:var(--muted)}

    """
}

extension HTMLReportRenderer {
    /// The trends page: a bar (or, for mood, a point with its range) a day, the goal as a line,
    /// the mean, highs and lows, and what goes with your mood.
    public static func trends(_ r: TrendsReport) -> String { HTMLTrendsPage.render(r) }
}
