import XCTest

/// `journal report … -o DIR/`: a folder of linked pages, rewritten only where they change.
final class SiteCommandTests: XCTestCase {
    func testAMonthAsAFolderOfLinkedPages() throws {
        let folder = NSTemporaryDirectory() + "site-\(getpid())/"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let args = ["report", "2026-11", "-f", "examples/journal.md", "--today", "2026-11-21", "-o", folder]
        let r = CLI.run(args)
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertEqual(r.stdout, "\(folder): 27 pages written, 0 unchanged (open \(folder.dropLast())/index.html)\n")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        for name in ["index.html", "photos.html", "2026-11.html", "2026-W44.html", "2026-W47.html", "2026-11-01.html", "2026-11-21.html"] {
            XCTAssertTrue(files.contains(name), name)
        }
        XCTAssertFalse(files.contains("2026-11-11.html"), "a day without entries has no page")
        XCTAssertFalse(files.contains("2026-W48.html"), "weeks to come have no page")
        // Every link leads to a page of the folder; no page has a script.
        for name in files {
            let html = try String(contentsOfFile: folder + name, encoding: .utf8)
            XCTAssertFalse(html.contains("<script"), name)
            for part in html.components(separatedBy: "href=\"").dropFirst() {
                let target = String(part.prefix { $0 != "\"" })
                XCTAssertTrue(files.contains(target), "\(name) links to \(target)")
            }
        }
        let month = try String(contentsOfFile: folder + "2026-11.html", encoding: .utf8)
        XCTAssertTrue(month.contains("<a href=\"2026-11-20.html\"><g><title>Friday 2026-11-20: mood"), "calendar cells link to the days")
        XCTAssertTrue(month.contains("Goals, week by week"), "the month's report follows its calendar")
        // A second run changes nothing.
        let before = try FileManager.default.attributesOfItem(atPath: folder + "index.html")[.modificationDate] as? Date
        let again = CLI.run(args)
        XCTAssertEqual(again.stdout, "\(folder): 0 pages written, 27 unchanged (open \(folder.dropLast())/index.html)\n")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder + "index.html")[.modificationDate] as? Date, before)
    }

    func testPagesReplaceLinksAndAPageThatCannotBeWrittenStopsNoOther() throws {
        let dir = NSTemporaryDirectory() + "site-links-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The folder is a link to a folder (that is fine); in it a page is a link to a file
        // outside, and another page's name is taken by a directory.
        try FileManager.default.createDirectory(atPath: dir + "/real/2026-11-21.html", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/site", withDestinationPath: "real")
        try "secret".write(toFile: dir + "/outside.html", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/real/2026-11-20.html", withDestinationPath: "../outside.html")
        let r = CLI.run(["report", "2026-11", "-f", CLI.repository + "/examples/journal.md", "--today", "2026-11-21", "-o", "site/"], directory: dir)
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stdout, "site/: 26 pages written, 0 unchanged (open site/index.html)\n")
        XCTAssertEqual(r.stderr, "journal: cannot write site/2026-11-21.html: it is a directory\n")
        XCTAssertEqual(try String(contentsOfFile: dir + "/outside.html", encoding: .utf8), "secret")
        let page = try FileManager.default.attributesOfItem(atPath: dir + "/real/2026-11-20.html")
        XCTAssertEqual(page[.type] as? FileAttributeType, .typeRegular, "the link is replaced by the page")
        XCTAssertTrue(try String(contentsOfFile: dir + "/real/2026-11-20.html", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/site"), "real")
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/real/index.html"))
    }

    func testAFolderThatCannotBeMadeIsSaidPlainly() throws {
        let dir = NSTemporaryDirectory() + "site-file-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "x".write(toFile: dir + "/file", atomically: false, encoding: .utf8)
        let r = CLI.run(["report", "2026-11", "-f", CLI.repository + "/examples/journal.md", "--today", "2026-11-21", "-o", "file/site/"], directory: dir)
        XCTAssertEqual(r.code, 2)
        XCTAssertEqual(r.stderr, "journal: cannot write file/site/: file is not a directory\n")
    }

    func testPhotosAreLinkedFromWhereEachPageIsWritten() throws {
        let dir = NSTemporaryDirectory() + "site-photos-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/diary/photos", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: dir + "/diary/photos/walk.jpg", contents: Data([0xFF, 0xD8]))
        try "## 2026-11-21\n\n- ![walk](photos/walk.jpg)\n- ![away](\\/evil.example/p.png)\n".write(toFile: dir + "/diary/journal.md", atomically: true, encoding: .utf8)
        let base = ["-f", "diary/journal.md", "--today", "2026-11-21"]
        func sources(_ html: String) -> [String] {
            html.components(separatedBy: "<img src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        let stdout = CLI.run(["day", "--format", "html"] + base, directory: dir)
        XCTAssertEqual(sources(stdout.stdout), ["diary/photos/walk.jpg"])
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        let day = CLI.run(["day", "-o", "out/day.html"] + base, directory: dir)
        XCTAssertEqual(day.code, 0, day.stderr)
        let page = try String(contentsOfFile: dir + "/out/day.html", encoding: .utf8)
        XCTAssertEqual(sources(page), ["../diary/photos/walk.jpg"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out/../diary/photos/walk.jpg"))
        let site = CLI.run(["report", "2026-11", "-o", "site/"] + base, directory: dir)
        XCTAssertEqual(site.code, 0, site.stderr)
        XCTAssertEqual(sources(try String(contentsOfFile: dir + "/site/2026-11-21.html", encoding: .utf8)), ["../diary/photos/walk.jpg"])
    }

    func testThePhotosPageLinksEachPhotoFromWhereItIsWritten() throws {
        let dir = NSTemporaryDirectory() + "site-gallery-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/diary/photos", withIntermediateDirectories: true)
        for name in ["walk.jpg", "tram 28.jpg"] {
            FileManager.default.createFile(atPath: dir + "/diary/photos/" + name, contents: Data([0xFF, 0xD8]))
        }
        try """
        ## 2026-11-20
        - ![<b>tram</b> & "28"](photos/tram%2028.jpg)

        ## 2026-11-21
        - ![walk](photos/walk.jpg)
        - ![away](https://evil.example/p.png)
        """.write(toFile: dir + "/diary/journal.md", atomically: true, encoding: .utf8)
        func images(_ html: String) -> [String] {
            html.components(separatedBy: "<img src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        // The folder beside the journal's, and one deeper elsewhere (by its absolute path).
        for (folder, expected) in [("site/", ["../diary/photos/walk.jpg", "../diary/photos/tram%2028.jpg"]),
                                   (dir + "/out/deep/site/", ["../../../diary/photos/walk.jpg", "../../../diary/photos/tram%2028.jpg"])] {
            let r = CLI.run(["report", "2026-11", "-f", "diary/journal.md", "--today", "2026-11-21", "-o", folder], directory: dir)
            XCTAssertEqual(r.code, 0, r.stderr)
            let written = folder.hasPrefix("/") ? folder : dir + "/" + folder
            let page = try String(contentsOfFile: written + "photos.html", encoding: .utf8)
            // The newest day first, each photo linking to its day's page.
            XCTAssertEqual(images(page), expected)
            for src in images(page) {
                XCTAssertTrue(FileManager.default.fileExists(atPath: written + (src.removingPercentEncoding ?? src)), "\(folder): \(src)")
            }
            XCTAssertTrue(page.contains("<a href=\"2026-11-21.html\"><img src=\"\(expected[0])\" alt=\"walk\" loading=\"lazy\"></a><figcaption>walk</figcaption>"))
            XCTAssertTrue(page.contains("<figcaption>&lt;b&gt;tram&lt;/b&gt; &amp; &quot;28&quot;</figcaption>"))
            XCTAssertLessThan(page.range(of: "2026-11-21.html")!.lowerBound, page.range(of: "2026-11-20.html")!.lowerBound)
            XCTAssertTrue(page.contains("<div class=\"missing\">not shown: not a file in the journal's folder</div><figcaption>away</figcaption>"))
            XCTAssertTrue(try String(contentsOfFile: written + "index.html", encoding: .utf8).contains("<a href=\"photos.html\">Photos</a>"))
        }
        // No photo file is copied or changed.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/diary/photos").sorted(), ["tram 28.jpg", "walk.jpg"])
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/diary/photos/walk.jpg"), Data([0xFF, 0xD8]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/site/photos"))
    }

    func testAJournalWithoutPhotosHasNoPhotosPage() throws {
        let dir = NSTemporaryDirectory() + "site-nophotos-\(UUID().uuidString)/"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "## 2026-11-21\n- mood 4\n".write(toFile: dir + "journal.md", atomically: true, encoding: .utf8)
        let r = CLI.run(["report", "2026-11", "-f", "journal.md", "--today", "2026-11-21", "-o", "site/"], directory: dir)
        XCTAssertEqual(r.code, 0, r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "site/photos.html"))
        XCTAssertFalse(try String(contentsOfFile: dir + "site/index.html", encoding: .utf8).contains("photos.html"))
    }
}
