/// One fact in a day: a list item such as `- 07:45 drink espresso x2`.
///
/// Entries are values that carry their source range. The parser produces every kind but
/// ``EntryKind/habit(_:)``; the model turns a checkbox line into a habit mark when its text
/// starts with a declared habit.
public struct Entry: Sendable {
    public var kind: EntryKind
    /// The time written before the body, if any (`07:45`, `7pm`).
    public var time: TimeOfDay?
    /// `#tags` on the line, without `#`, lower-cased.
    public var tags: [String]
    /// The whole list item, from the bullet to the end of the line.
    public var range: SourceRange

    public init(kind: EntryKind, time: TimeOfDay? = nil, tags: [String] = [], range: SourceRange) {
        self.kind = kind
        self.time = time
        self.tags = tags
        self.range = range
    }
}

/// Every kind of entry. Switches over it are exhaustive, so a new kind is a compile error
/// until every report and renderer handles it.
public enum EntryKind: Sendable {
    /// (Kept in a box of its own: an item is 217 bytes, and an entry's value is moved several
    /// times a line; boxed, every kind is at most 89. docs/ARCHITECTURE.md has the figures.)
    indirect case drink(ItemEntry)
    case meal(MealEntry)
    case mood(MoodEntry)
    case gratitude(GratitudeEntry)
    case dose(DoseEntry)
    case workout(WorkoutEntry)
    case weight(WeightEntry)
    case event(EventEntry)
    case habit(HabitMark)
    case task(TaskEntry)
    case note(NoteEntry)
    case sleep(SleepEntry)
    case symptom(SymptomEntry)

    /// The kind's name, as `journal stats` and JSON show it.
    public var name: String {
        switch self {
        case .drink: "drink"
        case .meal: "meal"
        case .mood: "mood"
        case .gratitude: "gratitude"
        case .dose: "dose"
        case .workout: "workout"
        case .weight: "weight"
        case .event: "event"
        case .habit: "habit"
        case .task: "task"
        case .note: "note"
        case .sleep: "sleep"
        case .symptom: "symptom"
        }
    }

    /// The names of all kinds, in the order reports list them.
    public static let allNames = ["drink", "meal", "mood", "gratitude", "dose", "workout", "weight", "event", "habit", "task", "note", "sleep", "symptom"]

    /// Whether it is something done at its time of the day (not a note or a sleep): what a
    /// night must not cover on the day it ends (`sleep-day`).
    var isActivityOfTheDay: Bool {
        switch self {
        case .note, .sleep: false
        default: true
        }
    }

    /// Whether the parser's reading may not be the last word: a note that may be an entry
    /// written without its keyword, or a to-do that may be a dose (``NoteEntry/reading``,
    /// ``TaskEntry/dose``).
    var mayBeReadAsWritten: Bool {
        switch self {
        case .note(let note): note.reading != nil
        case .task(let task): task.hasDose
        default: false
        }
    }
}

/// A drink, or one item of a meal: `espresso x2`, `oats 60 g`, `chicken salad (520 kcal)`.
public struct ItemEntry: Sendable {
    /// The name as written (may hold trailing words the model treats as a comment). Empty for
    /// `drink 120 mg`.
    public var name: String
    public var nameRange: SourceRange
    /// The amount as written (`60 g`, `2 shots`, `330 ml`); nil means one serving.
    public var amount: Quantity?
    public var amountRange: SourceRange?
    /// The multiplier from `x2` or `2x` (1 when absent).
    public var count: Double
    /// Nutrients given in parentheses, which override the catalog: `(150 mg)`, `(520 kcal, 40 g protein)`.
    public var overrides: [NutrientAmount]
    /// Words after the amount, kept as written.
    public var comment: String
    /// Whether the name was written in double quotes: then it matches as a whole or not at all.
    public var isQuoted = false
    /// Whether the count was written before the name (`2 pizzas`, `half a pizza`, `a pizza`):
    /// it counts the things named, so wholes of a food whose serving is a part (Grammar.md §7.3).
    public var countLeads = false
    /// Whether a count was written (`2 eggs`, `eggs x2`, `an egg`): a name in the plural
    /// without one means several (`eggs`, Grammar.md §7.3).
    public var isCountWritten = false

