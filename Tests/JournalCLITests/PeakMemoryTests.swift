import Foundation
import XCTest

/// The commands that go through every entry keep only what they show: exports write each day
/// as it is read, `todo` and `upcoming` keep only to-dos and events. Their peak memory stays
/// near `check`'s, which keeps nothing (Scripts/bench checks the same on bigger journals).
final class PeakMemoryTests: XCTestCase {
    /// About 1.8 MB: ten years of days, each with drinks, meals, a mood, to-dos, an event and a note.
    private static let journal: String = {
        var text = "## Settings\n- goal caffeine <= 400 mg\n- habit meditate\n- med metformin 500 mg at 08:00, 20:00\n\n## Someday\n- [ ] learn piano\n\n"
        var day = CalendarDay(dayNumber: 0)
        for k in 0..<3_650 {
            text += """
            ## \(day)
            - 07:45 drink espresso x2 #morning
            - 08:00 took metformin
            - 08:30 breakfast: oats 60 g, banana, milk 200 ml
            - 12:30 lunch: chicken salad (520 kcal, 40 g protein), apple
            - 15:00 drink green tea 300 ml
            - mood \(1 + k % 5) tired but fine
            - [x] meditate
            - [ ] call the bank about card \(k) due \(day.adding(3))
            - [x] water the plants
            - 18:00 event dinner with Sam at the corner place #friends
            - workout run 30 min 5 km
            - grateful for a quiet evening
            A walk by the river; the light was lovely today, number \(k).


            """
            day = day.adding(1)
        }
        return text
    }()

    /// A date as `YYYY-MM-DD`, counted in days from 2016-11-22.
    private struct CalendarDay: CustomStringConvertible {
        var dayNumber: Int
        func adding(_ n: Int) -> CalendarDay { CalendarDay(dayNumber: dayNumber + n) }
        var description: String {
            let date = Date(timeIntervalSince1970: 1_479_772_800 + Double(dayNumber) * 86_400)
            var c = Calendar(identifier: .gregorian)
            c.timeZone = TimeZone(identifier: "UTC")!
            let d = c.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", d.year!, d.month!, d.day!)
        }
    }

    /// Runs the binary with `args`, its output thrown away; its peak resident memory in bytes.
    private func peakRSS(_ args: [String]) throws -> Int {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([CLI.binary] + args).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, CLI.binary, &actions, nil, argv, environ) == 0 else { throw XCTSkip("cannot run \(CLI.binary)") }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        return usage.ru_maxrss * 1024
    }

    func testCommandsThatGoThroughEveryEntryKeepLittle() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("peak-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("journal.md").path
        try Self.journal.write(toFile: path, atomically: true, encoding: .utf8)
        let check = try peakRSS(["check", "-f", path])
        // (A debug build's own memory is much of it on a journal this small: the bounds are
        // tighter than the bench's, which measures a release build on 100 MB.)
        for (args, times) in [(["export", "--format", "json"], 2.0), (["export", "--format", "csv"], 2.0), (["todo"], 1.6), (["upcoming"], 1.6)] {
            let rss = try peakRSS(args + ["-f", path, "--today", "2026-11-21"])
            XCTAssertLessThanOrEqual(Double(rss), times * Double(check), "\(args.joined(separator: " ")): \(rss / 1_000_000) MB, check \(check / 1_000_000) MB")
        }
    }
}
