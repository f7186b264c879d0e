import XCTest
@testable import JournalKit

/// Text, JSON and HTML of a report show the same figures: the renderers word the report's
/// values and work none out themselves.
final class SameFiguresTests: XCTestCase {
    static let today = CalendarDate(year: 2026, month: 11, day: 21)!
    static let clock = JournalClock.endOfDay(today)
    static let example = Journal.load(paths: [Fixture.repository + "/examples/journal.md"]).journal

    /// The value at `path` in a JSON object (keys, or array indices as numbers).
    func field(_ value: JSONValue, _ path: String...) -> JSONValue? {
        var v = value
        for key in path {
            switch v {
            case .object(let fields): guard let f = fields.first(where: { $0.0 == key }) else { return nil }; v = f.1
            case .array(let items): guard let i = Int(key), items.indices.contains(i) else { return nil }; v = items[i]
            default: return nil
            }
        }
        return v
    }

    func number(_ value: JSONValue, _ path: String...) -> Double? {
        var v: JSONValue? = value
        for key in path { v = v.flatMap { field($0, key) } }
        if case .number(let n)? = v { return n }
        return nil
    }

    // MARK: journal day

    func testEveryDayOfTheExampleShowsTheSameFiguresInEveryFormat() {
        var date = CalendarDate(year: 2026, month: 9, day: 28)!
        var checked = (tasks: 0, doses: 0, sleeps: 0, rings: 0, timeline: 0)
        while date <= Self.today {
            defer { date = date.adding(days: 1) }
            let r = DayReport(journal: Self.example, date: date, clock: Self.clock)
            let text = ReportTextRenderer.day(r, width: 200), html = HTMLReportRenderer.day(r), json = ReportJSONRenderer.day(r)
            let day = "\(date)"

            // To-dos: the report's tally.
            XCTAssertEqual(number(json, "taskTally", "done"), Double(r.taskTally.done), day)
            XCTAssertEqual(number(json, "taskTally", "total"), Double(r.taskTally.total), day)
            if r.taskTally.total > 0 {
                checked.tasks += 1
                XCTAssertTrue(text.contains("To-dos  \(r.taskTally.done) done of \(r.taskTally.total)\n"), day)
                XCTAssertTrue(html.contains("To-dos: \(r.taskTally.done) done of \(r.taskTally.total)"), day)
            }
            for t in r.tasks where t.due != nil {
                XCTAssertEqual(text.contains("due \(t.due!), overdue"), t.dueStatus == .overdue, day)
            }

            // Doses: the report's adherence.
            let a = r.metrics.adherence
            XCTAssertEqual(number(json, "doseTally", "taken"), Double(a.taken), day)
            XCTAssertEqual(number(json, "doseTally", "scheduled"), Double(a.scheduled), day)
            if a.scheduled > 0 {
                checked.doses += 1
                let line = "Doses: \(a.taken) of \(a.toTake) taken"
                XCTAssertTrue(text.contains(line), day)
                XCTAssertTrue(html.contains(line), day)
            }

            // Rings: each percent as the report has it.
            for (i, ring) in r.metrics.rings.enumerated() {
                checked.rings += 1
                XCTAssertEqual(number(json, "metrics", "rings", "\(i)", "percent"), ring.percent, day)
                let shown = RingFormatting.percent(ring.percent)
                let line = text.split(separator: "\n").first { $0.hasPrefix("  " + RingFormatting.pad(ring.metric.displayName, 12)) }
                XCTAssertTrue(line?.contains(shown) == true, "\(day) \(ring.metric)")
                XCTAssertTrue(html.contains("<span class=\"big\">\(shown)</span></div></div><div class=\"name\" aria-hidden=\"true\">\(HTMLText.escape(ring.metric.displayName))<"),
                              "\(day) \(ring.metric)")
            }

            // Sleep: the minutes the day's totals count, and the bar says.
            if let sleep = r.sleep {
                checked.sleeps += 1
                let hours = number(json, "metrics", "totals", "sleep", "hours")
                XCTAssertEqual(hours.map { ($0 * 60).rounded() }, sleep.minutes.rounded(), day)
                XCTAssertTrue(html.contains("aria-label=\"Sleep: slept \(formatDuration(sleep.minutes))"), day)
            } else {
                XCTAssertNil(field(json, "metrics", "totals", "sleep").flatMap { $0 == .null ? nil : $0 }, day)
            }

            // The timeline's kinds, typed in the report, named in JSON.
            XCTAssertEqual(field(json, "timeline").map { v -> [String] in
                guard case .array(let items) = v else { return [] }
                return items.compactMap { if case .string(let k)? = self.field($0, "kind") { k } else { nil } }
            }, r.timeline.map(\.kind), day)
            checked.timeline += assertSameTimeline(r, text: text, html: html, json: json, day)

            // Caffeine: the peak of the report's curve.
            if r.caffeine.hasIntake {
                let peak = formatNumber(r.caffeine.curve.peakMg, decimals: 0)
                XCTAssertEqual(number(json, "metrics", "caffeine", "peakMg"), r.caffeine.curve.peakMg, day)
                XCTAssertTrue(text.contains("peak \(peak) mg"), day)
                XCTAssertTrue(html.contains("peak \(peak) mg"), day)
            }
        }
        // The example has days with each of these.
        XCTAssertGreaterThan(checked.tasks, 0)
        XCTAssertGreaterThan(checked.doses, 10)
        XCTAssertGreaterThan(checked.sleeps, 10)
        XCTAssertGreaterThan(checked.rings, 100)
        XCTAssertGreaterThan(checked.timeline, 100)
    }

