/// Reads an event or appointment.
///
/// ```
/// - 10:00 appointment GP check-up @ Riverside Surgery
/// - event Mia's birthday
/// ```
extension FileParser {
    func event(_ s: Int, _ e: Int, _ keyword: Token) -> EntryKind? {
        let end = endWithoutTags(s, e)
        guard s < end else {
            error(.missingValue, keyword, "'\(buf.string(keyword))' needs a title", hint: "write e.g. - 10:00 appointment dentist @ Main St")
            return nil
        }
        guard keepsText else { return .event(EventEntry(title: "")) }
        let text = buf.string(s, end)
        if let at = text.range(of: " @ ") ?? text.range(of: " @") {
            let title = text[..<at.lowerBound].trimmingSpaces
            let place = text[at.upperBound...].trimmingSpaces
            return .event(EventEntry(title: title, place: place.isEmpty ? nil : place))
        }
        return .event(EventEntry(title: text))
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
