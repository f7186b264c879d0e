/// How a ``DayMark`` is shown: one glyph for a calendar cell, and words for a cell's title and
/// the JSON `text`.
enum DayMarkText {
    /// Mood 1 to 5, lowest first.
    static let moodGlyphs = ["▁", "▃", "▄", "▆", "█"]

    /// Gratitude lines: one, two, three or more (a mark beside the day's number, as a mood's,
    /// never a digit that reads as part of it).
    static let countGlyphs = ["▃", "▆", "█"]

    /// The mood rounded half away from zero to a whole 1 to 5 (3.5 is 4).
    static func moodLevel(_ mean: Double) -> Int { min(5, max(1, DisplayNumber.int(mean))) }

    /// One character: `·` no data, a space for a day to come or a habit not scheduled; a mood's
    /// bar; a ring's glyph (a limit's band ○ ◑ ◕ ▲, a target's ○ ◔ ◑ ◕ ●); a value without a
    /// ring's •; a habit's ✓ ✗ – …;
    /// gratitude lines' bar (``countGlyphs``), ○ for none written on a day with entries; a
    /// share's ○ ◔ ◑ ◕ ●.
    static func glyph(_ mark: DayMark) -> String {
        switch mark {
        case .notYet: " "
        case .noData: "·"
        case .mood(let m): moodGlyphs[moodLevel(m.mean) - 1]
        case .ring(let r): RingFormatting.glyph(r)
        case .value: "•"
        case .habit(let s, _): habitGlyph(s)
        case .count(let n): n == 0 ? "○" : countGlyphs[min(n, countGlyphs.count) - 1]
        case .share(let met, let of): shareGlyph(of > 0 ? Double(met) / Double(of) * 100 : 0)
        }
    }

    static func habitGlyph(_ s: HabitStatus) -> String {
        switch s {
        case .done: "✓"
        case .notDone: "✗"
        case .excused: "–"
        case .pending: "…"
        case .notScheduled, .beforeStart: " "
        }
    }

    /// ○ ◔ ◑ ◕ ● by quarters, as a target's ring.
    static func shareGlyph(_ percent: Double) -> String {
        switch percent {
        case ..<25: "○"
        case ..<50: "◔"
        case ..<75: "◑"
        case ..<100: "◕"
        default: "●"
        }
    }

    /// The glyph (or `glyph`, a trend's bar) coloured for the terminal: rings by status, moods
    /// low red to high green, habits done green and not done red, shares all met green.
    static func colored(_ mark: DayMark, _ style: TextStyle, glyph: String? = nil) -> String {
        let g = glyph ?? self.glyph(mark)
        switch mark {
        case .notYet, .noData: return style.dim(g)
        case .mood(let m):
            let level = moodLevel(m.mean)
            return level <= 2 ? style.red(g) : (level == 3 ? style.yellow(g) : style.green(g))
        case .ring(let r): return RingFormatting.colored(g, r, style)
        case .value: return style.cyan(g)
        case .habit(let s, _):
            switch s {
            case .done: return style.green(g)
            case .notDone: return style.red(g)
            default: return style.dim(g)
            }
        case .count(let n): return n == 0 ? style.dim(g) : style.magenta(g)
        case .share(let met, let of): return met == of ? style.green(g) : (met == 0 ? style.red(g) : style.yellow(g))
        }
    }

    /// Words for the mark: `mood 3.7 (3–4)`, `caffeine 312 mg of ≤ 400 mg, high`,
    /// `weight 63.4 kg`, `meditate done`, `2 gratitude lines`, `3 of 4 habits done`, `no entries`.
    static func label(_ mark: DayMark, measure: DayMeasure) -> String {
        switch mark {
        case .notYet: return "to come"
        case .noData: return "no data"
        case .mood(let m):
            let range = m.min == m.max ? "" : " (\(formatNumber(m.min))–\(formatNumber(m.max)))"
            return "mood " + formatNumber(m.mean, decimals: 1) + range
        case .ring(let r):
            var s = r.metric.displayName.lowercased() + " " + RingFormatting.value(r.value, r.metric) + " of "
                + RingFormatting.target(r.target, r.comparison, r.metric) + ", " + RingFormatting.percent(r.percent)
            if let b = r.band { s += ", \(b.rawValue)" } else { s += ", \(r.status.rawValue)" }
            return s
        case .value(let v, let m): return m.displayName.lowercased() + " " + RingFormatting.value(v, of: m)
        case .habit(let s, let value):
            return measure.name + " " + s.words + (value.map { " (\(formatNumber($0)))" } ?? "")
        case .count(let n): return "\(n) gratitude line\(n == 1 ? "" : "s")"
        case .share(let met, let of):
            return "\(met) of \(of) " + (measure == .habits ? "habits done" : "goals met")
        }
    }
}

extension HabitStatus {
    /// The status in words: `done`, `not done`, `excused`, `pending`, `not scheduled`, `not started`.
    var words: String {
        switch self {
        case .done: "done"
        case .notDone: "not done"
        case .excused: "excused"
        case .pending: "pending"
        case .notScheduled: "not scheduled"
        case .beforeStart: "not started"
        }
    }
}

extension String {
    /// The string with its first letter upper-cased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    /// The string with its first letter lower-cased.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
