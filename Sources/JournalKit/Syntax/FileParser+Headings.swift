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
        startSection(DaySection(date: date, title: title, range: range(textStart, end)))
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
