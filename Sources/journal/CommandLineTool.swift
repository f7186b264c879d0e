import Foundation
import JournalKit

/// Runs one `journal` command line and returns the exit code: 0 clean, 1 the journal has
/// errors, 2 a usage error.
struct CommandLineTool {
    static let version = "0.1.0"

    var arguments: [String]
    var environment: [String: String]
    var console = Console()

    init(arguments: [String], environment: [String: String]) {
        self.arguments = arguments
        self.environment = environment
    }

    func run() -> Int32 {
        guard let first = arguments.first else {
            console.out(Help.overview)
            return 0
        }
        switch first {
        case "--help", "-h", "help":
            if first == "help", arguments.count > 1 {
                guard let text = Help.text(for: arguments[1]) else { return usage(UsageError(message: "no command '\(arguments[1])'", command: nil)) }
                console.out(text)
                return 0
            }
            console.out(Help.overview)
            return 0
        case "--version", "-V", "version":
            console.out("journal \(Self.version)\n")
            return 0
        default:
            break
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch first {
            case "report": return try report(rest)
            case "day": return try day(rest)
            case "check": return try check(rest)
            case "stats": return try stats(rest)
            case "foods": return try foods(rest)
            case "drinks": return try drinks(rest)
            default:
                if first.hasPrefix("-") {
                    throw UsageError(message: "options come after the command, e.g. journal check \(first)", command: nil)
                }
                let guess = Suggestion.closest(to: first, in: Help.commands.map(\.name))
                throw UsageError(message: "unknown command '\(first)'" + (guess.map { "; did you mean '\($0)'?" } ?? ""), command: nil)
            }
        } catch let e as UsageError {
            return usage(e)
        } catch {
            console.err("journal: \(error)\n")
            return 2
        }
    }

    func usage(_ e: UsageError) -> Int32 {
        console.err("journal: \(e.message)\n")
        console.err(e.command.map { "Run 'journal help \($0)' for usage.\n" } ?? "Run 'journal --help' for the commands.\n")
        return 2
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

    /// Loads the journal (keeping the entries of `dates` only, when given) and prints its
    /// problems to standard error (for commands other than check).
    func load(_ o: Options, command: String, keepingEntriesOf dates: ClosedRange<CalendarDate>? = nil) throws -> LoadedJournal {
        let paths = try journalPaths(o, command: command), options = ParseOptions(strict: o.strict)
        let loaded = dates.map { Journal.load(paths: paths, keepingEntriesOf: $0, options: options) } ?? Journal.load(paths: paths, options: options)
        printProblems(loaded.diagnostics, o)
        return loaded
    }

    /// Reads the journal into a summary of its days (what reports need; see
    /// `Journal.summarize`) and prints its problems to standard error.
    func summarize(_ o: Options, command: String) throws -> SummarizedJournal {
        let read = Journal.summarize(paths: try journalPaths(o, command: command), options: ParseOptions(strict: o.strict))
        printProblems(read.diagnostics, o)
        return read
    }

    private func printProblems(_ diagnostics: [Diagnostic], _ o: Options) {
        guard !diagnostics.isEmpty else { return }
        let s = style(o, stderr: true)
        let errors = diagnostics.lazy.filter { $0.severity == .error }.count
        console.err(DiagnosticRenderer.text(diagnostics, style: s))
        console.err(s.dim(DiagnosticRenderer.summary(errors: errors, warnings: diagnostics.count - errors) + " (run journal check)") + "\n")
    }

    // MARK: Commands

    func check(_ args: [String]) throws -> Int32 {
        let o = try Options.parse(args, command: "check", accepts: [.format, .strict])
        if o.help { console.out(Help.text(for: "check")!); return 0 }
        guard o.positional.isEmpty else { throw UsageError(message: "check takes no arguments (got '\(o.positional[0])'); give files with -f", command: "check") }
        // The streaming check: the same diagnostics as Journal.load, without keeping the model.
        let diagnostics = Journal.check(paths: try journalPaths(o, command: "check"), options: ParseOptions(strict: o.strict))
        let errors = diagnostics.lazy.filter { $0.severity == .error }.count
        switch o.format ?? .text {
        case .json:
            console.out(DiagnosticRenderer.json(diagnostics).serialized() + "\n")
        case .text, .html:
            if !diagnostics.isEmpty {
                let s = style(o)
                console.out(DiagnosticRenderer.text(diagnostics, style: s))
                console.out(s.bold(DiagnosticRenderer.summary(errors: errors, warnings: diagnostics.count - errors)) + "\n")
            }
        }
        return errors > 0 ? 1 : 0
    }

    func stats(_ args: [String]) throws -> Int32 {
        let o = try Options.parse(args, command: "stats", accepts: [.format, .strict])
        if o.help { console.out(Help.text(for: "stats")!); return 0 }
        guard o.positional.isEmpty else { throw UsageError(message: "stats takes no arguments; give files with -f", command: "stats") }
        let loaded = try load(o, command: "stats")
        let report = StatsReport(loaded)
        switch o.format ?? .text {
        case .json: console.out(StatsRenderer.json(report).serialized() + "\n")
        case .text, .html: console.out(StatsRenderer.text(report, style: style(o)))
        }
        return loaded.errorCount > 0 ? 1 : 0
    }

    func foods(_ args: [String]) throws -> Int32 {
        let o = try Options.parse(args, command: "foods", accepts: [.format, .limit])
        if o.help { console.out(Help.text(for: "foods")!); return 0 }
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

    func drinks(_ args: [String]) throws -> Int32 {
        let o = try Options.parse(args, command: "drinks", accepts: [.format])
        if o.help { console.out(Help.text(for: "drinks")!); return 0 }
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
        return Journal.load(paths: try journalPaths(o, command: command))
    }
}
