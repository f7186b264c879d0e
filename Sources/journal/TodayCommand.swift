import Foundation
import JournalKit

/// `journal today`.
extension Command {
    static let today = Command(
        name: "today", summary: "open today: its heading, the habits due, open to-dos carried over",
        about: """
            Usage: journal today [--date DAY] [--dry-run] [--today DAY] [-f FILE | -f FOLDER]

            Opens the day the bullet-journal way, writing to the journal: the day's heading
            (## 2026-11-26 Thursday) in its place by date when it is not there yet, a line
            "- [ ] HABIT" for each habit due that day (daily, or on that weekday; not N/week
            habits, nor on a day away), and each open to-do of an earlier day carried forward
            as "- [ ] TEXT" (due date, priority and tags as written; a [<] one once its due date
            has come), the original marked [>] where it stood. Every other byte stays as it
            was. What is there already is not written again: a habit marked on the day, a to-do
            the day continues (its words begin a checkbox line of the day). So running it twice
            is running it once. In a folder of daily notes, the day's note is written, or made
            beside the others. Doses are not written: journal meds shows those due.

            """,
        options: [
            OptionHelp(.date, "the day to open (default today; also yesterday, 2026-11-20)"),
            OptionHelp(.dryRun, "print the change as a unified diff, and write nothing"),
            OptionHelp(.today, "take \"today\" as DAY"),
            OptionHelp(.file, "the journal file, or a folder of daily notes, to write to"),
            .color,
        ],
        more: """
            Exits 0 when written (or when there is nothing to write), 2 on a usage error or a
            file that cannot be read or written (the file changed on disk meanwhile, say).
            How to write to-dos and habit marks: journal help checkbox.

            Examples:
              journal today
              journal today --dry-run
              journal today --date tomorrow -f notes/

            """,
        run: { try $0.today($1) })
}

extension CommandLineTool {
    func today(_ o: Options) throws -> Int32 {
        guard o.positional.isEmpty else { throw o.usage("today takes no words; the day is --date DAY, e.g. --date 2026-11-21") }
        let now = try clock(o)
        let date = try o.date.map { try words(PeriodWords.day($0, today: now.date), o) } ?? now.date
        let paths = try journalPaths(o)
        // The files as they are before the journal is read: they are written only if unchanged.
        var stamps: [String: FileStamp] = [:]
        for path in paths { stamps[FilePath.canonical(path)] = FileStamp(path: path) ?? FileStamp.none }
        // The file given is the one most likely written: read while the journal is.
        let ahead = FileReadAhead(paths[0])
        // Of the days only their checkbox lines are read: to-dos and habit marks.
        let loaded = Journal.loadCheckboxes(paths: paths, marksOn: date, options: ParseOptions(strict: o.strict))
        try requireRead(loaded.diagnostics, paths: paths, o)
        printProblems(loaded.diagnostics, shown: date...date, sections: loaded.sections, files: loaded.journal.files, o)
        let opening = DayOpening(journal: loaded.journal, date: date)
        let target = dayFile(for: date, paths: paths, journal: loaded.journal)

        // Each file to change, read once its stamp is taken, and where its days are, from the
        // read (a file changed since is refused when written).
        var files: [String: [UInt8]] = [:]
        var insertions: [String: DayInsertion] = [:]
        for path in [target] + opening.todos.map(\.path) {
            let key = FilePath.canonical(path)
            guard files[key] == nil else { continue }
            let stamp = stamps[key] ?? FileStamp(path: path) ?? FileStamp.none
            stamps[key] = stamp
            guard stamp != FileStamp.none else { continue }
            let insertion = try ahead.insertion(of: path, file: loaded.journal.files.firstIndex { $0.path == path }, in: loaded.sections)
            (files[key], insertions[key]) = (insertion.bytes, insertion)
        }
        // (A file not there yet, the day's new note, has no bytes.)
        let plan = try opening.plan(target: target, files: files, key: FilePath.canonical) { path, bytes in
            insertions[FilePath.canonical(path)] ?? DayInsertion(bytes: bytes, path: path)
        }

        if o.dryRun {
            for change in plan.changes {
                let name = VisibleText.shown(change.path)
                console.out(VisibleText.shown(UnifiedDiff.text(old: change.old, new: change.new, oldName: change.old.isEmpty && files[FilePath.canonical(change.path)] == nil ? "/dev/null" : name,
                                             newName: name)))
            }
            return 0
        }
        for change in plan.changes {
            let key = FilePath.canonical(change.path)
            if files[key] == nil {
                let folder = FilePath.directory(of: change.path)
                if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
                    do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                    catch { throw OutputError(change.path, "its folder \(folder) cannot be made") }
                }
            }
            try OutputFile(change.path).write(pieces: change.pieces, unchangedSince: stamps[key] ?? FileStamp.none)
        }
        console.out(DayOpeningText.text(opening, plan, style: style(o)))
        return 0
    }

    /// The file a writing command writes the day `date` to: the last file read that has the
    /// day; else the first path given, or in a folder, the day's note.
    func dayFile(for date: CalendarDate, paths: [String], journal: Journal) -> String {
        if let day = journal.day(on: date), let last = day.ranges.last, Int(last.file) < journal.files.count {
            return journal.files[Int(last.file)].path
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: paths[0], isDirectory: &isFolder), isFolder.boolValue {
            return DailyNotePath.file(for: date, in: paths[0]).path
        }
        return paths[0]
    }
}
