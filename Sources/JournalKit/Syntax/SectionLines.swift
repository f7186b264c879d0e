/// Where each file's sections start: the line of every day heading (or daily note) with its
/// date, and of every other heading that ends a day. A problem's line then tells which day, if
/// any, it is on, so `journal day` and `journal report` can show the problems of the days they
/// show and count the rest.
public struct SectionLines: Sendable {
    /// A section's first line; `date` is nil for a section that is no day.
    struct Start: Sendable {
        var line: Int32
        var date: CalendarDate?
    }

    /// Per file, in the order read: its sections, in line order.
    private var files: [[Start]] = []

    public init() {}

    /// Adds the next file read.
    mutating func add(_ parsed: ParsedFile) {
        files.append(parsed.sectionStarts)
    }

    /// The dates of the day sections of file number `file`, in line order.
    func dates(ofFile file: Int) -> [CalendarDate] {
        file < files.count ? files[file].compactMap(\.date) : []
    }

    /// The first and the last day of every file's days; nil when no file has a day.
    var days: ClosedRange<CalendarDate>? {
        var first: CalendarDate? = nil, last: CalendarDate? = nil
        for file in files {
            for case let date? in file.lazy.map(\.date) {
                first = min(first ?? date, date)
                last = max(last ?? date, date)
            }
        }
        guard let first, let last else { return nil }
        return first...last
    }

    /// The sections of file number `file`, in line order.
    func starts(ofFile file: Int) -> [Start] { file < files.count ? files[file] : [] }

    /// The first lines of the sections of `date` in file number `file`, in order.
    func lines(of date: CalendarDate, file: Int) -> [Int] {
        file < files.count ? files[file].filter { $0.date == date }.map { Int($0.line) } : []
    }

    /// The day whose lines hold line `line` of file number `file`, if any.
    func date(file: Int, line: Int) -> CalendarDate? {
        guard file < files.count, line > 0 else { return nil }
        let starts = files[file]
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(starts[mid].line) <= line { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? starts[lo - 1].date : nil
    }

    /// The problems on the lines of days from `dates`, in order, and how many problems each
    /// file has elsewhere (before its days, between them in other sections, on other days,
    /// or with the file as a whole), in file order.
    public func split(_ diagnostics: [Diagnostic], within dates: ClosedRange<CalendarDate>,
                      files: [SourceFile]) -> (within: [Diagnostic], elsewhere: [(file: String, count: Int)]) {
        var index: [String: Int] = [:]
        for (i, f) in files.enumerated() where index[f.path] == nil { index[f.path] = i }
        var within: [Diagnostic] = []
        var elsewhere: [(file: String, count: Int)] = []
        for d in diagnostics {
            if let file = index[d.file], let date = date(file: file, line: d.line), dates.contains(date) {
                within.append(d)
            } else if elsewhere.last?.file == d.file {
                elsewhere[elsewhere.count - 1].count += 1
            } else {
                elsewhere.append((d.file, 1))
            }
        }
        return (within, elsewhere)
    }
}
