/// `journal day`: one day in detail. A timeline in time order, meals grouped with per-item
/// nutrients and totals, the caffeine curve with the bedtime mark, every ring, gratitude,
/// notes and photos.
public struct DayReport: Sendable {
    /// One line of the timeline.
    public struct TimelineItem: Sendable {
        public var time: TimeOfDay?
        /// The entry kind's name (`drink`, `meal`, `mood` …).
        public var kind: String
        public var text: String
        public var tags: [String]
    }

    /// The meals of a group (breakfast, lunch, dinner, snacks).
    public struct MealGroup: Sendable {
        public var name: String
        public var meals: [(time: TimeOfDay?, items: [ItemEntry])]
        public var nutrients: Nutrients
    }

    public var date: CalendarDate
    public var title: String
    public var clock: JournalClock
    public var metrics: DayMetrics
    /// The day's caffeine curve and chart points, worked out once.
    public var caffeine: Caffeine
    /// The day's finished rings (not pending), and of those the ones met.
    public var goalsMet: GoalsMet
    /// The habits scheduled on the day (done, not done, excused or pending).
    public var habits: [HabitDay]
    public var timeline: [TimelineItem]
    public var meals: [MealGroup]
    /// The nutrients of every meal group, summed.
    public var food: Nutrients
    /// The energy of the day's drinks (kcal): the day's energy less the meals'.
    public var drinkEnergy: Double
    public var drinks: [(time: TimeOfDay?, item: ItemEntry)]
    public var gratitude: [String]
    public var notes: [String]
    public var photos: [Photo]
    public var tasks: [TaskEntry]
    /// The sleep logged on the day: the night before it, and naps.
    public var sleeps: [SleepEntry]
    /// False when the journal has no heading for the day.
    public var exists: Bool
    /// Drinks and meal items that count nothing because they were not understood (`journal
    /// check` says why, on their lines).
    public var uncountedItems = 0

    public init(journal: Journal, date: CalendarDate, clock: JournalClock) {
        self.date = date
        self.clock = clock
        metrics = DayMetrics.compute(journal: journal, date: date, clock: clock)
        caffeine = Caffeine(metrics: metrics)
        goalsMet = GoalsMet(rings: metrics.rings)
        habits = metrics.scheduledHabits
        let day = journal.day(on: date)
        exists = day != nil
        title = day?.titles.first(where: { !$0.isEmpty }) ?? ""
        var timeline: [TimelineItem] = []
        var groups: [String: [(TimeOfDay?, [ItemEntry])]] = [:]
        var drinks: [(TimeOfDay?, ItemEntry)] = []
        var gratitude: [String] = [], notes: [String] = [], photos: [Photo] = [], tasks: [TaskEntry] = [], sleeps: [SleepEntry] = []
        for e in day?.entries ?? [] {
            // A sleep without a time of its own stands at the time it ended.
            var time = e.time
            if case .sleep(let s) = e.kind, time == nil { time = s.end }
            timeline.append(TimelineItem(time: time, kind: e.kind.name, text: Self.describe(e.kind), tags: e.tags))
            switch e.kind {
            case .drink(let i):
                drinks.append((e.time, i))
                if !i.isCounted { uncountedItems += 1 }
            case .meal(let m):
                groups[Self.group(m.meal, e.time), default: []].append((e.time, m.items))
                uncountedItems += m.items.reduce(0) { $0 + ($1.isCounted ? 0 : 1) }
            case .gratitude(let g): gratitude.append(g.text)
            case .note(let n):
                if n.photos.isEmpty || !n.text.hasPrefix("![") { notes.append(n.text) }
                let file = Int(e.range.file) < journal.files.count ? journal.files[Int(e.range.file)].path : ""
                photos += n.photos.map { Photo(alt: $0.alt, path: $0.path, folder: PhotoLink.folder(of: file)) }
            case .task(let t): tasks.append(t)
            case .sleep(let s): sleeps.append(s)
            case .mood, .dose, .workout, .weight, .event, .habit: break
            }
        }
        // Timed entries in time order, then the untimed ones in the order written.
        let timed = timeline.enumerated().filter { $0.element.time != nil }.sorted { ($0.element.time!, $0.offset) < ($1.element.time!, $1.offset) }
        self.timeline = timed.map(\.element) + timeline.filter { $0.time == nil }
        meals = ["Breakfast", "Lunch", "Dinner", "Snacks"].compactMap { name in
            guard let list = groups[name] else { return nil }
            let total = list.reduce(Nutrients()) { acc, m in m.1.reduce(acc) { $0 + $1.nutrients } }
            return MealGroup(name: name, meals: list.map { (time: $0.0, items: $0.1) }, nutrients: total)
        }
        food = meals.reduce(Nutrients()) { $0 + $1.nutrients }
        drinkEnergy = metrics.totals.nutrients.energy - food.energy
        self.drinks = drinks.map { (time: $0.0, item: $0.1) }
        self.gratitude = gratitude
        self.notes = notes
        self.photos = photos
        self.tasks = tasks
        self.sleeps = sleeps
    }

