/// The day's sleep as a bar from 00:00 to 24:00, drawn under the caffeine curve on the same
/// time axis: a block for each sleep with times (the night before, from midnight on, or with
/// `set sleep-day start` the night after, up to midnight; and naps),
/// and the day's sleep in words beside it. Sleep written as a duration has no place on the axis
/// and is in the words only. A sleep that overlaps another is left out, as the report counts it.
enum SleepBarSVG {
    static let height = 30.0

    /// The bar of the day's sleep.
    static func bar(_ sleep: DayReport.Sleep) -> String {
        let width = CaffeineChartSVG.width, left = CaffeineChartSVG.left, right = CaffeineChartSVG.right
        let f = HTMLText.coordinate
        func x(_ minute: Int) -> Double { left + Double(min(max(minute, 0), 1440)) / 1440 * (width - left - right) }
        let spans = sleep.spans
        var words = "slept " + formatDuration(sleep.minutes)
        if !spans.isEmpty {
            words += " (" + spans.map { "\($0.start)–\($0.end)" }.joined(separator: ", ") + ")"
        }
        let label = HTMLText.escape("Sleep: " + words)
        var out = "<svg class=\"chart sleep-bar\" viewBox=\"0 0 \(f(width)) \(f(height))\" width=\"\(f(width))\" height=\"\(f(height))\" "
            + "role=\"img\" aria-label=\"\(label)\"><title>\(label)</title>\n"
        out += "<rect class=\"sleep-track\" x=\"\(f(left))\" y=\"4\" width=\"\(f(width - left - right))\" height=\"14\" rx=\"4\"/>\n"
        for span in spans.map(\.minutes) where span.upperBound > 0 {
            let x0 = x(span.lowerBound), x1 = x(span.upperBound)
            out += "<rect class=\"sleep-span\" x=\"\(f(x0))\" y=\"4\" width=\"\(f(max(x1 - x0, 2)))\" height=\"14\" rx=\"4\"/>\n"
        }
        let end = spans.map(\.minutes.upperBound).max() ?? 0
        let anchor = end > 1100 ? "end" : "start"
        let textX = end > 1100 ? x(spans.map(\.minutes.lowerBound).min() ?? 0) - 6 : x(end) + 6
        out += "<text x=\"\(f(textX))\" y=\"15\" text-anchor=\"\(anchor)\">\(HTMLText.escape(words))</text>\n"
        return out + "</svg>"
    }
}
