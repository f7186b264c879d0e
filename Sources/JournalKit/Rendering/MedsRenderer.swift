/// Renders ``MedsReport`` as text for the terminal and as JSON (keys in Grammar.md, "JSON
/// output").
public enum MedsRenderer {
    public static func text(_ r: MedsReport, style: TextStyle = .plain) -> String {
        var out = style.bold("Medications: " + r.period.label) + "\n"
        out += style.dim("as of \(ReportTextRenderer.asOf(r.clock))") + "\n"
        if r.medications.isEmpty {
            out += "\nNo medications in this period: define them in the journal, e.g. - med metformin 500 mg at 08:00, 20:00\n"
        }
        for m in r.medications {
            out += "\n" + style.bold(m.name) + (m.schedules.isEmpty ? style.dim("  not in force in this period") : "  " + m.schedules.joined(separator: "; ")) + "\n"
            let a = m.adherence
            if a.scheduled > 0 {
                var line = "  " + (a.percent.map { "adherence \(formatNumber($0, decimals: 1))%" } ?? "adherence –") + ": "
                line += "\(a.taken) of \(a.due) taken"
                if !m.late.isEmpty { line += " (\(m.late.count) late)" }
                line += ", \(a.skipped) skipped, " + (a.missed > 0 ? style.red("\(a.missed) missed") : "0 missed")
                if a.pending > 0 { line += ", \(a.pending) to come" }
                out += line + "\n"
            } else if !m.asNeeded {
                out += "  no dose due in this period\n"
            }
            for d in m.missed {
                out += "  " + style.red("✗ missed") + "  \(day(d.date)) \(d.scheduled)" + note(d.note, style) + "\n"
            }
            for l in m.late {
                out += "  " + style.yellow("◷ late  ") + "  \(day(l.dose.date)) \(l.dose.scheduled), taken at \(l.takenAt) (\(minutes(l.minutesLate)) late)"
                    + note(l.dose.note, style) + "\n"
            }
            for e in m.extra {
                out += "  " + style.yellow("+ extra ") + "  \(day(e.date))" + (e.time.map { " \($0)" } ?? "") + (e.amount.map { ", \($0)" } ?? "")
                    + style.dim("  no dose of that day left") + "\n"
            }
            if !m.asNeededDoses.isEmpty || m.asNeeded {
                let n = m.asNeededDoses.count
                out += "  as needed: \(n) dose\(n == 1 ? "" : "s")"
                    + (m.asNeededTotal.isEmpty ? "" : ", " + m.asNeededTotal.map(\.description).joined(separator: " + ") + " in all") + "\n"
            }
            if let s = m.supply { out += supplyText(s, style: style) }
        }
        if !r.remainingToday.isEmpty {
            out += "\n" + style.bold("Still to take today") + "\n"
            for d in r.remainingToday {
                let late = d.minutesPastDue
                out += "  … \(d.medication) \(d.scheduled)" + (late > 0 ? style.yellow("  due now (\(minutes(late)) ago)") : "") + "\n"
            }
        }
        if let n = r.next {
            out += "\n" + "Next dose: \(n.medication) at \(n.scheduled)" + (n.date == r.clock.date ? " today" : " on \(day(n.date))") + "\n"
        }
        return out
    }

    /// `  supply: 12 left (28 from 2026-11-20, 14 refilled, 30 taken); runs out Sat 2026-12-05, in 12 days`,
    /// and a warning line when fewer than the warning's days are left.
    static func supplyText(_ s: MedsReport.Supply, style: TextStyle) -> String {
        let c = s.count
        var line = "  supply: \(c.left) left (\(c.supply) from \(c.since), \(c.refilled) refilled, \(c.used) used"
            + (s.perDose > 1 ? ", \(s.perDose) a dose" : "") + ")"
        if let out = s.runsOut, let days = s.daysLeft {
            line += "; runs out \(day(out)), " + (days == 0 ? "today" : "in \(days) day\(days == 1 ? "" : "s")")
        } else {
            line += "; enough for every dose scheduled"
        }
        line += "\n"
        if s.warns, let days = s.daysLeft {
            let left = days == 0 ? "none left for the doses still to take today" : days == 1 ? "1 day left" : "\(days) days left"
            line += "  " + style.yellow("⚠ refill") + "  " + left + ", fewer than \(s.warningDays): - refill \(c.medication) N\n"
        }
        return line
    }

