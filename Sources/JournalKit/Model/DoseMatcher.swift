/// One scheduled dose of a medication on a day, and what became of it.
public struct DoseStatus: Sendable, Hashable {
    public enum State: Sendable, Hashable {
        /// A `took` matched it; `at` is the entry's time, if it had one.
        case taken(at: TimeOfDay?)
        /// A `skipped` matched it: excused.
        case skipped
        /// Neither taken nor skipped, on a past day or today past its time by more than the grace period.
        case missed
        /// Neither taken nor skipped yet, within its time and the grace period (or on a later day).
        case pending

        /// `taken`, `skipped`, `missed` or `pending`.
        public var name: String {
            switch self {
            case .taken: "taken"
            case .skipped: "skipped"
            case .missed: "missed"
            case .pending: "pending"
            }
        }
    }

    /// The medication's name as defined.
    public var medication: String
    public var date: CalendarDate
    public var scheduled: TimeOfDay
    public var state: State
    /// The note of the `took` or `skipped` line that filled it (`doctor said so`), or of a `[ ]`
    /// line that names it (`- [ ] metformin 08:00 felt sick`), else empty.
    public var note: String = ""
}

/// A `took` that matched no scheduled dose: an `as needed` medication, a medication not
/// scheduled that day, or more takes than doses.
public struct LoggedDose: Sendable, Hashable {
    public var medication: String
    public var date: CalendarDate
    /// The entry's time.
    public var time: TimeOfDay?
    /// The amount written (`took ibuprofen 400 mg`).
    public var amount: Quantity?
    public var note: String
    /// Whether the medication is `as needed` that day.
    public var asNeeded: Bool
    /// Which of the day's `took` and `skipped` entries it is (0 for the first), in file order.
    public var entry: Int = 0
    /// A take of a scheduled medication with no dose of that day left for it: an extra dose.
    public var isExtra: Bool { !asNeeded }
}

/// Matches `took` and `skipped` entries to the doses medications schedule on a day.
///
/// Every time of every medication in force and scheduled that weekday (not `as needed`) is a
/// dose. Entries are matched in three passes, each in file order: first those that name a dose
/// (`skipped metformin 20:00`, `took metformin for 20:00`), each taking the open dose (neither
/// taken nor skipped) closest to the time named (the earlier on a tie); then those with an
/// entry time (`- 08:05 took metformin`), each taking the earliest open dose whose grace period
/// holds its time (`set grace`: on time), else the earliest open dose (late or early); then those
/// with neither, each taking the earliest open dose. Whether a dose left open is missed depends
/// on the time of day (``MedicationSchedule``).
enum DoseMatcher {
    /// A day's doses, taken, skipped or still open (pending), and the takes that matched none.
    struct Matched {
        /// Every scheduled dose, by time, then by medication in definition order.
        var doses: [DoseStatus]
        /// Takes that matched no scheduled dose, in file order.
        var logged: [LoggedDose]
    }

