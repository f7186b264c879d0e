import Foundation

/// The bytes of a file a writing command changes, read whole with `read(2)` into an array
/// (`FileManager.contents(atPath:)` takes ten times as long on Linux for a file of megabytes).
public enum FileContents {
    /// The bytes of the regular file at `path` (symbolic links followed).
    public static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw OutputError(message: "cannot read \(path): " + OutputFile.reason(errno, path)) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { throw OutputError(message: "cannot read \(path): it is not a regular file") }
        var bytes = [UInt8](repeating: 0, count: Int(st.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: max(4096, count)) }
            let n = bytes.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw OutputError(message: "cannot read \(path): " + OutputFile.reason(errno, path)) }
            if n == 0 { break }
            count += n
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}
