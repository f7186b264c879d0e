/// Cuts a byte stream into the messages of the Language Server Protocol's base protocol: each
/// a header of `Name: value` lines ending with an empty line (`\r\n\r\n`), then a body of
/// exactly `Content-Length` bytes.
///
/// ```
/// Content-Length: 52\r\n
/// \r\n
/// {"jsonrpc":"2.0","id":1,"method":"shutdown"}
/// ```
///
/// Bytes are handed in as they come (``append(_:)``), in pieces of any size: a read may end in
/// the middle of a header or a body, or hold several messages. A header without a
/// `Content-Length` (or with one that is no number) is skipped, and said (``Frame/badHeader(_:)``),
/// so that the stream goes on with the next message. Bytes left at the end of the stream that
/// make no whole message are said by ``finish()``.
public struct MessageReader: Sendable {
    /// What the reader found next in the stream.
    public enum Frame: Equatable, Sendable {
        /// A whole message's body (JSON, not yet read as such).
        case message([UInt8])
        /// A header that says no length: it is skipped, with why.
        case badHeader(String)
        /// The stream ended in the middle of a message (``finish()``): how many bytes were left.
        case truncated(Int)
    }

    /// The longest header read: bytes that end no header within it are not a header.
    public static let maxHeaderLength = 8 * 1024

    private var buffer: [UInt8] = []
    /// Where the unread bytes start in `buffer` (read bytes are dropped now and then, not at
    /// every message).
    private var start = 0
    /// The length of the body being read, once its header is read.
    private var bodyLength: Int?

    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next message or problem, or nil when more bytes are needed.
    public mutating func next() -> Frame? {
        if bodyLength == nil {
            // Line breaks between messages are no header.
            while start < buffer.count, buffer[start] == 13 || buffer[start] == 10 { start += 1 }
            guard let (header, end) = headerEnd() else {
                guard buffer.count - start > Self.maxHeaderLength else { return nil }
                // No header ends within the longest a header may be: drop up to the last line break.
                let cut = buffer[start...].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? buffer.count
                start = cut
                return .badHeader("no header ends within \(Self.maxHeaderLength) bytes")
            }
            start = end
            switch Self.contentLength(in: header) {
            case .success(let length): bodyLength = length
            case .failure(let problem): return .badHeader(problem.reason)
            }
        }
        guard let length = bodyLength, buffer.count - start >= length else { return nil }
        let body = Array(buffer[start..<start + length])
        start += length
        bodyLength = nil
        return .message(body)
    }

    /// Says what is left once the stream has ended: nil when nothing is, else the bytes of a
    /// message cut short (blank lines between messages do not count).
    public mutating func finish() -> Frame? {
        let left = buffer[start...]
        defer { (buffer, start, bodyLength) = ([], 0, nil) }
        if bodyLength == nil, left.allSatisfy({ $0 == 13 || $0 == 10 || $0 == 32 }) { return nil }
        return .truncated(left.count)
    }

    /// The header's text and where the body starts, once the empty line that ends it is read
    /// (`\r\n\r\n`, or `\n\n` from a client that writes bare line feeds).
    private func headerEnd() -> (String, Int)? {
        var i = start
        while i < buffer.count {
            if buffer[i] == UInt8(ascii: "\n") {
                if i + 1 < buffer.count, buffer[i + 1] == UInt8(ascii: "\n") { return (text(start..<i), i + 2) }
                if i + 2 < buffer.count, buffer[i + 1] == UInt8(ascii: "\r"), buffer[i + 2] == UInt8(ascii: "\n") {
                    return (text(start..<i), i + 3)
                }
            }
            i += 1
        }
        return nil
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: buffer[range], as: UTF8.self) }

    private struct HeaderProblem: Error { var reason: String }

    /// The `Content-Length` of a header (its name in any case); other fields are ignored.
    private static func contentLength(in header: String) -> Result<Int, HeaderProblem> {
        let lines = header.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            guard line[..<colon].trimmingSpaces.lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingSpaces
            guard let length = Int(value), length >= 0, length <= 1 << 30 else {
                return .failure(HeaderProblem(reason: "Content-Length '\(value)' is not a length"))
            }
            return .success(length)
        }
        let shown = header.trimmingSpaces.prefix(60)
        return .failure(HeaderProblem(reason: "a header without Content-Length: '\(shown)'"))
    }
}

/// Frames messages for the stream: the header, then the body.
public enum MessageWriter {
    /// The bytes of one message whose body is `body` (UTF-8 JSON).
    public static func frame(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }
}
