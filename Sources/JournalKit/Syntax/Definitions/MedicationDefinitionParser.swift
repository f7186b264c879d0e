/// Reads a medication and its schedule.
///
/// ```
/// - med metformin 500 mg at 08:00, 20:00
/// - med vitamin-d 1000 IU at 09:00 on mon, thu
/// - med ibuprofen 200 mg as needed
/// ```
extension FileParser {
    func medication(_ toks: [Token], _ keyword: Token) -> MedicationDefinition? {
        var i = 0
        guard let nameToken = definitionName(toks, &i, stop: { [buf] t in
            self.startsNumeric(t) || buf.matches(t, "at") || buf.matches(t, "as") || buf.matches(t, "on")
        }) else {
            error(.badMedication, toks.first ?? keyword, "med needs a name", hint: "write e.g. - med metformin 500 mg at 08:00, 20:00")
            return nil
        }
        var med = MedicationDefinition(name: buf.string(nameToken))
        if i < toks.count, startsNumeric(toks[i]) {
            let first = toks[i]
            guard let q = quantity(toks, &i, allowWordUnit: true) else { return nil }
            guard q.quantity.value > 0 else {
                report(.error, .badMedication, first.start, toks[i - 1].end, "a dose of \(q.quantity) is nothing",
                       hint: "write the dose of one intake, e.g. - med metformin 500 mg at 08:00, or leave the dose out")
                return nil
            }
            med.dose = q.quantity
        }
        var sawSchedule = false
        while i < toks.count {
            let t = toks[i]
            if buf.matches(t, "at") {
                i += 1
                var times: [TimeOfDay] = []
                while i < toks.count {
                    var w = toks[i]
                    if buf[w.end - 1] == UInt8(ascii: ",") { w.end -= 1 }
                    if buf.matches(w, "and") { i += 1; continue }
                    guard w.count > 0, isDigit(buf[w.start]) else { break }
                    switch buf.time(w, loose: true) {
                    case .time(let tm): times.append(tm)
                    case .impossible, nil:
                        error(.badTime, w, "'\(buf.string(w))' is not a time of day", hint: "write times as HH:MM, e.g. at 08:00, 20:00")
                        return nil
                    }
                    i += 1
                }
                guard !times.isEmpty else {
                    error(.badMedication, t, "'at' needs one or more times", hint: "write e.g. at 08:00, 20:00")
                    return nil
                }
                med.times = times.sorted()
                sawSchedule = true
            } else if buf.matches(t, "as"), i + 1 < toks.count, buf.matches(toks[i + 1], "needed") {
                med.asNeeded = true
                sawSchedule = true
                i += 2
            } else if buf.matches(t, "on") {
                i += 1
                guard let days = weekdays(toks, &i, on: t, code: .badMedication, example: "on mon, thu") else { return nil }
                med.weekdays = days
            } else if buf.matches(t, "daily") {
                i += 1
            } else {
                error(.badMedication, t, "unexpected '\(buf.string(t))' in a medication",
                      hint: "a medication is: name, dose, then at TIMES [on DAYS] or as needed")
                return nil
            }
        }
        guard sawSchedule else {
            report(.error, .badMedication, toks.first!.start, toks.last!.end, "med \(med.name) has no schedule",
                   hint: "add when it is taken, e.g. at 08:00, 20:00, or say as needed")
            return nil
        }
        return med
    }
}
