import XCTest
@testable import JournalKit

final class ProfileDefinitionTests: XCTestCase {
    func testFixtureModel() { assertModelGolden("definitions/profile") }

    func testPartsInAnyOrderAndImperialUnits() {
        let p = journal("## Settings\n- profile 170 lb, male, 5 ft 11 in, active, born 1985-01-30, gain\n").journal.definitions.profiles.first?.value
        XCTAssertEqual(p?.sex, .male)
        XCTAssertEqual(p?.heightCm ?? 0, 180.34, accuracy: 0.001)
        XCTAssertEqual(p?.weightKg ?? 0, 77.11, accuracy: 0.01)
        XCTAssertEqual(p?.activity, .active)
        XCTAssertEqual(p?.plan, .gain)
    }

    func testUnknownPart() {
        let d = journal("## Settings\n- profile female, modrate\n").diagnostics
        XCTAssertEqual(d.map(\.code), [.badProfile])
        XCTAssertEqual(d.first?.hint?.hasPrefix("did you mean 'moderate'?"), true)
    }

    /// The keyword may carry a colon, as every definition's may (`- goal: water >= 2 l`).
    func testKeywordWithAColon() {
        for line in ["- profile: female, 168 cm", "- profile : female, 168 cm", "- Profile:  female, 168 cm"] {
            let read = journal("## Settings\n\(line)\n")
            XCTAssertEqual(read.diagnostics.map(\.code), [], line)
            XCTAssertEqual(read.journal.definitions.profiles.first?.value.sex, .female, line)
            XCTAssertEqual(read.journal.definitions.profiles.first?.value.heightCm, 168, line)
        }
    }

    /// `body fat 22%` as people write it; the figure is kept as written.
    func testBodyFatSpellings() {
        for part in ["body fat 22%", "body fat 22 %", "body fat: 22%", "Body Fat 22%", "body-fat 22%", "bodyfat 22 %",
                     "22% body fat", "22 % body fat", "22% bodyfat"] {
            let read = journal("## Settings\n- profile female, 168 cm, 64 kg, \(part), moderate\n")
            XCTAssertEqual(read.diagnostics.map(\.code), [], part)
            XCTAssertEqual(read.journal.definitions.profiles.first?.value.bodyFatPercent, 22, part)
        }
        let plain = journal("## Settings\n- profile female, 168 cm, 64 kg\n").journal.definitions.profiles.first?.value
        XCTAssertNil(plain?.bodyFatPercent)
    }

    func testBodyFatWithoutAPercentOrAlone() {
        for (part, message) in [("body fat 22", "body fat needs a percent"), ("body fat", "body fat needs a percent"),
                                ("body fat 22 kg", "body fat needs a percent"), ("22%", "'22%' is neither a height nor a weight")] {
            let d = journal("## Settings\n- profile female, \(part)\n").diagnostics
            XCTAssertEqual(d.map(\.code), [.badProfile], part)
            XCTAssertEqual(d.first?.message, message, part)
        }
    }

    /// Heights 50–272 cm, weights 2–650 kg, body fat 2–70 %: each end is in, and just past it
    /// is `bad-profile`, the caret on the figure and the range in the hint. The profile is not used.
    func testFiguresABodyCanHave() {
        let cases: [(part: String, ok: Bool)] = [
            ("50 cm", true), ("49.9 cm", false), ("272 cm", true), ("272.1 cm", false), ("2.72 m", true),
            ("1 ft 8 in", true), ("1 ft 7 in", false), ("8 ft 11 in", true), ("9 ft", false), ("0 cm", false),
            ("2 kg", true), ("1.9 kg", false), ("650 kg", true), ("651 kg", false), ("1433 lb", true), ("1434 lb", false),
            ("4.41 lb", true), ("4.4 lb", false), ("0 kg", false),
            ("body fat 2%", true), ("body fat 1.9%", false), ("body fat 70%", true), ("body fat 71%", false), ("0% body fat", false),
        ]
        for c in cases {
            let line = "- profile male, \(c.part), active"
            let read = journal("## Settings\n\(line)\n")
            XCTAssertEqual(read.diagnostics.map(\.code), c.ok ? [] : [.badProfile], c.part)
            XCTAssertEqual(read.journal.definitions.profiles.count, c.ok ? 1 : 0, c.part)
            guard let d = read.diagnostics.first else { continue }
            let written = c.part.hasPrefix("body fat ") ? String(c.part.dropFirst(9)) : c.part.replacingOccurrences(of: " body fat", with: "")
            XCTAssertEqual(String(Array(line)[(d.column - 1)..<(d.endColumn - 1)]), written, c.part)
            let range = c.part.contains("%") ? "from 2 to 70 %" : c.part.hasSuffix("kg") || c.part.hasSuffix("lb") ? "from 2 to 650 kg" : "from 50 to 272 cm"
            XCTAssertEqual(d.hint?.contains(range), true, "\(c.part): \(d.hint ?? "")")
        }
    }

