import XCTest
@testable import JournalKit

/// Drink categories (Grammar.md §9.1, §6.5) and the label figures of the drinks table.
final class DrinkCategoryTests: XCTestCase {
    func testEveryBuiltInDrinkHasACategory() {
        XCTAssertEqual(DrinkCatalog.problems, [])
        let named: [(String, DrinkCategory)] = [("latte", .coffee), ("espresso", .coffee), ("tea", .tea), ("green tea", .tea),
                                                ("rooibos", .tea), ("coke", .soda), ("red bull", .energy), ("hot chocolate", .chocolate),
                                                ("beer", .alcohol), ("gin and tonic", .alcohol), ("water", .water),
                                                ("sparkling water", .water), ("orange juice", .juice), ("milk", .milk), ("oat milk", .milk)]
        for (name, category) in named { XCTAssertEqual(DrinkCatalog.entry(named: name)?.category, category, name) }
        // A size keeps its drink's category.
        XCTAssertEqual(DrinkCatalog.drink(named: "grande latte")?.category, .coffee)
        XCTAssertFalse(DrinkCatalog.all.contains { $0.category == .other })
    }

    func testTheLabelsSodiumFatAndProtein() {
        // Red Bull's 250 ml can: 105 mg sodium, 0 g fat, 0 g protein by its label; a large can
        // (473 ml) scales by volume: 105 × 473 / 250 = 198.66 mg.
        let redBull = DrinkCatalog.entry(named: "red bull")!
        XCTAssertEqual(redBull.definition.nutrients.sodium, 105)
        XCTAssertEqual(redBull.labelNutrients, [.sodium, .fat, .protein])
        XCTAssertEqual(DrinkCatalog.drink(named: "large red bull")!.nutrients.sodium, 198.66, accuracy: 1e-9)
        let labels: [(String, Double)] = [("coke", 45), ("diet coke", 40), ("coke zero", 40), ("pepsi", 30), ("diet pepsi", 35),
                                          ("pepsi max", 60), ("dr pepper", 55), ("mountain dew", 60), ("sprite", 65), ("7up", 40),
                                          ("fanta", 65), ("monster", 370), ("celsius", 0), ("bang", 40), ("energy shot", 18)]
        for (name, sodium) in labels {
            let d = DrinkCatalog.drink(named: name)
            XCTAssertEqual(d?.nutrients.sodium, sodium, name)
            XCTAssertEqual(d?.nutrients.fat, 0, name)
        }
        // A drink without label figures keeps its USDA row's, scaled to its glass (250 g).
        let milk = DrinkCatalog.entry(named: "milk")!
        XCTAssertEqual(milk.labelNutrients, [])
        XCTAssertEqual(milk.definition.nutrients.sodium, FoodCatalog.builtIn.usdaFood(named: "Milk, whole")!.nutrients(grams: 250).sodium)
        // A drink line counts them: two cans of coke, 90 mg.
        XCTAssertEqual(entries("## 2026-11-20\n- drink coke x2\n").first?.drink?.nutrients.sodium, 90)
    }

    func testAUsersDrinkMayNameItsCategory() {
        let loaded = journal("""
            ## Settings
            - drink mate per cup: 80 mg caffeine, category tea
            - drink "cold brew" per glass (300 ml): category coffee; 200 mg caffeine
            - drink kombucha per bottle (330 ml): 15 mg caffeine
            ## 2026-11-20 Friday
            - 08:00 drink mate
            - 09:00 drink cold brew
            - 10:00 drink kombucha
            - 11:00 drink red bull
            - 12:00 lunch: toast, coffee, dark chocolate 20 g
            - 13:00 drink 30 mg
            """)
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        XCTAssertEqual(loaded.journal.definitions.drinks.map { $0.value.category }, [.tea, .coffee, nil])
        let day = loaded.journal.summary.days[0]
        let c = loaded.journal.summary.caffeineByCategory(of: day)
        XCTAssertEqual(c[.tea], 80)
        XCTAssertEqual(c[.coffee], 200 + 95)
        XCTAssertEqual(c[.energy], 80)
        // Kombucha (no category), the chocolate (a food) and `drink 30 mg` are other.
        let chocolate = FoodCatalog.builtIn.food(named: "dark chocolate")!.nutrients(grams: 20).caffeine
        XCTAssertEqual(c[.other], 15 + 30 + chocolate, accuracy: 1e-9)
        XCTAssertEqual(DrinkCategory.allCases.map { c[$0] }.reduce(0, +), day.nutrients.caffeine, accuracy: 1e-9)
    }

