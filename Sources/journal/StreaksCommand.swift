import Foundation
import JournalKit

/// `journal streaks [HABIT]`.
extension Command {
    static let streaks = Command(
        name: "streaks", summary: "each habit's streaks, last 7 and 30 days, four weeks; goals kept",
        about: """
            Usage: journal streaks [HABIT] [--today DAY | --now "DAY TIME"] [--format text|html|json]
                                   [-o FILE] [-f FILE]...

            For each habit (or only HABIT): the current streak and the longest, with their
            dates; done of scheduled over the last 7 and 30 days; the last four weeks day by day
            (✓ done, ✗ not done, – excused, … pending, blank: not scheduled); and a `for N days`
            challenge's progress (done, days left, whether it can still be completed). Then, for
            all habits, the goals kept days in a row: within the caffeine limit, water reached,
            gratitude, every dose taken, every habit done, anything logged.

            Streaks follow the habit rules of journal report (Grammar.md §10): excused days
            neither add nor break, a pending today does not break, N/week habits count weeks.

            """,
        options: [
            .today, .now,
            OptionHelp(.htmlFormat, "text (default), html (the four weeks as coloured cells) or json"),
            .outputByExtension, .file, .color,
        ],
        more: """
            Example:
              journal streaks -f examples/journal.md --today 2026-11-21
              journal streaks meditate

            """,
        run: { try $0.streaks($1) })
}

extension CommandLineTool {
    func streaks(_ o: Options) throws -> Int32 {
        let c = try summaryCommand(o)
        let name = o.positional.joined(separator: " ")
        guard let report = StreaksReport(summary: c.summary, habit: name.isEmpty ? nil : name, clock: c.now) else {
            let names = c.summary.definitions.habits.map(\.value.name)
            let guess = Suggestion.closest(to: name.lowercased(), in: names)
            throw o.usage("no habit '\(name)'" + (guess.map { "; did you mean '\($0)'?" } ?? "")
                          + (names.isEmpty ? " (the journal defines none: - habit meditate)" : " Habits: " + names.joined(separator: ", ")))
        }
        return try finish(c, days: c.now.date.adding(days: -29)...c.now.date, o,
                          text: { StreaksTextRenderer.streaks(report, style: $0, width: $1) },
                          json: { StreaksJSONRenderer.streaks(report) }, html: { HTMLReportRenderer.streaks(report) })
    }
}
