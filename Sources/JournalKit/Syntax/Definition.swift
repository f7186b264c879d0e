/// A definition, in any part of a file that is not a day: `- goal water >= 2 l from 2026-11-01`.
public struct Definition: Sendable {
    public var kind: DefinitionKind
    /// The days it holds for (`from` / `until`, both inclusive).
    public var validity: Validity
    public var range: SourceRange

    public init(kind: DefinitionKind, validity: Validity = .always, range: SourceRange) {
        self.kind = kind
        self.validity = validity
        self.range = range
    }
}

/// Every kind of definition.
public enum DefinitionKind: Sendable {
    case goal(GoalDefinition)
    case profile(ProfileDefinition)
    case habit(HabitDefinition)
    case medication(MedicationDefinition)
    case drink(ItemDefinition)
    case food(ItemDefinition)
    case away(AwayDefinition)
    case setting(Setting)
    case include(IncludeDirective)

    public var name: String {
        switch self {
        case .goal: "goal"
        case .profile: "profile"
        case .habit: "habit"
        case .medication: "med"
        case .drink: "drink"
        case .food: "food"
        case .away: "away"
        case .setting: "set"
        case .include: "include"
        }
    }

    public static let allNames = ["goal", "profile", "habit", "med", "drink", "food", "away", "set", "include"]
}

/// The days a definition holds for; both ends inclusive, nil meaning open.
public struct Validity: Sendable, Hashable {
    public var from: CalendarDate?
    public var until: CalendarDate?
    public init(from: CalendarDate? = nil, until: CalendarDate? = nil) {
        self.from = from
        self.until = until
    }
    public static let always = Validity()

    public func contains(_ date: CalendarDate) -> Bool {
        if let f = from, date < f { return false }
        if let u = until, date > u { return false }
        return true
    }

    /// Whether two validities share a day.
    public func overlaps(_ other: Validity) -> Bool {
        let aStart = from?.dayNumber ?? Int32.min, aEnd = until?.dayNumber ?? Int32.max
        let bStart = other.from?.dayNumber ?? Int32.min, bEnd = other.until?.dayNumber ?? Int32.max
        return aStart <= bEnd && bStart <= aEnd
    }
}

/// What a goal measures: a row of ``MetricTable`` with a goal line, in ring order.
public struct GoalMetric: MetricTableView, NutrientNamed {
    public let order: UInt8
    public init(order: UInt8) { self.order = order }
    public static let rowPositions: [Int] = MetricTable.goalRows
    public static let allCases = all

    /// The goals the code names besides the nutrients'; the other nutrients are only rows.
    public static let exercise = GoalMetric("exercise"), gratitude = GoalMetric("gratitude")
    public static let mood = GoalMetric("mood"), sleep = GoalMetric("sleep"), macros = GoalMetric("macros")

    /// The goal of a nutrient.
    public init(_ nutrient: Nutrient) { self = Self.ofNutrients[nutrient.position] }

    private static let ofNutrients = Nutrient.allCases.map { GoalMetric($0.name) }

    /// The nutrient behind it, for nutrient goals.
    public var nutrient: Nutrient? { Self.nutrients[position] }

    private static let nutrients = allCases.map { Nutrient(rawValue: $0.rawValue) }

    /// The unit targets are kept in (mg, ml, kcal, g, min, h), nil for plain counts.
    public var unit: MeasureUnit? { row.unit }

    /// The goals hints name: every one but the nutrients after the core ten, of which a few
    /// and how many more (`…, sodium, calcium, iron, vitamin-d and 18 more nutrients, exercise, …`).
    static let namesForHints: String = {
        let names = allCases.filter { $0.nutrient?.isCore ?? true }.map(\.rawValue)
        let more = Nutrient.moreForHints.joined(separator: ", ") + " and \(Nutrient.more.count - Nutrient.moreForHints.count) more nutrients"
        let split = names.firstIndex(of: "exercise") ?? names.count
        return (names[..<split] + [more] + names[split...]).joined(separator: ", ")
    }()

