import Foundation
import XCTest
@testable import JournalKit

/// The fuzzer's corpus (FMT_CORPUS=DIR, optional): every input formats to a canonical form
/// that means the same.
final class FormatterCorpusTests: XCTestCase {
    func testTheCorpus() throws {
        guard let dir = ProcessInfo.processInfo.environment["FMT_CORPUS"] else { throw XCTSkip("FMT_CORPUS is not set") }
        let step = Int(ProcessInfo.processInfo.environment["FMT_STEP"] ?? "1") ?? 1
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        var changed = 0
        for (k, name) in names.enumerated() where k % step == 0 {
            guard let data = FileManager.default.contents(atPath: dir + "/" + name) else { continue }
            if assertSameMeaning(Array(data), path: dir + "/journal.md") { changed += 1 }
        }
        print("corpus: \(changed) of \(names.count / step) changed")
    }
}
