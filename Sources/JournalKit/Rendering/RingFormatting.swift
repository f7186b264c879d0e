/// Small shared pieces for showing rings and values in text.
enum RingFormatting {
    /// A glyph for how full a ring is: for `>=` goals ○ ◔ ◑ ◕ ●; for `<=` goals the band:
    /// ○ low, ◑ medium, ◕ high, ▲ over.
    static func glyph(_ r: Ring) -> String {
        if r.comparison == .atMost { return r.band.map(LimitBand.glyph) ?? "·" }
        switch r.percent {
        case ..<25: return "○"
        case ..<50: return "◔"
        case ..<75: return "◑"
        case ..<100: return "◕"
        default: return "●"
        }
    }

    /// Whole percents, but one decimal near 100 so that 100.3% (over a limit) does not read as 100%.
    static func percent(_ p: Double) -> String {
        (p > 99.5 && p < 100.5 && p != 100 ? formatNumber(p, decimals: 1) : formatNumber(p, decimals: 0)) + "%"
    }

    /// Colours a piece of text by the ring's status; a limit's ring by its band, as the HTML
    /// does (Grammar.md §10, *Limit bands*).
    static func colored(_ s: String, _ r: Ring, _ style: TextStyle) -> String {
        if let band = r.band { return colored(s, band, style) }
        switch r.status {
        case .met: return style.green(s)
        case .over: return style.red(s)
        case .under: return style.yellow(s)
        case .pending: return style.dim(s)
        }
    }

    /// Colours a piece of text by a limit's band: low green, medium yellow, high orange, over red.
    static func colored(_ s: String, _ band: LimitBand, _ style: TextStyle) -> String {
        switch band {
        case .low: style.green(s)
        case .medium: style.yellow(s)
        case .high: style.orange(s)
        case .over: style.red(s)
        }
    }

    /// `312 mg`, `1.9 l`, `2,150 kcal`, `3`, `3.8`.
    static func value(_ v: Double, _ metric: RingMetric) -> String {
        switch metric {
        case .water:
            if v >= 1_000_000 { return grouped(DisplayNumber.int(v / 1000)) + " l" }
            return v >= 1000 ? formatNumber(v / 1000, decimals: 2) + " l" : formatNumber(v, decimals: 0) + " ml"
        case .mood: return formatNumber(v, decimals: 1)
        case .sleep: return formatDuration(v * 60)
        case .gratitude, .habits, .medications:
            return v >= 1000 ? grouped(DisplayNumber.int(v)) : formatNumber(v, decimals: 1)
        default:
            // A nutrient after the core ten may come in hundredths of its unit (0.09 mg copper).
            let decimals = v < 1 && metric.nutrient?.isCore == false ? 2 : v < 10 ? 1 : 0
            let n = v >= 1000 ? grouped(DisplayNumber.int(v)) : formatNumber(v, decimals: decimals)
            return metric.unit.isEmpty ? n : n + " " + metric.unit
        }
    }

    /// A value as its ring's (``value(_:_:)``); weight, without a ring, to one decimal: `63.4 kg`.
    static func value(_ v: Double, of metric: ValueMetric) -> String {
        if let ring = metric.ring { return value(v, ring) }
        return formatNumber(v, decimals: 1) + (metric.unit.isEmpty ? "" : " " + metric.unit)
    }

    /// `≤ 400 mg`, `≥ 2 l`.
    static func target(_ t: Double, _ c: Comparison, _ metric: RingMetric) -> String {
        (c == .atMost ? "≤ " : "≥ ") + value(t, metric)
    }

    /// `▁▂▃▄▅▆▇█` sparkline of values against their maximum.
    static func sparkline(_ values: [Double]) -> String {
        let bars = Array("▁▂▃▄▅▆▇█")
        let shown = values.map(DisplayNumber.clamped)
        let top = shown.max() ?? 0
        guard top > 0 else { return String(repeating: "▁", count: values.count) }
        return String(shown.map { bars[min(7, max(0, DisplayNumber.int($0 / top * 7.999, .towardZero)))] })
    }

    /// Pads on the right (or left with `right: true`) to a display width, counting characters.
    static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let n = s.count
        guard n < width else { return s }
        return right ? String(repeating: " ", count: width - n) + s : s + String(repeating: " ", count: width - n)
    }
}
