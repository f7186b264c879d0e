/// Renders ``TrendsReport`` as text: a bar a day (`▁▂▃▄▅▆▇█`) with its value (a line a day up to
/// 31 days, else a line a week with its mean), the mean, high and low, week on week and month on
/// month, and what goes with your mood.
public enum TrendsTextRenderer {
    typealias F = RingFormatting
    static let bars = Array("▁▂▃▄▅▆▇█")

    public static func trends(_ r: TrendsReport, style: TextStyle = .plain, width: Int = 80) -> String {
        var out = style.bold(r.measure.title + " · " + r.period.label) + "\n"
        out += style.dim("as of \(CalendarTextRenderer.clockText(r.clock))") + "\n\n"
        let top = scale(r), floor = base(r)
        if let g = r.goal { out += style.dim("goal " + F.target(g.target, g.comparison, metric(r.measure)!)) + "\n" }
        // A limit's days carry their band's mark beside the bar, which no colour is needed to read.
        let banded = r.days.contains { ring($0.mark)?.band != nil }
        if banded, let g = r.goal, g.comparison == .atMost { out += bandKey(limit: g.target, metric(r.measure)!, style: style, width: width) + "\n" }
        if r.days.count <= 31 {
            for d in r.days {
                var line = F.pad(String(d.date.weekday.name.prefix(3)) + " " + d.date.description, 16) + bar(d.mark, top: top, floor: floor, style: style)
                if banded { line += " " + (ring(d.mark).map { F.colored(F.glyph($0), $0, style) } ?? " ") }
                line += "  " + value(d.mark, r.measure)
                out += CalendarTextRenderer.trimmedRight(line) + "\n"
            }
        } else {
            // A line a week: its days' bars, then its mean.
            for (n, week) in r.weeks.enumerated() {
                let days = Array(r.days[week.days])
                var line = F.pad("W" + String(Period.isoWeek(days[0].date).week), 4) + F.pad(days[0].date.description, 11)
                let blanks = n == 0 ? (days[0].date.weekday.rawValue - r.weekStart.rawValue + 7) % 7 : 0
                line += String(repeating: " ", count: blanks) + days.map { bar($0.mark, top: top, floor: floor, style: style) }.joined()
                line += String(repeating: " ", count: 7 - blanks - days.count)
                if let m = week.stats.mean { line += "  mean " + number(m, r.measure) }
                out += CalendarTextRenderer.trimmedRight(line) + "\n"
            }
        }
        out += "\n" + summary(r).map { ReportTextRenderer.wrap($0, width: width, indent: "  ") }.joined()
        let notes = moodNotes(r)
        if !notes.isEmpty {
            out += "\n" + style.bold("What goes with your mood") + "\n"
            out += style.dim(ReportTextRenderer.wrap(span(r) + ": associations, not causes.", width: width, indent: ""))
            for n in notes { out += ReportTextRenderer.wrap("• " + n, width: width, indent: "  ") }
        }
        return out
    }

    /// The days the mood notes are drawn from: `Over the 28 days`, or the journal's when it spans
    /// fewer of them: `Over the journal's 19 days of these 28`.
    static func span(_ r: TrendsReport) -> String {
        let n = r.journalDays, of = r.period.dayCount
        return n >= of ? "Over the \(of) days" : "Over the journal's \(n) day\(n == 1 ? "" : "s") of these \(of)"
    }

    /// The ring's metric of a goal measure.
    static func metric(_ m: DayMeasure) -> RingMetric? {
        if case .ring(let r) = m { return r }
        return nil
    }

    /// The value the tallest bar stands for: 5 for mood, 100 for shares, 1 for a habit, else the
    /// largest value or the goal's target, whichever is more.
    static func scale(_ r: TrendsReport) -> Double {
        switch r.measure {
        case .mood: return 5
        case .habits, .goals: return 100
        case .habit: return 1
        case .gratitude, .ring, .value:
            return max(r.days.compactMap { $0.mark.value }.max() ?? 0, r.goal?.target ?? 0)
        }
    }

    /// The value the lowest bar stands for: 0, but for a value without a ring (weight), whose
    /// bars start a bar below the lowest day, and at most 5 of its unit (kg) below the highest,
    /// so that a change of a kilogram shows and one of 100 g does not loom.
    static func base(_ r: TrendsReport) -> Double {
        guard case .value = r.measure else { return 0 }
        let values = r.days.compactMap { $0.mark.value }
        guard let low = values.min(), let high = values.max() else { return 0 }
        return max(0, min(low - (high - low) / 7, high - 5))
    }

    /// The mark's ring, if it is one.
    static func ring(_ mark: DayMark) -> Ring? {
        if case .ring(let r) = mark { return r }
        return nil
    }

    /// The key to a limit's bands: `○ low under 133 mg · ◑ medium · ◕ high from 267 mg · ▲ over 400 mg`,
    /// each mark in its band's colour; on two lines when one is wider than `width`.
    static func bandKey(limit: Double, _ metric: RingMetric, style: TextStyle, width: Int) -> String {
        let parts: [(LimitBand, String)] = [(.low, "○ low under \(F.value(limit / 3, metric))"), (.medium, "◑ medium"),
                                            (.high, "◕ high from \(F.value(2 * limit / 3, metric))"), (.over, "▲ over \(F.value(limit, metric))")]
        let oneLine = parts.map(\.1).joined(separator: " · ").count <= width
        return parts.enumerated().map { i, p in
            (i == 0 ? "" : oneLine || i != 2 ? " · " : "\n") + F.colored(p.1, p.0, style)
        }.joined()
    }

