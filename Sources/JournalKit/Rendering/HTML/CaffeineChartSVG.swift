import Foundation

/// The day's caffeine as an inline SVG line chart from 00:00 to 24:00: the level in the body with
/// its rises at each drink and its peak (a dot; the numbers are in the caption), a dotted step
/// line of the intake so far, the bedtime mark, the daily limit when a caffeine goal is in force
/// (drawn when it is in reach of the curves, so a quiet day is not squashed flat), and now when
/// the day is in progress.
enum CaffeineChartSVG {
    static let width = 720.0, height = 250.0
    static let left = 8.0, right = 8.0, top = 30.0, bottom = 30.0

    /// The chart of the day's caffeine.
    static func chart(_ caffeine: DayReport.Caffeine, clock: JournalClock) -> String {
        let c = caffeine.day, curve = caffeine.curve
        let points = caffeine.levels
        let intake = caffeine.intakeSteps
        let reach = max(points.map(\.mg).max() ?? 0, curve.peakMg, intake.last?.mg ?? 0)
        let limit = caffeine.limitMg.flatMap { $0 <= reach * 2.5 ? $0 : nil }
        let highest = max(reach, limit ?? 0)
        let step = niceStep(highest)
        let top = max(step, (highest * 1.08 / step).rounded(.up) * step)
        let plotW = width - left - right, plotH = height - Self.top - bottom
        func x(_ minute: Double) -> Double { left + min(max(minute, 0), 1440) / 1440 * plotW }
        func y(_ mg: Double) -> Double { Self.top + plotH - min(max(mg, 0), top) / top * plotH }
        let f = HTMLText.coordinate

        var summary = "Caffeine in the body over the day: "
        if let t = curve.peakTime { summary += "peak \(mg(curve.peakMg)) at \(t), " }
        summary += "\(mg(curve.bedtimeMg)) at bedtime (\(c.bedtime))"
        summary += "; taken \(mg(intake.last?.mg ?? 0))"
        if let limit { summary += " (limit \(mg(limit)) a day)" }
        let label = HTMLText.escape(summary)
        var out = "<svg class=\"chart\" viewBox=\"0 0 \(f(width)) \(f(height))\" width=\"\(f(width))\" height=\"\(f(height))\" "
            + "role=\"img\" aria-label=\"\(label)\"><title>\(label)</title>\n"

        // Grid lines with their mg above them at the left (none for 0), the unit on the top one.
        // (At most a few dozen lines, whatever the figures: a step lost in a huge top ends too.)
        var tick = 0.0, lines = 0
        while tick <= top + 0.001, lines < 50 {
            lines += 1
            out += "<line class=\"gridline\" x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(y(tick)))\" y2=\"\(f(y(tick)))\"/>"
            if tick > 0 {
                let unit = tick + step > top + 0.001 ? " mg" : ""
                out += "<text x=\"\(f(left))\" y=\"\(f(y(tick) - 5))\">\(formatNumber(tick, decimals: 0))\(unit)</text>"
            }
            out += "\n"
            tick += step
        }
        for hour in stride(from: 0, through: 24, by: 6) {
            let anchor = hour == 0 ? "start" : (hour == 24 ? "end" : "middle")
            out += "<text x=\"\(f(x(Double(hour * 60))))\" y=\"\(f(height - 8))\" text-anchor=\"\(anchor)\">\(pad(hour, 2)):00</text>"
        }

        // The curve and the area under it.
        let line = points.map { "\(f(x($0.minute))),\(f(y($0.mg)))" }.joined(separator: " ")
        let base = f(y(0))
        out += "<polygon class=\"area\" points=\"\(f(x(points.first?.minute ?? 0))),\(base) \(line) \(f(x(points.last?.minute ?? 1440))),\(base)\"/>\n"
        out += "<polyline class=\"curve\" points=\"\(line)\"/>\n"
        if let last = intake.last, last.mg > 0 {
            out += "<polyline class=\"intake\" points=\"" + intake.map { "\(f(x($0.minute))),\(f(y($0.mg)))" }.joined(separator: " ") + "\"/>"
            let below = limit.map { abs(y($0) - y(last.mg)) < 16 && last.mg <= $0 } ?? false
            out += "<text class=\"intake-label\" x=\"\(f(x(1440) - 4))\" y=\"\(f(y(last.mg) + (below ? 17 : -7)))\" text-anchor=\"end\">taken \(mg(last.mg))</text>\n"
        }

        if let limit {
            out += "<line class=\"limit\" x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(y(limit)))\" y2=\"\(f(y(limit)))\"/>"
            out += "<text class=\"limit-label\" x=\"\(f(x(5 * 60)))\" y=\"\(f(y(limit) - 7))\">limit \(mg(limit)) a day</text>\n"
        }

        // Bedtime; one after midnight is the next morning, off the right edge.
        let bedMinute = Double(c.bedtime.minutes) < 12 * 60 ? Double(c.bedtime.minutes) + 1440 : Double(c.bedtime.minutes)
        let bedX = x(bedMinute)
        let bedText = "bedtime \(c.bedtime)\(bedMinute >= 1440 ? " →" : "") · \(mg(curve.bedtimeMg))"
        out += "<line class=\"bed\" x1=\"\(f(bedX))\" x2=\"\(f(bedX))\" y1=\"\(f(Self.top))\" y2=\"\(f(y(0)))\"/>"
        out += "<text class=\"bed-label\" x=\"\(f(bedX - 6))\" y=\"\(f(Self.top - 10))\" text-anchor=\"end\">\(HTMLText.escape(bedText))</text>\n"

        if clock.isInProgress(c.date) {
            let nowX = x(Double(clock.minute))
            out += "<line class=\"now\" x1=\"\(f(nowX))\" x2=\"\(f(nowX))\" y1=\"\(f(Self.top))\" y2=\"\(f(y(0)))\"/>"
            out += "<text x=\"\(f(nowX + 5))\" y=\"\(f(y(0) - 6))\">now\(curve.nowMg.map { " · " + mg($0) } ?? "")</text>\n"
        }

        // Each drink as a tick on the time axis.
        for d in caffeine.doses where d.minute >= 0 && d.minute < 1440 {
            let dx = x(Double(d.minute)), dy = y(0)
            let title = HTMLText.escape("\(d.time.map(\.description) ?? "no time (counted at 12:00)") · \(mg(d.mg))")
            out += "<path class=\"dose\" d=\"M\(f(dx)) \(f(dy - 7))l4.5 7h-9z\"><title>\(title)</title></path>"
        }

        if let t = curve.peakTime, curve.peakMg > 0 {
            let title = HTMLText.escape("peak \(mg(curve.peakMg)) at \(t)")
            out += "\n<circle class=\"peak\" cx=\"\(f(x(Double(t.minutes))))\" cy=\"\(f(y(curve.peakMg)))\" r=\"5\"><title>\(title)</title></circle>"
        }
        out += "\n</svg>"
        return out
    }

    static func mg(_ v: Double) -> String { formatNumber(v, decimals: 0) + " mg" }

    /// A step for the mg axis that gives two to five lines.
    static func niceStep(_ highest: Double) -> Double {
        for step in [10.0, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000] where highest * 1.08 / step <= 5 { return step }
        return max(1, (highest / 5).rounded(.up))
    }
}
