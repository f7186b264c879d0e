import Foundation
import JournalKit

/// `journal init [DIR]`.
extension Command {
    static let `init` = Command(
        name: "init", summary: "write a starter journal.md: settings and a day of examples",
        about: """
            Usage: journal init [DIR] [--today DAY]

            Writes a starter journal, DIR/journal.md (DIR is the current folder when left out,
            and is made when it is not there): a ## Settings section with a few goals
            (caffeine, water, sleep, gratitude), a habit and a medication, each explained in
            an HTML comment, and today with one example of each kind of line (drink, meal,
            took, mood, grateful, a habit mark, symptom, workout, weight, event, sleep, a to-do
            and a note). journal check finds nothing wrong in it. An existing journal.md is
            never replaced.

            """,
        options: [
            OptionHelp(.today, "take \"today\" as DAY (the day of the examples)"),
        ],
        more: """
            Exits 0 when written, 1 when DIR/journal.md exists already (nothing is written),
            2 on a usage error or a file that cannot be written.

            Examples:
              journal init
              journal init ~/notes

            """,
        run: { try $0.initJournal($1) })
}

extension CommandLineTool {
    func initJournal(_ o: Options) throws -> Int32 {
        guard o.positional.count <= 1 else { throw o.usage("init takes one folder, e.g. journal init ~/notes") }
        let date = try clock(o).date
        let folder = o.positional.first ?? "."
        let path = folder == "." ? "journal.md" : (folder.hasSuffix("/") ? folder : folder + "/") + "journal.md"
        var st = stat()
        if lstat(path, &st) == 0 {
            console.err("journal: \(VisibleText.shown(path)) exists already; init writes a new journal only, so nothing was written\n"
                        + "(to start afresh, move it away first; to read it: journal check -f \(VisibleText.shown(path)))\n")
            return 1
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw o.usage("\(folder) is not a folder; init writes journal.md in a folder") }
        } else {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            catch { throw OutputError(path, "its folder \(folder) cannot be made") }
        }
        try OutputFile(path).write(StarterJournal.text(on: date), unchangedSince: FileStamp.none)
        console.out(StarterJournal.written(path: path, on: date))
        return 0
    }
}
