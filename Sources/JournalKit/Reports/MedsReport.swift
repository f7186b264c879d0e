/// `journal meds [PERIOD]`: for each medication its schedule, what became of its doses in the
/// period (taken, taken late, skipped, missed), its adherence, every missed and late dose, and
/// the extra and `as needed` doses taken; then today's remaining doses and the next dose from
/// now. Every dose comes from ``MedicationSchedule``, as the report's medications ring does.
public struct MedsReport: Sendable {
    /// A dose taken more than the grace period after its time.
    public struct LateDose: Sendable, Hashable {
        public var dose: DoseStatus
        /// When it was taken.
        public var takenAt: TimeOfDay
        /// How many minutes after its time.
        public var minutesLate: Int
    }

    /// A dose of today not yet taken or skipped.
    public struct RemainingDose: Sendable, Hashable {
        public var dose: DoseStatus
        /// How long ago its time was, as of the report's clock (0 when it is still to come).
        public var minutesPastDue: Int

        public var medication: String { dose.medication }
        public var date: CalendarDate { dose.date }
        public var scheduled: TimeOfDay { dose.scheduled }
        public var state: DoseStatus.State { dose.state }
    }

    /// One medication over the period.
    public struct Medication: Sendable {
        public var name: String
        /// Its definitions in force on some day of the period, as written (`500 mg at 08:00,
        /// 20:00 on mon, thu until 2026-12-01`), oldest first.
        public var schedules: [String]
        /// Whether every definition of it in the period is `as needed`.
        public var asNeeded: Bool
        /// The doses due from the period's start to now.
        public var adherence: Adherence
        /// Taken doses taken late, by date and time.
        public var late: [LateDose]
        /// Missed doses, by date and time.
        public var missed: [DoseStatus]
        /// Skipped doses, by date and time.
        public var skipped: [DoseStatus] = []
        /// Takes of a scheduled medication with no dose left that day, by date and file order.
        public var extra: [LoggedDose]
        /// Takes of the medication while `as needed`, by date and file order.
        public var asNeededDoses: [LoggedDose]
        /// The amounts of ``asNeededDoses`` added up, one per unit, in the order first met; a
        /// take without an amount counts the definition's dose when it has one.
        public var asNeededTotal: [Quantity]
        /// Its tablets now and when they run out, when a definition gives a `supply`.
        public var supply: Supply?
    }

    /// A medication's tablets as of the report's clock, and the day they run out at its schedule.
    public struct Supply: Sendable, Hashable {
        /// The tablets from the count, refills and takes, up to now.
        public var count: MedicationSupply.Count
        /// The tablets one dose uses.
        public var perDose: Int
        /// The day of the first dose the tablets left do not cover (today's doses still to take
        /// first), within two years; nil when none comes (`as needed`, or a schedule that ends).
        public var runsOut: CalendarDate?
        /// Whole days from today to ``runsOut``.
        public var daysLeft: Int?
        /// `set refill-warning` (7 days).
        public var warningDays: Int
        /// Whether fewer than ``warningDays`` days are left.
        public var warns: Bool { daysLeft.map { $0 < warningDays } ?? false }
        /// The day to reorder on: ``warningDays`` before ``runsOut``.
        public var reorderOn: CalendarDate? { runsOut.map { $0.adding(days: -warningDays) } }
    }

    /// A day of the period with a missed or late dose: what else was written on it.
    public struct DoseDay: Sendable, Hashable {
        public var date: CalendarDate
        /// The day's missed and late doses, by time: `metformin 08:00 missed`.
        public var doses: [String]
        /// The mean of the day's mood entries (one decimal), if any.
        public var mood: Double?
        /// The day's symptoms, each at its highest severity, in the order first written.
        public var symptoms: [DaySymptom]
    }

    public var period: Period
    public var clock: JournalClock
    /// The age and the details for carers of the profile in force at the clock (or at the
    /// period's end, when that comes first).
    public var person: PersonDetails
    /// The days with a missed or late dose, by date, with their mood and symptoms.
    public var doseDays: [DoseDay] = []
    /// Every medication in force on a day of the period, or taken in it, in definition order.
    public var medications: [Medication]
    /// Today's doses not yet taken or skipped (due now, within the grace period, or later), by
    /// time; empty when today is outside the period's reach or over.
    public var remainingToday: [RemainingDose]
    /// The first dose from now (today's at or after now, else the next day's), within a year.
    public var next: DoseStatus?

