/// Renders ``UpcomingReport`` as text for the terminal and as JSON (keys in Grammar.md, "JSON
/// output").
public enum UpcomingRenderer {
    public static func text(_ r: UpcomingReport, style: TextStyle = .plain) -> String {
        var out = style.bold("Upcoming: to \(r.end.weekday.name) \(r.end)") + "\n"
        out += style.dim("from \(ReportTextRenderer.asOf(r.clock))") + "\n\n"
        if r.items.isEmpty { out += "Nothing coming.\n" }
        var last: CalendarDate? = nil
        for item in r.items {
            let day = item.date == last ? String(repeating: " ", count: 9) : "\(item.date.weekday.name.prefix(3)) \(item.date.description.suffix(5))"
            if item.date != last, last != nil { out += "\n" }
            last = item.date
            var line = style.bold(day) + "  " + (item.time.map(\.description) ?? "     ") + "  "
            line += RingFormatting.pad(item.kind.rawValue, 6) + item.what
            if let place = item.place { line += " @ " + place }
            if !item.details.isEmpty { line += style.dim("  · " + item.details.joined(separator: " · ")) }
            out += line + "\n"
        }
        if r.overdue > 0 { out += "\n" + style.red("\(r.overdue) to-do\(r.overdue == 1 ? " is" : "s are") overdue") + style.dim(" (journal todo)") + "\n" }
        return out
    }

    public static func json(_ r: UpcomingReport) -> JSONValue {
        .object([
            ("now", ReportJSONRenderer.clock(r.clock)),
            ("end", .string(r.end.description)),
            ("items", .array(r.items.map { i in
                .object([("date", .string(i.date.description)), ("time", .string(i.time?.description)), ("kind", .string(i.kind.rawValue)),
                         ("what", .string(i.what)), ("place", .string(i.place)), ("details", .array(i.details.map { .string($0) }))])
            })),
            ("overdueTodos", .number(Double(r.overdue))),
        ])
    }
}
