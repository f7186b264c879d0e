import Foundation
import JournalKit

/// `journal report [PERIOD] -o DIR/`: the pages of ``HTMLSite`` written into a folder, each only
/// when its content changed (so a folder kept in git shows small diffs). Each page is a new file
/// of the folder: a symbolic link in its place is replaced, not followed (the folder itself may
/// be a link). A page that cannot be written is reported, and the others are written.
extension CommandLineTool {
    /// Whether `-o` names a folder: it ends with `/`, or is a directory already.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    func site(_ o: Options, folder: String) throws -> Int32 {
        if let f = o.format, f != .html { throw o.usage("a folder (-o \(folder)) holds HTML pages; leave out --format \(f.rawValue)") }
        let now = try clock(o)
        // Day pages need the entries: the journal is read whole.
        let loaded = try loadJournal(o, allNutrients: true)  // day pages list "More nutrients"
        let summary = loaded.journal.summary
        let period = try words(PeriodWords.period(o.positional.joined(separator: " "), begin: o.begin, end: o.end, today: now.date,
                                                  weekStart: summary.definitions.settings(on: now.date).weekStart,
                                                  journalRange: summary.dateRange), o)
        printProblems(loaded.diagnostics, shown: period.start...period.end, sections: loaded.sections, files: loaded.journal.files, o)
        let directory = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        try Self.makeFolder(directory.isEmpty ? "/" : directory, named: folder)
        var written = 0, unchanged = 0
        var failures: [String] = []
        let pages = HTMLSite.pages(journal: loaded.journal, period: period, clock: now, location: pageLocation(directory.isEmpty ? "/" : directory))
        for page in pages {
            let path = directory + "/" + page.path
            // A page is a file of the folder: a symbolic link there is replaced, never followed.
            var st = stat()
            if lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG,
               let old = FileManager.default.contents(atPath: path), old == Data(page.html.utf8) {
                unchanged += 1
                continue
            }
            do {
                try OutputFile(path, followLinks: false).write(page.html)
                written += 1
            } catch let e as OutputError {
                failures.append(e.message)
            }
        }
        console.out("\(folder): \(written) page\(written == 1 ? "" : "s") written, \(unchanged) unchanged (open \(directory)/index.html)\n")
        // A page that cannot be written stops no other; each is reported, and the run exits 2.
        for f in failures { console.err("journal: \(f)\n") }
        if !failures.isEmpty { return 2 }
        return loaded.errorCount > 0 ? 1 : 0
    }

    /// Makes `path` and the folders above it, as `mkdir -p` does.
    static func makeFolder(_ path: String, named folder: String) throws {
        var st = stat()
        if stat(path, &st) == 0 {
            guard st.st_mode & S_IFMT == S_IFDIR else { throw OutputError(folder, "\(path) is not a directory") }
            return
        }
        let parent = FilePath.directory(of: path)
        if parent != path { try makeFolder(parent, named: folder) }
        if mkdir(path, 0o777) != 0, errno != EEXIST { throw OutputError(folder, OutputFile.reason(errno, parent)) }
    }
}