    /// The report of `period` as of `clock`. Days after `clock`'s date are not counted.
    public init(summary: JournalSummary, period: Period, clock: JournalClock) {
        self.period = period
        self.clock = clock
        let definitions = summary.definitions
        person = PersonDetails(definitions, on: min(period.end, clock.date))
        // The medication names in definition order, each once (names compare in any case).
        // Each name's definitions, doses and takes are gathered in one pass over each (a
        // journal may define thousands).
        var names: [String] = []
        var defined: [String: [Timed<MedicationDefinition>]] = [:]
        let span = Validity(from: period.start, until: period.end)
        for m in definitions.medications {
            let key = m.value.name.lowercased()
            if defined[key] == nil { names.append(m.value.name); defined[key] = [] }
            if m.validity.overlaps(span) { defined[key]!.append(m) }
        }
        let last = min(period.end, clock.date)
        var doses: [String: [DoseStatus]] = [:], logged: [String: [LoggedDose]] = [:]
        if period.start <= last {
            for k in 0...period.start.days(to: last) {
                let day = MedicationSchedule.day(summary: summary, on: period.start.adding(days: k), clock: clock)
                for d in day.doses { doses[d.medication.lowercased(), default: []].append(d) }
                for d in day.logged { logged[d.medication.lowercased(), default: []].append(d) }
            }
        }
        let supplies = Self.supplies(summary: summary, clock: clock)
        medications = names.compactMap { name in
            let key = name.lowercased()
            var m = Self.medication(name, defined: defined[key] ?? [], doses: doses[key] ?? [], logged: logged[key] ?? [], definitions: definitions)
            m?.supply = supplies[key]
            return m
        }
        doseDays = Self.doseDays(medications, summary: summary)
        remainingToday = period.contains(clock.date) && !clock.isOver(clock.date)
            ? MedicationSchedule.day(summary: summary, on: clock.date, clock: clock).doses.filter { $0.state == .pending }
                .map { RemainingDose(dose: $0, minutesPastDue: max(0, clock.minute - Int($0.scheduled.minutes))) }
            : []
        next = Self.nextDose(summary: summary, clock: clock)
    }

    /// One medication's part of the period, or nil when it is neither in force nor taken in it:
    /// from its definitions that overlap the period, and its doses and takes of the period's
    /// days (in order).
    static func medication(_ name: String, defined: [Timed<MedicationDefinition>], doses: [DoseStatus], logged: [LoggedDose],
                           definitions: Definitions) -> Medication? {
        let key = name.lowercased()
        guard !defined.isEmpty || !logged.isEmpty else { return nil }
        let late: [LateDose] = doses.compactMap { d in
            guard case .taken(let at?) = d.state else { return nil }
            let minutes = Int(at.minutes) - Int(d.scheduled.minutes)
            let grace = definitions.settings(on: d.date).graceMinutes
            return Double(minutes) > grace ? LateDose(dose: d, takenAt: at, minutesLate: minutes) : nil
        }
        let asNeeded = logged.filter(\.asNeeded)
        var total: [Quantity] = []
        for dose in asNeeded {
            let amount = dose.amount ?? definitions.medications(on: dose.date).first { $0.name.lowercased() == key }?.dose
            guard let amount else { continue }
            if let i = total.firstIndex(where: { $0.unit == amount.unit }) { total[i].value += amount.value } else { total.append(amount) }
        }
        return Medication(name: name, schedules: defined.map { schedule($0) }, asNeeded: !defined.isEmpty && defined.allSatisfy(\.value.asNeeded),
                          adherence: Adherence(doses), late: late, missed: doses.filter { $0.state == .missed },
                          skipped: doses.filter { $0.state == .skipped }, extra: logged.filter(\.isExtra), asNeededDoses: asNeeded, asNeededTotal: total)
    }

    /// The supply of each medication that has one, by lower-cased name, as of `clock`: the
    /// tablets left after every take and refill up to today, and the first dose from now they
    /// do not cover (today's doses still to take, then each day's scheduled doses).
    public static func supplies(summary: JournalSummary, clock: JournalClock) -> [String: Supply] {
        let names = MedicationSupply.names(summary.definitions)
        guard !names.isEmpty, let start = summary.days.first?.date else { return [:] }
        var movements: [MedicationSupply.Movement] = []
        for day in summary.days where day.date <= clock.date {
            movements += MedicationSupply.movements(of: summary.doses(of: day), on: day.date, names: names)
        }
        return supplies(definitions: summary.definitions, journalStart: start, movements: movements, clock: clock,
                        today: MedicationSchedule.day(summary: summary, on: clock.date, clock: clock).doses)
    }

    /// ``supplies(summary:clock:)`` from the `took` and refill entries of a journal read keeping
    /// the doses of its days up to now (``Journal/loadTasksAndEvents(paths:doses:options:foods:)``).
    public static func supplies(entriesOf journal: Journal, clock: JournalClock) -> [String: Supply] {
        let names = MedicationSupply.names(journal.definitions)
        guard !names.isEmpty, let start = journal.days.first?.date else { return [:] }
        var movements: [MedicationSupply.Movement] = []
        for day in journal.days where day.date <= clock.date {
            let doses = day.entries.lazy.compactMap { e -> DayDose? in if case .dose(let d) = e.kind, d.isDefined { DayDose(d, time: e.time) } else { nil } }
            movements += MedicationSupply.movements(of: doses, on: day.date, names: names)
        }
        return supplies(definitions: journal.definitions, journalStart: start, movements: movements, clock: clock,
                        today: MedicationSchedule.day(entriesOf: journal, on: clock.date, clock: clock).doses)
    }

