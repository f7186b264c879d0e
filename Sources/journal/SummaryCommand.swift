import Foundation
import JournalKit

/// What calendar, streaks and trends share: they read the day summaries only (as report does),
/// take the clock, and write text, JSON or HTML to standard output or `-o FILE`.
struct SummaryCommand {
    var format: Options.Format
    var output: OutputFile?
    var now: JournalClock
    var read: SummarizedJournal
    var summary: JournalSummary { read.summary }
}

extension CommandLineTool {
    /// Reads the options every summary command takes, and the journal's summaries.
    func summaryCommand(_ o: Options) throws -> SummaryCommand {
        let format = try outputFormat(o)
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o)
        let read = try summarizeJournal(o)
        return SummaryCommand(format: format, output: output, now: now, read: read)
    }

    /// Prints the problems on `days`, writes the output in the command's format (text from
    /// `text` with the style and width), and returns the exit code.
    func finish(_ c: SummaryCommand, days: ClosedRange<CalendarDate>, _ o: Options, text: (TextStyle, Int) -> String, json: () -> JSONValue,
                html: () -> String) throws -> Int32 {
        printProblems(c.read.diagnostics, shown: days, sections: c.read.sections, files: c.read.files, o)
        switch c.format {
        case .text: try emit(text(c.output == nil ? style(o) : .plain, console.width(environment)), to: c.output)
        case .json: try emit(json().serialized() + "\n", to: c.output)
        case .html: try emit(html(), to: c.output)
        }
        return c.read.errorCount > 0 ? 1 : 0
    }
}
