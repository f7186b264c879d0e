/// The colour family a metric or an entry belongs to; the HTML pages make each a CSS class
/// (`tone-water`) whose `--c` variable the style sheet sets for the light and the dark scheme.
public enum MetricTone: String, Sendable, CaseIterable {
    case caffeine, water, energy, nutrients, exercise, gratitude, habits, meds, mood, sleep
    /// The colours of a `<=` goal's band, which replace the family's colour on its ring.
    case low, medium, high, over
    /// Neutral rings (the share of all goals met), and entries of no family.
    case accent

    /// The tone of the metric's row.
    init(_ metric: RingMetric) { self = Self.ofRings[metric.index] }

    private static let ofRings = RingMetric.allCases.map { MetricTone(rawValue: $0.row.tone ?? "")! }

    /// The tone of a value's row (weight's is the neutral one).
    init(_ metric: ValueMetric) { self = Self.ofValues[metric.position] }

    private static let ofValues = ValueMetric.allCases.map { MetricTone(rawValue: $0.row.tone ?? "") ?? .accent }

    init(_ band: LimitBand) {
        switch band {
        case .low: self = .low
        case .medium: self = .medium
        case .high: self = .high
        case .over: self = .over
        }
    }

    /// The colour a ring is drawn in: its band for a `<=` goal, else its family.
    init(ring: Ring) {
        if ring.comparison == .atMost, let band = ring.band { self.init(band) } else { self.init(ring.metric) }
    }
}
