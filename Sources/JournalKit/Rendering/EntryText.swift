/// An entry in a few words, as the day's timeline shows it in every format: `espresso x2`,
/// `lunch: soup — 200 kcal`, `mood 4 — calm`, `slept 7 h 30 min (23:00–06:30)`,
/// `symptom headache (3/5)`.
public enum EntryText {
    /// The timeline's words for `kind`.
    public static func describe(_ kind: EntryKind) -> String {
        switch kind {
        case .drink(let i): return item(i)
        case .meal(let m):
            return "\(m.meal.rawValue): " + m.items.map(item).joined(separator: ", ") + " — \(formatNumber(m.nutrients.energy, decimals: 0)) kcal"
        case .mood(let m): return "mood \(formatNumber(m.value, decimals: 1))" + (m.note.isEmpty ? "" : " — \(m.note)")
        case .gratitude(let g): return "grateful: \(g.text)"
        case .dose(let d): return (d.taken ? "took " : "skipped ") + d.medication + (d.amount.map { " \($0)" } ?? "") + (d.note.isEmpty ? "" : " — \(d.note)")
        case .workout(let w):
            return "\(w.activity.isEmpty ? "workout" : w.activity) \(formatNumber(w.minutes, decimals: 0)) min"
                + (w.distanceMeters.map { ", \(formatNumber($0 / 1000, decimals: 1)) km" } ?? "") + (w.kcal.map { ", \(formatNumber($0, decimals: 0)) kcal" } ?? "")
        case .weight(let w): return "weight \(w.written)"
        case .event(let e): return e.title + (e.place.map { " @ \($0)" } ?? "")
        case .habit(let h): return "\(h.habit): \(h.state == .done ? "done" : (h.state == .skipped ? "skipped" : "not done"))" + (h.value.map { " (\(formatNumber($0)))" } ?? "")
        case .task(let t): return "[\(t.state.mark)] \(t.text)" + (t.due.map { " (due \($0))" } ?? "")
        case .note(let n): return n.text
        case .sleep(let s):
            var text = "slept " + formatDuration(s.minutes)
            if let a = s.start, let b = s.end { text += " (\(a)–\(b))" }
            if let q = s.quality { text += ", quality \(formatNumber(q))/5" }
            return text + (s.note.isEmpty ? "" : " — \(s.note)")
        case .symptom(let s): return "symptom \(s.name)" + (s.severity.map { " (\(formatNumber($0))/5)" } ?? "")
        }
    }

    /// A drink or a meal's item: its name, amount and count as written.
    public static func item(_ i: ItemEntry) -> String {
        var s = i.name.isEmpty ? (i.resolvedName ?? "caffeine") : i.name
        if let a = i.amount { s += " \(a)" }
        // A count written before the name stays there: `2 eggs`, `0.5 pizza` (a whole one's half).
        if i.countLeads, !i.name.isEmpty { s = formatNumber(i.count) + " " + s }
        else if i.count != 1 { s += " x\(formatNumber(i.count))" }
        return s
    }
}