    /// The supplies from the journal's takes and refills up to today (`movements`) and today's
    /// doses as of `clock`.
    static func supplies(definitions: Definitions, journalStart: CalendarDate, movements: [MedicationSupply.Movement], clock: JournalClock,
                         today: [DoseStatus]) -> [String: Supply] {
        let counts = MedicationSupply.counts(definitions: definitions, journalStart: journalStart, through: clock.date, movements: movements)
        let warningDays = definitions.settings(on: clock.date).refillWarningDays
        return counts.mapValues { c in
            let key = c.medication.lowercased()
            var left = c.left
            var runsOut: CalendarDate? = nil
            // Today's doses still to take, then every later day's, for two years.
            search: for k in 0...731 {
                let date = clock.date.adding(days: k)
                let due: Int
                if k == 0 {
                    due = today.filter { $0.medication.lowercased() == key && $0.state == .pending }.count
                } else {
                    let m = definitions.medications(on: date).first { $0.name.lowercased() == key }
                    due = m.map { !$0.asNeeded && ($0.weekdays?.contains(date.weekday) ?? true) ? $0.times.count : 0 } ?? 0
                }
                let n = MedicationSupply.perDose(c.medication, definitions: definitions, on: date)
                for _ in 0..<due {
                    guard left >= n else { runsOut = date; break search }
                    left -= n
                }
            }
            return Supply(count: c, perDose: MedicationSupply.perDose(c.medication, definitions: definitions, on: clock.date), runsOut: runsOut,
                          daysLeft: runsOut.map { clock.date.days(to: $0) }, warningDays: warningDays)
        }
    }

    /// The days of `medications`' missed and late doses, with their mood and symptoms.
    static func doseDays(_ medications: [Medication], summary: JournalSummary) -> [DoseDay] {
        var byDay: [CalendarDate: [(TimeOfDay, String)]] = [:]
        for m in medications {
            for d in m.missed { byDay[d.date, default: []].append((d.scheduled, "\(d.medication) \(d.scheduled) missed")) }
            for l in m.late { byDay[l.dose.date, default: []].append((l.dose.scheduled, "\(l.dose.medication) \(l.dose.scheduled) late")) }
        }
        return byDay.keys.sorted().map { date in
            let day = summary.day(on: date)
            let mood = day.flatMap { $0.moodCount > 0 ? Ring.oneDecimal($0.moodSum / Double($0.moodCount)) : nil }
            return DoseDay(date: date, doses: byDay[date]!.sorted { $0.0.minutes < $1.0.minutes }.map(\.1), mood: mood,
                           symptoms: day.map { Array(summary.symptoms(of: $0)) } ?? [])
        }
    }

    /// A definition's schedule as written: `500 mg at 08:00, 20:00 on mon, thu from 2026-11-01`.
    public static func schedule(_ m: Timed<MedicationDefinition>) -> String {
        let v = m.value
        var parts: [String] = []
        if let dose = v.dose { parts.append(dose.description) }
        if v.asNeeded { parts.append("as needed") }
        if let every = v.everyMinutes, let first = v.everyFrom {
            parts.append("every \(Quantity(Double(every) / 60, .hours)) from \(first) (" + v.times.map(\.description).joined(separator: ", ") + ")")
        } else if !v.times.isEmpty {
            parts.append("at " + v.times.map(\.description).joined(separator: ", "))
        }
        if let w = v.weekdays { parts.append("on " + w.sorted().map(\.shortName).joined(separator: ", ")) }
        if let n = v.supply { parts.append("supply \(n)") }
        if let f = m.validity.from { parts.append("from \(f)") }
        if let u = m.validity.until { parts.append("until \(u)") }
        return parts.joined(separator: " ")
    }

    /// The first dose at or after `clock` (`afterToday`: of a day after today), looking up to a
    /// year ahead.
    static func nextDose(summary: JournalSummary, clock: JournalClock, afterToday: Bool = false) -> DoseStatus? {
        for k in (afterToday ? 1 : 0)...366 {
            let date = clock.date.adding(days: k)
            if k == 0, clock.isOver(date) { continue }
            let doses = MedicationSchedule.day(summary: summary, on: date, clock: clock).doses
            if let d = doses.first(where: { $0.state == .pending && (k > 0 || Int($0.scheduled.minutes) >= clock.minute) }) { return d }
        }
        return nil
    }
}
