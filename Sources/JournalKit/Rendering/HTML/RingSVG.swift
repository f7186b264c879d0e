import Foundation

extension MetricTone {
    /// The CSS class of the tone (`tone-water`).
    var cssClass: String { "tone-" + rawValue }
}

/// Activity-style rings as inline SVG.
///
/// A ring is a faint track with an arc from twelve o'clock, clockwise, for the percent. Past
/// 100% the ring is closed and a second lap in a deeper shade runs on over it, with a seam in the
/// background colour ahead of its end so the overlap shows (as on a watch); past 200% the lap
/// shows the remainder and the label tells the rest.
enum RingSVG {
    /// Sizes in CSS pixels.
    enum Size {
        case cell, mini, large, hero
        var diameter: Double {
            switch self {
            case .mini: 18
            case .cell: 30
            case .large: 112
            case .hero: 96
            }
        }
        var stroke: Double {
            switch self {
            case .mini: 3.5
            case .cell: 5
            case .large: 13
            case .hero: 12
            }
        }
        var cssClass: String {
            switch self {
            case .mini: "ring-mini"
            case .cell: "ring-cell"
            case .large: "ring-large"
            case .hero: "ring-hero"
            }
        }
    }

    /// The ring of a goal on a day, labelled for screen readers.
    static func ring(_ r: Ring, size: Size) -> String {
        svg(percent: r.percent, tone: MetricTone(ring: r), size: size, label: label(r), pending: r.status == .pending)
    }

    /// What a ring says in words: `Caffeine 312 of 400 mg, 78%, high`; `Water 1.8 of 2 l, 90%, not met`.
    static func label(_ r: Ring) -> String {
        "\(r.metric.displayName) \(HTMLText.valueOfTarget(r.value, r.target, r.metric)), \(HTMLText.percent(r.percent)), \(statusWords(r))"
    }

    /// `low`, `medium`, `high`, `over` for a limit; `met`, `not met`, `in progress` for a target.
    static func statusWords(_ r: Ring) -> String {
        if r.comparison == .atMost, let band = r.band { return band.rawValue }
        switch r.status {
        case .met: return "met"
        case .under: return "not met"
        case .over: return "over"
        case .pending: return "in progress"
        }
    }

    /// A ring of `percent` in `tone`; `label` is its text for screen readers (escaped here).
    static func svg(percent: Double, tone: MetricTone, size: Size, label: String, pending: Bool = false) -> String {
        let d = size.diameter, w = size.stroke
        let c = d / 2, r = (d - w) / 2
        let circumference = 2 * Double.pi * r
        let f = HTMLText.coordinate
        let label = HTMLText.escape(label)
        var out = "<svg class=\"ring \(size.cssClass) \(tone.cssClass)\(pending ? " pending" : "")\" viewBox=\"0 0 \(f(d)) \(f(d))\" "
            + "width=\"\(f(d))\" height=\"\(f(d))\" role=\"img\" aria-label=\"\(label)\"><title>\(label)</title>"
        let circle = "cx=\"\(f(c))\" cy=\"\(f(c))\" r=\"\(f(r))\" stroke-width=\"\(f(w))\""
        let turn = "transform=\"rotate(-90 \(f(c)) \(f(c)))\""
        out += "<circle class=\"track\" \(circle)/>"
        // An arc from `a` to `b`, fractions of a turn from twelve o'clock.
        func arc(_ cls: String, _ a: Double, _ b: Double, width: Double? = nil) -> String {
            let len = max(0, b - a) * circumference
            let widthAttr = width.map { "cx=\"\(f(c))\" cy=\"\(f(c))\" r=\"\(f(r))\" stroke-width=\"\(f($0))\"" } ?? circle
            if len >= circumference - 0.001 { return "<circle class=\"\(cls)\" \(widthAttr)/>" }
            return "<circle class=\"\(cls)\" \(widthAttr) stroke-dasharray=\"\(f(len)) \(f(circumference))\" "
                + "stroke-dashoffset=\"\(f(-a * circumference))\" \(turn)/>"
        }
        let p = percent.isFinite ? max(0, percent) : 0
        if p > 0 {
            out += arc("arc", 0, min(p, 100) / 100)
        }
        if p > 100 {
            var lap = (p - 100).truncatingRemainder(dividingBy: 100)
            if lap == 0 { lap = 100 }
            let end = lap / 100
            // The seam: a short, wider arc in the background colour just behind the lap's end;
            // the lap covers all of it but the rim ahead of its rounded cap.
            let seamStart = max(0, end - 0.08)
            out += arc("seam", seamStart, end, width: w + max(1.5, w * 0.22))
            out += arc("lap", 0, end)
        }
        out += "</svg>"
        return out
    }
}
