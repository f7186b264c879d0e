import XCTest
@testable import JournalKit

final class TaskMigrationsTests: XCTestCase {
    func testNormalisedKeepsLettersAndDigitsLowerCasedOneSpaceApart() {
        XCTAssertEqual(TaskMigrations.normalised("Order new  trainers!"), "order new trainers")
        XCTAssertEqual(TaskMigrations.normalised("  [call] Mum @ 5pm -- re: XMAS "), "call mum 5pm re xmas")
        XCTAssertEqual(TaskMigrations.normalised("Café Über-läuft"), "café über läuft")
        XCTAssertEqual(TaskMigrations.normalised("!!!"), "")
    }

    func testTheByteReadingAgreesWithTheCharacterRuleOnASCII() {
        // Every printable ASCII character, alone and between words.
        for b in UInt8(32)...UInt8(126) {
            let c = String(UnicodeScalar(b))
            let text = "Ab" + c + "9z" + c
            let expected: String = {
                var out = "", space = false
                for ch in text.lowercased() {
                    if ch.isLetter || ch.isNumber { if space, !out.isEmpty { out.append(" ") }; out.append(ch); space = false } else { space = true }
                }
                return out
            }()
            XCTAssertEqual(TaskMigrations.normalised(text), expected, text)
        }
    }

    func testAMigratedToDoIsContinuedByTheSameWordsOrMore() {
        XCTAssertTrue(TaskMigrations.continues("order new trainers", "order new trainers"))
        XCTAssertTrue(TaskMigrations.continues("order new trainers the blue ones", "order new trainers"))
        XCTAssertFalse(TaskMigrations.continues("order new trainersx", "order new trainers"))
    }

    func testMigratedButNeverWrittenAgainIsWarnedOnceEachAndOnlyThen() {
        let text = """
        ## 2026-11-01
        - [>] order new trainers
        - [>] call the bank
        - [ ] water plants
        ## 2026-11-02
        - [ ] Order new trainers (the blue ones)
        - [>] water plants
        ## 2026-11-03
        - [ ] water plants
        - [>] book dentist
        """
        let codes = journal(text).diagnostics.filter { $0.code == .migratedNotWritten }
        XCTAssertEqual(codes.map(\.line), [3, 10])
    }
}
