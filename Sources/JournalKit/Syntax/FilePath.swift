import Foundation

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
        // (On the bytes: a `/` is never part of another character's bytes.)
        let p = withoutTrailingSlashes(path.utf8[...])
        guard let slash = p.lastIndex(of: slashByte) else { return "." }
        let d = withoutTrailingSlashes(p[..<slash])
        return d.isEmpty ? "/" : String(Substring(d))
    }

    /// The name after the last `/` of `path` (trailing `/`s aside).
    public static func lastComponent(of path: String) -> String {
        let p = withoutTrailingSlashes(path.utf8[...])
        return String(Substring(p.lastIndex(of: slashByte).map { p[p.index(after: $0)...] } ?? p))
    }

    private static let slashByte = UInt8(ascii: "/")

    /// `p` without the `/`s at its end, but for a first one.
    private static func withoutTrailingSlashes(_ p: Substring.UTF8View) -> Substring.UTF8View {
        var p = p
        while p.count > 1, p.last == slashByte { p = p.dropLast() }
        return p
    }

    /// What follows the last `.` of the name, if the name does not begin there (`md` of
    /// `week.md`; nothing for `.hidden` or `README`).
    public static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `path` absolute, without `.` and `..`, its symbolic links followed: one name for a file
    /// however it is reached (`realpath`, a few system calls; Foundation's URL methods took
    /// 100,000 instructions a file, most of reading a folder of ten years of daily notes). A
    /// path that leads to no file is made absolute and standardized only.
    public static func canonical(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `name` inside the folder `directory`.
    public static func joining(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