    public static func json(_ r: MedsReport) -> JSONValue {
        .object([
            ("period", ReportJSONRenderer.period(r.period)),
            ("now", ReportJSONRenderer.clock(r.clock)),
            ("person", .object(details(r.person))),
            ("medications", .array(r.medications.map { m in
                let a = m.adherence
                return .object([
                    ("name", .string(m.name)),
                    ("schedules", .array(m.schedules.map { .string($0) })),
                    ("asNeeded", .bool(m.asNeeded)),
                    ("scheduled", .number(Double(a.scheduled))), ("taken", .number(Double(a.taken))),
                    ("late", .number(Double(m.late.count))), ("skipped", .number(Double(a.skipped))),
                    ("missed", .number(Double(a.missed))), ("pending", .number(Double(a.pending))),
                    ("adherencePercent", .number(a.percent)),
                    ("missedDoses", .array(m.missed.map(dose))),
                    ("lateDoses", .array(m.late.map { l in
                        .object([("date", .string(l.dose.date.description)), ("time", .string(l.dose.scheduled.description)),
                                 ("takenAt", .string(l.takenAt.description)), ("minutesLate", .number(Double(l.minutesLate))),
                                 ("note", .string(l.dose.note))])
                    })),
                    ("skippedDoses", .array(m.skipped.map(dose))),
                    ("extraDoses", .array(m.extra.map(logged))),
                    ("asNeededDoses", .array(m.asNeededDoses.map(logged))),
                    ("asNeededTotal", .array(m.asNeededTotal.map { .object([("value", .number($0.value)), ("unit", .string($0.unit.description))]) })),
                    ("supply", m.supply.map(supply) ?? .null),
                ])
            })),
            ("remainingToday", .array(r.remainingToday.map { dose($0.dose) })),
            ("next", r.next.map(dose) ?? .null),
        ])
    }

    static func supply(_ s: MedsReport.Supply) -> JSONValue {
        .object([("since", .string(s.count.since.description)), ("counted", .number(Double(s.count.supply))),
                 ("refilled", .number(Double(s.count.refilled))), ("used", .number(Double(s.count.used))),
                 ("left", .number(Double(s.count.left))), ("perDose", .number(Double(s.perDose))),
                 ("runsOut", .string(s.runsOut?.description)), ("daysLeft", .number(s.daysLeft.map(Double.init))),
                 ("warningDays", .number(Double(s.warningDays))), ("warns", .bool(s.warns)),
                 ("reorderOn", .string(s.reorderOn?.description))])
    }

    /// `age`, `allergies`, `gp` and `contact`, each null when not known.
    static func details(_ d: PersonDetails) -> [(String, JSONValue)] {
        [("age", .number(d.age.map(Double.init))), ("allergies", .string(d.allergies)), ("gp", .string(d.gp)), ("contact", .string(d.contact))]
    }

    static func dose(_ d: DoseStatus) -> JSONValue {
        .object([("medication", .string(d.medication)), ("date", .string(d.date.description)), ("time", .string(d.scheduled.description)),
                 ("state", .string(d.state.name)), ("note", .string(d.note))])
    }

    static func logged(_ d: LoggedDose) -> JSONValue {
        .object([("date", .string(d.date.description)), ("time", .string(d.time?.description)),
                 ("amount", .string(d.amount?.description)), ("note", .string(d.note))])
    }

    /// `  — felt sick`: a dose's note, dimmed; nothing without one.
    static func note(_ note: String, _ style: TextStyle) -> String { note.isEmpty ? "" : style.dim("  — " + note) }

    /// `Sat 2026-11-21`.
    static func day(_ d: CalendarDate) -> String { "\(d.weekday.name.prefix(3)) \(d)" }

    /// `45 min`, `2 h 5 min`.
    static func minutes(_ m: Int) -> String { formatDuration(Double(m)) }
}

