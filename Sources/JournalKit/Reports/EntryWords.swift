/// What the pages and the exports say about an entry, worded once for every kind in
/// ``init(_:)``: the timeline's label, text and tone, whether the day's timeline shows it, the
/// whole line (`espresso x2`, `lunch: soup — 200 kcal`, `mood 4 — calm`,
/// `slept 7 h 30 min (23:00–06:30)`, `symptom headache (3/5)`) and the fields of the CSV and
/// JSON exports, and its line in the model dump. A new kind of entry is worded here and
/// nowhere else.
public struct EntryWords: Sendable {
    /// Where the day's timeline shows an entry. It shows every entry that has a time, at its
    /// time. An entry without one is shown after the timed ones, unless the day has a section
    /// that lists it already: untimed gratitude, habit marks, to-dos and notes are left to
    /// their own sections. A sleep without times has no other place, so it is shown.
    public enum Placement: Sendable, Hashable {
        /// Always, with or without a time.
        case always
        /// Only when the entry has a time.
        case whenTimed

        /// Whether an entry so placed is shown, as it is `timed` or not.
        public func shows(timed: Bool) -> Bool { self == .always || timed }
    }

    /// The parts of an entry's words worked out: each only when asked for, so that a CSV row
    /// does not word the timeline or the dump (which took the export 30% more instructions).
    struct Parts: OptionSet, Sendable {
        let rawValue: Int
        /// ``text`` (``label``, ``tone`` and ``placement`` are always there).
        static let timeline = Parts(rawValue: 1)
        /// ``fields``.
        static let fields = Parts(rawValue: 2)
        /// ``model``.
        static let model = Parts(rawValue: 4)
        static let all: Parts = [.timeline, .fields, .model]
    }

    /// The kind in a word, as the timeline labels it: `meds`, `to-do`, `lunch`, `mood`.
    public var label: String
    /// The entry's words after the label, which do not name the kind again: `4 — calm` for a
    /// mood, `soup — 200 kcal` for a lunch, `espresso x2` for a drink.
    public var text: String
    /// What the whole line has before ``text``: `mood `, `lunch: `, or nothing.
    var lead: String
    /// The colour family of its label.
    public var tone: MetricTone
    /// Where the day's timeline shows it.
    public var placement: Placement
    /// Its fields in the CSV and JSON exports.
    var fields: EntryFields
    /// The entry as the model dump has it, without its time and tags: what it resolved to, every
    /// value it holds, names quoted (`drink "espresso" x2 -> "espresso": caffeine 126 mg`).
    var model: String

    /// The entry on one line, as the text timeline and JSON have it: ``text`` with what names
    /// its kind, when the text alone does not (`mood 4 — calm`, `lunch: soup — 200 kcal`).
    public var line: String { lead + text }

    /// The words of `kind`.
    public init(_ kind: EntryKind) { self.init(kind, only: .all) }

