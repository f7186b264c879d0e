import Foundation

/// Matches paths against include patterns: `*` and `?` within one path component, `**` across
/// any number of directories.
enum Glob {
    static func hasWildcards(_ pattern: String) -> Bool { pattern.contains("*") || pattern.contains("?") }

    /// The files under `base` that match `pattern` (relative to `base`), sorted, and the
    /// problems met: `**` follows a symbolic link to a folder once, and a link back to a folder
    /// it is inside is a `folder-loop`; it goes at most ``SourceLoader/maxFolderDepth`` folders
    /// down.
    static func expand(_ pattern: String, base: String) -> (files: [String], problems: [PathProblem]) {
        var walk = Walk()
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        walk.walk(parts[...], dir: pattern.hasPrefix("/") ? "/" : base, above: [])
        return (walk.results.sorted(), walk.problems)
    }

    private struct Walk {
        var results: [String] = []
        var problems: [PathProblem] = []
        /// The folders `**` has read, with how many parts of the pattern were left.
        var visited: Set<Visit> = []

        struct Visit: Hashable {
            var folder: FileID
            var partsLeft: Int
        }

        /// `above`: the folders `**` went down through to reach `dir`.
        mutating func walk(_ parts: ArraySlice<String>, dir: String, above: [(id: FileID, path: String)]) {
            guard let part = parts.first else { return }
            let fm = FileManager.default
            let rest = parts.dropFirst()
            if part == "**" {
                guard let id = FileID(dir) else { return }
                if let loop = above.first(where: { $0.id == id }) {
                    problems.append(.loop(dir, to: loop.path))
                    return
                }
                guard visited.insert(Visit(folder: id, partsLeft: parts.count)).inserted else { return }
                if above.count > SourceLoader.maxFolderDepth {
                    problems.append(.tooDeep(dir))
                    return
                }
                walk(rest, dir: dir, above: above)
                for entry in (try? fm.contentsOfDirectory(atPath: dir))?.sorted() ?? [] where !entry.hasPrefix(".") {
                    let path = join(dir, entry)
                    if isDirectory(path) { walk(parts, dir: path, above: above + [(id, dir)]) }
                }
                return
            }
            if !hasWildcards(part) {
                let path = join(dir, part)
                if rest.isEmpty { if exists(path), !isDirectory(path) { results.append(path) } } else if isDirectory(path) { walk(rest, dir: path, above: above) }
                return
            }
            for entry in (try? fm.contentsOfDirectory(atPath: dir))?.sorted() ?? [] where !entry.hasPrefix(".") && matches(Array(entry.utf8)[...], Array(part.utf8)[...]) {
                let path = join(dir, entry)
                if rest.isEmpty { if !isDirectory(path) { results.append(path) } } else if isDirectory(path) { walk(rest, dir: path, above: above) }
            }
        }
    }

    static func join(_ dir: String, _ name: String) -> String {
        dir == "." ? name : (dir.hasSuffix("/") ? dir + name : dir + "/" + name)
    }

    /// Whether `path` is a folder, or a symbolic link to one.
    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether something is at `path` (a symbolic link that leads nowhere is not).
    static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    /// `*` and `?` matching of one name.
    static func matches(_ name: ArraySlice<UInt8>, _ pattern: ArraySlice<UInt8>) -> Bool {
        guard let p = pattern.first else { return name.isEmpty }
        if p == UInt8(ascii: "*") {
            var n = name
            while true {
                if matches(n, pattern.dropFirst()) { return true }
                guard !n.isEmpty else { return false }
                n = n.dropFirst()
            }
        }
        guard let c = name.first else { return false }
        return (p == UInt8(ascii: "?") || p == c) && matches(name.dropFirst(), pattern.dropFirst())
    }
}

/// Where a file or folder is on disk (device and inode): what it is, however it is reached (a
/// folder again through a symbolic link, a file by another name).
struct FileID: Hashable {
    var device: UInt64
    var inode: UInt64

    /// Nil when nothing can be found at `path`.
    init?(_ path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        (device, inode) = (UInt64(truncatingIfNeeded: st.st_dev), UInt64(st.st_ino))
    }
}