    func testAMealsItemsLinesUnderItCountByCategory() {
        let loaded = journal("## 2026-11-20 Friday\n- 08:00 breakfast\n  - toast, espresso\n  - green tea\n- drink tea\n")
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        let summary = loaded.journal.summary
        let c = summary.caffeineByCategory(of: summary.days[0])
        XCTAssertEqual(c[.coffee], 63)
        XCTAssertEqual(c[.tea], 28 + 47)
        XCTAssertEqual(c.nonZero.map(\.category), [.coffee, .tea])
        // The breakfast's caffeine is an intake of each category at 08:00, then the tea's.
        XCTAssertEqual(summary.caffeine(of: summary.days[0]).map(\.category), [.coffee, .tea, .tea])
        XCTAssertEqual(summary.caffeine(of: summary.days[0]).map(\.mg), [63, 28, 47])
    }
}

/// A period's caffeine by category, in `report` and `trends --metric caffeine` (Grammar.md §10).
final class PeriodCaffeineByCategoryTests: XCTestCase {
    typealias F = MetricsFixture

    let text = """
        ## Settings
        - goal caffeine <= 400 mg
        - drink mate per cup: 80 mg caffeine, category tea
        ## 2026-11-19 Thursday
        - 08:00 drink coffee
        - 09:00 drink mate
        ## 2026-11-20 Friday
        - 08:00 drink espresso x2
        - 15:00 drink red bull
        - 16:00 drink 30 mg
        """

    func testSharesOverThePeriodTheMostFirst() {
        let summary = F.load(text).summary
        let k = PeriodCaffeineByCategory(summary: summary, from: F.date("2026-11-19"), through: F.date("2026-11-20"))!
        // Coffee 95 + 126 = 221 mg, tea 80, energy 80, other 30: 411 mg in all.
        XCTAssertEqual(k.total, 411)
        XCTAssertEqual(k.shares.map(\.category), [.coffee, .tea, .energy, .other])
        XCTAssertEqual(k.shares.map(\.mg), [221, 80, 80, 30])
        XCTAssertEqual(k.shares[0].fraction, 221.0 / 411, accuracy: 1e-12)
        XCTAssertEqual(CaffeineByCategoryText.line(k), "Caffeine by category: coffee 221 mg (54%) · tea 80 mg (19%) · energy 80 mg (19%) · other 30 mg (7%)")
        // Days without caffeine have none.
        XCTAssertNil(PeriodCaffeineByCategory(summary: summary, from: F.date("2026-11-01"), through: F.date("2026-11-18")))
    }

    func testReportAndTrendsGiveThem() {
        let journal = F.load(text)
        let clock = F.endOf("2026-11-20")
        let week = PeriodReport(journal: journal, period: Period.week(containing: F.date("2026-11-20"), weekStart: .monday), clock: clock)
        XCTAssertEqual(week.caffeineByCategory?.total, 411)
        XCTAssertTrue(ReportTextRenderer.period(week).contains("Caffeine by category: coffee 221 mg (54%)"))
        XCTAssertTrue(HTMLReportRenderer.period(week).contains("Caffeine by category: coffee 221 mg (54%)"))
        let json = ReportJSONRenderer.period(week).serialized()
        XCTAssertTrue(json.contains("\"category\": \"coffee\",\n"), json)
        let trends = TrendsReport(summary: journal.summary, days: 7, measure: .ring(.caffeine), clock: clock)
        XCTAssertEqual(trends.caffeineByCategory?.shares.map(\.mg), [221, 80, 80, 30])
        XCTAssertTrue(TrendsTextRenderer.trends(trends).contains("Caffeine by category: coffee 221 mg (54%) · tea 80 mg (19%)"))
        XCTAssertNil(TrendsReport(summary: journal.summary, days: 7, measure: .mood, clock: clock).caffeineByCategory)
    }
}
