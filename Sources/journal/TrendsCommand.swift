import Foundation
import JournalKit

/// `journal trends [--days N] [--metric M]`.
extension CommandLineTool {
    func trends(_ o: Options) throws -> Int32 {
        let c = try summaryCommand(o, name: "trends")
        guard o.positional.isEmpty else {
            throw UsageError(message: "trends takes no period; give the number of days with --days N (default \(TrendsReport.defaultDays))", command: "trends")
        }
        let report = TrendsReport(summary: c.summary, days: o.days ?? TrendsReport.defaultDays, measure: try measure(o, c), clock: c.now)
        return try finish(c, days: report.period.start...report.period.end, o,
                          text: { TrendsTextRenderer.trends(report, style: $0, width: $1) },
                          json: { TrendsJSONRenderer.trends(report) }, html: { HTMLReportRenderer.trends(report) })
    }
}
