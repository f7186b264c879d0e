/// Sums up the days of a journal as it is read, from each entry's ``DayContribution``, into a
/// ``JournalSummary``: one summary day per section (heading or daily note), which the summary
/// later merges by date in file order.
///
/// A meal counts its items (indented ones too) at the meal's time.
struct SummaryCollector {
    /// The days read since ``take(bytes:)``, and the open meal.
    private var sums = Sums()
    /// What the last summary taken held, for how many bytes read: the next one reserves room
    /// in proportion, so that its lists need not grow (and be copied) again and again.
    private var lastTaken: (counts: JournalSummary.ListCounts, bytes: Int)?

    /// A section of `date` opens: its entries are summed up as a day of their own, which the
    /// summary merges with the date's other sections in file order; so a day's sums do not
    /// depend on where a file was cut into parts.
    mutating func startSection(on date: CalendarDate) {
        sums.closeMeal()
        sums.summary.startDay(date)
    }

    /// Adds what an entry (or a line of a meal's items) gave to `date`, at `time`.
    mutating func add(_ contribution: DayContribution, time: TimeOfDay?, on date: CalendarDate) {
        sums.count(contribution, time: time, on: date)
    }

    /// Items on `date` that count nothing (not understood). Their lines have errors, so they are
    /// never remembered and replayed.
    mutating func addUncounted(_ items: Int, on date: CalendarDate) {
        sums.summary.days[sums.summary.lastDay(date)].uncountedItems += items
    }

    /// The open meal is complete: its total joins its day's.
    mutating func closeMeal() { sums.closeMeal() }

    // MARK: Parts

    /// The days summed up so far, which are then forgotten; `bytes` is how much was read for them.
    mutating func take(bytes: Int) -> JournalSummary {
        sums.closeMeal()
        defer { sums.summary = JournalSummary() }
        lastTaken = (sums.summary.counts, bytes)
        return sums.summary
    }

    /// About to read `bytes` more: makes room in proportion to the last summary taken (and a
    /// tenth more).
    mutating func expect(bytes: Int) {
        guard let last = lastTaken, last.bytes > 0, sums.summary.days.isEmpty else { return }
        sums.summary.reserveCapacity(last.counts.scaled(by: 1.1 * Double(bytes) / Double(last.bytes)))
    }

    // MARK: Counting

    /// The days summed up so far, and the meal still open.
    private struct Sums {
        var summary = JournalSummary()
        /// The open meal: its total so far, its day (in `summary`), and the place and time of
        /// its caffeine intake there (added once its items are read, if they have caffeine).
        var meal: (total: Nutrients, day: Int, intake: Int, time: TimeOfDay?)?

        /// The open meal is complete: its total joins its day's.
        mutating func closeMeal() {
            guard let m = meal else { return }
            meal = nil
            summary.days[m.day].nutrients += m.total
            summary.insertCaffeine(m.total.caffeine, time: m.time, at: m.intake, day: m.day)
        }

        /// Adds a contribution to `date`'s summary day (the last one, started if it has another date).
        @inline(__always) mutating func count(_ contribution: DayContribution, time: TimeOfDay?, on date: CalendarDate) {
            switch contribution {
            case .nothing:
                break
            case .drink(let n):
                let d = summary.lastDay(date)
                summary.days[d].nutrients += n
                summary.addCaffeine(n.caffeine, time: time)
            case .meal(let n):
                closeMeal()
                let d = summary.lastDay(date)
                // Its caffeine goes where the meal stands among the day's intakes, once known.
                meal = (n, d, summary.nextIntake, time)
            case .mealItems(let n):
                meal?.total += n
            case .mood(let value):
                summary.days[summary.lastDay(date)].addMood(value)
            case .gratitude:
                summary.days[summary.lastDay(date)].gratitude += 1
            case .task(let state):
                summary.days[summary.lastDay(date)].tasks.add(state)
            case .workout(let minutes, let kcal):
                summary.days[summary.lastDay(date)].addWorkout(minutes: minutes, kcal: kcal)
            case .weight(let kg):
                summary.days[summary.lastDay(date)].weightKg = kg
            case .habit(let mark):
                _ = summary.lastDay(date)
                summary.addMark(mark)
            case .dose(var dose):
                dose.time = time
                _ = summary.lastDay(date)
                summary.addDose(dose)
            case .sleep(let minutes, let quality, let start):
                summary.days[summary.lastDay(date)].addSleep(minutes: minutes, quality: quality, start: start)
            case .symptom(let name, let severity):
                _ = summary.lastDay(date)
                summary.addSymptom(DaySymptom(key: name, severity: severity))
            }
        }
    }
}
