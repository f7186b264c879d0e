/// Renders ``TrendsReport`` as JSON, with the conventions of ``ReportJSONRenderer``.
public enum TrendsJSONRenderer {
    public static func trends(_ r: TrendsReport) -> JSONValue {
        func stats(_ s: TrendStats) -> JSONValue {
            .object([("days", .number(Double(s.count))), ("mean", .number(s.mean)),
                     ("high", day(s.high, r.measure)), ("low", day(s.low, r.measure))])
        }
        func change(_ c: TrendChange) -> JSONValue {
            .object([("mean", .number(c.this.mean)), ("days", .number(Double(c.this.count))), ("previousMean", .number(c.previous.mean)),
                     ("previousDays", .number(Double(c.previous.count))), ("changePercent", .number(c.percent))])
        }
        return .object([
            ("period", ReportJSONRenderer.period(r.period)),
            ("now", ReportJSONRenderer.clock(r.clock)),
            ("metric", CalendarJSONRenderer.measure(r.measure)),
            ("goal", r.goal.map { .object([("comparison", .string($0.comparison.rawValue)), ("target", .number($0.target))]) } ?? .null),
            ("days", .array(r.days.map { day($0, r.measure) })),
            ("rollingMeans", .array(r.rollingMeans.map { .number($0) })),
            ("caffeineByCategory", CaffeineByCategoryText.json(r.caffeineByCategory)),
            ("stats", stats(r.stats)),
            ("journalDays", .number(Double(r.journalDays))),
            ("weekOnWeek", change(r.weekOnWeek)),
            ("monthOnMonth", change(r.monthOnMonth)),
            ("moodPairs", .array(r.moodPairs.map { p in
                .object([("name", .string(p.name)), ("withMean", .number(p.withMean)), ("withDays", .number(Double(p.withDays))),
                         ("withoutMean", .number(p.withoutMean)), ("withoutDays", .number(Double(p.withoutDays))),
                         ("difference", .number(p.difference))])
            })),
            ("caffeineAndMood", r.caffeineAndMood.map { c in
                .object([("days", .number(Double(c.days))), ("medianMg", .number(c.medianMg)), ("moreDays", .number(Double(c.moreDays))),
                         ("moreMood", .number(c.moreMood)), ("lessDays", .number(Double(c.lessDays))), ("lessMood", .number(c.lessMood))])
            } ?? .null),
            ("caffeineAndSleep", r.caffeineAndSleep.map { c in
                .object([("nights", .number(Double(c.nights))), ("medianMg", .number(c.medianMg)), ("moreNights", .number(Double(c.moreNights))),
                         ("moreHours", .number(c.moreHours)), ("lessNights", .number(Double(c.lessNights))), ("lessHours", .number(c.lessHours))])
            } ?? .null),
            ("symptomPairs", .array(r.symptomPairs.map { p in
                .object([("name", .string(p.name)), ("withDays", .number(Double(p.withDays))), ("withoutDays", .number(Double(p.withoutDays))),
                         ("caffeineWithMg", .number(p.caffeineWith)), ("caffeineWithoutMg", .number(p.caffeineWithout)),
                         ("sleepWithHours", .number(p.sleepWith)), ("sleepWithoutHours", .number(p.sleepWithout))])
            })),
            ("notes", .array(TrendsTextRenderer.moodNotes(r).map { .string($0) })),
        ])
    }

    static func day(_ d: CalendarDay?, _ measure: DayMeasure) -> JSONValue {
        guard let d else { return .null }
        return CalendarJSONRenderer.day(d, measure: measure)
    }
}
