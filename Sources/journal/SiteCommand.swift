import Foundation
import JournalKit

/// `journal report [PERIOD] -o DIR/`: the pages of ``HTMLSite`` written into a folder, each only
/// when its content changed (so a folder kept in git shows small diffs).
extension CommandLineTool {
    /// Whether `-o` names a folder: it ends with `/`, or is a directory already.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    func site(_ o: Options, folder: String) throws -> Int32 {
        if let f = o.format, f != .html { throw UsageError(message: "a folder (-o \(folder)) holds HTML pages; leave out --format \(f.rawValue)", command: "report") }
        let now = try clock(o, command: "report")
        // Day pages need the entries: the journal is read whole.
        let loaded = try loadJournal(o, command: "report")
        let summary = loaded.journal.summary
        let period = try words(PeriodWords.period(o.positional.joined(separator: " "), begin: o.begin, end: o.end, today: now.date,
                                                  weekStart: summary.definitions.settings(on: now.date).weekStart,
                                                  journalRange: summary.dateRange), command: "report")
        printProblems(loaded.diagnostics, shown: period.start...period.end, sections: loaded.sections, files: loaded.journal.files, o)
        let directory = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        do {
            try FileManager.default.createDirectory(atPath: directory.isEmpty ? "/" : directory, withIntermediateDirectories: true)
        } catch {
            throw OutputError(message: "cannot write \(folder): \(error.localizedDescription)")
        }
        var written = 0, unchanged = 0
        let pages = HTMLSite.pages(journal: loaded.journal, period: period, clock: now)
        for page in pages {
            let path = directory + "/" + page.path
            if let old = FileManager.default.contents(atPath: path), old == Data(page.html.utf8) {
                unchanged += 1
                continue
            }
            try OutputFile(path).write(page.html)
            written += 1
        }
        console.out("\(folder): \(written) page\(written == 1 ? "" : "s") written, \(unchanged) unchanged (open \(directory)/index.html)\n")
        return loaded.errorCount > 0 ? 1 : 0
    }
}
