/// Renders ``PeriodReport`` and ``DayReport`` as one self-contained HTML file to open in a
/// browser or print.
///
/// The page has inline CSS only: no scripts, no fonts or images from the web, and a
/// Content-Security-Policy as the first element of `<head>` that allows nothing else. Rings are
/// inline SVG, each with a text equivalent for screen readers. Light and dark schemes follow
/// `prefers-color-scheme`; there is a layout for phones and one for A4 print. Every piece of text
/// from the journal is escaped. The output depends only on the report, so it can be compared
/// with golden files.
public enum HTMLReportRenderer {
    /// The week (or month, year, range) page: a grid of days × goals with a ring in each cell,
    /// or week summaries for periods longer than a week; totals, means and the change against the
    /// previous period; the best and hardest day; habit streaks and insights.
    public static func period(_ r: PeriodReport) -> String { HTMLPeriodPage.render(r) }

    /// The day page: the day's rings, the caffeine curve with bedtime and limit, the timeline,
    /// meals by group with per-item energy and totals, drinks, habits and medications,
    /// gratitude, to-dos, notes and photos (`<img>` for files below the journal's folder,
    /// linked relative to the page's `location`; nil: a page beside the journal).
    public static func day(_ r: DayReport, location: PageLocation? = nil) -> String { HTMLDayPage.render(r, location: location) }
}
