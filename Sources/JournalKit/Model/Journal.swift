/// A whole journal in memory: every day with its typed entries, the definitions, the undated
/// to-do lists, and the files they came from.
public struct Journal: Sendable {
    /// The files read, in the order read; ``SourceRange/file`` indexes this list.
    public var files: [SourceFile] = []
    /// Every day that has a heading or a daily-note file, oldest first; days that appear in
    /// several places are merged, entries in file order.
    public var days: [Day] = []
    public var definitions = Definitions()
    /// Every day summed up for reports, by the same read that kept the entries.
    public internal(set) var summary = JournalSummary()
    /// To-dos in named sections (`## Someday`); the unnamed list holds those before any heading.
    public var taskLists: [TaskList] = []
    /// Bytes and lines read, for `journal stats`.
    public var byteCount = 0
    public var lineCount = 0

    public init() {}

    /// The day with this date, if the journal has it.
    public func day(on date: CalendarDate) -> Day? {
        var lo = 0, hi = days.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if days[mid].date < date { lo = mid + 1 } else { hi = mid }
        }
        return lo < days.count && days[lo].date == date ? days[lo] : nil
    }

    /// The days from `start` to `end`, both inclusive.
    public func days(from start: CalendarDate, through end: CalendarDate) -> ArraySlice<Day> {
        var lo = 0, hi = days.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if days[mid].date < start { lo = mid + 1 } else { hi = mid }
        }
        var e = lo
        while e < days.count, days[e].date <= end { e += 1 }
        return days[lo..<e]
    }

    /// The first and last dates with a day.
    public var dateRange: ClosedRange<CalendarDate>? {
        guard let f = days.first, let l = days.last else { return nil }
        return f.date...l.date
    }
}

/// One day: its entries in file order and its nutrient totals. A journal loaded for a few
/// dates only (`Journal.load(paths:keepingEntriesOf:)`) has its other days without entries.
public struct Day: Sendable {
    public var date: CalendarDate
    /// The headings' titles after the date (`Saturday`, `rainy`), one per section that opened it.
    public var titles: [String]
    public var entries: [Entry]
    /// The sum of every drink and meal on the day (its summary's).
    public var nutrients: Nutrients = .zero
    /// Where the day's headings are.
    public var ranges: [SourceRange]

    public init(date: CalendarDate, titles: [String] = [], entries: [Entry] = [], ranges: [SourceRange] = []) {
        self.date = date
        self.titles = titles
        self.entries = entries
        self.ranges = ranges
    }
}

/// The to-dos of a named section.
public struct TaskList: Sendable {
    public var name: String
    public var range: SourceRange
    public var tasks: [Entry]
}
