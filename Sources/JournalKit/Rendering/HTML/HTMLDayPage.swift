import Foundation

/// The page of `journal day --format html`: the day's rings, a few figures, the caffeine curve,
/// the timeline, meals with their items, drinks, habits and medications, gratitude, to-dos,
/// notes and photos.
enum HTMLDayPage {
    static func render(_ r: DayReport, location: PageLocation? = nil) -> String {
        let m = r.metrics
        var body = header(r)
        body += rings(r)
        body += figures(r)
        if r.caffeine.hasIntakeOrLevel {
            body += caffeine(r.caffeine, sleep: r.sleep, dayIsOver: m.isOver, clock: r.clock)
        } else if let sleep = r.sleep {
            body += HTMLDocument.card("Sleep", SleepBarSVG.bar(sleep) + "\n")
        }
        body += columns([timeline(r)], [checks(r), gratitude(r), tasks(r)])
        body += columns([meals(r)], [drinks(r), nutrients(r), notes(r)])
        body += photos(r, location: location)
        body += HTMLDocument.legend()
        return HTMLDocument.page(title: HTMLText.longDate(r.date) + (shownTitle(r).map { " · " + $0 } ?? "") + " · journal",
                                 pageClass: "day", body: body)
    }

    /// Two columns of cards (one on a phone); empty parts are left out.
    static func columns(_ main: [String], _ side: [String]) -> String {
        let main = main.filter { !$0.isEmpty }, side = side.filter { !$0.isEmpty }
        guard !main.isEmpty || !side.isEmpty else { return "" }
        var out = "<div class=\"columns\">\n"
        if !main.isEmpty { out += "<div class=\"stack\">\n" + main.joined() + "</div>\n" }
        if !side.isEmpty { out += "<div class=\"stack\">\n" + side.joined() + "</div>\n" }
        return out + "</div>\n"
    }

    /// The day's title, unless it only repeats the weekday.
    static func shownTitle(_ r: DayReport) -> String? {
        let t = r.title.trimmingCharacters(in: .whitespaces)
        return t.isEmpty || Weekday(name: t) != nil ? nil : t
    }

    static func header(_ r: DayReport) -> String {
        var out = "<header class=\"page-head\">\n<p class=\"eyebrow\">Day</p>\n<h1>\(HTMLText.escape(HTMLText.longDate(r.date)))</h1>\n"
        if let t = shownTitle(r) { out += "<p class=\"title-note\">\(HTMLText.escape(t))</p>\n" }
        var sub = "as of " + HTMLText.asOf(r.clock)
        if r.goalsMet.counted > 0 {
            sub = "\(r.goalsMet.met) of \(HTMLText.count(r.goalsMet.counted, "goal")) met · " + sub
        }
        if r.uncountedItems > 0 { sub = UncountedItemsText.count(r.uncountedItems) + " (" + UncountedItemsText.reason + ") · " + sub }
        if !r.exists { sub = "No entries for this day · " + sub }
        else if r.clock.isInProgress(r.date) { sub = "In progress · " + sub }
        out += "<p class=\"sub\">\(HTMLText.escape(sub))</p>\n</header>\n"
        return out
    }

    // MARK: Rings and figures

    static func rings(_ r: DayReport) -> String {
        let m = r.metrics
        guard !m.rings.isEmpty else { return "" }
        var out = "<div class=\"rings\">\n"
        for ring in m.rings {
            out += "<div class=\"ring-card\"><div class=\"ring-wrap\">" + RingSVG.ring(ring, size: .large)
            out += "<div class=\"center\" aria-hidden=\"true\"><span class=\"big\">\(HTMLText.percent(ring.percent))</span></div></div>"
            out += "<div class=\"name\" aria-hidden=\"true\">\(HTMLText.escape(ring.metric.displayName))</div>"
            out += "<div class=\"amount\" aria-hidden=\"true\">\(r.leavesOut(ring) ? "≥ " : "")\(HTMLText.escape(HTMLText.value(ring.value, ring.metric))) / "
                + "\(HTMLText.escape(HTMLText.target(ring.target, ring.comparison, ring.metric)))</div>"
            out += "<span class=\"chip\" aria-hidden=\"true\"><span class=\"dot \(MetricTone(ring: ring).cssClass)\"></span>"
                + "\(HTMLText.escape(chipText(ring)))</span></div>\n"
        }
        out += "</div>\n"
        if m.rings.contains(where: { $0.metric == .energy && $0.origin == .auto }), let b = m.energy?.breakdown {
            out += "<p class=\"macros\">\(HTMLText.escape("Energy " + EnergyNeedText.line(b)))</p>\n"
        }
        if m.rings.contains(where: r.leavesOut) { out += leavesOutNote }
        return HTMLDocument.card("Goals", out)
    }

