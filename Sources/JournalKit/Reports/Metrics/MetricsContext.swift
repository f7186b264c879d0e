/// What working out many days of one journal needs again and again, gathered once: the
/// journal's summary, a habit tracker per habit, the weight entries and the caffeine intakes.
///
/// Pass it to ``DayMetrics/compute(context:date:clock:)`` when computing a week, a month or a
/// year.
public struct MetricsContext: Sendable {
    public let summary: JournalSummary
    /// One tracker per habit name, in the order first defined.
    public let trackers: [HabitTracker]
    /// Each day's last `weight` entry, oldest first.
    public let weights: [(date: CalendarDate, kilograms: Double)]
    /// The days' caffeine intakes, which every day's ``CaffeineDay`` holds.
    let caffeineIntakes: CaffeineIntakes

    public var definitions: Definitions { summary.definitions }

    public init(journal: Journal) {
        self.init(summary: journal.summary)
    }

    public init(summary: JournalSummary) {
        var summary = summary
        summary.definitions = summary.definitions.prepared()
        self.summary = summary
        trackers = HabitTracker.all(summary: summary)
        var weights: [(date: CalendarDate, kilograms: Double)] = []
        for i in summary.days.indices {
            if let w = summary.days[i].weightKg { weights.append((summary.days[i].date, w)) }
        }
        self.weights = weights
        caffeineIntakes = CaffeineIntakes(summary)
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
