import JournalKit

/// `journal todo [--all] [LIST]`.
extension CommandLineTool {
    func todo(_ o: Options) throws -> Int32 {
        let format = try textOrJSONFormat(o, command: "todo")
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o, command: "todo")
        let loaded = try loadJournal(o, command: "todo", keeping: .tasksAndEvents(doses: nil))
        printProblems(loaded.diagnostics, o)
        let list = o.positional.isEmpty ? nil : o.positional.joined(separator: " ")
        let report = TodoReport(journal: loaded.journal, today: now.date, all: o.all, list: list)
        if let list, report.lists.isEmpty, TodoReport(journal: loaded.journal, today: now.date, all: true, list: list).lists.isEmpty {
            let guess = Suggestion.closest(to: list, in: TodoReport.listNames(loaded.journal))
            throw UsageError(message: "no to-do list '\(list)'" + (guess.map { "; did you mean '\($0)'?" } ?? ""), command: "todo")
        }
        switch format {
        case .text, .html: try emit(TodoRenderer.text(report, style: output == nil ? style(o) : .plain), to: output)
        case .json: try emit(TodoRenderer.json(report).serialized() + "\n", to: output)
        }
        return loaded.errorCount > 0 ? 1 : 0
    }
}
