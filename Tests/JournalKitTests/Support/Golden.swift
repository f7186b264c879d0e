import Foundation
import XCTest
@testable import JournalKit

/// Fixture files live beside the tests; golden files are re-recorded on purpose with
/// `JOURNAL_RECORD=1 swift test`, and a mismatch shows a diff.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func path(_ relative: String) -> String { directory + "/" + relative }

    static func text(_ relative: String) -> String {
        (try? String(contentsOfFile: path(relative), encoding: .utf8)) ?? ""
    }

    /// Loads a fixture file; diagnostics name it relative to the fixtures folder.
    static func load(_ relative: String, strict: Bool = false) -> LoadedJournal {
        var loaded = Journal.load(paths: [path(relative)], options: ParseOptions(strict: strict))
        relativize(&loaded.diagnostics)
        return loaded
    }

    /// Paths in diagnostics, their messages and hints, relative to the fixtures (as a user's would be).
    static func relativize(_ diagnostics: inout [Diagnostic]) {
        for i in diagnostics.indices {
            diagnostics[i].file = relativize(diagnostics[i].file)
            diagnostics[i].message = relativize(diagnostics[i].message)
            diagnostics[i].hint = diagnostics[i].hint.map(relativize)
        }
    }

    static func relativize(_ s: String) -> String {
        s.replacingOccurrences(of: directory + "/", with: "").replacingOccurrences(of: repository + "/", with: "")
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["JOURNAL_RECORD"] == "1" }

    /// A journal written by `Scripts/generate-journal` with `arguments` (`--days 120`), as text;
    /// the test is skipped where python3 cannot run it.
    static func generatedJournal(_ arguments: [String]) throws -> String {
        let dir = NSTemporaryDirectory() + "generated-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/journal.md"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", repository + "/Scripts/generate-journal"] + arguments + ["-o", out]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { throw XCTSkip("python3 is not available") }
        p.waitUntilExit()
        guard p.terminationStatus == 0, let data = FileManager.default.contents(atPath: out) else { throw XCTSkip("generate-journal failed") }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Compares `actual` with the golden file at `path` (relative to Fixtures, or absolute).
func assertGolden(_ actual: String, _ path: String, file: StaticString = #filePath, line: UInt = #line) {
    let full = path.hasPrefix("/") ? path : Fixture.path(path)
    let expected = try? String(contentsOfFile: full, encoding: .utf8)
    if Fixture.recording || expected == nil {
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? actual.write(toFile: full, atomically: true, encoding: .utf8)
        if expected == nil { XCTFail("recorded new golden file \(path); check it and run again", file: file, line: line) }
        return
    }
    guard let expected, expected != actual else { return }
    XCTFail("output differs from \(path) (re-record with JOURNAL_RECORD=1 if the change is intended):\n" + lineDiff(expected, actual),
            file: file, line: line)
}

/// A short line diff: `-` expected, `+` actual, with a line of context.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    // Longest common subsequence, fine for golden files of a few thousand lines.
    let n = a.count, m = b.count
    if n * m > 25_000_000 { return "(too large to diff: \(n) vs \(m) lines)" }
    var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var out: [String] = []
    var i = 0, j = 0, shown = 0
    while (i < n || j < m), shown < 60 {
        if i < n, j < m, a[i] == b[j] { i += 1; j += 1; continue }
        if j < m, i == n || lcs[i][j + 1] >= lcs[i + 1][j] { out.append("+\(j + 1): \(b[j])"); j += 1 } else { out.append("-\(i + 1): \(a[i])"); i += 1 }
        shown += 1
    }
    return out.joined(separator: "\n")
}

/// Loads a journal written inline in a test.
func journal(_ text: String, strict: Bool = false) -> LoadedJournal {
    Journal.load(text: text, options: ParseOptions(strict: strict))
}

/// The entries of the only (or first) day of an inline journal; fails on any diagnostic.
func entries(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Entry] {
    let loaded = journal(text)
    XCTAssertEqual(loaded.diagnostics.map { "\($0.line):\($0.code.rawValue) \($0.message)" }, [], file: file, line: line)
    return loaded.journal.days.first?.entries ?? []
}

/// Checks a fixture's model dump against its golden `.dump` file and that it has no diagnostics.
func assertModelGolden(_ fixture: String, allowDiagnostics: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
    let loaded = Fixture.load(fixture + ".md")
    if !allowDiagnostics {
        XCTAssertEqual(DiagnosticRenderer.text(loaded.diagnostics), "", "fixture \(fixture).md should be clean", file: file, line: line)
    }
    assertGolden(ModelDump.text(loaded.journal), fixture + ".dump", file: file, line: line)
}

extension Entry {
    var drink: ItemEntry? { if case .drink(let i) = kind { return i }; return nil }
    var meal: MealEntry? { if case .meal(let m) = kind { return m }; return nil }
    var habitMark: HabitMark? { if case .habit(let h) = kind { return h }; return nil }
    var task: TaskEntry? { if case .task(let t) = kind { return t }; return nil }
    var note: NoteEntry? { if case .note(let n) = kind { return n }; return nil }
    var workout: WorkoutEntry? { if case .workout(let w) = kind { return w }; return nil }
}