    /// A day's bar, coloured as its calendar mark; `·` without a value, a space for a day to come.
    static func bar(_ mark: DayMark, top: Double, floor: Double = 0, style: TextStyle) -> String {
        guard let v = mark.value else { return mark == .notYet ? " " : style.dim("·") }
        let span = top - floor
        return DayMarkText.colored(mark, style, glyph: String(bars[span > 0 ? min(7, max(0, DisplayNumber.int((v - floor) / span * 7.999, .towardZero))) : 0]))
    }

    /// `4.0 (3–5)`, `312 mg`, `done`, `3`, `75%`; `no data`.
    static func value(_ mark: DayMark, _ measure: DayMeasure) -> String {
        switch mark {
        case .notYet: return ""
        case .noData: return "–"
        case .mood(let m): return formatNumber(m.mean, decimals: 1) + (m.min == m.max ? "" : "  (\(formatNumber(m.min))–\(formatNumber(m.max)))")
        case .ring(let r): return F.value(r.value, r.metric) + (r.status == .pending ? " so far" : "")
        case .value(let v, let m): return F.value(v, of: m)
        case .habit(let s, _): return s.words
        case .count(let n): return String(n)
        case .share(let met, let of): return "\(met)/\(of)"
        }
    }

    /// A mean in the measure's unit.
    static func number(_ v: Double, _ measure: DayMeasure) -> String {
        switch measure {
        case .mood: return formatNumber(v, decimals: 1)
        case .ring(let m): return F.value(v, m)
        case .value(let m): return F.value(v, of: m)
        case .habit: return formatNumber(v * 100, decimals: 0) + "% done"
        case .gratitude: return formatNumber(v, decimals: 1)
        case .habits, .goals: return formatNumber(v, decimals: 0) + "%"
        }
    }

    /// The mean, high and low; this week and month against the ones before.
    static func summary(_ r: TrendsReport) -> [String] {
        let s = r.stats
        guard let mean = s.mean else { return ["No data in these days."] }
        var first = "Mean \(number(mean, r.measure)) over \(s.count) day\(s.count == 1 ? "" : "s")"
        // A habit's days are done or not: no highs and lows.
        let isHabit = if case .habit = r.measure { true } else { false }
        if !isHabit, let h = s.high, let v = h.mark.value {
            first += "; high \(number(v, r.measure)) on \(h.date.weekday.name) \(h.date)"
            if let l = s.low, let lv = l.mark.value { first += ", low \(number(lv, r.measure)) on \(l.date.weekday.name) \(l.date)" }
        }
        func change(_ c: TrendChange, _ this: String, _ previous: String) -> String? {
            guard let a = c.this.mean else { return nil }
            var s = "\(this) \(number(a, r.measure))"
            if let b = c.previous.mean { s += ", \(previous) \(number(b, r.measure))" }
            if let p = c.percent { s += " (" + (abs(p) < 0.5 ? "= 0%" : (p > 0 ? "↑ " : "↓ ") + formatNumber(abs(p), decimals: 0) + "%") + ")" }
            return s
        }
        return [first + "."] + [change(r.weekOnWeek, "This week", "last week"), change(r.monthOnMonth, "This month", "last month")]
            .compactMap { $0.map { $0 + "." } } + (r.caffeineByCategory.map { [CaffeineByCategoryText.line($0) + "."] } ?? [])
    }

    /// Sentences on what goes with the mood.
    static func moodNotes(_ r: TrendsReport) -> [String] {
        var out: [String] = []
        for p in r.moodPairs {
            out.append("\(p.name.capitalizedFirst): mood \(formatNumber(p.withMean, decimals: 1)) (\(p.withDays) days), "
                       + "without \(formatNumber(p.withoutMean, decimals: 1)) (\(p.withoutDays) days).")
        }
        if let c = r.caffeineAndMood {
            out.append("After evenings with over \(formatNumber(c.medianMg, decimals: 0)) mg of caffeine in the body at bedtime, the next day's mood was "
                       + "\(formatNumber(c.moreMood, decimals: 1)) (\(c.moreDays) days); after the others \(formatNumber(c.lessMood, decimals: 1)) (\(c.lessDays)).")
        }
        if let c = r.caffeineAndSleep {
            out.append("After evenings with over \(formatNumber(c.medianMg, decimals: 0)) mg at bedtime you slept \(formatDuration(c.moreHours * 60)) "
                       + "(\(c.moreNights) nights); after the others \(formatDuration(c.lessHours * 60)) (\(c.lessNights)).")
        }
        for p in r.symptomPairs {
            var s = "On the \(p.withDays) days with \(p.name): caffeine \(formatNumber(p.caffeineWith, decimals: 0)) mg"
            if let w = p.sleepWith { s += ", slept \(formatDuration(w * 60))" }
            if let c = p.caffeineWithout {
                s += "; on the other \(p.withoutDays): caffeine \(formatNumber(c, decimals: 0)) mg"
                if let w = p.sleepWithout { s += ", slept \(formatDuration(w * 60))" }
            }
            out.append(s + ".")
        }
        return out
    }
}
