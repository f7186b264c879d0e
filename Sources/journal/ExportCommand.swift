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
        let paths = try journalPaths(o, command: "export")
        // The calendar needs the to-dos and events; the entry exports read the days again below,
        // one at a time, and take from this read what comes before them (and its problems,
        // printed first); the daily CSV needs only the days summed up.
        var loaded: LoadedJournal? = try loadJournal(o, command: "export", keeping: format == "ics" ? .tasksAndEvents(doses: nil) : .noEntries)
        printProblems(loaded!.diagnostics, o)
        let errorCount = loaded!.errorCount
        let words = o.positional.joined(separator: " ")
        // Without a period: everything (a calendar also runs on, as medication schedules do).
        let period: Period? = words.isEmpty && o.begin == nil && o.end == nil && !o.daily ? nil
            : try self.words(PeriodWords.period(words.isEmpty ? "all" : words, begin: o.begin, end: o.end, today: now.date,
                                                weekStart: loaded!.journal.definitions.settings(on: now.date).weekStart,
                                                journalRange: loaded!.journal.dateRange), command: "export")
        switch format {
        case "ics": try emit(ICSRenderer.calendar(CalendarExport(journal: loaded!.journal, period: period, clock: now)), to: output)
        case "csv" where o.daily && period != nil:
            try emit(CSVRenderer.daily(PeriodReport(summary: loaded!.journal.summary, period: period!, clock: now, keeping: .all)), to: output)
        default:
            // What comes before the days; the rest of this read is let go before the next.
            var head = Journal()
            (head.files, head.definitions, head.taskLists) = (loaded!.journal.files, loaded!.journal.definitions, loaded!.journal.taskLists)
            loaded = nil
            try exportDays(format: format, head: head, period: period, paths: paths, o, to: output)
        }
        return errorCount > 0 ? 1 : 0
    }

    /// Writes the JSON or CSV export of the days read again from `paths`, each as it is read, to
    /// standard output or the file; `head` has what comes before the days. A file is replaced
    /// only when that second read read the journal as the first did.
    private func exportDays(format: String, head: Journal, period: Period?, paths: [String], _ o: Options,
                            to output: OutputFile?) throws {
        let options = ParseOptions(strict: o.strict)
        func produce(_ write: @escaping (String) -> Void) throws {
            let chunks = TextChunks(write)
            let problems: [Diagnostic]
            if format == "csv" {
                chunks.append(CSVRenderer.entriesHeader)
                problems = Journal.forEachDay(paths: paths, options: options) { day in
                    if period?.contains(day.date) ?? true { chunks.append(CSVRenderer.entries(of: day)) }
                }
            } else {
                let writer = ModelJSON.Writer(head: head, period: period, write: chunks.append)
                problems = Journal.forEachDay(paths: paths, options: options) { writer.day($0) }
                writer.finish()
            }
            chunks.flush()
            try requireRead(problems, paths: paths, o)
        }
        if let output {
            try output.write(streaming: produce)
        } else {
            let console = self.console
            try produce { console.out($0) }
        }
    }
}
