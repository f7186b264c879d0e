/// Whether more of a metric is better (a target to reach, `>=`) or less (a limit, `<=`).
public enum MetricDirection: Sendable, Hashable {
    case more, less
}

/// Everything `journal` measures, each written once: one row per metric, in the order reports
/// show them. ``Nutrient``, ``GoalMetric`` and ``RingMetric`` are views of these rows, and the
/// HTML colours come from each row's tone. A nutrient is all three (counted from drinks and
/// foods, a goal line, a ring); `macros` is only a goal line; habits and medications only rings;
/// weight only a value a day has.
///
/// Adding a nutrient is one row here (its column the next number), one more lane in
/// `Nutrients.MoreLanes` and its figures in the catalogs; `MetricTableTests` walks every row through
/// the parser, goals, rings and HTML.
enum MetricTable {
    /// What a row is.
    enum Kind: Sendable, Hashable {
        /// Counted from drinks and foods, with a goal line and a ring; `column` is its place in
        /// CSV columns and JSON objects of nutrients (the order they were first published in).
        case nutrient(column: Int)
        /// A goal line and a ring (exercise, gratitude, mood, sleep).
        case goal
        /// A ring whose target comes from a schedule, without a goal line (habits, medications).
        case schedule
        /// A goal line that sets other rows' rings (macros).
        case goalWithoutRing
        /// A value a day has from its entries, without a goal line or a ring (weight).
        case valueOnly
    }

    struct Row: Sendable {
        /// The name in journals, JSON keys, CSV headers and `--metric`: `vitamin-c`.
        let name: String
        let kind: Kind
        /// The unit values and targets are kept in; nil for counts and the mood scale.
        let unit: MeasureUnit?
        /// Which way its goals usually go: the comparison in the goal example of hints.
        let better: MetricDirection?
        /// The target in the goal example of hints: `- goal caffeine <= 400 mg`.
        let example: String
        /// Its ``MetricTone`` (the CSS class `tone-…` and its colours); nil without a ring.
        let tone: String?
        /// The name shown to people, and one of at most nine letters for narrow terminals.
        let label: String
        let shortLabel: String
        /// The other words for it in goal lines (`- goal hydration >= 2 l`) and in lists of
        /// nutrients (`130 calories`), after its name.
        let goalWords: [String]
        let listWords: [String]

        /// `words` are other words both in goal lines and in lists of nutrients.
        init(_ name: String, _ kind: Kind, _ unit: MeasureUnit?, _ better: MetricDirection?, _ example: String,
             _ tone: String?, _ label: String, short: String? = nil, goal: [String] = [], list: [String] = [], words: [String] = []) {
            self.name = name
            self.kind = kind
            self.unit = unit
            self.better = better
            self.example = example
            self.tone = tone
            self.label = label
            self.shortLabel = short ?? label
            self.goalWords = goal + words
            self.listWords = list + words
        }

        var column: Int? {
            if case .nutrient(let column) = kind { column } else { nil }
        }
        var hasGoal: Bool { kind != .schedule && kind != .valueOnly }
        var hasRing: Bool { kind != .goalWithoutRing && kind != .valueOnly }
        /// Whether a day has a value of it read from its entries (not from a schedule).
        var hasDayValue: Bool { kind != .schedule && kind != .goalWithoutRing }
    }

