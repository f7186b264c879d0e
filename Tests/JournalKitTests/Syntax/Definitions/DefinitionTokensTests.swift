import XCTest
@testable import JournalKit

final class DefinitionTokensTests: XCTestCase {
    /// Runs `body` on the words of `text`, and gives the text of a token.
    private func read(_ text: String, _ body: (inout DefinitionTokens, (Token?) -> String?) -> Void) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buf in
            var toks: [Token] = []
            tokenize(buf, 0, buf.count, into: &toks)
            var words = DefinitionTokens(buf: buf, tokens: toks)
            body(&words) { $0.map { buf.string($0) } }
        }
    }

    func testTakesWordsInOrderAndKnowsTheEnd() {
        read("stretch on mon") { words, text in
            XCTAssertFalse(words.isAtEnd)
            XCTAssertNil(words.previous)
            XCTAssertEqual(text(words.peek()), "stretch")
            XCTAssertEqual(text(words.peek(2)), "mon")
            XCTAssertNil(words.peek(3))
            XCTAssertEqual(text(words.take()), "stretch")
            XCTAssertEqual(text(words.previous), "stretch")
            XCTAssertEqual(text(words.take()), "on")
            XCTAssertEqual(text(words.take()), "mon")
            XCTAssertTrue(words.isAtEnd)
            XCTAssertNil(words.take())
            XCTAssertNil(words.peek())
            XCTAssertEqual(text(words.previous), "mon")
        }
    }

    func testTakesAWordOnlyWhenItIsOneOfTheSpellingsInAnyCase() {
        read("Until 2027-01-02") { words, text in
            XCTAssertNil(words.take("to", "-"))
            XCTAssertEqual(words.index, 0)
            XCTAssertTrue(words.peekIs("to", "until"))
            XCTAssertFalse(words.peekIs("until", at: 1))
            XCTAssertFalse(words.peekIs("until", at: 5))
            XCTAssertEqual(text(words.take("to", "until")), "Until")
            XCTAssertEqual(text(words.peek()), "2027-01-02")
        }
    }

    func testTakesAPhraseOnlyWhole() {
        read("as well as needed") { words, _ in
            XCTAssertFalse(words.takePhrase("as", "needed"))
            XCTAssertEqual(words.index, 0)
            words.skip(2)
            XCTAssertTrue(words.takePhrase("as", "needed"))
            XCTAssertTrue(words.isAtEnd)
            XCTAssertFalse(words.takePhrase("as", "needed"))
        }
        read("every") { words, _ in
            XCTAssertFalse(words.takePhrase("every", "day"))
            XCTAssertEqual(words.index, 0)
        }
    }

    func testTheRestIsOneRangeFromTheNextToTheLast() {
        read("2026-11-14  team  conference") { words, text in
            XCTAssertEqual(text(words.rest), "2026-11-14  team  conference")
            XCTAssertNil(words.onlyRemaining)
            words.skip()
            XCTAssertEqual(text(words.rest), "team  conference")
            words.skip()
            XCTAssertEqual(text(words.onlyRemaining), "conference")
            words.skip(5)
            XCTAssertTrue(words.isAtEnd)
            XCTAssertNil(words.rest)
            XCTAssertNil(words.onlyRemaining)
        }
    }

    func testTakesTheFrontOfATokenAndLeavesItsRest() {
        read(">=20 pages") { words, text in
            words.takeFront(to: words.peek()!.start + 2)
            XCTAssertEqual(text(words.take()), "20")
            XCTAssertEqual(text(words.previous), "20")
            XCTAssertEqual(text(words.rest), "pages")
        }
        read(">= 20") { words, text in
            words.takeFront(to: words.peek()!.end)
            XCTAssertEqual(text(words.take()), "20")
            XCTAssertTrue(words.isAtEnd)
        }
    }

    func testNothingToRead() {
        read("") { words, _ in
            XCTAssertTrue(words.isAtEnd)
            XCTAssertNil(words.take())
            XCTAssertNil(words.take("on"))
            XCTAssertNil(words.rest)
            XCTAssertNil(words.previous)
            words.skip()
            XCTAssertEqual(words.index, 0)
        }
    }
}
