/// `journal day`: one day in detail. A timeline in time order, meals grouped with per-item
/// nutrients and totals, the caffeine curve with the bedtime mark, every ring, gratitude,
/// notes and photos. What its pages show is worked out here; the renderers only word it.
public struct DayReport: Sendable {
    /// One line of the timeline: an entry at its time, with its words.
    public struct TimelineItem: Sendable {
        public var time: TimeOfDay?
        /// The entry, as the journal has it (resolved).
        public var entry: EntryKind
        public var tags: [String]
        /// Its label, text, line, tone and place in the timeline.
        public var words: EntryWords
        /// Whether the day's timeline shows it, as its kind is placed (``EntryWords/Placement``)
        /// and it has a time or not; JSON lists every entry.
        public var isShown: Bool

        init(time: TimeOfDay?, entry: EntryKind, tags: [String]) {
            (self.time, self.entry, self.tags) = (time, entry, tags)
            words = EntryWords(entry, only: .timeline)
            isShown = words.placement.shows(timed: time != nil)
        }

        /// The entry's kind (`drink`, `meal`, `mood` …).
        public var kind: String { entry.name }
    }

    /// A to-do of the day, with where its due date stands against the day.
    public struct ToDo: Sendable {
        public var entry: TaskEntry
        /// For a to-do still to do with a due date: overdue when due before the day.
        public var dueStatus: TodoReport.DueStatus?

        public var state: TaskState { entry.state }
        public var text: String { entry.text }
        public var due: CalendarDate? { entry.due }
        public var priority: Int { entry.priority }
    }

    /// The day's sleep as it counts: a sleep whose times overlap one written before it on the
    /// day is counted once, not twice (`journal check` reports it), as in the day's totals.
    public struct Sleep: Sendable {
        /// Where a sleep with times lies on the day's axis.
        public struct Span: Sendable, Hashable {
            public var start: TimeOfDay
            public var end: TimeOfDay
            /// Minutes from the day's midnight (the start is negative when it was the evening before).
            public var minutes: Range<Int>
        }

        /// The minutes of the sleeps that count, in all.
        public var minutes: Double
        /// The sleeps that count and have times, in the order written.
        public var spans: [Span]
    }

    /// The meals of a group (breakfast, lunch, dinner, snacks).
    public struct MealGroup: Sendable {
        public var name: String
        public var meals: [(time: TimeOfDay?, items: [ItemEntry])]
        public var nutrients: Nutrients
    }

    /// A day's total of a nutrient after the core ones.
    public struct NutrientTotal: Sendable, Hashable {
        public var nutrient: Nutrient
        public var amount: Double
        /// Whether the total leaves out foods without a figure of it (it is at least `amount`).
        public var leavesOut: Bool
    }

