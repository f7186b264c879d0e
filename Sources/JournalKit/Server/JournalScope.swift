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
        let (paths, unsaved) = paths(overlay: overlay)
        return kept(Journal.check(paths: paths, overlay: overlay), unsaved: unsaved)
    }

    /// The journal read whole (what the editor features need), with its problems: the files of
    /// `overlay` read from its bytes, as ``check(overlay:)`` reads them.
    public func load(overlay: [String: [UInt8]]) -> LoadedJournal {
        let (paths, unsaved) = paths(overlay: overlay)
        var loaded = Journal.load(paths: paths, overlay: overlay)
        loaded.diagnostics = kept(loaded.diagnostics, unsaved: unsaved)
        return loaded
    }

    /// The paths to read: the root, and the open files of the folder that are not on disk yet
    /// (read after it); whether there are such files.
    private func paths(overlay: [String: [UInt8]]) -> (paths: [String], unsaved: Bool) {
        guard isFolder else { return ([root], false) }
        let unsaved = overlay.keys.filter { JournalScope(path: $0, workspaceFolders: [root]) == self && !FileManager.default.fileExists(atPath: $0) }
        return ([root] + unsaved.sorted(), !unsaved.isEmpty)
    }

    /// The problems but one: a folder with no `.md` file on disk but the open ones is no problem.
    private func kept(_ diagnostics: [Diagnostic], unsaved: Bool) -> [Diagnostic] {
        guard unsaved else { return diagnostics }
        return diagnostics.filter { !($0.code == .fileNotFound && $0.line == 0 && $0.file == root) }
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
