import JournalKit

/// `journal todo [--all] [LIST]`.
extension Command {
    static let todo = Command(
        name: "todo", summary: "open to-dos by list, oldest first: age, due, overdue, priority",
        about: """
            Usage: journal todo [LIST] [--all] [--today DAY | --now "DAY TIME"]
                                [--format text|html|json] [-o FILE] [-f FILE]...

            The open to-dos ([ ] and [<]) across the journal, grouped by list: each day's, oldest
            first, then the named sections (## Bucket list) and the to-dos before any heading
            (Inbox). Each with its age in days, due date (overdue, due today), priority (! to
            !!!) and tags. A to-do open 30 days or more is flagged: migrate it, or cancel it.
            A migrated one ([>]) links to the later day that writes it again.

            LIST: a named section (any case, e.g. "bucket list") or a day (2026-11-21).

            To print: --format html (or -o FILE.html) writes one page, a table per list with a
            box to tick by each open to-do.

            """,
        options: [
            OptionHelp(.all, "also done, migrated and cancelled to-dos"),
            OptionHelp(.today, "take \"today\" as DAY, so output can be reproduced"),
            OptionHelp(.now, "the same, with a time"),
            OptionHelp(.htmlFormat, "text (default), html (a page to print) or json"),
            .outputByExtension, .file, .color,
        ],
        more: """
            Exits 1 when the journal has errors, 2 when LIST names no list.
            How to write to-dos and habit marks: journal help checkbox.

            Examples:
              journal todo -f examples/journal.md --today 2026-11-21
              journal todo "bucket list" --all
              journal todo -o todo.html

            """,
        run: { try $0.todo($1) })
}

extension CommandLineTool {
    func todo(_ o: Options) throws -> Int32 {
        let format = try outputFormat(o)
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o)
        let loaded = try loadJournal(o, keeping: .tasksAndEvents(doses: nil))
        printProblems(loaded.diagnostics, o)
        let list = o.positional.isEmpty ? nil : o.positional.joined(separator: " ")
        let report = TodoReport(journal: loaded.journal, today: now.date, all: o.all, list: list)
        if let list, report.lists.isEmpty, TodoReport(journal: loaded.journal, today: now.date, all: true, list: list).lists.isEmpty {
            let guess = Suggestion.closest(to: list, in: TodoReport.listNames(loaded.journal))
            throw o.usage("no to-do list '\(list)'" + (guess.map { "; did you mean '\($0)'?" } ?? ""))
        }
        switch format {
        case .text: try emit(TodoRenderer.text(report, style: output == nil ? style(o) : .plain), to: output)
        case .json: try emit(TodoRenderer.json(report).serialized() + "\n", to: output)
        case .html: try emit(HTMLReportRenderer.todo(report), to: output)
        }
        return loaded.errorCount > 0 ? 1 : 0
    }
}
