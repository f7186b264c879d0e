/// Sums up the days of a journal as it is read, from each entry's ``DayContribution``, into a
/// ``JournalSummary``: one summary day per section (heading or daily note), which the summary
/// later merges by date in file order.
///
/// A meal counts its items (indented ones too) at the meal's time.
struct SummaryCollector {
    /// The days read since ``take(bytes:)``, and the open meal.
    private var summary = JournalSummary()
    /// What the last summary taken held, for how many bytes read: the next one reserves room
    /// in proportion, so that its lists need not grow (and be copied) again and again.
    private var lastTaken: (counts: JournalSummary.ListCounts, bytes: Int)?
    /// Entries of this date at a later minute are not counted (``ParseOptions/countsUntil``).
    private let countsUntil: (date: CalendarDate, minute: Int)?

    init(countsUntil: (date: CalendarDate, minute: Int)? = nil) {
        self.countsUntil = countsUntil
    }

    /// A section of `date` opens: its entries are summed up as a day of their own, which the
    /// summary merges with the date's other sections in file order; so a day's sums do not
    /// depend on where a file was cut into parts.
    mutating func startSection(on date: CalendarDate) {
        summary.closeMeal()
        summary.startDay(date)
    }

    /// Adds what an entry (or a line of a meal's items) gave to `date`, at `time`
    /// (``DayContribution/add(to:time:on:)`` says how).
    mutating func add(_ contribution: DayContribution, time: TimeOfDay?, on date: CalendarDate) {
        if let until = countsUntil, date == until.date, let time, Int(time.minutes) > until.minute {
            // It has not happened yet. A meal written later opens no meal, so its items count
            // nothing either.
            summary.closeMeal()
            return
        }
        contribution.add(to: &summary, time: time, on: date)
    }

    /// Items on `date` that count nothing (not understood). Their lines have errors, so they are
    /// never remembered and replayed.
    mutating func addUncounted(_ items: Int, on date: CalendarDate) {
        summary.days[summary.lastDay(date)].uncountedItems += items
    }

    /// The open meal is complete: its total joins its day's.
    mutating func closeMeal() { summary.closeMeal() }

    // MARK: Parts

    /// The days summed up so far, which are then forgotten; `bytes` is how much was read for them.
    mutating func take(bytes: Int) -> JournalSummary {
        summary.closeMeal()
        defer { summary = JournalSummary() }
        lastTaken = (summary.counts, bytes)
        return summary
    }

    /// About to read `bytes` more: makes room in proportion to the last summary taken (and a
    /// tenth more).
    mutating func expect(bytes: Int) {
        guard let last = lastTaken, last.bytes > 0, summary.days.isEmpty else { return }
        summary.reserveCapacity(last.counts.scaled(by: 1.1 * Double(bytes) / Double(last.bytes)))
    }
}
