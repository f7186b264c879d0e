/// The bytes of a file a writing command changes, as an array: read as the journal reads a
/// file (``FileBytes``: a regular file only, and not one that changed while it was read).
/// (`FileManager.contents(atPath:)` takes ten times as long on Linux for a file of megabytes.)
public enum FileContents {
    /// The bytes of the regular file at `path` (symbolic links followed).
    public static func read(_ path: String) throws -> [UInt8] {
        switch FileBytes.readArray(path: path) {
        case .success(let bytes): return bytes
        case .failure(let problem): throw OutputError(message: "cannot read \(path): " + problem.reason)
        }
    }

    /// `body` of the bytes of the file at `path`, read in place (not copied out): what a
    /// command that reads a file of 100 MB once needs, without a second copy of it.
    static func reading<R>(_ path: String, _ body: (FileBytes) throws -> R) throws -> R {
        switch FileBytes.read(path: path) {
        case .success(let file):
            defer { file.free() }
            return try body(file)
        case .failure(let problem):
            throw OutputError(message: "cannot read \(path): " + problem.reason)
        }
    }
}
