import Foundation

/// Renders ``CalendarExport`` as an iCalendar file (RFC 5545) that Google Calendar, Apple
/// Calendar and Thunderbird import: lines end in CRLF and are folded at 75 octets (never inside
/// a UTF-8 sequence), text is escaped, appointments are VEVENTs with an alarm, to-dos with a
/// due date VTODOs, each medication schedule a repeating VEVENT with an alarm at dose time, and
/// each time of `set reminder log` a daily VEVENT with an alarm ("Log your drinks").
/// Times are floating (local wherever the calendar is) unless `set timezone` names a zone; then
/// they carry its TZID and the calendar holds its VTIMEZONE, whose last year's changes repeat
/// every year (medication series never end). UTC (`set timezone UTC`) is written as UTC times
/// (`…Z`) with no VTIMEZONE.
public enum ICSRenderer {
    /// How the calendar's times are written.
    enum Times {
        /// Local wherever the calendar is: `20261121T080000`.
        case floating
        /// In UTC: `20261121T080000Z`.
        case utc
        /// In a zone, named by `id` in TZID and in the VTIMEZONE alike.
        case zone(TimeZone, id: String)

        init(_ name: String?) {
            guard let name, let zone = TimeZone(identifier: name) else { self = .floating; return }
            // A zone that is UTC now and has never changed its offset.
            let isUTC = zone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0 && zone.secondsFromGMT() == 0
                && zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: -2_208_988_800)) == nil
            self = isUTC ? .utc : .zone(zone, id: name)
        }

        var timeZone: TimeZone? {
            switch self {
            case .floating: nil
            case .utc: TimeZone(identifier: "UTC")!
            case .zone(let z, _): z
            }
        }

        /// `DTSTART;TZID=Europe/London:20261121T080000`, `DTSTART:20261121T080000Z`, ….
        func property(_ name: String, _ d: CalendarDate, _ t: TimeOfDay) -> String {
            switch self {
            case .floating: name + ":" + ICSRenderer.dateTime(d, t)
            case .utc: name + ":" + ICSRenderer.dateTime(d, t) + "Z"
            case .zone(_, let id): name + ";TZID=" + id + ":" + ICSRenderer.dateTime(d, t)
            }
        }

        /// An UNTIL: floating for floating times, else in UTC.
        func until(_ d: CalendarDate, _ t: TimeOfDay) -> String {
            switch self {
            case .floating: ICSRenderer.dateTime(d, t)
            case .utc, .zone: ICSRenderer.utc(d, minute: Int(t.minutes), zone: timeZone)
            }
        }
    }

    public static func calendar(_ c: CalendarExport) -> String {
        var lines = ContentLines()
        lines.add("BEGIN:VCALENDAR")
        lines.add("VERSION:2.0")
        lines.add("PRODID:-//journal//journal//EN")
        lines.add("CALSCALE:GREGORIAN")
        let times = Times(c.timezone)
        if case .zone(let zone, let id) = times { timezoneComponent(zone, id: id, years: years(c), into: &lines) }
        let stamp = "DTSTAMP:" + utc(c.clock.date, minute: c.clock.minute, zone: times.timeZone)
        for e in c.events {
            lines.add("BEGIN:VEVENT")
            lines.add("UID:" + ContentLines.escape(e.uid))
            lines.add(stamp)
            if let t = e.time {
                lines.add(times.property("DTSTART", e.date, t))
                lines.add("DURATION:PT1H")
            } else {
                lines.add("DTSTART;VALUE=DATE:" + date(e.date))
            }
            lines.add("SUMMARY:" + ContentLines.escape(e.title))
            if let p = e.place { lines.add("LOCATION:" + ContentLines.escape(p)) }
            if !e.tags.isEmpty { lines.add("CATEGORIES:" + e.tags.map(ContentLines.escape).joined(separator: ",")) }
            if e.time != nil { alarm("-PT\(Int(c.reminderMinutes.rounded()))M", e.title, into: &lines) }
            lines.add("END:VEVENT")
        }
        for t in c.todos {
            lines.add("BEGIN:VTODO")
            lines.add("UID:" + ContentLines.escape(t.uid))
            lines.add(stamp)
            lines.add("DUE;VALUE=DATE:" + date(t.due))
            lines.add("SUMMARY:" + ContentLines.escape(t.text.isEmpty ? "to-do" : t.text))
            // iCalendar priorities: 1 highest, 9 lowest, 0 none.
            if t.priority > 0 { lines.add("PRIORITY:" + ["9", "5", "1"][t.priority - 1]) }
            if !t.tags.isEmpty { lines.add("CATEGORIES:" + t.tags.map(ContentLines.escape).joined(separator: ",")) }
            lines.add("STATUS:NEEDS-ACTION")
            lines.add("END:VTODO")
        }
        for d in c.doses {
            let what = d.medication + (d.dose.map { " \($0)" } ?? "")
            lines.add("BEGIN:VEVENT")
            lines.add("UID:" + ContentLines.escape(d.uid))
            lines.add(stamp)
            lines.add(times.property("DTSTART", d.start, d.time))
            lines.add("DURATION:PT15M")
            var rule = d.weekdays.map { "RRULE:FREQ=WEEKLY;BYDAY=" + $0.sorted().map { String($0.shortName.prefix(2)).uppercased() }.joined(separator: ",") }
                ?? "RRULE:FREQ=DAILY"
            // UNTIL is the last dose's start: floating for floating times, else in UTC.
            if let u = d.until { rule += ";UNTIL=" + times.until(u, d.time) }
            lines.add(rule)
            lines.add("SUMMARY:" + ContentLines.escape("Take " + what))
            lines.add("CATEGORIES:medication")
            alarm("PT0M", "Take " + what, into: &lines)
            lines.add("END:VEVENT")
        }
        for r in c.refills {
            let what = "Reorder \(r.medication): \(r.left) left, runs out \(r.runsOut.weekday.name) \(r.runsOut)"
            lines.add("BEGIN:VEVENT")
            lines.add("UID:" + ContentLines.escape(r.uid))
            lines.add(stamp)
            lines.add("DTSTART;VALUE=DATE:" + date(r.date))
            lines.add("SUMMARY:" + ContentLines.escape(what))
            lines.add("CATEGORIES:medication")
            alarm("PT9H", what, into: &lines)
            lines.add("END:VEVENT")
        }
        for r in c.logReminders {
            lines.add("BEGIN:VEVENT")
            lines.add("UID:" + ContentLines.escape(r.uid))
            lines.add(stamp)
            lines.add(times.property("DTSTART", r.start, r.time))
            lines.add("DURATION:PT5M")
            lines.add("RRULE:FREQ=DAILY" + (r.until.map { ";UNTIL=" + times.until($0, r.time) } ?? ""))
            lines.add("SUMMARY:" + ContentLines.escape(CalendarExport.logReminderText))
            lines.add("CATEGORIES:journal")
            alarm("PT0M", CalendarExport.logReminderText, into: &lines)
            lines.add("END:VEVENT")
        }
        lines.add("END:VCALENDAR")
        return lines.text
    }

    static func alarm(_ trigger: String, _ what: String, into lines: inout ContentLines) {
        lines.add("BEGIN:VALARM")
        lines.add("ACTION:DISPLAY")
        lines.add("DESCRIPTION:" + ContentLines.escape(what))
        lines.add("TRIGGER:" + trigger)
        lines.add("END:VALARM")
    }

    /// `20261121`.
    static func date(_ d: CalendarDate) -> String {
        let (y, m, day) = d.components
        return String(format: "%04d%02d%02d", y, m, day)
    }

    /// `20261121T080000`, local to the calendar.
    static func dateTime(_ d: CalendarDate, _ t: TimeOfDay) -> String {
        date(d) + String(format: "T%02d%02d00", Int(t.minutes) / 60, Int(t.minutes) % 60)
    }

    /// `20261121T080000Z`: `minute` of `d` in `zone` (UTC when nil), in UTC; kept within the
    /// years 1 to 9999 that iCalendar can write (the end of 9999-12-31 is 99991231T235959Z).
    static func utc(_ d: CalendarDate, minute: Int, zone: TimeZone?) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone ?? TimeZone(identifier: "UTC")!
        let (y, m, day) = d.components
        let local = calendar.date(from: DateComponents(year: y, month: m, day: day, hour: 0, minute: 0))!.addingTimeInterval(Double(minute) * 60)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let c = utc.dateComponents([.era, .year, .month, .day, .hour, .minute], from: local)
        if c.era == 0 || c.year! < 1 { return "00010101T000000Z" }
        if c.year! > 9999 { return "99991231T235959Z" }
        return String(format: "%04d%02d%02dT%02d%02d00Z", c.year!, c.month!, c.day!, c.hour!, c.minute!)
    }

    /// The years the calendar's times fall in, for the time zone's rules.
    static func years(_ c: CalendarExport) -> ClosedRange<Int> {
        let dates = c.events.map(\.date) + c.todos.map(\.due) + c.doses.flatMap { [$0.start] + ($0.until.map { [$0] } ?? []) } + c.refills.map(\.date)
            + c.logReminders.flatMap { [$0.start] + ($0.until.map { [$0] } ?? []) } + [c.clock.date]
        return dates.map(\.year).min()!...dates.map(\.year).max()!
    }

    /// A VTIMEZONE for `zone`, named `id`: each change of offset in `years` (from Foundation's
    /// time zone data) as a STANDARD or DAYLIGHT part, the changes of the last year repeating
    /// every year after (an RRULE, as the zone's rules do); a zone without changes has one
    /// STANDARD part.
    static func timezoneComponent(_ zone: TimeZone, id: String, years: ClosedRange<Int>, into lines: inout ContentLines) {
        var utcCalendar = Calendar(identifier: .gregorian)
        utcCalendar.timeZone = TimeZone(identifier: "UTC")!
        let from = utcCalendar.date(from: DateComponents(year: years.lowerBound - 1, month: 1, day: 1))!
        let to = utcCalendar.date(from: DateComponents(year: years.upperBound + 1, month: 1, day: 1))!
        lines.add("BEGIN:VTIMEZONE")
        lines.add("TZID:" + id)
        var changes: [Date] = []
        var at = from
        while let next = zone.nextDaylightSavingTimeTransition(after: at), next < to {
            changes.append(next)
            at = next
        }
        // The last year's changes repeat when it has two and the zone keeps changing after it.
        let lastYear = changes.filter { utcCalendar.component(.year, from: $0) == years.upperBound }
        let repeating = lastYear.count == 2 && zone.nextDaylightSavingTimeTransition(after: to) != nil ? Set(lastYear) : []
        for next in changes {
            let before = zone.secondsFromGMT(for: next.addingTimeInterval(-1)), after = zone.secondsFromGMT(for: next)
            part(zone.isDaylightSavingTime(for: next) ? "DAYLIGHT" : "STANDARD", start: next.addingTimeInterval(Double(before)),
                 from: before, to: after, repeating: repeating.contains(next), calendar: utcCalendar, into: &lines)
        }
        if changes.isEmpty {
            let offset = zone.secondsFromGMT(for: from)
            part("STANDARD", start: from.addingTimeInterval(Double(offset)), from: offset, to: offset, repeating: false,
                 calendar: utcCalendar, into: &lines)
        }
        lines.add("END:VTIMEZONE")
    }

    /// One part of a VTIMEZONE: from `start` (local time before the change) the offset is `to`;
    /// with `repeating`, again each year on the same weekday of the month (`BYDAY=-1SU`: the
    /// last Sunday; `2SU`: the second).
    private static func part(_ kind: String, start: Date, from: Int, to: Int, repeating: Bool, calendar: Calendar, into lines: inout ContentLines) {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: start)
        func offset(_ s: Int) -> String { String(format: "%@%02d%02d", s < 0 ? "-" : "+", abs(s) / 3600, abs(s) % 3600 / 60) }
        lines.add("BEGIN:" + kind)
        lines.add(String(format: "DTSTART:%04d%02d%02dT%02d%02d%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!))
        if repeating, let date = CalendarDate(year: c.year!, month: c.month!, day: c.day!) {
            let last = c.day! + 7 > CalendarDate.daysIn(month: c.month!, year: c.year!)
            let weekday = String(date.weekday.shortName.prefix(2)).uppercased()
            lines.add("RRULE:FREQ=YEARLY;BYMONTH=\(c.month!);BYDAY=" + (last ? "-1" : String((c.day! - 1) / 7 + 1)) + weekday)
        }
        lines.add("TZOFFSETFROM:" + offset(from))
        lines.add("TZOFFSETTO:" + offset(to))
        lines.add("END:" + kind)
    }
}

/// iCalendar content lines (RFC 5545 §3.1): each ends in CRLF and is folded so no line is
/// longer than 75 octets, a continuation starting with one space; a UTF-8 sequence is never
/// split.
public struct ContentLines: Sendable {
    public private(set) var text = ""

    public init() {}

    /// Adds `line` (its value already escaped), folded.
    public mutating func add(_ line: String) { text += Self.fold(line) }

    /// `line` folded at 75 octets, with CRLF after each part.
    public static func fold(_ line: String) -> String {
        var out = "", count = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if count + size > 75 {
                out += "\r\n "
                count = 1
            }
            out.unicodeScalars.append(scalar)
            count += size
        }
        return out + "\r\n"
    }

    /// A TEXT value escaped (§3.3.11): `\` `;` `,` and newlines; other control characters,
    /// which a TEXT value may not hold, are left out (a tab stays).
    public static func escape(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n", "\r": out += "\\n"
            default:
                for u in ch.unicodeScalars where u == "\t" || VisibleText.symbol(for: u) == nil { out.unicodeScalars.append(u) }
            }
        }
        return out
    }
}
