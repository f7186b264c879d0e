/// Text for HTML pages: escaping of everything a user wrote, and the few formats the pages share.
///
/// Every string that comes from a journal (titles, notes, item, habit and medication names, tags,
/// gratitude, photo paths and alt text, period labels, insights) goes through ``escape(_:)``
/// before it reaches the page, in text and in attribute values alike.
enum HTMLText {
    /// Replaces `&`, `<`, `>`, `"` and `'` by character references (safe in text and in quoted
    /// attribute values), and control characters by the symbols ``VisibleText`` shows them as
    /// (NUL, which HTML does not allow, as ␀).
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(VisibleText.symbol(for: u) ?? u)
            }
        }
        return out
    }

    /// A number for SVG coordinates: at most two decimals, no trailing zeros, never `-0`.
    static func coordinate(_ x: Double) -> String {
        let s = formatNumber(x, decimals: 2)
        return s == "-0" ? "0" : s
    }

    /// `78%`.
    static func percent(_ p: Double) -> String { RingFormatting.percent(p) }

    /// `Saturday 21 November 2026`.
    static func longDate(_ d: CalendarDate) -> String {
        "\(d.weekday.name) \(d.day) \(Period.monthNames[d.month - 1]) \(d.year)"
    }

    /// `Sat 21 Nov`.
    static func shortDate(_ d: CalendarDate) -> String {
        "\(d.weekday.name.prefix(3)) \(d.day) \(Period.monthNames[d.month - 1].prefix(3))"
    }

    /// `16 – 22 November 2026`, `28 September – 4 October 2026`, `28 December 2025 – 3 January 2026`.
    static func dateRange(_ a: CalendarDate, _ b: CalendarDate) -> String {
        let month = { (d: CalendarDate) in Period.monthNames[d.month - 1] }
        if a == b { return "\(a.day) \(month(a)) \(a.year)" }
        if a.year != b.year { return "\(a.day) \(month(a)) \(a.year) – \(b.day) \(month(b)) \(b.year)" }
        if a.month != b.month { return "\(a.day) \(month(a)) – \(b.day) \(month(b)) \(b.year)" }
        return "\(a.day) – \(b.day) \(month(b)) \(b.year)"
    }

    /// `end of Saturday 21 November 2026` or `Saturday 21 November 2026, 14:30`.
    static func asOf(_ clock: JournalClock) -> String {
        clock.minute >= 1440 ? "end of " + longDate(clock.date) : longDate(clock.date) + ", " + TimeOfDay(minutes: clock.minute).description
    }

    /// `1 day`, `3 days`.
    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : (plural ?? singular + "s"))
    }

    /// A value in a metric's unit, as the text report shows it: `312 mg`, `1.8 l`, `2,150 kcal`.
    static func value(_ v: Double, _ metric: RingMetric) -> String { RingFormatting.value(v, metric) }

    /// `≤ 400 mg`, `≥ 2 l`.
    static func target(_ t: Double, _ c: Comparison, _ metric: RingMetric) -> String { RingFormatting.target(t, c, metric) }

    /// A value against its target, sharing the unit when both have it: `312 of 400 mg`,
    /// `1.8 of 2 l`, `750 ml of 2 l`, `2 of 3`.
    static func valueOfTarget(_ value: Double, _ target: Double, _ metric: RingMetric) -> String {
        var v = self.value(value, metric)
        let t = self.value(target, metric)
        if let space = t.lastIndex(of: " ") {
            let unit = t[space...]
            if v.hasSuffix(unit) { v.removeLast(unit.count) }
        }
        return v + " of " + t
    }
}
