import Foundation
import JournalKit

/// Values left for the process's exit to reclaim (see `report`).
nonisolated(unsafe) var keptUntilExit: [Any] = []

/// `journal report [PERIOD]` and `journal day [DATE]`.
extension CommandLineTool {
    /// The clock: `--now "DATE HH:MM"`, else the end of `--today DATE`, else the system's local time.
    func clock(_ o: Options, command: String) throws -> JournalClock {
        if let now = o.now {
            let parts = now.split(separator: " ")
            guard parts.count == 2, let d = CalendarDate(iso: parts[0]), let t = Self.time(String(parts[1])) else {
                throw UsageError(message: "--now takes \"YYYY-MM-DD HH:MM\", not '\(now)'", command: command)
            }
            return JournalClock(date: d, minute: Int(t.minutes))
        }
        if let today = o.today {
            guard let d = CalendarDate(iso: today) else { throw UsageError(message: "--today takes a date YYYY-MM-DD, not '\(today)'", command: command) }
            return JournalClock.endOfDay(d)
        }
        let c = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: Date())
        return JournalClock(date: CalendarDate(year: c.year!, month: c.month!, day: c.day!)!, minute: c.hour! * 60 + c.minute!)
    }

    static func time(_ s: String) -> TimeOfDay? {
        let p = s.split(separator: ":")
        guard p.count == 2, let h = Int(p[0]), let m = Int(p[1]) else { return nil }
        return TimeOfDay(hour: h, minute: m)
    }

    /// The output format: `--format`, else the `-o` file's extension, else text.
    func outputFormat(_ o: Options, command: String) throws -> Options.Format {
        if let f = o.format { return f }
        guard let out = o.output else { return .text }
        switch (out as NSString).pathExtension.lowercased() {
        case "html", "htm": return .html
        case "json": return .json
        case "txt", "text", "": return .text
        default: throw UsageError(message: "cannot tell the format of '\(out)' from its extension; add --format text|html|json", command: command)
        }
    }

    /// Writes to `-o FILE` atomically (a temporary file renamed into place), else to standard output.
    func emit(_ text: String, _ o: Options) throws {
        guard let path = o.output else { console.out(text); return }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
            if FileManager.default.fileExists(atPath: path) {
                // Keep the existing file's permissions.
                if let attributes = try? FileManager.default.attributesOfItem(atPath: path), let p = attributes[.posixPermissions] {
                    try? FileManager.default.setAttributes([.posixPermissions: p], ofItemAtPath: temporary.path)
                }
            }
            guard rename(temporary.path, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw UsageError(message: "cannot write \(path): \(error.localizedDescription)", command: nil)
        }
    }

    func report(_ args: [String]) throws -> Int32 {
        let o = try Options.parse(args, command: "report", accepts: [.format, .dates, .output, .html])
        if o.help { console.out(Help.text(for: "report")!); return 0 }
        let format = try outputFormat(o, command: "report")
        let now = try clock(o, command: "report")
        // Reports need only the days summed up: read the journal without keeping its entries.
        let read = try summarize(o, command: "report")
        let summary = read.summary
        let weekStart = summary.definitions.settings(on: now.date).weekStart
        var period: Period
        if o.positional.isEmpty {
            period = .week(containing: now.date, weekStart: weekStart)
        } else {
            switch PeriodParser.parse(o.positional.joined(separator: " "), today: now.date, weekStart: weekStart, journalRange: summary.dateRange) {
            case .success(let p): period = p
            case .failure(let e): throw UsageError(message: e.description, command: "report")
            }
        }
        if o.begin != nil || o.end != nil {
            let b = try o.begin.map { s -> CalendarDate in
                guard let d = CalendarDate(iso: s) else { throw UsageError(message: "-b takes a date YYYY-MM-DD, not '\(s)'", command: "report") }
                return d
            } ?? period.start
            let e = try o.end.map { s -> CalendarDate in
                guard let d = CalendarDate(iso: s) else { throw UsageError(message: "-e takes a date YYYY-MM-DD, not '\(s)'", command: "report") }
                return d
            } ?? (o.positional.isEmpty && o.begin != nil ? now.date : period.end)
            guard b <= e else { throw UsageError(message: "the period ends (\(e)) before it starts (\(b))", command: "report") }
            period = Period(start: b, end: e, kind: .range, label: "\(b) – \(e)")
        }
        guard period.dayCount <= 100_000 else { throw UsageError(message: "the period is too long (\(period.dayCount) days)", command: "report") }
        let report = PeriodReport(summary: summary, period: period, clock: now)
        // A report of years holds millions of small values: the process's exit reclaims them
        // all at once, faster than freeing them one by one.
        keptUntilExit.append(report)
        keptUntilExit.append(read)
        switch format {
        case .text: try emit(ReportTextRenderer.period(report, style: o.output == nil ? style(o) : .plain, width: console.width(environment)), o)
        case .json: try emit(ReportJSONRenderer.period(report).serialized() + "\n", o)
        case .html: try emit(HTMLReportRenderer.period(report), o)
        }
        return read.errorCount > 0 ? 1 : 0
    }

    func day(_ args: [String]) throws -> Int32 {
        let o = try Options.parse(args, command: "day", accepts: [.format, .dates, .output, .html])
        if o.help { console.out(Help.text(for: "day")!); return 0 }
        let format = try outputFormat(o, command: "day")
        let now = try clock(o, command: "day")
        guard o.positional.count <= 1 else { throw UsageError(message: "day takes one date, e.g. journal day 2026-11-21", command: "day") }
        var date = now.date
        if let text = o.positional.first {
            switch text.lowercased() {
            case "today": date = now.date
            case "yesterday": date = now.date.adding(days: -1)
            default:
                guard let d = CalendarDate(iso: text) else {
                    throw UsageError(message: "'\(text)' is not a date; write YYYY-MM-DD, today or yesterday", command: "day")
                }
                date = d
            }
        }
        // The day's entries, and every day summed up (for streaks and the caffeine still in the body).
        let loaded = try load(o, command: "day", keepingEntriesOf: date...date)
        let report = DayReport(journal: loaded.journal, date: date, clock: now)
        switch format {
        case .text: try emit(ReportTextRenderer.day(report, style: o.output == nil ? style(o) : .plain, width: console.width(environment)), o)
        case .json: try emit(ReportJSONRenderer.day(report).serialized() + "\n", o)
        case .html: try emit(HTMLReportRenderer.day(report), o)
        }
        return loaded.errorCount > 0 ? 1 : 0
    }
}
