import Foundation
import XCTest
@testable import JournalKit

/// `journal fmt` changes how a journal is written, never what it says: for every example and
/// fixture journal, and a generated one, the canonical form is canonical (formatting it again
/// changes nothing) and reads as the same journal (the same entries and definitions, the same
/// problems in the same order, the same day summaries).
final class FormatterMeaningTests: XCTestCase {
    /// Every journal file of the examples and the fixtures.
    static var journalFiles: [String] {
        var files: [String] = []
        for root in [Fixture.repository + "/examples", Fixture.directory] {
            guard let walk = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in walk where relative.lowercased().hasSuffix(".md") {
                files.append(root + "/" + relative)
            }
        }
        return files.sorted()
    }

    func testExamplesAndFixtures() throws {
        let files = Self.journalFiles
        XCTAssertGreaterThan(files.count, 30)
        var changed = 0
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            if assertSameMeaning(Array(data), path: path) { changed += 1 }
        }
        // Most fixtures are written canonically already; some are not, on purpose.
        XCTAssertGreaterThan(changed, 0)
    }

    func testAGeneratedJournal() throws {
        for args in [["--days", "120"], ["--days", "120", "--varied", "--habits", "3", "--meds", "2"]] {
            let text = try Fixture.generatedJournal(args)
            // Written by a program as people write, with the spellings people use.
            let messy = text
                .replacingOccurrences(of: "- drink ", with: "- Drink ")
                .replacingOccurrences(of: " ml\n", with: "ml\n")
                .replacingOccurrences(of: "\n## ", with: "\n\n\n## ")
                .replacingOccurrences(of: "- [x] ", with: "-  [x]  ")
            XCTAssertTrue(assertSameMeaning(Array(messy.utf8), path: "generated-" + args.joined(separator: "") + ".md"))
        }
    }
}

extension XCTestCase {
    /// Checks that `bytes` (the file `path`) formats to a canonical form that means the same;
    /// returns whether formatting changed it.
    @discardableResult
    func assertSameMeaning(_ bytes: [UInt8], path: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let name = Fixture.relativize(path)
        let formatted = JournalFormatter.format(bytes, path: path)
        XCTAssertEqual(JournalFormatter.format(formatted, path: path), formatted, "\(name): formatting twice changes it", file: file, line: line)
        if !bytes.contains(0) {
            var copy = bytes
            let everyLineRead = copy.withUnsafeMutableBufferPointer {
                JournalFormatter.formatted($0, path: path, flush: nil, readingEveryLine: true)
            }
            XCTAssertEqual(formatted, everyLineRead, "\(name): the lines fmt skips would be rewritten", file: file, line: line)
        }
        guard formatted != bytes else { return false }
        let before = Journal.load(text: String(decoding: bytes, as: UTF8.self), path: path)
        let after = Journal.load(text: String(decoding: formatted, as: UTF8.self), path: path)
        XCTAssertEqual(FormatterMeaning.codes(before.diagnostics), FormatterMeaning.codes(after.diagnostics), "\(name): other problems", file: file, line: line)
        let dumpBefore = FormatterMeaning.withoutPlaces(ModelDump.text(before.journal))
        let dumpAfter = FormatterMeaning.withoutPlaces(ModelDump.text(after.journal))
        if dumpBefore != dumpAfter {
            XCTFail("\(name): another model:\n" + lineDiff(dumpBefore, dumpAfter), file: file, line: line)
        }
        if let difference = after.journal.summary.difference(from: before.journal.summary) {
            XCTFail("\(name): other day summaries: \(difference)", file: file, line: line)
        }
        return true
    }
}

/// What two reads of a journal are compared by.
enum FormatterMeaning {
    /// The problems' severities and codes, in order (their lines move with the blank lines put
    /// around headings, and their columns with the spaces).
    static func codes(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.severity) \($0.code.rawValue)" }
    }

    /// The model dump without ` @LINE:COLUMN`.
    static func withoutPlaces(_ dump: String) -> String {
        dump.replacingOccurrences(of: #" @[0-9]+(:[0-9]+)+"#, with: "", options: .regularExpression)
    }
}
