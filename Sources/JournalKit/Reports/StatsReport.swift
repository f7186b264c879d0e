/// What `journal stats` shows: files, dates, entries of each kind, definitions, catalog size.
public struct StatsReport: Sendable {
    public var files: [String]
    public var bytes: Int
    public var lines: Int
    public var firstDate: CalendarDate?
    public var lastDate: CalendarDate?
    /// Days with a heading (or a daily note).
    public var days: Int
    /// Calendar days from the first to the last.
    public var span: Int
    public var entries: Int
    /// Entries of each kind, in ``EntryKind/allNames`` order, including zero counts.
    public var entriesByKind: [(kind: String, count: Int)]
    public var definitionsByKind: [(kind: String, count: Int)]
    public var definitions: Int
    public var openTasks: Int
    public var builtInDrinks: Int
    public var builtInFoods: Int
    public var friendlyFoods: Int
    public var errors: Int
    public var warnings: Int

    /// Computes the report from a loaded journal.
    public init(_ loaded: LoadedJournal, foods: FoodCatalog = .builtIn) {
        let j = loaded.journal
        files = j.files.map(\.path)
        bytes = j.byteCount
        lines = j.lineCount
        firstDate = j.days.first?.date
        lastDate = j.days.last?.date
        days = j.days.count
        if let f = j.days.first?.date, let l = j.days.last?.date { span = f.days(to: l) + 1 } else { span = 0 }
        var counts: [String: Int] = [:]
        var open = 0
        for day in j.days {
            for e in day.entries {
                counts[e.kind.name, default: 0] += 1
                if case .task(let t) = e.kind, t.state == .open { open += 1 }
            }
        }
        for list in j.taskLists {
            for e in list.tasks {
                counts[e.kind.name, default: 0] += 1
                if case .task(let t) = e.kind, t.state == .open { open += 1 }
            }
        }
        entriesByKind = EntryKind.allNames.map { ($0, counts[$0] ?? 0) }
        entries = counts.values.reduce(0, +)
        let d = j.definitions
        definitionsByKind = [
            ("goal", d.goals.count), ("profile", d.profiles.count), ("habit", d.habits.count), ("med", d.medications.count),
            ("drink", d.drinks.count), ("food", d.foods.count), ("away", d.aways.count), ("set", d.settings.count),
            ("include", d.includes.count),
        ]
        definitions = d.count
        openTasks = open
        builtInDrinks = DrinkCatalog.drinks.count
        builtInFoods = foods.count
        friendlyFoods = foods.friendlyCount
        errors = loaded.errorCount
        warnings = loaded.warningCount
    }
}
