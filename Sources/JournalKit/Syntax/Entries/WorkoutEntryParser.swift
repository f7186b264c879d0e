/// Reads a workout.
///
/// ```
/// - 17:00 workout run 35 min 5.2 km
/// - exercise yoga 1 h
/// - workout cycling 1h30 22 km 450 kcal with Ana
/// ```
///
/// The activity is the words before the first number; durations add up (`1 h 15 min`). A
/// distance written `5k` is in km; `in` may join a distance and its time (`5k in 28 min`); a
/// run, a walk, a ride, a swim or a row with a distance and no time takes its minutes from the
/// activity's usual pace (``usualPace``).
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
        var amounts: [(quantity: Quantity, start: Int, end: Int)] = []
        while true {
            guard let more = self.amounts(toks, &i) else { return nil }
            amounts += more
            // "5 k": runners' kilometres.
            if i < toks.count, buf.matches(toks[i], "k"), let last = amounts.last, last.quantity.unit == .count {
                amounts[amounts.count - 1] = (Quantity(last.quantity.value, .km), last.start, toks[i].end)
                i += 1
                continue
            }
            // "5k in 28 min".
            if i + 1 < toks.count, buf.matches(toks[i], "in"), startsNumeric(toks[i + 1]) {
                i += 1
                continue
            }
            break
        }
        for a in amounts {
            switch a.quantity.unit.dimension {
            case .time: minutes = (minutes ?? 0) + a.quantity.converted(to: .minutes)!
            case .distance: distance = (distance ?? 0) + a.quantity.converted(to: .m)!
            case .energy: kcal = (kcal ?? 0) + a.quantity.converted(to: .kcal)!
            // "5k", "10 k": runners' kilometres.
            case nil where a.quantity.unit == .word("k"): distance = (distance ?? 0) + a.quantity.value * 1000
            default:
                report(.error, .unitMismatch, a.start, a.end, "a workout takes a duration, a distance or energy, not \(a.quantity)",
                       hint: "write e.g. workout run 35 min 5.2 km 300 kcal")
                return nil
            }
        }
        let note = i < toks.count ? keptText(toks[i].start, toks[toks.count - 1].end) : ""
        // "run 5k": the minutes of the activity's usual pace.
        var fromPace = false
        if minutes == nil, let meters = distance, let activity, let pace = usualPace(toks, activity.start, activity.end) {
            minutes = (meters / 1000 * pace).rounded()
            fromPace = true
        }
        guard let minutes else {
            let name = activity.map { buf.string($0.start, $0.end) } ?? ""
            let at = toks.first ?? keyword
            report(.error, .missingDuration, at.start, toks.last?.end ?? at.end, "workout needs a duration",
                   hint: "add how long it took, e.g. workout \(name.isEmpty ? "run" : name) 30 min")
            return nil
        }
        var workout = WorkoutEntry(activity: activity.map { keptText($0.start, $0.end) } ?? "", minutes: minutes,
                                   distanceMeters: distance, kcal: kcal, note: note)
        workout.minutesFromPace = fromPace
        if let activity { workout.met = activityMET(toks, activity.start, activity.end) }
        return .workout(workout)
    }

    /// Minutes a kilometre takes at the usual pace of the activity among the words `s..<e`:
    /// running 6 (a 30-minute parkrun), walking and hiking 12 (5 km/h), cycling 3 (20 km/h),
    /// rowing 5, swimming 20 (2 min per 100 m); nil for any other activity.
    private func usualPace(_ toks: [Token], _ s: Int, _ e: Int) -> Double? {
        for t in toks where t.start >= s && t.end <= e {
            if let pace = Self.usualPaces.find(buf, t) { return pace }
        }
        return nil
    }

    /// The MET of the activity among the words `s..<e` (the first word in ``activityMETs``), for
    /// the kcal of a workout that writes none (Grammar.md §10); nil for any other activity.
    private func activityMET(_ toks: [Token], _ s: Int, _ e: Int) -> Double? {
        for t in toks where t.start >= s && t.end <= e {
            if let met = Self.activityMETs.find(buf, t) { return met }
        }
        return nil
    }

    /// METs of the 2011 Compendium of Physical Activities (Ainsworth et al.), by code: walking
    /// 2.8–3.2 mph 3.5 (17190), running 6 mph 9.8 (12050), jogging 7.0 (12020), bicycling
    /// general 7.5 (01015), swimming laps light or moderate 5.8 (18310), hatha yoga 2.5 (02150),
    /// resistance training 3.5 (02054), health club exercise 5.5 (02060), hiking 6.0 (17080),
    /// general dancing 7.8 (03031), rowing machine moderate 4.8 (02071), Pilates 3.0 (02105).
    static let activityMETs = ByteTable([
        ("walk", 3.5), ("walked", 3.5), ("walking", 3.5),
        ("run", 9.8), ("ran", 9.8), ("running", 9.8), ("parkrun", 9.8), ("jog", 7.0), ("jogged", 7.0), ("jogging", 7.0),
        ("cycle", 7.5), ("cycled", 7.5), ("cycling", 7.5), ("bike", 7.5), ("biked", 7.5), ("biking", 7.5), ("ride", 7.5), ("rode", 7.5),
        ("swim", 5.8), ("swam", 5.8), ("swimming", 5.8), ("yoga", 2.5),
        ("strength", 3.5), ("weights", 3.5), ("lifting", 3.5), ("weightlifting", 3.5), ("gym", 5.5),
        ("hike", 6.0), ("hiked", 6.0), ("hiking", 6.0), ("dance", 7.8), ("danced", 7.8), ("dancing", 7.8),
        ("row", 4.8), ("rowed", 4.8), ("rowing", 4.8), ("pilates", 3.0),
    ])

    private static let usualPaces = ByteTable([
        ("run", 6.0), ("ran", 6), ("running", 6), ("jog", 6), ("jogged", 6), ("jogging", 6), ("parkrun", 6),
        ("walk", 12), ("walked", 12), ("walking", 12), ("hike", 12), ("hiked", 12), ("hiking", 12),
        ("cycle", 3), ("cycled", 3), ("cycling", 3), ("bike", 3), ("biked", 3), ("biking", 3), ("ride", 3), ("rode", 3),
        ("row", 5), ("rowed", 5), ("rowing", 5), ("swim", 20), ("swam", 20), ("swimming", 20),
    ])
}
