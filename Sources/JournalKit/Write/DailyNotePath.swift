/// The file of a day in a folder of daily notes (`YYYY-MM-DD.md`, Grammar §3.5), named and
/// placed as the folder's other notes are:
///
/// ```
/// notes/2026/11/2026-11-24.md   →  notes/2026/11/2026-11-25.md
/// notes/2026/2026-11-24.MD      →  notes/2027/2027-01-02.MD
/// notes/                        →  notes/2026-11-25.md (no note yet)
/// ```
///
/// The day's note when there is one; else a note in the folder of the latest note, with any
/// folder on the way named by that note's year (`2026`), month (`11`) or both (`2026-11`)
/// named by the day's, and the latest note's `.md` in its case.
public enum DailyNotePath {
    /// The path of `date`'s note in `folder` (which may not exist yet), and whether it exists.
    public static func file(for date: CalendarDate, in folder: String) -> (path: String, exists: Bool) {
        let notes = SourceLoader.markdownFiles(under: folder).files.compactMap { path in
            SourceFile.date(ofFileNamed: path).map { (path: path, date: $0) }
        }
        if let note = notes.first(where: { $0.date == date }) { return (note.path, true) }
        let name = "\(date)"
        guard let latest = notes.max(by: { $0.date < $1.date }) else {
            return (Glob.join(folder, name + ".md"), false)
        }
        let fileName = FilePath.lastComponent(of: latest.path)
        let dir = FilePath.directory(of: latest.path)
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let year = pad(latest.date.year, 4), month = pad(latest.date.month, 2)
        var parts: [String] = []
        if dir.hasPrefix(root + "/") {
            for part in dir.dropFirst(root.count + 1).split(separator: "/") {
                switch part {
                case Substring(year): parts.append(pad(date.year, 4))
                case Substring(month): parts.append(pad(date.month, 2))
                case Substring(year + "-" + month): parts.append(pad(date.year, 4) + "-" + pad(date.month, 2))
                default: parts.append(String(part))
                }
            }
        }
        let folderOfNote = ([root] + parts).joined(separator: "/")
        return (folderOfNote + "/" + name + String(fileName.suffix(3)), false)
    }
}
