import Foundation

/// The file `-o FILE` writes, and the journal file a writing command (`add`, `today`, `fmt
/// --write`) rewrites: the one way `journal` writes a file. A symbolic link is followed, so the link stays and its target
/// gets the text (a site's pages are written with `followLinks: false`: a link there is
/// replaced, never followed). The target is replaced atomically: the text goes to a temporary
/// file in the target's directory, which is then renamed over it, with the replaced file's
/// permissions and, where the user may, its owner (a new file gets 0666 less the umask, 0644 as
/// a rule). A file with more than one hard link is not replaced: that would part it from its
/// other names. A device or pipe (`/dev/stdout`) is written directly.
///
/// The temporary file is synced to the disk before the rename, and the folder after it, so
/// that a crash leaves either the old file or the new one. Given the ``FileStamp`` of the file
/// as it was read, the write is refused when the file has changed since (another editor saved
/// it). On any failure the target is untouched and the temporary file removed.
public struct OutputFile {
    /// The path as given.
    public let path: String
    /// Where the text goes: `path`, with symbolic links followed unless told otherwise.
    public let target: String
    /// The folder the written file is in; nil for a device or pipe.
    public var folder: String? { isDevice ? nil : FilePath.directory(of: target) }
    private var isDevice = false
    /// Runs after the temporary file is written and before it is renamed: the tests make a
    /// write fail there.
    var beforeRename: (() throws -> Void)? = nil

    /// Checks, before any work is done, that `path` can be written: its directory exists and
    /// it is not a directory itself.
    public init(_ path: String) throws { try self.init(path, followLinks: true) }

    /// ``init(_:)``; with `followLinks` false a symbolic link at `path` is replaced, not followed.
    public init(_ path: String, followLinks: Bool) throws {
        self.path = path
        guard !path.isEmpty else { throw OutputError(message: "cannot write to an empty file name") }
        var st = stat()
        if followLinks, stat(path, &st) == 0, st.st_mode & S_IFMT != S_IFREG, st.st_mode & S_IFMT != S_IFDIR {
            // A device or a pipe (`/dev/stdout`): written directly, through any link.
            target = path
            isDevice = true
            return
        }
        target = followLinks ? try Self.followingLinks(path) : path
        if target.hasSuffix("/") { throw OutputError(path, "a file name cannot end in /") }
        let directory = FilePath.directory(of: target)
        if stat(directory, &st) != 0 { throw OutputError(path, errno == ENOENT ? "no such directory \(directory)" : Self.reason(errno, directory)) }
        guard st.st_mode & S_IFMT == S_IFDIR else { throw OutputError(path, "\(directory) is not a directory") }
        if lstat(target, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { throw OutputError(path, "it is a directory") }
    }

    /// Replaces the target with `text`. With `unchangedSince`, the stamp of the file as it
    /// was read, nothing is written when the file on disk is no longer that file.
    public func write(_ text: String, unchangedSince stamp: FileStamp? = nil) throws {
        try write(unchangedSince: stamp, streaming: { $0(text) })
    }

    /// Writes the text that `produce` hands to the function it is given, piece by piece (an
    /// export of a long journal is never held whole), and replaces the target as
    /// ``write(_:unchangedSince:)`` does, once `produce` returns. When `produce` throws,
    /// nothing is replaced.
    public func write(unchangedSince stamp: FileStamp? = nil, streaming produce: (_ write: @escaping (String) -> Void) throws -> Void) throws {
        try replace(unchangedSince: stamp) { put in
            try produce { text in
                var text = text
                text.withUTF8 { put(UnsafeRawBufferPointer($0)) }
            }
        }
    }

    /// Replaces the target with `bytes`, byte for byte, as ``write(_:unchangedSince:)`` does.
    public func write(bytes: [UInt8], unchangedSince stamp: FileStamp? = nil) throws {
        try replace(unchangedSince: stamp) { put in bytes.withUnsafeBytes(put) }
    }

    /// Writes what `produce` hands to the function it is given, and replaces the target.
    private func replace(unchangedSince stamp: FileStamp?, _ produce: (_ put: @escaping (UnsafeRawBufferPointer) -> Void) throws -> Void) throws {
        var st = stat()
        let exists = lstat(target, &st) == 0
        if let stamp, FileStamp(st, exists: exists) != stamp { throw OutputError(path, FileStamp.changed) }
        let kind = st.st_mode & S_IFMT
        if exists, kind != S_IFREG, kind != S_IFLNK {
            // A device or a pipe: nothing to replace.
            let fd = open(target, O_WRONLY | O_TRUNC)
            guard fd >= 0 else { throw OutputError(path, Self.reason(errno, target)) }
            defer { close(fd) }
            var failure: Int32? = nil
            try produce { chunk in if failure == nil, !Self.writeAll(chunk, to: fd) { failure = errno } }
            if let failure { throw OutputError(path, Self.reason(failure, target)) }
            return
        }
        if exists, kind == S_IFREG, st.st_nlink > 1 {
            throw OutputError(path, "it has \(st.st_nlink) hard links, and replacing it would part it from the others; remove it or write elsewhere")
        }
        let directory = FilePath.directory(of: target)
        let name = FilePath.lastComponent(of: target)
        Self.removeStaleTemporaries(of: name, in: directory)
        let temporary = directory + "/" + Self.temporaryName(name, pid: getpid())
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o666)
        guard fd >= 0 else { throw OutputError(path, errno == ENOENT ? "no file can be made in \(directory)" : Self.reason(errno, directory)) }
        var failure: Int32? = nil
        if exists, kind == S_IFREG {
            // Keep the replaced file's owner where the user may, and its permissions (open
            // applied the umask to a new file's).
            if fchown(fd, st.st_uid, st.st_gid) != 0, errno != EPERM { failure = errno }
            if failure == nil, fchmod(fd, st.st_mode & 0o7777) != 0 { failure = errno }
        }
        do {
            try produce { chunk in if failure == nil, !Self.writeAll(chunk, to: fd) { failure = errno } }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        if failure == nil, fsync(fd) != 0 { failure = errno }
        close(fd)
        do {
            try beforeRename?()
            // Another editor may have saved the file while this one was written.
            if let stamp {
                var now = stat()
                let exists = lstat(target, &now) == 0
                if FileStamp(now, exists: exists) != stamp { throw OutputError(path, FileStamp.changed) }
            }
        } catch {
            unlink(temporary)
            throw error
        }
        if failure == nil, rename(temporary, target) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw OutputError(path, Self.reason(failure, directory))
        }
        // The rename itself reaches the disk when the folder is synced.
        let folder = open(directory, O_RDONLY | O_DIRECTORY)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// `.NAME.PID.tmp`: where the text for NAME goes before it is renamed over NAME.
    public static func temporaryName(_ name: String, pid: pid_t) -> String { ".\(name).\(pid).tmp" }

    /// Removes the temporary files an interrupted run left for `name` in `directory`: those
    /// named ``temporaryName(_:pid:)`` whose process no longer runs.
    public static func removeStaleTemporaries(of name: String, in directory: String) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        let prefix = ".\(name).", suffix = ".tmp"
        while let entry = readdir(dir) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard file.hasPrefix(prefix), file.hasSuffix(suffix), file.count > prefix.count + suffix.count else { continue }
            let digits = file.dropFirst(prefix.count).dropLast(suffix.count)
            guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let pid = pid_t(digits), pid > 0 else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { unlink(directory + "/" + file) }
        }
    }

    /// `path` with every symbolic link along it followed (a link to a file not yet there gives
    /// that file's path).
    private static func followingLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var st = stat()
            guard lstat(current, &st) == 0, st.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { return current }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : FilePath.directory(of: current) + "/" + link
        }
        throw OutputError(path, "it is a chain of too many symbolic links")
    }

    private static func writeAll(_ buf: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
        var done = 0
        while done < buf.count {
            let n = Foundation.write(fd, buf.baseAddress! + done, buf.count - done)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            done += n
        }
        return true
    }

    /// A plain reason for a failed system call on `path` (a file or the folder it is in).
    public static func reason(_ code: Int32, _ path: String) -> String {
        switch code {
        case EACCES, EPERM: "permission denied (in \(path))"
        case ENOENT: "no such directory \(path)"
        case ENOTDIR: "a part of \(path) is not a directory"
        case EROFS: "\(path) is on a read-only file system"
        case ENOSPC, EDQUOT: "no space left on the device"
        case EISDIR: "it is a directory"
        case EEXIST: "a file of that name is in the way"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "it is a chain of too many symbolic links"
        case EIO: "the device reported an input/output error"
        case EFBIG: "the file would be too large"
        case EMFILE, ENFILE: "too many files are open"
        case EBADF: "it is closed"
        case EPIPE: "the reader has gone"
        default: "the system refused (error \(code))"
        }
    }
}

