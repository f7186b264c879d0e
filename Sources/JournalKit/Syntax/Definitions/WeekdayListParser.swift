/// Reads the days of the week after `on`, in a habit or a medication.
///
/// ```
/// on mon, wed, fri
/// on mon wed fri
/// on tuesday and thursday
/// ```
extension FileParser {
    /// The days at the next of `words` (after `on`), read: days separated by commas, spaces or
    /// `and`. The list ends at the first word that is not a day after a day without a comma; a
    /// word that is not a day where one must come (first, or after a comma) is the error `code`
    /// with the nearest day's name as a hint, as is `on` with nothing after it. `example` is the
    /// hint's example (`on mon, wed, fri`).
    func weekdays(_ words: inout DefinitionTokens, on: Token, code: DiagnosticCode, example: String) -> Weekdays? {
        var days = Weekdays()
        while var w = words.peek() {
            var more = false
            if buf[w.end - 1] == UInt8(ascii: ","), w.count > 1 { w.end -= 1; more = true }
            guard let day = Weekday(name: buf.string(w)) else {
                if days.isEmpty || more {
                    // The nearest of the full names and the short ones (`mnday` is near `monday`), short.
                    let names = Weekday.allCases.map { $0.name.lowercased() } + Weekday.allCases.map(\.shortName)
                    let guess = Suggestion.closest(to: buf.lowercased(w), in: names)
                        .flatMap { Weekday(name: $0)?.shortName }
                    error(code, w, "'\(buf.string(w))' is not a day of the week",
                          hint: (guess.map { "did you mean '\($0)'? " } ?? "") + "write e.g. \(example)")
                    return nil
                }
                break
            }
            days.insert(day)
            words.skip()
            if !more, words.take("and") != nil { more = true }
            if !more, let next = words.peek(), Weekday(name: buf.string(next).trimmingCharacters(",")) == nil { break }
        }
        guard !days.isEmpty else {
            error(code, on, "'on' needs days of the week", hint: "write e.g. \(example)")
            return nil
        }
        return days
    }
}
