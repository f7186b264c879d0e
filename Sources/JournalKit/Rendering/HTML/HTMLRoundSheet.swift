/// The page of `journal meds --people DIR --format html`: the carer's round sheet, to print and
/// sign. One section per person with their name, age, allergies (set apart, so that they are
/// not missed), GP and contact; today's doses, each with what the journal says of it and an
/// empty box to tick and initial on paper; and their first dose after today. Each person's
/// section is kept on one page where it fits; nothing has a fixed width, so it prints on A4 or
/// Letter and reads on a phone.
enum HTMLRoundSheet {
    static func render(_ r: CareRound) -> String {
        var body = "<header class=\"page-head\">\n<p class=\"eyebrow\">Medication round</p>\n"
        body += "<h1>\(HTMLText.escape(HTMLText.longDate(r.clock.date)))</h1>\n"
        body += "<p class=\"sub\">as of \(HTMLText.escape(HTMLText.asOf(r.clock))) · \(HTMLText.count(r.people.count, "person", "people"))</p>\n"
        body += summary(r) + "</header>\n"
        for p in r.people { body += person(p) }
        body += "<footer class=\"legend\">\n<p class=\"muted\">Tick each dose as it is given and initial it. Missed: past its time by more "
        body += "than the grace period; overdue: past its time, within it; due now: within \(CareRound.dueNowMinutes) min. "
        body += "Made by journal from each person's Markdown journal; no scripts, no network requests.</p>\n</footer>\n"
        return HTMLDocument.page(title: "Medication round, \(HTMLText.longDate(r.clock.date)) · journal", pageClass: "round-page", body: body,
                                 css: HTMLPrintablePages.css)
    }

    /// Who missed, is overdue and is due now, as the text round ends.
    static func summary(_ r: CareRound) -> String {
        let missed = r.rows(.missed), overdue = r.rows(.overdue), due = r.rows(.dueNow)
        func list(_ rows: [CareRound.Row]) -> String {
            HTMLText.escape(rows.map { "\($0.person) (\($0.dose.medication) \($0.dose.scheduled))" }.joined(separator: ", "))
        }
        var out = "<ul class=\"round-summary\">\n"
        if !missed.isEmpty { out += "<li class=\"missed\"><strong>Missed:</strong> \(list(missed))</li>\n" }
        if !overdue.isEmpty { out += "<li class=\"overdue\"><strong>Overdue:</strong> \(list(overdue))</li>\n" }
        if !due.isEmpty { out += "<li><strong>Due now:</strong> \(list(due))</li>\n" }
        if missed.isEmpty && overdue.isEmpty && due.isEmpty { out += "<li>Nothing missed, overdue or due now.</li>\n" }
        return out + "</ul>\n"
    }

