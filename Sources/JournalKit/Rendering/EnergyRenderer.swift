/// ``EnergyReport`` as text and JSON:
///
/// ```
/// Profile on Saturday 2026-11-21
///   sex        female
///   born       1990-04-02, 36 years old
///   height     168 cm
///   weight     63.3 kg, weighed on 2026-11-21 (the profile: 64 kg)
///   activity   moderate
///   plan       maintain
///
/// Energy
///   BMR          1,342 kcal  Mifflin–St Jeor
///                = 10 × 63.3 kg + 6.25 × 168 cm − 5 × 36 − 161
///   need         2,080 kcal  = BMR × 1.55 moderate
///   goal       ≤ 2,080 kcal  goal energy auto, maintain
/// ```
public enum EnergyRenderer {
    public static func text(_ r: EnergyReport, style: TextStyle = .plain, width: Int = 80) -> String {
        var out = style.bold("Profile on \(r.date.weekday.name) \(r.date)") + "\n"
        guard let p = r.profile else {
            out += "No profile in force on this day.\n"
            return out + style.dim("Write e.g. - profile female, born 1990-04-02, 168 cm, 64 kg, moderate") + "\n"
        }
        func row(_ label: String, _ value: String) { out += fitted("  " + RingFormatting.pad(label, 11) + value, width, head: 13, indent: 13) }
        if let sex = p.sex { row("sex", sex.rawValue) }
        if let born = p.born, let age = r.age { row("born", "\(born), \(age) year\(age == 1 ? "" : "s") old") }
        if let cm = p.heightCm { row("height", "\(formatNumber(cm, decimals: 1)) cm") }
        if let kg = r.weightKg {
            var text = "\(formatNumber(kg, decimals: 1)) kg"
            if let day = r.weightDate {
                text += ", weighed on \(day)" + (p.weightKg.map { " (the profile: \(formatNumber($0, decimals: 1)) kg)" } ?? "")
            }
            row("weight", text)
        }
        if let fat = p.bodyFatPercent { row("body fat", "\(formatNumber(fat, decimals: 1))%") }
        if let a = p.activity { row("activity", a.rawValue) }
        row("plan", p.plan.rawValue)

        out += "\n" + style.bold("Energy") + "\n"
        func figure(_ label: String, _ prefix: String, _ kcal: Double, _ words: String) {
            let figure = prefix + EnergyNeedText.kcal(kcal) + " kcal"
            out += fitted("  " + RingFormatting.pad(label, 8) + RingFormatting.pad(figure, 13, right: true) + "  " + words, width, head: 25, indent: 25)
        }
        if let b = r.energy {
            figure("BMR", "", b.bmr, b.formula.name)
            out += style.dim(fitted(String(repeating: " ", count: 25) + "= " + arithmetic(b), width, head: 25, indent: 27))
            figure("need", "", b.needKcal, "= BMR × \(formatNumber(b.activityFactor, decimals: 3)) \(b.activity.rawValue)")
            if b.adjustmentKcal != 0 { figure("plan", b.adjustmentKcal < 0 ? "−" : "+", abs(b.adjustmentKcal), b.plan.rawValue) }
        } else if let reason = r.noNeed {
            row("need", "none: " + words(reason))
        }
        switch r.goal {
        case .none:
            row("goal", "no energy goal" + (r.energy.map { "; goal energy auto would be \(target($0.plan == .gain ? .atLeast : .atMost, $0.kcal))" } ?? ""))
        case .auto:
            if let t = r.target { figure("goal", t.comparison == .atMost ? "≤ " : "≥ ", t.kcal, "goal energy auto") }
            else { row("goal", "goal energy auto, with no target on this day") }
        case .written(let c, let kcal):
            figure("goal", c == .atMost ? "≤ " : "≥ ", kcal, "written in the goal, not from the profile")
        }
        return out
    }

    /// `line` and a line break as it is when it fits in `width`; else its first `head`
    /// characters as they are (a label and its padding), then its words wrapped, each line
    /// after the first indented by `indent`.
    static func fitted(_ line: String, _ width: Int, head: Int, indent: Int) -> String {
        guard line.count > width else { return line + "\n" }
        let pad = String(repeating: " ", count: indent)
        var out = "", current = String(line.prefix(head)), start = current.count
        for word in line.dropFirst(head).split(separator: " ") {
            if current.count > start, current.count + 1 + word.count > width {
                out += current + "\n"
                (current, start) = (pad + word, indent)
            } else {
                current += (current.count > start ? " " : "") + word
            }
        }
        return out + current + "\n"
    }

    /// `10 × 63.3 kg + 6.25 × 168 cm − 5 × 36 − 161`, `370 + 21.6 × 49.92 kg lean (64 kg less 22% fat)`.
    static func arithmetic(_ b: EnergyBreakdown) -> String {
        let kg = formatNumber(b.weightKg, decimals: 2)
        if let lean = b.leanMassKg, let fat = b.bodyFatPercent {
            return "370 + 21.6 × \(formatNumber(lean, decimals: 2)) kg lean (\(kg) kg less \(formatNumber(fat, decimals: 1))% fat)"
        }
        return "10 × \(kg) kg + 6.25 × \(formatNumber(b.heightCm, decimals: 2)) cm − 5 × \(b.age) " + (b.sex == .male ? "+ 5" : "− 161")
    }

    static func target(_ c: Comparison, _ kcal: Double) -> String { (c == .atMost ? "≤ " : "≥ ") + EnergyNeedText.kcal(kcal) + " kcal" }

    static func words(_ reason: EnergyReport.NoNeed) -> String {
        switch reason {
        case .noProfile: "no profile"
        case .lacks(let parts): "the profile lacks " + parts.joined(separator: ", ")
        case .age(let age): "an age of \(age) is outside 2–120"
        case .notPositive: "these figures give a BMR or a target of 0 kcal or less"
        }
    }

    public static func json(_ r: EnergyReport) -> JSONValue {
        let profile: JSONValue = r.profile.map { p in
            .object([
                ("sex", .string(p.sex?.rawValue)), ("born", .string(p.born?.description)), ("age", .number(r.age.map(Double.init))),
                ("heightCm", .number(p.heightCm)), ("weightKg", .number(r.weightKg)),
                ("weightFrom", .string(r.weightDate != nil ? "entry" : p.weightKg != nil ? "profile" : nil)),
                ("weightDate", .string(r.weightDate?.description)), ("profileWeightKg", .number(p.weightKg)),
                ("bodyFatPercent", .number(p.bodyFatPercent)), ("activity", .string(p.activity?.rawValue)), ("plan", .string(p.plan.rawValue)),
            ])
        } ?? .null
        let noNeed: String?
        var lacks: [String] = []
        switch r.noNeed {
        case nil: noNeed = nil
        case .noProfile?: noNeed = "no-profile"
        case .lacks(let parts)?: (noNeed, lacks) = ("incomplete", parts)
        case .age?: noNeed = "age"
        case .notPositive?: noNeed = "not-positive"
        }
        let kind: String
        switch r.goal {
        case .none: kind = "none"
        case .auto: kind = "auto"
        case .written: kind = "written"
        }
        return .object([
            ("date", .string(r.date.description)),
            ("profile", profile),
            ("energyNeed", r.energy.map(ReportJSONRenderer.energyNeed) ?? .null),
            ("noNeed", .string(noNeed)),
            ("lacks", .array(lacks.map { .string($0) })),
            ("goal", .object([("kind", .string(kind)), ("comparison", .string(r.target?.comparison.rawValue)),
                              ("targetKcal", .number(r.target?.kcal))])),
        ])
    }
}
