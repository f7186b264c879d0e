import XCTest
@testable import JournalKit

final class ArrayReserveCapacityTests: XCTestCase {
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
}