    /// The lines of the text page's timeline, the HTML page's and the JSON's: the same entries
    /// in the same order, those the report shows (``DayReport/TimelineItem/isShown``), each
    /// with the same words. Returns how many entries the pages show.
    @discardableResult
    func assertSameTimeline(_ r: DayReport, text: String, html: String, json: JSONValue, _ day: String,
                            file: StaticString = #filePath, line: UInt = #line) -> Int {
        // JSON lists every entry with its whole line; the pages show those the report shows.
        guard case .array(let items)? = field(json, "timeline") else { XCTFail("no timeline", file: file, line: line); return 0 }
        let shown = zip(items, r.timeline).filter { $0.1.isShown }.map { item, t in
            (time: field(item, "time").flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "",
             line: field(item, "text").flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "", tags: t.tags)
        }
        // Text: a line for each, its time and its whole line (the spaces after the time as wrapped).
        func words(_ s: String) -> [Substring] { s.split(separator: " ") }
        let lines = text.components(separatedBy: "\n\n").first { $0.hasPrefix("Timeline\n") }?.split(separator: "\n").dropFirst().map { words(String($0)) } ?? []
        XCTAssertEqual(lines, shown.map { words($0.time + " " + $0.line + ($0.tags.isEmpty ? "" : " #" + $0.tags.joined(separator: " #"))) },
                       "\(day) text", file: file, line: line)
        // HTML: an item for each, its time, its label, and its text, which with the label is the whole line.
        let item = try! NSRegularExpression(pattern: "<li><span class=\"time\">([^<]*)</span><span class=\"text\"><span class=\"kind\"><span class=\"dot [^\"]*\"></span>([^<]*)</span>([^<]*)")
        let parts = item.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { m in
            (1...3).map { String(html[Range(m.range(at: $0), in: html)!]) }
        }
        XCTAssertEqual(parts.map { $0[0] }, shown.map(\.time), "\(day) html", file: file, line: line)
        for (p, s) in zip(parts, shown) {
            XCTAssertTrue([p[1] + ": ", p[1] + " ", ""].contains { HTMLText.escape($0) + p[2] == HTMLText.escape(s.line) },
                          "\(day) html: \(p) against \(s.line)", file: file, line: line)
        }
        return shown.count
    }

