import XCTest
@testable import JournalKit

/// The 21 nutrients after the core ten (Grammar.md §7.4): written in lists, defined for foods,
/// counted from USDA foods, given goals, shown by `set show`, and listed under "More nutrients".
final class MoreNutrientsTests: XCTestCase {
    let date = MetricsFixture.date("2026-11-20")
    let clock = MetricsFixture.endOf("2026-11-20")

    func totals(_ text: String) -> Nutrients {
        DayMetrics.compute(journal: MetricsFixture.load(text), date: date, clock: clock).totals.nutrients
    }

    func testAListNamesThemByAnySpelling() {
        let n = totals("""
            ## 2026-11-20
            - 08:00 breakfast: supplement (150 mg calcium, 2 µg vitamin B12, 3 g sat fat, 0.4 mg thiamine, 10 ug vit d)

            """)
        XCTAssertEqual(n[Nutrient(rawValue: "calcium")!], 150)
        XCTAssertEqual(n[Nutrient(rawValue: "vitamin-b12")!], 2)
        XCTAssertEqual(n[Nutrient(rawValue: "saturated-fat")!], 3)
        XCTAssertEqual(n[Nutrient(rawValue: "vitamin-b1")!], 0.4, accuracy: 1e-9)
        XCTAssertEqual(n[Nutrient(rawValue: "vitamin-d")!], 10)
        XCTAssertEqual(n.energy, 0)
        XCTAssertFalse(n.leavesOut(Nutrient(rawValue: "iron")!))
    }

    func testAFoodDefinitionGivesThem() {
        let n = totals("""
            ## Settings
            - food lentil soup per bowl: 210 kcal, 2 mg iron, 0.5 g saturated fat

            ## 2026-11-20
            - 19:00 dinner: lentil soup x2

            """)
        XCTAssertEqual(n[Nutrient(rawValue: "iron")!], 4)
        XCTAssertEqual(n[Nutrient(rawValue: "saturated-fat")!], 1)
        XCTAssertEqual(n.energy, 420)
    }

    /// `salmon` is USDA's "Fish, salmon, coho, farmed, cooked, dry heat": per 100 g calcium 12 mg,
    /// iron 0.39 mg, saturated fat 1.944 g, vitamin B12 3.17 µg, and no vitamin D figure.
    func testAUSDAFoodCountsThemFromTheTable() {
        let n = totals("""
            ## 2026-11-20
            - 19:00 dinner: 150 g salmon

            """)
        XCTAssertEqual(n[Nutrient(rawValue: "calcium")!], 18, accuracy: 1e-9)
        XCTAssertEqual(n[Nutrient(rawValue: "iron")!], 0.585, accuracy: 1e-9)
        XCTAssertEqual(n[Nutrient(rawValue: "saturated-fat")!], 2.916, accuracy: 1e-9)
        XCTAssertEqual(n[Nutrient(rawValue: "vitamin-b12")!], 4.755, accuracy: 1e-9)
        XCTAssertEqual(n[Nutrient(rawValue: "vitamin-d")!], 0)
        XCTAssertTrue(n.leavesOut(Nutrient(rawValue: "vitamin-d")!))
        XCTAssertFalse(n.leavesOut(Nutrient(rawValue: "calcium")!))
        XCTAssertEqual(n.energy, 267, accuracy: 1e-9)
    }

    /// A dish of two USDA rows mixes their figures in their weights.
    func testACatalogDishMixesItsRows() throws {
        let catalog = FoodCatalog.builtIn
        let dish = try XCTUnwrap(catalog.dishParts.first)
        let food = catalog.friendlyFood(dish.key)
        let calcium = Nutrient(rawValue: "calcium")!
        let expected = dish.value.reduce(0.0) { $0 + catalog.usdaFood($1.row).per100g[calcium] * $1.share }
        XCTAssertEqual(food.per100g[calcium], expected, accuracy: 1e-9)
        XCTAssertGreaterThan(expected, 0)
    }

