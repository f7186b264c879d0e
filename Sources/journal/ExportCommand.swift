import Foundation
import JournalKit

/// `journal export --format ics|csv|json [PERIOD] [-o FILE]`.
extension CommandLineTool {
    func export(_ o: Options) throws -> Int32 {
        let output = try o.output.map(OutputFile.init)
        var format = o.exportFormat
        if format == nil, let out = o.output, ["ics", "csv", "json"].contains((out as NSString).pathExtension.lowercased()) {
            format = (out as NSString).pathExtension.lowercased()
        }
        guard let format else { throw UsageError(message: "export needs a format: --format ics, csv or json (or an -o FILE ending in one)", command: "export") }
        guard !o.daily || format == "csv" else { throw UsageError(message: "--daily is for --format csv", command: "export") }
        let now = try clock(o, command: "export")
        let loaded = try loadJournal(o, command: "export")
        printProblems(loaded.diagnostics, o)
        let journal = loaded.journal
        let words = o.positional.joined(separator: " ")
        // Without a period: everything (a calendar also runs on, as medication schedules do).
        let period: Period? = words.isEmpty && o.begin == nil && o.end == nil && !o.daily ? nil
            : try self.words(PeriodWords.period(words.isEmpty ? "all" : words, begin: o.begin, end: o.end, today: now.date,
                                                weekStart: journal.definitions.settings(on: now.date).weekStart,
                                                journalRange: journal.dateRange), command: "export")
        let text: String
        switch format {
        case "ics": text = ICSRenderer.calendar(CalendarExport(journal: journal, period: period, clock: now))
        case "csv":
            if o.daily, let period {
                text = CSVRenderer.daily(PeriodReport(summary: journal.summary, period: period, clock: now, keeping: .all))
            } else {
                text = CSVRenderer.entries(journal, period: period)
            }
        default: text = ModelJSON.json(journal, period: period).serialized() + "\n"
        }
        try emit(text, to: output)
        return loaded.errorCount > 0 ? 1 : 0
    }
}
