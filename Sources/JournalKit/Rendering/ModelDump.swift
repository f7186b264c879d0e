/// Prints the model as stable, line-oriented text: every definition, day and entry with what
/// it resolved to. Golden tests compare it; `journal print --model` shows it.
public enum ModelDump {
    public static func text(_ journal: Journal) -> String {
        var out = ""
        let d = journal.definitions
        func at(_ r: SourceRange) -> String { " @\(journal.files.indices.contains(Int(r.file)) && journal.files.count > 1 ? "\(r.file):" : "")\(r.line):\(r.column)" }
        func validity(_ v: Validity) -> String {
            (v.from.map { " from \($0)" } ?? "") + (v.until.map { " until \($0)" } ?? "")
        }
        for g in d.goals {
            let target: String
            switch g.value.target {
            case .value(let c, let v): target = "\(c.rawValue) \(formatNumber(v))\(g.value.metric.unit.map { " \($0)" } ?? "")"
            case .auto: target = "auto"
            case .macros(let c, let p, let f): target = "\(formatNumber(c))/\(formatNumber(p))/\(formatNumber(f))"
            }
            out += "goal \(g.value.metric.rawValue) \(target)\(validity(g.validity))\(at(g.range))\n"
        }
        for p in d.profiles {
            let v = p.value
            out += "profile sex=\(v.sex?.rawValue ?? "-") born=\(v.born?.description ?? "-") height=\(v.heightCm.map { formatNumber($0) } ?? "-")cm"
                + " weight=\(v.weightKg.map { formatNumber($0) } ?? "-")kg activity=\(v.activity?.rawValue ?? "-") plan=\(v.plan.rawValue)\(validity(p.validity))\(at(p.range))\n"
        }
        for h in d.habits {
            let v = h.value
            var s = "habit \"\(v.name)\" "
            switch v.schedule {
            case .daily: s += "daily"
            case .timesPerWeek(let n): s += "\(n)/week"
            case .weekdays(let days): s += "on " + days.sorted().map(\.shortName).joined(separator: ",")
            }
            if let t = v.target { s += " >= \(formatNumber(t))\(v.targetUnit.map { " \($0)" } ?? "")" }
            if let n = v.days { s += " for \(n) days" }
            out += s + validity(h.validity) + at(h.range) + "\n"
        }
        for m in d.medications {
            let v = m.value
            var s = "med \"\(v.name)\""
            if let dose = v.dose { s += " \(dose)" }
            if v.asNeeded { s += " as-needed" }
            if !v.times.isEmpty { s += " at " + v.times.map(\.description).joined(separator: ",") }
            if let w = v.weekdays { s += " on " + w.sorted().map(\.shortName).joined(separator: ",") }
            out += s + validity(m.validity) + at(m.range) + "\n"
        }
        for (kind, items) in [("drink", d.drinks), ("food", d.foods)] {
            for i in items {
                let v = i.value
                var s = "\(kind) \"\(v.name)\" per \(v.serving.name ?? "")\(v.serving.name != nil && v.serving.amount != nil ? " " : "")\(v.serving.amount?.description ?? ""): \(nutrients(v.nutrients))"
                if let w = v.waterFraction { s += " water-fraction=\(formatNumber(w))" }
                out += s + validity(i.validity) + at(i.range) + "\n"
            }
        }
        for a in d.aways { out += "away \(a.value.from)..\(a.value.to) \"\(a.value.reason)\"\(at(a.range))\n" }
        for s in d.settings {
            let value: String
            switch s.value {
            case .bedtime(let t): value = t.description
            case .halfLifeHours(let h): value = formatNumber(h) + " h"
            case .weekStart(let w): value = w.name.lowercased()
            case .graceMinutes(let m): value = formatNumber(m) + " min"
            case .reminderMinutes(let m): value = formatNumber(m) + " min"
            case .timezone(let z): value = z
            }
            out += "set \(s.value.key) \(value)\(validity(s.validity))\(at(s.range))\n"
        }
        for i in d.includes { out += "include \"\(i.value.pattern)\"\(at(i.range))\n" }
        for list in journal.taskLists {
            out += "list \"\(list.name)\"\n"
            for e in list.tasks { out += "  " + entry(e) + at(e.range) + "\n" }
        }
        for day in journal.days {
            let titles = day.titles.filter { !$0.isEmpty }.map { "\"\($0)\"" }.joined(separator: " ")
            out += "day \(day.date)\(titles.isEmpty ? "" : " " + titles): \(nutrients(day.nutrients))\n"
            for e in day.entries { out += "  " + entry(e) + at(e.range) + "\n" }
        }
        return out
    }