    func testGoalsInGramsMilligramsAndMicrogramsMakeRings() throws {
        for micrograms in ["15 µg", "15 ug", "15 mcg", "0.015 mg"] {
            let journal = MetricsFixture.load("""
                ## Settings
                - goal calcium >= 1000 mg
                - goal saturated-fat <= 20 g
                - goal vitamin-d >= \(micrograms)

                ## 2026-11-20
                - 12:00 lunch: mystery pot (150 mg calcium, 3 g sat fat, 3 mcg vitamin d)

                """)
            let metrics = DayMetrics.compute(journal: journal, date: date, clock: clock)
            let calcium = try XCTUnwrap(metrics.ring(RingMetric(Nutrient(rawValue: "calcium")!)))
            XCTAssertEqual(calcium.percent, 15, accuracy: 1e-9)
            XCTAssertEqual(calcium.status, .under)
            let fat = try XCTUnwrap(metrics.ring(RingMetric(Nutrient(rawValue: "saturated-fat")!)))
            XCTAssertEqual(fat.percent, 15, accuracy: 1e-9)
            XCTAssertEqual(fat.status, .met)
            let d = try XCTUnwrap(metrics.ring(RingMetric(Nutrient(rawValue: "vitamin-d")!)), micrograms)
            XCTAssertEqual(d.target, 15, accuracy: 1e-9, micrograms)
            XCTAssertEqual(d.percent, 20, accuracy: 1e-9, micrograms)
            XCTAssertEqual(d.unit, "mcg")
        }
    }

    func testSetShowAndGoalsChooseWhatIsShown() {
        let names = { (text: String) in MetricsFixture.load(text).definitions.shownNutrients.map(\.name) }
        let core = Nutrient.core.map(\.name)
        XCTAssertEqual(names("## Settings\n- goal caffeine <= 400 mg\n"), core)
        XCTAssertEqual(names("## Settings\n- set show iron, vitamin B12, calcium\n- goal zinc >= 11 mg until 2026-01-01\n"),
                       core + ["calcium", "iron", "zinc", "vitamin-b12"])
        XCTAssertEqual(names("## Settings\n- set show folic acid\n- set show iron\n"), core + ["iron", "folate"])
    }

    func testUnknownNamesSuggestTheNearest() {
        let cases: [(String, String)] = [
            ("## Settings\n- set show calcuim, iron\n", "did you mean 'calcium'?"),
            ("## Settings\n- food x per 100 g: 5 mg magnesum\n", "did you mean 'magnesium'?"),
            ("## 2026-11-20\n- lunch: toast (2 mg irn)\n", "did you mean 'iron'?"),
        ]
        for (text, guess) in cases {
            let d = journal(text).diagnostics
            XCTAssertEqual(d.map(\.code), [.unknownNutrient], text)
            XCTAssertTrue(d.first?.hint?.hasPrefix(guess) ?? false, d.first?.hint ?? text)
        }
        let empty = journal("## Settings\n- set show\n").diagnostics
        XCTAssertEqual(empty.map(\.code), [.badSetting])
    }

    let dayText = """
        ## Settings
        - goal calcium >= 1000 mg
        - set show iron, vitamin-b12
        - food pill per piece: 150 mg calcium, 4 mg zinc

        ## 2026-11-20 Friday
        - 12:30 lunch: pill, mystery mix (2 mg iron, 3 g sat fat, 0.2 mg copper, 0.5 mg vitamin e)
        - 19:00 dinner: 150 g salmon

        """

