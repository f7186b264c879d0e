/// Reads a medication and its schedule.
///
/// ```
/// - med metformin 500 mg at 08:00, 20:00
/// - med vitamin-d 1000 IU at 09:00 on mon, thu
/// - med ibuprofen 200 mg as needed
/// ```
extension FileParser {
    func medication(_ words: inout DefinitionTokens, _ keyword: Token) -> MedicationDefinition? {
        guard let nameToken = definitionName(&words, stop: { [buf] t in
            self.startsNumeric(t) || buf.matches(t, "at") || buf.matches(t, "as") || buf.matches(t, "on")
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
            } else if words.takePhrase("as", "needed") {
                med.asNeeded = true
                sawSchedule = true
            } else if let on = words.take("on") {
                guard let days = weekdays(&words, on: on, code: .badMedication, example: "on mon, thu") else { return nil }
                med.weekdays = days
            } else if words.take("daily") != nil {
                // The default: every day.
            } else {
                error(.badMedication, t, "unexpected '\(buf.string(t))' in a medication",
                      hint: "a medication is: name, dose, then at TIMES [on DAYS] or as needed")
                return nil
            }
        }
        guard sawSchedule else {
            report(.error, .badMedication, words.tokens.first!.start, words.tokens.last!.end, "med \(med.name) has no schedule",
                   hint: "add when it is taken, e.g. at 08:00, 20:00, or say as needed")
            return nil
        }
        return med
    }
}
