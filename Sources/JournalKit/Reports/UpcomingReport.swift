/// `journal upcoming [--days N]`: what is coming over the next N days from now, in time order:
/// appointments and events, open to-dos falling due (``TodoReport``), and medication doses not
/// yet taken or skipped (``MedicationSchedule``).
public struct UpcomingReport: Sendable {
    /// One thing coming.
    public struct Item: Sendable {
        public enum Kind: String, Sendable { case event, todo, dose }
        public var date: CalendarDate
        /// Nil for an event without a time, or a to-do (due on the day).
        public var time: TimeOfDay?
        public var kind: Kind
        /// The event's title, the to-do's text, or the medication's name and dose.
        public var what: String
        /// The event's place.
        public var place: String?
        /// `!!` for a to-do's priority, tags.
        public var details: [String]
    }

    public var clock: JournalClock
    /// The last day looked at: today and the N − 1 days after it.
    public var end: CalendarDate
    /// In time order: by day, those without a time first, then by time; in the order written.
    public var items: [Item]
    /// Open to-dos whose due date is before today (`journal todo` lists them).
    public var overdue: Int

    /// The days looked at from `clock` over `days` days (today counts as the first).
    public static func window(clock: JournalClock, days: Int) -> ClosedRange<CalendarDate> {
        clock.date...clock.date.adding(days: max(days, 1) - 1)
    }

    /// What is coming from `clock` over `days` days (today counts as the first). The journal
    /// needs its to-dos, its events and the doses of those days, not its summary
    /// (``Journal/loadTasksAndEvents(paths:doses:options:foods:)`` with ``window(clock:days:)``).
    public init(journal: Journal, clock: JournalClock, days: Int) {
        self.clock = clock
        end = Self.window(clock: clock, days: days).upperBound
        var items: [Item] = []
        let window = clock.date...end
        for day in journal.days(from: clock.date, through: end) {
            for e in day.entries {
                guard case .event(let ev) = e.kind else { continue }
                if day.date == clock.date, let t = e.time, Int(t.minutes) < clock.minute { continue }
                items.append(Item(date: day.date, time: e.time, kind: .event, what: ev.title, place: ev.place, details: e.tags.map { "#\($0)" }))
            }
        }
        let todos = TodoReport(journal: journal, today: clock.date, all: false)
        for item in todos.lists.flatMap(\.items) {
            guard let due = item.due, window.contains(due) else { continue }
            var details = item.priority > 0 ? [String(repeating: "!", count: item.priority)] : []
            details += item.tags.map { "#\($0)" }
            items.append(Item(date: due, time: nil, kind: .todo, what: item.text, place: nil, details: details))
        }
        overdue = todos.overdue
        for k in 0..<max(days, 1) {
            let date = clock.date.adding(days: k)
            let meds = journal.definitions.medications(on: date)
            for d in MedicationSchedule.day(entriesOf: journal, on: date, clock: clock).doses where d.state == .pending {
                let dose = meds.first { $0.name == d.medication }?.dose
                items.append(Item(date: date, time: d.scheduled, kind: .dose, what: d.medication + (dose.map { " \($0)" } ?? ""),
                                  place: nil, details: []))
            }
        }
        // A stable sort keeps the order above (events, to-dos, doses) among equals.
        self.items = items.enumerated().sorted {
            let a = $0.element, b = $1.element
            if a.date != b.date { return a.date < b.date }
            let ta = a.time.map { Int($0.minutes) } ?? -1, tb = b.time.map { Int($0.minutes) } ?? -1
            return ta != tb ? ta < tb : $0.offset < $1.offset
        }.map(\.element)
    }
}