    func testTheDayShowsThemAndListsTheRest() throws {
        let r = DayReport(journal: MetricsFixture.load(dayText), date: date, clock: clock)
        // Calcium has its ring; iron and B12 are shown without one; the rest that are not 0 are more.
        XCTAssertEqual(r.shownNutrients.map(\.nutrient.name), ["iron", "vitamin-b12"])
        XCTAssertEqual(r.shownNutrients.map(\.amount)[0], 2.585, accuracy: 1e-9)
        XCTAssertEqual(r.shownNutrients.map(\.amount)[1], 4.755, accuracy: 1e-9)
        XCTAssertEqual(r.moreNutrients.first.map(\.nutrient.name), "saturated-fat")
        XCTAssertEqual(r.moreNutrients.first?.amount ?? 0, 5.916, accuracy: 1e-9)
        let zinc = try XCTUnwrap(r.moreNutrients.first { $0.nutrient.name == "zinc" })
        XCTAssertEqual(zinc.amount, 4.705, accuracy: 1e-9)
        XCTAssertFalse(r.moreNutrients.contains { $0.nutrient.name == "vitamin-d" || $0.nutrient.name == "calcium" })
        XCTAssertTrue(r.moreNutrients.contains { $0.nutrient.name == "vitamin-e" && $0.leavesOut })
        assertGolden(ReportTextRenderer.day(r), "golden/more-nutrients-day.txt")
        assertGolden(ReportJSONRenderer.day(r).serialized() + "\n", "golden/more-nutrients-day.json")
        let html = HTMLDayPage.render(r)
        XCTAssertTrue(html.contains("<p class=\"subhead\">More nutrients</p>"))
        XCTAssertTrue(html.contains("<span class=\"what\">Vitamin B12</span><span class=\"n\">4.8 mcg</span>"), html)
    }

    /// A ring whose total leaves out a USDA food without a figure says it is at least that.
    func testARingSaysItLeavesFoodsOut() throws {
        let r = DayReport(journal: MetricsFixture.load("""
            ## Settings
            - goal vitamin-e >= 15 mg

            ## 2026-11-20
            - 12:30 lunch: mystery mix (0.5 mg vitamin e)
            - 19:00 dinner: 150 g salmon

            """), date: date, clock: clock)
        let ring = try XCTUnwrap(r.metrics.ring(RingMetric(Nutrient(rawValue: "vitamin-e")!)))
        XCTAssertTrue(r.leavesOut(ring))
        XCTAssertEqual(ring.value, 0.5)
        let text = ReportTextRenderer.day(r)
        XCTAssertTrue(text.contains("  Vitamin E   ░░░░░░░░░░   ≥ 0.5 mg / ≥ 15 mg         3%\n"), text)
        XCTAssertTrue(text.contains(ReportTextRenderer.leavesOutNote))
        XCTAssertTrue(HTMLDayPage.render(r).contains("<div class=\"amount\" aria-hidden=\"true\">≥ 0.5 mg / ≥ 15 mg</div>"))
        guard case .object(let fields) = ReportJSONRenderer.day(r) else { return XCTFail("not an object") }
        XCTAssertEqual(fields.first { $0.0 == "nutrientsPartlyUnknown" }?.1, .array([.string("vitamin-e")]))
    }

    func testCSVAndJSONHaveColumnsForTheShownOnly() throws {
        let shownJournal = MetricsFixture.load(dayText)
        let csv = CSVRenderer.entries(shownJournal, period: nil)
        let header = try XCTUnwrap(csv.components(separatedBy: "\r\n").first)
        XCTAssertEqual(header, "date,time,kind,name,amount,unit,state,start,end,quality,caffeine,water,energy,carbs,sugar,fiber,fat,protein,vitamin-c,sodium,"
                       + "calcium,iron,vitamin-b12,mood,tags,note")
        // The lunch: a pill (150 mg calcium) and a mix (2 mg iron).
        let lunch = try XCTUnwrap(csv.components(separatedBy: "\r\n").first { $0.contains(",lunch,") })
        XCTAssertTrue(lunch.contains(",150,2,0,"), lunch)
        let plain = CSVRenderer.entries(MetricsFixture.load("## 2026-11-20\n- lunch: mystery mix (2 mg iron)\n"), period: nil)
        XCTAssertFalse(plain.components(separatedBy: "\r\n")[0].contains("iron"))
        let model = ModelJSON.json(shownJournal, period: nil).serialized()
        XCTAssertTrue(model.contains("\"vitamin-b12\""))
        XCTAssertFalse(model.contains("\"zinc\""))
    }

