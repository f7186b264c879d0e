/// Reads headings: a date starts a day, a heading without one inside a day is a sub-heading
/// (and ignored), and any other starts a named section (a task list).
///
/// ```
/// ## 2026-11-21 Saturday
/// ### Morning
/// ## 2026-11-22: rainy
/// ## Someday
/// ```
extension FileParser {
    /// A heading of `level` (1 to 6) with its text at `textStart..<end`.
    func heading(level: Int, textStart: Int, end: Int) {
        endMeal()
        var textEnd = end
        // Optional closing #s.
        var k = textEnd
        while k > textStart, buf[k - 1] == UInt8(ascii: "#") { k -= 1 }
        if k < textEnd, k == textStart || isSpace(buf[k - 1]) { textEnd = buf.trimEnd(textStart, k) }
        if textStart + 4 <= textEnd, isDigit(buf[textStart]), isDigit(buf[textStart + 1]), isDigit(buf[textStart + 2]),
           isDigit(buf[textStart + 3]), textStart + 4 < textEnd, buf[textStart + 4] == UInt8(ascii: "-") {
            if definitionsOnly, !lineStartsInComment, lineNumber > 1 {
                // Nothing before this line changes how the lines from here on read (but for
                // once-per-file warnings), so a second parse may start here: see `FilePart`.
                result.dayStarts.append(FilePart(bytes: lineStart..<buf.count, lineBefore: lineNumber - 1))
            }
            dayHeading(level: level, textStart: textStart, end: textEnd)
            return
        }
        // A heading without a date: a sub-heading inside the day, or a named section.
        if case .day = section, level > dayHeadingLevel { return }
        if case .invalidDay = section, level > dayHeadingLevel { return }
        if fileNameDate != nil, !sawDateHeading { return }
        if dateInOtherForm(level: level, textStart: textStart, end: textEnd) { return }
        let name = buf.string(textStart, textEnd)
        result.taskLists.append(TaskListSection(name: name, range: range(textStart, textEnd)))
        section = .named(result.taskLists.count - 1)
        noteSectionStart(date: nil)
        keepsWhole = sinkKeepsText
    }

    /// A heading that starts with a date (`YYYY-`): a day, with an optional title after it.
    func dayHeading(level: Int, textStart: Int, end: Int) {
        sawDateHeading = true
        dayHeadingLevel = level
        var dateEnd = textStart
        while dateEnd < end, !isSpace(buf[dateEnd]) { dateEnd += 1 }
        // Allow punctuation right after the date: "2026-11-21: rainy", "2026-11-21, Saturday".
        var strict = min(textStart + 10, end)
        let raw = Array(UnsafeBufferPointer(rebasing: buf[textStart..<dateEnd]))
        var date: CalendarDate? = nil
        if raw.count >= 10, let d = CalendarDate.parse(raw, 0),
           raw.count == 10 || (raw.count == 11 && isDatePunctuation(raw[10])) {
            date = d
        } else {
            strict = dateEnd
        }
        guard let date else {
            report(.error, .badDate, textStart, dateEnd, "'\(buf.string(textStart, dateEnd))' is not a valid date",
                   hint: dateHint(Array(UnsafeBufferPointer(rebasing: buf[textStart..<dateEnd]))))
            section = .invalidDay
            noteSectionStart(date: nil)
            return
        }
        var titleStart = buf.skipSpaces(strict, end)
        if titleStart < end, isDatePunctuation(buf[titleStart]) || buf[titleStart] == UInt8(ascii: "-") {
            titleStart = buf.skipSpaces(titleStart + 1, end)
        }
        let title = keptText(titleStart, end)
        // A weekday name that contradicts the date.
        var w = titleStart
        while w < end, isASCIILetter(buf[w]) { w += 1 }
        if w > titleStart, let named = Weekday(buf, titleStart, w), named != date.weekday {
            report(.warning, .weekdayMismatch, titleStart, w, "\(date) is a \(date.weekday.name), not a \(named.name)",
                   hint: "check the date, or write \(date.weekday.name)")
        }
        lastDayDate = date
        startSection(DaySection(date: date, title: title, range: range(textStart, end)))
    }

