/// How many goals were met of those counted, and the share in percent: a day's finished
/// rings, or a period's days met summed over its goals, or one goal's days in a week.
public struct GoalsMet: Sendable, Hashable {
    public var met: Int
    public var counted: Int
    /// `met` of `counted` in percent; 0 when nothing is counted.
    public var percent: Double

    public init(met: Int, counted: Int) {
        self.met = met
        self.counted = counted
        percent = counted > 0 ? Double(met) / Double(counted) * 100 : 0
    }

    /// A day's rings that are finished (not pending), and of those the ones met.
    init(rings: some Sequence<Ring>) {
        var met = 0, counted = 0
        for r in rings where r.status != .pending {
            counted += 1
            if r.status == .met { met += 1 }
        }
        self.init(met: met, counted: counted)
    }

    /// The days met and the days counted of every row, summed.
    init(rows: [MetricRow]) {
        self.init(met: rows.reduce(0) { $0 + $1.daysMet }, counted: rows.reduce(0) { $0 + $1.daysCounted })
    }

    /// Whether a goal's days in a stretch went well: for a limit (`<=`), kept every day; for a
    /// target (`>=`), met on at least half the days.
    public func isOnTrack(_ comparison: Comparison) -> Bool {
        comparison == .atMost ? met == counted : met * 2 >= counted
    }
}

extension WeekCells {
    /// A metric's days met of the days counted in the week; nil where none is counted.
    public func goalsMet(_ metric: RingMetric) -> GoalsMet? {
        self[metric].map { GoalsMet(met: $0.met, counted: $0.days) }
    }
}
