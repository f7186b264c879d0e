import Foundation
import JournalKit

/// `journal streaks [HABIT]`.
extension CommandLineTool {
    func streaks(_ o: Options) throws -> Int32 {
        let c = try summaryCommand(o, name: "streaks")
        let name = o.positional.joined(separator: " ")
        guard let report = StreaksReport(summary: c.summary, habit: name.isEmpty ? nil : name, clock: c.now) else {
            let names = c.summary.definitions.habits.map(\.value.name)
            let guess = Suggestion.closest(to: name.lowercased(), in: names)
            throw UsageError(message: "no habit '\(name)'" + (guess.map { "; did you mean '\($0)'?" } ?? "")
                             + (names.isEmpty ? " (the journal defines none: - habit meditate)" : " Habits: " + names.joined(separator: ", ")),
                             command: "streaks")
        }
        return try finish(c, days: c.now.date.adding(days: -29)...c.now.date, o,
                          text: { StreaksTextRenderer.streaks(report, style: $0, width: $1) },
                          json: { StreaksJSONRenderer.streaks(report) }, html: { HTMLReportRenderer.streaks(report) })
    }
}
