import Foundation
import XCTest
@testable import JournalKit

/// Messages cut out of a byte stream however it is read: split anywhere, several at once,
/// a header that says no length, a stream that ends in the middle of a message.
final class MessageFramingTests: XCTestCase {
    private func frames(_ pieces: [[UInt8]], finish: Bool = true) -> [MessageReader.Frame] {
        var reader = MessageReader()
        var found: [MessageReader.Frame] = []
        for piece in pieces {
            reader.append(piece)
            while let frame = reader.next() { found.append(frame) }
        }
        if finish, let last = reader.finish() { found.append(last) }
        return found
    }

    private let one = MessageWriter.frame(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#)
    private let two = MessageWriter.frame(#"{"jsonrpc":"2.0","method":"exit","params":{"é":"😀"}}"#)

    func testTheWriterSaysTheLengthInBytes() {
        XCTAssertEqual(String(decoding: MessageWriter.frame("{\"a\":\"é\"}"), as: UTF8.self), "Content-Length: 10\r\n\r\n{\"a\":\"é\"}")
    }

    func testAMessageSplitAtEveryByteIsReadWhole() {
        let bytes = one + two
        let found = frames(bytes.map { [$0] })
        XCTAssertEqual(found.count, 2)
        XCTAssertEqual(found[0], .message(Array(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#.utf8)))
        XCTAssertEqual(found[1], .message(Array(#"{"jsonrpc":"2.0","method":"exit","params":{"é":"😀"}}"#.utf8)))
    }

    func testTwoMessagesInOneReadAreBothRead() {
        let found = frames([one + two])
        XCTAssertEqual(found.count, 2)
        XCTAssertEqual(found[1], .message(Array(#"{"jsonrpc":"2.0","method":"exit","params":{"é":"😀"}}"#.utf8)))
    }

    func testOtherHeaderFieldsAndAnyCaseAreRead() {
        let body = #"{"id":2}"#
        let found = frames([Array("content-length:8\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(body)".utf8)])
        XCTAssertEqual(found, [.message(Array(body.utf8))])
    }

    func testAHeaderWithoutALengthIsSkippedAndTheNextMessageRead() {
        let found = frames([Array("Content-Type: text\r\n\r\n".utf8) + one, Array("Content-Length: many\r\n\r\n".utf8) + two])
        XCTAssertEqual(found.count, 4)
        guard case .badHeader(let reason) = found[0], case .message = found[1], case .badHeader(let second) = found[2], case .message = found[3] else {
            return XCTFail("\(found)")
        }
        XCTAssertTrue(reason.contains("without Content-Length"), reason)
        XCTAssertTrue(second.contains("'many' is not a length"), second)
    }

    func testBytesThatEndNoHeaderAreDroppedInTime() {
        let junk = Array(repeating: UInt8(ascii: "x"), count: MessageReader.maxHeaderLength + 10) + [10]
        let found = frames([junk, one])
        XCTAssertEqual(found.count, 2)
        guard case .badHeader = found[0], case .message = found[1] else { return XCTFail("\(found)") }
    }

    func testAStreamEndingInsideAMessageSaysSo() {
        XCTAssertEqual(frames([Array(one.dropLast(5))]), [.truncated(39)])
        XCTAssertEqual(frames([Array("Content-Len".utf8)]), [.truncated(11)])
        XCTAssertEqual(frames([one + [13, 10]]).count, 1, "line breaks after a message are no message")
    }

    func testJSONIsReadWithItsTypes() {
        let value = JSONValue.parse(Array(#"{"id":7,"b":true,"n":1.5,"s":"x","a":[null],"o":{"k":"v"}}"#.utf8))
        XCTAssertEqual(value?["id"]?.int, 7)
        XCTAssertEqual(value?["b"], .bool(true))
        XCTAssertNil(value?["n"]?.int)
        XCTAssertEqual(value?["s"]?.string, "x")
        XCTAssertEqual(value?["a"]?.array, [.null])
        XCTAssertEqual(value?["o"]?["k"]?.string, "v")
        XCTAssertNil(JSONValue.parse(Array("{not json".utf8)))
    }
}
