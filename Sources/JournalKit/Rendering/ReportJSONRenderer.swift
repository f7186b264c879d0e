/// Renders ``PeriodReport`` and ``DayReport`` as JSON with stable keys (documented in
/// Grammar.md, "JSON output"): raw numbers, dates as `YYYY-MM-DD`, times as `HH:MM`.
public enum ReportJSONRenderer {
    /// The period report; its days' caffeine curves are null unless the report was built with
    /// them (``PeriodReport/init(summary:period:clock:caffeineCurves:)``).
    public static func period(_ r: PeriodReport) -> JSONValue {
        .object([
            ("period", period(r.period)),
            ("previousPeriod", period(r.previous)),
            ("now", clock(r.clock)),
            ("rows", .array(r.rows.map(row))),
            ("written", .array(r.written.map(written))),
            ("nutrientMeans", amounts(r.nutrientMeans)),
            ("energyBalance", r.energyBalance.map(energyBalance) ?? .null),
            ("days", .array(r.days.indices.map { day(r.days[$0], curve: r.caffeineCurves?[$0], shown: r.shownNutrients) })),
            ("weeks", .array(r.weeks.map { w in
                .object([("start", .string(w.period.start.description)), ("end", .string(w.period.end.description)),
                         ("metrics", .object(RingMetric.allCases.compactMap { m in
                             w.cells[m].map { (m.rawValue, JSONValue.object([("mean", .number($0.mean)), ("daysMet", .number(Double($0.met))),
                                                                              ("daysCounted", .number(Double($0.days)))])) }
                         }))])
            })),
            ("bestDay", score(r.bestDay)),
            ("worstDay", score(r.worstDay)),
            ("streaks", .array(r.streaks.map(streak))),
            ("insights", .array(r.insights.map { insight($0, periodDays: r.period.dayCount) })),
            ("uncountedItems", .array(r.uncountedItems.map { .object([("date", .string($0.date.description)), ("items", .number(Double($0.items)))]) })),
            ("doseTally", adherence(r.doses)),
            ("taskTally", tasks(r.tasks)),
            ("symptoms", .array(r.symptoms.map { t in
                .object([("name", .string(t.name)), ("days", .number(Double(t.days))), ("meanSeverity", .number(t.meanSeverity)),
                         ("daysRated", .number(Double(t.daysRated)))])
            })),
            ("caffeineByCategory", CaffeineByCategoryText.json(r.caffeineByCategory)),
        ])
    }

    /// A ``WrittenRow``: its figures, the day's values (`null` where none) and its words.
    static func written(_ w: WrittenRow) -> JSONValue {
        var fields: [(String, JSONValue)] = [("kind", .string(w.kind.rawValue)), ("days", .number(Double(w.days)))]
        switch w.kind {
        case .workouts: fields += [("workouts", .number(Double(w.count))), ("minutes", .number(w.total)), ("distanceKm", .number(w.distanceKm))]
        case .weight:
            fields += [("firstKg", .number(w.first)), ("lastKg", .number(w.last)), ("changeKg", .number(w.change)), ("meanKg", .number(w.mean)),
                       ("previousMeanKg", .number(w.previousMean)), ("changeOnPreviousKg", .number(w.changeOnPrevious))]
        case .mood: fields += [("mean", .number(w.mean))]
        case .sleep: fields += [("meanHours", .number(w.mean)), ("totalHours", .number(w.total))]
        }
        return .object(fields + [("values", .array(w.cells.map { .number($0) })), ("text", .string(WrittenRowText.summary(w)))])
    }

    /// The day's caffeine limit and what is left of it, or null without a limit.
    static func caffeineLimit(_ c: DayReport.Caffeine) -> JSONValue {
        guard let limit = c.limitMg else { return .null }
        let band: String? = c.band?.rawValue
        return .object([("limitMg", .number(limit)), ("leftMg", .number(c.leftMg)), ("band", .string(band))])
    }

