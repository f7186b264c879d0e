import Foundation
import XCTest
@testable import JournalKit

final class HTMLReportRendererTests: XCTestCase {
    static let today = CalendarDate(year: 2026, month: 11, day: 21)!
    static let clock = JournalClock.endOfDay(today)

    /// The example journal's week and a few of its days, and the escaping fixture's week and day.
    static let pages: [(name: String, html: String)] = {
        var pages: [(String, String)] = []
        let example = Journal.load(paths: [Fixture.repository + "/examples/journal.md"]).journal
        pages.append(("example week", HTMLReportRenderer.period(weekReport(example))))
        pages.append(("example month", HTMLReportRenderer.period(PeriodReport(journal: example, period: .month(year: 2026, month: 11), clock: clock))))
        for day in [today, CalendarDate(year: 2026, month: 11, day: 18)!, CalendarDate(year: 2026, month: 10, day: 10)!] {
            pages.append(("example day \(day)", HTMLReportRenderer.day(DayReport(journal: example, date: day, clock: clock))))
        }
        let inProgress = JournalClock(date: today, minute: 14 * 60 + 30)
        pages.append(("example day in progress", HTMLReportRenderer.day(DayReport(journal: example, date: today, clock: inProgress))))
        let escaping = Fixture.load("html/escaping.md").journal
        pages.append(("escaping week", HTMLReportRenderer.period(weekReport(escaping))))
        pages.append(("escaping day", HTMLReportRenderer.day(DayReport(journal: escaping, date: today, clock: clock))))
        return pages
    }()

    static func weekReport(_ j: Journal) -> PeriodReport {
        PeriodReport(journal: j, period: .week(containing: today, weekStart: .monday), clock: clock)
    }

    static func escapingPages() -> (week: String, day: String) {
        let loaded = Fixture.load("html/escaping.md")
        XCTAssertEqual(DiagnosticRenderer.text(loaded.diagnostics), "", "the escaping fixture should load cleanly")
        return (HTMLReportRenderer.period(weekReport(loaded.journal)),
                HTMLReportRenderer.day(DayReport(journal: loaded.journal, date: today, clock: clock)))
    }

    // MARK: The shell

    func testContentSecurityPolicyIsTheFirstElementInHead() throws {
        let csp = "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data: file: 'self'\">"
        for (name, html) in Self.pages {
            let head = try XCTUnwrap(html.range(of: "<head>"), name)
            let rest = html[head.upperBound...].drop { $0.isWhitespace }
            XCTAssertTrue(rest.hasPrefix(csp), "\(name): the CSP meta must come first in <head>")
            let afterCSP = rest.dropFirst(csp.count).drop { $0.isWhitespace }
            XCTAssertTrue(afterCSP.hasPrefix("<meta charset=\"utf-8\">"), "\(name): charset comes right after the CSP")
            XCTAssertTrue(afterCSP.dropFirst("<meta charset=\"utf-8\">".count).drop { $0.isWhitespace }
                .hasPrefix("<meta name=\"viewport\""), "\(name): then the viewport")
            XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"), name)
            XCTAssertTrue(html.hasSuffix("</html>\n"), name)
        }
    }

