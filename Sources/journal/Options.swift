import JournalKit

/// The options every command may take, parsed from the arguments after the command name.
struct Options {
    enum Color: String { case auto, always, never }
    enum Format: String { case text, json, html }

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
    /// `--metric M` (calendar, trends), `--pixels` (calendar), `--all` (todo), `--days N`
    /// (trends, upcoming).
    var metric: String?
    var pixels = false
    var all = false
    var days: Int?
    /// `--format ics|csv|json` (journal export).
    var exportFormat: String?
    /// `--daily` (journal export --format csv).
    var daily = false
    /// `--people DIR` (journal meds).
    var people: String?
    var help = false
    var positional: [String] = []

    /// Option names a command accepts beyond `--help`.
    struct Accepts: OptionSet {
        let rawValue: Int
        /// `-f FILE` and `--color`: the command reads a journal and prints it.
        static let journal = Accepts(rawValue: 1)
        static let format = Accepts(rawValue: 2)
        static let strict = Accepts(rawValue: 4)
        /// `--today` and `--now`.
        static let clock = Accepts(rawValue: 8)
        /// `-b` and `-e`.
        static let range = Accepts(rawValue: 16)
        static let limit = Accepts(rawValue: 32)
        static let output = Accepts(rawValue: 64)
        static let html = Accepts(rawValue: 128)
        /// `--metric`, for calendar and trends.
        static let metric = Accepts(rawValue: 256)
        static let pixels = Accepts(rawValue: 512)
        static let days = Accepts(rawValue: 1024)
        /// `--all`.
        static let all = Accepts(rawValue: 2048)
        /// `--format ics|csv|json` and `--daily` (journal export).
        static let export = Accepts(rawValue: 4096)
        /// `--people DIR`.
        static let people = Accepts(rawValue: 8192)
    }

    /// The options a command accepts, each with its spellings: the name its help shows first.
    static func spellings(_ accepts: Accepts) -> [[String]] {
        var known = [["--help", "-h"]]
        if accepts.contains(.journal) { known += [["--file", "-f"], ["--color", "--colour", "--no-color"]] }
        if accepts.contains(.format) { known.append(["--format", "-F"]) }
        if accepts.contains(.strict) { known.append(["--strict"]) }
        if accepts.contains(.clock) { known += [["--today"], ["--now"]] }
        if accepts.contains(.range) { known += [["--begin", "-b"], ["--end", "-e"]] }
        if accepts.contains(.limit) { known.append(["--limit", "-n"]) }
        if accepts.contains(.output) { known.append(["--output", "-o"]) }
        if accepts.contains(.metric) { known.append(["--metric", "-m"]) }
        if accepts.contains(.pixels) { known.append(["--pixels"]) }
        if accepts.contains(.all) { known.append(["--all", "-a"]) }
        if accepts.contains(.days) { known.append(["--days", "-d"]) }
        if accepts.contains(.export) { known += [["--format", "-F"], ["--daily"]] }
        if accepts.contains(.people) { known.append(["--people"]) }
        return known
    }

    static func parse(_ args: [String], command: String, accepts: Accepts) throws -> Options {
        var o = Options()
        var i = 0
        let known = spellings(accepts).flatMap { $0 }
        func value(_ name: String) throws -> String {
            i += 1
            guard i < args.count else { throw UsageError(message: "\(name) needs a value", command: command) }
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
            if arg.hasPrefix("-"), arg.count > 1, Double(arg) == nil {
                guard known.contains(arg) else {
                    let guess = Suggestion.closest(to: arg, in: known)
                    throw UsageError(message: "unknown option '\(arg)' for \(command)" + (guess.map { "; did you mean '\($0)'?" } ?? ""), command: command)
                }
                switch arg {
                case "-f", "--file": o.files.append(try v(arg))
                case "--color", "--colour":
                    let s = try v(arg)
                    guard let c = Color(rawValue: s) else { throw UsageError(message: "--color takes auto, always or never, not '\(s)'", command: command) }
                    o.color = c
                case "--no-color": o.color = .never
                case "--help", "-h": o.help = true
                case "--format" where accepts.contains(.export), "-F" where accepts.contains(.export):
                    let s = try v(arg)
                    guard ["ics", "csv", "json"].contains(s) else { throw UsageError(message: "--format takes ics, csv or json, not '\(s)'", command: command) }
                    o.exportFormat = s
                case "--daily": o.daily = true
                case "--people": o.people = try v(arg)
                case "--format", "-F":
                    let s = try v(arg)
                    guard let f = Format(rawValue: s), f != .html || accepts.contains(.html) else {
                        throw UsageError(message: "--format takes \(accepts.contains(.html) ? "text, html or json" : "text or json"), not '\(s)'", command: command)
                    }
                    o.format = f
                case "--strict": o.strict = true
                case "--all", "-a": o.all = true
                case "--today": o.today = try v(arg)
                case "--now": o.now = try v(arg)
                case "-b", "--begin": o.begin = try v(arg)
                case "-e", "--end": o.end = try v(arg)
                case "-o", "--output":
                    // `-o -` is standard output, as is the custom (`-o ./-` names a file `-`).
                    let path = try v(arg)
                    o.output = path == "-" ? nil : path
                case "--limit", "-n":
                    let s = try v(arg)
                    guard let n = Int(s), n > 0 else { throw UsageError(message: "--limit takes a positive number, not '\(s)'", command: command) }
                    o.limit = n
                case "--metric", "-m": o.metric = try v(arg)
                case "--pixels": o.pixels = true
                case "--days", "-d":
                    let s = try v(arg)
                    guard let n = Int(s), n > 0, n <= 100_000 else { throw UsageError(message: "--days takes a number of days from 1 to 100000, not '\(s)'", command: command) }
                    o.days = n
                default: break
                }
            } else {
                o.positional.append(arg)
            }
            i += 1
        }
        return o
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
