/// The tablets on hand of medications with a `supply` (`- med sertraline 50 mg at 08:00
/// supply 28`), from that count, the refills (`- refill sertraline 28`) and the takes, day by
/// day (Grammar.md §10, *Supply*). The read uses it to warn about a take with no tablet left;
/// `journal meds` and the calendar export, for what is left and when it runs out.
public enum MedicationSupply {
    /// A take or a refill of a medication, on a day, where it is written.
    public struct Movement: Sendable {
        public var date: CalendarDate
        public var medication: String
        /// The tablets a refill got; nil for a take.
        public var refill: Int?
        /// Where the medication's name is written, when known (the read's, for a warning).
        public var range: SourceRange?

        public init(date: CalendarDate, medication: String, refill: Int?, range: SourceRange? = nil) {
            self.date = date
            self.medication = medication
            self.refill = refill
            self.range = range
        }
    }

    /// One medication's tablets up to a day.
    public struct Count: Sendable, Hashable {
        /// The medication's name as defined.
        public var medication: String
        /// The day the supply was counted: its definition's `from`, else the journal's first day.
        public var since: CalendarDate
        /// The tablets on hand that day (`supply 28`).
        public var supply: Int
        /// The tablets refills added since.
        public var refilled: Int
        /// The tablets takes used since.
        public var used: Int
        /// What is left (never below 0).
        public var left: Int
        /// The takes that found fewer tablets than a dose.
        public var short: [Short]
    }

    /// A take that found fewer tablets than its dose: where it is written, what was left and
    /// what a dose is.
    public struct Short: Sendable, Hashable {
        public var range: SourceRange?
        public var left: Int
        public var dose: Int
    }

    /// The medications whose definitions hold a supply, by lower-cased name; empty for most
    /// journals, which then pay nothing.
    static func names(_ definitions: Definitions) -> Set<String> {
        Set(definitions.medications.filter { $0.value.supply != nil }.map { $0.value.name.lowercased() })
    }

    /// The tablets a dose of `medication` uses on `date`: the definition's dose when it is
    /// counted in a word (`2 tablets`, `1 capsule`), else one.
    public static func perDose(_ medication: String, definitions: Definitions, on date: CalendarDate) -> Int {
        let key = medication.lowercased()
        guard let m = definitions.medications(on: date).first(where: { $0.name.lowercased() == key }) ?? definitions.medications.last(where: {
            $0.value.name.lowercased() == key
        })?.value, let dose = m.dose, case .word = dose.unit, dose.value >= 1, dose.value == dose.value.rounded() else { return 1 }
        return Int(dose.value)
    }

    /// The definition whose supply counts on `date`: of those of the medication with a supply,
    /// the one counted latest on or before it (a later count is a recount).
    static func counted(_ key: String, definitions: Definitions, journalStart: CalendarDate, on date: CalendarDate)
        -> (name: String, supply: Int, since: CalendarDate)? {
        var best: (name: String, supply: Int, since: CalendarDate)? = nil
        for m in definitions.medications where m.value.name.lowercased() == key {
            guard let supply = m.value.supply else { continue }
            let since = m.validity.from ?? journalStart
            guard since <= date, best.map({ since >= $0.since }) ?? true else { continue }
            best = (m.value.name, supply, since)
        }
        return best
    }

    /// Each medication's tablets through `end`, from `movements` (in date order, each date's in
    /// file order): on each day its refills first, then its takes.
    public static func counts(definitions: Definitions, journalStart: CalendarDate?, through end: CalendarDate,
                              movements: [Movement]) -> [String: Count] {
        guard let journalStart else { return [:] }
        var counts: [String: Count] = [:]
        for key in names(definitions) {
            guard let c = counted(key, definitions: definitions, journalStart: journalStart, on: end) else { continue }
            counts[key] = Count(medication: c.name, since: c.since, supply: c.supply, refilled: 0, used: 0, left: c.supply, short: [])
        }
        guard !counts.isEmpty else { return [:] }
        var i = 0
        while i < movements.count {
            // One day's movements: refills, then takes.
            var j = i
            while j < movements.count, movements[j].date == movements[i].date { j += 1 }
            let date = movements[i].date
            for refills in [true, false] {
                for m in movements[i..<j] where (m.refill != nil) == refills && date <= end {
                    let key = m.medication.lowercased()
                    guard var c = counts[key], date >= c.since else { continue }
                    if let got = m.refill {
                        c.refilled += got
                        c.left += got
                    } else {
                        let n = perDose(m.medication, definitions: definitions, on: date)
                        if c.left < n { c.short.append(Short(range: m.range, left: c.left, dose: n)) }
                        c.used += n
                        c.left = max(0, c.left - n)
                    }
                    counts[key] = c
                }
            }
            i = j
        }
        return counts
    }

    /// The takes and refills of the medications with a supply among a day's doses.
    public static func movements(of doses: some Sequence<DayDose>, on date: CalendarDate, names: Set<String>) -> [Movement] {
        doses.compactMap { movement($0, on: date, names: names) }
    }

    /// A dose's take or refill, when it is one of a medication in `names`.
    static func movement(_ d: DayDose, on date: CalendarDate, names: Set<String>, range: SourceRange? = nil) -> Movement? {
        guard d.taken || d.isRefill, names.contains(d.medication.lowercased()) else { return nil }
        return Movement(date: date, medication: d.medication, refill: d.isRefill ? Int(d.amount?.value ?? 0) : nil, range: range)
    }

    /// The problems of takes with no tablet left: a warning on each (`no-supply`).
    public static func problems(definitions: Definitions, journalStart: CalendarDate?, movements: [Movement]) -> [PendingDiagnostic] {
        guard let last = movements.last?.date else { return [] }
        return counts(definitions: definitions, journalStart: journalStart, through: last, movements: movements).values
            .flatMap { c in
                c.short.compactMap { s in
                    guard let range = s.range else { return nil }
                    let left = s.left == 0 ? "none" : "\(s.left), of \(s.dose) a dose"
                    return PendingDiagnostic(severity: .warning, code: .noSupply, range: range,
                                             message: "no \(c.medication) left to take: \(left) (supply \(c.supply) from \(c.since), refills since)",
                                             hint: "write the refill on this day or before it: - refill \(c.medication) 28; or count again: supply N from DATE")
                }
            }
            .sorted { $0.range < $1.range }
    }
}
