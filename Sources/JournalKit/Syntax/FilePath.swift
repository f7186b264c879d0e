/// The parts of a file path, worked out on its characters. Foundation's `NSString` path
/// methods are not used: on Linux some of them crash on a one-character path (`y`, `é`).
///
/// ```
/// notes/2026-11-21.md   folder notes, name 2026-11-21.md, extension md
/// y                     folder ., name y
/// /                     folder /, name /
/// ```
public enum FilePath {
    /// The folder `path` is in: what comes before its last `/` (`.` when there is none).
    public static func directory(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        var d = p[..<slash]
        while d.count > 1, d.hasSuffix("/") { d = d.dropLast() }
        return d.isEmpty ? "/" : String(d)
    }

    /// The name after the last `/` of `path` (trailing `/`s aside).
    public static func lastComponent(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        return String(p.lastIndex(of: "/").map { p[p.index(after: $0)...] } ?? p)
    }

    /// What follows the last `.` of the name, if the name does not begin there (`md` of
    /// `week.md`; nothing for `.hidden` or `README`).
    public static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `name` inside the folder `directory`.
    public static func joining(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
