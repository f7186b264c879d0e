import Foundation
import JournalKit

/// `journal report [PERIOD]` and `journal day [DAY]`.
extension Command {
    static let report = Command(
        name: "report", summary: "the week at a glance: rings, streaks, trends (any period)",
        about: """
            Usage: journal report [PERIOD] [-b DAY] [-e DAY] [--today DAY | --now "DAY TIME"]
                                  [--format text|html|json] [-o FILE] [-f FILE]...

            The rings of every goal on every day of a period, a row per goal and a column per day
            (longer periods are summed up week by week), with means and totals, the days each goal
            was met, the change against the previous period, the caffeine by category of drink
            (coffee, tea, energy, …), the best and worst day, habit streaks, and a few notes
            drawn from the data. Without a PERIOD: the current week
            (from `set week-start`, Monday by default).

            Periods:
              today, yesterday, this week, last week, this month, last month, this year,
              last year, 2026, 2026-11, 2026-W47, 2026-11-21, a weekday (friday: the latest one),
              2026-11-01..2026-11-15, last 7 days (any number), all

            Days (for -b, -e, --today, --now): 2026-11-21, today, yesterday, tomorrow, or a
            weekday name. Times as in the journal: 19:00, 7pm, 7:45 pm.

            """,
        options: [
            OptionHelp(.begin, "first day (inclusive); alone, the period runs to today"),
            .end,
            OptionHelp(.today, "take \"now\" as the end of DAY, so output can be reproduced"),
            OptionHelp(.now, """
                take "now" as that moment (today's pending goals and doses);
                a time alone is today: --now 7pm
                """),
            OptionHelp(.htmlFormat, "text (default), html (one self-contained page) or json"),
            OptionHelp(.output, """
                write to FILE (replaced atomically, keeping its permissions; a
                symbolic link is followed); the format follows its extension
                (.html, .json, .txt) unless --format says otherwise. -o - is
                standard output. Exits 2 when FILE cannot be written.
                """),
            OptionHelp(label: "-o DIR/", """
                a folder (ending in /, or one that exists): a small site of
                linked pages for the months of the period, up to today:
                index.html (the year in pixels), a page a month (its
                calendar and report), a week and a day; a page is rewritten
                only when its content changes, as a new file (a symbolic
                link in its place is replaced, not followed). A page that
                cannot be written is reported and the others written (exit 2)
                """),
            .file, .color,
        ],
        more: """
            Problems on the period's days are printed to standard error; the others are counted
            (run journal check for them). Exits 1 when the journal has errors.

            Examples:
              journal report -f examples/journal.md --today 2026-11-21
              journal report last month --format html -o month.html

            """,
        run: { try $0.report($1) })

    static let day = Command(
        name: "day", summary: "one day in detail: timeline, meals, caffeine curve, rings",
        about: """
            Usage: journal day [DAY] [--today DAY | --now "DAY TIME"]
                               [--format text|html|json] [-o FILE] [-f FILE]...

            One day in detail: every goal's ring, the caffeine in the body hour by hour with the
            bedtime level and what is left of the caffeine limit (155 mg left today, or over by
            60 mg), habits and medication doses, meals grouped with their nutrients, a
            timeline in time order, gratitude, notes and photos. Without a DAY: today.

            Days: 2026-11-21, today, yesterday, tomorrow, or a weekday name (friday: the latest
            one). Times as in the journal: 19:00, 7pm, 7:45 pm.

            """,
        options: [
            .today,
            OptionHelp(.now, "take \"now\" as that moment; a time alone is today"),
            OptionHelp(.htmlFormat, "text (default), html or json"),
            OptionHelp(.output, """
                write to FILE (replaced atomically, keeping its permissions; a
                symbolic link is followed); format from its extension; -o - is
                standard output. Exits 2 when FILE cannot be written.
                """),
            .file, .color,
        ],
        more: """
            Problems on the day's lines are printed to standard error; the others are counted
            (run journal check for them). Exits 1 when the journal has errors.

            Example:
              journal day 2026-11-20 -f examples/journal.md --today 2026-11-21

            """,
        run: { try $0.day($1) })
}

extension CommandLineTool {
    /// The one DAY a command takes (`journal day DAY`), else today.
    func oneDay(_ o: Options, now: JournalClock) throws -> CalendarDate {
        guard o.positional.count <= 1 else { throw o.usage("\(o.command.name) takes one day, e.g. journal \(o.command.name) 2026-11-21") }
        return try o.positional.first.map { try words(PeriodWords.day($0, today: now.date), o) } ?? now.date
    }

    /// The clock: `--now`, else the end of `--today`, else the computer's local time.
    func clock(_ o: Options) throws -> JournalClock {
        try words(PeriodWords.clock(now: o.now, today: o.today, system: .system()), o)
    }

    /// The value read, or a usage error saying why the words could not be read.
    func words<T>(_ read: Result<T, PeriodError>, _ o: Options) throws -> T {
        switch read {
        case .success(let value): return value
        case .failure(let e): throw o.usage(e.description)
        }
    }

    /// The output format: `--format`, else the `-o` file's extension, else text.
    func outputFormat(_ o: Options) throws -> Options.Format {
        if let f = o.format { return f }
        guard let out = o.output else { return .text }
        switch FilePath.pathExtension(of: out).lowercased() {
        case "html", "htm": return .html
        case "json": return .json
        case "txt", "text", "": return .text
        default: throw o.usage("cannot tell the format of '\(out)' from its extension; add --format text|html|json")
        }
    }

    /// ``outputFormat(_:)`` for a command that writes text or JSON only.
    func textOrJSONFormat(_ o: Options) throws -> Options.Format {
        let format = try outputFormat(o)
        guard format != .html else { throw o.usage("\(o.command.name) writes text or json, not html") }
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
        let format = try outputFormat(o)
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o)
        let (read, period) = try summarizedPeriod(o, now: now)
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
    func summarizedPeriod(_ o: Options, now: JournalClock) throws -> (SummarizedJournal, Period) {
        let read = try summarizeJournal(o)
        let summary = read.summary
        let period = try words(PeriodWords.period(o.positional.joined(separator: " "), begin: o.begin, end: o.end, today: now.date,
                                                  weekStart: summary.definitions.settings(on: now.date).weekStart,
                                                  journalRange: summary.dateRange), o)
        printProblems(read.diagnostics, shown: period.start...period.end, sections: read.sections, files: read.files, o)
        return (read, period)
    }

    func day(_ o: Options) throws -> Int32 {
        let format = try outputFormat(o)
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o)
        let date = try oneDay(o, now: now)
        // The day's entries, and every day summed up (for streaks and the caffeine still in the body).
        let loaded = try loadJournal(o, keeping: .entriesOf(date...date))
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
