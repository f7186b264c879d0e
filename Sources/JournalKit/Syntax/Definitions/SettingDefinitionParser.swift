import Foundation

/// Reads a setting.
///
/// ```
/// - set bedtime 23:00
/// - set half-life 5 h
/// - set week-start monday
/// - set grace 60 min
/// - set reminder 30 min
/// - set reminder log 12:00, 20:00
/// - set timezone Europe/London
/// - set region uk
/// - set sleep-day start
/// - set refill-warning 10 days
/// - set show calcium, iron, vitamin b12
/// ```
extension FileParser {
    func setting(_ words: inout DefinitionTokens, _ keyword: Token) -> Setting? {
        guard let keyToken = words.take() else {
            error(.badSetting, keyword, "set needs a setting and a value", hint: "settings: " + Setting.keys.joined(separator: ", "))
            return nil
        }
        let key = buf.lowercased(keyToken).trimmingCharacters(":")
        let valueText = words.rest.map { buf.string($0) } ?? ""
        let where_ = words.rest ?? keyToken
        switch key {
        case "bedtime":
            if let v = words.onlyRemaining, case .time(let t) = buf.time(v, loose: true) { return .bedtime(t) }
            error(.badSetting, where_, "'\(valueText)' is not a time of day", hint: "write e.g. - set bedtime 23:00")
            return nil
        case "half-life", "halflife", "caffeine-half-life":
            if let d = duration(&words), let h = d.converted(to: .hours), h >= 0.5, h <= 24 { return .halfLifeHours(h) }
            error(.badSetting, where_, "'\(valueText)' is not a half-life", hint: "write a time from 30 min to 24 h, e.g. - set half-life 5 h")
            return nil
        case "week-start", "weekstart", "week-starts":
            if let v = words.onlyRemaining, let d = Weekday(name: buf.string(v)) { return .weekStart(d) }
            error(.badSetting, where_, "'\(valueText)' is not a day of the week", hint: "write e.g. - set week-start monday")
            return nil
        case "grace", "grace-period", "dose-grace":
            if let d = duration(&words), let m = d.converted(to: .minutes), m <= 24 * 60 { return .graceMinutes(m) }
            error(.badSetting, where_, "'\(valueText)' is not a grace period", hint: "write e.g. - set grace 60 min")
            return nil
        case "reminder" where words.peekIs("log"):
            words.skip()
            return logReminders(&words, keyToken)
        case "reminder-log", "log-reminder", "log-reminders":
            return logReminders(&words, keyToken)
        case "reminder", "reminder-before", "alarm":
            if let d = duration(&words), let m = d.converted(to: .minutes), m <= 7 * 24 * 60 { return .reminderMinutes(m) }
            error(.badSetting, where_, "'\(valueText)' is not a reminder time", hint: "write a time up to 7 days, e.g. - set reminder 30 min")
            return nil
        case "timezone", "time-zone", "tz":
            if words.onlyRemaining != nil, TimeZone(identifier: valueText) != nil, valueText.contains("/") || valueText == "UTC" { return .timezone(valueText) }
            error(.badSetting, where_, "'\(valueText)' is not a time zone", hint: "write an IANA name, e.g. - set timezone Europe/London")
            return nil
        case "region", "country":
            if let v = words.onlyRemaining, let r = Region(word: buf.string(v)) { return .region(r) }
            error(.badSetting, where_, "'\(valueText)' is not a region", hint: "write uk, us or au, e.g. - set region uk")
            return nil
        case "sleep-day", "sleepday":
            let values = SleepDay.allCases.map(\.rawValue)
            if let v = words.onlyRemaining, let d = SleepDay(rawValue: buf.lowercased(v)) { return .sleepDay(d) }
            let guess = words.onlyRemaining.flatMap { Suggestion.closest(to: buf.lowercased($0), in: values) }
            error(.badSetting, where_, "'\(valueText)' is not a day for sleep",
                  hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "write - set sleep-day wake (a night goes on the day you wake up) or - set sleep-day start (on the day it begins)")
            return nil
        case "refill-warning", "refillwarning", "refill-reminder":
            if let n = words.peek(), let v = buf.number(at: n.start, n.end), v.end == n.end, v.value >= 0, v.value <= 365,
               v.value == v.value.rounded(), words.peekIs("days", "day", at: 1), words.peek(2) == nil {
                return .refillWarningDays(Int(v.value))
            }
            error(.badSetting, where_, "'\(valueText)' is not a number of days",
                  hint: "write whole days from 0 to 365, e.g. - set refill-warning 10 days")
            return nil
        case "show", "shown", "show-nutrients":
            return shownNutrients(words.rest, keyToken)
        default:
            let guess = Suggestion.closest(to: key, in: Setting.keys)
            error(.unknownSetting, keyToken, "unknown setting '\(buf.string(keyToken))'",
                  hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "settings: " + Setting.keys.joined(separator: ", "))
            return nil
        }
    }

