/// The whole model as JSON (`journal export --format json`): the files, every definition and
/// every day's entries, each with its source location (`file`, `line`, `column`). An entry has
/// the fields of the CSV export (``EntryWords``), its tags, and `text`: what it resolved to, as
/// the model dump writes it.
public enum ModelJSON {
    /// The days of `period` (nil: all of them), with every definition.
    public static func json(_ journal: Journal, period: Period?) -> JSONValue {
        .object(head(journal) + [("days", .array(journal.days.filter { period?.contains($0.date) ?? true }.map { day($0, files: journal.files, shown: journal.definitions.shownNutrients) }))])
    }

    /// What comes before the days: `files`, `definitions` and `lists`.
    static func head(_ journal: Journal) -> [(String, JSONValue)] {
        let files = journal.files
        func definition<T>(_ kind: String, _ t: Timed<T>, _ name: String) -> JSONValue {
            .object([("kind", .string(kind)), ("name", .string(name)), ("from", .string(t.validity.from?.description)),
                      ("until", .string(t.validity.until?.description))] + at(t.range, files))
        }
        let d = journal.definitions
        var definitions: [JSONValue] = []
        definitions += d.goals.map { definition("goal", $0, $0.value.metric.rawValue) }
        definitions += d.profiles.map { definition("profile", $0, "") }
        definitions += d.habits.map { definition("habit", $0, $0.value.name) }
        definitions += d.medications.map { definition("med", $0, $0.value.name + " " + MedsReport.schedule(Timed($0.value, validity: .always, range: $0.range))) }
        definitions += d.drinks.map { definition("drink", $0, $0.value.name) }
        definitions += d.foods.map { definition("food", $0, $0.value.name) }
        definitions += d.aways.map { definition("away", $0, "\($0.value.from)..\($0.value.to) \($0.value.reason)") }
        definitions += d.settings.map { definition("set", $0, $0.value.key) }
        definitions += d.includes.map { definition("include", $0, $0.value.pattern) }
        return [
            ("files", .array(files.map { .string($0.path) })),
            ("definitions", .array(definitions)),
            ("lists", .array(journal.taskLists.map { l in
                .object([("name", .string(l.name)), ("tasks", .array(l.tasks.map { entry($0, files, shown: Nutrient.core) }))] + at(l.range, files))
            })),
        ]
    }

    /// A day: its date, titles and entries, with the amounts of the `shown` nutrients.
    static func day(_ day: Day, files: [SourceFile], shown: [Nutrient]) -> JSONValue {
        .object([("date", .string(day.date.description)), ("titles", .array(day.titles.map { .string($0) })),
                 ("entries", .array(day.entries.map { entry($0, files, shown: shown) }))])
    }

    private static func at(_ r: SourceRange, _ files: [SourceFile]) -> [(String, JSONValue)] {
        [("file", .string(Int(r.file) < files.count ? files[Int(r.file)].path : nil)),
         ("line", .number(Double(r.line))), ("column", .number(Double(r.column)))]
    }

    private static func entry(_ e: Entry, _ files: [SourceFile], shown: [Nutrient]) -> JSONValue {
        let words = EntryWords(e.kind, only: [.fields, .model]), f = words.fields
        return .object([
            ("kind", .string(f.kind)), ("time", .string(e.time?.description)), ("name", .string(f.name.isEmpty ? nil : f.name)),
            ("amount", f.amount.map { .object([("value", .number($0.value)), ("unit", .string(f.unitText))]) } ?? .null),
            ("state", .string(f.state.isEmpty ? nil : f.state)), ("start", .string(f.start?.description)), ("end", .string(f.end?.description)),
            ("quality", .number(f.quality)),
            ("nutrients", f.nutrients.map { ReportJSONRenderer.nutrients($0, shown: shown) } ?? .null), ("mood", .number(f.mood)),
            ("note", .string(f.note.isEmpty ? nil : f.note)), ("tags", .array(e.tags.map { .string($0) })), ("text", .string(ModelDump.entry(e, words))),
        ] + at(e.range, files))
    }

    /// Writes the same text as ``json(_:period:)`` serialized (and a final line break) a day
    /// at a time, so that no more than a day of it is held: the head first, then each day
    /// handed to ``day(_:)`` in date order (those outside `period` are left out), then
    /// ``finish()``.
    /// (One read hands it the days, on the thread that asked for them: hence unchecked.)
    public final class Writer: @unchecked Sendable {
        private let out: TextChunks
        private let files: [SourceFile]
        private let shown: [Nutrient]
        private let period: Period?
        private var days = 0

        /// `journal` gives the files, definitions and lists (its days are not looked at).
        public init(head journal: Journal, period: Period?, write: @escaping (String) -> Void) {
            out = TextChunks(write)
            files = journal.files
            shown = journal.definitions.shownNutrients
            self.period = period
            out.append("{\n")
            for (key, value) in ModelJSON.head(journal) {
                out.append("  ")
                JSONValue.escape(key, into: &out.text)
                out.append(": " + value.serialized(indent: 1) + ",\n")
            }
            out.append("  \"days\": ")
        }

        /// The next day, in date order.
        public func day(_ day: Day) {
            guard period?.contains(day.date) ?? true else { return }
            out.append((days == 0 ? "[\n    " : ",\n    ") + ModelJSON.day(day, files: files, shown: shown).serialized(indent: 2))
            days += 1
        }

        /// Ends the text and writes what is left of it.
        public func finish() {
            out.append(days == 0 ? "[]\n}\n" : "\n  ]\n}\n")
            out.flush()
        }
    }
}

/// Text written in pieces of about 64 kB: an export appends to it, and it hands each piece to
/// `write` (standard output, a file) when it is big enough. (It is written to from one thread
/// at a time: hence unchecked.)
public final class TextChunks: @unchecked Sendable {
    var text = ""
    private let write: (String) -> Void

    public init(_ write: @escaping (String) -> Void) {
        self.write = write
    }

    public func append(_ s: String) {
        text += s
        if text.utf8.count >= 1 << 16 { flush() }
    }

    /// Writes what is held.
    public func flush() {
        guard !text.isEmpty else { return }
        write(text)
        text = ""
    }
}
