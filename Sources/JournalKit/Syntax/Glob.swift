import Foundation

/// Matches paths against include patterns: `*` and `?` within one path component, `**` across
/// any number of directories.
enum Glob {
    static func hasWildcards(_ pattern: String) -> Bool { pattern.contains("*") || pattern.contains("?") }

    /// The files under `base` that match `pattern` (relative to `base`), sorted.
    static func expand(_ pattern: String, base: String) -> [String] {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var results: [String] = []
        walk(parts[...], dir: pattern.hasPrefix("/") ? "/" : base, into: &results)
        return results.sorted()
    }

    private static func walk(_ parts: ArraySlice<String>, dir: String, into results: inout [String]) {
        guard let part = parts.first else { return }
        let fm = FileManager.default
        let rest = parts.dropFirst()
        if part == "**" {
            walk(rest, dir: dir, into: &results)
            for entry in (try? fm.contentsOfDirectory(atPath: dir))?.sorted() ?? [] where !entry.hasPrefix(".") {
                let path = join(dir, entry)
                if isDirectory(path) { walk(parts, dir: path, into: &results) }
            }
            return
        }
        if !hasWildcards(part) {
            let path = join(dir, part)
            if rest.isEmpty { if fm.fileExists(atPath: path), !isDirectory(path) { results.append(path) } } else if isDirectory(path) { walk(rest, dir: path, into: &results) }
            return
        }
        for entry in (try? fm.contentsOfDirectory(atPath: dir))?.sorted() ?? [] where !entry.hasPrefix(".") && matches(Array(entry.utf8)[...], Array(part.utf8)[...]) {
            let path = join(dir, entry)
            if rest.isEmpty { if !isDirectory(path) { results.append(path) } } else if isDirectory(path) { walk(rest, dir: path, into: &results) }
        }
    }

    static func join(_ dir: String, _ name: String) -> String {
        dir == "." ? name : (dir.hasSuffix("/") ? dir + name : dir + "/" + name)
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
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