    /// `12:00, 20:00` (or `12:00 20:00`, `noon`-less times as in §7.5), or `off`: the times an
    /// exported calendar reminds to log drinks. A word that is not a time is `bad-setting`, at it.
    private func logReminders(_ words: inout DefinitionTokens, _ key: Token) -> Setting? {
        let hint = "write the times of day to be reminded, e.g. - set reminder log 12:00, 20:00 (or off)"
        guard !words.isAtEnd else {
            error(.badSetting, key, "reminder log needs a time of day", hint: hint)
            return nil
        }
        if let v = words.onlyRemaining, ["off", "none"].contains(buf.lowercased(v)) { return .logReminders([]) }
        var times: [TimeOfDay] = []
        while let t = words.take() {
            var token = t
            // `12:00,` and a lone `,` between times.
            while token.count > 0, buf[token.end - 1] == UInt8(ascii: ",") { token = Token(start: token.start, end: token.end - 1) }
            if token.count == 0 { continue }
            guard case .time(let time) = buf.time(token, loose: true) else {
                error(.badSetting, token, "'\(buf.string(token))' is not a time of day", hint: hint)
                return nil
            }
            if !times.contains(time) { times.append(time) }
        }
        guard times.count <= 24 else {
            error(.badSetting, key, "more than 24 reminders a day", hint: hint)
            return nil
        }
        return .logReminders(times.sorted())
    }

    /// `calcium, iron, vitamin b12`: nutrients by any spelling (§7.4), separated by commas.
    private func shownNutrients(_ rest: Token?, _ keyToken: Token) -> Setting? {
        let hint = "write nutrients separated by commas, e.g. - set show calcium, iron, vitamin-d"
        guard let rest else {
            error(.badSetting, keyToken, "set show needs the nutrients to show", hint: hint)
            return nil
        }
        var shown: [Nutrient] = []
        var partStart = rest.start
        while partStart <= rest.end {
            var partEnd = partStart
            while partEnd < rest.end, buf[partEnd] != UInt8(ascii: ",") { partEnd += 1 }
            let s = buf.skipSpaces(partStart, partEnd), e = buf.trimEnd(s, partEnd)
            partStart = partEnd + 1
            guard s < e else { continue }
            let name = buf.string(s, e).lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard let n = Nutrient(name: name) else {
                let guess = Suggestion.closest(to: name, in: Nutrient.spellings.map(\.0))
                error(.unknownNutrient, Token(start: s, end: e), "unknown nutrient '\(buf.string(s, e))'",
                      hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "nutrients: " + Nutrient.namesForHints)
                return nil
            }
            if !shown.contains(n) { shown.append(n) }
        }
        return .show(shown)
    }

    /// The rest of `words` when it is a length of time alone (`5 h`, `30 min`); nil otherwise.
    private func duration(_ words: inout DefinitionTokens) -> Quantity? {
        guard let f = words.peek(), startsNumeric(f), let q = quantity(&words, allowWordUnit: false, checked: false),
              words.isAtEnd, q.quantity.unit.dimension == .time else { return nil }
        return q.quantity
    }
}
