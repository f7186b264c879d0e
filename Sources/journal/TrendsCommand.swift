import Foundation
import JournalKit

/// `journal trends [--days N] [--metric M]`.
extension Command {
    static let trends = Command(
        name: "trends", summary: "a metric day by day: bars, mean, highs and lows, what goes with your mood",
        about: """
            Usage: journal trends [--days N] [--metric M] [--today DAY | --now "DAY TIME"]
                                  [--format text|html|json] [-o FILE] [-f FILE]...

            One metric over the last N days (28 by default), a bar a day (▁▂▃▄▅▆▇█) with its
            value (a line a week with its mean past 31 days); its mean, high and low; this week
            against last week and this month against last month, as journal report counts them.
            A limit's days (caffeine ≤ 400 mg) are in its four bands: ○ low (under a third),
            ◑ medium, ◕ high, ▲ over, in colour and marked; caffeine adds its categories
            (coffee, tea, energy, …). Then what goes with your mood over those days: mean mood on days with each habit
            done and each goal met against days without (both at least 5 days, the largest
            difference first), and caffeine in the body at bedtime against the next day's mood
            and that night's sleep (14 days or more). These are associations, not causes.

            Metrics (--metric): mood (the default when the journal has moods; else goals),
            goals, habits, gratitude, a goal's metric (caffeine, water, exercise, sleep, …; its
            value on days without a goal), weight, or a habit's name; see journal help calendar.

            """,
        options: [
            OptionHelp(.days, "how many days, up to today (default 28)"),
            OptionHelp(.metric, "what each bar shows"),
            .today, .now,
            OptionHelp(.htmlFormat, """
                text (default), html (SVG bars, the goal as a line; mood as a
                line with min–max whiskers) or json
                """),
            .outputByExtension, .file, .color,
        ],
        more: """
            Examples:
              journal trends -f examples/journal.md --today 2026-11-21
              journal trends --days 56 --metric caffeine

            """,
        run: { try $0.trends($1) })
}

extension CommandLineTool {
    func trends(_ o: Options) throws -> Int32 {
        let c = try summaryCommand(o)
        guard o.positional.isEmpty else {
            throw o.usage("trends takes no period; give the number of days with --days N (default \(TrendsReport.defaultDays))")
        }
        let report = TrendsReport(summary: c.summary, days: o.days ?? TrendsReport.defaultDays, measure: try measure(o, c), clock: c.now)
        return try finish(c, days: report.period.start...report.period.end, o,
                          text: { TrendsTextRenderer.trends(report, style: $0, width: $1) },
                          json: { TrendsJSONRenderer.trends(report) }, html: { HTMLReportRenderer.trends(report) })
    }
}
