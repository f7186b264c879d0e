import Foundation
import XCTest
@testable import JournalKit

/// The fuzzer's corpus (`FMT_CORPUS=DIR`, optional; `FMT_STEP=N` reads every Nth file,
/// `FMT_SECONDS=S` stops after S seconds): every
/// input formats to a canonical form that means the same. Inputs over 32 KB are left out: a
/// debug build reads some of them for minutes.
final class FormatterCorpusTests: XCTestCase {
    func testTheCorpus() throws {
        guard let dir = ProcessInfo.processInfo.environment["FMT_CORPUS"] else { throw XCTSkip("FMT_CORPUS is not set") }
        let step = Int(ProcessInfo.processInfo.environment["FMT_STEP"] ?? "1") ?? 1
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        let seconds = Double(ProcessInfo.processInfo.environment["FMT_SECONDS"] ?? "") ?? .infinity
        let start = Date()
        var changed = 0, read = 0
        for (k, name) in names.enumerated() where k % step == 0 {
            if Date().timeIntervalSince(start) > seconds { break }
            guard let data = FileManager.default.contents(atPath: dir + "/" + name), data.count <= 32 << 10 else { continue }
            read += 1
            if assertSameMeaning(Array(data), path: dir + "/journal.md") { changed += 1 }
        }
        print("corpus: \(changed) of \(read) inputs changed")
    }
}