    /// The `parts` of the words of `kind`; the others are left empty.
    init(_ kind: EntryKind, only parts: Parts) {
        let name = kind.name
        switch kind {
        case .drink(let i):
            self.init(parts, label: "drink", text: Self.item(i), tone: .water, placement: .always,
                      fields: EntryFields(item: i, kind: name),
                      model: "drink " + Self.model(i))
        case .meal(let m):
            let meal = m.meal.rawValue
            self.init(parts, label: meal, lead: meal + ": ", text: m.items.map(Self.item).joined(separator: ", ") + " — \(formatNumber(m.nutrients.energy, decimals: 0)) kcal",
                      tone: .energy, placement: .always,
                      fields: EntryFields(kind: name, name: meal, nutrients: m.nutrients, note: m.items.map(Self.item).joined(separator: "; ")),
                      model: "\(meal) [" + m.items.map(Self.model).joined(separator: "; ") + "] total: " + Self.nutrients(m.nutrients))
        case .mood(let m):
            self.init(parts, label: "mood", lead: "mood ", text: formatNumber(m.value, decimals: 1) + (m.note.isEmpty ? "" : " — \(m.note)"),
                      tone: .mood, placement: .always, fields: EntryFields(kind: name, mood: m.value, note: m.note),
                      model: "mood \(formatNumber(m.value))" + (m.note.isEmpty ? "" : " \"\(m.note)\""))
        case .gratitude(let g):
            self.init(parts, label: "grateful", lead: "grateful: ", text: g.text, tone: .gratitude, placement: .whenTimed,
                      fields: EntryFields(kind: name, note: g.text), model: "gratitude \"\(g.text)\"")
        case .dose(let d):
            let taken = d.isRefill ? "refill" : d.isOpen ? "not taken" : d.taken ? "took" : "skipped"
            // A refill's count is tablets: `refill fish oil 60`.
            let amount = d.isRefill ? d.amount.map { " " + formatNumber($0.value) } : d.amount.map { " \($0)" }
            self.init(parts, label: "meds", text: taken + " " + d.medication + (amount ?? "") + (d.note.isEmpty ? "" : " — \(d.note)"),
                      tone: .meds, placement: .always,
                      fields: EntryFields(kind: taken, name: d.medication, amount: d.amount, state: d.isRefill ? "" : d.taken ? "taken" : "skipped", note: d.note),
                      model: taken + " \"\(d.medication)\"" + (d.scheduledTime.map { " dose=\($0)" } ?? "") + (d.amount.map { " \($0)" } ?? "")
                          + (d.note.isEmpty ? "" : " note=\"\(d.note)\""))
        case .workout(let w):
            self.init(parts, label: "workout",
                      text: "\(w.activity.isEmpty ? "workout" : w.activity) \(w.minutesFromPace ? "≈" : "")\(formatNumber(w.minutes, decimals: 0)) min"
                          + (w.distanceMeters.map { ", \(formatNumber($0 / 1000, decimals: 1)) km" } ?? "")
                          + (w.kcal.map { ", \(formatNumber($0, decimals: 0)) kcal" } ?? ""),
                      tone: .exercise, placement: .always,
                      fields: EntryFields(kind: name, name: w.activity, amount: Quantity(w.minutes, .minutes), note: w.note),
                      model: "workout \"\(w.activity)\" \(formatNumber(w.minutes)) min" + (w.minutesFromPace ? " (from pace)" : "") + (w.distanceMeters.map { " \(formatNumber($0)) m" } ?? "")
                          + (w.kcal.map { " \(formatNumber($0)) kcal" } ?? "") + (w.note.isEmpty ? "" : " note=\"\(w.note)\""))
        case .weight(let w):
            self.init(parts, label: "weight", lead: "weight ", text: "\(w.written)", tone: .nutrients, placement: .always,
                      fields: EntryFields(kind: name, amount: w.written), model: "weight \(formatNumber(w.kilograms)) kg (\(w.written))")
        case .event(let e):
            self.init(parts, label: "event", text: e.title + (e.place.map { " @ \($0)" } ?? ""), tone: .accent, placement: .always,
                      fields: EntryFields(kind: name, name: e.title, note: e.place ?? ""),
                      model: "event \"\(e.title)\"" + (e.place.map { " @ \"\($0)\"" } ?? ""))
        case .habit(let h):
            self.init(parts, label: "habit",
                      text: "\(h.habit): \(h.state == .done ? "done" : (h.state == .skipped ? "skipped" : "not done"))" + (h.value.map { " (\(formatNumber($0)))" } ?? ""),
                      tone: .habits, placement: .whenTimed,
                      fields: EntryFields(kind: name, name: h.habit, amount: h.value.map { Quantity($0, .count) }, unitWord: h.unitWord,
                                          state: h.state == .done ? "done" : h.state == .skipped ? "excused" : "not done", note: h.note),
                      model: "habit \"\(h.habit)\" \(h.state.rawValue)" + (h.value.map { " value=\(formatNumber($0))" } ?? ""))
        case .task(let t):
            self.init(parts, label: "to-do", text: "[\(t.state.mark)] \(t.text)" + (t.due.map { " (due \($0))" } ?? ""), tone: .accent, placement: .whenTimed,
                      fields: EntryFields(kind: name, name: t.text, state: t.state.rawValue, note: "[\(t.state.mark)]" + (t.due.map { " due \($0)" } ?? "")),
                      model: "task [\(t.state.mark)] \"\(t.text)\"" + (t.due.map { " due=\($0)" } ?? "") + (t.priority > 0 ? " priority=\(t.priority)" : ""))
        case .note(let n):
            self.init(parts, label: "note", text: n.text, tone: .accent, placement: .whenTimed, fields: EntryFields(kind: name, note: n.text),
                      model: "note \"\(n.text)\"" + (n.photos.isEmpty ? "" : " photos=" + n.photos.map { $0.path }.joined(separator: ",")))
        case .sleep(let s):
            let span = s.start.flatMap { a in s.end.map { b in (a, b) } }
            self.init(parts, label: "sleep",
                      text: "slept " + formatDuration(s.minutes) + (span.map { " (\($0)–\($1))" } ?? "") + (s.quality.map { ", quality \(formatNumber($0))/5" } ?? "")
                          + (s.note.isEmpty ? "" : " — \(s.note)"),
                      tone: .accent, placement: .always,
                      fields: EntryFields(kind: name, amount: Quantity(s.minutes, .minutes), start: s.start, end: s.end, quality: s.quality, note: s.note),
                      model: "sleep \(formatNumber(s.minutes)) min" + (span.map { " \($0)-\($1)" } ?? "") + (s.quality.map { " quality=\(formatNumber($0))" } ?? "")
                          + (s.note.isEmpty ? "" : " note=\"\(s.note)\""))
        case .symptom(let s):
            self.init(parts, label: "symptom", lead: "symptom ", text: s.name + (s.severity.map { " (\(formatNumber($0))/5)" } ?? ""),
                      tone: .accent, placement: .always, fields: EntryFields(kind: name, name: s.name, amount: s.severity.map { Quantity($0, .count) }),
                      model: "symptom \"\(s.name)\"" + (s.severity.map { " severity=\(formatNumber($0))" } ?? ""))
        }
    }

