import JournalKit

/// An option a command may take beyond `--help`, as its entry in ``Command/all`` lists it.
/// The order here is the order in which unknown options are matched against known ones.
enum Option: CaseIterable, Sendable {
    case file, color
    /// `--format text|json`.
    case format
    /// `--format text|html|json`.
    case htmlFormat
    case strict, today, now, begin, end, limit, output, metric, pixels, all, days
    /// `--format ics|csv|json` (journal export).
    case exportFormat
    case daily, people
    /// `--fail-on error|warning` (journal check).
    case failOn
    /// `--date DAY`: the day a writing command writes to.
    case date
    /// `--time HH:MM` and `--no-time` (journal add).
    case time, noTime
    /// `--force`: write what a writing command would refuse.
    case force
    /// `--dry-run`: print what a writing command would change, and write nothing.
    case dryRun
    /// `--check` and `--write` (journal fmt).
    case checkOnly, write
    /// `--verbose`: say what is done on standard error (journal lsp).
    case verbose
    /// `--stdio`: the transport editors name (journal lsp, whose only one it is).
    case stdio

    /// How the option is written on the command line: the first is the one help names.
    var spellings: [String] {
        switch self {
        case .file: ["--file", "-f"]
        case .color: ["--color", "--colour", "--no-color"]
        case .format, .htmlFormat, .exportFormat: ["--format", "-F"]
        case .strict: ["--strict"]
        case .today: ["--today"]
        case .now: ["--now"]
        case .begin: ["--begin", "-b"]
        case .end: ["--end", "-e"]
        case .limit: ["--limit", "-n"]
        case .output: ["--output", "-o"]
        case .metric: ["--metric", "-m"]
        case .pixels: ["--pixels"]
        case .all: ["--all", "-a"]
        case .days: ["--days", "-d"]
        case .daily: ["--daily"]
        case .people: ["--people"]
        case .failOn: ["--fail-on"]
        case .date: ["--date"]
        case .time: ["--time"]
        case .noTime: ["--no-time"]
        case .force: ["--force"]
        case .dryRun: ["--dry-run"]
        case .checkOnly: ["--check"]
        case .write: ["--write", "-w"]
        case .verbose: ["--verbose"]
        case .stdio: ["--stdio"]
        }
    }

    /// How a command's help names the option, at the left of its line.
    var label: String {
        switch self {
        case .file: "-f, --file FILE"
        case .color: "--color WHEN"
        case .format, .htmlFormat: "--format FORMAT"
        case .exportFormat: "-F, --format FORMAT"
        case .strict: "--strict"
        case .today: "--today DAY"
        case .now: "--now \"DAY TIME\""
        case .begin: "-b, --begin DAY"
        case .end: "-e, --end DAY"
        case .limit: "-n, --limit N"
        case .output: "-o, --output FILE"
        case .metric: "-m, --metric M"
        case .pixels: "--pixels"
        case .all: "-a, --all"
        case .days: "-d, --days N"
        case .daily: "--daily"
        case .people: "--people DIR"
        case .failOn: "--fail-on LEVEL"
        case .date: "--date DAY"
        case .time: "--time HH:MM"
        case .noTime: "--no-time"
        case .force: "--force"
        case .dryRun: "--dry-run"
        case .checkOnly: "--check"
        case .write: "-w, --write"
        case .verbose: "--verbose"
        case .stdio: "--stdio"
        }
    }

    /// The values `--format` takes.
    var formats: [String] {
        switch self {
        case .format: ["text", "json"]
        case .htmlFormat: ["text", "html", "json"]
        case .exportFormat: ["ics", "csv", "json"]
        default: []
        }
    }
}

/// The options given to a command, parsed from the arguments after its name.
struct Options {
    enum Color: String { case auto, always, never }
    enum Format: String { case text, json, html }

    /// The command they were given to; its usage errors name it.
    var command: Command
    var files: [String] = []
    var format: Format?
    /// `-o FILE`; nil for standard output (no `-o`, or `-o -`).
    var output: String?
    var color: Color = .auto
    var strict = false
    var today: String?
    var now: String?
    var begin: String?
    var end: String?
    var limit: Int?
    var metric: String?
    var pixels = false
    var all = false
    var days: Int?
    /// `--format ics|csv|json` (journal export).
    var exportFormat: String?
    var daily = false
    var people: String?
    /// `--fail-on warning`: exit 1 on warnings too (journal check).
    var failOnWarnings = false
    /// `--date DAY`.
    var date: String?
    /// `--time HH:MM`; `--no-time`.
    var time: String?
    var noTime = false
    var force = false
    /// `--dry-run`.
    var dryRun = false
    /// `--check`; `--write` (journal fmt).
    var checkOnly = false
    var write = false
    /// `--verbose` (journal lsp).
    var verbose = false
    var help = false
    var positional: [String] = []

