/// The page of `journal report --format html`: an overview, the grid of days × goals (or, for a
/// long period, of weeks × goals), totals and means with the change against the previous period,
/// habit streaks and the report's insights.
enum HTMLPeriodPage {
    /// The page; `before` (HTML, with its `css`) goes after the heading: a month's calendar in
    /// the pages of `-o DIR/`.
    static func render(_ r: PeriodReport, before: String = "", css: String = "") -> String {
        let (title, _) = splitLabel(r.period.label)
        var body = header(r) + before
        if r.rows.isEmpty {
            body += HTMLDocument.card("Goals", "<p class=\"empty\">No goals in force in this period. Add one to the journal, "
                                      + "for example <code>- goal water &gt;= 2 l</code>, and the rings appear here.</p>\n")
            body += written(r) + nutrientMeans(r)
        } else if r.daysCounted == 0 {
            body += HTMLDocument.card("Goals", "<p class=\"empty\">No entries from \(r.period.start) to \(r.lastDay).</p>\n")
        } else {
            body += overview(r)
            body += r.weeks.isEmpty ? dayGrid(r) : weekGrid(r)
            body += totals(r)
            body += written(r) + nutrientMeans(r)
        }
        let side = [streaks(r), insights(r)].filter { !$0.isEmpty }
        if !side.isEmpty { body += "<div class=\"columns\">\n" + side.joined() + "</div>\n" }
        body += HTMLDocument.legend()
        return HTMLDocument.page(title: title + " · journal", pageClass: "period", body: body, css: css)
    }

    /// `Week 47, 2026: 2026-11-16 – 2026-11-22` → (`Week 47, 2026`, dates); a label without
    /// `: ` is all title.
    static func splitLabel(_ label: String) -> (String, String?) {
        guard let r = label.range(of: ": ") else { return (label, nil) }
        return (String(label[..<r.lowerBound]), String(label[r.upperBound...]))
    }

    static func header(_ r: PeriodReport) -> String {
        let (title, _) = splitLabel(r.period.label)
        let eyebrow: String
        switch r.period.kind {
        case .day: eyebrow = "Daily report"
        case .week: eyebrow = "Weekly report"
        case .month: eyebrow = "Monthly report"
        case .year: eyebrow = "Yearly report"
        case .range, .all: eyebrow = "Report"
        }
        var out = "<header class=\"page-head\">\n<p class=\"eyebrow\">\(eyebrow)</p>\n"
        out += "<h1>\(HTMLText.escape(title))</h1>\n"
        out += "<p class=\"sub\">\(HTMLText.escape(HTMLText.dateRange(r.period.start, r.period.end))) · "
            + "as of \(HTMLText.escape(HTMLText.asOf(r.clock)))</p>\n"
        if r.uncountedItemTotal > 0 { out += "<p class=\"sub\">\(HTMLText.escape(UncountedItemsText.period(r)))</p>\n" }
        return out + "</header>\n"
    }

    // MARK: Overview

    static func overview(_ r: PeriodReport) -> String {
        let met = r.goalsMet.met, counted = r.goalsMet.counted, share = r.goalsMet.percent
        var out = "<div class=\"overview\">\n"
        out += "<section class=\"card\">"
        out += "<div class=\"ring-wrap\">" + RingSVG.svg(percent: share, tone: .accent, size: .hero,
                                                        label: "Goals met: \(met) of \(counted), \(HTMLText.percent(share))")
        out += "<div class=\"center\" aria-hidden=\"true\"><span class=\"big\">\(HTMLText.percent(share))</span></div></div>"
        out += "<div><p class=\"label\">Goals met</p><p class=\"big\">\(met) of \(counted)</p>"
        out += "<p class=\"muted small\">rings closed or kept under their limit, day by day</p></div></section>\n"
        if let best = r.bestDay { out += dayScoreCard("Best day", best, r) }
        if let worst = r.worstDay { out += dayScoreCard("Hardest day", worst, r) }
        out += "</div>\n"
        return out
    }