    private init(_ parts: Parts, label: String, lead: String = "", text: @autoclosure () -> String, tone: MetricTone, placement: Placement,
                 fields: @autoclosure () -> EntryFields, model: @autoclosure () -> String) {
        (self.label, self.lead, self.tone, self.placement) = (label, lead, tone, placement)
        self.text = parts.contains(.timeline) ? text() : ""
        self.fields = parts.contains(.fields) ? fields() : EntryFields(kind: "")
        self.model = parts.contains(.model) ? model() : ""
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

    /// A drink or a meal's item as the model dump has it: the name quoted, the amount, count,
    /// nutrients given and comment as written, then what it resolved to and its nutrients.
    static func model(_ i: ItemEntry) -> String {
        var s = "\"\(i.name)\""
        if let a = i.amount { s += " \(a)" }
        if i.count != 1 { s += " x\(formatNumber(i.count))" }
        if !i.overrides.isEmpty { s += " (" + i.overrides.map { "\(formatNumber($0.value)) \($0.nutrient.unit) \($0.nutrient.name)" }.joined(separator: ", ") + ")" }
        if !i.comment.isEmpty { s += " comment=\"\(i.comment)\"" }
        s += " -> " + (i.resolvedName.map { "\"\($0)\"" } ?? "ad hoc") + ": " + nutrients(i.nutrients)
        return s
    }

    /// The figures people look at for a drink, rounded, those under half a unit left out:
    /// `130 mg caffeine · 236 ml water · 110 kcal`.
    public static func drinkFacts(_ n: Nutrients) -> [String] {
        var facts: [String] = []
        if n.caffeine >= 0.5 { facts.append("\(formatNumber(n.caffeine, decimals: 0)) mg caffeine") }
        if n.water >= 0.5 { facts.append("\(formatNumber(n.water, decimals: 0)) ml water") }
        if n.energy >= 0.5 { facts.append("\(formatNumber(n.energy, decimals: 0)) kcal") }
        return facts
    }

    /// Only the non-zero nutrients, rounded to 2 decimals: `caffeine 126 mg, water 60 ml`.
    public static func nutrients(_ n: Nutrients, of shown: [Nutrient] = Nutrient.allCases) -> String {
        let parts = shown.filter { n[$0] != 0 }.map { "\($0.name) \(formatNumber(n[$0])) \($0.unit)" }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}

/// What an entry says in the fields the CSV and JSON exports share: its kind (`took` or
/// `skipped` for a dose), name, amount, state, a sleep's span and quality, nutrients (drinks
/// and meals), mood and note.
struct EntryFields: Sendable {
    var kind: String
    var name = ""
    var amount: Quantity? = nil
    /// The amount's unit when it is a word of the journal's rather than a unit (`pages` in
    /// `read 25 pages`), or `x` for a drink's count.
    var unitWord: String? = nil
    /// A habit mark's `done`, `not done` or `excused`; a to-do's state (`open`, `migrated`, …);
    /// a dose's `taken` or `skipped`; else empty.
    var state = ""
    /// A sleep's span and quality.
    var start: TimeOfDay? = nil, end: TimeOfDay? = nil, quality: Double? = nil
    var nutrients: Nutrients? = nil
    var mood: Double? = nil
    /// A meal's items, an event's place, a to-do's state and due date, or the entry's note.
    var note = ""

    /// A drink's: its name alone, and its amount as written times its count (`water 500 ml
    /// x2` is 1000 ml), or its count (`espresso x2` is 2 x; `espresso` 1 x).
    init(item i: ItemEntry, kind: String) {
        self.kind = kind
        name = i.name.isEmpty ? (i.resolvedName ?? "caffeine") : i.name
        if let a = i.amount {
            amount = Quantity(a.value * i.count, a.unit)
        } else if !i.name.isEmpty {
            amount = Quantity(i.count, .count)
            unitWord = "x"
        }
        nutrients = i.nutrients
        note = i.comment
    }

    init(kind: String, name: String = "", amount: Quantity? = nil, unitWord: String? = nil, state: String = "",
         start: TimeOfDay? = nil, end: TimeOfDay? = nil, quality: Double? = nil, nutrients: Nutrients? = nil, mood: Double? = nil,
         note: String = "") {
        (self.kind, self.name, self.amount, self.unitWord, self.state) = (kind, name, amount, unitWord, state)
        (self.start, self.end, self.quality, self.nutrients, self.mood, self.note) = (start, end, quality, nutrients, mood, note)
    }

    /// The amount's number, as written.
    var amountText: String { amount.map { formatNumber($0.value) } ?? "" }
    /// The amount's unit; empty for a count without a word.
    var unitText: String { unitWord ?? amount.map { $0.unit == .count ? "" : $0.unit.description } ?? "" }
}
