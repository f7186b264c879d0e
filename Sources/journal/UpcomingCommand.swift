import JournalKit

/// `journal upcoming [--days N]`.
extension Command {
    static let upcoming = Command(
        name: "upcoming", summary: "events, to-dos falling due and doses over the next days",
        about: """
            Usage: journal upcoming [--days N] [--today DAY | --now "DAY TIME"]
                                    [--format text|html|json] [-o FILE] [-f FILE]...

            What is coming over the next N days (7 by default; today is the first), in time
            order: appointments and events written on those days (with where), open to-dos
            whose due date falls in them, and medication doses not yet taken or skipped. Today
            shows only what is still to come from now. Overdue to-dos are counted.

            To print or put on the fridge: --format html (or -o FILE.html) writes one page, a
            table per day.

            """,
        options: [
            OptionHelp(.days, "how many days, today included (default 7)"),
            OptionHelp(.today, "take \"now\" as the end of DAY (so from the next day on)"),
            .now,
            OptionHelp(.htmlFormat, "text (default), html (a page to print) or json"),
            .outputByExtension, .file, .color,
        ],
        more: """
            Exits 1 when the journal has errors.

            Examples:
              journal upcoming -f examples/journal.md --now "2026-11-19 08:00" --days 3
              journal upcoming --days 14 -o upcoming.html

            """,
        run: { try $0.upcoming($1) })
}

extension CommandLineTool {
    func upcoming(_ o: Options) throws -> Int32 {
        let format = try outputFormat(o)
        guard o.positional.isEmpty else { throw o.usage("upcoming takes no arguments; give the number of days with --days N") }
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o)
        let days = o.days ?? 7
        let loaded = try loadJournal(o, keeping: .tasksAndEvents(doses: UpcomingReport.window(clock: now, days: days)))
        printProblems(loaded.diagnostics, o)
        let report = UpcomingReport(journal: loaded.journal, clock: now, days: days)
        switch format {
        case .text: try emit(UpcomingRenderer.text(report, style: output == nil ? style(o) : .plain), to: output)
        case .json: try emit(UpcomingRenderer.json(report).serialized() + "\n", to: output)
        case .html: try emit(HTMLReportRenderer.upcoming(report), to: output)
        }
        return loaded.errorCount > 0 ? 1 : 0
    }
}
