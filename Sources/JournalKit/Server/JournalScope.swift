import Foundation

/// Which journal an open file belongs to, so that it is checked with the files whose
/// definitions it uses (a drink defined in one file of a folder, drunk in another).
///
/// The rule: a `.md` file inside a workspace folder (the `rootUri` or a `workspaceFolders`
/// entry of `initialize`; the innermost when they nest) belongs to the journal of that whole
/// folder, read as `journal check -f FOLDER` reads it (every `.md` file below it, hidden ones
/// skipped, and what they include). Any other file is a journal on its own, with the files it
/// includes. An open file that is not on disk yet is read with its folder all the same.
public struct JournalScope: Hashable, Sendable {
    /// The folder, or the file alone: what names the journal.
    public var root: String
    public var isFolder: Bool

    /// The journal of the file `path` (standardized, absolute), given the workspace folders.
    public init(path: String, workspaceFolders: [String]) {
        let folder = workspaceFolders.filter { path.hasPrefix($0 == "/" ? "/" : $0 + "/") }.max { $0.count < $1.count }
        if let folder, path.lowercased().hasSuffix(".md") {
            (root, isFolder) = (folder, true)
        } else {
            (root, isFolder) = (path, false)
        }
    }

    /// The journal's problems, the files of `overlay` (by standardized path: the open files)
    /// read from its bytes rather than from disk.
    public func check(overlay: [String: [UInt8]]) -> [Diagnostic] {
        guard isFolder else { return Journal.check(paths: [root], overlay: overlay) }
        // Open files of the folder that are not on disk yet are read after it.
        let unsaved = overlay.keys.filter { JournalScope(path: $0, workspaceFolders: [root]) == self && !FileManager.default.fileExists(atPath: $0) }
        var diagnostics = Journal.check(paths: [root] + unsaved.sorted(), overlay: overlay)
        // A folder with no .md file on disk but those is no problem.
        if !unsaved.isEmpty { diagnostics.removeAll { $0.code == .fileNotFound && $0.line == 0 && $0.file == root } }
        return diagnostics
    }

    /// A path as the server keeps it: absolute, without `.`, `..` or a trailing `/`.
    public static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The path of a `file:` URI (nil for another scheme, as `untitled:`).
    public static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return standardized(url.path)
    }

    /// The `file:` URI of a path.
    public static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
