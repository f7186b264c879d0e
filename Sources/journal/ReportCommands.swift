import Foundation
import JournalKit

/// `journal report [PERIOD]` and `journal day [DAY]`.
extension CommandLineTool {
    /// The clock: `--now`, else the end of `--today`, else the computer's local time.
    func clock(_ o: Options, command: String) throws -> JournalClock {
        let c = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: Date())
        let system = JournalClock(date: CalendarDate(year: c.year!, month: c.month!, day: c.day!)!, minute: c.hour! * 60 + c.minute!)
        return try words(PeriodWords.clock(now: o.now, today: o.today, system: system), command: command)
    }

    /// The value read, or a usage error saying why the words could not be read.
    func words<T>(_ read: Result<T, PeriodError>, command: String) throws -> T {
        switch read {
        case .success(let value): return value
        case .failure(let e): throw UsageError(message: e.description, command: command)
        }
    }

    /// The output format: `--format`, else the `-o` file's extension, else text.
    func outputFormat(_ o: Options, command: String) throws -> Options.Format {
        if let f = o.format { return f }
        guard let out = o.output else { return .text }
        switch (out as NSString).pathExtension.lowercased() {
        case "html", "htm": return .html
        case "json": return .json
        case "txt", "text", "": return .text
        default: throw UsageError(message: "cannot tell the format of '\(out)' from its extension; add --format text|html|json", command: command)
        }
    }

    /// ``outputFormat(_:command:)`` for a command that writes text or JSON only.
    func textOrJSONFormat(_ o: Options, command: String) throws -> Options.Format {
        let format = try outputFormat(o, command: command)
        guard format != .html else { throw UsageError(message: "\(command) writes text or json, not html", command: command) }
        return format
    }

    /// Writes to `output` when given, else to standard output; either way control
    /// characters from the journal are shown as symbols (see ``VisibleText``).
    func emit(_ text: String, to output: OutputFile?) throws {
        guard let output else { return console.out(text) }
        try output.write(VisibleText.shown(text))
    }

    /// A page written in `folder`: its photos are linked from there (standard output counts
    /// as the current directory).
    func pageLocation(_ folder: String) -> PageLocation {
        PageLocation(folder: folder, workingDirectory: FileManager.default.currentDirectoryPath)
    }

    func report(_ o: Options) throws -> Int32 {
        if let folder = o.output, Self.isFolder(folder) { return try site(o, folder: folder) }
        let format = try outputFormat(o, command: "report")
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o, command: "report")
        let (read, period) = try summarizedPeriod(o, command: "report", now: now)
        let summary = read.summary
        let report = PeriodReport(summary: summary, period: period, clock: now, caffeineCurves: format == .json)
        switch format {
        case .text: try emit(ReportTextRenderer.period(report, style: output == nil ? style(o) : .plain, width: console.width(environment)), to: output)
        case .json: try emit(ReportJSONRenderer.period(report).serialized() + "\n", to: output)
        case .html: try emit(HTMLReportRenderer.period(report), to: output)
        }
        return read.errorCount > 0 ? 1 : 0
    }

    /// The journal read without keeping its entries (reports need only the days summed up),
    /// and the period the positional words, `-b` and `-e` name; the problems on the period's
    /// days are printed.
    func summarizedPeriod(_ o: Options, command: String, now: JournalClock) throws -> (SummarizedJournal, Period) {
        let read = try summarizeJournal(o, command: command)
        let summary = read.summary
        let period = try words(PeriodWords.period(o.positional.joined(separator: " "), begin: o.begin, end: o.end, today: now.date,
                                                  weekStart: summary.definitions.settings(on: now.date).weekStart,
                                                  journalRange: summary.dateRange), command: command)
        printProblems(read.diagnostics, shown: period.start...period.end, sections: read.sections, files: read.files, o)
        return (read, period)
    }

    func day(_ o: Options) throws -> Int32 {
        let format = try outputFormat(o, command: "day")
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o, command: "day")
        guard o.positional.count <= 1 else { throw UsageError(message: "day takes one day, e.g. journal day 2026-11-21", command: "day") }
        let date = try o.positional.first.map { try words(PeriodWords.day($0, today: now.date), command: "day") } ?? now.date
        // The day's entries, and every day summed up (for streaks and the caffeine still in the body).
        let loaded = try loadJournal(o, command: "day", keeping: .entriesOf(date...date))
        printProblems(loaded.diagnostics, shown: date...date, sections: loaded.sections, files: loaded.journal.files, o)
        let report = DayReport(journal: loaded.journal, date: date, clock: now)
        switch format {
        case .text: try emit(ReportTextRenderer.day(report, style: output == nil ? style(o) : .plain, width: console.width(environment)), to: output)
        case .json: try emit(ReportJSONRenderer.day(report).serialized() + "\n", to: output)
        case .html: try emit(HTMLReportRenderer.day(report, location: pageLocation(output?.folder ?? ".")), to: output)
        }
        return loaded.errorCount > 0 ? 1 : 0
    }
}
