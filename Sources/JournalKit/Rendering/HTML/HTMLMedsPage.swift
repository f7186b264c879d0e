/// The page of `journal meds --format html`, for the doctor: a block per medication with its
/// schedules over the period, its adherence, every missed, late and skipped dose, and its
/// `as needed` doses by ISO week. It prints on A4 or Letter: no fixed widths, and each
/// medication's block kept on one page where it fits.
enum HTMLMedsPage {
    static func render(_ r: MedsReport) -> String {
        var body = "<header class=\"page-head\">\n<p class=\"eyebrow\">Medications</p>\n"
        body += "<h1>\(HTMLText.escape(r.period.label))</h1>\n"
        body += "<p class=\"sub\">as of \(HTMLText.escape(HTMLText.asOf(r.clock)))</p>\n</header>\n"
        if !r.person.isEmpty { body += "<section class=\"card person\">\n<h2>Patient</h2>\n" + HTMLRoundSheet.details(r.person, withAge: true) + "</section>\n" }
        if r.medications.isEmpty { body += "<p class=\"muted\">No medication in this period.</p>\n" }
        for m in r.medications { body += medication(m) }
        if !r.doseDays.isEmpty { body += doseDays(r.doseDays) }
        body += "<footer class=\"legend\">\n<p class=\"muted\">Adherence: doses taken of those due, skipped ones left out. "
        body += "Late: taken after the grace period. Note: what was written after the dose on its line (took, skipped, or [ ] for one not taken). Made by journal from a Markdown diary; no scripts, no network requests.</p>\n</footer>\n"
        return HTMLDocument.page(title: "Medications, \(r.period.label) · journal", pageClass: "meds-page", body: body, css: css + HTMLPrintablePages.personCSS)
    }

