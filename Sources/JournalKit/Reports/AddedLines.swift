/// What lines added to a day count, read as the journal reads them with those lines in place:
/// what `journal add` checks before it writes and says after.
///
/// ```
/// - 07:30 flat white      → flat white: 130 mg caffeine · 236 ml water · 110 kcal
/// - 07:30 lovely walk     → counts nothing (a note)
/// ```
public struct AddedLines: Sendable {
    /// One added line.
    public struct Line: Sendable {
        /// The line as it is written to the file.
        public var text: String
        /// Its number in the file, with the added lines in place.
        public var number: Int
        /// What it counts, in a few words (`flat white: 130 mg caffeine · 110 kcal`); nil when
        /// it counts nothing.
        public var counts: String?
        /// Why it counts nothing (`it is read as a note`), when it does not count.
        public var countsNothing: String?
    }

    public var date: CalendarDate
    public var path: String
    public var lines: [Line]
    /// The problems on the added lines.
    public var problems: [Diagnostic]
    /// The day's caffeine with the lines, in mg, and the limit of its goal, if one is in force.
    public var caffeine: Double
    public var caffeineLimit: Double?

    /// Whether the lines should not be written: one has an error, or counts nothing.
    public var isRefused: Bool {
        problems.contains { $0.severity == .error } || lines.contains { $0.countsNothing != nil }
    }

    /// The added lines `texts`, lines `numbers` of the file `path`, as `read` reads them (the
    /// section they are in, read again with them: ``Journal/reread(_:path:part:lineBefore:of:options:foods:)``),
    /// added to the day `date` of `before` (the journal as read before they were added).
    public init(texts: [String], numbers: Range<Int>, path: String, date: CalendarDate, read: LoadedJournal, before: LoadedJournal) {
        self.date = date
        self.path = path
        let fileIndex = read.journal.files.firstIndex { $0.path == path }.map(Int32.init)
        problems = read.diagnostics.filter { $0.file == path && numbers.contains($0.line) }
        let entries = (read.journal.day(on: date)?.entries ?? []).filter { $0.range.file == fileIndex && numbers.contains(Int($0.range.line)) }
        caffeine = (before.journal.day(on: date)?.nutrients.caffeine ?? 0) + entries.reduce(0) { total, entry in
            switch entry.kind {
            case .drink(let item): total + item.nutrients.caffeine
            case .meal(let meal): total + meal.nutrients.caffeine
            default: total
            }
        }
        if case .value(.atMost, let limit)? = before.journal.definitions.goals(on: date)[.caffeine]?.target {
            caffeineLimit = limit
        }
        var lines: [Line] = []
        for (k, text) in texts.enumerated() {
            let number = numbers.lowerBound + k
            let entries = entries.filter { $0.range.line == number }
            let counted = entries.compactMap(Self.counts)
            var line = Line(text: text, number: number, counts: counted.isEmpty ? nil : counted.joined(separator: "; "))
            if counted.isEmpty {
                line.countsNothing = entries.contains { if case .note = $0.kind { return true }; return false } || entries.isEmpty
                    ? "it is read as a note" : "it counts nothing"
            }
            lines.append(line)
        }
        self.lines = lines
    }

    /// What an entry counts, in a few words; nil for one that counts nothing.
    static func counts(_ entry: Entry) -> String? {
        switch entry.kind {
        case .drink(let item):
            return item.nutrients == .zero ? nil : EntryWords.item(item) + ": " + facts(item.nutrients)
        case .meal(let meal):
            guard meal.nutrients != .zero else { return nil }
            return meal.meal.rawValue + ": " + meal.items.map(EntryWords.item).joined(separator: ", ") + " — " + facts(meal.nutrients)
        case .dose(let dose):
            return dose.isDefined ? EntryWords(entry.kind).line : nil
        case .note:
            return nil
        case .mood, .gratitude, .workout, .weight, .event, .habit, .task, .sleep, .symptom:
            return EntryWords(entry.kind).line
        }
    }

    /// `130 mg caffeine · 236 ml water · 110 kcal`: the figures people look at, rounded.
    static func facts(_ n: Nutrients) -> String {
        let facts = EntryWords.drinkFacts(n)
        return facts.isEmpty ? EntryWords.nutrients(n) : facts.joined(separator: " · ")
    }
}
