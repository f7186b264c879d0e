/// What `journal export --format ics` puts in a calendar: the period's appointments and events,
/// the open to-dos with a due date, each medication schedule as a repeating event, and the daily
/// reminders to log drinks (`set reminder log`). Each has
/// a UID derived from what it is (never random, and not from its line, so an export made after
/// other lines changed updates the same calendar entries).
public struct CalendarExport: Sendable {
    public struct Event: Sendable {
        public var uid: String
        public var date: CalendarDate
        /// Nil for an all-day event.
        public var time: TimeOfDay?
        public var title: String
        public var place: String?
        public var tags: [String]
    }

    public struct Todo: Sendable {
        public var uid: String
        public var due: CalendarDate
        public var text: String
        /// 0 (none) to 3 (`!!!`).
        public var priority: Int
        public var tags: [String]
    }

    /// One time of a medication's schedule, repeating daily or on its weekdays.
    public struct DoseSeries: Sendable {
        public var uid: String
        public var medication: String
        public var dose: Quantity?
        public var time: TimeOfDay
        public var weekdays: Weekdays?
        /// The first day: the first day of its weekdays (any day of a daily series) on or after
        /// the latest of its `from`, the journal's first day and the period's start.
        public var start: CalendarDate
        /// The last day: the earliest of its `until` and the period's end (nil: open-ended).
        public var until: CalendarDate?
    }

    /// The day to reorder a medication whose supply runs out: `set refill-warning` days before
    /// it runs out (today when that is past), an all-day event with an alarm.
    public struct Refill: Sendable {
        public var uid: String
        public var medication: String
        public var date: CalendarDate
        public var runsOut: CalendarDate
        public var left: Int
    }

    /// A daily reminder to log drinks (`set reminder log 12:00, 20:00`), one series a time.
    public struct LogReminder: Sendable {
        public var uid: String
        public var time: TimeOfDay
        /// The first day: the latest of the setting's `from`, the journal's first day and the
        /// period's start.
        public var start: CalendarDate
        /// The last day: the earliest of the setting's `until` and the period's end (nil: open-ended).
        public var until: CalendarDate?
    }

    /// What a reminder to log says.
    public static let logReminderText = "Log your drinks"

    public var clock: JournalClock
    public var events: [Event]
    public var todos: [Todo]
    public var doses: [DoseSeries]
    public var refills: [Refill]
    public var logReminders: [LogReminder]
    /// `set reminder` (minutes before an appointment), 60 by default.
    public var reminderMinutes: Double
    /// `set timezone`; nil for floating local times.
    public var timezone: String?

    /// The calendar of `period` (nil: open-ended, the whole journal and on) as of `clock`.
    public init(journal: Journal, period: Period?, clock: JournalClock) {
        self.clock = clock
        let settings = journal.definitions.settings(on: clock.date)
        reminderMinutes = settings.reminderMinutes
        timezone = settings.timezone
        var events: [Event] = []
        var seen: [String: Int] = [:]
        /// A UID from `parts`; the same parts again get `-2`, `-3`….
        func uid(_ kind: String, _ parts: String...) -> String {
            let base = "\(kind)-" + Self.hash(parts.joined(separator: "\u{1F}"))
            seen[base, default: 0] += 1
            return base + (seen[base]! > 1 ? "-\(seen[base]!)" : "") + "@journal"
        }
        for day in journal.days where period?.contains(day.date) ?? true {
            for e in day.entries {
                guard case .event(let ev) = e.kind else { continue }
                events.append(Event(uid: uid("event", day.date.description, e.time?.description ?? "", ev.title), date: day.date, time: e.time,
                                    title: ev.title, place: ev.place, tags: e.tags))
            }
        }
        self.events = events
        var todos: [Todo] = []
        for list in TodoReport(journal: journal, today: clock.date, all: false).lists {
            for item in list.items {
                guard let due = item.due, period.map({ $0.start <= due }) ?? true else { continue }
                todos.append(Todo(uid: uid("todo", list.date?.description ?? list.name, item.text), due: due, text: item.text,
                                  priority: item.priority, tags: item.tags))
            }
        }
        self.todos = todos
        var doses: [DoseSeries] = []
        let first = journal.days.first?.date
        for m in journal.definitions.medications where !m.value.asNeeded {
            guard let first else { break }
            var start = [m.validity.from, first, period?.start].compactMap { $0 }.max()!
            let until = [m.validity.until, period?.end].compactMap { $0 }.min()
            // A series starts on its first dose: a calendar counts DTSTART as one even when
            // it is not one of the rule's weekdays.
            if let days = m.value.weekdays {
                guard let next = (0..<7).lazy.map({ start.adding(days: $0) }).first(where: { days.contains($0.weekday) }) else { continue }
                start = next
            }
            if let until, until < start { continue }
            guard start.year <= 9999 else { continue }
            for t in m.value.times {
                doses.append(DoseSeries(uid: uid("dose", m.value.name.lowercased(), t.description, m.validity.from?.description ?? ""),
                                        medication: m.value.name, dose: m.value.dose, time: t, weekdays: m.value.weekdays, start: start, until: until))
            }
        }
        self.doses = doses
        // The supplies as of now, in definition order; the UID is the medication's, so a later
        // export moves the same event.
        let supplies = MedsReport.supplies(entriesOf: journal, clock: clock)
        var refills: [Refill] = []
        for name in MedicationSupply.names(journal.definitions).sorted() {
            guard let s = supplies[name], let out = s.runsOut, let on = s.reorderOn.map({ max($0, clock.date) }),
                  period.map({ $0.start <= on && on <= $0.end }) ?? true else { continue }
            refills.append(Refill(uid: uid("refill", name), medication: s.count.medication, date: on, runsOut: out, left: s.count.left))
        }
        self.refills = refills
        var logReminders: [LogReminder] = []
        // The setting in force as of now, over the days it holds.
        let setting = Definitions.current(journal.definitions.settings.lazy.filter { $0.value.key == "reminder-log" }, on: clock.date)
        if let setting, case .logReminders(let times) = setting.value, let first = journal.days.first?.date {
            let start = [setting.validity.from, first, period?.start].compactMap { $0 }.max()!
            let until = [setting.validity.until, period?.end].compactMap { $0 }.min()
            if until.map({ start <= $0 }) ?? true, start.year <= 9999 {
                for t in times {
                    logReminders.append(LogReminder(uid: uid("log", t.description, setting.validity.from?.description ?? ""), time: t, start: start, until: until))
                }
            }
        }
        self.logReminders = logReminders
    }

    /// FNV-1a (64 bits) of the UTF-8 of `s`, in hex: the same text gives the same UID on every
    /// machine and run.
    static func hash(_ s: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
