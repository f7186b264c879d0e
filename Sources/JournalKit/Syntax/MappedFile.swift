import Foundation

/// A file's bytes mapped into memory copy-on-write: the parser may blank comments in them
/// without changing the file, and only the pages being read need be in memory. Falls back to
/// reading the file when it cannot be mapped.
final class MappedFile {
    private var base: UnsafeMutableRawPointer?
    private(set) var count = 0
    /// Whether `base` is a mapping (else it was allocated).
    private var isMapped = false

    /// Nil when the file cannot be read (it must be a regular file).
    init?(path: String) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(st.st_size)
        if size == 0 { return }
        if let p = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0), p != MAP_FAILED {
            (base, count, isMapped) = (p, size, true)
            return
        }
        // Not mappable: read it into memory of its own.
        let p = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        var done = 0
        while done < size {
            let n = Foundation.read(fd, p + done, size - done)
            if n < 0 { p.deallocate(); return nil }
            if n == 0 { break }
            done += n
        }
        (base, count) = (p, done)
    }

    /// A copy of `bytes`, read as a file would be (for text given in memory).
    init(bytes: [UInt8]) {
        (base, count) = Self.copy(bytes)
    }

    private static func copy(_ bytes: [UInt8]) -> (UnsafeMutableRawPointer?, Int) {
        guard !bytes.isEmpty else { return (nil, 0) }
        let p = UnsafeMutableRawPointer.allocate(byteCount: bytes.count, alignment: 16)
        bytes.withUnsafeBytes { p.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        return (p, bytes.count)
    }

    deinit { unmap() }

    func withBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeMutableBufferPointer(start: base?.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// Gives the memory of the pages wholly inside `bytes` back to the system, once they are
    /// read for the last time (a long file's part, read in pass 2): they would otherwise stay
    /// in memory until the whole file is read. Read again, those bytes are the file's as on
    /// disk: what the parser changed in them (comments blanked) is gone.
    func release(_ bytes: Range<Int>) {
        guard isMapped, let base else { return }
        let page = Int(getpagesize())
        let start = (bytes.lowerBound + page - 1) / page * page, end = bytes.upperBound / page * page
        guard start < end else { return }
        madvise(base + start, end - start, MADV_DONTNEED)
    }

    /// Releases the bytes; the file reads as empty afterwards.
    func unmap() {
        guard let base else { return }
        if isMapped { munmap(base, count) } else { base.deallocate() }
        self.base = nil
        count = 0
    }
}