    /// A usage error of the command.
    func usage(_ message: String) -> UsageError { UsageError(message: message, command: command) }

    /// The spellings of `--help` and of `options`, each option's together, in ``Option``'s order.
    static func spellings(_ options: [Option]) -> [[String]] {
        [["--help", "-h"]] + Option.allCases.filter(options.contains).map(\.spellings)
    }

    /// The options of `args`, given to `command`: an option it does not list is a usage error.
    static func parse(_ args: [String], for command: Command) throws -> Options {
        var o = Options(command: command)
        var i = 0
        let known = spellings(command.accepts).flatMap { $0 }
        func value(_ name: String) throws -> String {
            i += 1
            guard i < args.count else { throw o.usage("\(name) needs a value") }
            return args[i]
        }
        while i < args.count {
            var arg = args[i]
            var inlineValue: String? = nil
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                inlineValue = String(arg[arg.index(after: eq)...])
                arg = String(arg[..<eq])
            }
            func v(_ name: String) throws -> String { if let inlineValue { return inlineValue }; return try value(name) }
            if arg == "--" {
                o.positional += args[(i + 1)...]
                break
            }
            guard arg.hasPrefix("-"), arg.count > 1, Double(arg) == nil else {
                o.positional.append(arg)
                i += 1
                continue
            }
            guard known.contains(arg) else {
                let takers = Command.all.filter { $0.accepts.contains { $0.spellings.contains(arg) } }.map(\.name)
                if !takers.isEmpty {
                    throw o.usage("\(command.name) does not take \(arg) (\(listed(takers, "and")) \(takers.count == 1 ? "does" : "do"))")
                }
                let guess = Suggestion.closest(to: arg, in: known)
                throw o.usage("unknown option '\(arg)' for \(command.name)" + (guess.map { "; did you mean '\($0)'?" } ?? ""))
            }
            guard let option = command.accepts.first(where: { $0.spellings.contains(arg) }) else {
                o.help = true  // --help, -h
                i += 1
                continue
            }
            switch option {
            case .file: o.files.append(try v(arg))
            case .color:
                guard arg != "--no-color" else { o.color = .never; break }
                let s = try v(arg)
                guard let c = Color(rawValue: s) else { throw o.usage("--color takes auto, always or never, not '\(s)'") }
                o.color = c
            case .format, .htmlFormat, .exportFormat:
                let s = try v(arg)
                let formats = option.formats
                guard formats.contains(s) else {
                    throw o.usage("--format takes \(listed(formats, "or")), not '\(s)'")
                }
                if option == .exportFormat { o.exportFormat = s } else { o.format = Format(rawValue: s) }
            case .strict: o.strict = true
            case .today: o.today = try v(arg)
            case .now: o.now = try v(arg)
            case .begin: o.begin = try v(arg)
            case .end: o.end = try v(arg)
            case .limit:
                let s = try v(arg)
                guard let n = Int(s), n > 0 else { throw o.usage("--limit takes a positive number, not '\(s)'") }
                o.limit = n
            case .output:
                // `-o -` is standard output, as is the custom (`-o ./-` names a file `-`).
                let path = try v(arg)
                o.output = path == "-" ? nil : path
            case .metric: o.metric = try v(arg)
            case .pixels: o.pixels = true
            case .all: o.all = true
            case .days:
                let s = try v(arg)
                guard let n = Int(s), n > 0, n <= 100_000 else { throw o.usage("--days takes a number of days from 1 to 100000, not '\(s)'") }
                o.days = n
            case .daily: o.daily = true
            case .people: o.people = try v(arg)
            case .failOn:
                let s = try v(arg)
                guard s == "error" || s == "warning" else { throw o.usage("--fail-on takes error or warning, not '\(s)'") }
                o.failOnWarnings = s == "warning"
            case .date: o.date = try v(arg)
            case .time: o.time = try v(arg)
            case .noTime: o.noTime = true
            case .force: o.force = true
            case .dryRun: o.dryRun = true
            case .checkOnly: o.checkOnly = true
            case .write: o.write = true
            case .verbose: o.verbose = true
            case .stdio: break
            }
            i += 1
        }
        return o
    }

    /// `a, b and c`, with `and` or `or`.
    private static func listed(_ words: [String], _ conjunction: String) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " \(conjunction) " + words.last!
    }

    /// Whether to colour output written to a terminal, given `NO_COLOR` and `--color`.
    func useColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            if let nc = environment["NO_COLOR"], !nc.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
