import Foundation
import JournalKit

/// `journal calendar [MONTH | YEAR] [--metric M] [--pixels]`.
extension CommandLineTool {
    func calendar(_ o: Options) throws -> Int32 {
        let c = try summaryCommand(o, name: "calendar")
        let words = o.positional.joined(separator: " ")
        var period = Period.month(year: c.now.date.year, month: c.now.date.month)
        if !words.isEmpty {
            period = try self.words(PeriodWords.period(words, today: c.now.date, weekStart: c.summary.definitions.settings(on: c.now.date).weekStart,
                                                       journalRange: c.summary.dateRange), command: "calendar")
            guard period.kind == .month || period.kind == .year else {
                throw UsageError(message: "calendar shows a month (2026-11, this month, last month) or a year (2026, this year), not '\(words)'",
                                 command: "calendar")
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
        case .failure(let e): throw UsageError(message: e.description, command: c.name)
        }
    }
}
