import Foundation

/// The file `-o FILE` writes. A symbolic link is followed, so the link stays and its target
/// gets the text. The target is replaced atomically: the text goes to a temporary file in the
/// target's directory, which is then renamed over it, with the replaced file's permissions (a
/// new file gets 0666 less the umask, 0644 as a rule). A device or pipe (`/dev/stdout`) is
/// written directly.
struct OutputFile {
    /// The path as given.
    let path: String
    /// Where the text goes: `path` with symbolic links followed.
    let target: String

    /// Checks, before any work is done, that `path` can be written: its directory exists and
    /// it is not a directory itself.
    init(_ path: String) throws {
        self.path = path
        var st = stat()
        if stat(path, &st) == 0, st.st_mode & S_IFMT != S_IFREG, st.st_mode & S_IFMT != S_IFDIR {
            // A device or a pipe (`/dev/stdout`): written directly, through any link.
            target = path
            return
        }
        target = try Self.followingLinks(path)
        let directory = Self.directory(of: target)
        if stat(directory, &st) != 0 { throw fail(errno == ENOENT ? "no such directory \(directory)" : Self.reason(errno, directory)) }
        guard st.st_mode & S_IFMT == S_IFDIR else { throw fail("\(directory) is not a directory") }
        if stat(target, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { throw fail("it is a directory") }
    }

    func write(_ text: String) throws {
        var st = stat()
        let exists = stat(target, &st) == 0
        if exists, st.st_mode & S_IFMT != S_IFREG {
            // A device or a pipe: nothing to replace.
            let fd = open(target, O_WRONLY | O_TRUNC)
            guard fd >= 0 else { throw fail(Self.reason(errno, target)) }
            defer { close(fd) }
            guard Self.writeAll(text, to: fd) else { throw fail(Self.reason(errno, target)) }
            return
        }
        let directory = Self.directory(of: target)
        let name = (target as NSString).lastPathComponent
        let temporary = directory + "/.\(name).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard fd >= 0 else { throw fail(Self.reason(errno, directory)) }
        var ok = true
        // Keep the replaced file's permissions (open applied the umask to a new file's).
        if exists { ok = fchmod(fd, st.st_mode & 0o7777) == 0 }
        ok = ok && Self.writeAll(text, to: fd) && fsync(fd) == 0
        let error = errno
        close(fd)
        guard ok, rename(temporary, target) == 0 else {
            let e = ok ? errno : error
            unlink(temporary)
            throw fail(Self.reason(e, directory))
        }
    }

    private func fail(_ reason: String) -> OutputError {
        OutputError(message: "cannot write \(path): \(reason)")
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
            current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
        }
        throw OutputError(message: "cannot write \(path): too many symbolic links")
    }

    private static func directory(of path: String) -> String {
        let d = (path as NSString).deletingLastPathComponent
        return d.isEmpty ? "." : d
    }

    private static func writeAll(_ text: String, to fd: Int32) -> Bool {
        var text = text
        return text.withUTF8 { buf in
            var done = 0
            while done < buf.count {
                let n = Foundation.write(fd, buf.baseAddress! + done, buf.count - done)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { return false }
                done += n
            }
            return true
        }
    }

    /// A plain reason for a failed system call.
    private static func reason(_ code: Int32, _ directory: String) -> String {
        switch code {
        case EACCES, EPERM: "permission denied (in \(directory))"
        case ENOENT: "no such directory \(directory)"
        case ENOTDIR: "a part of \(directory) is not a directory"
        case EROFS: "\(directory) is on a read-only file system"
        case ENOSPC, EDQUOT: "no space left on the device"
        case EISDIR: "it is a directory"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

/// Output that cannot be written: exit code 2, with the reason in plain words.
struct OutputError: Error {
    var message: String
}