    /// The weight range of a `weight` entry is the profile's, with the same hint.
    func testWeightEntryRange() {
        for (line, ok) in [("- weight 2 kg", true), ("- weight 1.9 kg", false), ("- weight 650 kg", true), ("- weight 1000 kg", false)] {
            let d = journal("## 2026-11-20\n\(line)\n").diagnostics
            XCTAssertEqual(d.map(\.code), ok ? [] : [.badAmount], line)
            if !ok { XCTAssertEqual(d.first?.hint?.hasPrefix("a body weight is from 2 to 650 kg (4.41 to 1,433 lb)"), true, line) }
        }
    }
}

/// A birth date gives an age from 2 to 120 on every day of the journal the profile is in force
/// (Grammar.md §6.2); `journal check` needs no clock for it.
final class ProfileAgeTests: XCTestCase {
    func problems(_ text: String) -> [Diagnostic] { journal(text).diagnostics }

    let days = "\n## 2026-11-16\n- mood 3\n\n## 2026-11-22\n- mood 4\n"

    func testABirthDateAfterTheFirstDay() {
        let d = problems("## Settings\n- profile male, born 2030-01-01, 170 cm, 70 kg, moderate\n" + days)
        XCTAssertEqual(d.map(\.code), [.badProfile])
        XCTAssertEqual(d.first?.message, "born 2030-01-01 is after 2026-11-16, the first day this profile is in force")
        // The caret is on the date.
        XCTAssertEqual(d.first.map { [$0.line, $0.column, $0.endColumn] }, [2, 22, 32])
        // 2 on 2026-11-16: born by 2024-11-16; at most 120 on 2026-11-22: born after 1905-11-22.
        XCTAssertEqual(d.first?.hint, "an age must be from 2 to 120 from 2026-11-16 to 2026-11-22: born from 1905-11-23 to 2024-11-16; check the year")
    }

    func testTheEdgesOfTheAges() {
        let profile = { (born: String) in "## Settings\n- profile female, born \(born), 168 cm, 64 kg, moderate\n" + self.days }
        // 2 on 2026-11-16 and 120 on 2026-11-22: clean.
        XCTAssertEqual(problems(profile("2024-11-16")).map(\.code), [])
        XCTAssertEqual(problems(profile("1905-11-23")).map(\.code), [])
        // 1 on 2026-11-16 (2 only the next day); 121 on 2026-11-22.
        XCTAssertEqual(problems(profile("2024-11-17")).first?.message, "born 2024-11-17 gives an age of 1 on 2026-11-16, the first day this profile is in force")
        XCTAssertEqual(problems(profile("1905-11-22")).first?.message, "born 1905-11-22 gives an age of 121 on 2026-11-22, the last day this profile is in force")
    }

    /// `from` and `until` narrow the days; a profile in force on none of the journal's days is
    /// checked on its own dates; one with neither dates nor days, not at all.
    func testTheDaysInForce() {
        // In force from 2026-11-20: a child born 2024-11-18 is 2 by then.
        XCTAssertEqual(problems("## Settings\n- profile female, born 2024-11-18, 85 cm, 12 kg from 2026-11-20\n" + days).map(\.code), [])
        XCTAssertEqual(problems("## Settings\n- profile female, born 2024-11-18, 85 cm, 12 kg\n" + days).map(\.code), [.badProfile])
        // Until 2026-11-17, checked on 2026-11-16 and 2026-11-17: 121 on the 17th.
        XCTAssertEqual(problems("## Settings\n- profile female, born 1905-11-17, 168 cm, 64 kg until 2026-11-17\n" + days).first?.message,
                       "born 1905-11-17 gives an age of 121 on 2026-11-17, the last day this profile is in force")
        // No days: its from.
        XCTAssertEqual(problems("## Settings\n- profile female, born 2030-01-01, 168 cm from 2027-01-01\n").first?.message,
                       "born 2030-01-01 is after 2027-01-01, the first day this profile is in force")
        XCTAssertEqual(problems("## Settings\n- profile female, born 2030-01-01, 168 cm\n").map(\.code), [])
    }