    /// The text and HTML pages show the same entries in the timeline: every entry with a time
    /// (a note too), and of those without one all but what a section of its own lists (gratitude,
    /// habit marks, to-dos, notes); a sleep without times has no section, so it is shown.
    func testTheTimelineShowsTheSameEntriesOnEveryPage() {
        let loaded = Journal.load(text: """
        ## Settings
        - habit stretch daily
        ## 2026-11-21 Saturday
        - slept 7h
        - 14:00 called mom about the trip
        - note a thought without a time
        - grateful for the sun
        - 09:00 grateful: coffee
        - [ ] call the bank
        - [x] 18:00 post the letter
        - [x] stretch
        - mood 4 calm
        - 07:30 drink espresso #home
        """)
        let date = CalendarDate(year: 2026, month: 11, day: 21)!
        let r = DayReport(journal: loaded.journal, date: date, clock: .endOfDay(date))
        let text = ReportTextRenderer.day(r, width: 200), html = HTMLReportRenderer.day(r), json = ReportJSONRenderer.day(r)
        XCTAssertEqual(r.timeline.count, 10, "JSON lists every entry")
        XCTAssertEqual(r.shownTimeline.map(\.words.line), ["espresso", "grateful: coffee", "called mom about the trip", "[x] post the letter",
                                                         "slept 7 h", "mood 4 — calm"])
        XCTAssertEqual(r.shownTimeline.map(\.words.label), ["drink", "grateful", "note", "to-do", "sleep", "mood"])
        XCTAssertEqual(assertSameTimeline(r, text: text, html: html, json: json, "\(date)"), 6)
    }

    /// A sleep that overlaps another is counted once: the bar draws and says what the day's
    /// totals count, not both.
    func testAnOverlappingSleepIsLeftOutOfTheBarAsOfTheTotals() {
        let loaded = Journal.load(text: """
        ## Settings
        - goal sleep >= 7 h
        ## 2026-11-21 Saturday
        - sleep 23:00-07:00
        - sleep 01:00-03:00
        - 14:00 slept 0h30
        """)
        let date = CalendarDate(year: 2026, month: 11, day: 21)!
        let r = DayReport(journal: loaded.journal, date: date, clock: .endOfDay(date))
        XCTAssertEqual(r.sleeps.count, 3, "every sleep is listed")
        XCTAssertEqual(r.sleep?.minutes, 8.5 * 60)
        XCTAssertEqual(r.sleep?.spans.map(\.minutes), [-60..<420])
        XCTAssertEqual(r.metrics.totals.sleep?.hours, 8.5)
        let html = HTMLReportRenderer.day(r)
        XCTAssertTrue(html.contains("aria-label=\"Sleep: slept 8 h 30 min (23:00–07:00)\""), html)
        XCTAssertEqual(html.components(separatedBy: "class=\"sleep-span\"").count - 1, 1, "one block: the overlapping sleep is not drawn")
        XCTAssertEqual(number(ReportJSONRenderer.day(r), "metrics", "totals", "sleep", "hours"), 8.5)
    }

    // MARK: journal report

    func testThePeriodShowsTheSameFiguresInEveryFormat() {
        for period in [Period.week(containing: Self.today, weekStart: .monday), .month(year: 2026, month: 11), .month(year: 2026, month: 10)] {
            let r = PeriodReport(journal: Self.example, period: period, clock: Self.clock)
            let text = ReportTextRenderer.period(r, width: 200), html = HTMLReportRenderer.period(r), json = ReportJSONRenderer.period(r)
            let name = period.label
            if let line = ReportTextRenderer.dosesAndTasks(r.doses, r.tasks, style: .plain) {
                XCTAssertTrue(text.contains(line), name)
                XCTAssertTrue(html.contains(HTMLText.escape(line)), name)
            }
            XCTAssertEqual(number(json, "taskTally", "done"), Double(r.tasks.done), name)
            XCTAssertEqual(number(json, "taskTally", "total"), Double(r.tasks.total), name)
            XCTAssertEqual(number(json, "doseTally", "taken"), Double(r.doses.taken), name)
            for (i, row) in r.rows.enumerated() {
                XCTAssertEqual(number(json, "rows", "\(i)", "daysMet"), Double(row.daysMet), name)
                XCTAssertEqual(number(json, "rows", "\(i)", "daysCounted"), Double(row.daysCounted), name)
                XCTAssertEqual(number(json, "rows", "\(i)", "mean"), row.mean, name)
                guard row.daysCounted > 0 else { continue }
                XCTAssertTrue(text.contains(RingFormatting.value(row.mean, row.metric)), "\(name) \(row.metric)")
                XCTAssertTrue(html.contains(HTMLText.escape(HTMLText.value(row.mean, row.metric))), "\(name) \(row.metric)")
            }
            if let best = r.bestDay {
                XCTAssertEqual(number(json, "bestDay", "met"), Double(best.met), name)
                XCTAssertTrue(text.contains("Best day: \(best.date.weekday.name) \(best.date) (\(best.met) of \(best.rings) goals)"), name)
            }
            for (i, sentence) in InsightText.sentences(r).enumerated() {
                XCTAssertEqual(field(json, "insights", "\(i)", "text"), JSONValue.string(sentence), name)
                XCTAssertTrue(text.replacingOccurrences(of: "\n  ", with: " ").contains(sentence), "\(name): \(sentence)")
                XCTAssertTrue(html.contains(HTMLText.escape(sentence)), "\(name): \(sentence)")
            }
        }
    }

