/// What `journal today` writes to open a day the bullet-journal way (Grammar.md §5.10): a
/// `- [ ] HABIT` line for each habit due that day, and each open to-do of an earlier day
/// carried forward as a `- [ ] TEXT` line, its original marked `[>]` where it stands.
///
/// - A habit is due when it is in force that day, daily or `on` that weekday, not past the end
///   of its challenge (`for N days`), and the day is not `away`; an `N/week` habit has no day
///   of its own and is left out. A habit already marked on the day (in any state) is not
///   written again.
/// - The to-dos carried are those `journal todo` lists as open on the days before: `[ ]`, and
///   `[<]` once its due date has come (``TaskContinuations``). One that the day continues
///   already (its words begin a checkbox line of the day, §5.10) is not written again, but its
///   original is still marked.
/// - Doses are not written: `journal day` and `journal meds` show the doses due.
///
/// Running it twice is running it once: what the first run writes, the second finds there.
public struct DayOpening: Sendable {
    /// An open to-do of an earlier day, carried to the day.
    public struct Carried: Sendable, Equatable {
        /// Its text as the journal reads it (without due date, priority and tags).
        public var text: String
        /// The day it stands on.
        public var from: CalendarDate
        /// The file it is written in (as the journal names it) and its line there.
        public var path: String
        public var line: Int
        /// `[ ]` or `[<]`.
        public var state: TaskState
        /// Whether the day continues it already: its original is marked, nothing is written.
        public var isWritten: Bool
    }

    /// A file, its bytes before, and the edits that make its bytes after: marks changed in
    /// place and the day's lines put in (the file is written in pieces, never copied whole).
    public struct Change: Sendable {
        public var path: String
        public var old: [UInt8]
        /// The edits, in the order of their places in `old`, none overlapping.
        public var edits: [Edit]

        /// `length` bytes of `old` from `at` replaced by `bytes`.
        public struct Edit: Sendable {
            public var at: Int
            public var length: Int
            public var bytes: [UInt8]
        }

        /// The bytes after, as pieces of `old` and of the edits.
        public var pieces: [ArraySlice<UInt8>] {
            var pieces: [ArraySlice<UInt8>] = []
            var done = 0
            for edit in edits {
                pieces.append(old[done..<edit.at])
                pieces.append(edit.bytes[...])
                done = edit.at + edit.length
            }
            pieces.append(old[done...])
            return pieces
        }

        /// The bytes after.
        public var new: [UInt8] { pieces.flatMap { $0 } }
    }

    public let date: CalendarDate
    /// The habits due on the day and not marked there yet, in the order defined.
    public let habits: [String]
    /// The open to-dos of earlier days the day takes over, oldest first: each is marked `[>]`
    /// where it stands, and those not ``Carried/isWritten`` are written on the day.
    public let todos: [Carried]

    /// What opening `date` adds to `journal` (read with every day's entries).
    public init(journal: Journal, date: CalendarDate) {
        self.date = date
        let day = journal.day(on: date)
        let definitions = journal.definitions
        let marked = Set(day?.entries.compactMap { e -> String? in
            if case .habit(let m) = e.kind { m.habit.lowercased() } else { nil }
        } ?? [])
        habits = definitions.habits(on: date).filter { habit in
            !marked.contains(habit.name.lowercased()) && Self.isDue(habit, on: date, journal: journal)
        }.map(\.name)
        // The words of every checkbox line of the day: what continues a to-do (§5.10).
        let written = day?.entries.compactMap { e -> String? in
            switch e.kind {
            case .task(let t): TaskMigrations.normalised(t.text)
            case .habit(let m): TaskMigrations.normalised(m.habit + " " + m.note)
            default: nil
            }
        } ?? []
        // Every to-do of the days, and which of those before the day are still open: those no
        // later day continues, as `journal todo` says (``TaskContinuations``).
        var tasks: [(task: TaskEntry, range: SourceRange)] = [], words: [String] = [], days: [CalendarDate] = []
        for d in journal.days {
            for e in d.entries {
                guard case .task(let t) = e.kind else { continue }
                tasks.append((t, e.range))
                words.append(TaskMigrations.normalised(t.text))
                days.append(d.date)
            }
        }
        let continuations = TaskContinuations(words: words, days: days)
        var todos: [Carried] = []
        for (k, (task, range)) in tasks.enumerated() where days[k] < date && (task.state == .open || task.state == .scheduled) {
            let movedTo = continuations.firstContinuing(k).map(continuations.day(of:))
            // (One a day between moved to is not open, whatever the day writes.)
            let isWritten = movedTo == date || (movedTo == nil && written.contains { TaskMigrations.continues($0, words[k]) })
            guard isWritten || movedTo == nil else { continue }
            // A scheduled to-do waits for its due date.
            if !isWritten, task.state == .scheduled, !(task.due.map { $0 <= date } ?? false) { continue }
            let file = Int(range.file) < journal.files.count ? journal.files[Int(range.file)].path : ""
            todos.append(Carried(text: task.text, from: days[k], path: file, line: Int(range.line), state: task.state, isWritten: isWritten))
        }
        self.todos = todos
    }

