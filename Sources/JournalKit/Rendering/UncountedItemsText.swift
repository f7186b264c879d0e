/// The words every report uses for drinks and meal items that count nothing because they were
/// not understood, so that a low total explains itself.
///
/// ```
/// 2 items not counted (not understood; journal check says why)
/// ```
enum UncountedItemsText {
    /// `1 item not counted`, `3 items not counted`.
    static func count(_ items: Int) -> String {
        "\(items) item\(items == 1 ? "" : "s") not counted"
    }

    static let reason = "not understood; journal check says why"

    /// A period's: the total, then its first days (`Tue 17: 2` in a week, `2026-11-17: 2` in a
    /// longer period; at most 7, then how many more).
    static func period(_ r: PeriodReport) -> String {
        let week = r.period.dayCount <= 7
        var days = r.uncountedItems.prefix(7).map { d in
            (week ? "\(d.date.weekday.name.prefix(3)) \(d.date.day)" : d.date.description) + ": \(d.items)"
        }
        if r.uncountedItems.count > 7 { days.append("and \(r.uncountedItems.count - 7) more days") }
        return count(r.uncountedItemTotal) + " (" + days.joined(separator: ", ") + "): " + reason
    }
}
