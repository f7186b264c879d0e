import Foundation
import JournalKit

/// `journal fmt [--check | --write] [--force] [FILE]...`.
extension Command {
    static let fmt = Command(
        name: "fmt", summary: "print a journal file in its canonical form; --write rewrites it",
        about: """
            Usage: journal fmt [--check | --write] [--force] [-f FILE]... [FILE]...

            Prints each file in its canonical form (Grammar.md §2.7): keywords in lower case,
            times before an entry as HH:MM, one space after a bullet and a checkbox, a space
            between a number and its unit, definitions with one space between words, and a
            blank line before and after every heading. The order of the lines is kept, and so is
            every line it does not read as an entry, a definition or a heading (notes, comments,
            front matter, code blocks), byte for byte. What the journal says does not change.

            FILE: a file, or a folder (its .md files, as the journal reads them); without one,
            the journal of -f, JOURNAL_FILE or ./journal.md.

            """,
        options: [
            OptionHelp(.checkOnly, """
                print what would change as a unified diff, and exit 1 when a file
                is not canonical (for a pre-commit hook); print nothing when all are
                """),
            OptionHelp(.write, """
                rewrite each file that changes, in place (atomically, keeping its
                permissions; refused when the file changed on disk meanwhile)
                """),
            OptionHelp(.force, "with --write, rewrite a file that has errors too"),
            OptionHelp.plainFile, OptionHelp.plainColor,
        ],
        more: """
            Exits 0 when done, 1 when --check finds a file to change or --write refuses a file
            with errors (they are printed as journal check prints them; the file is left as it
            is), 2 on a usage error or a file that cannot be read or written.

            Examples:
              journal fmt journal.md
              journal fmt --check notes/       (in .git/hooks/pre-commit)
              journal fmt --write -f journal.md

            """,
        run: { try $0.fmt($1) })
}

extension CommandLineTool {
    func fmt(_ o: Options) throws -> Int32 {
        if o.checkOnly, o.write { throw o.usage("--check and --write cannot go together") }
        let given = o.files + o.positional
        let sources = given.isEmpty ? try journalPaths(o) : given
        let paths = JournalFormatter.files(sources)
        if paths.isEmpty { throw OutputError(message: "no .md files to format in \(sources.joined(separator: ", "))") }
        var code: Int32 = 0
        for path in paths {
            let stamp = FileStamp(path: path)
            guard let stamp else { throw OutputError(message: "cannot read \(path): no such file") }
            if !o.checkOnly, !o.write {
                // Printed as it is made: a long file's form is never held whole.
                try JournalFormatter.format(fileAt: path) { console.out(bytes: $0) }
                continue
            }
            let bytes = try FileContents.read(path)
            let formatted = JournalFormatter.format(bytes, path: path)
            if o.checkOnly {
                guard formatted != bytes else { continue }
                console.out(UnifiedDiff.text(old: bytes, new: formatted,
                                             oldName: path, newName: path + " (formatted)"))
                code = 1
            } else if o.write {
                guard formatted != bytes else { continue }
                if !o.force, refusesErrors(in: path, o) {
                    code = 1
                    continue
                }
                try OutputFile(path).write(bytes: formatted, unchangedSince: stamp)
            }
        }
        return code
    }

    /// Whether `path` has errors, printed as `journal check` prints them, on standard error.
    private func refusesErrors(in path: String, _ o: Options) -> Bool {
        let diagnostics = Journal.check(paths: [path]).filter { $0.file == path }
        let errors = diagnostics.filter { $0.severity == .error }.count
        guard errors > 0 else { return false }
        let s = style(o, stderr: true)
        console.err(DiagnosticRenderer.text(diagnostics, style: s, perFile: DiagnosticRenderer.shownPerFile))
        console.err(s.bold(DiagnosticRenderer.summary(errors: errors, warnings: diagnostics.count - errors)) + "\n")
        console.err("journal: \(path) has errors, so it is not rewritten; fix them, or add --force\n")
        return true
    }
}
