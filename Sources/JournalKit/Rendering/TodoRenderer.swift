/// Renders ``TodoReport`` as text for the terminal and as JSON (keys in Grammar.md, "JSON
/// output").
public enum TodoRenderer {
    public static func text(_ r: TodoReport, style: TextStyle = .plain) -> String {
        var head = "To-dos: \(r.open) open"
        if r.overdue > 0 { head += ", \(r.overdue) overdue" }
        if r.dueToday > 0 { head += ", \(r.dueToday) due today" }
        if r.stale > 0 { head += ", \(r.stale) open \(TodoReport.staleDays) days or more" }
        var out = style.bold(head) + "\n" + style.dim("as of \(r.today.weekday.name) \(r.today)") + "\n"
        if r.lists.isEmpty { out += "\n" + (r.all ? "No to-dos.\n" : "Nothing open.\n") }
        for list in r.lists {
            out += "\n" + style.bold(list.name) + "\n"
            for item in list.items { out += line(item, style: style) }
        }
        return out
    }

    static func line(_ item: TodoReport.Item, style: TextStyle) -> String {
        var out = "  [\(item.state.mark)] " + (item.time.map { "\($0) " } ?? "") + (item.text.isEmpty ? style.dim("(no text)") : item.text)
        var details: [String] = []
        if item.priority > 0 { details.append(String(repeating: "!", count: item.priority)) }
        if let due = item.due {
            switch item.dueStatus {
            case .overdue?: details.append(style.red("due \(due), overdue"))
            case .today?: details.append(style.yellow("due today"))
            default: details.append("due \(due)")
            }
        }
        if let age = item.ageDays, item.isOpen { details.append("\(age) day\(age == 1 ? "" : "s") old") }
        if let from = item.continuedFrom { details.append("moved from \(from)") }
        if item.state == .migrated || item.migratedTo != nil {
            details.append(item.migratedTo.map { "→ \($0)" } ?? style.yellow("→ not written again"))
        }
        details += item.tags.map { "#\($0)" }
        if !details.isEmpty { out += style.dim("  · ") + details.joined(separator: style.dim(" · ")) }
        out += "\n"
        if item.stale { out += "      " + style.yellow("open \(item.ageDays ?? 0) days: migrate it, or cancel it") + "\n" }
        return out
    }

    public static func json(_ r: TodoReport) -> JSONValue {
        .object([
            ("today", .string(r.today.description)),
            ("all", .bool(r.all)),
            ("open", .number(Double(r.open))), ("overdue", .number(Double(r.overdue))), ("dueToday", .number(Double(r.dueToday))),
            ("stale", .number(Double(r.stale))),
            ("lists", .array(r.lists.map { list in
                .object([("name", .string(list.name)), ("date", .string(list.date?.description)), ("items", .array(list.items.map(item)))])
            })),
        ])
    }

    static func item(_ i: TodoReport.Item) -> JSONValue {
        .object([
            ("state", .string(i.state.rawValue)), ("text", .string(i.text)), ("time", .string(i.time?.description)),
            ("due", .string(i.due?.description)), ("dueStatus", .string(i.dueStatus?.rawValue)), ("priority", .number(Double(i.priority))),
            ("tags", .array(i.tags.map { .string($0) })), ("ageDays", .number(i.ageDays.map(Double.init))),
            ("firstDay", .string(i.firstDay?.description)), ("stale", .bool(i.stale)),
            ("migratedTo", .string(i.migratedTo?.description)), ("continuedFrom", .string(i.continuedFrom?.description)),
            ("file", .string(i.file)), ("line", .number(Double(i.range.line))),
        ])
    }
}
