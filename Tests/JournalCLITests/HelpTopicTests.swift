import Foundation
import XCTest
@testable import journal

/// The topics of `journal help TOPIC` (`HelpTopic.all`): each prints, the overview lists them,
/// and every example in them is read as written today.
final class HelpTopicTests: XCTestCase {
    func testEveryTopicPrintsUnderEachOfItsNames() {
        for topic in HelpTopic.all {
            for name in topic.names + [topic.name.uppercased()] {
                let r = CLI.run(["help", name])
                XCTAssertEqual(r.code, 0, name)
                XCTAssertEqual(r.stderr, "", name)
                XCTAssertEqual(r.stdout, topic.text, name)
            }
            XCTAssertTrue(topic.text.hasPrefix("journal help \(topic.name): \(topic.summary)\n"), topic.name)
            for line in topic.examples { XCTAssertTrue(topic.text.contains("\n  " + line + "\n"), "\(topic.name): \(line)") }
            XCTAssertTrue((1...2).contains(topic.syntax.count), topic.name)
            XCTAssertTrue(topic.text.contains("\n\nExamples:\n  ## "), topic.name)
            XCTAssertTrue(topic.text.contains("\n\nWatch out:\n  - "), topic.name)
            XCTAssertTrue(topic.text.hasSuffix("\n\nRead Grammar.md \(topic.grammar).\n"), topic.name)
            for line in topic.text.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 95, "\(topic.name): \(line)") }
        }
    }

    func testTheOverviewListsEveryTopicAfterTheCommands() {
        let r = CLI.run(["help"])
        XCTAssertEqual(r.code, 0)
        let parts = r.stdout.components(separatedBy: "\nTopics: how to write each kind of line (journal help TOPIC):\n")
        XCTAssertEqual(parts.count, 2)
        XCTAssertTrue(parts[0].contains("Commands:\n"), "the topics come after the commands")
        let listed = parts[1].components(separatedBy: "\n\n")[0].split(separator: "\n").map(String.init)
        XCTAssertEqual(listed, HelpTopic.all.map { "  " + $0.name.padding(toLength: 12, withPad: " ", startingAt: 0) + $0.summary })
        // The longest name, no-keyword, has two spaces before its summary, as every name.
        XCTAssertTrue(listed.contains("  no-keyword  entries written without their keyword, as people write them"))
        let help = CLI.run(["help", "help"]).stdout
        for topic in HelpTopic.all { XCTAssertTrue(help.contains(topic.name), topic.name) }
    }

    /// A name names one command or one topic; `journal help todo` is the command's, which
    /// points at the topic.
    func testNamesAreUniqueAndNoneIsACommand() {
        let names = HelpTopic.all.flatMap(\.names)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertTrue(Set(names).isDisjoint(with: Command.all.map(\.name)))
        for name in names {
            XCTAssertEqual(name, name.lowercased())
            XCTAssertEqual(HelpTopic.named(name)?.names.contains(name), true, name)
        }
        XCTAssertTrue(CLI.run(["help", "todo"]).stdout.contains("journal help checkbox"))
    }

    /// Each topic's examples, written as a journal (with their headings: `## Settings` for
    /// definitions, a day for entries), pass `journal check --strict` with nothing to say, and
    /// every line of a day is read as the entry it shows, not as a note (but in `note`, where
    /// each is a note).
    func testEveryExampleIsReadAsWritten() throws {
        for topic in HelpTopic.all {
            let lines = topic.examples
            XCTAssertTrue(lines.first?.hasPrefix("## ") ?? false, "\(topic.name): examples start with their heading")
            let said = lines.filter { !$0.hasPrefix("## ") }
            XCTAssertTrue((3...6).contains(said.count), "\(topic.name) has \(said.count) examples")
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("help-\(topic.name)-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            for line in lines where line.hasPrefix("- include ") {
                // The files an include names, so that it finds them.
                let path = folder + "/" + line.dropFirst("- include ".count).trimmingCharacters(in: ["\""]).replacingOccurrences(of: "*", with: "x")
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try "".write(toFile: path, atomically: true, encoding: .utf8)
            }
            let journal = folder + "/journal.md"
            try (lines.joined(separator: "\n") + "\n").write(toFile: journal, atomically: true, encoding: .utf8)

            let check = CLI.run(["check", "-f", journal])
            XCTAssertEqual(check.code, 0, topic.name)
            XCTAssertEqual(check.stdout + check.stderr, "", topic.name)
            let strict = CLI.run(["check", "--strict", "-f", journal, "--format", "json"])
            let problems = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(strict.stdout.utf8)) as? [[String: Any]], topic.name)
            let codes = problems.compactMap { $0["code"] as? String }
            XCTAssertEqual(Set(codes), topic.name == "note" ? ["read-as-note"] : [], "\(topic.name): \(strict.stdout)")

            var day: String?, dayLines = 0
            for line in lines + ["## end"] {
                if line.hasPrefix("## ") {
                    if let date = day {
                        let r = CLI.run(["day", date, "-f", journal, "--format", "json"])
                        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], topic.name)
                        let notes = (json["notes"] as? [Any])?.count
                        XCTAssertEqual(notes, topic.name == "note" ? dayLines : 0, "\(topic.name) \(date): \(json["notes"] ?? "")")
                    }
                    let word = line.dropFirst(3).prefix { $0 != " " }
                    day = word.first?.isNumber == true ? String(word) : nil
                    dayLines = 0
                } else {
                    dayLines += 1
                }
            }
        }
    }

    /// Every topic written is in the table, and every keyword of an entry (Grammar.md §5.0) or a
    /// definition (§6.0) names a topic.
    func testEveryTopicIsListedAndEveryKeywordHasOne() throws {
        let source = try String(contentsOfFile: CLI.repository + "/Sources/journal/HelpTopics.swift", encoding: .utf8)
        let written = source.components(separatedBy: "HelpTopic(name: \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(written, HelpTopic.all.map(\.name))
        let grammar = try String(contentsOfFile: CLI.repository + "/Grammar.md", encoding: .utf8)
        var keywords: [String] = []
        for (start, end) in [("### 5.0 ", "### 5.1 "), ("### 6.0 ", "### 6.1 ")] {
            let section = grammar.components(separatedBy: "\n" + start)[1].components(separatedBy: "\n" + end)[0]
            for row in section.split(separator: "\n") where row.hasPrefix("| `") {
                let cell = row.split(separator: "|")[0]
                keywords += cell.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            }
        }
        XCTAssertGreaterThan(keywords.count, 25)
        for keyword in keywords { XCTAssertNotNil(HelpTopic.named(keyword), keyword) }
    }

    /// The sections a topic sends the reader to are in Grammar.md.
    func testEveryGrammarSectionNamedExists() throws {
        let grammar = try String(contentsOfFile: CLI.repository + "/Grammar.md", encoding: .utf8)
        for topic in HelpTopic.all {
            let sections = topic.grammar.components(separatedBy: "§").dropFirst().map { $0.prefix { $0 != " " && $0 != "," } }
            XCTAssertFalse(sections.isEmpty, topic.name)
            for section in sections {
                let heading = section.contains(".") ? "\n### \(section) " : "\n## \(section). "
                XCTAssertTrue(grammar.contains(heading), "\(topic.name): Grammar.md has no §\(section)")
            }
        }
    }

    func testAnUnknownTopicSuggestsTheNearest() {
        for topic in HelpTopic.all where topic.name.count > 3 {
            var letters = Array(topic.name)
            letters.swapAt(1, 2)
            XCTAssertEqual(Help.closest(to: String(letters)), topic.name, String(letters))
        }
        let r = CLI.run(["help", "sleeep"])
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "journal: no command or topic 'sleeep'; did you mean 'sleep'?\nRun 'journal help help' for usage.\n")
        XCTAssertEqual(CLI.run(["help", "breakfst"]).stderr.components(separatedBy: "\n")[0],
                       "journal: no command or topic 'breakfst'; did you mean 'breakfast'?")
        XCTAssertEqual(CLI.run(["help", "repotr"]).stderr.components(separatedBy: "\n")[0],
                       "journal: no command or topic 'repotr'; did you mean 'report'?")
        XCTAssertEqual(CLI.run(["help", "frobnicate"]).stderr, "journal: no command or topic 'frobnicate'\nRun 'journal help help' for usage.\n")
    }
}
