import Foundation

/// Where an HTML page is written, so its photos can be linked from there.
public struct PageLocation: Sendable, Hashable {
    /// The folder the page is written in (absolute, or relative to `workingDirectory`).
    public var folder: String
    /// The absolute folder relative paths start from (of the page and of the journal files).
    public var workingDirectory: String

    public init(folder: String, workingDirectory: String) {
        self.folder = folder
        self.workingDirectory = workingDirectory
    }
}

/// The `src` of a photo: only a file below the folder of the journal file that names it, linked
/// relative to the page.
///
/// The path is read as a browser would read it and then judged: percent escapes are decoded,
/// tabs and line breaks removed, spaces and control characters at its ends dropped, and
/// backslashes taken as slashes. What is left must be a relative path with no scheme
/// (`https:`, `data:`, `C:`), not starting with `/` (nor `//`, another host), holding no other
/// control character, and not climbing out of the journal's folder with `..`. Anything else is
/// not shown.
public enum PhotoLink {
    /// The path's parts below the journal's folder (`photos/walk.jpg` → `photos`, `walk.jpg`),
    /// or nil when it is not a local file there.
    public static func localParts(_ path: String) -> [String]? {
        var p = path.removingPercentEncoding ?? path
        p.unicodeScalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        while let u = p.unicodeScalars.first, u.value <= 0x20 || u.properties.isWhitespace { p.unicodeScalars.removeFirst() }
        while let u = p.unicodeScalars.last, u.value <= 0x20 || u.properties.isWhitespace { p.unicodeScalars.removeLast() }
        p = p.replacingOccurrences(of: "\\", with: "/")
        guard !p.isEmpty, !p.hasPrefix("/"), !p.unicodeScalars.contains(where: { VisibleText.symbol(for: $0) != nil }) else { return nil }
        // A colon before the first slash is a scheme (`https:`, `data:`) or a drive (`C:`).
        if let colon = p.firstIndex(of: ":"), p[..<colon].firstIndex(of: "/") == nil { return nil }
        var parts: [String] = []
        for part in p.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts
    }

    /// The `src` for `photo` on a page at `location` (nil: a page beside the journal), or nil
    /// when the photo is not a local file below the journal's folder.
    public static func source(_ photo: Photo, location: PageLocation?) -> String? {
        guard let parts = localParts(photo.path) else { return nil }
        guard let location else { return encoded(parts) }
        let target = absoluteParts(photo.folder, location.workingDirectory) + parts
        let from = absoluteParts(location.folder, location.workingDirectory)
        var common = 0
        while common < from.count, common < target.count - 1, from[common] == target[common] { common += 1 }
        return encoded(Array(repeating: "..", count: from.count - common) + target[common...])
    }

    /// `path` (absolute, or relative to `workingDirectory`) as its parts, `.` and `..` resolved
    /// as a browser resolves them: by name.
    static func absoluteParts(_ path: String, _ workingDirectory: String) -> [String] {
        let full = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var parts: [String] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(String(part))
        }
        return parts
    }

    /// The parts joined by `/`, each percent-encoded but for letters, digits and `-._~`.
    static func encoded(_ parts: [String]) -> String {
        parts.map { part in
            part == ".." ? part : part.utf8.map { b in
                let c = Unicode.Scalar(b)
                return b < 0x80 && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "-._~".unicodeScalars.contains(c))
                    ? String(c) : String(format: "%%%02X", b)
            }.joined()
        }.joined(separator: "/")
    }
}
