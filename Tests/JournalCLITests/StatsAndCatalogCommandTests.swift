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

    /// Stats counts the problems and points to check, which lists them: it does not list them.
    func testStatsCountsProblemsAndPointsToCheck() throws {
        let r = CLI.run(["stats", "-f", "examples/mistakes.md"])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.stderr, "")
        let summary = try XCTUnwrap(CLI.run(["check", "-f", "examples/mistakes.md"]).stdout.split(separator: "\n").last)
        XCTAssertTrue(r.stdout.contains("Problems      \(summary) (run journal check)\n"), r.stdout)
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

    /// A near miss finds what `check` would suggest for it.
    func testFoodsForgiveATypo() {
        for (typed, meant) in [("aple", "apple"), ("chiken", "chicken")] {
            let r = CLI.run(["foods", typed, "--limit", "1"])
            XCTAssertEqual(r.code, 0, typed)
            XCTAssertTrue(r.stdout.hasPrefix("No match for \"\(typed)\"; did you mean \"\(meant)\"?\n\n\(meant)"), r.stdout)
        }
        XCTAssertEqual(CLI.run(["foods", "expresso"]).stdout, "No match for \"expresso\". It is a drink: journal drinks espresso\n")
        let json = CLI.run(["foods", "aple", "--limit", "1", "--format", "json"]).stdout
        XCTAssertTrue(json.contains("\"meant\" : \"apple\"") || json.contains("\"meant\": \"apple\""), json)
    }

    func testFoodsNeedsAQuery() {
        XCTAssertEqual(CLI.run(["foods"]).code, 2)
    }

    func testDrinksListsTheCatalogAndTheUsersOwn() {
        let r = CLI.run(["drinks", "-f", "examples/journal.md"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "drinks-example.txt")
        XCTAssertTrue(r.stdout.contains("espresso — Mayo Clinic (1 oz)\n  per shot (30 ml)"))
    }

    func testDrinksShowSizesSourceAndTheLineToPaste() {
        let r = CLI.run(["drinks", "flat", "white"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "drinks-flat-white.txt")
        XCTAssertTrue(r.stdout.hasPrefix("flat white — Starbucks"), r.stdout)
        XCTAssertTrue(r.stdout.contains("  paste                 - drink flat white\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("tall 354 ml, 130 mg caffeine"), r.stdout)
    }

    func testDrinksFindADrinkInASizeAndByAnAlias() {
        let grande = CLI.run(["drinks", "grande", "latte"])
        XCTAssertTrue(grande.stdout.hasPrefix("latte (grande) — Starbucks"), grande.stdout)
        XCTAssertTrue(grande.stdout.contains("- drink grande latte"), grande.stdout)
        let coke = CLI.run(["drinks", "coca-cola"])
        XCTAssertTrue(coke.stdout.hasPrefix("coke — Coca-Cola label"), coke.stdout)
        let camomile = CLI.run(["drinks", "camomile"])
        XCTAssertTrue(camomile.stdout.hasPrefix("chamomile tea — caffeine-free; USDA: Tea, hot, chamomile"), camomile.stdout)
        XCTAssertEqual(CLI.run(["drinks", "zzqqxx"]).code, 1)
    }

    func testDrinksAsJSONCarrySizesAndTheLineToPaste() throws {
        let r = CLI.run(["drinks", "pint", "beer", "--format", "json"])
        XCTAssertEqual(r.code, 0)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout + r.stderr)
        let items = try XCTUnwrap(json["items"] as? [[String: Any]])
        XCTAssertEqual(items.first?["name"] as? String, "beer (pint)")
        XCTAssertEqual(items.first?["paste"] as? String, "- drink pint beer")
        XCTAssertEqual(items.first?["source"] as? String, "USDA: Beer")
        let all = CLI.run(["drinks", "beer", "--format", "json"])
        let beers = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
        let beer = try XCTUnwrap((beers["items"] as? [[String: Any]])?.first)
        XCTAssertEqual(beer["name"] as? String, "beer")
        XCTAssertTrue((beer["sizes"] as? [String] ?? []).contains("pint 568 ml"), "\(beer)")
    }

    func testFoodsFindDishesWithTheirRowsAndTheLineToPaste() {
        let r = CLI.run(["foods", "beans", "on", "toast", "--limit", "1"])
        XCTAssertEqual(r.code, 0)
        assertGolden(r.stdout, "foods-beans-on-toast.txt")
        XCTAssertTrue(r.stdout.contains("(200 g) + Bread, white"), r.stdout)
        XCTAssertTrue(r.stdout.contains("- lunch: beans on toast"), r.stdout)
        let caesar = CLI.run(["foods", "chicken", "caesar", "salad", "--limit", "1"])
        XCTAssertTrue(caesar.stdout.hasPrefix("chicken caesar salad — "), caesar.stdout)
    }

    func testFoodsPointAtTheDrinksForADrink() {
        let r = CLI.run(["foods", "flat", "white"])
        XCTAssertEqual(r.code, 1)
        XCTAssertEqual(r.stdout, "No match for \"flat white\". It is a drink: journal drinks flat white\n")
    }

    func testDrinksQuery() {
        let r = CLI.run(["drinks", "tea"])
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.hasPrefix("black tea"), r.stdout)
    }
}
