import Foundation

/// Reads a setting.
///
/// ```
/// - set bedtime 23:00
/// - set half-life 5 h
/// - set week-start monday
/// - set grace 60 min
/// - set reminder 30 min
/// - set timezone Europe/London
/// ```
extension FileParser {
    func setting(_ toks: [Token], _ keyword: Token) -> Setting? {
        guard let keyToken = toks.first else {
            error(.badSetting, keyword, "set needs a setting and a value", hint: "settings: " + Setting.keys.joined(separator: ", "))
            return nil
        }
        let key = buf.lowercased(keyToken).trimmingCharacters(":")
        let valueToks = Array(toks.dropFirst())
        let valueText = valueToks.isEmpty ? "" : buf.string(valueToks.first!.start, valueToks.last!.end)
        let where_ = valueToks.isEmpty ? keyToken : Token(start: valueToks.first!.start, end: valueToks.last!.end)
        switch key {
        case "bedtime":
            if valueToks.count == 1, case .time(let t) = buf.time(valueToks[0], loose: true) { return .bedtime(t) }
            error(.badSetting, where_, "'\(valueText)' is not a time of day", hint: "write e.g. - set bedtime 23:00")
            return nil
        case "half-life", "halflife", "caffeine-half-life":
            var i = 0
            if let f = valueToks.first, startsNumeric(f), let q = quantity(valueToks, &i, allowWordUnit: false, checked: false), i == valueToks.count,
               q.quantity.unit.dimension == .time, let h = q.quantity.converted(to: .hours), h >= 0.5, h <= 24 {
                return .halfLifeHours(h)
            }
            error(.badSetting, where_, "'\(valueText)' is not a half-life", hint: "write a time from 30 min to 24 h, e.g. - set half-life 5 h")
            return nil
        case "week-start", "weekstart", "week-starts":
            if valueToks.count == 1, let d = Weekday(name: buf.string(valueToks[0])) { return .weekStart(d) }
            error(.badSetting, where_, "'\(valueText)' is not a day of the week", hint: "write e.g. - set week-start monday")
            return nil
        case "grace", "grace-period", "dose-grace":
            var i = 0
            if let f = valueToks.first, startsNumeric(f), let q = quantity(valueToks, &i, allowWordUnit: false, checked: false), i == valueToks.count,
               q.quantity.unit.dimension == .time, let m = q.quantity.converted(to: .minutes), m <= 24 * 60 {
                return .graceMinutes(m)
            }
            error(.badSetting, where_, "'\(valueText)' is not a grace period", hint: "write e.g. - set grace 60 min")
            return nil
        case "reminder", "reminder-before", "alarm":
            var i = 0
            if let f = valueToks.first, startsNumeric(f), let q = quantity(valueToks, &i, allowWordUnit: false, checked: false), i == valueToks.count,
               q.quantity.unit.dimension == .time, let m = q.quantity.converted(to: .minutes), m <= 7 * 24 * 60 {
                return .reminderMinutes(m)
            }
            error(.badSetting, where_, "'\(valueText)' is not a reminder time", hint: "write a time up to 7 days, e.g. - set reminder 30 min")
            return nil
        case "timezone", "time-zone", "tz":
            if valueToks.count == 1, TimeZone(identifier: valueText) != nil, valueText.contains("/") || valueText == "UTC" { return .timezone(valueText) }
            error(.badSetting, where_, "'\(valueText)' is not a time zone", hint: "write an IANA name, e.g. - set timezone Europe/London")
            return nil
        default:
            let guess = Suggestion.closest(to: key, in: Setting.keys)
            error(.unknownSetting, keyToken, "unknown setting '\(buf.string(keyToken))'",
                  hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "settings: " + Setting.keys.joined(separator: ", "))
            return nil
        }
    }
}
