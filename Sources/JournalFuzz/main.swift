import JournalKit

/// libFuzzer entry point: reads arbitrary bytes as a journal — parse, build the model, render
/// the diagnostics and a week's report — so every stage must survive any input.
/// Built by Scripts/fuzz with `--sanitize=address --sanitize=fuzzer -Xswiftc -sanitize=address,fuzzer`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let loaded = Journal.load(text: text, path: "fuzz.md", options: ParseOptions(strict: true))
    _ = DiagnosticRenderer.text(loaded.diagnostics)
    let clock = JournalClock.endOfDay(loaded.journal.days.last?.date ?? CalendarDate(dayNumber: 20_000))
    let report = PeriodReport(journal: loaded.journal, period: .week(containing: clock.date, weekStart: .monday), clock: clock)
    _ = ReportTextRenderer.period(report)
    _ = ReportJSONRenderer.period(report).serialized()
    _ = HTMLReportRenderer.day(DayReport(journal: loaded.journal, date: clock.date, clock: clock))
    return 0
}
