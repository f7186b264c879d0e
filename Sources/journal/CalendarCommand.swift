import Foundation
import JournalKit

/// `journal calendar [MONTH | YEAR] [--metric M] [--pixels]`.
extension CommandLineTool {
    func calendar(_ o: Options) throws -> Int32 {
        let format = try outputFormat(o, command: "calendar")
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o, command: "calendar")
        // Only the days summed up, as report reads them.
        let read = Journal.summarize(paths: try journalPaths(o, command: "calendar"), options: ParseOptions(strict: o.strict))
        let summary = read.summary
        let words = o.positional.joined(separator: " ")
        var period = Period.month(year: now.date.year, month: now.date.month)
        if !words.isEmpty {
            period = try self.words(PeriodWords.period(words, today: now.date, weekStart: summary.definitions.settings(on: now.date).weekStart,
                                                       journalRange: summary.dateRange), command: "calendar")
            guard period.kind == .month || period.kind == .year else {
                throw UsageError(message: "calendar shows a month (2026-11, this month, last month) or a year (2026, this year), not '\(words)'",
                                 command: "calendar")
            }
        }
        if o.pixels, period.kind != .year { period = Period.year(period.start.year) }
        let measure: DayMeasure
        switch DayMeasure.read(o.metric, summary: summary) {
        case .success(let m): measure = m
        case .failure(let e): throw UsageError(message: e.description, command: "calendar")
        }
        printProblems(read.diagnostics, shown: period.start...period.end, sections: read.sections, files: read.files, o)
        let report = CalendarReport(summary: summary, period: period, measure: measure, clock: now)
        switch format {
        case .text:
            try emit(CalendarTextRenderer.calendar(report, style: output == nil ? style(o) : .plain, width: console.width(environment), pixels: o.pixels),
                     to: output)
        case .json: try emit(CalendarJSONRenderer.calendar(report).serialized() + "\n", to: output)
        case .html: try emit(HTMLReportRenderer.calendar(report), to: output)
        }
        return read.errorCount > 0 ? 1 : 0
    }
}
