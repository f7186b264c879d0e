/// Hands a journal's days over one at a time, oldest first, as a read completes them, so that
/// an export writes each day and forgets it instead of keeping the whole journal.
///
/// The first pass of a read has seen every day heading (``SectionLines``), so the stream knows
/// how many sections each date has: a date is handed over once all of its sections have been
/// read (merged in the order read, as ``JournalBuilder/journal(sections:taskLists:summary:files:byteCount:lineCount:)``
/// merges them) and every earlier date has been. A journal written day after day is handed
/// over as it is read; one written out of order is held until the dates before come.
///
/// The read hands it sections from one file at a time, in the order read (one lane).
final class DayStream: @unchecked Sendable {
    private let each: (Day) -> Void
    /// Every date with a section, oldest first, and the next one to hand over.
    private let order: [CalendarDate]
    private var next = 0
    /// Sections of each date still to come.
    private var remaining: [CalendarDate: Int] = [:]
    /// Each file's sections per date, as the first pass saw them, and those of the file being
    /// read that came (a daily note without entries opens no section).
    private let expected: [[CalendarDate: Int]]
    private var arrived: [CalendarDate: Int] = [:]
    /// The days read but not yet handed over.
    private var pending: [CalendarDate: Day] = [:]

    init(sections: SectionLines, files: Int, each: @escaping (Day) -> Void) {
        self.each = each
        var expected: [[CalendarDate: Int]] = []
        for f in 0..<files {
            var counts: [CalendarDate: Int] = [:]
            for d in sections.dates(ofFile: f) { counts[d, default: 0] += 1 }
            for (d, n) in counts { remaining[d, default: 0] += n }
            expected.append(counts)
        }
        self.expected = expected
        order = remaining.keys.sorted()
    }

    /// A section is complete.
    func add(_ section: DaySection) {
        let date = section.date
        if pending[date] == nil { pending[date] = Day(date: date) }
        pending[date]!.titles.append(section.title)
        pending[date]!.ranges.append(section.range)
        pending[date]!.entries += section.entries
        remaining[date, default: 0] -= 1
        arrived[date, default: 0] += 1
        handOver()
    }

    /// File number `file` has been read: its sections that did not come never will.
    func fileEnded(_ file: Int) {
        if file < expected.count {
            for (date, n) in expected[file] where n > arrived[date] ?? 0 { remaining[date, default: 0] -= n - (arrived[date] ?? 0) }
        }
        arrived = [:]
        handOver()
    }

    /// The read is over: every day not yet handed over, oldest first.
    func finish() {
        while next < order.count {
            if let day = pending.removeValue(forKey: order[next]) { each(day) }
            next += 1
        }
        for date in pending.keys.sorted() { each(pending.removeValue(forKey: date)!) }
    }

    /// Hands over the dates, oldest first, whose sections have all been read.
    private func handOver() {
        while next < order.count, remaining[order[next], default: 0] <= 0 {
            if let day = pending.removeValue(forKey: order[next]) { each(day) }
            next += 1
        }
    }
}
