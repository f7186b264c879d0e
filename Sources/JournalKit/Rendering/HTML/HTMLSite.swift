/// The pages of `journal report … -o DIR/`: a small static site, all linked, with no scripts.
///
/// - `index.html`: the latest year in pixels (each day linking to its page) and links to
///   every month and to the week holding today;
/// - `YYYY-MM.html`: a month's calendar and its report;
/// - `YYYY-Www.html`: a week's report (ISO week of its Monday);
/// - `YYYY-MM-DD.html`: a day's page, for each day with entries;
/// - `photos.html`: the photos of those days, newest first (only when they have any).
///
/// It covers the months the period touches, up to today. A pure function of the journal, the
/// period and the clock: the same journal gives the same pages, byte for byte.
public enum HTMLSite {
    /// A page: its file name in the folder, and its HTML.
    public struct Page: Sendable, Hashable {
        public var path: String
        public var html: String
    }

    /// The pages; `location` is the folder they are written in, for the links to photos.
    public static func pages(journal: Journal, period: Period, clock: JournalClock, location: PageLocation? = nil) -> [Page] {
        let summary = journal.summary
        let weekStart = summary.definitions.settings(on: clock.date).weekStart
        let measure = (try? DayMeasure.read(nil, summary: summary).get()) ?? .goals
        // The months of the period, up to today's.
        let last = min(period.end, clock.date)
        var months: [Period] = []
        var m = Period.month(year: period.start.year, month: period.start.month)
        while m.start <= last {
            months.append(m)
            m = Period.month(year: m.end.adding(days: 1).year, month: m.end.adding(days: 1).month)
        }
        guard let first = months.first else { return [] }
        let days = Set(summary.days(from: first.start, through: last).map(\.date))
        func dayPage(_ d: CalendarDate) -> String? { days.contains(d) ? "\(d).html" : nil }
        // A week is named by the ISO week of its Monday (as the calendar's rows).
        func iso(_ w: Period) -> (year: Int, week: Int) { CalendarWeek(start: w.start, days: []).isoWeek }
        func weekPage(_ w: Period) -> String { "\(iso(w).year)-W\(iso(w).week < 10 ? "0" : "")\(iso(w).week).html" }
        func monthPage(_ p: Period) -> String { String(p.start.description.prefix(7)) + ".html" }
        let thisWeek = Period.week(containing: last, weekStart: weekStart)
        func nav(_ extra: [(String, String)]) -> String {
            let links = [("index.html", "Index")] + extra
            return "<nav class=\"site\">" + links.map { "<a href=\"\(HTMLText.escape($0.0))\">\(HTMLText.escape($0.1))</a>" }.joined(separator: " · ")
                + "</nav>\n"
        }

        var pages: [Page] = []
        let dayReports = days.sorted().map { DayReport(journal: journal, date: $0, clock: clock) }
        let photoDays = dayReports.filter { !$0.photos.isEmpty }.map { HTMLPhotosPage.Day(date: $0.date, photos: $0.photos, page: "\($0.date).html") }
        // The index: the latest year, every month, this week, the photos.
        let year = CalendarReport(summary: summary, period: .year(last.year), measure: measure, clock: clock)
        var index = HTMLCalendarPage.render(year, pixels: true, link: dayPage)
        index = HTMLDocument.withNavigation(index, nav([(weekPage(thisWeek), "This week")] + months.reversed().map { (monthPage($0), $0.label) }
                                                       + (photoDays.isEmpty ? [] : [("photos.html", "Photos")])))
        pages.append(Page(path: "index.html", html: index))
        var weeks: [Period] = []
        for month in months {
            let calendar = CalendarReport(summary: summary, period: month, measure: measure, clock: clock)
            let report = PeriodReport(summary: summary, period: month, clock: clock)
            var monthWeeks: [Period] = []
            var w = Period.week(containing: month.start, weekStart: weekStart)
            while w.start <= min(month.end, last) {
                monthWeeks.append(w)
                if weeks.last != w { weeks.append(w) }
                w = Period.week(starting: w.start.adding(days: 7))
            }
            let html = HTMLPeriodPage.render(report, before: HTMLCalendarPage.months(calendar, link: dayPage), css: HTMLCalendarPage.css)
            let weekLinks = monthWeeks.map { (weekPage($0), "Week \(iso($0).week)") }
            pages.append(Page(path: monthPage(month), html: HTMLDocument.withNavigation(html, nav(weekLinks))))
        }
        for w in weeks {
            let month = Period.month(year: min(w.end, last).year, month: min(w.end, last).month)
            let html = HTMLPeriodPage.render(PeriodReport(summary: summary, period: w, clock: clock))
            pages.append(Page(path: weekPage(w), html: HTMLDocument.withNavigation(html, nav([(monthPage(month), month.label)]))))
        }
        for report in dayReports {
            let d = report.date
            let html = HTMLDayPage.render(report, location: location)
            let month = Period.month(year: d.year, month: d.month)
            pages.append(Page(path: "\(d).html", html: HTMLDocument.withNavigation(html, nav([(monthPage(month), month.label),
                                                                                             (weekPage(.week(containing: d, weekStart: weekStart)), "Week")]))))
        }
        if !photoDays.isEmpty {
            pages.append(Page(path: "photos.html", html: HTMLDocument.withNavigation(HTMLPhotosPage.render(photoDays, location: location), nav([]))))
        }
        return pages
    }
}
