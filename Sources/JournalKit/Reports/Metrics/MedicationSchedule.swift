/// Counts of scheduled doses and the adherence they give.
public struct Adherence: Sendable, Hashable {
    public var scheduled = 0
    public var taken = 0
    public var skipped = 0
    public var missed = 0
    public var pending = 0

    public init(scheduled: Int = 0, taken: Int = 0, skipped: Int = 0, missed: Int = 0, pending: Int = 0) {
        self.scheduled = scheduled
        self.taken = taken
        self.skipped = skipped
        self.missed = missed
        self.pending = pending
    }

    /// The counts of `doses`.
    public init(_ doses: some Collection<DoseStatus>) {
        for d in doses { add(d.state) }
    }

    mutating func add(_ state: DoseStatus.State) {
        scheduled += 1
        switch state {
        case .taken: taken += 1
        case .skipped: skipped += 1
        case .missed: missed += 1
        case .pending: pending += 1
        }
    }

    public static func + (a: Adherence, b: Adherence) -> Adherence {
        Adherence(scheduled: a.scheduled + b.scheduled, taken: a.taken + b.taken, skipped: a.skipped + b.skipped,
                  missed: a.missed + b.missed, pending: a.pending + b.pending)
    }

    /// The doses to take: scheduled, less those skipped (those still pending included).
    public var toTake: Int { scheduled - skipped }

    /// The doses due so far: scheduled, less those skipped and those still pending.
    public var due: Int { scheduled - skipped - pending }

    /// taken ÷ (scheduled − skipped), leaving out doses still pending (not yet due); nil when
    /// no dose counts.
    public var rate: Double? { due > 0 ? Double(taken) / Double(due) : nil }

    /// ``rate`` in percent, one decimal.
    public var percent: Double? { rate.map { Ring.oneDecimal($0 * 100) } }
}

/// A day's medications: its scheduled doses and the takes that matched none.
public struct MedicationDay: Sendable, Hashable {
    public var date: CalendarDate
    /// Every scheduled dose, by time, then by medication in definition order.
    public var doses: [DoseStatus]
    /// Takes that matched no scheduled dose, in file order.
    public var logged: [LoggedDose]
    public var adherence: Adherence { Adherence(doses) }
}

/// The doses medications schedule on a day and what became of them as of a time: `took` and
/// `skipped` entries matched to them (``DoseMatcher``), and those left open missed or pending.
public enum MedicationSchedule {
    /// The scheduled doses of `date` and their states as of `clock`.
    public static func doses(journal: Journal, on date: CalendarDate, clock: JournalClock) -> [DoseStatus] {
        day(journal: journal, on: date, clock: clock).doses
    }

    /// Doses and unmatched takes of `date` as of `clock`.
    public static func day(journal: Journal, on date: CalendarDate, clock: JournalClock) -> MedicationDay {
        day(summary: journal.summary, on: date, clock: clock)
    }

    /// ``day(journal:on:clock:)`` from the day's `took` and `skipped` entries rather than its
    /// summary: for a journal read keeping those of the day and not summed up
    /// (``Journal/loadTasksAndEvents(paths:doses:options:foods:)``).
    public static func day(entriesOf journal: Journal, on date: CalendarDate, clock: JournalClock) -> MedicationDay {
        let doses = journal.day(on: date)?.entries.compactMap { e -> DayDose? in
            if case .dose(let d) = e.kind { DayDose(d, time: e.time) } else { nil }
        } ?? []
        return day(definitions: journal.definitions, doses: doses[...], on: date, clock: clock, journalStart: journal.days.first?.date)
    }

    /// ``day(journal:on:clock:)`` from the journal's summary.
    public static func day(summary: JournalSummary, on date: CalendarDate, clock: JournalClock) -> MedicationDay {
        day(definitions: summary.definitions, doses: summary.day(on: date).map { summary.doses(of: $0) } ?? [], on: date, clock: clock,
            journalStart: summary.days.first?.date)
    }

    /// The doses of `date` from its `took` and `skipped` entries (`entries`, in file order)
    /// (``DoseMatcher``), those neither taken nor skipped missed or pending as of `clock`.
    static func day(definitions: Definitions, doses entries: ArraySlice<DayDose>, on date: CalendarDate, clock: JournalClock,
                    journalStart: CalendarDate?) -> MedicationDay {
        let grace = definitions.settings(on: date).graceMinutes
        var matched = DoseMatcher.match(definitions: definitions, doses: entries, on: date, journalStart: journalStart)
        for k in matched.doses.indices where matched.doses[k].state == .pending {
            matched.doses[k].state = openState(matched.doses[k].scheduled, date: date, clock: clock, grace: grace)
        }
        return MedicationDay(date: date, doses: matched.doses, logged: matched.logged)
    }

    /// The state of a dose neither taken nor skipped: missed on a day that is over, or today
    /// more than `grace` minutes after its time; pending otherwise.
    static func openState(_ time: TimeOfDay, date: CalendarDate, clock: JournalClock, grace: Double) -> DoseStatus.State {
        if clock.isOver(date) { return .missed }
        if date == clock.date, Double(clock.minute - Int(time.minutes)) > grace { return .missed }
        return .pending
    }

    /// The adherence of every day from `start` through `end`, as of `clock`.
    public static func adherence(journal: Journal, from start: CalendarDate, through end: CalendarDate, clock: JournalClock) -> Adherence {
        guard start <= end else { return Adherence() }
        let summary = journal.summary
        var total = Adherence()
        for k in 0...start.days(to: end) { total = total + day(summary: summary, on: start.adding(days: k), clock: clock).adherence }
        return total
    }
}
