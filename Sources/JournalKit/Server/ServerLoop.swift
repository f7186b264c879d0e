import Foundation

/// The transport of `journal lsp`: reads messages from a file descriptor (standard input),
/// hands them to a ``LanguageServer`` and writes what it answers to another (standard output),
/// one framed message at a time, each written whole before the next.
///
/// A thread reads and frames the input as it comes (``MessageReader``); the loop takes every
/// message read so far at once, so that what piled up while the server was busy (a burst of
/// changes, a cancellation) is handled together. The loop ends when the server is told `exit`
/// (its exit code), when the input ends (0), or when the output cannot be written (0: no one
/// is reading).
public enum ServerLoop {
    public static func run(_ server: LanguageServer, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
                           log: (@Sendable (String) -> Void)? = nil) -> Int32 {
        let inbox = Inbox()
        let reader = Thread {
            var framing = MessageReader()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                framing.append(buffer[0..<n])
                var frames: [MessageReader.Frame] = []
                while let frame = framing.next() { frames.append(frame) }
                inbox.put(frames, ended: false)
            }
            inbox.put(framing.finish().map { [$0] } ?? [], ended: true)
        }
        reader.start()
        while true {
            // A journal to read again waits until no message came for a moment (a person
            // typing sends one a key): then it is read, while the editor is quiet.
            let (frames, ended) = inbox.take(waitingAtMost: server.hasIdleWork ? 0.15 : nil)
            if frames.isEmpty, !ended {
                server.idle()
                continue
            }
            var bodies: [[UInt8]] = []
            for frame in frames {
                switch frame {
                case .message(let body): bodies.append(body)
                case .badHeader(let reason): log?("skipped a message: \(reason)")
                case .truncated(let count): log?("the input ended inside a message (\(count) bytes left)")
                }
            }
            if !bodies.isEmpty {
                let answer = server.handle(bodies)
                for message in answer.messages {
                    guard write(MessageWriter.frame(message.serialized(pretty: false)), to: output) else {
                        log?("the output is closed")
                        return 0
                    }
                }
                if let code = answer.exitCode { return code }
            }
            if ended { return 0 }
        }
    }

    /// Writes all of `bytes`; false when the output cannot be written.
    private static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + done, bytes.count - done) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            done += n
        }
        return true
    }

    /// The frames read and not yet taken, between the reading thread and the loop.
    private final class Inbox: @unchecked Sendable {
        private let condition = NSCondition()
        private var frames: [MessageReader.Frame] = []
        private var ended = false

        func put(_ more: [MessageReader.Frame], ended: Bool) {
            condition.lock()
            frames += more
            self.ended = self.ended || ended
            condition.signal()
            condition.unlock()
        }

        /// Every frame read so far (waiting for one, or at most `seconds`: then none may come),
        /// and whether the input has ended.
        func take(waitingAtMost seconds: Double?) -> ([MessageReader.Frame], Bool) {
            condition.lock()
            defer { condition.unlock() }
            let deadline = seconds.map { Date(timeIntervalSinceNow: $0) }
            while frames.isEmpty, !ended {
                if let deadline {
                    if !condition.wait(until: deadline) { break }
                } else {
                    condition.wait()
                }
            }
            let taken = frames
            frames = []
            return (taken, ended)
        }
    }
}
