import Foundation
import JournalKit

/// Runs one `journal` command line and returns the exit code: 0 clean, 1 the journal has
/// errors, 2 a usage error or a journal that cannot be read (``JournalNotRead``).
struct CommandLineTool {
    static let version = "0.1.0"

    var arguments: [String]
    var environment: [String: String]
    var console = Console()

    init(arguments: [String], environment: [String: String]) {
        self.arguments = arguments
        self.environment = environment
    }

    /// Runs the command; a failure to write standard output (a full disk, a closed stream)
    /// is reported and exits 2.
    func run() -> Int32 {
        let code = runCommand()
        guard let problem = console.outputProblem else { return code }
        console.err("journal: \(problem)\n")
        return 2
    }

    private func runCommand() -> Int32 {
        guard let first = arguments.first else {
            console.out(Help.overview)
            return 0
        }
        switch first {
        case "--help", "-h":
            console.out(Help.overview)
            return 0
        case "--version", "-V", "version":
            console.out("journal \(Self.version)\n")
            return 0
        default:
            break
        }
        do {
            guard let command = Help.command(first) else {
                if first.hasPrefix("-") {
                    throw UsageError(message: "options come after the command, e.g. journal check \(first)", command: nil)
                }
                let guess = Suggestion.closest(to: first, in: Help.commands.map(\.name))
                throw UsageError(message: "unknown command '\(first)'" + (guess.map { "; did you mean '\($0)'?" } ?? ""), command: nil)
            }
            let o = try Options.parse(Array(arguments.dropFirst()), command: command.name, accepts: command.accepts)
            console.state.colorOut = style(o).color
            console.state.colorErr = style(o, stderr: true).color
            if o.help {
                console.out(Help.text(for: command.name)!)
                return 0
            }
            switch command.name {
            case "report": return try report(o)
            case "day": return try day(o)
            case "calendar": return try calendar(o)
            case "streaks": return try streaks(o)
            case "trends": return try trends(o)
            case "meds": return try meds(o)
            case "todo": return try todo(o)
            case "upcoming": return try upcoming(o)
            case "export": return try export(o)
            case "check": return try check(o)
            case "stats": return try stats(o)
            case "foods": return try foods(o)
            case "drinks": return try drinks(o)
            default: return try help(o)
            }
        } catch let e as UsageError {
            return usage(e)
        } catch let e as JournalNotRead {
            console.err(e.text)
            return 2
        } catch let e as OutputError {
            console.err("journal: \(e.message)\n")
            return 2
        } catch {
            console.err("journal: the command stopped on an unexpected error (\(type(of: error))).\n")
            return 2
        }
    }

    func usage(_ e: UsageError) -> Int32 {
        console.err("journal: \(e.message)\n")
        console.err(e.command.map { "Run 'journal help \($0)' for usage.\n" } ?? "Run 'journal --help' for the commands.\n")
        return 2
    }

    /// `journal help [COMMAND]`.
    func help(_ o: Options) throws -> Int32 {
        switch o.positional.count {
        case 0: console.out(Help.overview)
        case 1:
            guard let text = Help.text(for: o.positional[0]) else {
                let guess = Suggestion.closest(to: o.positional[0], in: Help.commands.map(\.name))
                throw UsageError(message: "no command '\(o.positional[0])'" + (guess.map { "; did you mean '\($0)'?" } ?? ""), command: "help")
            }
            console.out(text)
        default: throw UsageError(message: "help takes one command, e.g. journal help report", command: "help")
        }
        return 0
    }

    /// The files to read: `-f` options, else `JOURNAL_FILE`, else `./journal.md`.
    func journalPaths(_ o: Options, command: String) throws -> [String] {
        if !o.files.isEmpty { return o.files }
        if let env = environment["JOURNAL_FILE"], !env.isEmpty { return [env] }
        if FileManager.default.fileExists(atPath: "journal.md") { return ["journal.md"] }
        throw UsageError(message: "no journal to read: pass -f FILE, set JOURNAL_FILE, or run where ./journal.md is", command: command)
    }

