/// Reads a workout.
///
/// ```
/// - 17:00 workout run 35 min 5.2 km
/// - exercise yoga 1 h
/// - workout cycling 1h30 22 km 450 kcal with Ana
/// ```
///
/// The activity is the words before the first number; durations add up (`1 h 15 min`).
extension FileParser {
    func workout(_ s: Int, _ e: Int, _ keyword: Token) -> EntryKind? {
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, e, into: &toks)
        removeTags(&toks, letterAfterHash: false)
        var i = 0
        while i < toks.count, !startsNumeric(toks[i]) { i += 1 }
        // The activity's words (made a String only where needed).
        let activity = i > 0 ? (start: toks[0].start, end: toks[i - 1].end) : nil
        var minutes: Double? = nil
        var distance: Double? = nil
        var kcal: Double? = nil
        guard let amounts = amounts(toks, &i) else { return nil }
        for a in amounts {
            switch a.quantity.unit.dimension {
            case .time: minutes = (minutes ?? 0) + a.quantity.converted(to: .minutes)!
            case .distance: distance = (distance ?? 0) + a.quantity.converted(to: .m)!
            case .energy: kcal = (kcal ?? 0) + a.quantity.converted(to: .kcal)!
            default:
                report(.error, .unitMismatch, a.start, a.end, "a workout takes a duration, a distance or energy, not \(a.quantity)",
                       hint: "write e.g. workout run 35 min 5.2 km 300 kcal")
                return nil
            }
        }
        let note = i < toks.count ? keptText(toks[i].start, toks[toks.count - 1].end) : ""
        guard let minutes else {
            let name = activity.map { buf.string($0.start, $0.end) } ?? ""
            let at = toks.first ?? keyword
            report(.error, .missingDuration, at.start, toks.last?.end ?? at.end, "workout needs a duration",
                   hint: "add how long it took, e.g. workout \(name.isEmpty ? "run" : name) 30 min")
            return nil
        }
        return .workout(WorkoutEntry(activity: activity.map { keptText($0.start, $0.end) } ?? "", minutes: minutes,
                                     distanceMeters: distance, kcal: kcal, note: note))
    }
}
