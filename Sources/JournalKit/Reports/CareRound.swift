/// `journal meds --people DIR`: the carer's round. Today's doses of everyone in one table, each
/// person's from their own journal (``MedicationSchedule``, as `journal meds`), and who has a
/// dose missed, overdue or due now.
public struct CareRound: Sendable {
    /// Where a dose stands now, for the round.
    public enum Status: String, Sendable {
        /// Taken, or skipped on purpose.
        case taken, skipped
        /// Past its time by more than the grace period, neither taken nor skipped.
        case missed
        /// Past its time, within the grace period.
        case overdue
        /// Its time is within the next 30 minutes.
        case dueNow = "due now"
        case later
    }

    public struct Row: Sendable {
        public var person: String
        public var dose: DoseStatus
        public var status: Status
        /// For an overdue dose, minutes past its time; for a dose due now, minutes to it.
        public var minutes: Int?
    }

    /// How far ahead a dose counts as due now.
    public static let dueNowMinutes = 30

    public var clock: JournalClock
    /// Every person's doses of today, person by person (in the order given), by time.
    public var rows: [Row]
    /// The people with no dose scheduled today.
    public var withoutDoses: [String]

    /// The round of `people` (each a name and their journal's summary) at `clock`.
    public init(people: [(name: String, summary: JournalSummary)], clock: JournalClock) {
        self.clock = clock
        var rows: [Row] = [], without: [String] = []
        for p in people {
            let doses = MedicationSchedule.day(summary: p.summary, on: clock.date, clock: clock).doses
            if doses.isEmpty { without.append(p.name) }
            for d in doses {
                let offset = clock.minute - Int(d.scheduled.minutes)
                let status: Status, minutes: Int?
                switch d.state {
                case .taken: (status, minutes) = (.taken, nil)
                case .skipped: (status, minutes) = (.skipped, nil)
                case .missed: (status, minutes) = (.missed, nil)
                case .pending:
                    if offset > 0 { (status, minutes) = (.overdue, offset) }
                    else if -offset <= Self.dueNowMinutes { (status, minutes) = (.dueNow, -offset) }
                    else { (status, minutes) = (.later, nil) }
                }
                rows.append(Row(person: p.name, dose: d, status: status, minutes: minutes))
            }
        }
        self.rows = rows
        withoutDoses = without
    }

    /// The rows in `status`.
    public func rows(_ status: Status) -> [Row] { rows.filter { $0.status == status } }

    /// Whether any dose is missed (the command exits 1).
    public var hasMissed: Bool { rows.contains { $0.status == .missed } }
}