    /// The doses of `date` matched to its `took` and `skipped` entries (`entries`, in file
    /// order); those neither taken nor skipped are pending. No dose is due before
    /// `journalStart`, the journal's first day (nil: the journal has no day, so none is due):
    /// nobody kept the journal then, so nothing can be called missed.
    static func match(definitions: Definitions, doses entries: ArraySlice<DayDose>, on date: CalendarDate,
                      journalStart: CalendarDate?) -> Matched {
        let begun = journalStart.map { date >= $0 } ?? false
        let (meds, medIndex, grace) = definitions.medicationsByName(on: date)
        var doses: [DoseStatus] = [], logged: [LoggedDose] = []
        doses.reserveCapacity(meds.reduce(0) { $0 + $1.times.count })
        // Takes that matched no dose, each with the place of its entry (they sort by it).
        var loggedOrder: [Int] = []
        // Which entries matched a medication in force, by place in the day.
        var handled = [Bool](repeating: false, count: entries.count)
        let base = entries.startIndex
        // Each medication's entries, in file order: with many medications in force (there may
        // be thousands), found by name once; with a few, by comparing names.
        var entriesOf: [Int: [Int]]? = nil
        if meds.count > 8 {
            var byName: [Int: [Int]] = [:]
            for i in entries.indices {
                if !entries[i].isRefill, !entries[i].isOpen, let order = medIndex[entries[i].medication.lowercased()] { byName[order, default: []].append(i) }
            }
            entriesOf = byName
        }
        func matching(_ order: Int) -> [Int] {
            if let entriesOf { return entriesOf[order] ?? [] }
            return entries.indices.filter { !entries[$0].isRefill && !entries[$0].isOpen && sameName(entries[$0].medication, meds[order].name) }
        }
        // `- [ ] metformin 08:00 felt sick`: doses not taken, with why (few: most days have none).
        let untaken = entries.indices.filter { entries[$0].isOpen }

        // (Medications and entries are read in place: copying one copies its strings.)
        for order in meds.indices {
            let name = meds[order].name, asNeeded = meds[order].asNeeded
            let scheduled = begun && !asNeeded && (meds[order].weekdays?.contains(date.weekday) ?? true)
            // The medication's doses, `first..<doses.count`, by time, are matched in place: those
            // still pending are open.
            let first = doses.count
            if scheduled {
                for t in meds[order].times { doses.append(DoseStatus(medication: name, date: date, scheduled: t, state: .pending)) }
                insertionSort(&doses, from: first)
            }
            // Three passes in file order: doses with a time after the name, then with an entry
            // time, then with neither.
            let mine = matching(order)
            for pass in 0..<3 {
                for i in mine where !handled[i - base] {
                    let time = entries[i].time
                    guard pass == (entries[i].scheduledTime != nil ? 0 : time != nil ? 1 : 2) else { continue }
                    handled[i - base] = true
                    var target: Int? = nil
                    if let named = entries[i].scheduledTime {
                        let minute = Int(named.minutes)
                        for k in first..<doses.count where doses[k].state == .pending {
                            if let t = target, abs(Int(doses[k].scheduled.minutes) - minute) >= abs(Int(doses[t].scheduled.minutes) - minute) { continue }
                            target = k
                        }
                    } else if let time {
                        // The earliest open dose whose grace period holds the take (on time), else the
                        // earliest open dose (late once its time has passed, early before it).
                        let minute = Double(time.minutes)
                        target = (first..<doses.count).first {
                            doses[$0].state == .pending && abs(Double(doses[$0].scheduled.minutes) - minute) <= grace
                        } ?? (first..<doses.count).first { doses[$0].state == .pending }
                    } else {
                        target = (first..<doses.count).first { doses[$0].state == .pending }
                    }
                    if let t = target {
                        doses[t].state = entries[i].taken ? .taken(at: time) : .skipped
                        doses[t].note = entries[i].note
                    } else if entries[i].taken {
                        logged.append(LoggedDose(medication: name, date: date, time: time, amount: entries[i].amount,
                                                 note: entries[i].note, asNeeded: asNeeded, entry: i - base))
                        loggedOrder.append(i)
                    }
                }
            }
            // A dose not taken, with why, gives its note to the dose closest to the time it names
            // (the earlier on a tie) when that one is still open and has none; it fills none.
            for i in untaken where sameName(entries[i].medication, name) {
                handled[i - base] = true
                guard let named = entries[i].scheduledTime else { continue }
                let minute = Int(named.minutes)
                var target: Int? = nil
                for k in first..<doses.count {
                    if let t = target, abs(Int(doses[k].scheduled.minutes) - minute) >= abs(Int(doses[t].scheduled.minutes) - minute) { continue }
                    target = k
                }
                if let t = target, doses[t].state == .pending, doses[t].note.isEmpty { doses[t].note = entries[i].note }
            }
        }
        // Takes of medications not in force that day.
        for i in entries.indices where !handled[i - base] && entries[i].taken {
            let dose = entries[i]
            let defined = definitions.medications.first { sameName($0.value.name, dose.medication) }
            guard let defined else { continue }  // unknown medication: already reported
            logged.append(LoggedDose(medication: defined.value.name, date: date, time: dose.time, amount: dose.amount,
                                     note: dose.note, asNeeded: defined.value.asNeeded, entry: i - base))
            loggedOrder.append(i)
        }
        // By time, then medication: they were added medication by medication, and the sort is
        // stable.
        if doses.count <= 64 {
            insertionSort(&doses, from: 0)
        } else {
            doses = doses.indices.sorted { (doses[$0].scheduled, $0) < (doses[$1].scheduled, $1) }.map { doses[$0] }
        }
        // Takes in file order (each entry is taken once).
        if logged.count > 1 { logged = zip(loggedOrder, logged).sorted { $0.0 < $1.0 }.map(\.1) }
        return Matched(doses: doses, logged: logged)
    }

    /// Sorts `doses[first...]` by time, keeping the order of those at the same time (an
    /// insertion sort: a day has few doses, mostly in order).
    private static func insertionSort(_ doses: inout [DoseStatus], from first: Int) {
        guard doses.count - first > 1 else { return }
        for i in (first + 1)..<doses.count {
            var j = i
            while j > first, doses[j - 1].scheduled > doses[j].scheduled {
                doses.swapAt(j - 1, j)
                j -= 1
            }
        }
    }

    /// Whether two medication names are the same, in any case.
    private static func sameName(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        var x = a.utf8.makeIterator(), y = b.utf8.makeIterator()
        while true {
            switch (x.next(), y.next()) {
            case (nil, nil): return true
            case (let p?, let q?):
                if p == q { continue }
                if p >= 0x80 || q >= 0x80 { return a.lowercased() == b.lowercased() }
                if p | 0x20 != q | 0x20 || !isASCIILetter(p) { return false }
            default: return false
            }
        }
    }
}
