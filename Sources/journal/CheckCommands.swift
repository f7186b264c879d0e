import JournalKit

/// `journal check` and `journal stats`.
extension Command {
    static let check = Command(
        name: "check", summary: "check the journal and list every problem",
        about: """
            Usage: journal check [-f FILE]... [--strict] [--fail-on LEVEL] [--format text|json]

            Reads the journal and lists every problem, each with its file, line and column,
            the line with a caret under the problem, and a hint. Prints nothing and exits 0
            when the journal is clean; exits 1 when it has errors (warnings alone exit 0,
            unless --fail-on warning).
            The text shows at most 50 problems of each file and counts the rest; JSON lists
            them all. A file that is not text (binary, UTF-16) is one problem, not-text.

            """,
        options: [
            OptionHelp(.strict, """
                also warn about bullets that look like entries but are not
                (- drnk espresso, - espresso x2)
                """),
            OptionHelp(.failOn, """
                error (default): exit 1 when there are errors; warning: exit 1
                on warnings too (for a pre-commit hook)
                """),
            OptionHelp(.format, """
                text (default) or json (an array of problems with severity,
                code, file, line, column, endColumn, message, hint)
                """),
            OptionHelp.plainFile, OptionHelp.plainColor,
        ],
        more: """
            Examples:
              journal check -f examples/journal.md --strict
              journal check --fail-on warning     (in .git/hooks/pre-commit)

            """,
        run: { try $0.check($1) })

    static let stats = Command(
        name: "stats", summary: "files, dates, entries of each kind, definitions",
        about: """
            Usage: journal stats [-f FILE]... [--format text|json]

            Shows the files read, their size, the dates covered, how many entries of each
            kind and definitions the journal holds, the size of the built-in catalog, and
            how many problems the journal has (journal check lists them).

            """,
        options: [
            .textOrJSON,
            OptionHelp(.strict, "read as check --strict does"),
            OptionHelp.plainFile, OptionHelp.plainColor,
        ],
        run: { try $0.stats($1) })
}

extension OptionHelp {
    /// `-f` and `--color` of the commands that print no report.
    static let plainFile = OptionHelp(.file, "a file or directory (repeatable)")
    static let plainColor = OptionHelp(.color, "auto, always or never")
}

extension CommandLineTool {
    func check(_ o: Options) throws -> Int32 {
        guard o.positional.isEmpty else { throw o.usage("check takes no arguments (got '\(o.positional[0])'); give files with -f") }
        // The streaming check: the same diagnostics as Journal.load, without keeping the model.
        let diagnostics = try checkJournal(o)
        let errors = diagnostics.lazy.filter { $0.severity == .error }.count
        switch o.format ?? .text {
        case .json:
            console.out(DiagnosticRenderer.json(diagnostics).serialized() + "\n")
        case .text, .html:
            if !diagnostics.isEmpty {
                let s = style(o)
                console.out(DiagnosticRenderer.text(diagnostics, style: s, perFile: DiagnosticRenderer.shownPerFile))
                console.out(s.bold(DiagnosticRenderer.summary(errors: errors, warnings: diagnostics.count - errors)) + "\n")
            }
        }
        return errors > 0 || (o.failOnWarnings && !diagnostics.isEmpty) ? 1 : 0
    }

    func stats(_ o: Options) throws -> Int32 {
        guard o.positional.isEmpty else { throw o.usage("stats takes no arguments; give files with -f") }
        // The problems are counted in the report, which points to check for them.
        let loaded = try loadJournal(o)
        let report = StatsReport(loaded)
        switch o.format ?? .text {
        case .json: console.out(StatsRenderer.json(report).serialized() + "\n")
        case .text, .html: console.out(StatsRenderer.text(report, style: style(o)))
        }
        return loaded.errorCount > 0 ? 1 : 0
    }
}
