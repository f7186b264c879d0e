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
}
