import Foundation
import JournalKit

/// libFuzzer entry point: reads arbitrary bytes as a journal — parse, build the model, render
/// the diagnostics and a week's report — so every stage must survive any input. The same bytes
/// are then read as `journal check` and `journal report` read a file (streamed, lines seen
/// before replayed from what they gave), which must find the same problems and the same day
/// totals as the loaded journal: a difference stops the fuzzer like a crash.
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
    _ = DiagnosticRenderer.text(loaded.diagnostics)
    let clock = JournalClock.endOfDay(loaded.journal.days.last?.date ?? CalendarDate(dayNumber: 20_000))
    let report = PeriodReport(journal: loaded.journal, period: .week(containing: clock.date, weekStart: .monday), clock: clock)
    _ = ReportTextRenderer.period(report)
    _ = ReportJSONRenderer.period(report).serialized()
    _ = HTMLReportRenderer.day(DayReport(journal: loaded.journal, date: clock.date, clock: clock))
    // (Seed journals run to 170 KB: reading them twice more from a file would slow the first pass
    // over the corpus to a crawl; the fuzzer's own inputs are at most 4 KB.)
    if size <= 4096 { streamedAsLoaded(bytes) }
    return 0
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