    /// What the chip under a big ring says: the band of a limit (`high`, `over by 1 mg`), or for
    /// a target `met`, `short by 270 ml`, `to go: 450 ml`.
    static func chipText(_ ring: Ring) -> String {
        if ring.comparison == .atMost, let band = ring.band {
            return band == .over ? "over by " + HTMLText.value(ring.overBy, ring.metric) : band.rawValue
        }
        switch ring.status {
        case .met: return "met"
        case .over: return "over"
        case .under: return "short by " + HTMLText.value(ring.shortBy, ring.metric)
        case .pending: return "to go: " + HTMLText.value(ring.shortBy, ring.metric)
        }
    }

    /// Figures with or without a goal: mood, water, energy, exercise, weight (caffeine has its chart).
    static func figures(_ r: DayReport) -> String {
        let t = r.metrics.totals
        var items: [(String, String, String?)] = []
        if let mood = t.mood {
            let range = mood.count > 1 && mood.min != mood.max ? "\(formatNumber(mood.min)) to \(formatNumber(mood.max)), " : ""
            items.append(("Mood", formatNumber(mood.mean, decimals: 1) + " / 5", range + HTMLText.count(mood.count, "entry", "entries")))
        }
        if t.waterMl > 0 { items.append(("Water", HTMLText.value(t.waterMl, .water), formatNumber(t.glasses, decimals: 1) + " glasses")) }
        if t.nutrients.energy > 0 { items.append(("Energy", HTMLText.value(t.nutrients.energy, .energy), "food and drink")) }
        if t.workouts > 0 {
            items.append(("Exercise", HTMLText.value(t.exerciseMinutes, .exercise),
                          HTMLText.count(t.workouts, "workout") + (t.workoutKcal > 0 ? ", \(formatNumber(t.workoutKcal, decimals: 0)) kcal" : "")))
        }
        if let w = t.weightKg { items.append(("Weight", formatNumber(w, decimals: 1) + " kg", nil)) }
        guard !items.isEmpty else { return "" }
        var out = "<div class=\"figures\">\n"
        for (label, value, note) in items {
            out += "<div><p class=\"label\">\(HTMLText.escape(label))</p><p class=\"big\">\(HTMLText.escape(value))</p>"
            if let note { out += "<p class=\"muted small\">\(HTMLText.escape(note))</p>" }
            out += "</div>\n"
        }
        out += "</div>\n"
        if let b = r.energyBalance {
            out += "<p class=\"energy-balance muted\">\(HTMLText.escape(EnergyBalanceText.sentence(b)))</p>\n"
        }
        return out
    }

    // MARK: Caffeine

    /// The caffeine curve, with the day's sleep in a bar under it on the same time axis.
    static func caffeine(_ caffeine: DayReport.Caffeine, sleep: DayReport.Sleep?, dayIsOver: Bool, clock: JournalClock) -> String {
        let c = caffeine.day, curve = caffeine.curve, limit = caffeine.limitMg
        var out = CaffeineChartSVG.chart(caffeine, clock: clock) + "\n"
        if let sleep { out += SleepBarSVG.bar(sleep) + "\n" }
        var parts: [String] = []
        if let t = curve.peakTime { parts.append("peak \(CaffeineChartSVG.mg(curve.peakMg)) at \(t)") }
        parts.append("\(CaffeineChartSVG.mg(curve.bedtimeMg)) left at bedtime (\(c.bedtime))")
        if let now = curve.nowMg, !dayIsOver { parts.append("\(CaffeineChartSVG.mg(now)) now") }
        parts.append("half-life \(formatNumber(c.halfLifeHours, decimals: 1)) h")
        var taken = "taken so far: \(CaffeineChartSVG.mg(c.totalMg))" + (limit.map { " of \(CaffeineChartSVG.mg($0)) a day" } ?? "")
        if let left = caffeine.leftMg { taken += left >= 0 ? ", \(CaffeineChartSVG.mg(left)) left" : ", over by \(CaffeineChartSVG.mg(-left))" }
        out += "<p class=\"chart-key\"><span><span class=\"key-line\"></span>in the body: \(HTMLText.escape(parts.joined(separator: " · ")))</span>"
            + "<span><span class=\"key-dots\"></span>\(HTMLText.escape(taken))</span></p>\n"
        return HTMLDocument.card("Caffeine in the body", out)
    }

