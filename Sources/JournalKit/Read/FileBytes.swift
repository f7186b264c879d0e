import Foundation

/// A file's bytes, read with `read(2)` into memory of their own: the parser may change them in
/// place (it blanks comments) without changing the file, and the file may change on disk while
/// the journal is read without changing them. Only regular files are read: opening a FIFO or a
/// device could block, or never end. A file whose size or modification time changes while it is
/// read is not used (``Problem/changed``).
final class FileBytes {
    private var base: UnsafeMutableRawPointer?
    private(set) var count = 0

    /// Why a file cannot be read.
    enum Problem: Error, Equatable {
        case noSuchFile
        case permissionDenied
        case directory
        /// Not a regular file: what it is ("a FIFO (named pipe)", "a device", "a socket").
        case notRegular(String)
        /// Its size or modification time changed while it was read.
        case changed
        /// Another failure of a system call, with its `errno`.
        case failed(Int32)

        /// Why, in words that follow "cannot read PATH: ".
        var reason: String {
            switch self {
            case .noSuchFile: "no such file"
            case .permissionDenied: "permission denied"
            case .directory: "it is a directory"
            case .notRegular(let what): "it is \(what), not a regular file"
            case .changed: "it changed while it was read"
            case .failed(let code): Self.words(errno: code)
            }
        }

        /// The problem an `errno` from `stat` or `open` means; nil for the others.
        init?(errno code: Int32) {
            switch code {
            case ENOENT: self = .noSuchFile
            case EACCES, EPERM: self = .permissionDenied
            case EISDIR: self = .directory
            default: return nil
            }
        }

        /// A plain sentence part for the other `errno` values.
        static func words(errno code: Int32) -> String {
            switch code {
            case ENOTDIR: "a part of its path is not a folder"
            case ELOOP: "its path has too many symbolic links (a loop)"
            case ENAMETOOLONG: "its path is too long"
            case EIO: "the disk gave an input/output error"
            case EMFILE, ENFILE: "too many files are open"
            case ENOMEM: "not enough memory"
            default: "error \(code) (\(String(cString: strerror(code)).lowercased()))"
            }
        }

