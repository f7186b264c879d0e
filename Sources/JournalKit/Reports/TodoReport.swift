/// `journal todo [--all] [LIST]`: the to-dos across the journal, grouped by list (a day, or a
/// named section such as `## Bucket list`), oldest list first, each with its age, due date,
/// whether it is overdue or due today, priority and tags. Open ones only, unless `all`; a
/// migrated one links to the later day that writes it again (``TaskMigrations``).
public struct TodoReport: Sendable {
    /// Where a to-do's due date stands against today.
    public enum DueStatus: String, Sendable {
        case overdue, today, later
    }

    /// One to-do.
    public struct Item: Sendable {
        public var state: TaskState
        public var text: String
        public var time: TimeOfDay?
        public var due: CalendarDate?
        public var dueStatus: DueStatus?
        /// 0 (none) to 3 (`!!!`).
        public var priority: Int
        public var tags: [String]
        /// Days from the day it was first written (``firstDay``) to today; nil in a named list,
        /// or on a day after today.
        public var ageDays: Int?
        /// The day it was first written: its list's day, or, for a to-do that continues others
        /// (a `[>]` one, or an open one written again), the first day of that chain. Nil in a
        /// named list.
        public var firstDay: CalendarDate?
        /// Open (`[ ]` or `[<]`) for ``TodoReport/staleDays`` days or more: migrate it, or cancel it.
        public var stale: Bool
        /// For a `[>]` to-do, or a `[ ]` or `[<]` one: the later day that writes it again
        /// (so an open one written again is no longer open here: it moved there).
        public var migratedTo: CalendarDate?
        /// For a to-do that continues a `[>]` one: the day of that one.
        public var continuedFrom: CalendarDate?
        public var range: SourceRange
        /// The path of the file it is written in.
        public var file: String

        /// Open: `[ ]`, or `[<]` (scheduled for later, still to do), and not written again on a
        /// later day.
        public var isOpen: Bool { (state == .open || state == .scheduled) && migratedTo == nil }
    }

    /// A day's to-dos, or a named section's.
    public struct List: Sendable {
        /// The section's name, or the day's `2026-11-21 Saturday`; `Inbox` for to-dos before any heading.
        public var name: String
        public var date: CalendarDate?
        public var items: [Item]
    }

    /// A to-do open this many days is flagged.
    public static let staleDays = 30

    public var today: CalendarDate
    /// Whether done, migrated and cancelled to-dos are listed too.
    public var all: Bool
    /// Lists with a to-do to show: days oldest first, then the named sections in file order.
    public var lists: [List]
    /// Counts over the lists shown: open, overdue, due today, open for 30 days or more.
    public var open = 0, overdue = 0, dueToday = 0, stale = 0

    /// The to-dos of `journal` as of `today`; with `list`, only the list of that name (any case)
    /// or that date.
    public init(journal: Journal, today: CalendarDate, all: Bool, list: String? = nil) {
        self.today = today
        self.all = all
        var lists: [List] = []
        for day in journal.days {
            let tasks = day.entries.filter { if case .task = $0.kind { true } else { false } }
            guard !tasks.isEmpty else { continue }
            let title = day.titles.first { !$0.isEmpty }
            lists.append(List(name: "\(day.date)" + (title.map { " \($0)" } ?? ""), date: day.date,
                              items: tasks.compactMap { Self.item($0, date: day.date, today: today, files: journal.files) }))
        }
        Self.linkMigrations(&lists, today: today)
        for named in journal.taskLists {
            lists.append(List(name: named.name.isEmpty ? "Inbox" : named.name, date: nil,
                              items: named.tasks.compactMap { Self.item($0, date: nil, today: today, files: journal.files) }))
        }
        if let list {
            let key = list.lowercased()
            lists = lists.filter { $0.name.lowercased() == key || $0.date?.description == key }
        }
        for i in lists.indices { lists[i].items = lists[i].items.filter { all || $0.isOpen } }
        self.lists = lists.filter { !$0.items.isEmpty }
        for item in self.lists.flatMap(\.items) where item.isOpen {
            open += 1
            if item.dueStatus == .overdue { overdue += 1 }
            if item.dueStatus == .today { dueToday += 1 }
            if item.stale { stale += 1 }
        }
    }

    /// The names of every list, for a did-you-mean.
    public static func listNames(_ journal: Journal) -> [String] {
        journal.taskLists.map { $0.name.isEmpty ? "Inbox" : $0.name }
    }

    /// Where the due date of `task` stands against `day`: nil without one, or when the to-do
    /// is not still to do (`[ ]` or `[<]`).
    public static func dueStatus(_ task: TaskEntry, on day: CalendarDate) -> DueStatus? {
        guard task.state == .open || task.state == .scheduled, let due = task.due else { return nil }
        return due < day ? .overdue : due == day ? .today : .later
    }

    static func item(_ e: Entry, date: CalendarDate?, today: CalendarDate, files: [SourceFile]) -> Item? {
        guard case .task(let t) = e.kind else { return nil }
        let age = date.flatMap { $0 <= today ? $0.days(to: today) : nil }
        let isOpen = t.state == .open || t.state == .scheduled
        return Item(state: t.state, text: t.text, time: e.time, due: t.due, dueStatus: dueStatus(t, on: today), priority: t.priority,
                    tags: e.tags, ageDays: age, firstDay: date, stale: isOpen && (age ?? 0) >= staleDays, range: e.range,
                    file: Int(e.range.file) < files.count ? files[Int(e.range.file)].path : "")
    }

    /// Links each `[>]` to-do of the day lists, and each open one, to the first later day with a
    /// to-do that continues it (``TaskContinuations``); a to-do that continues others is as old
    /// as the first of them (``Item/firstDay``).
    static func linkMigrations(_ lists: inout [List], today: CalendarDate) {
        // Every to-do of the days, in order, and where it stands.
        var spots: [(list: Int, item: Int)] = [], words: [String] = [], days: [CalendarDate] = []
        for l in lists.indices {
            guard let date = lists[l].date else { continue }
            for i in lists[l].items.indices {
                spots.append((l, i))
                words.append(TaskMigrations.normalised(lists[l].items[i].text))
                days.append(date)
            }
        }
        let continuations = TaskContinuations(words: words, days: days)
        // Each to-do that continues another, with that one; oldest first (a to-do continued
        // has its first day before the one that continues it takes it).
        var links: [(later: (list: Int, item: Int), earlier: (list: Int, item: Int))] = []
        for (k, (l, i)) in spots.enumerated() {
            guard lists[l].items[i].state == .migrated || lists[l].items[i].isOpen, let c = continuations.firstContinuing(k) else { continue }
            let (later, j) = spots[c]
            lists[l].items[i].migratedTo = lists[later].date
            // An open one written again is carried there: not open, late or stale here.
            lists[l].items[i].dueStatus = nil
            lists[l].items[i].stale = false
            if lists[later].items[j].continuedFrom == nil { lists[later].items[j].continuedFrom = lists[l].date }
            links.append(((later, j), (l, i)))
        }
        links.sort { $0.later.list < $1.later.list }
        for link in links {
            let first = lists[link.earlier.list].items[link.earlier.item].firstDay
            let (l, i) = link.later
            guard let first, lists[l].items[i].firstDay.map({ first < $0 }) ?? true else { continue }
            lists[l].items[i].firstDay = first
            guard lists[l].items[i].ageDays != nil else { continue }
            let age = first.days(to: today)
            lists[l].items[i].ageDays = age
            lists[l].items[i].stale = lists[l].items[i].isOpen && age >= staleDays
        }
    }
}
