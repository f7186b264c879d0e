import Foundation

/// A folder of its own under the temporary directory for a test that writes files, removed
/// when the test is done with it.
final class ScratchFolder {
    let path = NSTemporaryDirectory() + "cli-\(UUID().uuidString)"

    init() { try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` in the folder (making the folders on the way); its path.
    @discardableResult
    func write(_ text: String, to name: String = "journal.md") -> String {
        let file = path + "/" + name
        try! FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! text.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    /// The text of the file at `file`, or `<missing>`.
    func read(_ file: String) -> String { (try? String(contentsOfFile: file, encoding: .utf8)) ?? "<missing>" }
}
