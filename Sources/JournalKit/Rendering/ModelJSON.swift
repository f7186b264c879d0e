/// The whole model as JSON (`journal export --format json`): the files, every definition and
/// every day's entries, each with its source location (`file`, `line`, `column`). An entry has
/// the fields of the CSV export (``EntryFields``), its tags, and `text`: what it resolved to, as
/// the model dump writes it.
public enum ModelJSON {
    /// The days of `period` (nil: all of them), with every definition.
    public static func json(_ journal: Journal, period: Period?) -> JSONValue {
        func at(_ r: SourceRange) -> [(String, JSONValue)] {
            [("file", .string(Int(r.file) < journal.files.count ? journal.files[Int(r.file)].path : nil)),
             ("line", .number(Double(r.line))), ("column", .number(Double(r.column)))]
        }
        func definition<T>(_ kind: String, _ t: Timed<T>, _ name: String) -> JSONValue {
            .object([("kind", .string(kind)), ("name", .string(name)), ("from", .string(t.validity.from?.description)),
                      ("until", .string(t.validity.until?.description))] + at(t.range))
        }
        func entry(_ e: Entry) -> JSONValue {
            let f = EntryFields(e)
            return .object([
                ("kind", .string(f.kind)), ("time", .string(e.time?.description)), ("name", .string(f.name.isEmpty ? nil : f.name)),
                ("amount", f.amount.map { .object([("value", .number($0.value)), ("unit", .string($0.unit == .count ? "" : $0.unit.description))]) } ?? .null),
                ("nutrients", f.nutrients.map(ReportJSONRenderer.nutrients) ?? .null), ("mood", .number(f.mood)),
                ("note", .string(f.note.isEmpty ? nil : f.note)), ("tags", .array(e.tags.map { .string($0) })), ("text", .string(ModelDump.entry(e))),
            ] + at(e.range))
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
        return .object([
            ("files", .array(journal.files.map { .string($0.path) })),
            ("definitions", .array(definitions)),
            ("lists", .array(journal.taskLists.map { l in
                .object([("name", .string(l.name)), ("tasks", .array(l.tasks.map(entry)))] + at(l.range))
            })),
            ("days", .array(journal.days.filter { period?.contains($0.date) ?? true }.map { day in
                .object([("date", .string(day.date.description)), ("titles", .array(day.titles.map { .string($0) })),
                         ("entries", .array(day.entries.map(entry)))])
            })),
        ])
    }
}