    // MARK: Timeline and meals

    /// The entries the timeline shows (``EntryWords/Placement``), each with its label and text.
    static func timeline(_ r: DayReport) -> String {
        let items = r.shownTimeline
        guard !items.isEmpty else { return "" }
        var out = "<ol class=\"timeline\">\n"
        for t in items {
            out += "<li><span class=\"time\">\(t.time.map(\.description) ?? "")</span><span class=\"text\">"
            out += "<span class=\"kind\"><span class=\"dot \(t.words.tone.cssClass)\"></span>\(HTMLText.escape(t.words.label))</span>"
            out += HTMLText.escape(t.words.text)
            for tag in t.tags { out += "<span class=\"tag\">#\(HTMLText.escape(tag))</span>" }
            out += "</span></li>\n"
        }
        out += "</ol>\n"
        return HTMLDocument.card("Timeline", out)
    }

    static func meals(_ r: DayReport) -> String {
        guard !r.meals.isEmpty else { return "" }
        var out = ""
        for group in r.meals {
            out += "<div class=\"meal\"><div class=\"meal-head\"><h3>\(HTMLText.escape(group.name))</h3>"
                + "<span class=\"kcal\">\(kcal(group.nutrients.energy))</span></div>\n<ul class=\"items\">\n"
            for meal in group.meals {
                for (i, item) in meal.items.enumerated() {
                    let at = i == 0 && group.meals.count > 1 ? meal.time.map { "<span class=\"at\">\($0)</span>" } ?? "" : ""
                    out += "<li><span class=\"what\">\(at)\(HTMLText.escape(EntryWords.item(item)))</span>"
                        + "<span class=\"n\">\(kcal(item.nutrients.energy))</span></li>\n"
                }
            }
            out += "</ul>\n"
            if let macros = macros(group.nutrients) { out += "<p class=\"macros\">\(HTMLText.escape(macros))</p>\n" }
            out += "</div>\n"
        }
        out += "<p class=\"day-total\"><span>Food</span><span>\(kcal(r.food.energy))</span></p>\n"
        if let macros = macros(r.food) { out += "<p class=\"macros\">\(HTMLText.escape(macros))</p>\n" }
        if r.drinkEnergy >= 0.5 { out += "<p class=\"macros\">\(HTMLText.escape("plus \(kcal(r.drinkEnergy)) from drinks"))</p>\n" }
        return HTMLDocument.card("Meals", out)
    }

    static func kcal(_ v: Double) -> String { HTMLText.value(v, .energy) }

    /// `45 g carbs · 14 g protein · 9 g fat · 7 g fiber`, or nil when all are zero.
    static func macros(_ n: Nutrients) -> String? {
        let parts: [(Double, String)] = [(n.carbs, "carbs"), (n.protein, "protein"), (n.fat, "fat"), (n.sugar, "sugar"), (n.fiber, "fiber")]
        let shown = parts.filter { $0.0 >= 0.5 }.map { "\(formatNumber($0.0, decimals: 0)) g \($0.1)" }
        return shown.isEmpty ? nil : shown.joined(separator: " · ")
    }

    /// The nutrients after the core ten shown without a ring (`- set show calcium`), and the
    /// others the day has some of, as ``ReportTextRenderer`` words them.
    static func nutrients(_ r: DayReport) -> String {
        var out = ""
        // The shown ones under the card's title, then the others under their own.
        if !r.shownNutrients.isEmpty { out += nutrientList(r.shownNutrients, note: false) }
        if !r.moreNutrients.isEmpty { out += "<p class=\"subhead\">More nutrients</p>\n" + nutrientList(r.moreNutrients, note: false) }
        guard !out.isEmpty else { return "" }
        if (r.shownNutrients + r.moreNutrients).contains(where: \.leavesOut) { out += leavesOutNote }
        return HTMLDocument.card("Nutrients", out)
    }

