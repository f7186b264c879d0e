/// The page of `journal todo --format html`: the to-dos by list, as the text lists them, each
/// open one with a box to tick on paper, its due date (overdue, due today), age, priority and
/// tags. It prints on A4 or Letter, each list kept on one page where it fits.
enum HTMLTodoPage {
    static func render(_ r: TodoReport) -> String {
        var body = "<header class=\"page-head\">\n<p class=\"eyebrow\">To-dos</p>\n"
        body += "<h1>\(HTMLText.count(r.open, "open to-do"))</h1>\n"
        var counts: [String] = []
        if r.overdue > 0 { counts.append("\(r.overdue) overdue") }
        if r.dueToday > 0 { counts.append("\(r.dueToday) due today") }
        if r.stale > 0 { counts.append("\(r.stale) open \(TodoReport.staleDays) days or more") }
        body += "<p class=\"sub\">as of \(HTMLText.escape(HTMLText.longDate(r.today)))" + counts.map { " · " + $0 }.joined() + "</p>\n</header>\n"
        if r.lists.isEmpty { body += "<p class=\"muted\">\(r.all ? "No to-dos." : "Nothing open.")</p>\n" }
        for list in r.lists {
            body += "<section class=\"card day-block\">\n<h2>\(HTMLText.escape(list.date.map(HTMLText.longDate) ?? list.name))</h2>\n"
            body += "<table class=\"lines\">\n<thead><tr><th scope=\"col\" class=\"c-mark\">Done</th><th scope=\"col\">To-do</th>"
                + "<th scope=\"col\" class=\"c-due\">Due</th><th scope=\"col\" class=\"c-age\">Age</th><th scope=\"col\" class=\"c-notes\">Notes</th></tr></thead>\n<tbody>\n"
            for item in list.items { body += row(item) }
            body += "</tbody>\n</table>\n</section>\n"
        }
        body += "<footer class=\"legend\">\n<p class=\"muted\">Open: [ ] and [&lt;] (scheduled); with --all also [x] done, [&gt;] migrated and [-] "
        body += "cancelled. Age: days since the to-do was first written. Made by journal from a Markdown diary; no scripts, no network requests.</p>\n</footer>\n"
        return HTMLDocument.page(title: "To-dos, \(r.today) · journal", pageClass: "todo-page", body: body, css: HTMLPrintablePages.css)
    }

    static func row(_ item: TodoReport.Item) -> String {
        let mark = item.isOpen ? "<span class=\"box\" role=\"img\" aria-label=\"box to tick\"></span>"
            : "[\(HTMLText.escape(String(item.state.mark)))]"
        var text = (item.time.map { "\($0) " } ?? "") + item.text
        if text.isEmpty { text = "(no text)" }
        var due = "", dueClass = ""
        if let d = item.due {
            switch item.dueStatus {
            case .overdue?: (due, dueClass) = ("\(HTMLText.shortDate(d)), overdue", " class=\"flag when\"")
            case .today?: (due, dueClass) = ("due today", " class=\"flag when\"")
            default: (due, dueClass) = (HTMLText.shortDate(d), " class=\"when\"")
            }
        }
        var notes: [String] = []
        if item.priority > 0 { notes.append(String(repeating: "!", count: item.priority)) }
        if let from = item.continuedFrom { notes.append("moved from \(from)") }
        if item.state == .migrated || item.migratedTo != nil { notes.append(item.migratedTo.map { "→ \($0)" } ?? "→ not written again") }
        notes += item.tags.map { "#\($0)" }
        var out = "<tr><td class=\"mark\">\(mark)</td><td>\(HTMLText.escape(text))"
        if item.stale { out += "<br><span class=\"flag\">open \(item.ageDays ?? 0) days: migrate it, or cancel it</span>" }
        out += "</td><td\(dueClass)>\(HTMLText.escape(due))</td>"
        out += "<td class=\"when\">\(item.isOpen ? item.ageDays.map { HTMLText.count($0, "day") } ?? "" : "")</td>"
        return out + "<td>\(HTMLText.escape(notes.joined(separator: " · ")))</td></tr>\n"
    }
}

extension HTMLReportRenderer {
    /// The to-dos page (`journal todo --format html`).
    public static func todo(_ r: TodoReport) -> String { HTMLTodoPage.render(r) }
}
