/// Renders ``CalendarReport`` as JSON, with the conventions of ``ReportJSONRenderer``: the
/// period, the clock, the metric, and each month's week rows, a day as `null` outside the month.
public enum CalendarJSONRenderer {
    public static func calendar(_ r: CalendarReport) -> JSONValue {
        .object([
            ("period", ReportJSONRenderer.period(r.period)),
            ("now", ReportJSONRenderer.clock(r.clock)),
            ("metric", measure(r.measure)),
            ("weekStart", .string(r.weekStart.name.lowercased())),
            ("months", .array(r.months.map { m in
                .object([
                    ("year", .number(Double(m.year))), ("month", .number(Double(m.month))), ("label", .string(m.label)),
                    ("weeks", .array(m.weeks.map { w in
                        let iso = w.isoWeek
                        return .object([("isoYear", .number(Double(iso.year))), ("isoWeek", .number(Double(iso.week))),
                                        ("days", .array(w.days.map { d in d.map { day($0, measure: r.measure) } ?? .null }))])
                    })),
                ])
            })),
        ])
    }

    /// `{"name": "caffeine", "kind": "ring"}`.
    static func measure(_ m: DayMeasure) -> JSONValue {
        let kind: String
        switch m {
        case .mood: kind = "mood"
        case .ring: kind = "ring"
        case .value: kind = "value"
        case .habit: kind = "habit"
        case .gratitude: kind = "gratitude"
        case .habits: kind = "habits"
        case .goals: kind = "goals"
        }
        return .object([("name", .string(m.name)), ("kind", .string(kind))])
    }

    /// A day's mark: its kind, the number a trend would draw, and the details of its kind.
    static func day(_ d: CalendarDay, measure: DayMeasure) -> JSONValue {
        .object([("date", .string(d.date.description))] + mark(d.mark, measure: measure))
    }

    /// The fields of a mark: `kind`, `value`, `text`, and `ring`, `metric`/`unit`, `status`,
    /// `min`/`max`, `met`/`of` by kind.
    static func mark(_ mark: DayMark, measure: DayMeasure) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("kind", .string(mark.kind)), ("value", .number(mark.value))]
        switch mark {
        case .mood(let m): fields += [("min", .number(m.min)), ("max", .number(m.max)), ("count", .number(Double(m.count)))]
        case .ring(let r): fields.append(("ring", ReportJSONRenderer.ring(r)))
        case .value(_, let m): fields += [("metric", .string(m.rawValue)), ("unit", .string(m.unit))]
        case .habit(let s, let v): fields += [("status", .string(s.rawValue)), ("habitValue", .number(v))]
        case .share(let met, let of): fields += [("met", .number(Double(met))), ("of", .number(Double(of)))]
        case .count, .noData, .notYet: break
        }
        fields.append(("text", .string(DayMarkText.label(mark, measure: measure))))
        return fields
    }
}
