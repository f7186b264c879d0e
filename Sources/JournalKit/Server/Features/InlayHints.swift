/// A few words the editor shows in a line without their being in the text: the protocol's
/// `InlayHint`.
public struct InlayHint: Sendable, Equatable {
    public var position: TextPosition
    public var label: String
    /// More, shown on hovering the hint.
    public var tooltip: String?

    /// `{"position", "label", "paddingLeft": true, "tooltip"?}`.
    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [("position", position.json), ("label", .string(label)), ("paddingLeft", .bool(true))]
        if let tooltip { fields.append(("tooltip", .string(tooltip))) }
        return .object(fields)
    }
}

/// A line the editor shows above a line, with what to do on a click: the protocol's `CodeLens`.
public struct CodeLens: Sendable, Equatable {
    public var range: TextRange
    public var title: String
    /// The command a click runs and its arguments (`journal.day` and the day's date).
    public var command: String
    public var arguments: [String]

    /// `{"range", "command": {"title", "command", "arguments"}}`.
    public var json: JSONValue {
        .object([("range", range.json), ("command", .object([("title", .string(title)), ("command", .string(command)),
                                                              ("arguments", .array(arguments.map { .string($0) }))]))])
    }
}

/// What the editor shows in and above a journal's lines: each drink's caffeine at the end of its
/// line, and each day's rings above its heading.
public enum InlayHints {
    /// The caffeine of each drink on the lines of `range`, at the end of its line: `130 mg`.
    public static func hints(in document: JournalDocument, range: TextRange) -> [InlayHint] {
        guard range.start.line <= range.end.line else { return [] }
        var hints: [InlayHint] = []
        for line in max(0, range.start.line)...min(range.end.line, document.lines.count - 1) {
            for (_, entry) in document.entries(onLine: line) where document.isHere(entry.range, line: line) {
                guard case .drink(let item) = entry.kind, item.nutrients.caffeine >= 0.5 else { continue }
                hints.append(InlayHint(position: document.lines.end(ofLine: line), label: "\(formatNumber(item.nutrients.caffeine, decimals: 0)) mg",
                                       tooltip: "caffeine"))
            }
        }
        return hints
    }

    /// Above each day heading of the document, the day's rings in one line, as of `clock`
    /// (the end of each day when nil).
    public static func codeLenses(in document: JournalDocument, clock: JournalClock? = nil) -> [CodeLens] {
        guard let file = document.fileIndex else { return [] }
        let context = MetricsContext(journal: document.journal)
        var lenses: [CodeLens] = []
        for day in document.journal.days {
            for heading in day.ranges where Int(heading.file) == file {
                let metrics = DayMetrics.compute(context: context, date: day.date, clock: clock ?? .endOfDay(day.date))
                let line = Int(heading.line) - 1
                lenses.append(CodeLens(range: TextRange(start: TextPosition(line: line, character: 0), end: document.lines.end(ofLine: line)),
                                       title: DayRings.line(metrics.rings), command: "journal.day", arguments: [day.date.description]))
            }
        }
        return lenses.sorted { $0.range.start < $1.range.start }
    }
}