    static func person(_ p: CareRound.Person) -> String {
        var out = "<section class=\"card person\">\n<h2 class=\"person-name\">\(HTMLText.escape(p.name))"
        out += "<span class=\"age\">\(p.details.age.map { "\($0) years" } ?? "age not known")</span></h2>\n"
        out += details(p.details, withAge: false)
        if p.doses.isEmpty {
            out += "<p class=\"muted\">No doses today.</p>\n"
        } else {
            out += "<table class=\"round\">\n<thead><tr><th scope=\"col\">Time</th><th scope=\"col\">Medication</th>"
                + "<th scope=\"col\">In the journal</th><th scope=\"col\" class=\"tick\">Given</th><th scope=\"col\" class=\"sign\">Initials</th></tr></thead>\n<tbody>\n"
            for row in p.doses {
                out += "<tr class=\"\(row.status == .dueNow ? "due-now" : row.status.rawValue)\"><td>\(row.dose.scheduled)</td>"
                    + "<td>\(HTMLText.escape(row.dose.medication))</td><td>\(HTMLText.escape(status(row)))</td>"
                    + "<td class=\"tick\"><span class=\"box\" role=\"img\" aria-label=\"box to tick\"></span></td><td class=\"sign\"></td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        out += "<p class=\"next\"><span class=\"muted\">Next after today:</span> "
            + (p.next.map { HTMLText.escape(HTMLText.shortDate($0.date) + " \($0.scheduled) \($0.medication)") } ?? "none within a year") + "</p>\n"
        return out + "</section>\n"
    }

    /// What the journal says of a dose now: `taken at 08:10 (with breakfast)`, `overdue by 45 min`.
    static func status(_ row: CareRound.Row) -> String {
        let note = row.dose.note.isEmpty ? "" : " (\(row.dose.note))"
        switch row.status {
        case .taken:
            if case .taken(let at?) = row.dose.state { return "taken at \(at)" + note }
            return "taken" + note
        case .skipped: return "skipped" + note
        case .missed: return "missed"
        case .overdue: return "overdue by \(MedsRenderer.minutes(row.minutes ?? 0))"
        case .dueNow: return (row.minutes ?? 0) == 0 ? "due now" : "due in \(MedsRenderer.minutes(row.minutes ?? 0))"
        case .later: return "later"
        }
    }

    /// The age (when `withAge`) and the details for carers; allergies always, in a box of their
    /// own, `not written` when the profile does not give them.
    static func details(_ d: PersonDetails, withAge: Bool) -> String {
        var out = "<p class=\"allergies\"><strong>Allergies:</strong> "
            + (d.allergies.map(HTMLText.escape) ?? "<span class=\"muted\">not written</span>") + "</p>\n"
        var rows: [(String, String)] = []
        if withAge, let age = d.age { rows.append(("Age", "\(age) years")) }
        if let gp = d.gp { rows.append(("GP", gp)) }
        if let c = d.contact { rows.append(("Contact", c)) }
        if !rows.isEmpty {
            out += "<dl class=\"details\">\n" + rows.map { "<dt>\($0.0)</dt><dd>\(HTMLText.escape($0.1))</dd>\n" }.joined() + "</dl>\n"
        }
        return out
    }
}

/// The rules of the printable pages of lists (the round sheet, `todo` and `upcoming`), apart from
/// the shared style sheet: plain tables that wrap, boxes to tick, and the print frame (A4 or
/// Letter, 15 mm margins, a section or a day kept on one page where it fits).
enum HTMLPrintablePages {
    /// A person's allergies, in a box of their own, and their other details (the round sheet and
    /// the doctor's page).
    static let personCSS = """
    .allergies{border:2px solid var(--over);border-radius:10px;padding:8px 12px;margin:0 0 12px;font-size:16px}
    .allergies strong{color:var(--over)}
    .details{display:grid;grid-template-columns:max-content 1fr;gap:4px 14px;margin:0 0 12px}
    .details dt{color:var(--muted);font-weight:600}
    .details dd{margin:0;overflow-wrap:anywhere}

    """

    static let css = personCSS + """
    .person-name{font-size:20px;text-transform:none;letter-spacing:0;color:var(--ink);margin:0 0 12px;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline}
    .person-name .age{font-size:15px;font-weight:500;color:var(--muted)}
    .round-summary{list-style:none;padding:0;margin:14px 0 0}
    .round-summary li{margin:0 0 4px}
    .round-summary .missed strong,.round tr.missed td:nth-child(3){color:var(--over);font-weight:600}
    .round tr.overdue td:nth-child(3),.round tr.due-now td:nth-child(3){font-weight:600}
    .round,.lines{margin:8px 0 10px}
    .round th,.round td,.lines th,.lines td{padding:8px 8px 8px 0;text-align:left;border-top:1px solid var(--line);vertical-align:top;overflow-wrap:break-word}
    .round thead th,.lines thead th{border-top:0;font-size:12px;color:var(--muted);font-weight:600}
    .round td:first-child,.lines td:first-child{white-space:nowrap}
    .round .tick{width:3.2em;text-align:center}
    .round .sign{width:6em}
    .box{display:inline-block;width:18px;height:18px;border:2px solid var(--ink);border-radius:3px;vertical-align:middle}
    .next{margin:0}
    .flag{color:var(--over);font-weight:600}
    @media (min-width:641px),print{.lines{table-layout:fixed}.lines .c-mark{width:4em}.lines .c-time{width:4.5em}.lines .c-kind{width:5em}.lines .c-due{width:9em}.lines .c-age{width:6.5em}.lines .c-notes{width:24%}}
    .lines .when{white-space:nowrap}
    .lines .mark{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:nowrap}
    @media screen and (max-width:640px){.round .sign{display:none}.round .tick{width:2.6em}.round th,.round td,.lines th,.lines td{padding-right:6px}}
    @media print{@page{size:auto;margin:15mm}.person,.day-block{break-inside:avoid;page-break-inside:avoid}.round thead,.lines thead{display:table-header-group}.round tr,.lines tr{break-inside:avoid;page-break-inside:avoid}.box{border-color:#000}}

    """
}

extension HTMLReportRenderer {
    /// The carer's round sheet (`journal meds --people DIR --format html`).
    public static func round(_ r: CareRound) -> String { HTMLRoundSheet.render(r) }
}
