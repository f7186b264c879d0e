/// Reads a medication and its schedule.
///
/// ```
/// - med metformin 500 mg at 08:00, 20:00
/// - med vitamin-d 1000 IU at 09:00 on mon, thu
/// - med ibuprofen 200 mg as needed
/// - med amoxicillin 250 mg every 8 h from 06:00 for 7 days from 2026-11-20
/// - med sertraline 50 mg at 08:00 supply 28
/// ```
extension FileParser {
    /// `validity` is the line's `from` and `until`: a course (`for 7 days`) sets its `until`.
    func medication(_ words: inout DefinitionTokens, _ keyword: Token, validity: inout Validity) -> MedicationDefinition? {
        guard let nameToken = definitionName(&words, stop: { [buf] t in
            self.startsNumeric(t) || buf.matches(t, "at") || buf.matches(t, "as") || buf.matches(t, "on")
                || buf.matches(t, "every") || self.everyWord(t) != nil
        }) else {
            error(.badMedication, words.tokens.first ?? keyword, "med needs a name", hint: "write e.g. - med metformin 500 mg at 08:00, 20:00")
            return nil
        }
        var med = MedicationDefinition(name: buf.string(nameToken))
        if let first = words.peek(), startsNumeric(first) {
            guard let q = quantity(&words, allowWordUnit: true) else { return nil }
            guard q.quantity.value > 0 else {
                report(.error, .badMedication, first.start, words.previous!.end, "a dose of \(q.quantity) is nothing",
                       hint: "write the dose of one intake, e.g. - med metformin 500 mg at 08:00, or leave the dose out")
                return nil
            }
            med.dose = q.quantity
        }
        var sawSchedule = false
        // Where `at` and `every` are written: a medication has one or the other.
        var timesAt: Token? = nil, everyAt: Token? = nil
        var courseWords: Token? = nil
        while let t = words.peek() {
            if let at = words.take("at") {
                var times: [TimeOfDay] = []
                while var w = words.peek() {
                    if buf[w.end - 1] == UInt8(ascii: ",") { w.end -= 1 }
                    if buf.matches(w, "and") { words.skip(); continue }
                    guard w.count > 0, isDigit(buf[w.start]) else { break }
                    switch buf.time(w, loose: true) {
                    case .time(let tm): times.append(tm)
                    case .impossible, nil:
                        error(.badTime, w, "'\(buf.string(w))' is not a time of day", hint: "write times as HH:MM, e.g. at 08:00, 20:00")
                        return nil
                    }
                    words.skip()
                }
                guard !times.isEmpty else {
                    error(.badMedication, at, "'at' needs one or more times", hint: "write e.g. at 08:00, 20:00")
                    return nil
                }
                med.times = times.sorted()
                sawSchedule = true
                timesAt = at
            } else if words.takePhrase("as", "needed") {
                med.asNeeded = true
                sawSchedule = true
            } else if let on = words.take("on") {
                guard let days = weekdays(&words, on: on, code: .badMedication, example: "on mon, thu") else { return nil }
                med.weekdays = days
            } else if let t = words.peek(), buf.matches(t, "every") || everyWord(t) != nil {
                // `every 8 h`, or `q8h` as prescriptions write it; then the first dose's time.
                words.skip()
                let hours = everyWord(t)
                guard let minutes = hours.map({ intervalMinutes($0, t) }) ?? interval(&words, after: t) else { return nil }
                guard let from = words.take("from") else {
                    let word = buf.string(t).lowercased() == "every" ? "every" : buf.string(t)
                    error(.badMedication, t, "'\(word)' needs the time of the first dose",
                          hint: "write e.g. \(hours == nil ? "every 8 h" : word) from 06:00 (doses at 06:00, 14:00, 22:00)")
                    return nil
                }
                guard let first = doseTime(&words, after: from) else { return nil }
                med.everyMinutes = minutes
                med.everyFrom = first
                med.times = MedicationDefinition.times(every: minutes, from: first)
                sawSchedule = true
                everyAt = t
            } else if words.peekIs("for"), let count = words.peek(1), words.peekIs("days", "day", at: 2) {
                guard let n = buf.number(at: count.start, count.end), n.end == count.end, n.value >= 1, n.value <= 10000,
                      n.value == n.value.rounded() else {
                    error(.badMedication, count, "'for \(buf.string(count)) days' needs a whole number of days", hint: "write e.g. for 7 days from 2026-11-20")
                    return nil
                }
                med.courseDays = Int(n.value)
                courseWords = Token(start: words.peek()!.start, end: words.peek(2)!.end)
                words.skip(3)
            } else if let s = words.take("supply") {
                guard let count = words.take(), let n = buf.number(at: count.start, count.end), n.end == count.end, n.value >= 0,
                      n.value == n.value.rounded(), n.value <= 100_000 else {
                    error(.badMedication, words.previous ?? s, "'supply' needs the number of tablets on hand",
                          hint: "write e.g. supply 28: the tablets on hand the first day it is in force")
                    return nil
                }
                med.supply = Int(n.value)
            } else if words.take("daily") != nil {
                // The default: every day.
            } else {
                error(.badMedication, t, "unexpected '\(buf.string(t))' in a medication",
                      hint: "a medication is: name, dose, then at TIMES or every N h from TIME [on DAYS] or as needed, then for N days, supply N")
                return nil
            }
        }
        if let timesAt, let everyAt {
            let later = timesAt.start > everyAt.start ? timesAt : everyAt
            error(.badMedication, later, "a medication is taken at times or every few hours, not both",
                  hint: "write e.g. at 08:00, 20:00, or every 8 h from 06:00")
            return nil
        }
        if let days = med.courseDays, let courseWords {
            // A course runs from its `from` (Grammar.md §6.4, §10.1).
            guard let from = validity.from else {
                error(.badMedication, courseWords, "'for \(days) days' needs the day the course starts",
                      hint: "add from DATE at the end, e.g. for \(days) days from 2026-11-20")
                return nil
            }
            guard validity.until == nil else {
                error(.badMedication, courseWords, "a course ends after its days or on its until date, not both",
                      hint: "write for \(days) days from \(from), or from \(from) until DATE")
                return nil
            }
            validity.until = from.adding(days: days - 1)
        }
        guard sawSchedule else {
            report(.error, .badMedication, words.tokens.first!.start, words.tokens.last!.end, "med \(med.name) has no schedule",
                   hint: "add when it is taken, e.g. at 08:00, 20:00, or say as needed")
            return nil
        }
        return med
    }