    /// Its name, then its other words, for every goal metric.
    static let spellings: [(String, GoalMetric)] = allCases.flatMap { m in ([m.rawValue] + m.row.goalWords).map { ($0, m) } }

    static let byWord = Dictionary(spellings, uniquingKeysWith: { a, _ in a })

    /// A goal line for it, for hints: `write e.g. - goal caffeine <= 400 mg`.
    var example: String {
        let comparison = row.better.map { $0 == .less ? "<= " : ">= " } ?? ""
        return "write e.g. - goal \(rawValue) \(comparison)\(row.example)" + (self == .energy ? ", or - goal energy auto" : "")
    }
}

/// `<=` (a limit) or `>=` (a target to reach).
public enum Comparison: String, Sendable {
    case atMost = "<="
    case atLeast = ">="
}

/// `- goal caffeine <= 400 mg`, `- goal energy auto`, `- goal macros 50/20/30`.
public struct GoalDefinition: Sendable {
    public enum Target: Sendable, Hashable {
        /// A limit or a target, in the metric's unit.
        case value(Comparison, Double)
        /// Energy from the profile (Mifflin–St Jeor).
        case auto
        /// Carbs/protein/fat shares of the energy goal.
        case macros(carbs: Double, protein: Double, fat: Double)
    }
    public var metric: GoalMetric
    public var target: Target
    public init(metric: GoalMetric, target: Target) {
        self.metric = metric
        self.target = target
    }
}

/// `- profile female, born 1990-04-02, 168 cm, 64 kg, moderate`.
public struct ProfileDefinition: Sendable, Hashable {
    public enum Sex: String, Sendable { case female, male }
    public enum Activity: String, Sendable, CaseIterable {
        case sedentary, light, moderate, active
        case veryActive = "very-active"
        /// Mifflin–St Jeor activity factor.
        public var factor: Double {
            switch self {
            case .sedentary: 1.2
            case .light: 1.375
            case .moderate: 1.55
            case .active: 1.725
            case .veryActive: 1.9
            }
        }
    }
    public enum Plan: String, Sendable, CaseIterable {
        case lose, maintain, gain
        public var kcalAdjustment: Double {
            switch self {
            case .lose: -500
            case .maintain: 0
            case .gain: 500
            }
        }
    }
    public var sex: Sex?
    public var born: CalendarDate?
    public var heightCm: Double?
    public var weightKg: Double?
    /// `body fat 22 %`: with it the BMR is Katch–McArdle's, from the lean mass (Grammar.md §10).
    public var bodyFatPercent: Double?
    public var activity: Activity?
    public var plan: Plan
    /// Where the birth date is written, for a problem with the age it gives.
    public var bornRange: SourceRange?
    /// `allergies penicillin, latex`: the text as written (Grammar.md §6.2, *Details*).
    public var allergies: String?
    /// `gp Dr Okafor, 020 7946 0000`: the family doctor, as written.
    public var gp: String?
    /// `contact Sam (son), 07700 900123`: whom to call, as written.
    public var contact: String?
    /// Whether the profile says anything about the body (not only details for carers).
    public var hasBody: Bool { sex != nil || born != nil || heightCm != nil || weightKg != nil || bodyFatPercent != nil || activity != nil }
    public init(sex: Sex? = nil, born: CalendarDate? = nil, heightCm: Double? = nil, weightKg: Double? = nil,
                bodyFatPercent: Double? = nil, activity: Activity? = nil, plan: Plan = .maintain) {
        self.sex = sex
        self.born = born
        self.heightCm = heightCm
        self.weightKg = weightKg
        self.bodyFatPercent = bodyFatPercent
        self.activity = activity
        self.plan = plan
    }

    /// What a body can be (Grammar.md §6.2); a figure outside is `bad-profile`.
    public static let heightsCm: ClosedRange<Double> = 50...272
    /// Of the profile and of `weight` entries alike (§5.8).
    public static let weightsKg: ClosedRange<Double> = 2...650
    public static let bodyFatPercents: ClosedRange<Double> = 2...70
    /// Whole years, on every day of the journal the profile is in force.
    public static let ages: ClosedRange<Int> = 2...120
}

