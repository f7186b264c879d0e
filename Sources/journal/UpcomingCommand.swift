import JournalKit

/// `journal upcoming [--days N]`.
extension CommandLineTool {
    func upcoming(_ o: Options) throws -> Int32 {
        let format = try textOrJSONFormat(o, command: "upcoming")
        guard o.positional.isEmpty else { throw UsageError(message: "upcoming takes no arguments; give the number of days with --days N", command: "upcoming") }
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o, command: "upcoming")
        let days = o.days ?? 7
        let loaded = try loadJournal(o, command: "upcoming", keeping: .tasksAndEvents(doses: UpcomingReport.window(clock: now, days: days)))
        printProblems(loaded.diagnostics, o)
        let report = UpcomingReport(journal: loaded.journal, clock: now, days: days)
        switch format {
        case .text, .html: try emit(UpcomingRenderer.text(report, style: output == nil ? style(o) : .plain), to: output)
        case .json: try emit(UpcomingRenderer.json(report).serialized() + "\n", to: output)
        }
        return loaded.errorCount > 0 ? 1 : 0
    }
}
