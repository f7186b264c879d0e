import XCTest

final class StatsAndCatalogCommandTests: XCTestCase {
    func testStatsOfTheExample() {
        let r = CLI.run(["stats", "-f", "examples/journal.md"])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.stderr, "")
        assertGolden(r.stdout, "stats-example.txt")
    }

    func testStatsAsJSON() {
        let r = CLI.run(["stats", "-f", "examples/journal.md", "--format", "json"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "stats-example.json")
    }

    func testStatsReportsProblemsOnStandardError() {
        let r = CLI.run(["stats", "-f", "examples/mistakes.md"])
        XCTAssertEqual(r.code, 1)
        XCTAssertTrue(r.stdout.contains("Problems"))
        XCTAssertTrue(r.stderr.contains("[unknown-drink]"))
    }

    func testFoodsFindsFriendlyNamesFirst() {
        let r = CLI.run(["foods", "banana", "--limit", "3"])
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.hasPrefix("banana — "), r.stdout)
        assertGolden(r.stdout, "foods-banana.txt")
    }

    func testFoodsAsJSON() {
        let r = CLI.run(["foods", "chicken", "breast", "--limit", "2", "--format", "json"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "foods-chicken-breast.json")
    }

    func testFoodsWithoutAMatch() {
        let r = CLI.run(["foods", "zzqqxx"])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.stdout, "No match for \"zzqqxx\".\n")
    }

    func testFoodsNeedsAQuery() {
        XCTAssertEqual(CLI.run(["foods"]).code, 2)
    }

    func testDrinksListsTheCatalogAndTheUsersOwn() {
        let r = CLI.run(["drinks", "-f", "examples/journal.md"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "drinks-example.txt")
        XCTAssertTrue(r.stdout.contains("espresso\n  per shot (30 ml)"))
    }

    func testDrinksQuery() {
        let r = CLI.run(["drinks", "tea"])
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.hasPrefix("black tea"), r.stdout)
    }
}