    /// Whether the habit (in force on `date`) is due that day.
    static func isDue(_ habit: HabitDefinition, on date: CalendarDate, journal: Journal) -> Bool {
        switch habit.schedule {
        case .daily: break
        case .weekdays(let days): guard days.contains(date.weekday) else { return false }
        case .timesPerWeek: return false
        }
        if journal.definitions.isAway(on: date) { return false }
        if let n = habit.days, let start = HabitTracker(journal: journal, habit: habit.name)?.start {
            // A challenge not started yet starts with its first mark: today's.
            guard start <= date, start.days(to: date) < n else { return false }
        }
        return true
    }

    /// Whether there is nothing to write (the day's heading aside).
    public var isEmpty: Bool { habits.isEmpty && !todos.contains { !$0.isWritten } }

    /// What opening the day writes: the lines added to the target, whether its heading is made,
    /// and each file changed.
    public struct Plan: Sendable {
        /// The lines added at the end of the day: the habits, then the to-dos carried.
        public var lines: [String]
        /// The file the day is opened in.
        public var target: String
        /// Whether the target had no such day (its heading, or a daily note, is made).
        public var isNewDay: Bool
        /// The files whose bytes change, the target first (a daily note not there yet is in it
        /// with no bytes before).
        public var changes: [Change]
    }

    /// Opening the day in `target`: its lines added there (and its heading, when it has no
    /// such day), and every file with a to-do carried, that to-do marked `[>]` (the target
    /// first, then the others in the order of the to-dos). `files` holds the bytes of each,
    /// by `key` of its path; the target is not in it when it does not exist yet. Throws when a
    /// to-do's line no longer holds it as it was read (the file changed since).
    /// `insertion` gives where a file's sections are (by default, read from its bytes; a command
    /// takes them from its read of the journal).
    public func plan(target: String, files: [String: [UInt8]], key: (String) -> String = { $0 },
                     insertion: (_ path: String, _ bytes: [UInt8]) -> DayInsertion = { DayInsertion(bytes: $1, path: $0) }) throws -> Plan {
        var order = [key(target)]
        var insertions = [key(target): insertion(target, files[key(target)] ?? [])]
        var paths = [key(target): target]
        var marks: [String: [Int]] = [:]
        var lines = habits.map { "- [ ] " + $0 }
        for todo in todos {
            let k = key(todo.path)
            if insertions[k] == nil, let bytes = files[k] {
                order.append(k)
                insertions[k] = insertion(todo.path, bytes)
                paths[k] = todo.path
            }
            marks[k, default: []].append(todo.line)
            guard let box = insertions[k]?.checkbox(onLine: todo.line), box.mark == todo.state.mark else {
                throw OutputError(todo.path, "line \(todo.line) no longer holds the to-do '\(todo.text)': it changed on disk since it "
                                  + "was read, so nothing was written; run the command again")
            }
            if !todo.isWritten { lines.append(box.text.isEmpty ? "- [ ]" : "- [ ] " + box.text) }
        }
        var changes: [Change] = []
        var isNewDay = false
        for k in order {
            let inserted = insertions[k]!
            let path = paths[k]!
            var edits = (marks[k] ?? []).compactMap { inserted.checkbox(onLine: $0) }
                .map { Change.Edit(at: $0.markIndex, length: 1, bytes: [TaskState.migrated.mark.asciiValue!]) }
            if k == order[0] {
                isNewDay = files[k] == nil || !inserted.hasDay(date)
                // (A heading made alone replaces the whole file; then no to-do is marked in it:
                // a to-do marked but not written is one the day continues, so the day is there.)
                if let opening = inserted.openingEdit(date, with: lines) { edits.append(opening) }
            }
            edits.sort { $0.at < $1.at }
            if !edits.isEmpty || (k == order[0] && files[k] == nil) { changes.append(Change(path: path, old: inserted.bytes, edits: edits)) }
        }
        return Plan(lines: lines, target: target, isNewDay: isNewDay, changes: changes)
    }
}
