import Foundation

/// Renders a journal as CSV (RFC 4180: fields with a comma, a quote or a line break are quoted,
/// quotes doubled, lines end in CRLF), so that a spreadsheet opens it: one row per entry, or
/// with ``daily(_:)`` one row per day with the weekly report's metrics. Text from the journal
/// goes through ``text(_:)``, so no cell holds a formula.
public enum CSVRenderer {
    /// One row per entry of the days of `period` (nil: every day), in date and file order.
    public static func entries(_ journal: Journal, period: Period?) -> String {
        let shown = journal.definitions.shownNutrients
        var out = entriesHeader(shown: shown)
        for day in journal.days where period?.contains(day.date) ?? true { out += entries(of: day, shown: shown) }
        return out
    }

    /// The header row of ``entries(_:period:)``, with a column for each of the `shown`
    /// nutrients (the journal's: ``Definitions/shownNutrients``).
    public static func entriesHeader(shown: [Nutrient]) -> String {
        table([["date", "time", "kind", "name", "amount", "unit", "state", "start", "end", "quality"] + shown.map(\.name) + ["mood", "tags", "note"]])
    }

    /// The rows of ``entries(_:period:)`` of one day, so that an export can write a day at a time.
    public static func entries(of day: Day, shown: [Nutrient]) -> String {
        var rows: [[String]] = []
        for e in day.entries {
            let f = EntryWords(e.kind, only: .fields).fields
            var row = [day.date.description, e.time?.description ?? "", text(f.kind), text(f.name), f.amountText, text(f.unitText),
                       f.state, f.start?.description ?? "", f.end?.description ?? "", f.quality.map { formatNumber($0) } ?? ""]
            for n in shown { row.append(f.nutrients.map { formatNumber($0[n], decimals: 2) } ?? "") }
            row += [f.mood.map { formatNumber($0) } ?? "", text(e.tags.joined(separator: " ")), text(f.note)]
            rows.append(row)
        }
        return table(rows)
    }

    /// One row per day of the report's period: for each metric with a row, the day's value
    /// and its ring's percent (empty on a day without one); then what the days wrote without a
    /// ring (``WrittenRow``): exercise minutes, the last weigh-in, the mean mood, hours slept.
    public static func daily(_ r: PeriodReport) -> String {
        var header = ["date"]
        for row in r.rows {
            let name = row.metric.rawValue
            header += [text(row.metric.unit.isEmpty ? name : "\(name) (\(row.metric.unit))"), text("\(name) %")]
        }
        header += r.written.map { writtenHeader[$0.kind]! }
        var rows = [header]
        for (k, d) in r.days.enumerated() {
            var line = [d.date.description]
            for row in r.rows {
                let ring = d.ring(row.metric)
                line += [ring.map { formatNumber($0.value, decimals: 2) } ?? "", ring.map { formatNumber($0.percent, decimals: 1) } ?? ""]
            }
            for row in r.written {
                line.append(k < row.cells.count ? row.cells[k].map { formatNumber($0, decimals: 2) } ?? "" : "")
            }
            rows.append(line)
        }
        return table(rows)
    }

    /// The daily header of what a day wrote without a ring.
    private static let writtenHeader: [WrittenRow.Kind: String] = [
        .workouts: "exercise (min)", .weight: "weight (kg)", .mood: "mood", .sleep: "sleep (h)",
    ]

    /// A text cell: one a spreadsheet would take for a formula (it begins with `=`, `+`, `-`,
    /// `@`, a tab or a carriage return) gets a `'` in front, as OWASP advises, so it stays
    /// text; control characters are shown as symbols (``VisibleText``). Numbers are not text
    /// cells: -5 stays a number.
    public static func text(_ s: String) -> String {
        let shown = VisibleText.shown(s)
        guard let first = s.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return shown }
        return "'" + shown
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
}