    // Filled in by the model:
    /// The catalog or user definition the name resolved to.
    public var resolvedName: String?
    /// What kind of drink it resolved to (its definition's category), for caffeine by
    /// category; nil for foods and anything else (counted as other).
    public var category: DrinkCategory?
    /// The item's nutrients (all servings).
    public var nutrients: Nutrients = .zero
    /// False when the model could not count it (an unknown name, an amount it cannot convert):
    /// it adds nothing, and the day says how many such items it has.
    public var isCounted = true

    public init(name: String, nameRange: SourceRange, amount: Quantity? = nil, amountRange: SourceRange? = nil,
                count: Double = 1, overrides: [NutrientAmount] = [], comment: String = "") {
        self.name = name
        self.nameRange = nameRange
        self.amount = amount
        self.amountRange = amountRange
        self.count = count
        self.overrides = overrides
        self.comment = comment
    }
}

/// A nutrient amount in parentheses or in a definition: `40 g protein`, `150 mg` (caffeine).
public struct NutrientAmount: Sendable, Hashable {
    public var nutrient: Nutrient
    /// In the nutrient's own unit (mg, ml, kcal or g).
    public var value: Double
    public init(_ nutrient: Nutrient, _ value: Double) {
        self.nutrient = nutrient
        self.value = value
    }
}

/// Which meal of the day.
public enum MealKind: String, Sendable, CaseIterable {
    case breakfast, lunch, dinner, snack, meal
}

/// `- 08:00 breakfast: oats 60 g, milk 200 ml, apple`, or items as indented children.
public struct MealEntry: Sendable {
    public var meal: MealKind
    public var items: [ItemEntry]
    public init(meal: MealKind, items: [ItemEntry]) {
        self.meal = meal
        self.items = items
    }

    /// The total of the items, as resolved.
    public var nutrients: Nutrients { Self.total(of: items) }

    /// The total of resolved items, added up in order.
    static func total(of items: [ItemEntry]) -> Nutrients {
        var total = Nutrients()
        for item in items { total += item.nutrients }
        return total
    }
}

/// `- mood 4 slow afternoon` or `- mood good`.
public struct MoodEntry: Sendable {
    /// 1 (awful) to 5 (great).
    public var value: Double
    public var note: String
    public init(value: Double, note: String) {
        self.value = value
        self.note = note
    }

    /// The words for 1 to 5.
    public static let words = ["awful", "bad", "meh", "good", "great"]
}

/// `- grateful: a sunny walk with Sam`.
public struct GratitudeEntry: Sendable {
    public var text: String
    public init(text: String) { self.text = text }
}

/// `- 08:05 took metformin` or `- skipped metformin 20:00 doctor said so`.
public struct DoseEntry: Sendable {
    /// True for `took`, false for `skipped`.
    public var taken: Bool
    public var medication: String
    public var medicationRange: SourceRange
    /// Which scheduled dose it means, when written after the name (`skipped metformin 20:00`).
    public var scheduledTime: TimeOfDay?
    /// An amount, when written (`took ibuprofen 400 mg`).
    public var amount: Quantity?
    public var note: String
    /// Whether ``medication`` names a defined medication (set by the model).
    public internal(set) var isDefined = false
    /// `- refill sertraline 28`: tablets got (``amount``, a count), not a dose; ``taken`` is false.
    public var isRefill = false
    /// `- [ ] metformin 08:00 felt sick`: the dose of that time not taken, with why (``note``);
    /// neither taken nor skipped (``taken`` is false), it fills no dose but gives it its note.
    public var isOpen = false
    public init(taken: Bool, medication: String, medicationRange: SourceRange, scheduledTime: TimeOfDay? = nil,
                amount: Quantity? = nil, note: String = "") {
        self.taken = taken
        self.medication = medication
        self.medicationRange = medicationRange
        self.scheduledTime = scheduledTime
        self.amount = amount
        self.note = note
    }
}