    /// The interval after `every`: `8 h`, `8 hours`, `8h`, `1.5 h` (whole minutes, 1 to 24 h); nil
    /// with the problem reported.
    private func interval(_ words: inout DefinitionTokens, after every: Token) -> Int? {
        guard let t = words.take(), let n = buf.number(at: t.start, t.end) else {
            error(.badMedication, words.previous ?? every, "'every' needs a number of hours", hint: "write e.g. every 8 h from 06:00")
            return nil
        }
        if n.end < t.end {
            // `8h`
            guard isHourWord(t.start + (n.end - t.start), t.end) else {
                error(.badMedication, t, "'\(buf.string(t))' is not a number of hours", hint: "write e.g. every 8 h from 06:00")
                return nil
            }
            return intervalMinutes(n.value, t)
        }
        guard let unit = words.take(), isHourWord(unit.start, unit.end) else {
            error(.badMedication, words.previous ?? t, "'every \(buf.string(t))' needs hours after it", hint: "write e.g. every \(buf.string(t)) h from 06:00")
            return nil
        }
        return intervalMinutes(n.value, Token(start: t.start, end: unit.end))
    }

    /// Whether bytes `start..<end` are `h`, `hr`, `hrs`, `hour` or `hours`, in any case.
    private func isHourWord(_ start: Int, _ end: Int) -> Bool {
        ["h", "hr", "hrs", "hour", "hours"].contains(buf.lowercased(start, end))
    }

    /// `q8h` (any case): its hours; nil for any other word.
    func everyWord(_ t: Token) -> Double? {
        guard t.count >= 3, lowerByte(buf[t.start]) == UInt8(ascii: "q"), lowerByte(buf[t.end - 1]) == UInt8(ascii: "h"),
              let n = buf.number(at: t.start + 1, t.end - 1), n.end == t.end - 1, !n.negative else { return nil }
        return n.value
    }

    /// `hours` in whole minutes, from 1 h to 24 h; nil with the problem reported at `t`.
    private func intervalMinutes(_ hours: Double, _ t: Token) -> Int? {
        let minutes = hours * 60
        guard minutes >= 60, minutes <= 24 * 60, minutes == minutes.rounded() else {
            error(.badMedication, t, "every \(Quantity(hours, .hours)) is not a dose interval",
                  hint: "an interval is from 1 h to 24 h in whole minutes, e.g. every 8 h from 06:00")
            return nil
        }
        return Int(minutes)
    }

    /// The time after `from` (`every 8 h from 06:00`); nil with the problem reported.
    private func doseTime(_ words: inout DefinitionTokens, after from: Token) -> TimeOfDay? {
        guard let w = words.peek(), w.count > 0, isDigit(buf[w.start]) else {
            error(.badMedication, from, "'from' needs the time of the first dose", hint: "write e.g. every 8 h from 06:00")
            return nil
        }
        switch buf.time(w, loose: true) {
        case .time(let tm):
            words.skip()
            return tm
        case .impossible, nil:
            error(.badTime, w, "'\(buf.string(w))' is not a time of day", hint: "write the first dose's time as HH:MM, e.g. from 06:00")
            return nil
        }
    }
}