    /// A heading that names a day in a form the journal does not read (`# Monday 2nd November`,
    /// `## 21/11/2026`, `## Nov 3, 2026`): one `bad-date` at the heading, with the heading to
    /// write, and the lines under it belong to no day (as under any bad date). False for any
    /// other heading.
    func dateInOtherForm(level: Int, textStart: Int, end: Int) -> Bool {
        let text = buf.string(textStart, end)
        guard let named = NamedDate(text) else { return false }
        let year = named.year ?? lastDayDate?.year ?? fileNameDate?.year
        let hint: String
        if let year, let date = CalendarDate(year: year, month: named.month, day: named.day) {
            hint = "write the heading as \(String(repeating: "#", count: level)) \(date) \(date.weekday.name)"
                + (named.otherReading.map { " (or \(year)-\(pad($0.month, 2))-\(pad($0.day, 2)), if the month came first)" } ?? "")
        } else {
            hint = "write the date as YYYY-MM-DD, e.g. \(String(repeating: "#", count: level)) \(year.map { pad($0, 4) } ?? "2026")-\(pad(named.month, 2))-\(pad(named.day, 2))"
        }
        report(.error, .badDate, textStart, end, "'\(text)' names a day, but the journal reads dates as YYYY-MM-DD; the lines under it belong to no day",
               hint: hint)
        section = .invalidDay
        dayHeadingLevel = level
        noteSectionStart(date: nil)
        return true
    }

    /// A section of a day opens (a date heading, or a daily note's first entry).
    func startSection(_ day: DaySection) {
        noteSectionStart(date: day.date)
        unopenedFileDay = nil
        section = .day(day.date)
        keepsWhole = sink?.startSection(day) ?? false
    }

    /// In ``ParseMode/definitions``: a section starts on the current line (see ``ParsedFile/sectionStarts``).
    func noteSectionStart(date: CalendarDate?) {
        if definitionsOnly { result.sectionStarts.append(SectionLines.Start(line: max(lineNumber, 1), date: date)) }
    }

    /// Opens the daily note's own day, if it has not opened yet.
    @inline(__always)
    func openFileDay() {
        if let day = unopenedFileDay, !definitionsOnly {
            startSection(DaySection(date: day, title: "", range: SourceRange(file: fileID, line: 1, column: 1, endColumn: 1)))
        }
    }

    /// What is wrong with a date-like text, as a hint.
    func dateHint(_ raw: [UInt8]) -> String {
        let text = String(decoding: raw, as: UTF8.self)
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count >= 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2].prefix(while: { $0.isNumber })) {
            if !(1...12).contains(m) { return "month \(m) does not exist; write dates as YYYY-MM-DD" }
            if let _ = CalendarDate(year: y, month: m, day: d) {
                return "write the date as YYYY-MM-DD with two-digit month and day: \(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
            }
            return "\(["", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][m]) \(y) has \(CalendarDate.daysIn(month: m, year: y)) days"
        }
        return "write dates as YYYY-MM-DD, e.g. 2026-11-21"
    }
}

/// Punctuation that may stand right after a heading's date: `2026-11-21: rainy`, `2026-11-21, Saturday`.
private func isDatePunctuation(_ b: UInt8) -> Bool {
    b == UInt8(ascii: ":") || b == UInt8(ascii: ",") || b == UInt8(ascii: ".")
}

/// A day named at the start of a heading (after a weekday's name, if any) in another form than
/// `YYYY-MM-DD`: a month's name next to a day of the month (`Monday 2nd November`, `Nov 3,
/// 2026`, `3 Nov`), or numbers with `/` or `.` (`21/11/2026`, `2026/11/21`, `21.11.2026`;
/// `11/21/2026` when the second number cannot be a month). Day-first where both could be the
/// month, with the other reading kept.
struct NamedDate: Equatable {
    var month: Int
    var day: Int
    var year: Int?
    /// The month-first reading of `03/11/2026`, when it is also a date.
    var otherReading: (month: Int, day: Int)?