    /// Which group a meal belongs to; `meal` goes by its time.
    static func group(_ kind: MealKind, _ time: TimeOfDay?) -> String {
        switch kind {
        case .breakfast: return "Breakfast"
        case .lunch: return "Lunch"
        case .dinner: return "Dinner"
        case .snack: return "Snacks"
        case .meal:
            guard let h = time?.hour else { return "Snacks" }
            return h < 11 ? "Breakfast" : (h < 15 ? "Lunch" : (h >= 17 && h < 22 ? "Dinner" : "Snacks"))
        }
    }

    /// An entry in a few words, for the timeline.
    public static func describe(_ kind: EntryKind) -> String {
        switch kind {
        case .drink(let i): return item(i)
        case .meal(let m):
            return "\(m.meal.rawValue): " + m.items.map(item).joined(separator: ", ") + " — \(formatNumber(m.nutrients.energy, decimals: 0)) kcal"
        case .mood(let m): return "mood \(formatNumber(m.value, decimals: 1))" + (m.note.isEmpty ? "" : " — \(m.note)")
        case .gratitude(let g): return "grateful: \(g.text)"
        case .dose(let d): return (d.taken ? "took " : "skipped ") + d.medication + (d.amount.map { " \($0)" } ?? "") + (d.note.isEmpty ? "" : " — \(d.note)")
        case .workout(let w):
            return "\(w.activity.isEmpty ? "workout" : w.activity) \(formatNumber(w.minutes, decimals: 0)) min"
                + (w.distanceMeters.map { ", \(formatNumber($0 / 1000, decimals: 1)) km" } ?? "") + (w.kcal.map { ", \(formatNumber($0, decimals: 0)) kcal" } ?? "")
        case .weight(let w): return "weight \(w.written)"
        case .event(let e): return e.title + (e.place.map { " @ \($0)" } ?? "")
        case .habit(let h): return "\(h.habit): \(h.state == .done ? "done" : (h.state == .skipped ? "skipped" : "not done"))" + (h.value.map { " (\(formatNumber($0)))" } ?? "")
        case .task(let t): return "[\(t.state.mark)] \(t.text)" + (t.due.map { " (due \($0))" } ?? "")
        case .note(let n): return n.text
        case .sleep(let s):
            var text = "slept " + formatDuration(s.minutes)
            if let a = s.start, let b = s.end { text += " (\(a)–\(b))" }
            if let q = s.quality { text += ", quality \(formatNumber(q))/5" }
            return text + (s.note.isEmpty ? "" : " — \(s.note)")
        }
    }

    static func item(_ i: ItemEntry) -> String {
        var s = i.name.isEmpty ? (i.resolvedName ?? "caffeine") : i.name
        if let a = i.amount { s += " \(a)" }
        // A count written before the name stays there: `2 eggs`, `0.5 pizza` (a whole one's half).
        if i.countLeads, !i.name.isEmpty { s = formatNumber(i.count) + " " + s }
        else if i.count != 1 { s += " x\(formatNumber(i.count))" }
        return s
    }
}

extension DayMetrics {
    /// The habits scheduled on the day (done, not done, excused or pending): those neither
    /// not scheduled nor before their start.
    public var scheduledHabits: [HabitDay] { habits.filter { $0.status != .notScheduled && $0.status != .beforeStart } }
}