    /// Only the non-zero nutrients, rounded to 2 decimals: `caffeine 126 mg, water 60 ml`.
    public static func nutrients(_ n: Nutrients) -> String {
        let parts = Nutrient.allCases.filter { n[$0] != 0 }.map { "\($0.name) \(formatNumber(n[$0])) \($0.unit)" }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }

    static func item(_ i: ItemEntry) -> String {
        var s = "\"\(i.name)\""
        if let a = i.amount { s += " \(a)" }
        if i.count != 1 { s += " x\(formatNumber(i.count))" }
        if !i.overrides.isEmpty { s += " (" + i.overrides.map { "\(formatNumber($0.value)) \($0.nutrient.unit) \($0.nutrient.name)" }.joined(separator: ", ") + ")" }
        if !i.comment.isEmpty { s += " comment=\"\(i.comment)\"" }
        s += " -> " + (i.resolvedName.map { "\"\($0)\"" } ?? "ad hoc") + ": " + nutrients(i.nutrients)
        return s
    }

    /// One entry on one line.
    public static func entry(_ e: Entry) -> String {
        var s = e.time.map { $0.description + " " } ?? ""
        switch e.kind {
        case .drink(let i): s += "drink " + item(i)
        case .meal(let m):
            s += "\(m.meal.rawValue) [" + m.items.map(item).joined(separator: "; ") + "] total: " + nutrients(m.nutrients)
        case .mood(let m): s += "mood \(formatNumber(m.value))" + (m.note.isEmpty ? "" : " \"\(m.note)\"")
        case .gratitude(let g): s += "gratitude \"\(g.text)\""
        case .dose(let d):
            s += (d.taken ? "took" : "skipped") + " \"\(d.medication)\""
            if let t = d.scheduledTime { s += " dose=\(t)" }
            if let a = d.amount { s += " \(a)" }
            if !d.note.isEmpty { s += " note=\"\(d.note)\"" }
        case .workout(let w):
            s += "workout \"\(w.activity)\" \(formatNumber(w.minutes)) min"
            if let m = w.distanceMeters { s += " \(formatNumber(m)) m" }
            if let k = w.kcal { s += " \(formatNumber(k)) kcal" }
            if !w.note.isEmpty { s += " note=\"\(w.note)\"" }
        case .weight(let w): s += "weight \(formatNumber(w.kilograms)) kg (\(w.written))"
        case .event(let ev): s += "event \"\(ev.title)\"" + (ev.place.map { " @ \"\($0)\"" } ?? "")
        case .habit(let h):
            s += "habit \"\(h.habit)\" \(h.state.rawValue)" + (h.value.map { " value=\(formatNumber($0))" } ?? "")
        case .task(let t):
            s += "task [\(t.state.mark)] \"\(t.text)\"" + (t.due.map { " due=\($0)" } ?? "") + (t.priority > 0 ? " priority=\(t.priority)" : "")
        case .note(let n):
            s += "note \"\(n.text)\"" + (n.photos.isEmpty ? "" : " photos=" + n.photos.map { $0.path }.joined(separator: ","))
        case .sleep(let sl):
            s += "sleep \(formatNumber(sl.minutes)) min"
            if let a = sl.start, let b = sl.end { s += " \(a)-\(b)" }
            if let q = sl.quality { s += " quality=\(formatNumber(q))" }
            if !sl.note.isEmpty { s += " note=\"\(sl.note)\"" }
        case .symptom(let sy):
            s += "symptom \"\(sy.name)\"" + (sy.severity.map { " severity=\(formatNumber($0))" } ?? "")
        }
        if !e.tags.isEmpty { s += " #" + e.tags.joined(separator: " #") }
        return s
    }
}
