import Foundation

/// The parser's ways of not looking at every byte one at a time, in one place:
///
/// - ``firstIndex(of:in:_:)`` finds a byte with the C library's `memchr`, which compares many
///   bytes at a time: the end of each line, a `<` that may open a comment.
/// - ``firstNotPlain(_:_:)`` finds the next NUL byte or byte over 127 64 bytes at a time, and
///   ``isPlainText(_:_:)`` checks eight bytes at a time that a line holds none, so that only
///   lines with such bytes are checked byte by byte for UTF-8.
/// - ``count(of:in:_:)`` counts a byte 32 bytes at a time: the lines before the second half
///   of a file whose definitions are read in two halves.
///
/// What they save is measured in the README (Performance).
enum FastBytes {
    /// The first index of `byte` in `buf[range]`, if any.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = buf.baseAddress,
              let hit = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// How many times `byte` is in `buf[range]`, 32 bytes at a time (67 MB in 2 ms; eight bytes
    /// at a time took 15 ms).
    static func count(of byte: UInt8, in buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var n = 0, i = range.lowerBound
        if let base = buf.baseAddress {
            let pattern = SIMD32<UInt8>(repeating: byte)
            while i + 32 <= range.upperBound {
                // Each lane counts its matches in up to 255 blocks, then the lanes are added up. A
                // lane of the comparison's mask is all ones (255, that is -1) where the bytes match.
                // (`replacing(with:where:)` instead takes 250 times as long: it is not inlined.)
                var lanes = SIMD32<UInt8>()
                let blocksEnd = min(range.upperBound, i + 255 * 32)
                while i + 32 <= blocksEnd {
                    let v = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD32<UInt8>.self)
                    lanes &-= unsafeBitCast(v .== pattern, to: SIMD32<UInt8>.self)
                    i += 32
                }
                for k in lanes.indices { n += Int(lanes[k]) }
            }
        }
        while i < range.upperBound {
            if buf[i] == byte { n += 1 }
            i += 1
        }
        return n
    }

    /// Where the first byte of `buf[range]` that is 0 or over 127 is (`range.upperBound` when
    /// there is none), 64 bytes at a time: a journal's lines are mostly such plain text, and
    /// checking them a line at a time costs three times as much.
    static func firstNotPlain(_ buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var i = range.lowerBound
        if let base = buf.baseAddress {
            // A byte minus one is 127 or more when it was 0 or over 127.
            let limit = SIMD16<UInt8>(repeating: 0x7F)
            while i + 64 <= range.upperBound {
                let p = UnsafeRawPointer(base + i)
                let a = p.loadUnaligned(as: SIMD16<UInt8>.self) &- 1, b = p.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self) &- 1
                let c = p.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self) &- 1
                let d = p.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self) &- 1
                // (`any` on the mask is not inlined: its 16 lanes are tested as two words.)
                let mask = unsafeBitCast(a .>= limit .| b .>= limit .| c .>= limit .| d .>= limit, to: SIMD2<UInt64>.self)
                if mask[0] | mask[1] != 0 { break }
                i += 64
            }
        }
        while i < range.upperBound, buf[i] != 0, buf[i] < 0x80 { i += 1 }
        return i
    }

    /// Whether `buf[range]` holds only bytes from 1 to 127.
    @inline(__always)
    static func isPlainText(_ buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        if let base = buf.baseAddress {
            while i + 8 <= range.upperBound {
                let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                // A byte over 127 has its high bit set; a zero byte sets it in w - 0x01… & ~w.
                let zero = (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080
                if w & 0x8080_8080_8080_8080 != 0 || zero != 0 { return false }
                i += 8
            }
        }
        while i < range.upperBound {
            if buf[i] == 0 || buf[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }
}
