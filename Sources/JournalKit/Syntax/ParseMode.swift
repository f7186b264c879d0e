/// What ``FileParser`` does with what it reads.
///
/// Every read of a journal goes over it twice (see `Journal.read`): first only the
/// definitions, then the days, each entry handed to a sink as soon as it is complete. Both
/// passes run the same code, so they find the same things.
enum ParseMode {
    /// Only definitions (and so includes). Lines inside days are skipped unread unless they are
    /// headings, code fences or HTML comments, the only lines there that change what follows.
    /// HTML comments blanked while reading are put back when the parse ends, so the bytes can
    /// be parsed again as written.
    case definitions
    /// Entries in days go to the sink; to-dos outside days go to the ``ParsedFile``'s lists,
    /// and entries under invalid dates are dropped. Diagnostics and definitions are kept as
    /// usual. Entries carry only what resolving them needs (no tags, no notes' text but under
    /// --strict) unless the sink keeps the section whole; see `FileParser.keptText(_:_:)`.
    case stream(EntrySink)
    /// As ``stream``, through a memory of lines (which is the sink, and hands the entries on
    /// to its own): lines it has seen before without a problem are handed to it to replay
    /// rather than read, and items it has seen come back resolved (see ``LineMemory``).
    case remembering(LineMemory)
}

/// Receives the entries of a file's days as ``FileParser`` completes them (``ParseMode/stream``).
///
/// The parser's current line (`lineStart..<lineEnd` in `buf`) is the entry's line when a
/// method is called, for quoting it in diagnostics.
protocol EntrySink: AnyObject {
    /// A section of a day opens: a heading with a valid date, or a daily note. The entries that
    /// follow, up to the next section, are its own (a date may have several sections, even one
    /// after the other). Returns whether the sink keeps the section's entries whole: with their
    /// tags, photos and every text.
    func startSection(_ section: DaySection) -> Bool
    /// An entry in a day with a valid date, as the parts of an ``Entry``. A meal may get more
    /// items from indented lines (``mealItems(_:tags:on:parser:)``) until ``endMeal(parser:)``.
    func entry(_ kind: consuming EntryKind, time: TimeOfDay?, tags: [String], range: SourceRange, on date: CalendarDate,
               parser: FileParser)
    /// Items of the open meal, from one indented line under it (and the line's tags, when kept).
    func mealItems(_ items: [ItemEntry], tags: [String], on date: CalendarDate, parser: FileParser)
    /// The open meal gets no more items.
    func endMeal(parser: FileParser)
    /// Whether entries keep the texts that give them meaning (to-dos, which may be habit marks;
    /// notes of doses, moods and workouts); else only names are read.
    var keepsText: Bool { get }
    /// Whether `word` may be part of the start of a drink's, a food's or a medication's name, or
    /// of a portion of one: a line without a keyword is read as an entry only when one of its
    /// first words may (Grammar.md §5.12), so that prose costs a look-up, not a reading.
    func mayName(_ buf: UnsafeBufferPointer<UInt8>, _ word: Token) -> Bool
    /// Whether `word` may be the first word of a defined medication's name: a checkbox is read
    /// as a dose only when its first word may (`[x] sertraline`), so that a to-do costs a
    /// look-up in a short list.
    func mayNameMedication(_ buf: UnsafeBufferPointer<UInt8>, _ word: Token) -> Bool
}
