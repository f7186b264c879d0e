/// What an entry says in the fields the CSV and JSON exports share: its kind (`took` or
/// `skipped` for a dose), name, amount, nutrients (drinks and meals), mood and note.
struct EntryFields {
    var kind: String
    var name = ""
    var amount: Quantity? = nil
    var nutrients: Nutrients? = nil
    var mood: Double? = nil
    /// A meal's items, an event's place, a to-do's state and due date, or the entry's note.
    var note = ""

    init(_ e: Entry) {
        kind = e.kind.name
        switch e.kind {
        case .drink(let i): (name, amount, nutrients, note) = (EntryText.item(i), i.amount, i.nutrients, i.comment)
        case .meal(let m): (name, nutrients, note) = (m.meal.rawValue, m.nutrients, m.items.map(EntryText.item).joined(separator: "; "))
        case .mood(let m): (mood, note) = (m.value, m.note)
        case .gratitude(let g): note = g.text
        case .dose(let d): (kind, name, amount, note) = (d.taken ? "took" : "skipped", d.medication, d.amount, d.note)
        case .workout(let w): (name, amount, note) = (w.activity, Quantity(w.minutes, .minutes), w.note)
        case .weight(let w): amount = w.written
        case .event(let ev): (name, note) = (ev.title, ev.place ?? "")
        case .habit(let h): (name, amount, note) = (h.habit, h.value.map { Quantity($0, .count) }, h.note)
        case .task(let t): (name, note) = (t.text, "[\(t.state.mark)]" + (t.due.map { " due \($0)" } ?? ""))
        case .note(let n): note = n.text
        case .sleep(let s): (amount, note) = (Quantity(s.minutes, .minutes), s.note)
        case .symptom(let s): (name, amount) = (s.name, s.severity.map { Quantity($0, .count) })
        }
    }

    /// The amount's number, as written.
    var amountText: String { amount.map { formatNumber($0.value) } ?? "" }
    /// The amount's unit; empty for a count.
    var unitText: String { amount.map { $0.unit == .count ? "" : $0.unit.description } ?? "" }
}
