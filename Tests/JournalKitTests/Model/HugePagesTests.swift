import XCTest
@testable import JournalKit

/// Reserving room in huge pages is only a hint to the system: the list must come out the same.
final class HugePagesTests: XCTestCase {
    func testReservingMoreKeepsTheElementsAndMakesRoom() {
        for (start, more) in [(0, 10), (3, 10), (1000, 2_000_000), (0, 1 << 20)] {
            var list = Array(0..<start)
            list.reserveCapacity(more: more)
            XCTAssertEqual(list, Array(0..<start))
            XCTAssertGreaterThanOrEqual(list.capacity, start + more)
            // The room is usable: filling it keeps every element.
            list.append(contentsOf: start..<(start + more))
            XCTAssertEqual(list.count, start + more)
            XCTAssertEqual(list.last, start + more - 1)
            XCTAssertEqual(list.reduce(0, +), (start + more) * (start + more - 1) / 2)
        }
    }

    func testAdviceOnMemoryOfAnySizeIsHarmless() {
        for bytes in [0, 1, 4096, HugePages.threshold, 3 * HugePages.threshold + 123] {
            let p = UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 1), alignment: 16)
            HugePages.advise(p, bytes: bytes)
            p.initializeMemory(as: UInt8.self, repeating: 7, count: max(bytes, 1))
            XCTAssertEqual(p.load(fromByteOffset: max(bytes, 1) - 1, as: UInt8.self), 7)
            p.deallocate()
        }
    }
}
