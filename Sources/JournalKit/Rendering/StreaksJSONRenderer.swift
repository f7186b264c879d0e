/// Renders ``StreaksReport`` as JSON, with the conventions of ``ReportJSONRenderer``.
public enum StreaksJSONRenderer {
    public static func streaks(_ r: StreaksReport) -> JSONValue {
        .object([
            ("now", ReportJSONRenderer.clock(r.clock)),
            ("gridStart", .string(r.gridStart.description)),
            ("habits", .array(r.habits.map(habit))),
            ("goals", .array(r.goals.map { g in
                .object([("metric", .string(g.metric?.rawValue ?? "logged")), ("name", .string(g.name)),
                         ("current", .number(Double(g.current)))] + dates("current", g.currentDates)
                        + [("currentRunsOn", .bool(g.runsOn))]
                        + [("longest", .number(Double(g.longest)))] + dates("longest", g.longestDates)
                        + [("daysKept", .number(Double(g.daysKept))), ("daysCounted", .number(Double(g.daysCounted)))])
            })),
        ])
    }

    /// `NAMEStart`, `NAMEEnd`: the run's first and last day, or `null`.
    static func dates(_ name: String, _ d: ClosedRange<CalendarDate>?) -> [(String, JSONValue)] {
        [(name + "Start", .string(d?.lowerBound.description)), (name + "End", .string(d?.upperBound.description))]
    }

    static func habit(_ h: HabitRecord) -> JSONValue {
        let s = h.streak
        func tally(_ t: HabitTally) -> JSONValue { .object([("done", .number(Double(t.done))), ("scheduled", .number(Double(t.scheduled)))]) }
        return .object([("habit", .string(s.habit)), ("unit", .string(s.unit.rawValue)), ("current", .number(Double(s.current)))]
            + dates("current", s.currentDates) + [("longest", .number(Double(s.longest)))] + dates("longest", s.longestDates)
            + [
                ("done", .number(Double(s.doneCount))), ("scheduled", .number(Double(s.scheduledCount))),
                ("last7", tally(h.last7)), ("last30", tally(h.last30)),
                ("grid", .array(h.grid.map { .string($0?.rawValue) })),
                ("challenge", h.challenge.map { c in
                    .object([("start", .string(c.start?.description)), ("end", .string(c.end?.description)), ("done", .number(Double(c.done))),
                             ("of", .number(Double(c.of))), ("left", .number(Double(c.left))), ("hasBegun", .bool(c.hasBegun)),
                             ("canComplete", .bool(c.canComplete))])
                } ?? .null),
            ])
    }
}
