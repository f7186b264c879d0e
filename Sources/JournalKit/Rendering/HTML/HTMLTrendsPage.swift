import Foundation

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

    /// A day's width in the chart's own units; the chart's height is 100 of them, so that a
    /// point's height is its place in percent. The SVG is stretched to its box
    /// (`preserveAspectRatio="none"`, strokes kept thin by `vector-effect`), and its words, the
    /// scale, the months and the high and low, are HTML over and around it, so that they read
    /// at any width.
    static let step = 22.0

    /// Where a value stands, from 100 (the scale's bottom) to 8 (its top).
    struct Scale {
        var bottom: Double, top: Double
        func y(_ v: Double) -> Double { top > bottom ? 100 - min(1, max(0, (v - bottom) / (top - bottom))) * 92 : 100 }
    }

    /// 3 to 5 round values from `low` up to at least `high`: steps of 1, 2, 2.5 or 5 times a
    /// power of ten, the smallest that spans them in four; the scale's top is the last.
    static func ticks(from low: Double, to high: Double) -> [Double] {
        guard high > low else { return [low, low + 1] }
        let rough = (high - low) / 4
        let power = pow(10, (log10(rough)).rounded(.down))
        guard rough.isFinite, power.isFinite, power > 0 else { return [low, high] }
        let step = [1, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= rough - 1e-9 } ?? rough
        var out: [Double] = [], v = (low / step).rounded(.down) * step
        // At most five (and never more than six, should a step be lost in a huge value).
        while out.count < 6, v < high + step - 1e-9 { out.append(v); if v >= high - 1e-9 { break }; v += step }
        return out.count > 1 ? out : [low, high]
    }

    /// The scale of a chart of bars (or mood's points) and the values it names: mood 1 to 5, a
    /// share 0 to 100%, a habit not done and done, else round values from the base (0, or for
    /// weight below its lowest day) to the largest day or limit in force.
    static func scale(_ r: TrendsReport) -> (Scale, [(Double, String)]) {
        switch r.measure {
        case .mood: return (Scale(bottom: 1, top: 5), (1...5).map { (Double($0), $0 == 5 ? "mood 5" : String($0)) })
        case .habits, .goals: return (Scale(bottom: 0, top: 100), stride(from: 0.0, through: 100, by: 25).map { ($0, formatNumber($0, decimals: 0) + "%") })
        case .habit: return (Scale(bottom: 0, top: 1), [(0, "not done"), (1, "done")])
        case .gratitude, .ring, .value:
            let targets = r.days.compactMap { d -> Double? in if case .ring(let ring) = d.mark { ring.target } else { nil } }
            let ticks = ticks(from: TrendsTextRenderer.base(r), to: max(TrendsTextRenderer.scale(r), targets.max() ?? 0))
            return (Scale(bottom: ticks.first!, top: ticks.last!), ticks.map { ($0, tickLabel($0, r.measure)) })
        }
    }

    /// A value of the scale with its unit: `200 mg`, `2 lines`.
    static func tickLabel(_ v: Double, _ measure: DayMeasure) -> String {
        switch measure {
        case .ring(let m): return RingFormatting.value(v, m)
        case .value(let m): return RingFormatting.value(v, of: m)
        case .gratitude: return formatNumber(v, decimals: 1) + (v == 1 ? " line" : " lines")
        case .mood, .habits, .goals, .habit: return formatNumber(v, decimals: 1)
        }
    }

    static func chart(_ r: TrendsReport) -> String {
        if r.measure.isValue { return valueChart(r) }
        let (scale, ticks) = self.scale(r)
        let y = scale.y
        let width = step * Double(r.days.count)
        var out = svgHead(r, width: width, ticks: ticks, scale: scale, label: "a day")
        var run: [String] = []
        var runs: [[String]] = []
        for (i, d) in r.days.enumerated() {
            let x = step * Double(i)
            let title = "<title>\(HTMLText.escape(d.date.weekday.name + " " + d.date.description + ": " + DayMarkText.label(d.mark, measure: r.measure)))</title>"
            if case .mood(let m) = d.mark {
                let cx = HTMLText.coordinate(x + step / 2)
                out += "<g>\(title)<line class=\"whisker\" x1=\"\(cx)\" y1=\"\(HTMLText.coordinate(y(m.max)))\" x2=\"\(cx)\" y2=\"\(HTMLText.coordinate(y(m.min)))\"/>"
                    + "<line class=\"point tone-mood\" x1=\"\(cx)\" y1=\"\(HTMLText.coordinate(y(m.mean)))\" x2=\"\(cx)\" y2=\"\(HTMLText.coordinate(y(m.mean)))\"/></g>\n"
                run.append("\(cx),\(HTMLText.coordinate(y(m.mean)))")
                continue
            }
            // A day without a mood breaks the line.
            if run.count > 1 { runs.append(run) }
            run = []
            if let v = d.mark.value {
                let (tone, opacity) = HTMLCalendarPage.fill(d.mark)
                out += "<g>\(title)<rect class=\"tbar \(tone.map { $0.cssClass } ?? "blank")\" x=\"\(HTMLText.coordinate(x + 3))\" y=\"\(HTMLText.coordinate(y(v)))\" "
                    + "width=\"\(HTMLText.coordinate(step - 6))\" height=\"\(HTMLText.coordinate(max(0.5, 100 - y(v))))\" fill-opacity=\"\(HTMLText.coordinate(max(0.5, opacity)))\"/></g>\n"
            } else {
                out += "<g>\(title)<rect class=\"tbar blank\" x=\"\(HTMLText.coordinate(x + 3))\" y=\"99\" width=\"\(HTMLText.coordinate(step - 6))\" height=\"1\"/></g>\n"
            }
        }
        if run.count > 1 { runs.append(run) }
        for points in runs { out += "<polyline class=\"moodline\" points=\"\(points.joined(separator: " "))\"/>\n" }
        out += limitLine(r, y: y)
        return out + "</svg>\n" + marks(r, y: y) + "</div>\n" + monthTicks(r) + "</div>\n"
    }

    /// The goal in force each day, as a line over the days with its ring: a level line a
    /// target, a step where it changes from one day to the next, a gap over days without it.
    static func limitLine(_ r: TrendsReport, y: (Double) -> Double) -> String {
        guard let metric = TrendsTextRenderer.metric(r.measure) else { return "" }
        var out = ""
        var previous: (index: Int, target: Double)? = nil
        var i = 0
        while i < r.days.count {
            guard case .ring(let ring) = r.days[i].mark else { i += 1; continue }
            var j = i + 1
            while j < r.days.count, case .ring(let next) = r.days[j].mark, next.target == ring.target, next.comparison == ring.comparison { j += 1 }
            let level = HTMLText.coordinate(y(ring.target))
            if let p = previous, p.index == i - 1 {
                out += "<line class=\"goal step\" x1=\"\(HTMLText.coordinate(step * Double(i)))\" y1=\"\(HTMLText.coordinate(y(p.target)))\" "
                    + "x2=\"\(HTMLText.coordinate(step * Double(i)))\" y2=\"\(level)\"/>\n"
            }
            let words = (ring.comparison == .atMost ? "limit " : "goal ") + RingFormatting.target(ring.target, ring.comparison, metric)
                + ", " + r.days[i].date.description + (j - 1 > i ? " – " + r.days[j - 1].date.description : "")
            out += "<polyline class=\"goal\" points=\"\(HTMLText.coordinate(step * Double(i))),\(level) \(HTMLText.coordinate(step * Double(j))),\(level)\">"
                + "<title>\(HTMLText.escape(words))</title></polyline>\n"
            previous = (j - 1, ring.target)
            i = j
        }
        return out
    }

    /// The opening of the chart: its scale at the left (HTML), the box of the plot, the SVG
    /// with a gridline a value of the scale.
    static func svgHead(_ r: TrendsReport, width: Double, ticks: [(Double, String)], scale: Scale, label: String) -> String {
        var out = "<div class=\"trend-frame\">\n<div class=\"trend-y\" aria-hidden=\"true\">"
        out += ticks.map { "<span style=\"top:\(HTMLText.coordinate(scale.y($0.0)))%\">\(HTMLText.escape($0.1))</span>" }.joined()
        out += "</div>\n<div class=\"trend-plot\">\n"
        out += "<svg class=\"trend\" viewBox=\"0 0 \(HTMLText.coordinate(width)) 100\" preserveAspectRatio=\"none\" role=\"img\" "
            + "aria-label=\"\(HTMLText.escape(r.measure.title)) \(label)\">\n"
        for (v, _) in ticks {
            out += "<line class=\"gridline\" x1=\"0\" y1=\"\(HTMLText.coordinate(scale.y(v)))\" x2=\"\(HTMLText.coordinate(width))\" y2=\"\(HTMLText.coordinate(scale.y(v)))\"/>\n"
        }
        return out
    }

    /// The high and low of the report's stats (the latest of equal days, as the text's), named
    /// over their day; none for a habit, whose days are done or not.
    static func marks(_ r: TrendsReport, y: (Double) -> Double) -> String {
        if case .habit = r.measure { return "" }
        var out = ""
        let count = Double(r.days.count)
        for (word, day) in [("high", r.stats.high), ("low", r.stats.low)] {
            guard let day, let v = day.mark.value, let i = r.days.firstIndex(where: { $0.date == day.date }) else { continue }
            // Mood's point is its mean; a bar's top is its value.
            let at = if case .mood(let m) = day.mark { m.mean } else { v }
            let left = (Double(i) + 0.5) / count * 100
            let side = left < 12 ? " start" : (left > 88 ? " end" : "")
            out += "<span class=\"trend-mark \(word)\(side)\" style=\"left:\(HTMLText.coordinate(left))%;top:\(HTMLText.coordinate(y(at)))%\">"
                + "\(word) \(HTMLText.escape(TrendsTextRenderer.number(v, r.measure)))</span>\n"
        }
        return out
    }

    /// The first of each month (and the first day) under the chart; on a phone, the first day
    /// is left out when a month begins in the first eighth of the chart.
    static func monthTicks(_ r: TrendsReport) -> String {
        var out = "<div></div><div class=\"trend-x\" aria-hidden=\"true\">"
        let firstMonth = r.days.firstIndex { $0.date.day == 1 }
        for (i, d) in r.days.enumerated() where d.date.day == 1 || i == 0 {
            let near = i == 0 && d.date.day != 1 && firstMonth.map { Double($0) < Double(r.days.count) / 8 } == true
            out += "<span\(near ? " class=\"near\"" : "") style=\"left:\(HTMLText.coordinate(Double(i) / Double(r.days.count) * 100))%\">"
                + "\(d.date.day) \(Period.monthNames[d.date.month - 1].prefix(3))</span>"
        }
        return out + "</div>\n"
    }

    /// A value without a ring (weight): a point a day with a value, and its seven-day mean as a
    /// line (broken where seven days have none); the scale spans both, half a unit beyond.
    static func valueChart(_ r: TrendsReport) -> String {
        guard case .value(let metric) = r.measure else { return "" }
        let values = r.days.compactMap { $0.mark.value } + r.rollingMeans.compactMap { $0 }
        guard let low = values.min(), let high = values.max() else { return "" }
        // Half a unit of room above and below, so that a steady weight is a line in the middle.
        let ticks = ticks(from: low - 0.5, to: high + 0.5)
        let scale = Scale(bottom: ticks.first!, top: ticks.last!)
        let width = step * Double(r.days.count)
        func xy(_ i: Int, _ v: Double) -> String { "\(HTMLText.coordinate(step * (Double(i) + 0.5))),\(HTMLText.coordinate(scale.y(v)))" }
        let tone = MetricTone(metric).cssClass
        var out = svgHead(r, width: width, ticks: ticks.map { ($0, tickLabel($0, r.measure)) }, scale: scale, label: "a day, with its seven-day mean")
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
            var title = d.date.weekday.name + " " + d.date.description + ": " + DayMarkText.label(d.mark, measure: r.measure)
            if i < r.rollingMeans.count, let mean = r.rollingMeans[i] {
                title += "; seven-day mean " + RingFormatting.value(mean, of: metric)
            }
            if let v = d.mark.value {
                let point = xy(i, v).split(separator: ",")
                out += "<g><title>\(HTMLText.escape(title))</title><line class=\"point \(tone)\" "
                    + "x1=\"\(point[0])\" y1=\"\(point[1])\" x2=\"\(point[0])\" y2=\"\(point[1])\"/></g>\n"
            } else if d.mark != .notYet {
                out += "<g><title>\(HTMLText.escape(title))</title><rect class=\"tbar blank\" x=\"\(HTMLText.coordinate(step * Double(i) + 3))\" "
                    + "y=\"99\" width=\"\(HTMLText.coordinate(step - 6))\" height=\"1\"/></g>\n"
            }
        }
        out += "</svg>\n" + marks(r, y: scale.y) + "</div>\n" + monthTicks(r) + "</div>\n"
        out += "<p class=\"chart-key value-key\"><span><span class=\"key-point \(tone)\"></span>the day's last weigh-in</span>"
            + "<span><span class=\"key-mean\"></span>its seven-day mean (the day and the six before)</span></p>\n"
        return out
    }

    static let css = """
    .trend-frame{display:grid;grid-template-columns:auto minmax(0,1fr);gap:0 8px;margin:0 0 14px}
    .trend-y{position:relative;min-width:3em}
    .trend-y span{position:absolute;right:0;transform:translateY(-50%);font-size:11.5px;line-height:1;color:var(--muted);white-space:nowrap}
    .trend-plot{position:relative;height:220px}
    .trend-x{position:relative;height:18px}
    .trend-x span{position:absolute;top:4px;font-size:11.5px;line-height:1;color:var(--muted);white-space:nowrap}
    .trend-mark{position:absolute;transform:translate(-50%,-100%);margin-top:-5px;font-size:11.5px;line-height:1.2;font-weight:620;padding:1px 5px;border-radius:6px;background:var(--card);color:var(--ink);border:1px solid var(--line);white-space:nowrap;pointer-events:none}
    .trend-mark.start{transform:translate(-12px,-100%)}
    .trend-mark.end{transform:translate(calc(-100% + 12px),-100%)}
    .trend{position:absolute;inset:0;width:100%;height:100%;display:block;overflow:visible}
    .trend line,.trend polyline{vector-effect:non-scaling-stroke}
    .trend .tbar{fill:var(--c)}
    .trend .tbar.blank{fill:var(--line)}
    .trend .point{stroke:var(--c);stroke-width:7;stroke-linecap:round}
    .trend .whisker{stroke:var(--mood);stroke-width:2;opacity:.45}
    .trend .moodline{fill:none;stroke:var(--mood);stroke-width:1.5;opacity:.7}
    .trend .meanline{fill:none;stroke:var(--ink);stroke-width:2;opacity:.55}
    .trend .gridline{stroke:var(--line);stroke-width:1}
    .value-key .key-point{display:inline-block;width:8px;height:8px;border-radius:50%;background:var(--c);vertical-align:middle;margin-right:7px}
    .value-key .key-mean{display:inline-block;width:18px;height:0;border-top:2px solid var(--ink);opacity:.55;vertical-align:middle;margin-right:7px}
    .trend .goal{fill:none;stroke:var(--ink);stroke-width:1.5;stroke-dasharray:5 4;opacity:.7}
    @media (max-width:640px){
    .trend-plot{height:180px}
    .trend-x .near{display:none}
    }

    """
}

extension HTMLReportRenderer {
    /// The trends page: a bar (or, for mood, a point with its range) a day, the goal as a line,
    /// the mean, highs and lows, and what goes with your mood.
    public static func trends(_ r: TrendsReport) -> String { HTMLTrendsPage.render(r) }
}
