/// Something a period's days wrote that no goal of the report rings: workouts, weight, mood or
/// sleep, as values rather than rings. A report has a row of each with data on the days it
/// counts and no row of its ring (workouts go with the exercise ring).
public struct WrittenRow: Sendable, Hashable {
    /// What a row shows, in the order reports show them.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case workouts, weight, mood, sleep

        /// The name shown to people: `Workouts`.
        public var label: String { rawValue.capitalizedFirst }

        /// The ring that, when the report has its row, already shows the kind (weight has none).
        var ring: RingMetric? {
            switch self {
            case .workouts: .exercise
            case .weight: nil
            case .mood: .mood
            case .sleep: .sleep
            }
        }

        /// The day's value: its workout minutes (nil without a workout), its last weight, its
        /// mean mood, its hours slept.
        func value(_ totals: DayTotals) -> Double? {
            switch self {
            case .workouts: totals.workouts > 0 ? totals.exerciseMinutes : nil
            case .weight: totals.weightKg
            case .mood: totals.mood?.mean
            case .sleep: totals.sleep?.hours
            }
        }
    }

    public var kind: Kind
    /// The day's value, one per day of ``PeriodReport/days`` (nil: nothing written, or a day not
    /// counted); empty when the report keeps no days.
    public var cells: [Double?]
    /// The days with a value: days with a workout, weigh-ins, days with a mood, nights logged.
    public var days: Int
    /// Workouts: how many (a day may have several); else ``days``.
    public var count: Int
    /// The sum of the days' values: workout minutes, kg, moods, hours slept.
    public var total: Double
    /// Workouts: the distance written on them, in km.
    public var distanceKm: Double
    /// The first and the last value (weight: the first and last weigh-in).
    public var first: Double
    public var last: Double

    /// Weight: the mean weigh-in of the period before (nil without one there), and what that
    /// period is called (`the week before`).
    public var previousMean: Double?
    public var previousName = "the period before"
    /// Weight: this period's mean weigh-in less the period before's.
    public var changeOnPrevious: Double? { previousMean.map { mean - $0 } }

    /// The mean of the days' values: mood a day, sleep a night.
    public var mean: Double { days > 0 ? total / Double(days) : 0 }
    /// The last value less the first (weight's change).
    public var change: Double { last - first }
}

extension WrittenRow {
    /// The sums of each kind over the days counted, a day at a time (``PeriodSums``).
    struct Sums: Sendable {
        var rows = [WrittenRow](repeating: WrittenRow(kind: .workouts, cells: [], days: 0, count: 0, total: 0, distanceKm: 0, first: 0, last: 0),
                                count: Kind.allCases.count)

        init() {
            for (i, kind) in Kind.allCases.enumerated() { rows[i].kind = kind }
        }

        /// Adds a day counted, in date order.
        mutating func add(_ totals: DayTotals) {
            for i in rows.indices {
                guard let v = rows[i].kind.value(totals) else { continue }
                if rows[i].days == 0 { rows[i].first = v }
                rows[i].last = v
                rows[i].days += 1
                rows[i].total += v
                rows[i].count += rows[i].kind == .workouts ? totals.workouts : 1
                if rows[i].kind == .workouts { rows[i].distanceKm += totals.workoutMeters / 1000 }
            }
        }

        /// Adds `later`'s days, which follow these.
        mutating func join(_ later: Sums) {
            for i in rows.indices where later.rows[i].days > 0 {
                if rows[i].days == 0 { rows[i].first = later.rows[i].first }
                rows[i].last = later.rows[i].last
                rows[i].days += later.rows[i].days
                rows[i].total += later.rows[i].total
                rows[i].count += later.rows[i].count
                rows[i].distanceKm += later.rows[i].distanceKm
            }
        }

        /// The rows with data and without a ring row of theirs in `rows`, with a cell per day of
        /// `days` (counted through `date`).
        func rows(besides ringRows: [MetricRow], days: [DayMetrics], through date: CalendarDate) -> [WrittenRow] {
            rows.filter { row in row.days > 0 && !ringRows.contains { $0.metric == row.kind.ring } }.map { row in
                var row = row
                row.cells = days.map { $0.isCounted(through: date) ? row.kind.value($0.totals) : nil }
                return row
            }
        }
    }
}
