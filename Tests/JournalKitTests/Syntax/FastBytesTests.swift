import XCTest
@testable import JournalKit

/// The byte tricks give what a plain loop over the bytes gives.
final class FastBytesTests: XCTestCase {
    func testCountFindsEveryByteOfAValueAsALoopDoes() {
        var rng = SystemRandomNumberGenerator()
        let bytes = (0..<1_000).map { _ in UInt8.random(in: 0...255, using: &rng) } + Array("a\nb\n\n\nc\n".utf8) + [0, 0x0A, 0x8A, 0xFF]
        bytes.withUnsafeBufferPointer { buf in
            for byte: UInt8 in [0x0A, 0, 0x80, 0xFF, UInt8(ascii: "a")] {
                for range in [0..<buf.count, 3..<buf.count - 5, 7..<7, 1..<9, 990..<buf.count] {
                    let expected = buf[range].filter { $0 == byte }.count
                    XCTAssertEqual(FastBytes.count(of: byte, in: buf, range), expected, "\(byte) in \(range)")
                }
            }
        }
    }

    /// A lane counts up to 255 matches before the lanes are added up: a long run of the byte
    /// must not wrap any lane around.
    func testCountAddsUpLongRunsOfTheByte() {
        let bytes = [UInt8](repeating: 0x0A, count: 20_000) + Array("x\n".utf8)
        bytes.withUnsafeBufferPointer { buf in
            XCTAssertEqual(FastBytes.count(of: 0x0A, in: buf, 0..<buf.count), 20_001)
            XCTAssertEqual(FastBytes.count(of: 0x0A, in: buf, 5..<8_165), 8_160)
            XCTAssertEqual(FastBytes.count(of: UInt8(ascii: "x"), in: buf, 0..<buf.count), 1)
        }
    }

    func testFirstNotPlainFindsTheFirstNulOrByteOver127AsALoopDoes() {
        // Plain text with one odd byte at every place of a 64-byte block and past it.
        let plain = Array(String(repeating: "- drink water 500 ml\n", count: 20).utf8)
        for odd: UInt8 in [0, 0x80, 0xC3, 0xFF] {
            for at in [0, 1, 15, 16, 63, 64, 65, 127, 200, plain.count - 1] {
                var bytes = plain
                bytes[at] = odd
                bytes.withUnsafeBufferPointer { buf in
                    for range in [0..<buf.count, 1..<buf.count, at..<buf.count, 0..<at, 3..<min(buf.count, at + 70)] {
                        let expected = buf[range].firstIndex { $0 == 0 || $0 >= 0x80 } ?? range.upperBound
                        XCTAssertEqual(FastBytes.firstNotPlain(buf, range), expected, "\(odd) at \(at) in \(range)")
                    }
                }
            }
        }
        plain.withUnsafeBufferPointer { XCTAssertEqual(FastBytes.firstNotPlain($0, 0..<$0.count), $0.count) }
    }
}
