import Foundation
import XCTest
@testable import journal

/// The table of commands (`Command.all`) and what comes from it: the overview, each command's
/// help, the options each accepts, and the suggestion for a mistyped command.
final class CommandTableTests: XCTestCase {
    func testTheOverviewListsTheTableInOrder() {
        let r = CLI.run(["--help"])
        XCTAssertEqual(r.code, 0)
        let listed = r.stdout.components(separatedBy: "Commands:\n")[1].components(separatedBy: "\n\n")[0]
        let expected = Command.all.map { "  " + $0.name.padding(toLength: 12, withPad: " ", startingAt: 0) + $0.summary }
        XCTAssertEqual(listed.split(separator: "\n").map(String.init), expected)
    }

    func testNamesAreUniqueAndEachIsFound() {
        XCTAssertEqual(Set(Command.all.map(\.name)).count, Command.all.count)
        for command in Command.all { XCTAssertEqual(Command.named(command.name)?.name, command.name) }
        XCTAssertNil(Command.named("nope"))
    }

    /// Every entry written in the tool's sources is in the table (an entry left out of
    /// `Command.all` would be neither listed nor run).
    func testEveryEntryIsInTheTable() throws {
        let folder = CLI.repository + "/Sources/journal"
        var written: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for part in text.components(separatedBy: "Command(\n        name: \"").dropFirst() {
                written.append(String(part.prefix { $0 != "\"" }))
            }
        }
        XCTAssertEqual(written.count, Command.all.count - 1, "help's entry is made by Command.help(listing:)")
        XCTAssertEqual(Set(written + ["help"]), Set(Command.all.map(\.name)))
    }

    /// The Options section of each command's help lists exactly the options the command accepts,
    /// each by its label, and every option is accepted once.
    func testEachHelpListsTheOptionsItsCommandAccepts() {
        for command in Command.all {
            let help = command.helpText
            XCTAssertTrue(help.hasPrefix("Usage: journal \(command.name)"), command.name)
            XCTAssertEqual(Set(command.accepts.map { "\($0)" }).count, command.accepts.count, "\(command.name) lists an option twice")
            XCTAssertLessThanOrEqual(command.accepts.filter { !$0.formats.isEmpty }.count, 1, "\(command.name) takes --format twice")
            let section = help.components(separatedBy: "\nOptions:\n").dropFirst().first?.components(separatedBy: "\n\n")[0] ?? ""
            let labels = section.split(separator: "\n").filter { $0.hasPrefix("  -") }
                .map { $0.dropFirst(2).prefix(OptionHelp.column - 2).trimmingCharacters(in: .whitespaces) }
            XCTAssertEqual(labels, command.options.map(\.label), command.name)
            for option in command.accepts {
                XCTAssertTrue(help.contains(option.spellings[0]), "journal help \(command.name) does not name \(option.spellings[0])")
            }
        }
    }

    /// An option a command does not take is a usage error naming the command, never ignored.
    func testAnOptionACommandDoesNotTakeIsAUsageError() throws {
        for command in Command.all {
            let accepted = Set(Options.spellings(command.accepts).flatMap { $0 })
            for spelling in Option.allCases.flatMap(\.spellings) where !accepted.contains(spelling) {
                XCTAssertThrowsError(try Options.parse([spelling, "x"], for: command), "\(command.name) \(spelling)") { error in
                    let e = error as? UsageError
                    XCTAssertTrue(e?.message.hasPrefix("\(command.name) does not take \(spelling) (") ?? false, "\(command.name) \(spelling)")
                    XCTAssertEqual(e?.command?.name, command.name)
                }
            }
            for spelling in accepted where spelling != "--no-color" {
                // Any value; each option's own check of its value may refuse it, but as its command's.
                do { _ = try Options.parse([spelling, "json"], for: command) } catch let e as UsageError {
                    XCTAssertFalse(e.message.hasPrefix("unknown option"), "\(command.name) \(spelling): \(e.message)")
                }
            }
        }
        let r = CLI.run(["check", "--pixels", "-f", "examples/journal.md"])
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "journal: check does not take --pixels (calendar does)\nRun 'journal help check' for usage.\n")
        let many = CLI.run(["drinks", "--today", "2026-11-21"])
        XCTAssertEqual(many.stderr, "journal: drinks does not take --today (report, day, today, calendar, streaks, trends, meds, todo, upcoming, energy, export, add and init do)\n"
                       + "Run 'journal help drinks' for usage.\n")
        XCTAssertEqual(CLI.run(["report", "--begn"]).stderr,
                       "journal: unknown option '--begn' for report; did you mean '--begin'?\nRun 'journal help report' for usage.\n")
    }

    func testAMistypedCommandSuggestsTheNearest() {
        for command in Command.all {
            var letters = Array(command.name)
            letters.swapAt(1, 2)
            let typo = String(letters)
            XCTAssertEqual(Command.closest(to: typo)?.name, command.name, typo)
        }
        let r = CLI.run(["stast"])
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stderr, "journal: unknown command 'stast'; did you mean 'stats'?\nRun 'journal --help' for the commands.\n")
        let far = CLI.run(["frobnicate"])
        XCTAssertEqual(far.stderr, "journal: unknown command 'frobnicate'\nRun 'journal --help' for the commands.\n")
    }

    func testHelpNamesEveryCommand() {
        let text = CLI.run(["help", "help"]).stdout
        for command in Command.all { XCTAssertTrue(text.contains(command.name), command.name) }
    }

    /// The carer's round reads today's doses of everyone: a period, -b or -e given with it is
    /// refused rather than ignored.
    func testThePeopleTakeNoPeriod() {
        for extra in [["2026-11"], ["-b", "2026-11-01"], ["-e", "2026-11-21"], ["-f", "examples/journal.md"]] {
            let r = CLI.run(["meds", "--people", "Tests/JournalKitTests/Fixtures/people", "--now", "2026-11-21 09:45"] + extra)
            XCTAssertEqual(r.code, 2, "\(extra)")
            XCTAssertEqual(r.stderr, "journal: --people reads the journals under its folder; it takes no period, -b, -e or -f\n"
                           + "Run 'journal help meds' for usage.\n", "\(extra)")
        }
    }
}