    static func dayScoreCard(_ title: String, _ score: DayScore, _ r: PeriodReport) -> String {
        var out = "<section class=\"card\"><div>"
        out += "<p class=\"label\">\(title)</p>"
        out += "<p class=\"big\">\(HTMLText.escape(HTMLText.shortDate(score.date)))</p>"
        out += "<p class=\"muted small\">\(score.met) of \(HTMLText.count(score.rings, "goal")) met</p>"
        if !score.dayRings.isEmpty {
            out += "<div class=\"mini-rings\">" + score.dayRings.map { RingSVG.ring($0, size: .mini) }.joined() + "</div>"
        }
        out += "</div></section>\n"
        return out
    }

    // MARK: Grids

    /// A row per goal, a column per day, a ring in each cell.
    static func dayGrid(_ r: PeriodReport) -> String {
        var out = "<div class=\"scroll\"><table class=\"grid days\">\n<thead><tr><th class=\"metric\" scope=\"col\"><span class=\"dow\">Goal</span></th>"
        for d in r.days {
            let cls = columnClass(d.date, r.clock)
            out += "<th scope=\"col\" class=\"day\(cls)\"><span class=\"dow\">\(d.date.weekday.name.prefix(3))</span>"
                + "<span class=\"dom\">\(d.date.day)</span></th>"
        }
        out += "<th class=\"sum\" scope=\"col\">Met</th><th class=\"sum\" scope=\"col\">vs \(previousName(r.period).lowercased())</th></tr></thead>\n<tbody>\n"
        for row in r.rows {
            out += "<tr>" + metricHeader(row)
            for (i, ring) in row.cells.enumerated() {
                let date = r.days[i].date
                out += "<td class=\"day\(columnClass(date, r.clock))\">"
                if let ring, date <= r.clock.date {
                    out += "<div class=\"cell\">" + RingSVG.ring(ring, size: .cell)
                        + "<span class=\"pct\" aria-hidden=\"true\">\(HTMLText.percent(ring.percent))</span></div>"
                } else {
                    let why = date > r.clock.date ? "not yet" : (r.days[i].hasEntries ? "no goal" : "no entries")
                    out += "<div class=\"cell\"><span class=\"none\" title=\"\(why)\">·</span><span class=\"pct\">&nbsp;</span></div>"
                }
                out += "</td>"
            }
            out += "<td class=\"sum met\">" + (row.daysCounted > 0 ? "\(row.daysMet)/\(row.daysCounted)<span class=\"unit\"> met</span>" : "–") + "</td>"
            out += "<td class=\"sum chg\">\(change(row))</td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        return HTMLDocument.card("Goals, day by day", out)
    }

    /// The means a day of the nutrients after the core ten shown without a goal (`- set show`).
    static func nutrientMeans(_ r: PeriodReport) -> String {
        guard !r.nutrientMeans.isEmpty else { return "" }
        return HTMLDocument.card("Nutrients a day", HTMLDayPage.nutrientList(r.nutrientMeans, note: true))
    }

    /// What is written without a goal: a row per kind, the day's value in each day's column (in
    /// a report shown day by day), then the period's figures.
    static func written(_ r: PeriodReport) -> String {
        guard !r.written.isEmpty else { return "" }
        let byDay = r.weeks.isEmpty && !r.days.isEmpty
        var out = "<div class=\"scroll\"><table class=\"grid written\">\n<thead><tr><th class=\"metric\" scope=\"col\"><span class=\"dow\">Written</span></th>"
        if byDay {
            for d in r.days {
                out += "<th scope=\"col\" class=\"day\(columnClass(d.date, r.clock))\"><span class=\"dow\">\(d.date.weekday.name.prefix(3))</span>"
                    + "<span class=\"dom\">\(d.date.day)</span></th>"
            }
        }
        out += "<th class=\"sum\" scope=\"col\">In the period</th></tr></thead>\n<tbody>\n"
        for w in r.written {
            out += "<tr><th scope=\"row\" class=\"metric\">\(HTMLText.escape(w.kind.label))</th>"
            if byDay {
                for (i, value) in w.cells.enumerated() {
                    out += "<td class=\"day\(columnClass(r.days[i].date, r.clock))\">"
                        + (value.map { HTMLText.escape(WrittenRowText.cell($0, w.kind)) } ?? "<span class=\"none\">·</span>") + "</td>"
                }
            }
            let strip = byDay ? nil : WrittenRowText.strip(w, of: r)
            out += "<td class=\"sum\">\(HTMLText.escape(WrittenRowText.summary(w)))"
                + (strip.map { "<br><span class=\"strip\" title=\"mood a day\">\($0)</span>" } ?? "") + "</td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        return HTMLDocument.card("Without a goal", out)
    }

    /// A row per week, a column per goal: the days met of the days counted.
    static func weekGrid(_ r: PeriodReport) -> String {
        var out = "<div class=\"scroll\"><table class=\"grid weeks\">\n<thead><tr><th class=\"week\" scope=\"col\"><span class=\"dow\">Week</span></th>"
        for row in r.rows {
            out += "<th scope=\"col\" class=\"metric-head\"><span class=\"dot \(MetricTone(row.metric).cssClass)\"></span><br>"
                + "\(HTMLText.escape(row.metric.displayName))</th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for w in r.weeksWithData {
            let number = Period.isoWeek(w.period.start).week
            out += "<tr><th class=\"week\" scope=\"row\">W\(number)<span class=\"dates\">"
                + HTMLText.escape(HTMLText.dateRange(w.period.start, w.period.end)) + "</span></th>"
            for row in r.rows {
                out += "<td class=\"day\">"
                if let c = w.cells[row.metric], let goals = w.cells.goalsMet(row.metric) {
                    let kept = row.comparison == .atMost ? "within the limit" : "met"
                    let label = "\(row.metric.displayName), week \(number): \(c.met) of \(HTMLText.count(c.days, "day")) \(kept), "
                        + "mean \(HTMLText.value(c.mean, row.metric))"
                    out += "<div class=\"cell\">" + RingSVG.svg(percent: goals.percent, tone: MetricTone(row.metric), size: .cell, label: label)
                        + "<span class=\"pct\" aria-hidden=\"true\">\(c.met)/\(c.days)</span></div>"
                } else {
                    out += "<div class=\"cell\"><span class=\"none\">·</span><span class=\"pct\">&nbsp;</span></div>"
                }
                out += "</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>\n"
        out += "<p class=\"muted small\">Each ring is the share of the week's days that met the goal.</p>\n"
        return HTMLDocument.card("Goals, week by week", out)
    }

    static func metricHeader(_ row: MetricRow) -> String {
        "<th class=\"metric\" scope=\"row\"><span class=\"name\"><span class=\"dot \(MetricTone(row.metric).cssClass)\"></span>"
            + HTMLText.escape(row.metric.displayName) + "</span><span class=\"goal\">"
            + HTMLText.escape(HTMLText.target(row.target, row.comparison, row.metric)) + "</span></th>"
    }

    static func columnClass(_ date: CalendarDate, _ clock: JournalClock) -> String {
        date == clock.date ? " today" : (date > clock.date ? " future" : "")
    }

    /// `↓ 12%`, coloured good or bad by the goal's direction; empty without a previous period.
    static func change(_ row: MetricRow) -> String {
        guard let c = row.change, let better = row.changeIsBetter else { return "<span class=\"muted\">–</span>" }
        let previous = row.previousMean.map { "before: \(HTMLText.value($0, row.metric)) a day" } ?? ""
        if abs(c) < 0.5 { return "<span class=\"change\" title=\"\(HTMLText.escape(previous))\">= 0%</span>" }
        let arrow = c > 0 ? "↑" : "↓"
        return "<span class=\"change \(better ? "good" : "bad")\" title=\"\(HTMLText.escape(previous))\">"
            + "\(arrow) \(formatNumber(abs(c), decimals: 0))%</span>"
    }

    /// What the previous period is called in headings: `Last week`, `Last month`, `Before`.
    static func previousName(_ p: Period) -> String {
        switch p.kind {
        case .week: "Last week"
        case .month: "Last month"
        case .year: "Last year"
        case .day: "Day before"
        default: "Before"
        }
    }

    // MARK: Totals

    static func totals(_ r: PeriodReport) -> String {
        let previousName = previousName(r.period)
        var out = "<div class=\"scroll\"><table class=\"totals\">\n<thead><tr><th scope=\"col\">Goal</th><th scope=\"col\">Mean a day</th>"
            + "<th scope=\"col\" class=\"opt\">Total</th><th scope=\"col\" class=\"opt\">Target</th><th scope=\"col\">Days met</th>"
            + "<th scope=\"col\" class=\"opt\">\(previousName)</th><th scope=\"col\">Change</th></tr></thead>\n<tbody>\n"
        for row in r.rows {
            let total = row.hasTotal && row.daysCounted > 0 ? HTMLText.escape(HTMLText.value(row.total, row.metric)) : "<span class=\"muted\">–</span>"
            out += "<tr><td><span class=\"dot \(MetricTone(row.metric).cssClass)\"></span>\(HTMLText.escape(row.metric.displayName))</td>"
            out += "<td>" + (row.daysCounted > 0 ? HTMLText.escape(HTMLText.value(row.mean, row.metric)) : "<span class=\"muted\">–</span>") + "</td>"
            out += "<td class=\"opt\">\(total)</td>"
            out += "<td class=\"opt\">\(HTMLText.escape(HTMLText.target(row.target, row.comparison, row.metric)))</td>"
            out += "<td>" + (row.daysCounted > 0 ? "\(row.daysMet) of \(row.daysCounted)" : "–") + "</td>"
            out += "<td class=\"opt\">" + (row.previousMean.map { HTMLText.escape(HTMLText.value($0, row.metric)) } ?? "<span class=\"muted\">–</span>") + "</td>"
            out += "<td>\(change(row))</td></tr>\n"
        }
        out += "</tbody></table></div>\n"
        if let line = ReportTextRenderer.dosesAndTasks(r.doses, r.tasks, style: .plain) { out += "<p class=\"macros\">\(HTMLText.escape(line))</p>\n" }
        if let line = ReportTextRenderer.symptoms(r.symptoms) { out += "<p class=\"macros\">\(HTMLText.escape(line))</p>\n" }
        if let k = r.caffeineByCategory { out += "<p class=\"macros\">\(HTMLText.escape(CaffeineByCategoryText.line(k)))</p>\n" }
        if let sum = r.energyBalance { out += "<p class=\"energy-balance\">\(HTMLText.escape(EnergyBalanceText.period(sum)))</p>\n" }
        return HTMLDocument.card("Totals and means", out)
    }

    // MARK: Streaks and insights

    static func streaks(_ r: PeriodReport) -> String {
        guard !r.streaks.isEmpty else { return "" }
        var out = "<ul class=\"streaks\">\n"
        for s in r.streaks {
            let unit = s.unit == .weeks ? "week" : "day"
            out += "<li><span class=\"habit\">\(HTMLText.escape(s.habit))</span>"
            out += "<span class=\"count\">\(HTMLText.count(s.current, unit))</span>"
            var meta = "longest \(HTMLText.count(s.longest, unit))"
            if s.scheduledCount > 0 { meta += " · done \(s.doneCount) of \(s.scheduledCount)" }
            if let c = s.challengeProgress {
                meta += " · " + (c.start.map { c.hasBegun ? "challenge \(c.done) of \(c.of) days" : "challenge starts \($0)" } ?? "challenge not started")
            }
            out += "<span class=\"meta\">\(HTMLText.escape(meta))</span>"
            if let c = s.challengeProgress {
                let width = formatNumber(min(1, max(0, c.fraction)) * 100, decimals: 1)
                out += "<span class=\"bar\" role=\"img\" aria-label=\"challenge \(c.done) of \(c.of) days\"><span style=\"width:\(width)%\"></span></span>"
            }
            out += "</li>\n"
        }
        out += "</ul>\n"
        return HTMLDocument.card("Habit streaks", out)
    }

    static func insights(_ r: PeriodReport) -> String {
        guard !r.insights.isEmpty else { return "" }
        var out = "<ul class=\"insights\">\n"
        for i in InsightText.sentences(r) { out += "<li>\(HTMLText.escape(i))</li>\n" }
        out += "</ul>\n"
        return HTMLDocument.card("Worth noticing", out)
    }
}
