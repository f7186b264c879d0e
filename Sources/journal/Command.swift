import JournalKit

/// A command of `journal`: its name, its line in `journal --help`, the options it takes with
/// their help, the rest of its help, and how it runs. Each command's entry is in its own file;
/// ``all`` lists them. From that list come the overview, each command's help, the options it
/// accepts, dispatch, and the suggestion for a mistyped command.
struct Command: Sendable {
    var name: String
    /// Its line in `journal --help`.
    var summary: String
    /// Its help before the options: the usage line and what it does.
    var about: String
    /// The options it takes (beyond `--help`), in the order its help lists them.
    var options: [OptionHelp]
    /// Its help after the options: exit codes, examples; may be empty.
    var more: String = ""
    var run: @Sendable (CommandLineTool, Options) throws -> Int32

    /// Every command, in the order the overview lists them.
    static let all: [Command] = {
        let commands: [Command] = [.report, .day, .today, .calendar, .streaks, .trends, .meds, .todo, .upcoming, .energy, .export,
                                   .add, .check, .fmt, .lsp, .hook, .stats, .foods, .drinks, .`init`]
        return commands + [.help(listing: commands)]
    }()

    static func named(_ name: String) -> Command? { all.first { $0.name == name } }

    /// The command closest to a mistyped name, for "did you mean".
    static func closest(to name: String) -> Command? {
        Suggestion.closest(to: name, in: all.map(\.name)).flatMap(named)
    }

    /// The options it accepts beyond `--help`.
    var accepts: [Option] { options.compactMap(\.option) }

    /// `journal help NAME`, and `journal NAME --help`.
    var helpText: String {
        let options = options.isEmpty ? "" : "\nOptions:\n" + options.map(\.lines).joined()
        return about + options + (more.isEmpty ? "" : "\n" + more)
    }
}

/// A line of a command's help on an option: its label (``Option/label``) and what it does
/// (lines after the first are indented under it).
struct OptionHelp: Sendable {
    /// The option, or nil for a further use of the option above (`-o DIR/`).
    var option: Option?
    var label: String
    var text: String

    init(_ option: Option, _ text: String) {
        self.option = option
        label = option.label
        self.text = text
    }

    /// A line that names no option of its own: another way of giving the one above it.
    init(label: String, _ text: String) {
        option = nil
        self.label = label
        self.text = text
    }

    static let column = 22

    var lines: String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = String(repeating: " ", count: Self.column)
        let first = "  " + label + String(repeating: " ", count: max(1, Self.column - 2 - label.count)) + lines[0] + "\n"
        return first + lines.dropFirst().map { indent + $0 + "\n" }.joined()
    }
}

extension OptionHelp {
    /// The lines most commands share.
    static let file = OptionHelp(.file, "a journal file or directory (repeatable)")
    static let color = OptionHelp(.color, "auto, always or never (text only)")
    static let today = OptionHelp(.today, "take \"now\" as the end of DAY")
    static let now = OptionHelp(.now, "take \"now\" as that moment")
    static let begin = OptionHelp(.begin, "first day (inclusive)")
    static let end = OptionHelp(.end, "last day (inclusive)")
    static let textOrJSON = OptionHelp(.format, "text (default) or json")
    /// `-o` of a command whose format may follow the file's extension.
    static let outputByExtension = OptionHelp(.output, "write to FILE (-o - is standard output); the format follows\nits extension")
    /// `-o` of a command that writes text or JSON.
    static let output = OptionHelp(.output, "write to FILE (replaced atomically, keeping its permissions;\n-o - is standard output)")
    /// The last lines of a command that writes text or JSON (meds, todo, upcoming).
    static let textOrJSONOutput: [OptionHelp] = [.textOrJSON, .output, .file, .color]
}

/// A problem with the command line: exit code 2.
struct UsageError: Error {
    var message: String
    /// The command whose usage the message ends by pointing at; nil for the overview.
    var command: Command?
}
