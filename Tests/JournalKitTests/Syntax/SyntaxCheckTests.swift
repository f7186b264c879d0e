import XCTest
import JournalKit

/// The parser alone (what the parser-only fuzz target runs) finds the syntax problems of both
/// passes, and nothing that needs definitions.
final class SyntaxCheckTests: XCTestCase {
    func testSyntaxProblemsOfBothPasses() {
        let text = """
            ## Settings
            - goal water >= lots
            ## 2026-13-01
            ## 2026-11-21
            - 25:00 mood 3
            - [?] call Sam
            - drink expresso
            """
        let codes = JournalParser.syntaxProblems(in: Array(text.utf8)).map(\.code)
        XCTAssertTrue(codes.contains(.badDate), "\(codes)")
        XCTAssertTrue(codes.contains(.badTime), "\(codes)")
        XCTAssertTrue(codes.contains(.badCheckbox), "\(codes)")
        XCTAssertFalse(codes.contains(.unknownDrink), "names are not resolved: \(codes)")
        XCTAssertEqual(JournalParser.syntaxProblems(in: Array("## 2026-11-21\n- drink water 500 ml\n".utf8)), [])
    }
}
