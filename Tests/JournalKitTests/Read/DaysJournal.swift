@testable import JournalKit

/// A journal of `## Settings` with `settings`, then `count` days from 2026-01-01, each with
/// the lines `day` gives for its number.
func journal(settings: String, days count: Int, _ day: (Int) -> String) -> String {
    var text = "## Settings\n" + settings
    var date = CalendarDate(iso: "2026-01-01")!
    for i in 0..<count {
        text += "## \(date)\n" + day(i)
        date = date.adding(days: 1)
    }
    return text
}