    static let rows: [Row] = [
        //  name           kind                  unit      better goal example tone         label, other words
        Row("caffeine",    .nutrient(column: 0), .mg,      .less, "400 mg",    "caffeine",  "Caffeine"),
        Row("water",       .nutrient(column: 1), .ml,      .more, "2 l",       "water",     "Water", goal: ["hydration"]),
        Row("energy",      .nutrient(column: 2), .kcal,    .less, "2000 kcal", "energy",    "Energy",
            goal: ["calories", "kcal"], list: ["kcal", "calories"]),
        Row("carbs",       .nutrient(column: 3), .g,       .more, "50 g",      "nutrients", "Carbs",
            goal: ["carbohydrates"], list: ["carb", "carbohydrates", "carbohydrate"]),
        Row("protein",     .nutrient(column: 7), .g,       .more, "50 g",      "nutrients", "Protein"),
        Row("fat",         .nutrient(column: 6), .g,       .more, "50 g",      "nutrients", "Fat", list: ["fats"]),
        Row("sugar",       .nutrient(column: 4), .g,       .less, "30 g",      "nutrients", "Sugar", list: ["sugars"]),
        Row("fiber",       .nutrient(column: 5), .g,       .more, "50 g",      "nutrients", "Fiber", goal: ["fibre"], list: ["fibre"]),
        Row("vitamin-c",   .nutrient(column: 8), .mg,      .more, "75 mg",     "nutrients", "Vitamin C", short: "Vit C",
            goal: ["vitaminc", "vitamin c"], list: ["vitamin c", "vitaminc", "vit-c"]),
        Row("sodium",      .nutrient(column: 9), .mg,      .less, "2300 mg",   "nutrients", "Sodium"),
        // The nutrients beyond the first ten (``Nutrient/isCore``), each from a column of USDA's
        // table (Grammar.md §7.4): shown where a goal names one or `set show` asks.
        Row("saturated-fat", .nutrient(column: 10), .g,  .less, "20 g",      "nutrients", "Saturated fat", short: "Sat fat",
            words: ["saturated fat", "sat fat", "sat-fat", "saturates", "saturated"]),
        Row("cholesterol", .nutrient(column: 11), .mg,     .less, "300 mg",    "nutrients", "Cholesterol", short: "Cholest."),
        Row("calcium",     .nutrient(column: 12), .mg,     .more, "1000 mg",   "nutrients", "Calcium"),
        Row("iron",        .nutrient(column: 13), .mg,     .more, "18 mg",     "nutrients", "Iron"),
        Row("magnesium",   .nutrient(column: 14), .mg,     .more, "400 mg",    "nutrients", "Magnesium"),
        Row("phosphorus",  .nutrient(column: 15), .mg,     .more, "700 mg",    "nutrients", "Phosphorus", short: "Phosphor."),
        Row("potassium",   .nutrient(column: 16), .mg,     .more, "3400 mg",   "nutrients", "Potassium"),
        Row("zinc",        .nutrient(column: 17), .mg,     .more, "11 mg",     "nutrients", "Zinc"),
        Row("copper",      .nutrient(column: 18), .mg,     .more, "0.9 mg",    "nutrients", "Copper"),
        Row("selenium",    .nutrient(column: 19), .mcg,    .more, "55 mcg",    "nutrients", "Selenium"),
        Row("vitamin-a",   .nutrient(column: 20), .mcg,    .more, "900 mcg",   "nutrients", "Vitamin A", short: "Vit A",
            words: vitamin("a") + ["retinol"]),
        Row("vitamin-d",   .nutrient(column: 21), .mcg,    .more, "15 mcg",    "nutrients", "Vitamin D", short: "Vit D", words: vitamin("d")),
        Row("vitamin-e",   .nutrient(column: 22), .mg,     .more, "15 mg",     "nutrients", "Vitamin E", short: "Vit E", words: vitamin("e")),
        Row("vitamin-k",   .nutrient(column: 23), .mcg,    .more, "120 mcg",   "nutrients", "Vitamin K", short: "Vit K",
            words: vitamin("k") + ["vitamin-k1", "vitamin k1", "k1"]),
        Row("vitamin-b1",  .nutrient(column: 24), .mg,     .more, "1.2 mg",    "nutrients", "Vitamin B1", short: "Vit B1",
            words: ["thiamin", "thiamine", "b1"] + vitamin("b1")),
        Row("vitamin-b2",  .nutrient(column: 25), .mg,     .more, "1.3 mg",    "nutrients", "Vitamin B2", short: "Vit B2",
            words: ["riboflavin", "b2"] + vitamin("b2")),
        Row("vitamin-b3",  .nutrient(column: 26), .mg,     .more, "16 mg",     "nutrients", "Vitamin B3", short: "Vit B3",
            words: ["niacin", "b3"] + vitamin("b3")),
        Row("vitamin-b6",  .nutrient(column: 27), .mg,     .more, "1.7 mg",    "nutrients", "Vitamin B6", short: "Vit B6",
            words: ["pyridoxine", "b6"] + vitamin("b6")),
        Row("vitamin-b12", .nutrient(column: 28), .mcg,    .more, "2.4 mcg",   "nutrients", "Vitamin B12", short: "Vit B12",
            words: ["cobalamin", "b12", "b-12", "vitamin b-12"] + vitamin("b12")),
        Row("folate",      .nutrient(column: 29), .mcg,    .more, "400 mcg",   "nutrients", "Folate",
            words: ["folic acid", "folacin", "b9"] + vitamin("b9")),
        Row("choline",     .nutrient(column: 30), .mg,     .more, "550 mg",    "nutrients", "Choline"),
        Row("exercise",    .goal,                .minutes, .more, "30 min",    "exercise",  "Exercise", goal: ["workout"]),
        Row("gratitude",   .goal,                nil,      .more, "3",         "gratitude", "Gratitude", goal: ["grateful"]),
        Row("habits",      .schedule,            nil,      .more, "",          "habits",    "Habits"),
        Row("medications", .schedule,            nil,      .more, "",          "meds",      "Medications", short: "Meds"),
        Row("mood",        .goal,                nil,      .more, "3.5",       "mood",      "Mood"),
        Row("sleep",       .goal,                .hours,   .more, "7 h",       "sleep",     "Sleep"),
        Row("macros",      .goalWithoutRing,     nil,      nil,   "50/20/30",  nil,         "Macros"),
        Row("weight",      .valueOnly,           .kg,      nil,   "",          "accent",    "Weight"),
    ]

