import XCTest
@testable import JournalKit

/// The prose rule (Grammar.md §5.11): a bullet that begins with a keyword is a note when its words
/// read as a sentence, and stays an entry (with its error, if any) when a time, a colon, a number
/// or its first word says it is one.
final class ProseRuleTests: XCTestCase {
    let settings = "## Settings\n- med metformin 500 mg at 08:00, 20:00\n- food toast per slice (30 g): 80 kcal\n"

    /// Sentences that begin with a keyword: notes, with no problem unless --strict.
    let prose = [
        "- Lunch with Sam was lovely",
        "- Took the dog out for a long walk",
        "- Skipped the crumble.",
        "- Weight training at the gym was hard",
        "- Dinner at Mum's",
        "- Drink more water tomorrow!",
        "- Exercise is getting easier",
        "- Snack attack in the afternoon",
        "- Breakfast in bed, what a treat",
        "- Lunch was late again",
        "- Mood was low all day",
        "- Mood swings all afternoon",
        "- Sleep is overrated",
        "- Slept like a log",
        "- Slept badly, neighbours' party.",
        "- Weight is creeping up",
        "- Workout with the running club was tough",
        "- Took my time over breakfast",
        "- Skipped my walk because of the rain",
        "- Drink driving is never OK",
        "- Snack cupboard is empty again",
        "- Lunch today was a salad from the café",
        "- Breakfast tasted of nothing.",
        "- Dinner plans fell through…",
        "- Supper with the kids",
        "- Weight of the world on my shoulders",
        "- Drink was spilled everywhere",
        "- Exercise makes me happier",
        "- Skipped it, too tired",
        "- Skipped lunch.",
        "- Skipped breakfast again",
        "- Took lunch at my desk",
        "- Meal prep for the week took ages",
    ]

    /// Lines clearly meant as entries: they stay entries, and their errors stay errors.
    let entriesWithErrors: [(String, DiagnosticCode)] = [
        ("- drink expresso", .unknownDrink),
        ("- drink flat whyte", .unknownDrink),
        ("- weight 63", .missingValue),
        ("- mood 7", .badMood),
        ("- 08:00 took the blue pill", .unknownMedication),
        ("- mood gret", .badMood),
        ("- mood: okay", .badMood),
        ("- drink: the rest of the wine", .unknownDrink),
        ("- lunch: with Sam", .unknownFood),
        ("- 12:30 lunch with Sam was lovely", .unknownFood),
        ("- weight 62 km", .unitMismatch),
        ("- weight: heavy", .missingValue),
        ("- took metfromin", .unknownMedication),
        ("- skipped metfromin 20:00", .unknownMedication),
        ("- workout yoga 5 km", .missingDuration),
        ("- exercise yoga", .missingDuration),
        ("- sleep 22:00-16:00", .badSleep),
        ("- 07:00 sleep badly", .badSleep),
        ("- sleep: badly", .badSleep),
        ("- snack chiken", .unknownFood),
        ("- drink espresso x0", .badAmount),
        ("- drink water 11 l", .badAmount),
        ("- drink cofee with Sam", .unknownDrink),
        ("- dinner chiken and rice", .unknownFood),
        ("- Took paracetamol 500 mg for the headache", .unknownMedication),
        // A dose has no number to miss: its sentence end is no evidence ("- skipped metformin.").
        ("- Skipped pudding.", .unknownMedication),
    ]

    func testSentencesThatBeginWithAKeywordAreNotes() {
        for line in prose {
            let loaded = journal(settings + "## 2026-11-21\n" + line + "\n")
            XCTAssertEqual(loaded.diagnostics.map(\.code), [], line)
            let e = loaded.journal.days.flatMap(\.entries)
            XCTAssertEqual(e.map(\.kind.name), ["note"], line)
            // The note keeps the whole line after the bullet, keyword included.
            if case .note(let n) = e.first?.kind { XCTAssertEqual("- " + n.text, line) }
        }
    }

    func testStrictListsEveryLineReadAsANote() {
        for line in prose {
            let d = journal(settings + "## 2026-11-21\n" + line + "\n", strict: true).diagnostics
            XCTAssertEqual(d.map(\.code), [.readAsNote], line)
            XCTAssertEqual(d.first?.severity, .warning, line)
            XCTAssertTrue(d.first?.hint?.contains("put a colon after the keyword") == true, line)
        }
    }

    func testLinesMeantAsEntriesKeepTheirErrors() {
        for (line, code) in entriesWithErrors {
            let d = journal(settings + "## 2026-11-21\n" + line + "\n", strict: true).diagnostics
            XCTAssertEqual(d.map(\.code), [code], line)
            XCTAssertEqual(d.first?.severity, .error, line)
        }
    }

    func testEntriesStayEntriesWithTheirNumbers() {
        let text = settings + "## 2026-11-21\n" + [
            "- drink espresso x2",                 // 2 × 63 mg
            "- drink espresso -- with the team",   // 63 mg, "with the team" a comment
            "- dinner with Sam: toast 2 slices",   // a description colon: 160 kcal
            "- Snack: toast",                      // 80 kcal
            "- took metformin with the meal",      // a dose, its note kept
            "- grateful for the sun on the walk",
            "- event dinner with the team @ Luigi's",
            "- mood good.",
            "- slept 7h20",
            "- workout run 35 min with the club",
            "- drink espresso x2 on the train",    // a digit inside a word is a number: 2 × 63 mg
        ].joined(separator: "\n") + "\n"
        let loaded = journal(text, strict: true)
        XCTAssertEqual(loaded.diagnostics.map(\.code), [])
        let e = loaded.journal.days.flatMap(\.entries)
        XCTAssertEqual(e.map(\.kind.name), ["drink", "drink", "meal", "meal", "dose", "gratitude", "event", "mood", "sleep", "workout", "drink"])
        let day = try! XCTUnwrap(loaded.journal.summary.day(on: loaded.journal.days[0].date))
        XCTAssertEqual(day.nutrients.caffeine, 5 * 63)
        XCTAssertEqual(e[2].meal?.nutrients.energy, 160)
        XCTAssertEqual(e[3].meal?.nutrients.energy, 80)
        XCTAssertEqual(day.nutrients.energy, 160 + 80 + 5 * 3)  // toast, and five shots of 3 kcal
        guard case .mood(let mood) = e[7].kind, case .sleep(let sleep) = e[8].kind else { return XCTFail() }
        XCTAssertEqual(mood.value, 4)
        XCTAssertEqual(sleep.minutes, 440)
    }
}