    static func medication(_ m: MedsReport.Medication) -> String {
        var out = "<section class=\"card med\">\n<h2>\(HTMLText.escape(m.name))</h2>\n"
        out += "<ul class=\"schedules\">\n" + m.schedules.map { "<li>\(HTMLText.escape($0))</li>\n" }.joined() + "</ul>\n"
        if !m.asNeeded {
            let a = m.adherence
            out += "<p class=\"adherence\"><strong>" + (a.percent.map { "\(formatNumber($0, decimals: 1))%" } ?? "–") + "</strong> adherence: "
            out += "\(a.taken) of \(a.due) due doses taken"
            out += ", \(m.late.count) late, \(a.skipped) skipped, \(a.missed) missed</p>\n"
        }
        // Every missed, late and skipped dose, with the note of its line (`took`, `skipped`, `[ ]`).
        var rows: [(dose: DoseStatus, state: String, detail: String)] = []
        for d in m.missed { rows.append((d, "missed", "")) }
        for l in m.late { rows.append((l.dose, "late", "taken at \(l.takenAt), \(MedsRenderer.minutes(l.minutesLate)) late")) }
        for d in m.skipped { rows.append((d, "skipped", "")) }
        rows.sort { ($0.dose.date, $0.dose.scheduled.minutes) < ($1.dose.date, $1.dose.scheduled.minutes) }
        if !rows.isEmpty {
            out += "<table class=\"doses\">\n<thead><tr><th scope=\"col\">Day</th><th scope=\"col\">Time</th><th scope=\"col\">Dose</th>"
                + "<th scope=\"col\">Detail</th><th scope=\"col\">Note</th></tr></thead>\n<tbody>\n"
            for r in rows {
                out += "<tr class=\"\(r.state)\"><td>\(HTMLText.escape(MedsRenderer.day(r.dose.date)))</td><td>\(r.dose.scheduled)</td><td>\(r.state)</td>"
                    + "<td>\(HTMLText.escape(r.detail))</td><td class=\"note\">\(HTMLText.escape(r.dose.note))</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        } else if !m.asNeeded, m.adherence.due > 0 {
            out += "<p class=\"muted\">No dose missed, late or skipped.</p>\n"
        }
        if !m.asNeededDoses.isEmpty {
            // The takes week by week, each week with the notes written on its takes (`for a headache`).
            var weeks: [(week: (year: Int, week: Int), count: Int, notes: [String])] = []
            for d in m.asNeededDoses {
                let w = Period.isoWeek(d.date)
                if let last = weeks.last, last.week == w {} else { weeks.append((w, 0, [])) }
                weeks[weeks.count - 1].count += 1
                if !d.note.isEmpty { weeks[weeks.count - 1].notes.append(MedsRenderer.day(d.date) + ": " + d.note) }
            }
            out += "<p>As needed: " + HTMLText.count(m.asNeededDoses.count, "dose")
            if !m.asNeededTotal.isEmpty { out += ", " + HTMLText.escape(m.asNeededTotal.map(\.description).joined(separator: " + ")) }
            out += "</p>\n<table class=\"doses\">\n<thead><tr><th scope=\"col\">Week</th><th scope=\"col\">Doses</th><th scope=\"col\">Notes</th></tr></thead>\n<tbody>\n"
            for w in weeks {
                out += "<tr><td>\(w.week.year)-W\(w.week.week < 10 ? "0" : "")\(w.week.week)</td><td>\(w.count)</td>"
                    + "<td class=\"note\">\(HTMLText.escape(w.notes.joined(separator: "; ")))</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        if !m.extra.isEmpty {
            out += "<p>Extra doses (beyond the schedule): " + m.extra.map { HTMLText.escape(MedsRenderer.day($0.date) + ($0.time.map { " \($0)" } ?? "")) }
                .joined(separator: ", ") + "</p>\n"
        }
        return out + "</section>\n"
    }

    /// The days of missed and late doses, with the moods and symptoms written on them.
    static func doseDays(_ days: [MedsReport.DoseDay]) -> String {
        var table = "<table class=\"doses\">\n<thead><tr><th scope=\"col\">Day</th><th scope=\"col\">Doses</th><th scope=\"col\">Mood</th>"
            + "<th scope=\"col\">Symptoms</th></tr></thead>\n<tbody>\n"
        for d in days {
            let symptoms = d.symptoms.map { $0.key + ($0.severity.map { " \(formatNumber($0, decimals: 0))/5" } ?? "") }.joined(separator: ", ")
            table += "<tr><td>\(HTMLText.escape(MedsRenderer.day(d.date)))</td><td>\(HTMLText.escape(d.doses.joined(separator: ", ")))</td>"
                + "<td>\(d.mood.map { formatNumber($0, decimals: 1) } ?? "–")</td><td>\(symptoms.isEmpty ? "–" : HTMLText.escape(symptoms))</td></tr>\n"
        }
        return "<section class=\"card med\">\n<h2>Days of missed or late doses</h2>\n" + table + "</tbody>\n</table>\n</section>\n"
    }

    /// The page's own rules: a plain table of doses that wraps, and the print frame.
    static let css = """
    .med h2{margin-bottom:6px}
    .schedules{margin:0 0 10px;padding-left:20px}
    .doses{margin:8px 0 4px}
    .doses th,.doses td{padding:6px 8px 6px 0;text-align:left;border-top:1px solid var(--line);vertical-align:top;overflow-wrap:break-word}
    .doses th{white-space:nowrap}
    .doses thead th{border-top:0;font-size:12px;color:var(--muted);font-weight:600}
    .doses tr.missed td:nth-child(3){color:var(--over);font-weight:600}
    @media print{@page{size:auto;margin:15mm}.med{break-inside:avoid;page-break-inside:avoid}.doses thead{display:table-header-group}}

    """
}

extension HTMLReportRenderer {
    /// The medications page for the doctor (`journal meds --format html`).
    public static func meds(_ r: MedsReport) -> String { HTMLMedsPage.render(r) }
}
