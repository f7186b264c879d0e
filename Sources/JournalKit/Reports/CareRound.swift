/// `journal meds --people DIR`: the carer's round. Today's doses of everyone in one table, each
/// person's from their own journal (``MedicationSchedule``, as `journal meds`), and who has a
/// dose missed, overdue or due now; and for each person their age, the details of their
/// profile for carers (allergies, GP, contact) and their first dose after today.
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

    /// One person of the round: who they are, and what comes after today.
    public struct Person: Sendable {
        public var name: String
        public var details: PersonDetails
        /// Their doses of today, by time.
        public var doses: [Row]
        /// The first dose of a day after today (within a year).
        public var next: DoseStatus?
    }

    /// How far ahead a dose counts as due now.
    public static let dueNowMinutes = 30

    public var clock: JournalClock
    /// Every person's doses of today, person by person (in the order given), by time.
    public var rows: [Row]
    /// The people with no dose scheduled today.
    public var withoutDoses: [String]
    /// Everyone, in the order given.
    public var people: [Person]

    /// The round of `people` (each a name and their journal's summary) at `clock`.
    public init(people: [(name: String, summary: JournalSummary)], clock: JournalClock) {
        self.clock = clock
        var rows: [Row] = [], without: [String] = []
        var everyone: [Person] = []
        for p in people {
            let first = rows.count
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
            everyone.append(Person(name: p.name, details: PersonDetails(p.summary.definitions, on: clock.date), doses: Array(rows[first...]),
                                   next: MedsReport.nextDose(summary: p.summary, clock: clock, afterToday: true)))
        }
        self.rows = rows
        withoutDoses = without
        self.people = everyone
    }

    /// The rows in `status`.
    public func rows(_ status: Status) -> [Row] { rows.filter { $0.status == status } }

    /// Whether any dose is missed (the command exits 1).
    public var hasMissed: Bool { rows.contains { $0.status == .missed } }
}

/// What a carer or a doctor needs to know of a person, from the profile in force on a day
/// (Grammar.md §6.2): their age and the details written for carers, as written.
public struct PersonDetails: Sendable, Hashable {
    /// Whole years on the day, from the birth date.
    public var age: Int?
    public var allergies: String?
    public var gp: String?
    public var contact: String?

    /// The details of the profile in force on `date`.
    public init(_ definitions: Definitions, on date: CalendarDate) {
        let profile = definitions.profile(on: date)
        age = profile?.born.map { EnergyTarget.age(born: $0, on: date) }
        allergies = profile?.allergies
        gp = profile?.gp
        contact = profile?.contact
    }

    /// Whether nothing is known.
    public var isEmpty: Bool { age == nil && allergies == nil && gp == nil && contact == nil }
}