        /// What a file of this `stat` mode is, when it is not a regular file or a directory.
        static func kind(mode: mode_t) -> Problem? {
            switch mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: .directory
            case S_IFIFO: .notRegular("a FIFO (named pipe)")
            case S_IFCHR, S_IFBLK: .notRegular("a device")
            case S_IFSOCK: .notRegular("a socket")
            default: .notRegular("a file of an unknown kind")
            }
        }
    }

    /// How bytes are read from a file descriptor at an offset: `pread(2)`, or a stand-in in tests.
    typealias ReadCall = @Sendable (Int32, UnsafeMutableRawPointer, Int, Int) -> Int

    /// Files of this size or more are read in two halves at once, one on each core: their new
    /// pages are found and filled twice as fast (100 MB in about 0.03 s instead of 0.05 s).
    static let halvesFrom = 8 << 20

    /// Files of this size or more are read into huge pages (where the system has them).
    static let hugePagesFrom = 2 << 20

    /// Reads the regular file at `path` whole (see ``opened(_:_:_:)``).
    static func read(path: String, readCall: @escaping ReadCall = { pread($0, $1, $2, off_t($3)) }) -> Result<FileBytes, Problem> {
        opened(path, readCall) { fd, size in
            let file = FileBytes(capacity: size)
            guard size == 0 || file.base != nil else { return .failure(.failed(ENOMEM)) }
            let fill = Fill(file: file, fd: fd, readCall: readCall)
            if size >= halvesFrom, ProcessInfo.processInfo.activeProcessorCount > 1 {
                DispatchQueue.concurrentPerform(iterations: 2) { half in fill.run(half, half == 0 ? 0..<size / 2 : size / 2..<size) }
            } else {
                fill.run(0, 0..<size)
            }
            if let problem = fill.problems.lazy.compactMap({ $0 }).first { return .failure(problem) }
            file.count = size
            return .success(file)
        }
    }

    /// The bytes of the regular file at `path` as an array, read and checked as
    /// ``read(path:readCall:)`` reads them, on one core: what a command that changes the file
    /// keeps (with no second copy of it, as copying the pages of a read out would make).
    static func readArray(path: String, readCall: @escaping ReadCall = { pread($0, $1, $2, off_t($3)) }) -> Result<[UInt8], Problem> {
        opened(path, readCall) { fd, size in
            var problem: Problem?
            let bytes = [UInt8](unsafeUninitializedCapacity: size) { buf, count in
                problem = size == 0 ? nil : readAll(fd, into: UnsafeMutableRawPointer(buf.baseAddress!), 0..<size, readCall)
                count = problem == nil ? size : 0
            }
            return problem.map { .failure($0) } ?? .success(bytes)
        }
    }

    /// Opens the regular file at `path` and hands `read` its descriptor and size; then checks
    /// that it neither grew nor changed while read. The file is looked at (`stat`) before it is
    /// opened, and opened without blocking, so a FIFO or a device is refused, never waited on.
    private static func opened<T>(_ path: String, _ readCall: ReadCall, _ read: (Int32, Int) -> Result<T, Problem>) -> Result<T, Problem> {
        var st = stat()
        guard stat(path, &st) == 0 else { return .failure(Problem(errno: errno) ?? .failed(errno)) }
        if let problem = Problem.kind(mode: st.st_mode) { return .failure(problem) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(Problem(errno: errno) ?? .failed(errno)) }
        defer { close(fd) }
        var before = stat()
        guard fstat(fd, &before) == 0 else { return .failure(.failed(errno)) }
        if let problem = Problem.kind(mode: before.st_mode) { return .failure(problem) }
        // Replaced between stat and open: read what was opened.
        let size = Int(before.st_size)
        let result = read(fd, size)
        guard case .success = result else { return result }
        // More bytes than its size: it grew while read.
        var extra: UInt8 = 0
        while true {
            let n = readCall(fd, &extra, 1, size)
            if n < 0, errno == EINTR { continue }
            if n != 0 { return .failure(.changed) }
            break
        }
        var after = stat()
        guard fstat(fd, &after) == 0 else { return .failure(.failed(errno)) }
        guard after.st_size == before.st_size, modified(after) == modified(before) else { return .failure(.changed) }
        return result
    }

    /// Reads the bytes `range` of the file `fd` to `base + range.lowerBound`; the problem, if any.
    private static func readAll(_ fd: Int32, into base: UnsafeMutableRawPointer, _ range: Range<Int>, _ readCall: ReadCall) -> Problem? {
        var at = range.lowerBound
        while at < range.upperBound {
            let n = readCall(fd, base + at, range.upperBound - at, at)
            if n < 0, errno == EINTR { continue }
            if n < 0 { return Problem(errno: errno) ?? .failed(errno) }
            // Fewer bytes than its size: it was cut short while read.
            if n == 0 { return .changed }
            at += n
        }
        return nil
    }

    /// Reads bytes of a file into their place in its pages, a half of them on each thread.
    private final class Fill: @unchecked Sendable {
        let file: FileBytes, fd: Int32, readCall: ReadCall
        /// What went wrong reading each half (each written by its own thread).
        var first: Problem?, second: Problem?
        var problems: [Problem?] { [first, second] }

        init(file: FileBytes, fd: Int32, readCall: @escaping ReadCall) { (self.file, self.fd, self.readCall) = (file, fd, readCall) }

        /// Reads the bytes `range` as the half `half`.
        func run(_ half: Int, _ range: Range<Int>) {
            guard !range.isEmpty, let base = file.base, let problem = FileBytes.readAll(fd, into: base, range, readCall) else { return }
            if half == 0 { first = problem } else { second = problem }
        }
    }

    /// When the file was last changed, to the nanosecond.
    private static func modified(_ st: stat) -> [Int] {
        #if canImport(Darwin)
        [Int(st.st_mtimespec.tv_sec), Int(st.st_mtimespec.tv_nsec)]
        #else
        [Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec)]
        #endif
    }

    /// Files under this size are read into memory from the allocator, not into pages of their
    /// own: a folder of daily notes is thousands of small files, and pages of their own cost
    /// each two system calls and a fault (ten years of notes, 3,651 files, interleaved best of
    /// 12: `check` 118 → 96 ms).
    static let ownPagesFrom = 256 << 10

    /// Room for `capacity` bytes, none read yet: for a long file, pages of its own (`mmap`), so
    /// that ``release(_:)`` can give them back.
    private init(capacity: Int) {
        guard capacity > 0 else { return }
        guard capacity >= Self.ownPagesFrom else {
            base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
            return
        }
        let p = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let p, p != MAP_FAILED else { return }
        #if os(Linux)
        // A long file in huge pages: a fault and a zeroing for every 2 MB, not every 4 KB.
        if capacity >= Self.hugePagesFrom { madvise(p, capacity, MADV_HUGEPAGE) }
        #endif
        base = p
        mappedLength = capacity
    }

    /// The length of the pages at `base`; 0 when its memory is from the allocator.
    private var mappedLength = 0

    /// A copy of `bytes`, read as a file would be (for text given in memory).
    convenience init(bytes: [UInt8]) {
        self.init(capacity: bytes.count)
        guard let base else { return }
        bytes.withUnsafeBytes { base.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        count = bytes.count
    }

    deinit { free() }

    func withBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeMutableBufferPointer(start: base?.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// Gives the memory of the pages wholly inside `bytes` back to the system, once they are
    /// read for the last time (a long file's part, read in pass 2): they would otherwise stay
    /// in memory until the whole file is read. Those bytes must not be read again (they read
    /// as zeros).
    func release(_ bytes: Range<Int>) {
        guard let base, mappedLength > 0 else { return }
        let page = Int(getpagesize())
        let start = (bytes.lowerBound + page - 1) / page * page, end = min(bytes.upperBound, count) / page * page
        guard start < end else { return }
        madvise(base + start, end - start, MADV_DONTNEED)
    }

    /// Gives all the memory back; the file reads as empty afterwards.
    func free() {
        guard let base else { return }
        if mappedLength > 0 { munmap(base, mappedLength) } else { base.deallocate() }
        self.base = nil
        count = 0
        mappedLength = 0
    }
}
