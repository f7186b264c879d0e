/// Reads a habit.
///
/// ```
/// - habit meditate
/// - habit run 3/week
/// - habit stretch on mon, wed, fri
/// - habit read >= 20 pages
/// - habit "no sugar" daily for 30 days from 2026-11-01
/// ```
extension FileParser {
    func habit(_ toks: [Token], _ keyword: Token) -> HabitDefinition? {
        var i = 0
        let stop: (Token) -> Bool = { [buf] t in
            buf.matches(t, "daily") || buf.matches(t, "weekly") || buf.matches(t, "on") || buf.matches(t, "for")
                || buf.matches(t, "every") || buf[t.start] == UInt8(ascii: ">") || self.isGreaterOrEqualSign(t) || self.perWeek(t) != nil
                || self.startsNumeric(t)
        }
        guard let nameToken = definitionName(toks, &i, stop: stop) else {
            error(.badHabit, toks.first ?? keyword, "habit needs a name", hint: "write e.g. - habit meditate, or - habit \"no sugar\" daily")
            return nil
        }
        var habit = HabitDefinition(name: buf.string(nameToken))
        while i < toks.count {
            let t = toks[i]
            if buf.matches(t, "daily") || (buf.matches(t, "every") && i + 1 < toks.count && buf.matches(toks[i + 1], "day")) {
                habit.schedule = .daily
                i += buf.matches(t, "every") ? 2 : 1
            } else if buf.matches(t, "weekly") {
                habit.schedule = .timesPerWeek(1)
                i += 1
            } else if let n = perWeek(t) {
                guard n >= 1, n <= 7 else {
                    error(.badHabit, t, "\(n) times a week is not possible", hint: "use 1/week to 7/week")
                    return nil
                }
                habit.schedule = .timesPerWeek(n)
                i += 1
            } else if let n = buf.number(at: t.start, t.end), n.end == t.end, i + 2 < toks.count,
                      buf.matches(toks[i + 1], "times") || buf.matches(toks[i + 1], "x"), buf.matches(toks[i + 2], "week") || buf.matches(toks[i + 2], "/week") {
                guard n.value >= 1, n.value <= 7, n.value == n.value.rounded() else {
                    error(.badHabit, t, "\(buf.string(t)) times a week is not possible", hint: "use 1 to 7 times a week")
                    return nil
                }
                habit.schedule = .timesPerWeek(Int(n.value))
                i += 3
            } else if buf.matches(t, "on") {
                i += 1
                guard let days = weekdays(toks, &i, on: t, code: .badHabit, example: "on mon, wed, fri") else { return nil }
                habit.schedule = .weekdays(days)
            } else if buf.matches(t, "for"), i + 2 < toks.count, let n = buf.number(at: toks[i + 1].start, toks[i + 1].end),
                      buf.matches(toks[i + 2], "days") || buf.matches(toks[i + 2], "day") {
                guard n.value >= 1, n.value <= 10000, n.value == n.value.rounded() else {
                    error(.badHabit, toks[i + 1], "'for \(buf.string(toks[i + 1])) days' needs a whole number of days", hint: "write e.g. for 30 days")
                    return nil
                }
                habit.days = Int(n.value)
                i += 3
            } else if buf[t.start] == UInt8(ascii: ">") || isGreaterOrEqualSign(t) {
                // ">= 20 pages" or ">=20 pages"
                var p = t.start
                while p < t.end, buf[p] == UInt8(ascii: ">") || buf[p] == UInt8(ascii: "=") { p += 1 }
                if isGreaterOrEqualSign(t) { p = min(t.start + 3, t.end) }
                var vt: [Token] = p < t.end ? [Token(start: p, end: t.end)] : []
                vt.append(contentsOf: toks[(i + 1)...])
                guard let v = vt.first, let n = buf.number(at: v.start, v.end), n.end == v.end, n.value > 0 else {
                    error(.badHabit, t, "a habit target needs a positive number", hint: "write e.g. - habit read >= 20 pages")
                    return nil
                }
                habit.target = n.value
                i += p < t.end ? 1 : 2
                if i < toks.count, isASCIILetter(buf[toks[i].start]), !stop(toks[i]) {
                    habit.targetUnit = buf.lowercased(toks[i])
                    i += 1
                }
            } else {
                error(.badHabit, t, "unexpected '\(buf.string(t))' in a habit",
                      hint: "a habit is: name, then daily, N/week or on DAYS, then >= N unit, then for N days")
                return nil
            }
        }
        return habit
    }

    /// Whether a token starts with `≥` (E2 89 A5).
    func isGreaterOrEqualSign(_ t: Token) -> Bool {
        t.count >= 3 && buf[t.start] == 0xE2 && buf[t.start + 1] == 0x89 && buf[t.start + 2] == 0xA5
    }

    /// `3/week`, `3x/week`; nil otherwise.
    func perWeek(_ t: Token) -> Int? {
        let s = buf.lowercased(t)
        guard s.hasSuffix("/week") || s.hasSuffix("/wk") else { return nil }
        var n = s.prefix(while: { $0.isNumber })
        if n.isEmpty { return nil }
        let rest = s.dropFirst(n.count)
        guard rest.hasPrefix("/") || rest.hasPrefix("x/") else { return nil }
        n = n.prefix(3)
        return Int(n)
    }
}

extension String {
    func trimmingCharacters(_ chars: String) -> String {
        var s = Substring(self)
        while let l = s.last, chars.contains(l) { s.removeLast() }
        return String(s)
    }
}
