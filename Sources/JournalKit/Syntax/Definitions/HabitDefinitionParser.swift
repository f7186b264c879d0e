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
    func habit(_ words: inout DefinitionTokens, _ keyword: Token) -> HabitDefinition? {
        guard let nameToken = definitionName(&words, stop: endsHabitName) else {
            error(.badHabit, words.tokens.first ?? keyword, "habit needs a name", hint: "write e.g. - habit meditate, or - habit \"no sugar\" daily")
            return nil
        }
        var habit = HabitDefinition(name: buf.string(nameToken))
        while let t = words.peek() {
            if words.take("daily") != nil || words.takePhrase("every", "day") {
                habit.schedule = .daily
            } else if words.take("weekly") != nil {
                habit.schedule = .timesPerWeek(1)
            } else if let n = perWeek(t) {
                guard n >= 1, n <= 7 else {
                    error(.badHabit, t, "\(n) times a week is not possible", hint: "use 1/week to 7/week")
                    return nil
                }
                habit.schedule = .timesPerWeek(n)
                words.skip()
            } else if let n = buf.number(at: t.start, t.end), n.end == t.end, words.peekIs("times", "x", at: 1), words.peekIs("week", "/week", at: 2) {
                guard n.value >= 1, n.value <= 7, n.value == n.value.rounded() else {
                    error(.badHabit, t, "\(buf.string(t)) times a week is not possible", hint: "use 1 to 7 times a week")
                    return nil
                }
                habit.schedule = .timesPerWeek(Int(n.value))
                words.skip(3)
            } else if let on = words.take("on") {
                guard let days = weekdays(&words, on: on, code: .badHabit, example: "on mon, wed, fri") else { return nil }
                habit.schedule = .weekdays(days)
            } else if words.peekIs("for"), let count = words.peek(1), let n = buf.number(at: count.start, count.end), words.peekIs("days", "day", at: 2) {
                guard n.value >= 1, n.value <= 10000, n.value == n.value.rounded() else {
                    error(.badHabit, count, "'for \(buf.string(count)) days' needs a whole number of days", hint: "write e.g. for 30 days")
                    return nil
                }
                habit.days = Int(n.value)
                words.skip(3)
            } else if buf[t.start] == UInt8(ascii: ">") || isGreaterOrEqualSign(t) {
                // ">= 20 pages" or ">=20 pages"
                var p = t.start
                while p < t.end, buf[p] == UInt8(ascii: ">") || buf[p] == UInt8(ascii: "=") { p += 1 }
                if isGreaterOrEqualSign(t) { p = min(t.start + 3, t.end) }
                words.takeFront(to: p)
                guard let v = words.take(), let n = buf.number(at: v.start, v.end), n.end == v.end, n.value > 0 else {
                    error(.badHabit, t, "a habit target needs a positive number", hint: "write e.g. - habit read >= 20 pages")
                    return nil
                }
                habit.target = n.value
                if let unit = words.peek(), isASCIILetter(buf[unit.start]), !endsHabitName(unit) {
                    habit.targetUnit = buf.lowercased(unit)
                    words.skip()
                }
            } else {
                error(.badHabit, t, "unexpected '\(buf.string(t))' in a habit",
                      hint: "a habit is: name, then daily, N/week or on DAYS, then >= N unit, then for N days")
                return nil
            }
        }
        return habit
    }

    /// Whether a word ends a habit's name: a schedule, a target or a length.
    private func endsHabitName(_ t: Token) -> Bool {
        buf.matches(t, "daily") || buf.matches(t, "weekly") || buf.matches(t, "on") || buf.matches(t, "for")
            || buf.matches(t, "every") || buf[t.start] == UInt8(ascii: ">") || isGreaterOrEqualSign(t) || perWeek(t) != nil
            || startsNumeric(t)
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