    public static func day(_ r: DayReport) -> JSONValue {
        .object([
            ("date", .string(r.date.description)),
            ("weekday", .string(r.date.weekday.name.lowercased())),
            ("title", .string(r.title)),
            ("now", clock(r.clock)),
            ("exists", .bool(r.exists)),
            ("uncountedItems", .number(Double(r.uncountedItems))),
            ("metrics", day(r.metrics, curve: r.caffeine.curve, shown: r.shown)),
            ("caffeineLimit", caffeineLimit(r.caffeine)),
            ("moreNutrients", amounts(r.moreNutrients)),
            ("nutrientsPartlyUnknown", partlyUnknown(r)),
            ("timeline", .array(r.timeline.map { t in
                .object([("time", .string(t.time?.description)), ("kind", .string(t.kind)), ("text", .string(t.words.line)),
                         ("tags", .array(t.tags.map { .string($0) }))])
            })),
            ("meals", .array(r.meals.map { g in
                .object([
                    ("name", .string(g.name.lowercased())),
                    ("nutrients", nutrients(g.nutrients, shown: r.shown)),
                    ("meals", .array(g.meals.map { m in
                        .object([("time", .string(m.time?.description)), ("items", .array(m.items.map { item($0, shown: r.shown) }))])
                    })),
                ])
            })),
            ("drinks", .array(r.drinks.map { d in .object([("time", .string(d.time?.description)), ("item", item(d.item, shown: r.shown))]) })),
            ("gratitude", .array(r.gratitude.map { .string($0) })),
            ("notes", .array(r.notes.map { .string($0) })),
            ("photos", .array(r.photos.map { .object([("alt", .string($0.alt)), ("path", .string($0.path))]) })),
            ("tasks", .array(r.tasks.map { t in
                .object([("state", .string(t.state.rawValue)), ("text", .string(t.text)), ("due", .string(t.due?.description)),
                         ("priority", .number(Double(t.priority)))])
            })),
            ("sleeps", .array(r.sleeps.map { s in
                .object([("start", .string(s.start?.description)), ("end", .string(s.end?.description)), ("minutes", .number(s.minutes)),
                         ("quality", .number(s.quality)), ("note", .string(s.note.isEmpty ? nil : s.note))])
            })),
            ("symptoms", .array(r.symptoms.map { s in .object([("name", .string(s.name)), ("severity", .number(s.severity))]) })),
            ("doseTally", adherence(r.metrics.adherence)),
            ("taskTally", tasks(r.taskTally)),
            ("energyNeed", r.metrics.energy?.breakdown.map(energyNeed) ?? .null),
            ("energyBalance", r.energyBalance.map(energyBalance) ?? .null),
        ])
    }

    /// A day's energy in and out against its need (Grammar.md §10), unrounded; `estimatedKcal`
    /// is null when some workouts have a MET and no weight is known, `needKcal` and
    /// `balanceKcal` null without a need, and the balance an upper bound while minutes are not
    /// estimated.
    public static func energyBalance(_ b: EnergyBalance) -> JSONValue {
        .object([
            ("intakeKcal", .number(b.intakeKcal)), ("workouts", .number(Double(b.workouts))), ("writtenKcal", .number(b.writtenKcal)),
            ("metHours", .number(b.metHours)), ("weightKg", .number(b.weightKg)), ("estimatedKcal", .number(b.estimatedKcal)),
            ("exerciseKcal", .number(b.exerciseKcal)), ("unestimatedMinutes", .number(b.unestimatedMinutes)),
            ("needKcal", .number(b.needKcal)), ("balanceKcal", .number(b.balanceKcal)), ("balanceIsUpperBound", .bool(b.isUpperBound)),
            ("text", .string(EnergyBalanceText.line(b))),
        ])
    }

