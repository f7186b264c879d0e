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
            guard let command = Command.named(first) else {
                if first.hasPrefix("-") {
                    throw UsageError(message: "options come after the command, e.g. journal check \(first)", command: nil)
                }
                let guess = Command.closest(to: first)
                throw UsageError(message: "unknown command '\(first)'" + (guess.map { "; did you mean '\($0.name)'?" } ?? ""), command: nil)
            }
            let o = try Options.parse(Array(arguments.dropFirst()), for: command)
            console.state.colorOut = style(o).color
            console.state.colorErr = style(o, stderr: true).color
            if o.help {
                console.out(command.helpText)
                return 0
            }
            return try command.run(self, o)
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
        console.err(e.command.map { "Run 'journal help \($0.name)' for usage.\n" } ?? "Run 'journal --help' for the commands.\n")
        return 2
    }

    /// The files to read: `-f` options, else `JOURNAL_FILE`, else `./journal.md`.
    func journalPaths(_ o: Options) throws -> [String] {
        if !o.files.isEmpty { return o.files }
        if let env = environment["JOURNAL_FILE"], !env.isEmpty { return [env] }
        if FileManager.default.fileExists(atPath: "journal.md") { return ["journal.md"] }
        throw o.usage("no journal to read: pass -f FILE, set JOURNAL_FILE, or run where ./journal.md is")
    }

    func style(_ o: Options, stderr: Bool = false) -> TextStyle {
        TextStyle(color: o.useColor(isTerminal: stderr ? console.stderrIsTerminal : console.stdoutIsTerminal, environment: environment))
    }

    /// Prints the journal's problems to standard error, for commands other than check: all
    /// of them (at most 50 a file), or with `shown`, those on the lines of those days and, for
    /// each file, how many it has elsewhere. Notes about how a file is saved (CRLF line
    /// endings) are left to check.
    func printProblems(_ diagnostics: [Diagnostic], shown dates: ClosedRange<CalendarDate>? = nil, sections: SectionLines = SectionLines(),
                       files: [SourceFile] = [], _ o: Options) {
        let diagnostics = diagnostics.filter { !$0.code.isFileFormNote }
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
}