    static func == (a: NamedDate, b: NamedDate) -> Bool {
        a.month == b.month && a.day == b.day && a.year == b.year && a.otherReading?.month == b.otherReading?.month && a.otherReading?.day == b.otherReading?.day
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    init?(_ text: String) {
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        // The date starts the heading, or follows a weekday's name: "Notes 1/2" is no day.
        if let first = words.first, Weekday(name: first.hasSuffix(".") ? String(first.dropLast()) : first) != nil { words.removeFirst() }
        // It is the whole heading, or a title follows it after a colon or a dash: "March 3
        // goals" is no day.
        if let colon = words.firstIndex(where: { $0.hasSuffix(":") }) {
            words[colon].removeLast()
            words.removeSubrange((colon + 1)...)
        }
        if let dash = words.firstIndex(where: { $0 == "-" || $0 == "–" || $0 == "—" }) { words.removeSubrange(dash...) }
        guard let first = words.first else { return nil }
        if words.count == 1, let numeric = NamedDate.numeric(first) { self = numeric; return }
        for i in words.indices.prefix(2) {
            guard let month = NamedDate.month(words[i]) else { continue }
            // "2nd November", "November 2nd", "Nov 3 2026", "3 Nov 2026".
            let after = i + 1 < words.count ? NamedDate.dayOfMonth(words[i + 1]) : nil
            let before = i == 1 ? NamedDate.dayOfMonth(words[0]) : nil
            guard let day = after ?? before else { continue }
            var next = after != nil ? i + 2 : i + 1
            var year: Int? = nil
            if next < words.count, let y = Int(words[next]), (1000...9999).contains(y) { year = y; next += 1 }
            guard next == words.count else { return nil }
            self.init(month: month, day: day, year: year, otherReading: nil)
            return
        }
        return nil
    }

    private init(month: Int, day: Int, year: Int?, otherReading: (month: Int, day: Int)?) {
        (self.month, self.day, self.year, self.otherReading) = (month, day, year, otherReading)
    }

    /// `november`, `nov`, `sept`, `nov.`: the month's number.
    private static func month(_ word: String) -> Int? {
        let w = word.hasSuffix(".") ? String(word.dropLast()) : word
        guard w.count >= 3, let i = months.firstIndex(of: String(w.prefix(3))) else { return nil }
        let full = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"][i]
        return w == months[i] || w == full || (i == 8 && w == "sept") ? i + 1 : nil
    }

    /// `2`, `2nd`, `21st`, `3rd`, `4th`: a day of the month.
    private static func dayOfMonth(_ word: String) -> Int? {
        var digits = Substring(word)
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) { digits = digits.dropLast(2) }
        guard digits.count <= 2, let d = Int(digits), (1...31).contains(d) else { return nil }
        return d
    }

    /// `21/11/2026`, `21.11.2026`, `2026/11/21`, `11/21/2026`, `21/11`.
    private static func numeric(_ word: String) -> NamedDate? {
        for separator in ["/", "."] as [Character] {
            let parts = word.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) }),
                  let numbers = Optional(parts.compactMap { Int($0) }), numbers.count == parts.count else { continue }
            if parts.count == 3, parts[0].count == 4 {
                guard (1...12).contains(numbers[1]), (1...31).contains(numbers[2]) else { return nil }
                return NamedDate(month: numbers[1], day: numbers[2], year: numbers[0], otherReading: nil)
            }
            guard parts[0].count <= 2, parts[1].count <= 2 else { return nil }
            let year = parts.count == 3 ? (parts[2].count == 4 ? numbers[2] : parts[2].count == 2 ? 2000 + numbers[2] : nil) : nil
            if parts.count == 3, year == nil { return nil }
            let (a, b) = (numbers[0], numbers[1])
            if (1...12).contains(b), (1...31).contains(a) {
                let other = (1...12).contains(a) && a != b ? (month: a, day: b) : nil
                return NamedDate(month: b, day: a, year: year, otherReading: other)
            }
            if (1...12).contains(a), (1...31).contains(b) { return NamedDate(month: a, day: b, year: year, otherReading: nil) }
            return nil
        }
        return nil
    }
}