    func testNoScriptsAndNoNetworkURLs() {
        for (name, html) in Self.pages {
            let lower = html.lowercased()
            XCTAssertFalse(lower.contains("<script"), "\(name) has a script")
            XCTAssertFalse(lower.contains("http://"), "\(name) has an http URL")
            XCTAssertFalse(lower.contains("https://"), "\(name) has an https URL")
            XCTAssertFalse(lower.contains("<link"), "\(name) links a resource")
            XCTAssertFalse(lower.contains("@import"), "\(name) imports a style sheet")
            XCTAssertFalse(lower.contains("url("), "\(name) loads from CSS")
            XCTAssertFalse(lower.contains(" on") && lower.range(of: #"\son[a-z]+="#, options: .regularExpression) != nil,
                           "\(name) has an event handler attribute")
        }
    }

    func testDarkModeAndPrintStyles() {
        for (name, html) in Self.pages {
            XCTAssertTrue(html.contains("@media (prefers-color-scheme:dark)"), "\(name): dark scheme")
            XCTAssertTrue(html.contains("@media print"), "\(name): print style")
            XCTAssertTrue(html.contains("@page{size:A4"), "\(name): A4 pages")
            XCTAssertTrue(html.contains("@media (max-width:640px)"), "\(name): phone layout")
        }
    }

    func testOutputIsDeterministic() {
        let example = Journal.load(paths: [Fixture.repository + "/examples/journal.md"]).journal
        let a = HTMLReportRenderer.period(Self.weekReport(example)), b = HTMLReportRenderer.period(Self.weekReport(example))
        XCTAssertEqual(a, b)
        let d1 = HTMLReportRenderer.day(DayReport(journal: example, date: Self.today, clock: Self.clock))
        let d2 = HTMLReportRenderer.day(DayReport(journal: example, date: Self.today, clock: Self.clock))
        XCTAssertEqual(d1, d2)
    }

    // MARK: Escaping

    func testUserTextIsEscapedEverywhere() {
        let (week, day) = Self.escapingPages()
        for (name, html) in [("week", week), ("day", day)] {
            let lower = html.lowercased()
            XCTAssertFalse(lower.contains("<script"), "\(name): raw <script>")
            XCTAssertFalse(lower.contains("<b>"), "\(name): raw <b>")
            XCTAssertFalse(lower.contains("</b>"), "\(name): raw </b>")
            XCTAssertFalse(html.contains("\"quotes\""), "\(name): raw double quotes around user text")
            XCTAssertFalse(html.contains("'apostrophes'"), "\(name): raw apostrophes around user text")
            XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "\(name): escaped <script>")
            XCTAssertTrue(html.contains("&quot;quotes&quot;") || name == "week", "\(name): escaped quotes")
            XCTAssertTrue(html.contains("&#39;"), "\(name): escaped apostrophes")
            XCTAssertTrue(html.contains(" &amp; "), "\(name): escaped ampersands")
        }
        let s = "&lt;script&gt;alert(1)&lt;/script&gt;"
        let expected: [(String, String)] = [
            ("day title", "\(s) &quot;quotes&quot; &#39;apostrophes&#39; &amp; co"),
            ("note", "\(s) &quot;quotes&quot; &#39;apostrophes&#39; &amp; a note #tag&lt;script&gt;alert(1)"),
            ("plain paragraph", "\(s) A plain paragraph with &quot;quotes&quot;, &#39;apostrophes&#39; &amp; &lt;b&gt;bold&lt;/b&gt;."),
            ("gratitude", "\(s) &quot;quotes&quot; &#39;apostrophes&#39; &amp; friends"),
            ("ad-hoc item", "&lt;b&gt;soup&lt;/b&gt;"),
            ("ad-hoc item with quotes", "&lt;script&gt;boom&lt;/script&gt; &quot;quotes&quot; &#39;apostrophes&#39; &amp; co"),
            ("defined food", "&lt;b&gt;pie&lt;/b&gt; &amp; &#39;tart&#39; &lt;script&gt;boom&lt;/script&gt;"),
            ("quoted drink", "&lt;b&gt;brew&lt;/b&gt; &amp; &#39;co&#39; &lt;script&gt;boom&lt;/script&gt; x2"),
            ("unquoted drink", "&lt;script&gt;boom&lt;/script&gt;&amp;&quot;q&quot;&#39;a&#39;"),
            ("habit", "\(s) &amp; &#39;yoga&#39; &lt;b&gt;bold&lt;/b&gt;"),
            ("medication", "\(s) &amp; &#39;pill&#39; &lt;b&gt;bold&lt;/b&gt;"),
            ("dose note", "with &quot;water&quot; &amp; &lt;b&gt;toast&lt;/b&gt;"),
            ("tag", "#a&amp;b&quot;c&#39;d"),
            ("tag with a script", "#mood&lt;script&gt;alert(1"),
            ("drink tag", "#x&lt;script&gt;boom&lt;/script&gt;"),
            ("event", "\(s) &quot;quotes&quot; &#39;apostrophes&#39; &amp; meeting @ &lt;b&gt;café&lt;/b&gt; &amp; &quot;bar&quot; &#39;x&#39;"),
            ("workout", "\(s) &quot;quotes&quot; &#39;apostrophes&#39; &amp; run 30 min"),
            ("mood note", "4 — \(s) &quot;quotes&quot; &#39;apostrophes&#39; &amp; co"),
            ("photo alt", "alt=\"\(s) &quot;alt&quot; &#39;apostrophes&#39; &amp; &lt;b&gt;x&lt;/b&gt;\""),
            ("photo path", "src=\"photos/%3Cb%3Ex%3C/b%3E%26%22y%22%27z%27.jpg\""),
            ("to-do", "\(s) &quot;todo&quot; &#39;apostrophes&#39; &amp; &lt;b&gt;call&lt;/b&gt;"),
            ("done to-do", "done &lt;b&gt;thing&lt;/b&gt; &amp; &quot;it&quot;"),
            ("page title", "<title>Saturday 21 November 2026 · \(s) &quot;quotes&quot; &#39;apostrophes&#39; &amp; co · journal</title>"),
        ]
        for (what, text) in expected {
            XCTAssertTrue(day.contains(text), "day page: \(what) should appear escaped as \(text)")
        }
        // The week: habit streaks carry the habit's name.
        XCTAssertTrue(week.contains("<span class=\"habit\">\(s) &amp; &#39;yoga&#39; &lt;b&gt;bold&lt;/b&gt;</span>"), "week: habit streak")
    }