/// Output that cannot be written: exit code 2, with the reason in plain words.
public struct OutputError: Error {
    public var message: String

    public init(message: String) { self.message = message }

    /// `cannot write PATH: REASON.`
    public init(_ path: String, _ reason: String) { message = "cannot write \(path): \(reason)" }
}

/// What tells one state of a file from another: its device, inode, size and time of last
/// change. A writing command takes it when it reads the file, and writes only if the file
/// still has it.
public struct FileStamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var modifiedNanoseconds: Int64

    /// The stamp of the file at `path` (following symbolic links); nil when there is none.
    public init?(path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        self.init(st, exists: true)
    }

    /// The stamp of an open file.
    public init?(descriptor: Int32) {
        var st = stat()
        guard fstat(descriptor, &st) == 0 else { return nil }
        self.init(st, exists: true)
    }

    /// A file not there has the stamp of no file: writing a new file checks that none has
    /// appeared meanwhile.
    public static let none = FileStamp(device: 0, inode: 0, size: -1, modified: 0, modifiedNanoseconds: 0)

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, modifiedNanoseconds: Int64) {
        (self.device, self.inode, self.size, self.modified, self.modifiedNanoseconds) = (device, inode, size, modified, modifiedNanoseconds)
    }

    init(_ st: stat, exists: Bool) {
        guard exists else { self = .none; return }
        #if canImport(Darwin)
        let time = st.st_mtimespec
        #else
        let time = st.st_mtim
        #endif
        self.init(device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: Int64(st.st_size),
                  modified: Int64(time.tv_sec), modifiedNanoseconds: Int64(time.tv_nsec))
    }

    static let changed = "it changed on disk since it was read (saved by another program?); nothing was written, so run the command again"
}