    /// The figures of an `auto` energy goal (Grammar.md §10), unrounded.
    public static func energyNeed(_ b: EnergyBreakdown) -> JSONValue {
        .object([
            ("formula", .string(b.formula.rawValue)), ("bmrKcal", .number(b.bmr)), ("sex", .string(b.sex.rawValue)),
            ("age", .number(Double(b.age))), ("heightCm", .number(b.heightCm)), ("weightKg", .number(b.weightKg)),
            ("weightFrom", .string(b.weightFromEntry ? "entry" : "profile")), ("bodyFatPercent", .number(b.bodyFatPercent)),
            ("leanMassKg", .number(b.leanMassKg)), ("activity", .string(b.activity.rawValue)),
            ("activityFactor", .number(b.activityFactor)), ("needKcal", .number(b.needKcal)), ("plan", .string(b.plan.rawValue)),
            ("adjustmentKcal", .number(b.adjustmentKcal)), ("targetKcal", .number(b.kcal)),
            ("text", .string(EnergyNeedText.line(b))),
        ])
    }

    /// A period's energy in and out (``EnergyBalanceSum``): `balanceKcal` null unless every day
    /// summed has a need.
    static func energyBalance(_ s: EnergyBalanceSum) -> JSONValue {
        .object([
            ("days", .number(Double(s.days))), ("intakeKcal", .number(s.intakeKcal)), ("workouts", .number(Double(s.workouts))),
            ("exerciseKcal", .number(s.exerciseKcal)), ("unestimatedMinutes", .number(s.unestimatedMinutes)),
            ("needKcal", .number(s.daysWithoutNeed == 0 ? s.needKcal : nil)), ("daysWithoutNeed", .number(Double(s.daysWithoutNeed))),
            ("balanceKcal", .number(s.balanceKcal)), ("balanceIsUpperBound", .bool(s.isUpperBound)),
            ("text", .string(EnergyBalanceText.period(s))),
        ])
    }

    /// Doses: `scheduled`, `taken`, `skipped`, `missed`, `pending`, `percent`.
    static func adherence(_ a: Adherence) -> JSONValue {
        .object([("scheduled", .number(Double(a.scheduled))), ("taken", .number(Double(a.taken))), ("skipped", .number(Double(a.skipped))),
                 ("missed", .number(Double(a.missed))), ("pending", .number(Double(a.pending))), ("percent", .number(a.percent))])
    }

    /// To-dos: `done`, `total` (done and open).
    static func tasks(_ t: TaskTally) -> JSONValue {
        .object([("done", .number(Double(t.done))), ("total", .number(Double(t.total)))])
    }

    static func period(_ p: Period) -> JSONValue {
        .object([("start", .string(p.start.description)), ("end", .string(p.end.description)), ("kind", .string(p.kind.rawValue)),
                 ("label", .string(p.label)), ("days", .number(Double(p.dayCount)))])
    }

    static func clock(_ c: JournalClock) -> JSONValue {
        .object([("date", .string(c.date.description)), ("time", .string(c.minute >= 1440 ? "24:00" : TimeOfDay(minutes: c.minute).description))])
    }

    /// A ring: metric, value, unit, target, comparison, percent, status and band.
    public static func ring(_ r: Ring) -> JSONValue {
        .object([
            ("metric", .string(r.metric.rawValue)), ("value", .number(r.value)), ("unit", .string(r.unit)),
            ("target", .number(r.target)), ("comparison", .string(r.comparison.rawValue)), ("percent", .number(r.percent)),
            ("status", .string(r.status.rawValue)), ("band", .string(r.band?.rawValue)), ("origin", .string(r.origin.rawValue)),
        ])
    }

    static func row(_ row: MetricRow) -> JSONValue {
        .object([
            ("metric", .string(row.metric.rawValue)), ("unit", .string(row.metric.unit)), ("comparison", .string(row.comparison.rawValue)),
            ("target", .number(row.target)), ("total", .number(row.total)), ("mean", .number(row.mean)),
            ("daysMet", .number(Double(row.daysMet))), ("daysCounted", .number(Double(row.daysCounted))),
            ("previousMean", .number(row.previousMean)), ("changePercent", .number(row.change)),
            ("percents", .array(row.cells.map { .number($0?.percent) })),
        ])
    }

