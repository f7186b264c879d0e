/// The page of `journal streaks --format html`: a card per habit (streaks with dates, the last 7
/// and 30 days, the last four weeks as coloured cells with a `<title>` each, a challenge's
/// progress) and a table of goal streaks.
enum HTMLStreaksPage {
    static func render(_ r: StreaksReport) -> String {
        var body = "<header class=\"page-head\">\n<p class=\"eyebrow\">Streaks</p>\n<h1>Habits and goals kept</h1>\n"
        body += "<p class=\"sub\">as of \(HTMLText.escape(HTMLText.asOf(r.clock)))</p>\n</header>\n"
        body += "<div class=\"months\">\n"
        for h in r.habits { body += habit(h, gridStart: r.gridStart) }
        body += "</div>\n"
        if !r.goals.isEmpty {
            var table = "<div class=\"scroll\">\n<table class=\"totals goal-streaks\">\n<thead><tr><th scope=\"col\">Goal</th><th scope=\"col\">Now</th><th scope=\"col\">Longest</th>"
                + "<th scope=\"col\">Longest run</th><th scope=\"col\">Kept</th></tr></thead>\n<tbody>\n"
            for g in r.goals {
                table += "<tr><td>\(HTMLText.escape(g.name))</td><td>\(g.current)</td><td>\(g.longest)</td>"
                    + "<td class=\"run\">\(g.longestDates.map { run($0) } ?? "–")</td>"
                    + "<td class=\"kept\">\(g.daysKept) of \(g.daysCounted) days</td></tr>\n"
            }
            body += HTMLDocument.card("Goals kept, days in a row", table + "</tbody>\n</table>\n</div>\n")
        }
        body += "<footer class=\"legend\">\n<p>" + HTMLCalendarPage.swatches([(.low, 0.9, "done"), (.over, 0.8, "not done"), (.medium, 0.35, "excused"),
                                                                             (.accent, 0.2, "pending"), (nil, 0, "not scheduled"), (nil, 0, "not yet (dashed)")])
        body += "</p>\n"
        body += "<p class=\"muted\">Excused days neither add to a streak nor break it; today, until it ends, does not break one.</p>\n</footer>\n"
        return HTMLDocument.page(title: "Streaks · journal", pageClass: "streaks-page", body: body, css: HTMLCalendarPage.css + css)
    }

    /// On a phone the goals' table wraps its dates and counts; should it still be too wide, it
    /// scrolls in its own box with the goal's name kept in view.
    static let css = """
    .goal-streaks td:first-child,.goal-streaks th:first-child{position:sticky;left:0;z-index:1;background:var(--card)}
    .goal-streaks td:first-child{white-space:normal;overflow-wrap:anywhere}
    @media (max-width:640px){
    .goal-streaks th,.goal-streaks td{white-space:normal;padding:8px 3px}
    .goal-streaks td:first-child{min-width:6em;padding-right:6px}
    .goal-streaks td.run{font-size:12.5px}
    .goal-streaks .date{white-space:nowrap}
    .goal-streaks td.kept{font-size:12.5px}
    }

    """

    /// A run's first and last day, each kept on one line.
    static func run(_ dates: ClosedRange<CalendarDate>) -> String {
        StreaksTextRenderer.dates(dates).components(separatedBy: " – ").map { "<span class=\"date\">\(HTMLText.escape($0))</span>" }.joined(separator: " – ")
    }

    static func habit(_ h: HabitRecord, gridStart: CalendarDate) -> String {
        let s = h.streak
        let unit = s.unit == .weeks ? "week" : "day"
        func run(_ n: Int, _ d: ClosedRange<CalendarDate>?) -> String {
            HTMLText.count(n, unit) + (d.map { " <span class=\"muted\">(" + HTMLText.escape(s.unit == .weeks ? StreaksTextRenderer.weeks($0) : StreaksTextRenderer.dates($0)) + ")</span>" } ?? "")
        }
        var out = "<section class=\"card month\">\n<h2>\(HTMLText.escape(s.habit))</h2>\n"
        out += "<p>Current: \(run(s.current, s.currentDates))<br>Longest: \(run(s.longest, s.longestDates))<br>"
        out += "Last 7 days: \(h.last7.done) of \(h.last7.scheduled) · last 30: \(h.last30.done) of \(h.last30.scheduled)</p>\n"
        if let c = h.challenge { out += "<p>" + HTMLText.escape(StreaksTextRenderer.challenge(c).capitalizedFirst) + "</p>\n" }
        let cell = HTMLCalendarPage.cell, column = HTMLCalendarPage.weekColumn, head = HTMLCalendarPage.head
        out += "<svg class=\"cal\" viewBox=\"0 0 \(HTMLText.coordinate(column + 7 * cell)) \(HTMLText.coordinate(head + 4 * cell))\" role=\"img\" "
            + "aria-label=\"\(HTMLText.escape(s.habit)): the last four weeks\">\n"
        for k in 0..<7 {
            let name = String(gridStart.adding(days: k).weekday.name.prefix(2))
            out += "<text class=\"wd\" x=\"\(HTMLText.coordinate(column + Double(k) * cell + cell / 2))\" y=\"15\">\(name)</text>\n"
        }
        for w in 0..<4 {
            let y = head + Double(w) * cell
            out += "<text class=\"wk\" x=\"\(HTMLText.coordinate(column - 8))\" y=\"\(HTMLText.coordinate(y + cell / 2 + 4))\">\(Period.isoWeek(gridStart.adding(days: 7 * w)).week)</text>\n"
            for k in 0..<7 {
                let date = gridStart.adding(days: 7 * w + k)
                let mark: DayMark = h.grid[7 * w + k].map { .habit($0, value: nil) } ?? .notYet
                out += HTMLCalendarPage.dayCell(date, mark, measure: .habit(s.habit), x: column + Double(k) * cell, y: y)
            }
        }
        return out + "</svg>\n</section>\n"
    }
}

extension HTMLReportRenderer {
    /// The streaks page: a card per habit with its last four weeks, and the goals kept.
    public static func streaks(_ r: StreaksReport) -> String { HTMLStreaksPage.render(r) }
}
