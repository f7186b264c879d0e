/// The shell every HTML report shares: one self-contained file with no scripts and no network
/// requests. The first element in `<head>` is a Content-Security-Policy that forbids anything but
/// the inline style sheet and local images, so even a mistake in escaping could not run code or
/// load from the web.
enum HTMLDocument {
    /// The policy: nothing by default, inline styles, images from data URLs and local files only.
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data: file: 'self'"

    /// A whole page. `title` is plain text (escaped here); `body` is HTML already escaped;
    /// `css` is added to the style sheet (a page's own rules).
    static func page(title: String, pageClass: String, body: String, css: String = "") -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\">\n"
        out += "<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        out += "<meta name=\"generator\" content=\"journal\">\n"
        out += "<title>\(HTMLText.escape(title))</title>\n"
        out += "<style>\n" + HTMLStyleSheet.css + css + "</style>\n"
        out += "</head>\n<body class=\"\(pageClass)\">\n<main class=\"page\">\n"
        out += body
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    /// `page` with `nav` (HTML) at the top of its `<main>`: the links between the pages of `-o DIR/`.
    static func withNavigation(_ page: String, _ nav: String) -> String {
        guard let r = page.range(of: "<main class=\"page\">\n") else { return page }
        return page.replacingCharacters(in: r, with: "<main class=\"page\">\n" + nav)
    }

    /// `<section class="card …"><h2>Title</h2>…</section>`; `title` is plain text.
    static func card(_ title: String, _ content: String) -> String {
        "<section class=\"card\">\n"
            + "<h2>\(HTMLText.escape(title))</h2>\n" + content + "</section>\n"
    }

    /// The page footer: how to read the rings, with swatches of the limit bands.
    static func legend() -> String {
        var out = "<footer class=\"legend\">\n<p>"
        out += "Each ring is one goal: it fills toward 100% and laps in a deeper shade past it. "
        out += "Limits (≤) are coloured by how close the day came: "
        for band in LimitBand.allCases {
            out += "<span class=\"swatch \(MetricTone(band).cssClass)\"></span>\(band.rawValue)"
            out += band == .over ? ".</p>\n" : (band == .high ? " and " : ", ")
        }
        out += "<p class=\"muted\">Made by journal from a Markdown diary. No scripts, no network requests: "
        out += "this file is all there is.</p>\n</footer>\n"
        return out
    }
}
