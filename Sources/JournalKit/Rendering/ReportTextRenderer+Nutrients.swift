/// The day's nutrients after the core ten, in ``DayReport`` text: those the journal shows
/// without a ring (`- set show calcium`), then the others the day has some of.
extension ReportTextRenderer {
    static func nutrients(_ r: DayReport, style: TextStyle, width: Int) -> String {
        var out = ""
        for (title, totals) in [("Nutrients", r.shownNutrients), ("More nutrients", r.moreNutrients)] where !totals.isEmpty {
            if !out.isEmpty { out += "\n" }
            out += style.bold(title) + "\n"
            out += lines(totals.map { "\(RingMetric($0.nutrient).displayName) \(nutrientAmount($0))" }, width: width)
        }
        let all = r.shownNutrients + r.moreNutrients
        if all.contains(where: \.leavesOut) { out += style.dim("  " + leavesOutNote) + "\n" }
        return out
    }

    /// The period's means a day of the nutrients shown without a goal:
    /// `Nutrients a day: Iron 8.2 mg · Vitamin B12 3.1 mcg`; empty without any.
    static func nutrientMeans(_ r: PeriodReport, width: Int) -> String {
        guard !r.nutrientMeans.isEmpty else { return "" }
        let out = lines(r.nutrientMeans.map { "\(RingMetric($0.nutrient).displayName) \(nutrientAmount($0))" }, width: width)
        return "Nutrients a day:\n" + out + (r.nutrientMeans.contains(where: \.leavesOut) ? "  " + leavesOutNote + "\n" : "")
    }

    /// The parts joined by ` · `, indented, a line broken between two parts where the next
    /// would not fit with the ` ·` that ends a broken line.
    static func lines(_ parts: [String], width: Int) -> String {
        var out = "", line = ""
        for part in parts {
            if line.isEmpty { line = "  " + part }
            else if line.count + 3 + part.count + 2 <= width - 2 { line += " · " + part }
            else { out += line + " ·\n"; line = "  " + part }
        }
        return out + line + "\n"
    }

    /// `348 mg`, `≥ 12 mg` for a total that leaves out foods without a figure of it, `no figure`
    /// when none of its foods has one.
    static func nutrientAmount(_ t: DayReport.NutrientTotal) -> String {
        let value = F.value(t.amount, RingMetric(t.nutrient))
        guard t.leavesOut else { return value }
        return t.amount > 0 ? "≥ " + value : "no figure"
    }

    /// What `≥` before a nutrient's total means.
    static let leavesOutNote = "≥: some foods have no figure for it (USDA gives none)"
}
