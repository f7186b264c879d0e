import Foundation
import JournalKit
import XCTest

/// A small editor for the tests: starts the built `journal lsp` with pipes, sends it framed
/// messages and reads what it sends back on a thread of its own. Every wait has a deadline, so
/// that a server that hangs fails the test instead of hanging it.
final class LanguageClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private let condition = NSCondition()
    /// Messages read and not yet taken, in the order sent.
    private var inbox: [JSONValue] = []
    /// Every message read, taken or not.
    private(set) var all: [JSONValue] = []
    private var outputEnded = false
    private var nextID = 100
    static let timeout = 30.0

    init(directory: String, arguments: [String] = ["lsp"]) throws {
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let handle = output.fileHandleForReading
        Thread { [self] in
            var reader = MessageReader()
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                reader.append(data)
                while let frame = reader.next() {
                    guard case .message(let body) = frame else { continue }
                    let message = JSONValue.parse(body) ?? .string("not JSON: " + String(decoding: body, as: UTF8.self))
                    condition.lock()
                    inbox.append(message)
                    all.append(message)
                    condition.signal()
                    condition.unlock()
                }
            }
            condition.lock()
            outputEnded = true
            condition.signal()
            condition.unlock()
        }.start()
    }

    deinit { if process.isRunning { process.terminate() } }

    /// Sends `body` framed.
    func send(_ body: String) { send(bytes: MessageWriter.frame(body)) }

    func send(bytes: [UInt8]) { input.fileHandleForWriting.write(Data(bytes)) }

    func notify(_ method: String, _ params: String = "{}") {
        send(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    /// Sends a request and waits for its reply.
    func request(_ method: String, _ params: String = "{}", file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        nextID += 1
        let id = nextID
        send(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        return take(file: file, line: line) { $0["id"]?.int == id }
    }

    /// Takes the first message read (waiting for it) that `matches`; nil, and a failure, when
    /// none comes in time.
    func take(timeout: Double = LanguageClient.timeout, file: StaticString = #filePath, line: UInt = #line,
              _ matches: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let i = inbox.firstIndex(where: matches) { return inbox.remove(at: i) }
            if outputEnded || !condition.wait(until: deadline) {
                XCTFail("no such message from journal lsp in \(timeout) s; read: \(inbox.map { $0.serialized(pretty: false).prefix(300) })",
                        file: file, line: line)
                return nil
            }
        }
    }

    /// The next problems published for `uri`.
    func diagnostics(of uri: String, file: StaticString = #filePath, line: UInt = #line) -> [JSONValue]? {
        take(file: file, line: line) { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array
    }

    /// The last problems published for `uri` of all read so far.
    func lastDiagnostics(of uri: String) -> [JSONValue]? {
        condition.lock()
        defer { condition.unlock() }
        return all.last { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array
    }

    func closeInput() { try? input.fileHandleForWriting.close() }

    /// The exit code, once the process ends (nil, and a failure, when it does not in time).
    func exitCode(file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: Self.timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            XCTFail("journal lsp did not end in \(Self.timeout) s", file: file, line: line)
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    /// What the server wrote on standard error (once it has ended).
    var standardError: String { String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }

    /// A JSON string of `text`.
    static func quoted(_ text: String) -> String { JSONValue.string(text).serialized(pretty: false) }

    /// The `textDocument` parameter of a file.
    static func document(_ uri: String) -> String { #"{"textDocument":{"uri":"\#(uri)"}}"# }
}