/// `- habit meditate`, `- habit run 3/week`, `- habit stretch on mon, wed, fri`,
/// `- habit read >= 20 pages`, `- habit "no sugar" daily for 30 days`.
public struct HabitDefinition: Sendable {
    public enum Schedule: Sendable, Hashable {
        case daily
        case timesPerWeek(Int)
        case weekdays(Weekdays)
    }
    public var name: String
    public var schedule: Schedule
    /// A number to reach on a day (`>= 20 pages`) and its unit word.
    public var target: Double?
    public var targetUnit: String?
    /// A challenge length (`for 30 days`).
    public var days: Int?
    public init(name: String, schedule: Schedule = .daily, target: Double? = nil, targetUnit: String? = nil, days: Int? = nil) {
        self.name = name
        self.schedule = schedule
        self.target = target
        self.targetUnit = targetUnit
        self.days = days
    }
}

/// `- med metformin 500 mg at 08:00, 20:00`, `- med vitamin-d 1000 IU at 09:00 on mon, thu`,
/// `- med ibuprofen 200 mg as needed`.
public struct MedicationDefinition: Sendable {
    public var name: String
    public var dose: Quantity?
    /// Scheduled times; empty for `as needed`.
    public var times: [TimeOfDay]
    /// The weekdays it is scheduled on; nil for every day.
    public var weekdays: Weekdays?
    public var asNeeded: Bool
    /// `every 8 h from 06:00`: the interval in minutes; ``times`` then holds the doses of one
    /// 24-hour cycle from the first time, on the clock of every day (Grammar.md §6.4).
    public var everyMinutes: Int?
    /// The first time of an `every` schedule, as written (`from 06:00`).
    public var everyFrom: TimeOfDay?
    /// `for 7 days`: a course's length; its `until` is worked out from its `from`.
    public var courseDays: Int?
    /// `supply 28`: the tablets on hand on the first day it is in force.
    public var supply: Int?
    public init(name: String, dose: Quantity? = nil, times: [TimeOfDay] = [], weekdays: Weekdays? = nil, asNeeded: Bool = false) {
        self.name = name
        self.dose = dose
        self.times = times
        self.weekdays = weekdays
        self.asNeeded = asNeeded
    }

    /// The times of `every` minutes from `first`: one 24-hour cycle from it, each time on the
    /// clock (past midnight it wraps: every 5 h from 06:00 is 02:00, 06:00, 11:00, 16:00, 21:00).
    public static func times(every minutes: Int, from first: TimeOfDay) -> [TimeOfDay] {
        guard minutes > 0 else { return [first] }
        return stride(from: 0, to: 24 * 60, by: minutes).map { TimeOfDay(minutes: (Int(first.minutes) + $0) % (24 * 60)) }.sorted()
    }
}

/// A serving: `per 100 g`, `per shot (30 ml)`, `per piece (180 g)`, `per slice`.
public struct Serving: Sendable, Hashable {
    /// The serving's name (`shot`, `piece`), which becomes a unit for the item; nil for `per 100 g`.
    public var name: String?
    /// What one serving weighs or holds, when known.
    public var amount: Quantity?
    public init(name: String?, amount: Quantity?) {
        self.name = name
        self.amount = amount
    }
}

/// `- drink "oat latte" per 350 ml: 126 mg caffeine, 130 kcal`, `- food apple per piece (180 g): 95 kcal`.
public struct ItemDefinition: Sendable {
    public var name: String
    public var serving: Serving
    /// Nutrients per serving.
    public var nutrients: Nutrients
    /// For drinks, how much of the volume counts as water, as a fraction (default 1); from
    /// `water 0 ml` or `water 90%`. An explicit `water N ml` sets ``Nutrients/water`` instead.
    public var waterFraction: Double?
    /// What kind of drink it is (`category tea` in a definition, a built-in drink's own): its
    /// caffeine counts toward that category; nil for foods and drinks that name none (other).
    public var category: DrinkCategory?
    public init(name: String, serving: Serving, nutrients: Nutrients, waterFraction: Double? = nil, category: DrinkCategory? = nil) {
        self.name = name
        self.serving = serving
        self.nutrients = nutrients
        self.waterFraction = waterFraction
        self.category = category
    }
}

