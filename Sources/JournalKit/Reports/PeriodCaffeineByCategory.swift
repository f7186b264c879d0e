/// The caffeine of a period by the category of the drink it came from (Grammar.md §10,
/// *Caffeine by category*): `coffee 1240 mg (62%) · tea 470 mg (24%) · …`, the largest first.
public struct PeriodCaffeineByCategory: Sendable, Hashable {
    /// One category's caffeine over the period.
    public struct Share: Sendable, Hashable {
        public var category: DrinkCategory
        /// Its caffeine over the period, in mg.
        public var mg: Double
        /// Its part of the period's caffeine, 0 to 1.
        public var fraction: Double
    }

    /// The categories with any caffeine, the most first (ties in the order of ``DrinkCategory``).
    public var shares: [Share]
    /// The period's caffeine, in mg: the sum of the shares.
    public var total: Double

    /// The caffeine of the summary's days from `start` through `end`; nil when they have none.
    public init?(summary: JournalSummary, from start: CalendarDate, through end: CalendarDate) {
        var sum = CaffeineByCategory()
        for day in summary.days(from: start, through: end) { sum += summary.caffeineByCategory(of: day) }
        let parts = sum.nonZero
        let total = parts.reduce(0) { $0 + $1.mg }
        guard total > 0 else { return nil }
        self.total = total
        shares = parts.map { Share(category: $0.category, mg: $0.mg, fraction: $0.mg / total) }
            .sorted { ($1.mg, $0.category) < ($0.mg, $1.category) }
    }
}
