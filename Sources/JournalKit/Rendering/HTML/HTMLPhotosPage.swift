/// The photos page of a folder of pages (`photos.html`): every photo of the days with a page, a
/// card a day, the newest day first, each photo linking to its day's page, its alt text as its
/// caption, loaded only as it scrolls into view.
enum HTMLPhotosPage {
    /// A day's photos, as its report gives them.
    struct Day {
        var date: CalendarDate
        var photos: [Photo]
        /// Its page in the folder.
        var page: String
    }

    /// The page; `location` is the folder it is written in (nil: beside the journal).
    static func render(_ days: [Day], location: PageLocation?) -> String {
        let shown = days.filter { !$0.photos.isEmpty }.sorted { $0.date > $1.date }
        let count = shown.reduce(0) { $0 + $1.photos.count }
        var body = "<header class=\"page-head\">\n<p class=\"eyebrow\">Photos</p>\n<h1>\(HTMLText.count(count, "photo"))</h1>\n"
        if let first = shown.last?.date, let last = shown.first?.date {
            body += "<p class=\"sub\">\(HTMLText.escape(HTMLText.dateRange(first, last))), newest first</p>\n"
        }
        body += "</header>\n<div class=\"photo-days\">\n"
        for day in shown {
            var grid = "<div class=\"photos gallery\">\n"
            for p in day.photos { grid += HTMLDayPage.figure(p, location: location, link: day.page) }
            body += "<section class=\"card\">\n<h2><a href=\"\(HTMLText.escape(day.page))\">\(HTMLText.escape(HTMLText.longDate(day.date)))</a></h2>\n"
                + grid + "</div>\n</section>\n"
        }
        body += "</div>\n"
        return HTMLDocument.page(title: "Photos · journal", pageClass: "photos-page", body: body, css: css)
    }

    static let css = """
    .photo-days{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(330px,100%),1fr));gap:0 22px;align-items:start}
    .gallery{grid-template-columns:repeat(auto-fill,minmax(min(180px,100%),1fr))}
    .photos-page h2 a{color:inherit;text-decoration:none}
    .photos-page h2 a:hover{text-decoration:underline}
    .gallery a{display:block;border-radius:12px}
    .gallery a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
    @media (max-width:640px){.gallery{grid-template-columns:repeat(2,minmax(0,1fr))}}

    """
}
