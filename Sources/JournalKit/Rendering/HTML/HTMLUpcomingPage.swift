/// The page of `journal upcoming --format html`: what is coming, day by day, as the text lists
/// it (events with their place, to-dos falling due, doses not yet taken or skipped). It prints
/// on A4 or Letter, each day kept on one page where it fits.
enum HTMLUpcomingPage {
    static func render(_ r: UpcomingReport) -> String {
        var body = "<header class=\"page-head\">\n<p class=\"eyebrow\">Upcoming</p>\n"
        body += "<h1>To \(HTMLText.escape(HTMLText.longDate(r.end)))</h1>\n"
        body += "<p class=\"sub\">from \(HTMLText.escape(HTMLText.asOf(r.clock)))</p>\n</header>\n"
        if r.items.isEmpty { body += "<p class=\"muted\">Nothing coming.</p>\n" }
        var start = 0
        while start < r.items.count {
            let date = r.items[start].date
            let end = r.items[start...].firstIndex { $0.date != date } ?? r.items.count
            body += "<section class=\"card day-block\">\n<h2>\(HTMLText.escape(HTMLText.longDate(date)))</h2>\n"
            body += "<table class=\"lines\">\n<thead><tr><th scope=\"col\" class=\"c-time\">Time</th><th scope=\"col\" class=\"c-kind\">Kind</th><th scope=\"col\">What</th>"
                + "<th scope=\"col\" class=\"c-notes\">Notes</th></tr></thead>\n<tbody>\n"
            for item in r.items[start..<end] {
                body += "<tr class=\"\(item.kind.rawValue)\"><td>\(item.time.map(\.description) ?? "")</td><td>\(item.kind.rawValue)</td>"
                    + "<td>\(HTMLText.escape(item.what + (item.place.map { " @ " + $0 } ?? "")))</td>"
                    + "<td>\(HTMLText.escape(item.details.joined(separator: " · ")))</td></tr>\n"
            }
            body += "</tbody>\n</table>\n</section>\n"
            start = end
        }
        if r.overdue > 0 {
            body += "<p class=\"flag\">\(r.overdue == 1 ? "1 to-do is" : "\(r.overdue) to-dos are") overdue (journal todo).</p>\n"
        }
        body += "<footer class=\"legend\">\n<p class=\"muted\">Events and appointments, to-dos falling due and medication doses not yet taken. "
        body += "Made by journal from a Markdown diary; no scripts, no network requests.</p>\n</footer>\n"
        return HTMLDocument.page(title: "Upcoming, to \(r.end) · journal", pageClass: "upcoming-page", body: body, css: HTMLPrintablePages.css)
    }
}

extension HTMLReportRenderer {
    /// The upcoming page (`journal upcoming --format html`).
    public static func upcoming(_ r: UpcomingReport) -> String { HTMLUpcomingPage.render(r) }
}