    /// A day's metrics; without its caffeine `curve` the curve's fields are null.
    static func day(_ d: DayMetrics, curve: CaffeineDay.Curve?, shown: [Nutrient]) -> JSONValue {
        let t = d.totals
        let c = d.caffeine
        let sleep: JSONValue = t.sleep.map {
            .object([("hours", .number($0.hours)), ("count", .number(Double($0.count))), ("quality", .number($0.quality))])
        } ?? .null
        return .object([
            ("date", .string(d.date.description)),
            ("hasEntries", .bool(d.hasEntries)),
            ("isOver", .bool(d.isOver)),
            ("rings", .array(d.rings.map(ring))),
            ("totals", .object([
                ("nutrients", nutrients(t.nutrients, shown: shown)), ("waterMl", .number(t.waterMl)), ("glasses", .number(t.glasses)),
                ("exerciseMinutes", .number(t.exerciseMinutes)), ("workouts", .number(Double(t.workouts))),
                ("gratitude", .number(Double(t.gratitude))),
                ("mood", t.mood.map { .object([("mean", .number($0.mean)), ("min", .number($0.min)), ("max", .number($0.max)),
                                               ("count", .number(Double($0.count)))]) } ?? .null),
                ("weightKg", .number(t.weightKg)),
                ("sleep", sleep),
            ])),
            ("caffeine", .object([
                ("totalMg", .number(c.totalMg)), ("peakMg", .number(curve?.peakMg)), ("peakTime", .string(curve?.peakTime?.description)),
                ("bedtime", .string(c.bedtime.description)), ("bedtimeMg", .number(curve?.bedtimeMg)), ("nowMg", .number(curve?.nowMg)),
                ("halfLifeHours", .number(c.halfLifeHours)),
                ("hourlyMg", curve.map { .array($0.hourly.map { .number(($0 * 100).rounded() / 100) }) } ?? .null),
            ])),
            ("habits", .array(d.scheduledHabits.map { h in
                .object([("habit", .string(h.habit)), ("status", .string(h.status.rawValue)), ("value", .number(h.value)),
                         ("target", .number(h.target))])
            })),
            ("doses", .array(d.doses.map { dose in
                var fields: [(String, JSONValue)] = [("medication", .string(dose.medication)), ("scheduled", .string(dose.scheduled.description)),
                                                     ("state", .string(dose.state.name))]
                if case .taken(let at) = dose.state { fields.append(("takenAt", .string(at?.description))) }
                return .object(fields)
            })),
        ])
    }

    /// Each nutrient's amount, by name, to 0.01 of its unit.
    static func amounts(_ totals: [DayReport.NutrientTotal]) -> JSONValue {
        .object(totals.map { ($0.nutrient.name, .number(($0.amount * 100).rounded() / 100)) })
    }

    /// The nutrients shown (with a ring or not) or more whose day totals leave out foods
    /// without a figure of them.
    static func partlyUnknown(_ r: DayReport) -> JSONValue {
        let n = r.metrics.totals.nutrients
        return .array(Nutrient.more.filter { n.leavesOut($0) && (r.shown.contains($0) || n[$0] > 0) }.map { .string($0.name) })
    }

    /// The amounts of the `shown` nutrients (the journal's: ``Definitions/shownNutrients``).
    static func nutrients(_ n: Nutrients, shown: [Nutrient]) -> JSONValue {
        .object(shown.map { ($0.name, .number(($0 == .water ? n[$0] : n[$0] * 100).rounded() / ($0 == .water ? 1 : 100))) })
    }

    static func item(_ i: ItemEntry, shown: [Nutrient]) -> JSONValue {
        .object([
            ("name", .string(i.name)), ("resolved", .string(i.resolvedName)), ("amount", .string(i.amount?.description)),
            ("count", .number(i.count)), ("comment", .string(i.comment.isEmpty ? nil : i.comment)), ("nutrients", nutrients(i.nutrients, shown: shown)),
        ])
    }

