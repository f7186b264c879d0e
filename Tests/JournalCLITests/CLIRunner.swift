import Foundation
import XCTest

/// Runs the built `journal` binary as a user would, capturing stdout, stderr and the exit code.
struct CLIResult {
    var stdout: String
    var stderr: String
    var code: Int32
    /// Whether the process was ended by a signal (`code` is then the signal's number).
    var signaled = false
}

enum CLI {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path

    /// The `journal` executable beside the test bundle.
    static var binary: String {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if dir.path.hasSuffix(".xctest/Contents/MacOS") { dir = dir.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
        return dir.appendingPathComponent("journal").path
    }

    /// Runs `journal` with `args`; with a `timeout` (seconds), a run that takes longer is
    /// ended (SIGTERM) and its result says so (`timedOut`). `input` is its standard input
    /// (none when nil).
    @discardableResult
    static func run(_ args: [String], environment: [String: String] = [:], directory: String? = nil, timeout: Double? = nil,
                    input: String? = nil) -> CLIResult {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = args
        var env = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8"]
        for (k, v) in environment { env[k] = v }
        p.environment = env
        p.currentDirectoryURL = URL(fileURLWithPath: directory ?? repository)
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        let stdin = Pipe()
        p.standardInput = input == nil ? FileHandle.nullDevice : stdin
        do { try p.run() } catch { return CLIResult(stdout: "", stderr: "cannot run \(binary): \(error)", code: -1) }
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { if p.isRunning { p.terminate() } }
        }
        // Read both pipes fully before waiting, so a large output cannot block the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        let errHandle = err.fileHandleForReading
        DispatchQueue.global().async {
            errBox.data = errHandle.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        p.waitUntilExit()
        return CLIResult(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self), code: p.terminationStatus,
                         signaled: p.terminationReason == .uncaughtSignal)
    }
}

/// Compares output with `Tests/JournalCLITests/Golden/NAME`; `JOURNAL_RECORD=1` re-records.
func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
    let path = CLI.golden + "/" + name
    let expected = try? String(contentsOfFile: path, encoding: .utf8)
    if ProcessInfo.processInfo.environment["JOURNAL_RECORD"] == "1" || expected == nil {
        try? FileManager.default.createDirectory(atPath: CLI.golden, withIntermediateDirectories: true)
        try? actual.write(toFile: path, atomically: true, encoding: .utf8)
        if expected == nil { XCTFail("recorded new golden file \(name); check it and run again", file: file, line: line) }
        return
    }
    guard let expected, expected != actual else { return }
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false), b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for i in 0..<max(a.count, b.count) where (i < a.count ? a[i] : nil) != (i < b.count ? b[i] : nil) {
        if i < a.count { diff.append("-\(i + 1): \(a[i])") }
        if i < b.count { diff.append("+\(i + 1): \(b[i])") }
        if diff.count > 40 { break }
    }
    XCTFail("output differs from Golden/\(name) (re-record with JOURNAL_RECORD=1 if intended):\n" + diff.joined(separator: "\n"), file: file, line: line)
}
