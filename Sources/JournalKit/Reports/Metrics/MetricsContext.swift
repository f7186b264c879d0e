/// What working out many days of one journal needs again and again, gathered once: a habit
/// tracker per habit, the weight entries, and whether the journal has gratitude lines.
///
/// Pass it to ``DayMetrics/compute(journal:date:clock:context:)`` when computing a week, a
/// month or a year; it must come from the same journal.
public struct MetricsContext: Sendable {
    /// One tracker per habit name, in the order first defined.
    public let trackers: [HabitTracker]
    /// Each day's last `weight` entry, oldest first.
    public let weights: [(date: CalendarDate, kilograms: Double)]
    /// Whether any day has a `grateful` line (which brings the default gratitude goal).
    public let hasGratitude: Bool

    public init(journal: Journal) {
        trackers = HabitTracker.all(journal: journal)
        var weights: [(date: CalendarDate, kilograms: Double)] = []
        for day in journal.days {
            for e in day.entries.reversed() {
                if case .weight(let w) = e.kind { weights.append((day.date, w.kilograms)); break }
            }
        }
        self.weights = weights
        hasGratitude = journal.hasGratitude
    }

    /// The latest `weight` entry on or before `date`.
    public func latestWeight(on date: CalendarDate) -> Double? {
        var lo = 0, hi = weights.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if weights[mid].date <= date { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? weights[lo - 1].kilograms : nil
    }
}