    /// The other words for vitamin `letter` (`d`, `b12`) besides its name (`vitamin-d`).
    private static func vitamin(_ letter: String) -> [String] {
        ["vitamin \(letter)", "vit \(letter)", "vit-\(letter)", "vitamin\(letter)"].filter { $0 != "vitamin-\(letter)" }
    }

    /// The positions in ``rows`` of the nutrients (by column), the goals, the rings and the
    /// values a day has (in order).
    static let nutrientRows = rows.indices.filter { rows[$0].column != nil }.sorted { rows[$0].column! < rows[$1].column! }
    static let goalRows = rows.indices.filter { rows[$0].hasGoal }
    static let ringRows = rows.indices.filter { rows[$0].hasRing }
    static let valueRows = rows.indices.filter { rows[$0].hasDayValue }

    /// The position in `positions` of the row named `name`.
    static func position(of name: String, in positions: [Int]) -> Int? {
        positions.firstIndex { rows[$0].name == name }
    }
}

/// A view of some of ``MetricTable``'s rows (the nutrients, the goals or the rings), each value
/// one row by its position among them.
public protocol MetricTableView: Hashable, Sendable, CaseIterable, RawRepresentable where RawValue == String {
    /// The view's rows: their positions in the table, in the view's order.
    static var rowPositions: [Int] { get }
    /// The position among the view's rows (a byte: rings are kept by the million).
    var order: UInt8 { get }
    init(order: UInt8)
}

extension MetricTableView {
    /// By position, not by name (as `RawRepresentable` would by default).
    public static func == (a: Self, b: Self) -> Bool { a.order == b.order }

    public func hash(into hasher: inout Hasher) { hasher.combine(order) }

    var position: Int { Int(order) }

    init(position: Int) { self.init(order: UInt8(position)) }

    var row: MetricTable.Row { MetricTable.rows[Self.rowPositions[position]] }

    /// The name in journals, JSON and CSV: `vitamin-c`.
    public var rawValue: String { row.name }

    public init?(rawValue: String) {
        guard let p = MetricTable.position(of: rawValue, in: Self.rowPositions) else { return nil }
        self.init(position: p)
    }

    /// The row named `name`, which must be one of the view's.
    init(_ name: String) {
        guard let p = MetricTable.position(of: name, in: Self.rowPositions) else { preconditionFailure("no metric \(name)") }
        self.init(position: p)
    }

    /// Every row of the view, in its order.
    static var all: [Self] { rowPositions.indices.map(Self.init(position:)) }
}