/// `- 17:00 workout run 35 min 5.2 km`.
public struct WorkoutEntry: Sendable {
    public var activity: String
    public var minutes: Double
    public var distanceMeters: Double?
    public var kcal: Double?
    public var note: String
    /// Whether the minutes were not written but worked out from the distance at the activity's
    /// usual pace (`run 5k`: 30 min, Grammar.md §5.7).
    public var minutesFromPace = false
    /// The activity's MET (Grammar.md §10), when it is one of the common workouts; its kcal are
    /// worked out from it and the body weight when none are written.
    public var met: Double?
    public init(activity: String, minutes: Double, distanceMeters: Double? = nil, kcal: Double? = nil, note: String = "") {
        self.activity = activity
        self.minutes = minutes
        self.distanceMeters = distanceMeters
        self.kcal = kcal
        self.note = note
    }
}

/// `- weight 61.8 kg`.
public struct WeightEntry: Sendable {
    public var kilograms: Double
    /// As written, for printing back.
    public var written: Quantity
    public init(kilograms: Double, written: Quantity) {
        self.kilograms = kilograms
        self.written = written
    }
}

/// `- sleep 23:30-07:10`, `- slept 7h20`, `- sleep 7.5 h quality 4`: a night's sleep (or a nap),
/// logged on the day you wake up.
public struct SleepEntry: Sendable {
    /// When it began and ended, when written as a span; a start later than the end was the
    /// evening before.
    public var start: TimeOfDay?
    public var end: TimeOfDay?
    public var minutes: Double
    /// 1 (poor) to 5 (great), when written.
    public var quality: Double?
    public var note: String
    /// Which day it is written under: the day of waking, or with `set sleep-day start` the day
    /// the night begins (the read says which, from the settings in force on its day).
    public var filedOn: SleepDay
    public init(start: TimeOfDay? = nil, end: TimeOfDay? = nil, minutes: Double, quality: Double? = nil, note: String = "",
                filedOn: SleepDay = .wake) {
        self.start = start
        self.end = end
        self.minutes = minutes
        self.quality = quality
        self.note = note
        self.filedOn = filedOn
    }

    /// The span in minutes from the midnight of the day it is written under; nil without times.
    /// On the day of waking, an end earlier than the start was begun the evening before (the
    /// start is negative). On the day the night begins, such an end is the next morning (after
    /// 1440), and so is a span within a day that begins before 12:00 (`01:00-06:30`: the small
    /// hours after the day); a span from 12:00 that ends the same day is a nap on the day.
    public var span: Range<Int>? {
        guard let start, let end else { return nil }
        let s = Int(start.minutes), e = Int(end.minutes)
        switch filedOn {
        case .wake: return (s < e ? s : s - 1440)..<e
        case .start: return s > e ? s..<e + 1440 : (s < 12 * 60 ? s + 1440..<e + 1440 : s..<e)
        }
    }

    /// When the night began, in minutes from the midnight of the day it is written under, when
    /// the span is a night's: it runs past the midnight after the evening it began on, and began
    /// between 12:00 that evening and 12:00 the next morning. Naps and sleep without times have none.
    public var nightStart: Int? {
        guard let span else { return nil }
        // Minutes from the evening's midnight.
        let evening = filedOn == .wake ? 1440 : 0
        let start = span.lowerBound + evening, end = span.upperBound + evening
        return end > 1440 && start >= 12 * 60 && start < 36 * 60 ? span.lowerBound : nil
    }
}

/// `- 14:00 symptom headache 3`, `- symptom sore throat`: something felt, with a severity from 1
/// (mild) to 5 (severe) when written.
public struct SymptomEntry: Sendable {
    /// The name as written, one or more words.
    public var name: String
    /// 1 (mild) to 5 (severe), when written.
    public var severity: Double?
    public init(name: String, severity: Double? = nil) {
        self.name = name
        self.severity = severity
    }

