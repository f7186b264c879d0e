import Foundation

/// Renders a journal as CSV (RFC 4180: fields with a comma, a quote or a line break are quoted,
/// quotes doubled, lines end in CRLF), so that a spreadsheet opens it: one row per entry, or
/// with ``daily(_:)`` one row per day with the weekly report's metrics.
public enum CSVRenderer {
    /// One row per entry of the days of `period` (nil: every day), in date and file order.
    public static func entries(_ journal: Journal, period: Period?) -> String {
        var rows = [["date", "time", "kind", "name", "amount", "unit"] + Nutrient.allCases.map(\.name) + ["mood", "tags", "note"]]
        for day in journal.days where period?.contains(day.date) ?? true {
            for e in day.entries {
                var r = Row()
                switch e.kind {
                case .drink(let i):
                    r = Row(name: DayReport.item(i), amount: i.amount, nutrients: i.nutrients, note: i.comment)
                case .meal(let m):
                    r = Row(name: m.meal.rawValue, nutrients: m.nutrients, note: m.items.map(DayReport.item).joined(separator: "; "))
                case .mood(let m): r = Row(mood: m.value, note: m.note)
                case .gratitude(let g): r = Row(note: g.text)
                case .dose(let d): r = Row(name: d.medication, amount: d.amount, note: d.note)
                case .workout(let w): r = Row(name: w.activity, amount: Quantity(w.minutes, .minutes), note: w.note)
                case .weight(let w): r = Row(amount: w.written)
                case .event(let ev): r = Row(name: ev.title, note: ev.place ?? "")
                case .habit(let h): r = Row(name: h.habit, amount: h.value.map { Quantity($0, .count) }, note: h.note)
                case .task(let t): r = Row(name: t.text, note: "[\(t.state.mark)]" + (t.due.map { " due \($0)" } ?? ""))
                case .note(let n): r = Row(note: n.text)
                case .sleep(let s): r = Row(amount: Quantity(s.minutes, .minutes), note: s.note)
                }
                var kind = e.kind.name
                if case .dose(let d) = e.kind { kind = d.taken ? "took" : "skipped" }
                let amount: String = r.amount.map { formatNumber($0.value) } ?? ""
                let unit: String = r.amount.map { $0.unit == .count ? "" : $0.unit.description } ?? ""
                var row: [String] = [day.date.description, e.time?.description ?? "", kind, r.name, amount, unit]
                for n in Nutrient.allCases { row.append(r.nutrients.map { formatNumber($0[n], decimals: 2) } ?? "") }
                row += [r.mood.map { formatNumber($0) } ?? "", e.tags.joined(separator: " "), r.note]
                rows.append(row)
            }
        }
        return table(rows)
    }

    /// One row per day of the report's period: for each metric with a row, the day's value
    /// and its ring's percent (empty on a day without one).
    public static func daily(_ r: PeriodReport) -> String {
        var header = ["date"]
        for row in r.rows {
            let name = row.metric.rawValue
            header += [row.metric.unit.isEmpty ? name : "\(name) (\(row.metric.unit))", "\(name) %"]
        }
        var rows = [header]
        for d in r.days {
            var line = [d.date.description]
            for row in r.rows {
                let ring = d.ring(row.metric)
                line += [ring.map { formatNumber($0.value, decimals: 2) } ?? "", ring.map { formatNumber($0.percent, decimals: 1) } ?? ""]
            }
            rows.append(line)
        }
        return table(rows)
    }

    /// The rows as CSV text.
    public static func table(_ rows: [[String]]) -> String {
        rows.map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// A field, quoted when it holds a comma, a quote or a line break (quotes doubled).
    public static func field(_ s: String) -> String {
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// What an entry puts in the columns beyond date, time and kind.
    private struct Row {
        var name = ""
        var amount: Quantity? = nil
        var nutrients: Nutrients? = nil
        var mood: Double? = nil
        var note = ""
    }
}
