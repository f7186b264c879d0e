import Foundation
import JournalKit

/// `journal lsp [--verbose]`.
extension Command {
    static let lsp = Command(
        name: "lsp", summary: "a language server for editors: problems as you type, formatting, outline",
        about: """
            Usage: journal lsp [--verbose]

            Runs a language server (the Language Server Protocol, 3.17) for an editor that
            knows the protocol: the editor starts it and talks to it on standard input and
            standard output; it is not meant to be run by hand. As you type, it checks the
            journal the file belongs to, with the text not yet saved, and shows its problems
            as journal check finds them; it formats a file (or lines of it) as journal fmt
            does, and gives the days and sections of a file as its outline and folds.

            The journal of a .md file inside the editor's workspace folder is the whole folder
            (every .md file below it, as journal check -f FOLDER reads it); any other file is
            a journal on its own, with the files it includes. It never writes a file.

            """,
        options: [
            OptionHelp(.verbose, "say what it does on standard error"),
            OptionHelp(.stdio, "talk on standard input and output (always so; editors\nmay pass it)"),
        ],
        more: """
            Exits 0 when the editor ends it as the protocol says (shutdown, then exit) or
            closes its standard input, 1 on an exit without a shutdown first.

            """,
        run: { try $0.lsp($1) })
}

extension CommandLineTool {
    func lsp(_ o: Options) throws -> Int32 {
        if !o.positional.isEmpty { throw o.usage("lsp takes no arguments, not '\(o.positional.joined(separator: " "))'") }
        // A client that goes away is an end like any other, not a signal.
        signal(SIGPIPE, SIG_IGN)
        var log: (@Sendable (String) -> Void)? = nil
        if o.verbose {
            log = { message in FileHandle.standardError.write(Data(VisibleText.shown("journal lsp: \(message)\n", colors: false).utf8)) }
        }
        return ServerLoop.run(LanguageServer(version: Self.version, log: log), log: log)
    }
}
