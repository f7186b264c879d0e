import Foundation

/// Memory for years of days, backed by huge pages where the system offers them.
///
/// Filling a list of 100,000 days touches tens of megabytes of fresh memory: in 4 KB pages that
/// is tens of thousands of page faults, each one a trip into the kernel. On Linux, where
/// transparent huge pages are given to memory that asks for them (`madvise`, the usual
/// setting), a 2 MB page takes one fault. Smaller lists are left alone.
enum HugePages {
    /// Lists smaller than this are left to the usual pages.
    static let threshold = 4 << 20
    private static let size = 2 << 20

    /// Asks for huge pages for the 2 MB-aligned part of `bytes` bytes at `base` (memory not
    /// yet touched); does nothing on other systems or for small sizes.
    static func advise(_ base: UnsafeMutableRawPointer, bytes: Int) {
        #if os(Linux)
        guard bytes >= threshold else { return }
        let start = (Int(bitPattern: base) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: base) + bytes) & ~(size - 1)
        guard end > start, let p = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(p, end - start, MADV_HUGEPAGE)
        #endif
    }
}

extension Array {
    /// Makes room for `n` more elements, in huge pages when that is a lot of memory (see
    /// ``HugePages``).
    mutating func reserveCapacity(more n: Int) {
        let old = capacity
        reserveCapacity(count + n)
        let bytes = capacity * MemoryLayout<Element>.stride
        guard capacity > old, bytes >= HugePages.threshold else { return }
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Only the part past the elements already there is untouched.
            let used = buffer.count * MemoryLayout<Element>.stride
            HugePages.advise(UnsafeMutableRawPointer(base) + used, bytes: bytes - used)
        }
    }
}