/// Renders ``CareRound`` as a table for the terminal and as JSON.
public enum CareRoundRenderer {
    public static func text(_ r: CareRound, style: TextStyle = .plain) -> String {
        var out = style.bold("Doses of \(r.clock.date.weekday.name) \(r.clock.date)") + style.dim(", as of \(ReportTextRenderer.asOf(r.clock))") + "\n\n"
        let width = max(6, (r.rows.map(\.person.count) + r.withoutDoses.map(\.count)).max() ?? 0) + 2
        out += style.dim(RingFormatting.pad("person", width) + "time   " + RingFormatting.pad("medication", 18) + "state") + "\n"
        var last = ""
        for row in r.rows {
            let who = row.person == last ? "" : row.person
            last = row.person
            var state: String
            switch row.status {
            case .taken:
                if case .taken(let at?) = row.dose.state { state = style.green("✓ taken at \(at)") } else { state = style.green("✓ taken") }
            case .skipped: state = style.dim("– skipped")
            case .missed: state = style.boldRed("✗ missed")
            case .overdue: state = style.yellow("! overdue by \(MedsRenderer.minutes(row.minutes ?? 0))")
            case .dueNow: state = style.bold("→ due " + ((row.minutes ?? 0) == 0 ? "now" : "in \(MedsRenderer.minutes(row.minutes ?? 0))"))
            case .later: state = style.dim("… later")
            }
            out += RingFormatting.pad(who, width) + "\(row.dose.scheduled)  " + RingFormatting.pad(row.dose.medication, 18) + state + "\n"
        }
        for name in r.withoutDoses { out += RingFormatting.pad(name, width) + style.dim("no doses today") + "\n" }
        let missed = r.rows(.missed), overdue = r.rows(.overdue), due = r.rows(.dueNow)
        func list(_ rows: [CareRound.Row]) -> String { rows.map { "\($0.person) (\($0.dose.medication) \($0.dose.scheduled))" }.joined(separator: ", ") }
        out += "\n"
        if !missed.isEmpty { out += style.boldRed("Missed: ") + list(missed) + "\n" }
        if !overdue.isEmpty { out += style.yellow("Overdue: ") + list(overdue) + "\n" }
        if !due.isEmpty { out += style.bold("Due now: ") + list(due) + "\n" }
        if missed.isEmpty && overdue.isEmpty && due.isEmpty { out += "Nothing missed, overdue or due now.\n" }
        out += "\n" + style.bold("People") + "\n"
        for p in r.people {
            var about = [p.details.age.map { "\($0) years" } ?? "age not known"]
            if let a = p.details.allergies { about.append(style.boldRed("allergies: \(a)")) }
            if let gp = p.details.gp { about.append("GP: \(gp)") }
            if let c = p.details.contact { about.append("contact: \(c)") }
            out += style.bold(p.name) + "  " + about.joined(separator: style.dim(" · ")) + "\n"
            out += "  " + style.dim("next after today: ") + (p.next.map(CareRoundRenderer.dose) ?? "none within a year") + "\n"
        }
        return out
    }

    /// `Sun 2026-11-22 08:00 metformin`.
    static func dose(_ d: DoseStatus) -> String { MedsRenderer.day(d.date) + " \(d.scheduled) \(d.medication)" }

    public static func json(_ r: CareRound) -> JSONValue {
        .object([
            ("now", ReportJSONRenderer.clock(r.clock)),
            ("doses", .array(r.rows.map { row in
                var takenAt: String? = nil
                if case .taken(let at) = row.dose.state { takenAt = at?.description }
                return .object([("person", .string(row.person)), ("medication", .string(row.dose.medication)),
                                ("time", .string(row.dose.scheduled.description)), ("status", .string(row.status.rawValue)),
                                ("takenAt", .string(takenAt)), ("minutes", .number(row.minutes.map(Double.init)))])
            })),
            ("withoutDoses", .array(r.withoutDoses.map { .string($0) })),
            ("missed", .number(Double(r.rows(.missed).count))),
            ("people", .array(r.people.map { p in
                .object([("name", .string(p.name))] + MedsRenderer.details(p.details)
                        + [("next", p.next.map(MedsRenderer.dose) ?? .null)])
            })),
        ])
    }
}