    func style(_ o: Options, stderr: Bool = false) -> TextStyle {
        TextStyle(color: o.useColor(isTerminal: stderr ? console.stderrIsTerminal : console.stdoutIsTerminal, environment: environment))
    }

    /// Prints the journal's problems to standard error, for commands other than check: all
    /// of them (at most 50 a file), or with `shown`, those on the lines of those days and, for
    /// each file, how many it has elsewhere.
    func printProblems(_ diagnostics: [Diagnostic], shown dates: ClosedRange<CalendarDate>? = nil, sections: SectionLines = SectionLines(),
                       files: [SourceFile] = [], _ o: Options) {
        guard !diagnostics.isEmpty else { return }
        let s = style(o, stderr: true)
        let (within, elsewhere) = dates.map { sections.split(diagnostics, within: $0, files: files) } ?? (diagnostics, [])
        if !within.isEmpty {
            let errors = within.lazy.filter { $0.severity == .error }.count
            console.err(DiagnosticRenderer.text(within, style: s, perFile: DiagnosticRenderer.shownPerFile))
            console.err(s.dim(DiagnosticRenderer.summary(errors: errors, warnings: within.count - errors) + " (run journal check)") + "\n")
        }
        for (file, count) in elsewhere {
            console.err(s.dim("\(file) has \(count) problem\(count == 1 ? "" : "s") elsewhere; run journal check") + "\n")
        }
    }

    // MARK: Commands

    func check(_ o: Options) throws -> Int32 {
        guard o.positional.isEmpty else { throw UsageError(message: "check takes no arguments (got '\(o.positional[0])'); give files with -f", command: "check") }
        // The streaming check: the same diagnostics as Journal.load, without keeping the model.
        let diagnostics = try checkJournal(o, command: "check")
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
        return errors > 0 ? 1 : 0
    }

    func stats(_ o: Options) throws -> Int32 {
        guard o.positional.isEmpty else { throw UsageError(message: "stats takes no arguments; give files with -f", command: "stats") }
        let loaded = try loadJournal(o, command: "stats")
        printProblems(loaded.diagnostics, o)
        let report = StatsReport(loaded)
        switch o.format ?? .text {
        case .json: console.out(StatsRenderer.json(report).serialized() + "\n")
        case .text, .html: console.out(StatsRenderer.text(report, style: style(o)))
        }
        return loaded.errorCount > 0 ? 1 : 0
    }

    func foods(_ o: Options) throws -> Int32 {
        let query = o.positional.joined(separator: " ")
        guard !query.isEmpty else { throw UsageError(message: "foods needs something to search for, e.g. journal foods banana", command: "foods") }
        let loaded = try optionalJournal(o, command: "foods")
        let report = CatalogReport.foods(query, journal: loaded?.journal, limit: o.limit ?? 10)
        switch o.format ?? .text {
        case .json: console.out(CatalogRenderer.json(report).serialized() + "\n")
        case .text, .html: console.out(CatalogRenderer.text(report, style: style(o)))
        }
        return report.items.isEmpty ? 1 : 0
    }

    func drinks(_ o: Options) throws -> Int32 {
        let query = o.positional.joined(separator: " ")
        let loaded = try optionalJournal(o, command: "drinks")
        let report = CatalogReport.drinks(query, journal: loaded?.journal)
        switch o.format ?? .text {
        case .json: console.out(CatalogRenderer.json(report).serialized() + "\n")
        case .text, .html: console.out(CatalogRenderer.text(report, style: style(o)))
        }
        return report.items.isEmpty ? 1 : 0
    }

    /// The journal, when one is named or present, so its own definitions are searched too.
    func optionalJournal(_ o: Options, command: String) throws -> LoadedJournal? {
        if o.files.isEmpty, environment["JOURNAL_FILE"] == nil, !FileManager.default.fileExists(atPath: "journal.md") { return nil }
        return try loadJournal(o, command: command)
    }
}