    /// A list of nutrients with their amounts, and with `note` what `≥` means when one leaves
    /// foods out.
    static func nutrientList(_ totals: [DayReport.NutrientTotal], note: Bool) -> String {
        var out = "<ul class=\"items\">\n"
        for t in totals {
            out += "<li><span class=\"what\">\(HTMLText.escape(RingMetric(t.nutrient).displayName))</span>"
                + "<span class=\"n\">\(HTMLText.escape(ReportTextRenderer.nutrientAmount(t)))</span></li>\n"
        }
        return out + "</ul>\n" + (note && totals.contains(where: \.leavesOut) ? leavesOutNote : "")
    }

    static let leavesOutNote = "<p class=\"macros\">\(HTMLText.escape(ReportTextRenderer.leavesOutNote))</p>\n"

    static func drinks(_ r: DayReport) -> String {
        guard !r.drinks.isEmpty else { return "" }
        var out = "<ul class=\"items\">\n"
        for d in r.drinks {
            var facts: [String] = []
            if d.item.nutrients.caffeine >= 0.5 { facts.append(HTMLText.value(d.item.nutrients.caffeine, .caffeine)) }
            if d.item.nutrients.water >= 0.5 { facts.append(HTMLText.value(d.item.nutrients.water, .water)) }
            if d.item.nutrients.energy >= 0.5 { facts.append(kcal(d.item.nutrients.energy)) }
            let at = d.time.map { "<span class=\"at\">\($0)</span>" } ?? ""
            out += "<li><span class=\"what\">\(at)\(HTMLText.escape(EntryWords.item(d.item)))</span>"
                + "<span class=\"n\">\(HTMLText.escape(facts.joined(separator: " · ")))</span></li>\n"
        }
        out += "</ul>\n"
        return HTMLDocument.card("Drinks", out)
    }

    // MARK: Habits, medications, gratitude, to-dos, notes, photos

    static func checks(_ r: DayReport) -> String {
        let m = r.metrics, habits = r.habits
        guard !habits.isEmpty || !m.doses.isEmpty || !m.loggedDoses.isEmpty else { return "" }
        var out = ""
        if !habits.isEmpty {
            out += "<p class=\"subhead\">Habits</p>\n<ul class=\"checks\">\n"
            for h in habits {
                let (mark, cls): (String, String)
                switch h.status {
                case .done: (mark, cls) = ("✓", "done")
                case .notDone: (mark, cls) = ("✗", "missed")
                case .excused: (mark, cls) = ("–", "open")
                default: (mark, cls) = ("○", "open")
                }
                var state = h.status == .notDone ? "not done" : h.status.rawValue
                if let v = h.value {
                    state = formatNumber(v) + (h.target.map { " / " + formatNumber($0) } ?? "") + (h.targetUnit.map { " " + $0 } ?? "") + " · " + state
                }
                out += "<li><span class=\"mark \(cls)\" aria-hidden=\"true\">\(mark)</span><span class=\"what\">\(HTMLText.escape(h.habit))</span>"
                    + "<span class=\"state\">\(HTMLText.escape(state))</span></li>\n"
            }
            out += "</ul>\n"
        }
        if !m.doses.isEmpty || !m.loggedDoses.isEmpty {
            out += "<p class=\"subhead\">Medications</p>\n<ul class=\"checks\">\n"
            for d in m.doses {
                let (mark, cls): (String, String)
                var state = d.state.name
                switch d.state {
                case .taken(let at):
                    (mark, cls) = ("✓", "done")
                    if let at { state = "taken at \(at)" }
                case .missed: (mark, cls) = ("✗", "missed")
                case .skipped: (mark, cls) = ("–", "open")
                case .pending: (mark, cls) = ("○", "open")
                }
                out += "<li><span class=\"mark \(cls)\" aria-hidden=\"true\">\(mark)</span><span class=\"what\">\(d.scheduled) · \(HTMLText.escape(d.medication))</span>"
                    + "<span class=\"state\">\(HTMLText.escape(state))</span></li>\n"
            }
            for d in m.loggedDoses {
                let what = (d.time.map { "\($0) · " } ?? "") + d.medication + (d.amount.map { " \($0)" } ?? "")
                let state = (d.asNeeded ? "as needed" : "extra") + (d.note.isEmpty ? "" : " · " + d.note)
                out += "<li><span class=\"mark done\" aria-hidden=\"true\">✓</span><span class=\"what\">\(HTMLText.escape(what))</span>"
                    + "<span class=\"state\">\(HTMLText.escape(state))</span></li>\n"
            }
            out += "</ul>\n"
            if let line = ReportTextRenderer.dosesAndTasks(m.adherence, TaskTally(), style: .plain) { out += "<p class=\"macros\">\(HTMLText.escape(line))</p>\n" }
        }
        return HTMLDocument.card("Habits and medications", out)
    }