    func testPeriodLabelAndInsightsAreEscaped() {
        let loaded = Fixture.load("html/escaping.md")
        var period = Period.week(containing: Self.today, weekStart: .monday)
        period.label = "<script>alert(1)</script> \"week\" & 'label': dates"
        var report = PeriodReport(journal: loaded.journal, period: period, clock: Self.clock)
        report.insights = [.bestStreak(habit: "<b>insight</b> & \"more\" 'so'", current: 4, unit: .days)]
        report.streaks = [HabitStreak(habit: "<i>h</i>", current: 2, longest: 3, unit: .days, doneCount: 2, scheduledCount: 3,
                                      challengeProgress: nil)]
        let html = HTMLReportRenderer.period(report)
        XCTAssertFalse(html.lowercased().contains("<script"))
        XCTAssertFalse(html.contains("<b>"))
        XCTAssertFalse(html.contains("<i>"))
        XCTAssertTrue(html.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt; &quot;week&quot; &amp; &#39;label&#39;</h1>"))
        XCTAssertTrue(html.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt; &quot;week&quot; &amp; &#39;label&#39; · journal</title>"))
        XCTAssertTrue(html.contains("<li>Longest running streak: &lt;b&gt;insight&lt;/b&gt; &amp; &quot;more&quot; &#39;so&#39;, 4 days.</li>"))
        XCTAssertTrue(html.contains("&lt;i&gt;h&lt;/i&gt;"))
    }

    func testEscapeReplacesTheFiveCharacters() {
        XCTAssertEqual(HTMLText.escape("<a href=\"x\">Tom & 'Jerry'</a>"),
                       "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        XCTAssertEqual(HTMLText.escape("café ☕ &amp;"), "café ☕ &amp;amp;")
        // Control characters are shown as symbols (HTML does not allow NUL).
        XCTAssertEqual(HTMLText.escape("a\u{0}b\u{1B}[2J\u{7}"), "a\u{2400}b\u{241B}[2J\u{2407}")
    }

    func testPhotosThatABrowserWouldFetchFromAnotherHostAreNotShown() {
        for path in ["\\/evil.example/p.png", "/\\/evil.example/r.png", "\u{0B}//evil.example/v.png", "../outside.jpg", "/etc/x.jpg"] {
            let j = journal("## 2026-11-21\n\n- ![p](\(path))\n").journal
            let page = HTMLReportRenderer.day(DayReport(journal: j, date: Self.today, clock: Self.clock))
            XCTAssertFalse(page.contains("<img"), path)
            XCTAssertTrue(page.contains("not shown"), path)
        }
    }

    func testPhotosAreLinkedFromWhereThePageIsWritten() {
        let j = journal("## 2026-11-21\n\n- ![walk](photos/my%20walk.jpg)\n").journal
        let r = DayReport(journal: j, date: Self.today, clock: Self.clock)
        let photo = Photo(alt: "walk", path: "photos/my walk.jpg", folder: "diary")
        let here = PageLocation(folder: ".", workingDirectory: "/home/me")
        XCTAssertEqual(PhotoLink.source(photo, location: here), "diary/photos/my%20walk.jpg")
        XCTAssertEqual(PhotoLink.source(photo, location: PageLocation(folder: "out", workingDirectory: "/home/me")), "../diary/photos/my%20walk.jpg")
        XCTAssertEqual(PhotoLink.source(photo, location: PageLocation(folder: "diary", workingDirectory: "/home/me")), "photos/my%20walk.jpg")
        XCTAssertEqual(PhotoLink.source(photo, location: PageLocation(folder: "/srv/site", workingDirectory: "/home/me")),
                       "../../home/me/diary/photos/my%20walk.jpg")
        XCTAssertEqual(PhotoLink.source(Photo(alt: "", path: "a:b.jpg", folder: "/j"), location: PageLocation(folder: "/j", workingDirectory: "/")), nil)
        XCTAssertEqual(PhotoLink.source(Photo(alt: "", path: "./a:b.jpg", folder: "/j"), location: PageLocation(folder: "/j", workingDirectory: "/")), "a%3Ab.jpg")
        XCTAssertTrue(HTMLReportRenderer.day(r, location: PageLocation(folder: "out", workingDirectory: "/home/me"))
            .contains("<img src=\"../photos/my%20walk.jpg\" alt=\"walk\""))
    }

    // MARK: Rings

    func testEveryRingHasATextEquivalent() throws {
        for (name, html) in Self.pages {
            var count = 0
            var rest = html[...]
            while let open = rest.range(of: "<svg") {
                let tagEnd = try XCTUnwrap(rest[open.upperBound...].firstIndex(of: ">"), name)
                let tag = rest[open.lowerBound...tagEnd]
                XCTAssertTrue(tag.contains("role=\"img\""), "\(name): \(tag)")
                let label = try XCTUnwrap(tag.range(of: "aria-label=\""), "\(name): no aria-label in \(tag)")
                XCTAssertFalse(tag[label.upperBound...].hasPrefix("\""), "\(name): empty aria-label")
                XCTAssertTrue(rest[rest.index(after: tagEnd)...].hasPrefix("<title>"), "\(name): the svg's <title> comes first")
                count += 1
                rest = rest[tagEnd...]
            }
            XCTAssertGreaterThan(count, 0, name)
        }
    }

    func testWeekGridHasARingPerCountedCell() {
        let example = Journal.load(paths: [Fixture.repository + "/examples/journal.md"]).journal
        let report = Self.weekReport(example)
        let html = HTMLReportRenderer.period(report)
        let cells = report.rows.reduce(0) { sum, row in
            sum + row.cells.enumerated().filter { $0.element != nil && report.days[$0.offset].date <= Self.clock.date }.count
        }
        XCTAssertGreaterThan(cells, 30)
        XCTAssertEqual(html.components(separatedBy: "class=\"ring ring-cell ").count - 1, cells)
        XCTAssertTrue(html.contains("Goals, day by day"))
        XCTAssertTrue(html.contains("Totals and means"))
        XCTAssertTrue(html.contains("Habit streaks"))
        XCTAssertTrue(html.contains("Best day"))
        XCTAssertTrue(html.contains("class=\"change good\"") || html.contains("class=\"change bad\""))
    }

    func testRingLabelAndOverflow() {
        let caffeine = Ring(metric: .caffeine, value: 312, target: 400, comparison: .atMost, dayOver: true)
        XCTAssertEqual(RingSVG.label(caffeine), "Caffeine 312 of 400 mg, 78%, high")
        let svg = RingSVG.ring(caffeine, size: .cell)
        XCTAssertTrue(svg.contains("aria-label=\"Caffeine 312 of 400 mg, 78%, high\""))
        XCTAssertTrue(svg.contains("<title>Caffeine 312 of 400 mg, 78%, high</title>"))
        XCTAssertTrue(svg.contains("tone-high"), "a limit's band colours its ring")
        XCTAssertFalse(svg.contains("class=\"lap\""))

        let water = Ring(metric: .water, value: 2600, target: 2000, comparison: .atLeast, dayOver: true)
        XCTAssertEqual(RingSVG.label(water), "Water 2.6 of 2 l, 130%, met")
        let lapped = RingSVG.ring(water, size: .large)
        XCTAssertTrue(lapped.contains("tone-water"))
        XCTAssertTrue(lapped.contains("class=\"lap\""), "past 100% the ring laps")
        XCTAssertTrue(lapped.contains("class=\"seam\""))

        let over = Ring(metric: .sugar, value: 60, target: 40, comparison: .atMost, dayOver: true)
        XCTAssertTrue(RingSVG.ring(over, size: .cell).contains("tone-over"))
        XCTAssertTrue(RingSVG.label(over).hasSuffix("150%, over"))

        let pending = Ring(metric: .exercise, value: 10, target: 30, comparison: .atLeast, dayOver: false)
        XCTAssertTrue(RingSVG.ring(pending, size: .cell).contains(" pending\""))
        XCTAssertEqual(RingSVG.label(pending), "Exercise 10 of 30 min, 33%, in progress")

        let empty = Ring(metric: .gratitude, value: 0, target: 3, comparison: .atLeast, dayOver: true)
        XCTAssertFalse(RingSVG.ring(empty, size: .cell).contains("class=\"arc\""), "nothing drawn at 0%")
    }

    // MARK: Pages

    func testDayPageShowsTheDay() {
        let example = Journal.load(paths: [Fixture.repository + "/examples/journal.md"]).journal
        let html = HTMLReportRenderer.day(DayReport(journal: example, date: CalendarDate(year: 2026, month: 11, day: 18)!, clock: Self.clock))
        XCTAssertTrue(html.contains("<h1>Wednesday 18 November 2026</h1>"))
        XCTAssertTrue(html.contains("class=\"chart\""), "the caffeine curve")
        XCTAssertTrue(html.contains("class=\"bed\""), "the bedtime mark")
        XCTAssertTrue(html.contains("class=\"limit\""), "the caffeine limit")
        for heading in ["Goals", "Caffeine in the body", "Timeline", "Meals", "Habits and medications", "Grateful for", "To-dos", "Notes"] {
            XCTAssertTrue(html.contains("<h2>\(heading)</h2>"), heading)
        }
        XCTAssertTrue(html.contains("<h3>Breakfast</h3>") && html.contains("<h3>Lunch</h3>") && html.contains("<h3>Dinner</h3>"))
        XCTAssertTrue(html.contains("chicken wrap"))
        XCTAssertTrue(html.contains("430 kcal"), "per-item energy")
    }

    func testDayPagePhotosAreLocalOnly() {
        let example = Journal.load(paths: [Fixture.repository + "/examples/journal.md"]).journal
        let html = HTMLReportRenderer.day(DayReport(journal: example, date: CalendarDate(year: 2026, month: 10, day: 10)!, clock: Self.clock))
        XCTAssertTrue(html.contains("<img src=\"photos/2026-10-10-river.jpg\" alt=\"river at 8am\""))

        XCTAssertEqual(PhotoLink.localParts("photos/walk.jpg"), ["photos", "walk.jpg"])
        XCTAssertEqual(PhotoLink.localParts(" ./photos/../walk.jpg "), ["walk.jpg"])
        XCTAssertEqual(PhotoLink.localParts("photos\\walk.jpg"), ["photos", "walk.jpg"])
        XCTAssertEqual(PhotoLink.localParts("my%20walk.jpg"), ["my walk.jpg"])
        for path in ["/home/me/walk.jpg", "file:///home/me/walk.jpg", "C:\\photos\\walk.jpg", "data:image/png;base64,AAAA",
                     "https://example.com/walk.jpg", "HTTP://example.com/walk.jpg", "//example.com/walk.jpg", "javascript:alert(1)",
                     "data:text/html,hi", "\\/evil.example/p.png", "/\\/evil.example/r.png", "\u{0B}//evil.example/v.png",
                     "\\\\evil.example\\s.png", "../secret.jpg", "photos/../../secret.jpg", "%2e%2e/secret.jpg", "%2F%2Fevil.example/e.png",
                     "ja\tvascript:alert(1)", "a\u{1B}b.jpg", "", " "] {
            XCTAssertNil(PhotoLink.localParts(path), path)
        }

        let remote = journal("## 2026-11-21\n\n- ![walk](https://example.com/walk.jpg)\n").journal
        let page = HTMLReportRenderer.day(DayReport(journal: remote, date: Self.today, clock: Self.clock))
        XCTAssertFalse(page.contains("<img"))
        XCTAssertFalse(page.contains("https://"))
    }

    func testLongPeriodShowsWeeks() {
        let example = Journal.load(paths: [Fixture.repository + "/examples/journal.md"]).journal
        let report = PeriodReport(journal: example, period: .month(year: 2026, month: 11), clock: Self.clock)
        XCTAssertFalse(report.weeks.isEmpty)
        let html = HTMLReportRenderer.period(report)
        XCTAssertTrue(html.contains("Goals, week by week"))
        XCTAssertFalse(html.contains("Goals, day by day"))
        // The weeks with data: November's last week has not come.
        XCTAssertEqual(html.components(separatedBy: "<th class=\"week\" scope=\"row\">").count - 1, report.weeksWithData.count)
        XCTAssertLessThan(report.weeksWithData.count, report.weeks.count)
        XCTAssertTrue(html.contains("<h1>November 2026</h1>"))
    }

    func testADayWithoutEntriesHasNoRings() {
        // A day nobody wrote about is no data: a dot in the grid, as for the days still to come.
        let j = journal("## Settings\n- goal water >= 2 l\n\n## 2026-11-17\n- drink water 2 l\n").journal
        let report = Self.weekReport(j)
        let html = HTMLReportRenderer.period(report)
        XCTAssertEqual(html.components(separatedBy: "class=\"ring ring-cell ").count - 1, 1)
        XCTAssertEqual(html.components(separatedBy: "title=\"no entries\">·</span>").count - 1, 5)
        XCTAssertEqual(html.components(separatedBy: "title=\"not yet\">·</span>").count - 1, 1)
        let day = HTMLReportRenderer.day(DayReport(journal: j, date: Self.today, clock: Self.clock))
        XCTAssertTrue(day.contains("No entries for this day"))
        XCTAssertFalse(day.contains("<h2>Goals</h2>"))
    }

    func testJournalWithoutGoals() {
        let j = journal("## 2026-11-21\n\n- drink water 500 ml\n- a quiet day\n").journal
        let week = HTMLReportRenderer.period(Self.weekReport(j))
        XCTAssertTrue(week.contains("No goals in force in this period"))
        XCTAssertFalse(week.contains("<table"))
        let day = HTMLReportRenderer.day(DayReport(journal: j, date: Self.today, clock: Self.clock))
        XCTAssertFalse(day.contains("<h2>Goals</h2>"))
        XCTAssertTrue(day.contains("a quiet day"))
        let missing = HTMLReportRenderer.day(DayReport(journal: j, date: Self.today.adding(days: -3), clock: Self.clock))
        XCTAssertTrue(missing.contains("No entries for this day"))
    }
}
