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
                + " weight=\(v.weightKg.map { formatNumber($0) } ?? "-")kg\(v.bodyFatPercent.map { " bodyfat=\(formatNumber($0))%" } ?? "") activity=\(v.activity?.rawValue ?? "-") plan=\(v.plan.rawValue)\(validity(p.validity))\(at(p.range))\n"
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
                var s = "\(kind) \"\(v.name)\" per \(v.serving.name ?? "")\(v.serving.name != nil && v.serving.amount != nil ? " " : "")\(v.serving.amount?.description ?? ""): \(EntryWords.nutrients(v.nutrients))"
                if let w = v.waterFraction { s += " water-fraction=\(formatNumber(w))" }
                if let c = v.category { s += " category=\(c.name)" }
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
            case .region(let r): value = r.rawValue
            case .sleepDay(let d): value = d.rawValue
            case .refillWarningDays(let n): value = "\(n) days"
            case .logReminders(let times): value = times.isEmpty ? "off" : times.map(\.description).joined(separator: ", ")
            case .show(let list): value = list.map(\.name).joined(separator: ", ")
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
            out += "day \(day.date)\(titles.isEmpty ? "" : " " + titles): \(EntryWords.nutrients(day.nutrients))\n"
            for e in day.entries { out += "  " + entry(e) + at(e.range) + "\n" }
        }
        return out
    }

    /// One entry on one line: its time, its words (``EntryWords``) and its tags.
    public static func entry(_ e: Entry) -> String { entry(e, EntryWords(e.kind, only: .model)) }

    /// One entry on one line, of its words worked out already.
    static func entry(_ e: Entry, _ words: EntryWords) -> String {
        (e.time.map { $0.description + " " } ?? "") + words.model + (e.tags.isEmpty ? "" : " #" + e.tags.joined(separator: " #"))
    }
}