    /// What is written without a goal (workouts, weight, mood, sleep) shows the same figures in
    /// text, HTML and JSON: the period's figures and each day's value. The example journal
    /// without its exercise and sleep goals has all four; with them, their rings show workouts
    /// and sleep, and only weight and mood are rows of their own.
    func testWhatIsWrittenWithoutAGoalShowsTheSameFiguresInEveryFormat() throws {
        let source = try String(contentsOfFile: Fixture.repository + "/examples/journal.md", encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let journal = Journal.load(text: lines.filter { !$0.hasPrefix("- goal exercise") && !$0.hasPrefix("- goal sleep") }
            .joined(separator: "\n")).journal
        let week = Period.week(containing: Self.today, weekStart: .monday)
        XCTAssertEqual(PeriodReport(journal: Self.example, period: week, clock: Self.clock).written.map(\.kind), [.weight, .mood])
        for period in [week, .month(year: 2026, month: 11), .month(year: 2026, month: 10)] {
            let r = PeriodReport(journal: journal, period: period, clock: Self.clock)
            let text = ReportTextRenderer.period(r, width: 200), html = HTMLReportRenderer.period(r), json = ReportJSONRenderer.period(r)
            let name = period.label
            XCTAssertEqual(r.written.map(\.kind), [.workouts, .weight, .mood, .sleep], name)
            XCTAssertFalse(r.rows.contains { $0.metric == .exercise || $0.metric == .sleep }, name)
            for (i, w) in r.written.enumerated() {
                let row = "\(name) \(w.kind)", words = WrittenRowText.summary(w)
                // Where the grid shows weeks, mood's days follow as a strip, from the same values.
                let strip = r.weeks.isEmpty ? nil : WrittenRowText.strip(w, of: r)
                XCTAssertEqual(strip != nil, w.kind == .mood && !r.weeks.isEmpty, row)
                XCTAssertTrue(text.contains("\n" + RingFormatting.pad(w.kind.label, 12) + words + (strip.map { "  " + $0 } ?? "") + "\n"), row)
                XCTAssertTrue(html.contains(">" + HTMLText.escape(words) + (strip.map { "<br><span class=\"strip\" title=\"mood a day\">\($0)" } ?? "") + "<"), row)
                if let strip {
                    let moods = w.cells.prefix(strip.count).map { $0.map { DayMarkText.moodLevel($0) } }
                    XCTAssertEqual(strip.map { DayMarkText.moodGlyphs.firstIndex(of: String($0)).map { $0 + 1 } }, moods, row)
                }
                XCTAssertEqual(field(json, "written", "\(i)", "text"), .string(words), row)
                XCTAssertEqual(number(json, "written", "\(i)", "days"), Double(w.days), row)
                switch w.kind {
                case .workouts:
                    XCTAssertEqual(number(json, "written", "\(i)", "workouts"), Double(w.count), row)
                    XCTAssertEqual(number(json, "written", "\(i)", "minutes"), w.total, row)
                    XCTAssertEqual(number(json, "written", "\(i)", "distanceKm") ?? 0, w.distanceKm, accuracy: 1e-6, row)
                    XCTAssertTrue(words.hasPrefix("\(w.count) workouts · \(formatNumber(w.total, decimals: 0)) min · "), row)
                case .weight:
                    XCTAssertEqual(number(json, "written", "\(i)", "firstKg"), w.first, row)
                    XCTAssertEqual(number(json, "written", "\(i)", "lastKg"), w.last, row)
                    XCTAssertTrue(words.hasPrefix("\(formatNumber(w.first, decimals: 1)) → \(formatNumber(w.last, decimals: 1)) kg"), row)
                case .mood:
                    XCTAssertEqual(number(json, "written", "\(i)", "mean") ?? 0, w.mean, accuracy: 1e-6, row)
                    XCTAssertTrue(words.hasPrefix(formatNumber(w.mean, decimals: 1) + " a day, \(w.days) days"), row)
                case .sleep:
                    XCTAssertEqual(number(json, "written", "\(i)", "meanHours") ?? 0, w.mean, accuracy: 1e-6, row)
                    XCTAssertTrue(words.hasPrefix(formatDuration(w.mean * 60) + " a night, \(w.days) nights"), row)
                }
                // Each day's value, in the grid of a period shown day by day.
                XCTAssertEqual(w.cells.count, r.days.count, row)
                for (d, value) in w.cells.enumerated() {
                    XCTAssertEqual(field(json, "written", "\(i)", "values", "\(d)"), .number(value), row)
                }
                guard r.weeks.isEmpty else { continue }
                XCTAssertGreaterThan(w.cells.compactMap { $0 }.count, 0, row)
                let cells = w.cells.map { RingFormatting.pad($0.map { WrittenRowText.cell($0, w.kind) } ?? "·", 9, right: true) }.joined()
                XCTAssertTrue(text.contains("\n" + RingFormatting.pad(w.kind.label, 12) + cells + "\n"), row)
                for value in w.cells.compactMap({ $0 }) {
                    XCTAssertTrue(html.contains(">" + HTMLText.escape(WrittenRowText.cell(value, w.kind)) + "</td>"), row)
                }
            }
        }
    }

    // MARK: journal meds

    func testMedsShowTheSameFiguresInTextAndJSON() {
        let now = JournalClock(date: Self.today, minute: 21 * 60)
        for period in [Period.week(containing: Self.today, weekStart: .monday), .month(year: 2026, month: 11)] {
            let r = MedsReport(summary: Self.example.summary, period: period, clock: now)
            let text = MedsRenderer.text(r), json = MedsRenderer.json(r)
            XCTAssertFalse(r.medications.isEmpty)
            for (i, m) in r.medications.enumerated() {
                let a = m.adherence
                XCTAssertEqual(number(json, "medications", "\(i)", "taken"), Double(a.taken), m.name)
                XCTAssertEqual(number(json, "medications", "\(i)", "late"), Double(m.late.count), m.name)
                if a.scheduled > 0 { XCTAssertTrue(text.contains("\(a.taken) of \(a.due) taken"), m.name) }
                for (k, l) in m.late.enumerated() {
                    XCTAssertEqual(number(json, "medications", "\(i)", "lateDoses", "\(k)", "minutesLate"), Double(l.minutesLate), m.name)
                    XCTAssertTrue(text.contains("taken at \(l.takenAt) (\(MedsRenderer.minutes(l.minutesLate)) late)"), m.name)
                }
            }
            for d in r.remainingToday where d.minutesPastDue > 0 {
                XCTAssertTrue(text.contains("\(d.medication) \(d.scheduled)  due now (\(MedsRenderer.minutes(d.minutesPastDue)) ago)"), text)
            }
        }
    }

    // MARK: journal streaks

    func testStreaksShowTheSameFiguresInEveryFormat() throws {
        let r = try XCTUnwrap(StreaksReport(summary: Self.example.summary, clock: Self.clock))
        let text = StreaksTextRenderer.streaks(r, width: 200), html = HTMLReportRenderer.streaks(r), json = StreaksJSONRenderer.streaks(r)
        XCTAssertFalse(r.habits.isEmpty)
        for (i, h) in r.habits.enumerated() {
            let s = h.streak
            XCTAssertEqual(number(json, "habits", "\(i)", "current"), Double(s.current), s.habit)
            XCTAssertEqual(number(json, "habits", "\(i)", "last7", "done"), Double(h.last7.done), s.habit)
            XCTAssertEqual(number(json, "habits", "\(i)", "last30", "scheduled"), Double(h.last30.scheduled), s.habit)
            XCTAssertTrue(text.contains("last 7 days \(h.last7.done)/\(h.last7.scheduled) · last 30 days \(h.last30.done)/\(h.last30.scheduled)"), s.habit)
            XCTAssertTrue(html.contains("Last 7 days: \(h.last7.done) of \(h.last7.scheduled) · last 30: \(h.last30.done) of \(h.last30.scheduled)"), s.habit)
            XCTAssertTrue(text.contains("  current  " + StreaksTextRenderer.count(s.current, s.unit)), s.habit)
            XCTAssertTrue(html.contains("Current: " + HTMLText.count(s.current, s.unit == .weeks ? "week" : "day")), s.habit)
        }
        for (i, g) in r.goals.enumerated() {
            XCTAssertEqual(number(json, "goals", "\(i)", "daysKept"), Double(g.daysKept), g.name)
            XCTAssertEqual(number(json, "goals", "\(i)", "longest"), Double(g.longest), g.name)
            XCTAssertTrue(text.contains("\(grouped(g.daysKept))/\(grouped(g.daysCounted))"), g.name)
            XCTAssertTrue(html.contains("<td>\(g.longest)</td>"), g.name)
            XCTAssertTrue(html.contains("<td class=\"kept\">\(g.daysKept) of \(g.daysCounted) days</td>"), g.name)
        }
    }

    // MARK: journal trends

    func testTrendsShowTheSameFiguresInEveryFormat() {
        for (days, measure) in [(28, DayMeasure.mood), (56, .ring(.caffeine)), (90, .ring(.water))] {
            let r = TrendsReport(summary: Self.example.summary, days: days, measure: measure, clock: Self.clock)
            let text = TrendsTextRenderer.trends(r, width: 200), html = HTMLReportRenderer.trends(r), json = TrendsJSONRenderer.trends(r)
            let name = "\(days) \(measure)"
            XCTAssertEqual(number(json, "stats", "days"), Double(r.stats.count), name)
            XCTAssertEqual(number(json, "stats", "mean"), r.stats.mean, name)
            XCTAssertEqual(number(json, "weekOnWeek", "changePercent"), r.weekOnWeek.percent, name)
            for line in TrendsTextRenderer.summary(r) {
                XCTAssertTrue(text.replacingOccurrences(of: "\n  ", with: " ").contains(line), "\(name): \(line)")
                XCTAssertTrue(html.contains(HTMLText.escape(line)), "\(name): \(line)")
            }
            // A long run is shown a week a line, each with the mean the report has for it.
            if days > 31 {
                XCTAssertEqual(r.weeks.map(\.days.count).reduce(0, +), r.days.count, name)
                for w in r.weeks {
                    let line = text.split(separator: "\n").first { $0.hasPrefix("W") && $0.contains(r.days[w.days.lowerBound].date.description) }
                    XCTAssertEqual(line?.contains("  mean "), w.stats.mean != nil, name)
                    if let m = w.stats.mean { XCTAssertTrue(line?.hasSuffix("  mean " + TrendsTextRenderer.number(m, measure)) == true, name) }
                }
            }
        }
    }

    // MARK: journal calendar

    func testTheCalendarShowsTheSameMarksInEveryFormat() {
        for measure in [DayMeasure.goals, .mood, .ring(.caffeine), .habit("meditate")] {
            let r = CalendarReport(summary: Self.example.summary, period: .month(year: 2026, month: 11), measure: measure, clock: Self.clock)
            let text = CalendarTextRenderer.calendar(r, width: 200), html = HTMLReportRenderer.calendar(r), json = CalendarJSONRenderer.calendar(r)
            XCTAssertTrue(text.contains("November 2026"), "\(measure)")
            var shown = 0
            for (m, month) in r.months.enumerated() {
                for (w, week) in month.weeks.enumerated() {
                    for (k, day) in week.days.enumerated() {
                        guard let day else { continue }
                        let label = DayMarkText.label(day.mark, measure: measure)
                        let cell = field(json, "months", "\(m)", "weeks", "\(w)", "days", "\(k)")
                        XCTAssertEqual(cell.flatMap { field($0, "text") }, JSONValue.string(label), "\(measure) \(day.date)")
                        XCTAssertEqual(cell.flatMap { field($0, "value") }, JSONValue.number(day.mark.value), "\(measure) \(day.date)")
                        XCTAssertTrue(html.contains("<title>" + HTMLText.escape("\(day.date.weekday.name) \(day.date): \(label)") + "</title>"),
                                      "\(measure) \(day.date)")
                        if day.mark.value != nil { shown += 1 }
                    }
                }
            }
            XCTAssertGreaterThan(shown, 0, "\(measure)")
        }
    }
}
