/// What the parser keeps of one file: definitions, to-do lists outside days and diagnostics
/// (the days' entries go to a sink: see ``ParseMode``).
public struct ParsedFile: Sendable {
    public var fileID: Int32
    public var definitions: [Definition] = []
    public var taskLists: [TaskListSection] = []
    public var diagnostics: [Diagnostic] = []
    public var lineCount = 0
    public var byteCount = 0
    /// In ``ParseMode/definitions``: the line of each definition (by line number), as read
    /// (HTML comments blanked), for quoting in diagnostics once the bytes are gone.
    var definitionLines: [Int32: [UInt8]] = [:]
    /// In ``ParseMode/definitions``: the first line of every section (day headings with their
    /// dates, a daily note's day, and other headings that end a day), in line order.
    var sectionStarts: [SectionLines.Start] = []
    /// In ``ParseMode/definitions``: where the file may be split for parsing in parts (the
    /// date headings outside comments and code blocks), each running to the end of the file.
    var dayStarts: [FilePart] = []
    /// Whether the bytes read end inside a code block, an HTML comment or front matter (so a
    /// part read after them from a date heading would not read as in the whole file).
    var endsInsideBlock = false

    public init(fileID: Int32) { self.fileID = fileID }
}

/// The entries under one day heading (or in one daily-note file).
public struct DaySection: Sendable {
    public var date: CalendarDate
    /// The heading's text after the date (`Saturday`, `rainy`).
    public var title: String
    public var range: SourceRange
    public var entries: [Entry]

    public init(date: CalendarDate, title: String, range: SourceRange, entries: [Entry] = []) {
        self.date = date
        self.title = title
        self.range = range
        self.entries = entries
    }
}

/// The to-dos in a named section (`## Someday`), an undated list.
public struct TaskListSection: Sendable {
    public var name: String
    public var range: SourceRange
    public var tasks: [Entry]

    public init(name: String, range: SourceRange, tasks: [Entry] = []) {
        self.name = name
        self.range = range
        self.tasks = tasks
    }
}

/// Lines of a file to parse on their own: from a date heading (or the start) to another date
/// heading (or the end). A part reads as it would in a parse of the whole file, but that a
/// warning given once per file (tabs, CRLF) is given once per part, so the second and later
/// of those must be dropped. `Journal.check` parses the parts of a long file in parallel.
struct FilePart: Sendable {
    var bytes: Range<Int>
    /// The number of the line before the part.
    var lineBefore: Int32
}

/// How strictly to read, and where.
public struct ParseOptions: Sendable {
    /// Also warn about bullets that look like entries but are not (`- drnk espresso`).
    public var strict: Bool
    /// When set, a symbolic link met in a folder walk that leads out of this folder is not
    /// followed (`link-outside`): `journal meds --people DIR` reads nothing outside DIR.
    public var linksWithin: String?

    /// Whether the lines of days are read only when they are checkboxes (habit marks, to-dos,
    /// doses), and headings, code fences and comments: what `journal today` needs of the days
    /// before it, read at a fraction of the cost of every line.
    var checkboxesOnly = false

    /// A moment, when the read is "now" (`--now`, or the computer's clock): the entries of its
    /// date written with a later time are read and checked but not counted in the day's sums
    /// (they have not happened yet), nor the items of a meal written later (Grammar.md §10.1).
    public var countsUntil: (date: CalendarDate, minute: Int)?

    /// Whether built-in foods count every nutrient after the core ten (what a day view lists
    /// under "More nutrients"), not only those the journal shows (a goal names them, or `set
    /// show`): each food that counts them carries a box of 21 more figures, which a read of
    /// every day has no use for.
    public var allNutrients = false

    public init(strict: Bool = false, linksWithin: String? = nil) {
        self.strict = strict
        self.linksWithin = linksWithin
    }
}
