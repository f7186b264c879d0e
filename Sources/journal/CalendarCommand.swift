import Foundation
import JournalKit

/// `journal calendar [MONTH | YEAR] [--metric M] [--pixels]`.
extension Command {
    static let calendar = Command(
        name: "calendar", summary: "a month or a year, a mark a day: mood, a goal, a habit",
        about: """
            Usage: journal calendar [MONTH | YEAR] [--metric M] [--pixels] [--today DAY | --now "DAY TIME"]
                                    [--format text|html|json] [-o FILE] [-f FILE]...

            A month laid out as cal does, weeks starting on `set week-start` (Monday by default),
            the ISO week number at the left, and after each day's number its mark for one metric.
            A year shows its twelve months, three across when the terminal is wide enough.
            Without a MONTH or YEAR: this month. Days after now are left blank; a day without
            entries shows ·. The marks are the rings and counts of journal report.

            Months and years: 2026-11, this month, last month, 2026, this year, last year.

            Metrics (--metric):
              mood                the day's mean mood, ▁ 1 to █ 5 (the default when the journal
                                  has moods; else goals)
              goals               the share of the day's goals met: ○ ◔ ◑ ◕ ●
              habits              the share of the day's habits done
              gratitude           the number of grateful lines
              caffeine, water, …  a goal's ring: a limit's band (○ low ◑ medium ◕ high ▲ over),
                                  or toward a target (● met); • a value on a day without the goal
              weight              • a day with a weigh-in
              HABIT               a habit by name: ✓ done, ✗ not done, – excused, … pending

            """,
        options: [
            OptionHelp(.metric, "what each day shows (above)"),
            OptionHelp(.pixels, "the year in pixels: a row a month, a column a day"),
            .today, .now,
            OptionHelp(.htmlFormat, """
                text (default), html (coloured cells, each with its value as a
                tooltip, and a legend) or json
                """),
            .outputByExtension, .file, .color,
        ],
        more: """
            Examples:
              journal calendar 2026-11 -f examples/journal.md --today 2026-11-21
              journal calendar 2026 --metric caffeine
              journal calendar --pixels --metric meditate

            """,
        run: { try $0.calendar($1) })
}

extension CommandLineTool {
    func calendar(_ o: Options) throws -> Int32 {
        let c = try summaryCommand(o)
        let words = o.positional.joined(separator: " ")
        var period = Period.month(year: c.now.date.year, month: c.now.date.month)
        if !words.isEmpty {
            period = try self.words(PeriodWords.period(words, today: c.now.date, weekStart: c.summary.definitions.settings(on: c.now.date).weekStart,
                                                       journalRange: c.summary.dateRange), o)
            guard period.kind == .month || period.kind == .year else {
                throw o.usage("calendar shows a month (2026-11, this month, last month) or a year (2026, this year), not '\(words)'")
            }
        }
        if o.pixels, period.kind != .year { period = Period.year(period.start.year) }
        let measure = try self.measure(o, c)
        let report = CalendarReport(summary: c.summary, period: period, measure: measure, clock: c.now)
        return try finish(c, days: period.start...period.end, o,
                          text: { CalendarTextRenderer.calendar(report, style: $0, width: $1, pixels: o.pixels) },
                          json: { CalendarJSONRenderer.calendar(report) }, html: { HTMLReportRenderer.calendar(report, pixels: o.pixels) })
    }

    /// `--metric M`, or the default (mood where the journal has moods, else goals).
    func measure(_ o: Options, _ c: SummaryCommand) throws -> DayMeasure {
        switch DayMeasure.read(o.metric, summary: c.summary) {
        case .success(let m): return m
        case .failure(let e): throw o.usage(e.description)
        }
    }
}