    public var date: CalendarDate
    public var title: String
    /// The day's totals of the nutrients after the core ten that the journal shows (a goal
    /// names or `set show` lists: ``Definitions/shownNutrients``) and the day has no ring of,
    /// 0 included, by column.
    public var shownNutrients: [NutrientTotal] = []
    /// The nutrients the journal shows (``Definitions/shownNutrients``): the keys of its JSON.
    public var shown: [Nutrient] = Nutrient.core
    /// The day's totals of the other nutrients after the core ten that are not 0 ("More
    /// nutrients"), by column.
    public var moreNutrients: [NutrientTotal] = []
    public var clock: JournalClock
    public var metrics: DayMetrics
    /// The day's caffeine curve and chart points, worked out once.
    public var caffeine: Caffeine
    /// The day's finished rings (not pending), and of those the ones met.
    public var goalsMet: GoalsMet
    /// The habits scheduled on the day (done, not done, excused or pending).
    public var habits: [HabitDay]
    /// Every entry of the day: the timed ones in time order, then the others as written.
    public var timeline: [TimelineItem]
    /// The entries the day's timeline shows (``TimelineItem/isShown``), in its order.
    public var shownTimeline: [TimelineItem] { timeline.filter(\.isShown) }
    public var meals: [MealGroup]
    /// The nutrients of every meal group, summed.
    public var food: Nutrients
    /// The energy of the day's drinks (kcal): the day's energy less the meals'.
    public var drinkEnergy: Double
    public var drinks: [(time: TimeOfDay?, item: ItemEntry)]
    public var gratitude: [String]
    public var notes: [String]
    public var photos: [Photo]
    public var tasks: [ToDo]
    /// Done of the to-dos that count (``TaskTally``).
    public var taskTally: TaskTally
    /// The sleep logged on the day: the night before it, and naps.
    public var sleeps: [SleepEntry]
    /// The symptoms noted on the day, in the order written.
    public var symptoms: [SymptomEntry]
    /// ``sleeps`` as they count; nil when there are none.
    public var sleep: Sleep?
    /// False when the journal has no heading for the day.
    public var exists: Bool
    /// Energy in and out against the need, on a day with food, drink or a workout.
    public var energyBalance: EnergyBalance?
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
        let balance = EnergyBalance(metrics: metrics, definitions: journal.definitions)
        energyBalance = exists && balance.hasData ? balance : nil
        title = day?.titles.first(where: { !$0.isEmpty }) ?? ""
        var timeline: [TimelineItem] = []
        var groups: [String: [(TimeOfDay?, [ItemEntry])]] = [:]
        var drinks: [(TimeOfDay?, ItemEntry)] = []
        var gratitude: [String] = [], notes: [String] = [], photos: [Photo] = [], tasks: [TaskEntry] = [], sleeps: [SleepEntry] = []
        var symptoms: [SymptomEntry] = []
        for e in day?.entries ?? [] {
            // A sleep without a time of its own stands at the time it ended on the day, or began
            // when it ends the next morning (a night on the day it began, `set sleep-day start`).
            var time = e.time
            if case .sleep(let s) = e.kind, time == nil { time = (s.span?.upperBound ?? 0) > 1440 ? s.start : s.end }
            timeline.append(TimelineItem(time: time, entry: e.kind, tags: e.tags))
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
                photos += n.photos.map { Photo(alt: $0.alt, path: $0.path, folder: Self.folder(of: file)) }
            case .task(let t): tasks.append(t)
            case .sleep(let s): sleeps.append(s)
            case .symptom(let s): symptoms.append(s)
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
        self.tasks = tasks.map { ToDo(entry: $0, dueStatus: TodoReport.dueStatus($0, on: date)) }
        taskTally = TaskTally(tasks)
        self.sleeps = sleeps
        self.symptoms = symptoms
        sleep = sleeps.isEmpty ? nil : Self.sleep(sleeps)
        shown = journal.definitions.shownNutrients
        (shownNutrients, moreNutrients) = Self.nutrientTotals(metrics, shown: shown)
    }

    /// Whether a ring's value leaves out foods without a figure of its nutrient (it is at least
    /// that much: a USDA food without one, Grammar.md §7.4).
    public func leavesOut(_ ring: Ring) -> Bool {
        ring.metric.nutrient.map(metrics.totals.nutrients.leavesOut) ?? false
    }

    /// The day's totals of the nutrients after the core ten: those shown without a ring, and
    /// the others that are not 0.
    static func nutrientTotals(_ metrics: DayMetrics, shown: [Nutrient]) -> (shown: [NutrientTotal], more: [NutrientTotal]) {
        let n = metrics.totals.nutrients
        var shownTotals: [NutrientTotal] = [], more: [NutrientTotal] = []
        for nutrient in Nutrient.more {
            let total = NutrientTotal(nutrient: nutrient, amount: n[nutrient], leavesOut: n.leavesOut(nutrient))
            if shown.contains(nutrient) {
                if metrics.ring(RingMetric(nutrient)) == nil { shownTotals.append(total) }
            } else if total.amount > 0 {
                more.append(total)
            }
        }
        return (shownTotals, more)
    }

    /// The sleeps as they count: a span that overlaps one before it is left out.
    static func sleep(_ sleeps: [SleepEntry]) -> Sleep {
        var minutes = 0.0, spans: [Sleep.Span] = []
        for s in sleeps {
            if let span = s.span {
                guard !spans.contains(where: { $0.minutes.overlaps(span) }) else { continue }
                spans.append(Sleep.Span(start: s.start!, end: s.end!, minutes: span))
            }
            minutes += s.minutes
        }
        return Sleep(minutes: minutes, spans: spans)
    }

    /// The folder a journal file is in, as its path was given (`.` for a bare name).
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
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
}

extension DayMetrics {
    /// The habits scheduled on the day (done, not done, excused or pending): those neither
    /// not scheduled nor before their start.
    public var scheduledHabits: [HabitDay] { habits.filter { $0.status != .notScheduled && $0.status != .beforeStart } }
}