    static func gratitude(_ r: DayReport) -> String {
        guard !r.gratitude.isEmpty else { return "" }
        var out = "<ul class=\"gratitude\">\n"
        for g in r.gratitude { out += "<li>\(HTMLText.escape(g))</li>\n" }
        return HTMLDocument.card("Grateful for", out + "</ul>\n")
    }

    static func tasks(_ r: DayReport) -> String {
        guard !r.tasks.isEmpty else { return "" }
        var out = "<ul class=\"checks\">\n"
        for t in r.tasks {
            let (mark, cls, state): (String, String, String)
            switch t.state {
            case .open: (mark, cls, state) = ("○", "open", "open")
            case .done: (mark, cls, state) = ("✓", "done", "done")
            case .migrated: (mark, cls, state) = ("›", "open", "moved on")
            case .scheduled: (mark, cls, state) = ("‹", "open", "scheduled")
            case .cancelled: (mark, cls, state) = ("–", "open", "dropped")
            }
            var detail = state
            if let due = t.due { detail = "due \(HTMLText.shortDate(due))" + (t.state == .open ? "" : " · " + state) }
            if t.priority > 0 { detail = String(repeating: "!", count: t.priority) + " " + detail }
            let text = t.text.isEmpty ? "(no text)" : t.text
            out += "<li><span class=\"mark \(cls)\" aria-hidden=\"true\">\(mark)</span>"
                + "<span class=\"what\(t.state == .cancelled ? " struck" : "")\">\(HTMLText.escape(text))</span>"
                + "<span class=\"state\">\(HTMLText.escape(detail))</span></li>\n"
        }
        out += "</ul>\n"
        if let line = ReportTextRenderer.dosesAndTasks(Adherence(), r.taskTally, style: .plain) { out += "<p class=\"macros\">\(HTMLText.escape(line))</p>\n" }
        return HTMLDocument.card("To-dos", out)
    }

    static func notes(_ r: DayReport) -> String {
        let notes = r.notes.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !notes.isEmpty else { return "" }
        var out = "<div class=\"notes\">\n"
        for n in notes { out += "<p>\(HTMLText.escape(n))</p>\n" }
        return HTMLDocument.card("Notes", out + "</div>\n")
    }

    /// The photos that are files below the journal's folder, linked from the page's
    /// `location` (``PhotoLink``); any other is named but not shown.
    static func photos(_ r: DayReport, location: PageLocation?) -> String {
        guard !r.photos.isEmpty else { return "" }
        var out = "<div class=\"photos\">\n"
        for p in r.photos { out += figure(p, location: location) }
        out += "</div>\n"
        return HTMLDocument.card("Photos", out)
    }

    /// A photo with its caption (its alt text, or its path without one), lazy-loaded, and with
    /// `link` a link around it; a photo that is not a local file is named but not shown.
    static func figure(_ p: Photo, location: PageLocation?, link: String? = nil) -> String {
        var out = "<figure>"
        if let src = PhotoLink.source(p, location: location) {
            let image = "<img src=\"\(HTMLText.escape(src))\" alt=\"\(HTMLText.escape(p.alt))\" loading=\"lazy\">"
            out += link.map { "<a href=\"\(HTMLText.escape($0))\">\(image)</a>" } ?? image
        } else {
            out += "<div class=\"missing\">not shown: not a file in the journal's folder</div>"
        }
        let caption = p.alt.isEmpty ? p.path : p.alt
        return out + "<figcaption>\(HTMLText.escape(caption))</figcaption></figure>\n"
    }

}