    /// The name symptoms are counted under: lower-cased, words apart by one space.
    public var key: String {
        name.lowercased().split(separator: " ").joined(separator: " ")
    }
}

/// `- 10:00 appointment GP check-up @ Riverside Surgery`.
public struct EventEntry: Sendable {
    public var title: String
    public var place: String?
    public init(title: String, place: String? = nil) {
        self.title = title
        self.place = place
    }
}

/// A checkbox line that marks a declared habit: `- [x] meditate`, `- [x] read 25 pages`.
public struct HabitMark: Sendable {
    public enum State: String, Sendable { case done, notDone = "not-done", skipped }
    /// The habit's name as defined.
    public var habit: String
    public var state: State
    /// A number recorded with it (`25` in `read 25 pages`).
    public var value: Double?
    public var note: String
    public init(habit: String, state: State, value: Double? = nil, note: String = "") {
        self.habit = habit
        self.state = state
        self.value = value
        self.note = note
    }

    /// What the mark's number counts, as written after it: `pages` in `read 25 pages`, `km` in
    /// `run 5km`; nil without a number or a word after it.
    public var unitWord: String? {
        guard value != nil else { return nil }
        let words = note.split(separator: " ")
        guard let k = words.firstIndex(where: { $0.first?.isNumber == true }) else { return nil }
        let glued = words[k].drop { $0.isNumber || $0 == "." }
        if !glued.isEmpty { return glued.allSatisfy(\.isLetter) ? String(glued) : nil }
        guard k + 1 < words.count, words[k + 1].allSatisfy(\.isLetter) else { return nil }
        return String(words[k + 1])
    }
}

/// The bullet-journal states of a to-do.
public enum TaskState: String, Sendable, CaseIterable {
    case open, done, migrated, scheduled, cancelled

    /// The character between the brackets: ` `, `x`, `>`, `<`, `-`.
    public var mark: Character {
        switch self {
        case .open: " "
        case .done: "x"
        case .migrated: ">"
        case .scheduled: "<"
        case .cancelled: "-"
        }
    }
}

/// A checkbox line that is not a habit: `- [ ] call the bank due 2026-11-25 !!`.
public struct TaskEntry: Sendable {
    public var state: TaskState
    /// The text without the due date and priority marks.
    public var text: String
    public var due: CalendarDate?
    /// 0 (none) to 3 (`!!!`).
    public var priority: Int
    /// The dose its words would be (`[x] sertraline`): checking the line makes it that dose
    /// when they name a defined medication. Kept apart, so that a to-do stays small.
    var dose: DoseEntry? {
        get { doseBox.first }
        set { doseBox = newValue.map { [$0] } ?? [] }
    }
    private var doseBox: [DoseEntry] = []
    /// Whether it has a ``dose``.
    var hasDose: Bool { !doseBox.isEmpty }
    public init(state: TaskState, text: String, due: CalendarDate? = nil, priority: Int = 0) {
        self.state = state
        self.text = text
        self.due = due
        self.priority = priority
    }
}

/// Anything else in a day: prose, quotes, bullets without a keyword. Kept as written.
public struct NoteEntry: Sendable {
    public var text: String
    /// Image links in the note: `![walk](photos/walk.jpg)`.
    public var photos: [Photo]
    /// Whether it was a list item (`- …`) rather than a plain line.
    public var bullet: Bool
    /// What its words may be, for a bullet without a keyword that may be an entry written as
    /// people talk (`- 19:00 flat white`): checking the line makes it that entry, warns, or
    /// keeps the note.
    var reading: NaturalReading?
    public init(text: String, photos: [Photo] = [], bullet: Bool = false) {
        self.text = text
        self.photos = photos
        self.bullet = bullet
    }
}

/// An image link in a note.
public struct Photo: Sendable, Hashable {
    public var alt: String
    /// The path as written.
    public var path: String
    /// The folder of the journal file that names it, as that file's path was given (set by
    /// the day's report; empty in a parsed entry).
    public var folder: String
    public init(alt: String, path: String, folder: String = "") {
        self.alt = alt
        self.path = path
        self.folder = folder
    }
}