    /// A 29 February: two years before 2028-02-29 is 2026-02-28.
    func testTheLatestBirthDateOnALeapDay() {
        let d = problems("## Settings\n- profile female, born 2027-01-01, 168 cm\n\n## 2028-02-29\n- mood 3\n")
        XCTAssertEqual(d.first?.hint, "an age must be from 2 to 120 on 2028-02-29: born from 1907-03-01 to 2026-02-28; check the year")
    }
}

/// A profile's details for carers: allergies, GP and contact.
final class ProfileDetailsTests: XCTestCase {
    /// Allergies, GP and contact are text that may hold commas: each runs to the next comma
    /// followed by another detail's word (Grammar.md §6.2, *Details for carers*).
    func testDetailsForCarersKeepTheirCommas() {
        let line = "- profile female, born 1948-03-02, allergies penicillin, latex, gp Dr Okafor, 020 7946 0000, contact: Sam (son), 07700 900123"
        let read = journal("## Settings\n\(line)\n")
        XCTAssertEqual(read.diagnostics.map(\.code), [])
        let p = read.journal.definitions.profiles.first?.value
        XCTAssertEqual(p?.sex, .female)
        XCTAssertEqual(p?.born, CalendarDate(year: 1948, month: 3, day: 2))
        XCTAssertEqual(p?.allergies, "penicillin, latex")
        XCTAssertEqual(p?.gp, "Dr Okafor, 020 7946 0000")
        XCTAssertEqual(p?.contact, "Sam (son), 07700 900123")
        // In any order among themselves, in any case, alone on a profile.
        let alone = journal("## Settings\n- profile GP: Dr A, Allergies none\n").journal.definitions.profiles.first?.value
        XCTAssertEqual(alone?.gp, "Dr A")
        XCTAssertEqual(alone?.allergies, "none")
        XCTAssertNil(alone?.contact)
        XCTAssertEqual(alone?.hasBody, false)
    }

    /// An empty detail, a part of the body written after a detail, and a misspelt detail.
    func testMalformedDetails() {
        let empty = journal("## Settings\n- profile female, allergies, gp Dr A\n").diagnostics
        XCTAssertEqual(empty.map(\.code), [.badProfile])
        XCTAssertEqual(empty.first?.message, "'allergies' needs a text")
        XCTAssertEqual(empty.first?.column, 19)
        XCTAssertEqual(empty.first?.hint, "write e.g. allergies penicillin, latex (or allergies none)")
        let late = journal("## Settings\n- profile gp Dr Okafor, born 1948-03-02\n")
        XCTAssertEqual(late.diagnostics.map(\.code), [.badProfile])
        XCTAssertEqual(late.diagnostics.first?.message, "'born 1948-03-02' reads as part of the GP")
        XCTAssertEqual(late.diagnostics.first?.column, 25)
        XCTAssertEqual(late.diagnostics.first?.hint?.hasPrefix("write the details (allergies, gp, contact) after the other parts"), true)
        XCTAssertEqual(late.journal.definitions.profiles.count, 0)
        for part in ["female", "64 kg", "moderate"] {
            XCTAssertEqual(journal("## Settings\n- profile contact Sam, \(part)\n").diagnostics.map(\.code), [.badProfile], part)
        }
        // Words that only look like parts stay text.
        XCTAssertEqual(journal("## Settings\n- profile allergies nuts, light sensitivity\n").journal.definitions.profiles.first?.value.allergies,
                       "nuts, light sensitivity")
        let typo = journal("## Settings\n- profile allergys penicillin\n").diagnostics
        XCTAssertEqual(typo.first?.hint?.hasPrefix("did you mean 'allergies'?"), true, typo.first?.hint ?? "")
    }
}
