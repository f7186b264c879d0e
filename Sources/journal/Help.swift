/// `journal --help`, and the `help` command.
enum Help {
    /// The commands the overview lists.
    static var commands: [Command] { Command.all }

    static var overview: String {
        var s = """
        journal — a plain-text journal processor: drinks and caffeine, meals, moods, habits,
        medications, gratitude, to-dos, workouts and weight, kept in Markdown.

        Usage: journal COMMAND [OPTIONS]

        Commands:

        """
        for c in Command.all { s += "  " + c.name.padding(toLength: 10, withPad: " ", startingAt: 0) + c.summary + "\n" }
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
        The format is described in Grammar.md. Run 'journal help COMMAND' for more.

        """
        return s
    }
}

/// `journal help [COMMAND]`.
extension Command {
    /// The entry of `help`, naming the `others` and itself.
    static func help(listing others: [Command]) -> Command {
        Command(name: "help", summary: "show help for a command",
                about: "Usage: journal help COMMAND\n\nShows help for a command, as journal COMMAND --help does: "
                    + (others.map(\.name) + ["help"]).joined(separator: ", ") + ".\n",
                options: [], run: { try $0.help($1) })
    }
}

extension CommandLineTool {
    func help(_ o: Options) throws -> Int32 {
        switch o.positional.count {
        case 0: console.out(Help.overview)
        case 1:
            guard let command = Command.named(o.positional[0]) else {
                let guess = Command.closest(to: o.positional[0])
                throw o.usage("no command '\(o.positional[0])'" + (guess.map { "; did you mean '\($0.name)'?" } ?? ""))
            }
            console.out(command.helpText)
        default: throw o.usage("help takes one command, e.g. journal help report")
        }
        return 0
    }
}
