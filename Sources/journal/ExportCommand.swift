import Foundation
import JournalKit

/// `journal export --format ics|csv|json [PERIOD] [-o FILE]`.
extension Command {
    static let export = Command(
        name: "export", summary: "a calendar (ics), a spreadsheet (csv) or the whole model (json)",
        about: """
            Usage: journal export --format ics|csv|json [PERIOD] [-b DAY] [-e DAY] [--daily]
                                  [--today DAY | --now "DAY TIME"] [-o FILE] [-f FILE]...

            Writes the journal for other programs. Without a PERIOD: all of it.

              ics   an iCalendar file (RFC 5545) for Google Calendar, Apple Calendar or
                    Thunderbird: appointments and events (an alarm 60 min before; set
                    reminder 30 min), open to-dos with a due date, and each medication time
                    as a repeating event with an alarm at dose time; with set reminder log
                    12:00, 20:00, a daily "Log your drinks" at each time. Times are local to the
                    calendar unless set timezone Europe/London names a zone.
              csv   one row per entry (date, time, kind, name, amount, unit, state, a
                    sleep's start, end and quality, every nutrient, mood, tags, note); with
                    --daily one row per day with the weekly report's metrics (value and
                    percent), exercise minutes, weight, mood and hours slept. RFC 4180 quoting.
              json  the whole model: files, definitions, lists and days, each entry with its
                    file, line and column.

            """,
        options: [
            OptionHelp(.exportFormat, "ics, csv or json (else taken from the -o file's extension)"),
            OptionHelp(.daily, "csv: one row per day"),
            .begin, .end,
            OptionHelp(.today, "\"now\", for the to-dos still open and the calendar's stamp"),
            OptionHelp(.now, "the same, with a time"),
            .output, .file,
            OptionHelp(.color, "accepted as everywhere; exports are never coloured"),
        ],
        more: """
            Exits 1 when the journal has errors.

            Examples:
              journal export --format ics -o journal.ics
              journal export --format csv --daily last month -o october.csv

            """,
        run: { try $0.export($1) })
}

extension CommandLineTool {
    func export(_ o: Options) throws -> Int32 {
        let output = try o.output.map(OutputFile.init)
        var format = o.exportFormat
        if format == nil, let out = o.output, ["ics", "csv", "json"].contains(FilePath.pathExtension(of: out).lowercased()) {
            format = FilePath.pathExtension(of: out).lowercased()
        }
        guard let format else { throw o.usage("export needs a format: --format ics, csv or json (or an -o FILE ending in one)") }
        guard !o.daily || format == "csv" else { throw o.usage("--daily is for --format csv") }
        let now = try clock(o)
        let paths = try journalPaths(o)
        // The calendar needs the to-dos and events; the entry exports read the days again below,
        // one at a time, and take from this read what comes before them (and its problems,
        // printed first); the daily CSV needs only the days summed up.
        var loaded: LoadedJournal? = try loadJournal(o, keeping: format == "ics" ? .tasksAndEvents(doses: CalendarDate(dayNumber: -700_000)...now.date) : .noEntries)
        printProblems(loaded!.diagnostics, o)
        let errorCount = loaded!.errorCount
        let words = o.positional.joined(separator: " ")
        // Without a period: everything (a calendar also runs on, as medication schedules do).
        let period: Period? = words.isEmpty && o.begin == nil && o.end == nil && !o.daily ? nil
            : try self.words(PeriodWords.period(words.isEmpty ? "all" : words, begin: o.begin, end: o.end, today: now.date,
                                                weekStart: loaded!.journal.definitions.settings(on: now.date).weekStart,
                                                journalRange: loaded!.journal.dateRange), o)
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
                let shown = head.definitions.shownNutrients
                chunks.append(CSVRenderer.entriesHeader(shown: shown))
                problems = Journal.forEachDay(paths: paths, options: options) { day in
                    if period?.contains(day.date) ?? true { chunks.append(CSVRenderer.entries(of: day, shown: shown)) }
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
