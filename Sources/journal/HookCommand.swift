import Foundation
import JournalKit

/// `journal hook [install]`.
extension Command {
    static let hook = Command(
        name: "hook", summary: "a git pre-commit hook that checks the journal before each commit",
        about: """
            Usage: journal hook [install] [-f FILE | -f FOLDER]...

            Prints a git pre-commit hook for the journal; with install, writes it as the
            repository's hook (.git/hooks/pre-commit, or where core.hooksPath points), never
            over a hook that is there. Before each commit that changes the journal, the hook
            runs journal fmt --check on the journal files staged (the diff shows what fmt would
            change) and journal check --fail-on warning on the journal, and stops the commit
            when either fails. git commit --no-verify commits all the same.

            The hook reads the files in the working tree, and runs the journal found on the
            PATH (or $JOURNAL).

            """,
        options: [
            OptionHelp(.file, "the journal the hook checks (default: JOURNAL_FILE, or\n./journal.md), relative to the repository"),
        ],
        more: """
            Exits 1 when a hook is already there (it is left as it is: add the lines that
            journal hook prints to it), 2 outside a git repository.

            Examples:
              journal hook install -f journal.md
              journal hook -f notes/ >> .git/hooks/pre-commit

            """,
        run: { try $0.hook($1) })
}

extension CommandLineTool {
    func hook(_ o: Options) throws -> Int32 {
        guard o.positional.count <= 1, o.positional.first.map({ $0 == "install" }) ?? true else {
            throw o.usage("hook takes install or nothing, not '\(o.positional.joined(separator: " "))'")
        }
        let install = !o.positional.isEmpty
        guard let top = git(["rev-parse", "--show-toplevel"]), let hookPath = git(["rev-parse", "--git-path", "hooks/pre-commit"]) else {
            throw o.usage("this is not in a git repository; run it in the repository that holds the journal")
        }
        let journals = try journalPaths(o).map { try repositoryPath($0, top: top, o) }
        let script = PreCommitHook.script(journals: journals)
        guard install else {
            console.out(script)
            return 0
        }
        let path = hookPath.hasPrefix("/") ? hookPath : FileManager.default.currentDirectoryPath + "/" + hookPath
        if FileManager.default.fileExists(atPath: path) {
            console.err("journal: \(hookPath) is already there, and is left as it is; add to it the lines that 'journal hook' prints\n")
            return 1
        }
        let folder = FilePath.directory(of: path)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try OutputFile(path).write(script, unchangedSince: FileStamp.none)
        chmod(path, 0o755)
        console.out("Wrote \(hookPath): before each commit it checks \(journals.joined(separator: ", ")).\n")
        return 0
    }

    /// What `git ARGS` prints on its first line, run in the current folder; nil when it fails.
    private func git(_ args: [String]) -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git"] + args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { return nil }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
        return line?.isEmpty == false ? line : nil
    }

    /// `path` relative to the repository's top folder `top`; a folder ends in `/`.
    private func repositoryPath(_ path: String, top: String, _ o: Options) throws -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let resolved = URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        guard resolved == root || resolved.hasPrefix(root + "/") else {
            throw o.usage("\(path) is not in the repository at \(top)")
        }
        var relative = resolved == root ? "." : String(resolved.dropFirst(root.count + 1))
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder), isFolder.boolValue, !relative.hasSuffix("/") { relative += "/" }
        return relative
    }
}

/// The pre-commit hook `journal hook` writes.
enum PreCommitHook {
    /// A POSIX shell script that checks `journals` (paths from the repository's top; a folder
    /// ends in `/`) when a commit changes them.
    static func script(journals: [String]) -> String {
        let quoted = journals.map(shellQuoted)
        let specs = journals.map { shellQuoted($0.hasSuffix("/") ? $0 + "*.md" : $0) }
        return """
            #!/bin/sh
            # Checks the journal before each commit (written by journal hook).
            # Skip it once with: git commit --no-verify
            journal=${JOURNAL:-journal}
            cd "$(git rev-parse --show-toplevel)" || exit 1
            staged=$(git diff --cached --name-only --diff-filter=ACMR -z -- \(specs.joined(separator: " ")) | tr '\\0' '\\n')
            [ -n "$staged" ] || exit 0
            status=0
            echo "$staged" | while IFS= read -r file; do
                [ -n "$file" ] || continue
                "$journal" fmt --check "$file" || exit 1
            done || status=1
            "$journal" check --fail-on warning \(quoted.map { "-f " + $0 }.joined(separator: " ")) || status=1
            if [ "$status" -ne 0 ]; then
                echo "journal: the commit stopped; fix the journal (journal fmt --write formats it), or commit with --no-verify" >&2
            fi
            exit $status

            """
    }

    /// `text` in single quotes for the shell.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