    static func streak(_ s: HabitStreak) -> JSONValue {
        .object([
            ("habit", .string(s.habit)), ("current", .number(Double(s.current))), ("longest", .number(Double(s.longest))),
            ("unit", .string(s.unit.rawValue)), ("done", .number(Double(s.doneCount))), ("scheduled", .number(Double(s.scheduledCount))),
            ("challenge", s.challengeProgress.map { .object([("done", .number(Double($0.done))), ("of", .number(Double($0.of)))]) } ?? .null),
        ])
    }

    /// An insight as data: its `kind`, the fields of that kind, and its sentence as `text`.
    static func insight(_ i: Insight, periodDays: Int) -> JSONValue {
        func dates(_ d: [CalendarDate]) -> JSONValue { .array(d.map { .string($0.description) }) }
        func dose(_ m: MissedDose) -> JSONValue {
            .object([("medication", .string(m.medication)), ("date", .string(m.date.description)), ("scheduled", .string(m.scheduled.description))])
        }
        let fields: [(String, JSONValue)]
        switch i {
        case .overLimit(let metric, let d, let count):
            fields = [("kind", .string("overLimit")), ("metric", .string(metric.rawValue)), ("dates", dates(d)), ("count", .number(Double(count)))]
        case .withinLimit(let metric, let days):
            fields = [("kind", .string("withinLimit")), ("metric", .string(metric.rawValue)), ("days", .number(Double(days)))]
        case .goalMet(let metric, let met, let days):
            fields = [("kind", .string("goalMet")), ("metric", .string(metric.rawValue)), ("met", .number(Double(met))),
                      ("days", .number(Double(days)))]
        case .noGratitudeSince(let date):
            fields = [("kind", .string("noGratitudeSince")), ("date", .string(date.description))]
        case .noGratitude:
            fields = [("kind", .string("noGratitude"))]
        case .missedDoses(let doses):
            fields = [("kind", .string("missedDoses")), ("doses", .array(doses.map(dose)))]
        case .manyMissedDoses(let count, let byMedication, let last):
            fields = [("kind", .string("manyMissedDoses")), ("count", .number(Double(count))),
                      ("byMedication", .array(byMedication.map { .object([("medication", .string($0.medication)), ("count", .number(Double($0.count)))]) })),
                      ("last", dose(last))]
        case .mood(let mean, let lowestDate, let lowestMean):
            fields = [("kind", .string("mood")), ("mean", .number(mean)), ("lowestDate", .string(lowestDate.description)),
                      ("lowestMean", .number(lowestMean))]
        case .bestStreak(let habit, let current, let unit):
            fields = [("kind", .string("bestStreak")), ("habit", .string(habit)), ("current", .number(Double(current))),
                      ("unit", .string(unit.rawValue))]
        case .caffeineAndSleep(let c):
            fields = [("kind", .string("caffeineAndSleep")), ("nights", .number(Double(c.nights))), ("medianMg", .number(c.medianMg)),
                      ("moreNights", .number(Double(c.moreNights))), ("moreHours", .number(c.moreHours)),
                      ("lessNights", .number(Double(c.lessNights))), ("lessHours", .number(c.lessHours))]
        case .moodWith(let p, let days):
            fields = [("kind", .string("moodWith")), ("name", .string(p.name)), ("withMean", .number(p.withMean)),
                      ("withDays", .number(Double(p.withDays))), ("withoutMean", .number(p.withoutMean)),
                      ("withoutDays", .number(Double(p.withoutDays))), ("days", .number(Double(days)))]
        }
        return .object(fields + [("text", .string(InsightText.sentence(i, periodDays: periodDays)))])
    }

    static func score(_ s: DayScore?) -> JSONValue {
        guard let s else { return .null }
        return .object([("date", .string(s.date.description)), ("met", .number(Double(s.met))), ("goals", .number(Double(s.rings)))])
    }
}
