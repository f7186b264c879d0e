extension MetricRow {
    /// Whether the row's total means something: not for mood (a scale), habits and
    /// medications (counts against a daily schedule).
    public var hasTotal: Bool {
        switch metric {
        case .mood, .habits, .medications: return false
        default: return true
        }
    }

    /// Whether the change against the previous period goes the goal's way (down for a limit,
    /// up for a target); nil without a change.
    public var changeIsBetter: Bool? {
        guard let c = change, c.isFinite else { return nil }
        return comparison == .atMost ? c < 0 : c > 0
    }
}
