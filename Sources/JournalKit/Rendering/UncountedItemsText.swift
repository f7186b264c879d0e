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

    /// A period's: the total, then each day (`Tue 17: 2`).
    static func period(_ r: PeriodReport) -> String {
        let days = r.uncountedItems.map { "\($0.date.weekday.name.prefix(3)) \($0.date.day): \($0.items)" }
        return count(r.uncountedItemTotal) + " (" + days.joined(separator: ", ") + "): " + reason
    }
}
