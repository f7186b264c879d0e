import XCTest
@testable import JournalKit

final class UnifiedDiffTests: XCTestCase {
    func testEqualTextsGiveNothing() {
        XCTAssertEqual(UnifiedDiff.text(old: "a\nb\n", new: "a\nb\n", oldName: "x", newName: "y"), "")
    }

    func testALineChangedInPlace() {
        let old = "# J\n\n## 2026-11-21 Saturday\n\n- 7:30 Drink espresso\n- 08:00 drink water\n"
        let new = "# J\n\n## 2026-11-21 Saturday\n\n- 07:30 drink espresso\n- 08:00 drink water\n"
        XCTAssertEqual(UnifiedDiff.text(old: old, new: new, oldName: "j.md", newName: "j.md (formatted)"), """
            --- j.md
            +++ j.md (formatted)
            @@ -2,5 +2,5 @@
             
             ## 2026-11-21 Saturday
             
            -- 7:30 Drink espresso
            +- 07:30 drink espresso
             - 08:00 drink water

            """)
    }

    /// A mark changed in place, and the same line written again further on (journal today):
    /// the mark is one changed line, not the lines up to the copy taken as added.
    func testAMarkChangedAndItsLineWrittenAgainLater() {
        let old = "## 2026-11-20 Friday\n- [ ] call the bank\n- [x] post the letter\n"
        let new = "## 2026-11-20 Friday\n- [>] call the bank\n- [x] post the letter\n\n## 2026-11-26 Thursday\n\n- [ ] call the bank\n"
        XCTAssertEqual(UnifiedDiff.text(old: old, new: new, oldName: "j.md", newName: "j.md"), """
            --- j.md
            +++ j.md
            @@ -1,3 +1,7 @@
             ## 2026-11-20 Friday
            -- [ ] call the bank
            +- [>] call the bank
             - [x] post the letter
            +
            +## 2026-11-26 Thursday
            +
            +- [ ] call the bank

            """)
    }

    func testLinesAddedAtTheStartAndTheEnd() {
        XCTAssertEqual(UnifiedDiff.text(old: "b\n", new: "a\nb\nc\n", oldName: "o", newName: "n"), """
            --- o
            +++ n
            @@ -1 +1,3 @@
            +a
             b
            +c

            """)
    }

    func testDistantChangesMakeTwoHunks() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 19\n", with: "line nineteen\n")
        let diff = UnifiedDiff.text(old: old, new: new, oldName: "o", newName: "n")
        XCTAssertEqual(diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") }, ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
    }

    func testAMissingFinalNewlineIsMarked() {
        XCTAssertEqual(UnifiedDiff.text(old: "a\nb", new: "a\nb\n", oldName: "o", newName: "n"), """
            --- o
            +++ n
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +b

            """)
    }

    func testCRLFLinesAreLinesWithTheirCR() {
        XCTAssertEqual(UnifiedDiff.text(old: "a\r\nb\r\n", new: "a\r\nc\r\n", oldName: "o", newName: "n"),
                       "--- o\n+++ n\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
    }

    func testALongTextWithOneChangeIsNumberedFromItsStart() {
        let old = (1...10_000).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5000\n", with: "line five thousand\n")
        XCTAssertEqual(UnifiedDiff.text(old: old, new: new, oldName: "o", newName: "n"), """
            --- o
            +++ n
            @@ -4997,7 +4997,7 @@
             line 4997
             line 4998
             line 4999
            -line 5000
            +line five thousand
             line 5001
             line 5002
             line 5003

            """)
    }

    /// Applying the diff to the old text gives the new one, for texts changed at random.
    func testTheDiffAppliesBackToTheNewText() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...30, using: &rng)).map { _ in "l\(Int.random(in: 0...6, using: &rng))\n" }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                let at = Int.random(in: 0...new.count, using: &rng)
                switch Int.random(in: 0...2, using: &rng) {
                case 0: new.insert("n\(Int.random(in: 0...6, using: &rng))\n", at: at)
                case 1: if at < new.count { new.remove(at: at) }
                default: if at < new.count { new[at] = "c\n" }
                }
            }
            let diff = UnifiedDiff.text(old: old.joined(), new: new.joined(), oldName: "o", newName: "n")
            XCTAssertEqual(apply(diff, to: old), new, diff)
        }
    }

    private func apply(_ diff: String, to old: [String]) -> [String] {
        guard !diff.isEmpty else { return old }
        var result: [String] = [], next = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) where !line.isEmpty {
            if line.hasPrefix("@@") {
                let oldPart = line.split(separator: " ")[1].dropFirst()
                let nums = oldPart.split(separator: ",").map { Int($0)! }
                let start = nums.count > 1 && nums[1] == 0 ? nums[0] : nums[0] - 1
                while next < start { result.append(old[next]); next += 1 }
            } else if line.hasPrefix(" ") { result.append(old[next]); next += 1 }
            else if line.hasPrefix("-") { next += 1 }
            else if line.hasPrefix("+") { result.append(line.dropFirst() + "\n") }
        }
        while next < old.count { result.append(old[next]); next += 1 }
        return result
    }
}
