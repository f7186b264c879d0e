import Foundation
import JournalKit

/// libFuzzer entry point: reads arbitrary bytes as a journal — parse, build the model — and puts
/// it through every report and every renderer (text, JSON, HTML, CSV, ICS and the pages of a
/// static site), checking what each output must hold (``OutputChecks``): JSON that parses, no
/// `inf` or `nan`, no control character in text for a terminal, no script or foreign image in
/// HTML, no formula in CSV, valid ICS lines. The same bytes are then read as `journal check` and
/// `journal report` read a file (streamed, lines seen before replayed from what they gave), which
/// must find the same problems and the same day totals as the loaded journal. A broken rule or a
/// difference stops the fuzzer like a crash.
/// Built by Scripts/fuzz with `--sanitize=address --sanitize=fuzzer -Xswiftc -sanitize=address,fuzzer`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    // An `include` reads files from the disk (`include ../..` walks the whole file system): the
    // parser-only target (Scripts/fuzz --parser) covers its syntax; here it would only measure
    // the machine.
    if text.range(of: "include", options: .caseInsensitive) != nil { return 0 }
    let loaded = Journal.load(text: text, path: "fuzz.md", options: ParseOptions(strict: true))
    renderEverything(loaded, checks: OutputChecks(input: Array(bytes)))
    // (Seed journals run to 170 KB: reading them twice more from a file would slow the first pass
    // over the corpus to a crawl; the fuzzer's own inputs are at most 4 KB.)
    if size <= 4096 { streamedAsLoaded(bytes) }
    return 0
}

/// Every report of the journal's last week (its last day, month and year where a report shows
/// those), in every format it has, each output checked.
private func renderEverything(_ loaded: LoadedJournal, checks: OutputChecks) {
    let journal = loaded.journal, summary = journal.summary
    checks.text(DiagnosticRenderer.text(loaded.diagnostics), "check")
    checks.json(DiagnosticRenderer.json(loaded.diagnostics).serialized(), "check --format json")

    let clock = JournalClock.endOfDay(journal.days.last?.date ?? CalendarDate(dayNumber: 20_000))
    let today = clock.date
    let week = Period.week(containing: today, weekStart: summary.definitions.settings(on: today).weekStart)
    let month = Period.month(year: today.year, month: today.month)

    let period = PeriodReport(journal: journal, period: week, clock: clock)
    checks.text(ReportTextRenderer.period(period), "report")
    checks.json(ReportJSONRenderer.period(period).serialized(), "report --format json")
    checks.html(HTMLReportRenderer.period(period), "report --format html")
    checks.csv(CSVRenderer.daily(period), "report --format csv")

    let day = DayReport(journal: journal, date: today, clock: clock)
    checks.text(ReportTextRenderer.day(day), "day")
    checks.json(ReportJSONRenderer.day(day).serialized(), "day --format json")
    checks.html(HTMLReportRenderer.day(day), "day --format html")

    for measure in [DayMeasure.ring(.caffeine), .goals] {
        let calendar = CalendarReport(summary: summary, period: month, measure: measure, clock: clock)
        checks.text(CalendarTextRenderer.calendar(calendar), "calendar --metric \(measure.name)")
        checks.json(CalendarJSONRenderer.calendar(calendar).serialized(), "calendar --format json")
        checks.html(HTMLReportRenderer.calendar(calendar), "calendar --format html")
    }
    if let streaks = StreaksReport(summary: summary, clock: clock) {
        checks.text(StreaksTextRenderer.streaks(streaks), "streaks")
        checks.json(StreaksJSONRenderer.streaks(streaks).serialized(), "streaks --format json")
        checks.html(HTMLReportRenderer.streaks(streaks), "streaks --format html")
    }
    let trends = TrendsReport(summary: summary, days: 28, measure: .ring(.caffeine), clock: clock)
    checks.text(TrendsTextRenderer.trends(trends), "trends")
    checks.json(TrendsJSONRenderer.trends(trends).serialized(), "trends --format json")
    checks.html(HTMLReportRenderer.trends(trends), "trends --format html")

    let todo = TodoReport(journal: journal, today: today, all: true)
    checks.text(TodoRenderer.text(todo), "todo")
    checks.json(TodoRenderer.json(todo).serialized(), "todo --format json")
    checks.html(HTMLReportRenderer.todo(todo), "todo --format html")
    let upcoming = UpcomingReport(journal: journal, clock: clock, days: 7)
    checks.text(UpcomingRenderer.text(upcoming), "upcoming")
    checks.html(HTMLReportRenderer.upcoming(upcoming), "upcoming --format html")
    let meds = MedsReport(summary: summary, period: week, clock: clock)
    checks.text(MedsRenderer.text(meds), "meds")
    checks.json(MedsRenderer.json(meds).serialized(), "meds --format json")
    checks.html(HTMLReportRenderer.meds(meds), "meds --format html")
    let people = CareRound(people: [(name: "fuzz", summary: summary)], clock: clock)
    checks.text(CareRoundRenderer.text(people), "meds --people")
    checks.json(CareRoundRenderer.json(people).serialized(), "meds --people --format json")
    checks.html(HTMLReportRenderer.round(people), "meds --people --format html")
    let energy = EnergyReport(summary: summary, date: today, clock: clock)
    checks.text(EnergyRenderer.text(energy), "energy")
    checks.json(EnergyRenderer.json(energy).serialized(), "energy --format json")
    let stats = StatsReport(loaded)
    checks.text(StatsRenderer.text(stats), "stats")
    checks.json(StatsRenderer.json(stats).serialized(), "stats --format json")

    checks.ics(ICSRenderer.calendar(CalendarExport(journal: journal, period: nil, clock: clock)), "export --format ics")
    checks.ics(ICSRenderer.calendar(CalendarExport(journal: journal, period: month, clock: clock)), "export --format ics MONTH")
    checks.csv(CSVRenderer.entries(journal, period: nil), "export --format csv")
    checks.json(ModelJSON.json(journal, period: nil).serialized(), "export --format json")

    for page in HTMLSite.pages(journal: journal, period: week, clock: clock) {
        guard !page.path.isEmpty, !page.path.hasPrefix("/"), !page.path.split(separator: "/").contains("..") else {
            fatalError("a site page would be written outside its folder: \(page.path)")
        }
        checks.html(page.html, "report -o DIR/ (\(page.path))")
    }
}

/// Where the streamed reads find the input: a file of this process's own.
private let streamPath = NSTemporaryDirectory() + "journal-fuzz-\(ProcessInfo.processInfo.processIdentifier).md"

/// Reads the bytes from a file as `journal check` and `journal report` do (with the cache of
/// lines seen before, which `--strict` turns off), and stops when that finds other problems or
/// other days than loading the file does (every line read, nothing replayed).
private func streamedAsLoaded(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard FileManager.default.createFile(atPath: streamPath, contents: Data(buffer: bytes)) else { return }
    let loaded = Journal.load(paths: [streamPath])
    let streamed = Journal.summarize(paths: [streamPath])
    guard streamed.diagnostics == loaded.diagnostics else { fatalError("streamed problems differ from loaded ones") }
    if let difference = streamed.summary.difference(from: loaded.journal.summary) {
        fatalError("streamed days differ from loaded ones: \(difference)")
    }
}
