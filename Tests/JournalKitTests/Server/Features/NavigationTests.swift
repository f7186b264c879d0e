import Foundation
import XCTest
@testable import JournalKit

final class FeaturesNavigationTests: XCTestCase {
    let document = featureDocument("- 08:30 drink oat latte", "- 12:00 lunch: banana, toast", "- [x] meditate", "- 09:00 took metformin",
                                   "- 21:00 had my metformin")

    func at(_ line: String, _ character: Int = 2) -> TextPosition {
        TextPosition(line: lineNumber(line, in: document), character: character)
    }

    func location(_ line: Int, _ from: Int, _ to: Int) -> Location {
        Location(uri: "journal.md", range: TextRange(line: line, from: from, to: to))
    }

    func testFromAnEntryToTheDefinitionOfWhatItNames() {
        XCTAssertEqual(Navigation.definition(at: at("- [x] meditate"), in: document, uri: { $0 }), [location(1, 2, 16)])
        XCTAssertEqual(Navigation.definition(at: at("- 08:30 drink oat latte"), in: document, uri: { $0 }), [location(4, 2, 57)])
        XCTAssertEqual(Navigation.definition(at: at("- 09:00 took metformin"), in: document, uri: { $0 }), [location(3, 2, 38)])
        XCTAssertEqual(Navigation.definition(at: at("- 12:00 lunch: banana, toast", 25), in: document, uri: { $0 }), [location(5, 2, 50)],
                       "the item under the cursor")
        XCTAssertEqual(Navigation.definition(at: at("- 12:00 lunch: banana, toast", 17), in: document, uri: { $0 }), [],
                       "a built-in item has none")
        XCTAssertEqual(Navigation.definition(at: at("- 12:00 lunch: banana, toast", 3), in: document, uri: { $0 }), [location(5, 2, 50)],
                       "off the items, the meal's defined one")
        XCTAssertEqual(Navigation.definition(at: at("- 07:45 drink espresso x2 #work"), in: document, uri: { $0 }), [], "built in")
    }

    func testFromADefinitionToEveryUse() {
        XCTAssertEqual(Navigation.references(at: at("- habit meditate"), in: document, uri: { $0 }), [location(1, 8, 16), location(13, 6, 14)])
        XCTAssertEqual(Navigation.references(at: at("- med metformin 500 mg at 08:00, 20:00"), in: document, includeDeclaration: false, uri: { $0 }),
                       [location(14, 13, 22), location(15, 15, 24)])
        XCTAssertEqual(Navigation.references(at: at("- food toast per slice (30 g): 80 kcal, 15 g carbs"), in: document, includeDeclaration: false, uri: { $0 }),
                       [location(12, 23, 28)])
    }

    func testRenameAHabitOrAMedicationEverywhere() {
        let edit = Navigation.rename(at: at("- 09:00 took metformin", 15), in: document, to: "metformin xr", uri: { $0 })
        XCTAssertEqual(edit?.changes.first?.edits, [
            TextEdit(range: TextRange(line: 3, from: 6, to: 15), newText: "\"metformin xr\""),
            TextEdit(range: TextRange(line: 14, from: 13, to: 22), newText: "metformin xr"),
            TextEdit(range: TextRange(line: 15, from: 15, to: 24), newText: "metformin xr"),
        ])
        XCTAssertEqual(Navigation.renameRange(at: at("- [x] meditate"), in: document), TextRange(line: 13, from: 6, to: 14))
        XCTAssertNil(Navigation.rename(at: at("- 08:30 drink oat latte"), in: document, to: "oat milk latte"), "a drink is not renamed")
        XCTAssertNil(Navigation.rename(at: at("- [x] meditate"), in: document, to: " "))
    }

    /// Definitions in one file, a day in another (a daily note whose lines have an `é`).
    func testAcrossFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("features-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = folder.appendingPathComponent("settings.md").path, day = folder.appendingPathComponent("2026-11-21.md").path
        try "## Settings\n- habit meditate\n".write(toFile: settings, atomically: true, encoding: .utf8)
        try "- mood 4 café\n- [x] meditate\n".write(toFile: day, atomically: true, encoding: .utf8)
        let loaded = Journal.load(paths: [folder.path])
        let document = JournalDocument(path: settings, lines: Navigation.linesOnDisk(settings)!, journal: loaded)
        XCTAssertEqual(Navigation.references(at: TextPosition(line: 1, character: 9), in: document, uri: { $0 }),
                       [Location(uri: settings, range: TextRange(line: 1, from: 8, to: 16)), Location(uri: day, range: TextRange(line: 1, from: 6, to: 14))])
        let edit = Navigation.rename(at: TextPosition(line: 1, character: 9), in: document, to: "sit", uri: { $0 })
        XCTAssertEqual(edit?.changes.map(\.uri), [settings, day])
        let note = JournalDocument(path: day, lines: Navigation.linesOnDisk(day)!, journal: loaded)
        XCTAssertEqual(Navigation.definition(at: TextPosition(line: 1, character: 8), in: note, uri: { $0 }),
                       [Location(uri: settings, range: TextRange(line: 1, from: 2, to: 16))])
    }

    func testNothingOffNames() {
        XCTAssertEqual(Navigation.definition(at: TextPosition(line: 7, character: 0), in: document), [])
        XCTAssertEqual(Navigation.references(at: TextPosition(line: 99, character: 9), in: document), [])
        let empty = JournalDocument(path: "journal.md", text: "", journal: Journal.load(text: ""))
        XCTAssertEqual(Navigation.references(at: TextPosition(line: 0, character: 0), in: empty), [])
        XCTAssertEqual(location(1, 0, 2).json.serialized(pretty: false),
                       #"{"uri":"journal.md","range":{"start":{"line":1,"character":0},"end":{"line":1,"character":2}}}"#)
    }
}
