/// Keeps the entries of a read, as ``EntryChecker`` resolves them, and puts them together as
/// the ``Journal`` model: the sections of a date merged into one day, in file order.
///
/// It is one more sink of the one read every command makes (see `Journal.read`): the model's
/// entries are resolved by the same checker, and its days summed up by the same collector, as
/// those of a journal read without keeping them.
struct JournalBuilder {
    /// Which entries of a kept day are kept.
    enum Kinds: Sendable {
        case all
        /// To-dos and events only, and the doses (`took`, `skipped`) of the days `doses`: what
        /// `journal todo`, `journal upcoming` and the calendar export show.
        case tasksAndEvents(doses: ClosedRange<CalendarDate>?)
        /// To-dos, and the habit marks of the day `marksOn`.
        case checkboxes(marksOn: CalendarDate)

        func keeps(_ kind: EntryKind, on date: CalendarDate) -> Bool {
            switch (self, kind) {
            case (.all, _), (.tasksAndEvents, .task), (.tasksAndEvents, .event), (.checkboxes, .task): true
            case (.checkboxes(let day), .habit): date == day
            case (.tasksAndEvents(let doses), .dose): doses?.contains(date) ?? false
            default: false
            }
        }
    }

    /// The dates whose entries are kept; nil keeps every day's. (Every day is listed, with its
    /// titles; a day outside these dates has no entries.)
    let dates: ClosedRange<CalendarDate>?
    /// Which of their entries.
    let kinds: Kinds
    /// Where each section goes once it is complete, when the days are handed over one at a
    /// time rather than kept (``DayStream``).
    let stream: DayStream?
    /// The sections read, in order.
    private var sections: [DaySection] = []
    /// Whether the last section's entries are kept.
    private var keeping = false
    /// The open meal's place in the last section, for items on indented lines.
    private var openMeal: Int?

    init(dates: ClosedRange<CalendarDate>? = nil, kinds: Kinds = .all, stream: DayStream? = nil) {
        self.dates = dates
        self.kinds = kinds
        self.stream = stream
    }

    /// A section opens; whether it is read whole (texts, tags, photos), its lines never
    /// replayed by the memory of lines: when all its entries are kept. When only some kinds
    /// are (``Kinds/tasksAndEvents(doses:)``, and ``Kinds/checkboxes(marksOn:)`` but on that
    /// day), the lines of the others are replayed: to-dos, events and doses are read whole
    /// anyway, and the line of an entry kept is never replayed (see ``add(_:)``).
    mutating func startSection(_ section: DaySection) -> Bool {
        // The section before is complete: a stream takes it now.
        if let stream, let done = sections.popLast() { stream.add(done) }
        sections.append(section)
        keeping = dates?.contains(section.date) ?? true
        openMeal = nil
        switch kinds {
        case .all: return keeping
        case .tasksAndEvents: return false
        case .checkboxes(let day): return keeping && section.date == day
        }
    }

    /// Keeps an entry of the last section, resolved; whether it was kept (a line that gave an
    /// entry kept is read wherever it comes: the memory of lines replays what a line added to
    /// its day, not the entry).
    @discardableResult
    mutating func add(_ entry: Entry) -> Bool {
        let s = sections.count - 1
        guard keeping, kinds.keeps(entry.kind, on: sections[s].date) else { return false }
        if case .meal = entry.kind { openMeal = sections[s].entries.count } else { openMeal = nil }
        sections[s].entries.append(entry)
        return true
    }

    /// Adds items from an indented line (and its tags) to the open meal.
    mutating func addToMeal(_ items: [ItemEntry], tags: [String]) {
        guard keeping, let m = openMeal else { return }
        let s = sections.count - 1
        guard case .meal(var meal) = sections[s].entries[m].kind else { return }
        meal.items += items
        sections[s].entries[m].kind = .meal(meal)
        sections[s].entries[m].tags += tags
    }

    /// The sections read since the last call, which are then forgotten (a stream takes them).
    mutating func take() -> [DaySection] {
        defer { sections = [] }
        if let stream {
            for s in sections { stream.add(s) }
            return []
        }
        return sections
    }

    /// The model of a journal read: its sections in file order, merged by date (and given each
    /// day's totals from `summary`), its to-do lists, definitions and files.
    static func journal(sections: [DaySection], taskLists: [TaskListSection], summary: JournalSummary, files: [SourceFile],
                        byteCount: Int, lineCount: Int) -> Journal {
        var journal = Journal()
        journal.files = files
        journal.definitions = summary.definitions
        journal.summary = summary
        journal.byteCount = byteCount
        journal.lineCount = lineCount
        var index: [CalendarDate: Int] = [:]
        var days: [Day] = []
        for section in sections {
            if let i = index[section.date] {
                days[i].titles.append(section.title)
                days[i].ranges.append(section.range)
                days[i].entries += section.entries
            } else {
                index[section.date] = days.count
                days.append(Day(date: section.date, titles: [section.title], entries: section.entries, ranges: [section.range]))
            }
        }
        days.sort { $0.date < $1.date }
        for d in days.indices { days[d].nutrients = summary.day(on: days[d].date)?.nutrients ?? .zero }
        journal.days = days
        journal.taskLists = taskLists.filter { !$0.tasks.isEmpty }.map { TaskList(name: $0.name, range: $0.range, tasks: $0.tasks) }
        return journal
    }
}