    /// A report gives the nutrients shown without a goal as a mean a day counted; one with a
    /// goal has its row instead.
    func testTheReportGivesShownNutrientsAMeanADay() throws {
        let journal = MetricsFixture.load("""
            ## Settings
            - set show iron, calcium
            - goal calcium >= 1000 mg

            ## 2026-11-19
            - 12:00 lunch: mystery mix (2 mg iron, 100 mg calcium)

            ## 2026-11-20
            - 12:00 lunch: mystery mix (4 mg iron, 300 mg calcium)

            """)
        let period = Period(start: MetricsFixture.date("2026-11-19"), end: date, kind: .range, label: "two days")
        let r = PeriodReport(journal: journal, period: period, clock: clock)
        XCTAssertEqual(r.nutrientMeans.map(\.nutrient.name), ["iron"])
        XCTAssertEqual(r.nutrientMeans.first?.amount ?? 0, 3, accuracy: 1e-9)
        let calcium = try XCTUnwrap(r.rows.first { $0.metric == RingMetric(Nutrient(rawValue: "calcium")!) })
        XCTAssertEqual(calcium.mean, 200, accuracy: 1e-9)
        XCTAssertTrue(ReportTextRenderer.period(r).contains("Nutrients a day:\n  Iron 3 mg\n"), ReportTextRenderer.period(r))
        guard case .object(let fields) = ReportJSONRenderer.period(r) else { return XCTFail("not an object") }
        XCTAssertEqual(fields.first { $0.0 == "nutrientMeans" }?.1, .object([("iron", .number(3))]))
        XCTAssertTrue(HTMLPeriodPage.render(r).contains("<span class=\"what\">Iron</span><span class=\"n\">3 mg</span>"))
    }

    /// The more nutrients are kept apart from the core ones, and only when one is not 0.
    func testNutrientsKeepMoreLanesOnlyWhenNeeded() {
        var a = Nutrients()
        a.caffeine = 63
        a[Nutrient(rawValue: "iron")!] = 0
        XCTAssertFalse(a.hasMore)
        var b = a
        b[Nutrient(rawValue: "iron")!] = 2
        XCTAssertTrue(b.hasMore)
        let c = b
        b[Nutrient(rawValue: "iron")!] = 5
        XCTAssertEqual(c[Nutrient(rawValue: "iron")!], 2, "a copy keeps its own lanes")
        XCTAssertEqual((b + c)[Nutrient(rawValue: "iron")!], 7)
        XCTAssertEqual((c * 3)[Nutrient(rawValue: "iron")!], 6)
        XCTAssertEqual(c[Nutrient(rawValue: "iron")!], 2)
        var zeroed = b
        zeroed[Nutrient(rawValue: "iron")!] = 0
        XCTAssertEqual(zeroed, a, "a box of zeros is no box")
        XCTAssertEqual(Set([zeroed, a]).count, 1)
        XCTAssertNotEqual(b, c)
    }

    /// Grammar.md §7.4's table names every nutrient, in column order, with its unit and every
    /// spelling the parser reads.
    func testGrammarsNutrientTableIsTheParsers() throws {
        let grammar = try String(contentsOfFile: Fixture.repository + "/Grammar.md", encoding: .utf8)
        let section = try XCTUnwrap(grammar.components(separatedBy: "### 7.4 Nutrients").dropFirst().first)
        let rows = section.split(separator: "\n").prefix { !$0.hasPrefix("###") }.filter { $0.hasPrefix("| ") && !$0.hasPrefix("| nutrient") && !$0.hasPrefix("| ---") }
        XCTAssertEqual(rows.map { String($0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces)) }, Nutrient.allCases.map(\.name))
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let n = try XCTUnwrap(Nutrient(rawValue: cells[0]))
            XCTAssertTrue(cells[1].hasPrefix(n.unit.description), cells[1])
            let spellings = cells[2].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            XCTAssertEqual(Set(spellings), Set(Nutrient.spellings.filter { $0.1 == n }.map(\.0)), n.name)
        }
    }
}
