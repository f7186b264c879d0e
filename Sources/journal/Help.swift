import JournalKit

/// `journal --help`, and the `help` command.
enum Help {
    /// The commands the overview lists.
    static var commands: [Command] { Command.all }

    /// The command or topic name closest to a mistyped one, for "did you mean".
    static func closest(to name: String) -> String? {
        Suggestion.closest(to: name, in: Command.all.map(\.name) + HelpTopic.all.flatMap(\.names))
    }

    /// The width of the overview's column of names: the longest command or topic name and two
    /// spaces, so that every summary starts at one column.
    static let nameColumn = (Command.all.map(\.name) + HelpTopic.all.map(\.name)).map(\.count).max()! + 2

    /// A command or a topic in the overview: its name, then its summary at ``nameColumn``.
    static func listed(_ name: String, _ summary: String) -> String {
        "  " + name.padding(toLength: nameColumn, withPad: " ", startingAt: 0) + summary + "\n"
    }

    static var overview: String {
        var s = """
        journal — a plain-text journal processor: drinks and caffeine, meals, moods, habits,
        medications, gratitude, to-dos, workouts and weight, kept in Markdown.

        Usage: journal COMMAND [OPTIONS]

        Commands:

        """
        for c in Command.all { s += listed(c.name, c.summary) }
        s += "\nTopics: how to write each kind of line (journal help TOPIC):\n"
        for t in HelpTopic.all { s += listed(t.name, t.summary) }
        s += """

        Options for every command:
          -f, --file FILE     a journal file or a directory of *.md files (repeatable);
                              default: $JOURNAL_FILE, else ./journal.md
          --color WHEN        auto (default), always or never; NO_COLOR turns it off
          -h, --help          help for the command
          --version           the version

        Exit codes: 0 clean, 1 the journal has errors, 2 a usage error (a bad command,
        option or date, or an -o FILE that cannot be written) or a journal that cannot be
        read (a -f path that cannot be read, or a file that changed while it was read;
        then nothing is written).
        The format is described in Grammar.md. Run 'journal help COMMAND' or 'journal help TOPIC'
        for more.

        """
        return s
    }
}

/// `journal help [COMMAND]`.
extension Command {
    /// The entry of `help`, naming the `others` and itself.
    static func help(listing others: [Command]) -> Command {
        Command(name: "help", summary: "show help for a command, or how to write a kind of line",
                about: "Usage: journal help COMMAND|TOPIC\n\nShows help for a command, as journal COMMAND --help does: "
                    + (others.map(\.name) + ["help"]).joined(separator: ", ") + ".\n\n"
                    + "Or how to write a kind of line, with examples, the rules that trip newcomers and the\n"
                    + "section of Grammar.md to read: " + HelpTopic.all.map(\.name).joined(separator: ", ") + ".\n",
                options: [], run: { try $0.help($1) })
    }
}

extension CommandLineTool {
    func help(_ o: Options) throws -> Int32 {
        switch o.positional.count {
        case 0: console.out(Help.overview)
        case 1:
            let name = o.positional[0]
            if let command = Command.named(name) {
                console.out(command.helpText)
            } else if let topic = HelpTopic.named(name) {
                console.out(topic.text)
            } else {
                let guess = Help.closest(to: name)
                throw o.usage("no command or topic '\(name)'" + (guess.map { "; did you mean '\($0)'?" } ?? ""))
            }
        default: throw o.usage("help takes one command or topic, e.g. journal help report, journal help drink")
        }
        return 0
    }
}