/// `- away 2026-12-24 to 2027-01-02 holidays`.
public struct AwayDefinition: Sendable {
    public var from: CalendarDate
    public var to: CalendarDate
    public var reason: String
    public init(from: CalendarDate, to: CalendarDate, reason: String) {
        self.from = from
        self.to = to
        self.reason = reason
    }
}

/// `- set bedtime 23:00`, `- set half-life 5 h`, `- set week-start monday`, `- set grace 60 min`,
/// `- set reminder 30 min`, `- set timezone Europe/London`, `- set region uk`, `- set sleep-day start`,
/// `- set show calcium, iron`.
public enum Setting: Sendable, Hashable {
    case bedtime(TimeOfDay)
    case halfLifeHours(Double)
    case weekStart(Weekday)
    case graceMinutes(Double)
    /// How long before an appointment its calendar alarm rings (`journal export --format ics`).
    case reminderMinutes(Double)
    /// An IANA time zone name; exported calendar times are in it (else floating local times).
    case timezone(String)
    /// The country whose words the journal is written in: `chips`, `biscuits` and a `pint` are
    /// read as there (``Region``).
    case region(Region)
    /// Which day a night's sleep is written under (``SleepDay``).
    case sleepDay(SleepDay)
    /// How many days before a medication's supply runs out `journal meds` warns (7).
    case refillWarningDays(Int)
    /// The times of day an exported calendar reminds to log drinks (`set reminder log 12:00,
    /// 20:00`), in order; empty for `set reminder log off`.
    case logReminders([TimeOfDay])
    /// The nutrients after the core ten that reports show without a goal (`- set show calcium,
    /// iron`); for the whole journal (``Definitions/shownNutrients``).
    case show([Nutrient])

    public var key: String {
        switch self {
        case .bedtime: "bedtime"
        case .halfLifeHours: "half-life"
        case .weekStart: "week-start"
        case .graceMinutes: "grace"
        case .reminderMinutes: "reminder"
        case .timezone: "timezone"
        case .region: "region"
        case .sleepDay: "sleep-day"
        case .refillWarningDays: "refill-warning"
        case .logReminders: "reminder-log"
        case .show: "show"
        }
    }
    public static let keys = ["bedtime", "half-life", "week-start", "grace", "reminder", "reminder-log", "timezone", "region", "sleep-day", "refill-warning",
                              "show"]
}

/// A country whose everyday words for food and drink the journal is written in: in Britain and
/// Australia `chips` are fries and `biscuits` are sweet (cookies); in the United States chips
/// are crisps and a biscuit is a scone-like bread; a pint is 568, 473 or 570 ml.
public enum Region: String, Sendable, Hashable, CaseIterable {
    case uk, us, au

    /// The region a setting's word names (`uk`, `gb`, `us`, `usa`, `au`), any case.
    public init?(word: String) {
        switch word.lowercased() {
        case "uk", "gb", "britain": self = .uk
        case "us", "usa": self = .us
        case "au", "australia": self = .au
        default: return nil
        }
    }

    /// The country, for messages.
    public var country: String {
        switch self {
        case .uk: "Britain"
        case .us: "the United States"
        case .au: "Australia"
        }
    }
}

/// Which day a night's sleep is written under, and counted for (`- set sleep-day start`): the
/// day you wake up (the default), or the day the night begins, for those who write it at
/// bedtime.
public enum SleepDay: String, Sendable, Hashable, CaseIterable {
    case wake
    case start
}

/// `- include 2025/*.md`.
public struct IncludeDirective: Sendable {
    public var pattern: String
    public init(pattern: String) { self.pattern = pattern }
}
