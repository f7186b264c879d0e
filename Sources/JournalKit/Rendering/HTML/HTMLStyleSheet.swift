import Foundation

/// The inline style sheet of HTML reports: a calm page on the system font, a colour per metric
/// family, light and dark schemes (`prefers-color-scheme`), a narrow layout for phones and a
/// print layout for A4.
enum HTMLStyleSheet {
    /// Colours of one scheme: the page's own, then each ``MetricTone`` with its deeper shade
    /// (lighter in the dark scheme), used for a ring's second lap.
    struct Scheme {
        var base: [(String, String)]
        var tones: [(MetricTone, String, String)]

        var variables: String {
            var out = ""
            for (name, value) in base { out += "--\(name):\(value);" }
            for (tone, c, deep) in tones {
                out += "--\(tone.rawValue):\(c);--\(tone.rawValue)-deep:\(deep);--\(tone.rawValue)-cell:\(cell(c));"
            }
            return out
        }

        /// The scheme's own colour `name` (`ink`, `card`).
        func colour(_ name: String) -> String { base.first { $0.0 == name }!.1 }

        /// The fill of a calendar or streak cell of a tone `c`: `c` moved toward the card's
        /// colour, in steps of 2%, until the ink on it has a contrast of at least 4.6 : 1 (WCAG
        /// AA asks 4.5 for text) with the cells' ink (`cell-ink`, black or white), so that a cell's day number reads at any strength of its fill:
        /// a weaker fill lies between this one and the card, further from the ink.
        func cell(_ c: String) -> String {
            let ink = RGB(colour("cell-ink")), card = RGB(colour("card")), tone = RGB(c)
            var step = 0
            while step < 50, tone.mixed(with: card, Double(step) / 50).contrast(with: ink) < 4.6 { step += 1 }
            return tone.mixed(with: card, Double(step) / 50).hex
        }
    }

    /// A colour of the style sheet, its channels from 0 to 255.
    struct RGB {
        var red, green, blue: Double

        /// `#rrggbb`.
        init(_ hex: String) {
            let v = Int(hex.dropFirst(), radix: 16) ?? 0
            (red, green, blue) = (Double(v >> 16 & 0xFF), Double(v >> 8 & 0xFF), Double(v & 0xFF))
        }

        init(red: Double, green: Double, blue: Double) { (self.red, self.green, self.blue) = (red, green, blue) }

        var hex: String {
            "#" + [red, green, blue].map { String(format: "%02x", Int(($0).rounded())) }.joined()
        }

        /// `share` of the way (0 to 1) from this colour to `other`: this colour at opacity
        /// 1 − `share` over `other`.
        func mixed(with other: RGB, _ share: Double) -> RGB {
            RGB(red: red + (other.red - red) * share, green: green + (other.green - green) * share, blue: blue + (other.blue - blue) * share)
        }

        /// WCAG 2 relative luminance.
        var luminance: Double {
            func linear(_ c: Double) -> Double { let s = c / 255; return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// WCAG 2 contrast ratio, from 1 to 21.
        func contrast(with other: RGB) -> Double {
            let (a, b) = (luminance, other.luminance)
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }
    }

    static let light = Scheme(
        base: [("bg", "#f5f4f0"), ("card", "#ffffff"), ("ink", "#1d2126"), ("muted", "#5b626b"), ("line", "#e6e3dc"),
               ("soft", "#f3f1ec"), ("cell-ink", "#000000"), ("track", ".15"), ("good", "#23794a"), ("bad", "#bf3434"),
               ("shadow", "0 1px 2px rgba(28,25,20,.04),0 6px 24px rgba(28,25,20,.05)")],
        tones: [(.caffeine, "#a0622d", "#6b3c15"), (.water, "#2b78c4", "#174d84"), (.energy, "#e06c1f", "#9a430e"),
                (.nutrients, "#2f9459", "#1a5f37"), (.exercise, "#d23f5e", "#8c1f37"), (.gratitude, "#b4499f", "#76296a"),
                (.habits, "#6f55d0", "#432f98"), (.meds, "#13877f", "#0a5751"), (.mood, "#c08a00", "#7c5900"),
                (.sleep, "#3d5a99", "#22365f"),
                (.low, "#3f9a63", "#24633c"), (.medium, "#c99a12", "#85650a"), (.high, "#e2702c", "#9a4611"),
                (.over, "#d43c3c", "#8c1d1d"), (.accent, "#4b5fc4", "#2c3b8c")])

    static let dark = Scheme(
        base: [("bg", "#111315"), ("card", "#1a1d21"), ("ink", "#ebe9e5"), ("muted", "#a3aab3"), ("line", "#2c3137"),
               ("soft", "#22262b"), ("cell-ink", "#ffffff"), ("track", ".22"), ("good", "#6fcf97"), ("bad", "#f28b8b"), ("shadow", "none")],
        tones: [(.caffeine, "#d49a62", "#f3cfa8"), (.water, "#5fa8ee", "#b0d6fb"), (.energy, "#f2954f", "#ffcb9f"),
                (.nutrients, "#5cc183", "#aeeac6"), (.exercise, "#f0718a", "#ffbac7"), (.gratitude, "#dd84cc", "#f6c7ec"),
                (.habits, "#a08cf2", "#d6ceff"), (.meds, "#3cc4b9", "#a2eee7"), (.mood, "#f0c53f", "#fbe6a3"),
                (.sleep, "#8fa6e0", "#cfdaf7"),
                (.low, "#62c388", "#b4ebc9"), (.medium, "#e6c24a", "#f8e6a8"), (.high, "#f29658", "#ffcda6"),
                (.over, "#f26d6d", "#ffbdbd"), (.accent, "#8d9cf4", "#cdd5fd")])

    /// The whole style sheet.
    static let css: String = {
        var css = ":root{color-scheme:light dark;\(light.variables)}\n"
        css += "@media (prefers-color-scheme:dark){:root{\(dark.variables)}}\n"
        for tone in MetricTone.allCases {
            css += ".\(tone.cssClass){--c:var(--\(tone.rawValue));--c-deep:var(--\(tone.rawValue)-deep);--c-cell:var(--\(tone.rawValue)-cell)}\n"
        }
        css += layout
        css += "@media print{:root{color-scheme:light;\(light.variables)}\n" + print + "}\n"
        return css
    }()

    static let layout = """
    *,*::before,*::after{box-sizing:border-box}
    html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
    body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.55 system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-variant-numeric:tabular-nums;-webkit-font-smoothing:antialiased}
    .page{max-width:1120px;margin:0 auto;padding:44px 32px 56px}
    h1{font-size:32px;line-height:1.15;margin:6px 0 8px;font-weight:650;letter-spacing:-.015em}
    h2{font-size:12.5px;font-weight:650;text-transform:uppercase;letter-spacing:.08em;color:var(--muted);margin:0 0 18px}
    h3{font-size:15px;font-weight:620;margin:0}
    p{margin:0 0 10px}
    .eyebrow{font-size:12.5px;color:var(--muted);text-transform:uppercase;letter-spacing:.1em;margin:0;font-weight:650}
    .sub{color:var(--muted);margin:0;font-size:15px}
    .title-note{font-size:17px;margin:0 0 6px;color:var(--ink)}
    .page-head{margin:0 0 28px}
    .muted{color:var(--muted)}
    .small{font-size:13px}
    .card{background:var(--card);border:1px solid var(--line);border-radius:18px;padding:24px 26px;margin:0 0 22px;box-shadow:var(--shadow);--ring-bg:var(--card);min-width:0}
    .card>:last-child{margin-bottom:0}
    .empty{color:var(--muted);margin:0}
    .scroll{overflow-x:auto;margin:0 -6px;padding:0 6px}
    table{border-collapse:collapse;width:100%}
    .dot{display:inline-block;width:9px;height:9px;border-radius:50%;background:var(--c);flex:none;vertical-align:middle}
    .swatch{display:inline-block;width:10px;height:10px;border-radius:3px;background:var(--c);margin:0 5px 0 2px;vertical-align:-1px}
    .chip{display:inline-flex;align-items:center;gap:6px;font-size:12px;line-height:1;padding:5px 9px;border-radius:999px;background:var(--soft);color:var(--ink);white-space:nowrap}
    .ring{display:block;overflow:visible;flex:none}
    .ring circle{fill:none;stroke-linecap:round}
    .ring .track{stroke:var(--c);opacity:var(--track)}
    .ring .arc{stroke:var(--c)}
    .ring .lap{stroke:var(--c-deep)}
    .ring .seam{stroke:var(--ring-bg,var(--card))}
    .ring.pending .arc{opacity:.5}
    .ring-wrap{position:relative;flex:none;display:inline-block}
    .ring-wrap .center{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;line-height:1.1}
    .overview{display:grid;grid-template-columns:repeat(auto-fit,minmax(230px,1fr));gap:18px;margin:0 0 22px}
    .overview .card{margin:0;display:flex;gap:18px;align-items:center;padding:20px 22px}
    .label{font-size:12px;color:var(--muted);text-transform:uppercase;letter-spacing:.08em;font-weight:650;margin:0 0 4px}
    .big{font-size:22px;font-weight:650;line-height:1.2;margin:0 0 4px}
    .center .big{font-size:21px;margin:0}
    .mini-rings{display:flex;gap:5px;flex-wrap:wrap;margin-top:8px}
    .grid{min-width:560px}
    .grid th,.grid td{padding:10px 4px;text-align:center;vertical-align:middle}
    .grid thead th{font-size:12px;color:var(--muted);font-weight:600;padding-top:0;vertical-align:bottom}
    .grid thead .dow{display:block;text-transform:uppercase;letter-spacing:.07em;font-size:11px}
    .grid thead .dom{display:block;font-size:17px;color:var(--ink);font-weight:620;line-height:1.3}
    .grid tbody tr{border-top:1px solid var(--line)}
    .grid th.metric{text-align:left;position:sticky;left:0;z-index:1;background:var(--card);padding-right:12px;min-width:128px}
    .metric .name{display:flex;align-items:center;gap:8px;font-weight:620;font-size:14.5px;white-space:nowrap}
    .metric .goal{display:block;font-size:12.5px;color:var(--muted);font-weight:400;padding-left:17px;white-space:nowrap}
    .grid td.day{min-width:46px}
    .cell{display:flex;flex-direction:column;align-items:center;gap:3px}
    .cell .pct{font-size:11.5px;color:var(--muted);line-height:1}
    .cell .none{display:block;width:30px;height:30px;line-height:30px;color:var(--muted);opacity:.6}
    .grid .today{background:var(--soft);--ring-bg:var(--soft)}
    .grid thead .today{border-radius:10px 10px 0 0}
    .grid .future{opacity:.45}
    .grid .sum{font-size:13.5px;white-space:nowrap;padding-left:12px;text-align:right}
    .grid thead .sum{text-align:right}
    .grid td.met .unit{display:none}
    .change{white-space:nowrap}
    .change.good{color:var(--good)}
    .change.bad{color:var(--bad)}
    .totals th,.totals td{padding:9px 8px;text-align:right;font-size:14px;white-space:nowrap;border-top:1px solid var(--line)}
    .totals thead th{border-top:0;font-size:12px;color:var(--muted);font-weight:600;padding-top:0}
    .totals th:first-child,.totals td:first-child{text-align:left;padding-left:0}
    .totals td:first-child{font-weight:600}
    .totals td:first-child .dot{margin-right:8px;vertical-align:0}
    .columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:22px;align-items:start;margin:0 0 22px}
    .columns .card{margin:0}
    .stack{display:grid;gap:22px}
    .streaks{list-style:none;margin:0;padding:0;display:grid;gap:14px}
    .streaks li{display:grid;grid-template-columns:1fr auto;gap:2px 12px;align-items:baseline}
    .streaks .habit{font-weight:620;overflow-wrap:anywhere}
    .streaks .count{font-size:20px;font-weight:650;color:var(--habits);text-align:right}
    .streaks .meta{grid-column:1/-1;font-size:13px;color:var(--muted)}
    .bar{grid-column:1/-1;height:6px;border-radius:3px;background:var(--soft);overflow:hidden;margin-top:4px}
    .bar span{display:block;height:100%;background:var(--habits);border-radius:3px}
    .insights{margin:0;padding:0;list-style:none;display:grid;gap:12px}
    .insights li{padding-left:16px;position:relative}
    .insights li::before{content:"";position:absolute;left:0;top:.62em;width:6px;height:6px;border-radius:50%;background:var(--accent)}
    .rings{display:grid;grid-template-columns:repeat(auto-fill,minmax(158px,1fr));gap:14px}
    .ring-card{display:flex;flex-direction:column;align-items:center;text-align:center;padding:18px 10px 16px;border-radius:16px;background:var(--soft);--ring-bg:var(--soft)}
    .ring-card .name{font-weight:620;margin-top:12px}
    .ring-card .amount{font-size:13px;color:var(--muted);margin:2px 0 10px}
    .ring-card .chip{background:var(--card)}
    .figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:14px 24px;margin:0 0 22px;padding:0 4px}
    .figures p{margin:0}
    .figures .big{font-size:20px;margin:0}
    .chart{display:block;width:100%;height:auto;overflow:visible}
    .chart text{font-size:12px;fill:var(--muted)}
    .chart .gridline{stroke:var(--line);stroke-width:1}
    .sleep-bar{margin-top:4px}
    .sleep-bar .sleep-track{fill:var(--soft)}
    .sleep-bar .sleep-span{fill:var(--sleep);opacity:.75}
    .sleep-bar text{font-size:12px;fill:var(--ink)}
    .chart .area{fill:var(--caffeine);opacity:.13}
    .chart .curve{fill:none;stroke:var(--caffeine);stroke-width:2.5;stroke-linejoin:round;stroke-linecap:round}
    .chart .intake{fill:none;stroke:var(--caffeine-deep);stroke-width:1.5;stroke-dasharray:1.5 3.5;stroke-linecap:round}
    .chart text.intake-label{fill:var(--caffeine-deep)}
    .chart-key{display:flex;flex-wrap:wrap;gap:4px 22px;font-size:13px;color:var(--muted);margin:10px 0 0}
    .key-line,.key-dots{display:inline-block;width:18px;height:0;border-top:2.5px solid var(--caffeine);vertical-align:middle;margin-right:7px}
    .key-dots{border-top:2px dotted var(--caffeine-deep)}
    .chart .limit{stroke:var(--over);stroke-width:1.5;stroke-dasharray:6 5}
    .chart text.limit-label{fill:var(--over)}
    .chart .bed{stroke:var(--habits);stroke-width:1.5;stroke-dasharray:3 4}
    .chart text.bed-label{fill:var(--habits)}
    .chart .now{stroke:var(--ink);stroke-width:1;opacity:.5}
    .chart .peak{fill:var(--caffeine);stroke:var(--card);stroke-width:2}
    .chart .dose{fill:var(--caffeine)}
    .timeline{list-style:none;margin:0;padding:0}
    .timeline li{display:grid;grid-template-columns:48px 1fr;gap:12px;padding:9px 0;border-top:1px solid var(--line)}
    .timeline li:first-child{border-top:0;padding-top:0}
    .timeline .time{color:var(--muted);font-size:13.5px;padding-top:1px}
    .timeline .text{overflow-wrap:anywhere}
    .kind{display:inline-flex;align-items:center;gap:5px;font-size:11px;text-transform:uppercase;letter-spacing:.07em;font-weight:650;color:var(--muted);margin-right:8px;vertical-align:1px}
    .tag{display:inline-block;font-size:12px;color:var(--muted);background:var(--soft);border-radius:6px;padding:0 6px;margin-left:6px;overflow-wrap:anywhere}
    .meal{margin:0 0 18px}
    .meal-head{display:flex;justify-content:space-between;align-items:baseline;gap:12px;border-bottom:1px solid var(--line);padding-bottom:6px;margin-bottom:6px}
    .meal-head .kcal{font-weight:620;white-space:nowrap}
    .items{list-style:none;margin:0;padding:0}
    .items li{display:flex;justify-content:space-between;gap:12px;padding:3px 0;font-size:14.5px}
    .items .what{overflow-wrap:anywhere}
    .items .n{color:var(--muted);white-space:nowrap}
    .items .at{color:var(--muted);font-size:12.5px;margin-right:8px}
    .macros{font-size:12.5px;color:var(--muted);margin:6px 0 0}
    .energy-balance{font-size:13px;color:var(--muted);margin:10px 0 0}
    .figures + .energy-balance{margin:-4px 0 18px}
    .day-total{display:flex;justify-content:space-between;gap:12px;font-weight:620;border-top:2px solid var(--line);padding-top:10px;margin:0}
    .checks{list-style:none;margin:0;padding:0;display:grid;gap:8px}
    .checks li{display:grid;grid-template-columns:22px 1fr auto;gap:8px;align-items:baseline}
    .checks .mark{font-weight:700;text-align:center}
    .checks .what{overflow-wrap:anywhere}
    .checks .state{font-size:12.5px;color:var(--muted);white-space:nowrap}
    .mark.done{color:var(--good)}
    .mark.missed{color:var(--bad)}
    .mark.open{color:var(--muted)}
    .checks .struck{text-decoration:line-through;color:var(--muted)}
    .subhead{font-size:12px;color:var(--muted);text-transform:uppercase;letter-spacing:.08em;font-weight:650;margin:18px 0 8px}
    .subhead:first-child{margin-top:0}
    .gratitude{margin:0;padding:0;list-style:none;display:grid;gap:10px}
    .gratitude li{padding-left:22px;position:relative;overflow-wrap:anywhere}
    .gratitude li::before{content:"♥";position:absolute;left:0;color:var(--gratitude);font-size:13px;top:1px}
    .notes p{overflow-wrap:anywhere;max-width:70ch}
    .photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:14px}
    .photos figure{margin:0}
    .photos img{display:block;width:100%;height:180px;object-fit:cover;border-radius:12px;background:var(--soft);color:var(--muted);font-size:12px}
    .photos figcaption{font-size:13px;color:var(--muted);margin-top:6px;overflow-wrap:anywhere}
    .photos .missing{display:flex;align-items:center;justify-content:center;height:180px;border-radius:12px;background:var(--soft);color:var(--muted);font-size:12.5px;padding:12px;text-align:center;overflow-wrap:anywhere}
    .weeks th.metric-head{font-size:11.5px;line-height:1.2;max-width:72px;white-space:normal}
    .weeks th.week{text-align:left;white-space:nowrap;position:sticky;left:0;z-index:1;background:var(--card);padding-right:12px}
    .weeks th.week .dates{display:block;font-size:12px;color:var(--muted);font-weight:400}
    .legend{color:var(--muted);font-size:13px;margin-top:30px;padding:0 4px}
    .legend p{margin:0 0 4px}
    @media (max-width:640px){
    body{font-size:14.5px}
    .page{padding:26px 14px 40px}
    h1{font-size:25px}
    .card{padding:18px 16px;border-radius:14px;margin-bottom:16px}
    .overview{gap:12px;margin-bottom:16px}
    .overview .card{padding:16px}
    .columns{gap:16px;margin-bottom:16px;grid-template-columns:minmax(0,1fr)}
    .stack{gap:16px}
    .grid{min-width:0}
    .grid th,.grid td{padding:8px 1px}
    .grid th.metric{min-width:96px;padding-right:6px}
    .metric .name{font-size:13.5px;gap:6px}
    .metric .goal{padding-left:15px;font-size:11.5px}
    .grid thead .dom{font-size:15px}
    .grid.days,.grid.days thead,.grid.days tbody{display:block}
    .grid.days tr{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));align-items:center}
    .grid.days thead th.metric,.grid.days thead th.sum{display:none}
    .grid.days thead th{padding:0 0 6px}
    .grid.days tbody th.metric{grid-column:1/6;grid-row:1;position:static;min-width:0;padding:12px 0 4px;display:flex;align-items:baseline;gap:8px;background:none}
    .grid.days .metric .goal{padding-left:0}
    .grid.days tbody td.sum{grid-row:1;padding:12px 0 4px;font-size:12.5px;text-align:center}
    .grid.days tbody td.met{grid-column:6}
    .grid.days tbody td.chg{grid-column:7;padding-left:6px}
    .grid.days td.day{min-width:0;padding:2px 0 12px}
    .grid.days .today{border-radius:0}
    .cell .pct{font-size:10.5px}
    .totals .opt{display:none}
    .totals th,.totals td{padding:8px 4px;font-size:13.5px}
    .grid.days td.met .unit{display:inline}
    .rings{grid-template-columns:repeat(2,minmax(0,1fr));gap:10px}
    .ring-card{padding:14px 6px 12px}
    .ring-large{width:80px;height:80px}
    .ring-card .center .big{font-size:17px}
    .ring-card .name{margin-top:8px}
    .ring-card .amount{font-size:12px;margin-bottom:8px}
    .figures{grid-template-columns:repeat(3,minmax(0,1fr));gap:12px 14px;padding:0 2px}
    .figures .big{font-size:17px}
    .chart text{font-size:22px}
    .photos{grid-template-columns:repeat(2,minmax(0,1fr))}
    .photos img,.photos .missing{height:130px}
    }

    """

    static let print = """
    @page{size:A4;margin:12mm}
    *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
    body{background:#fff;font-size:10.5pt}
    .page{max-width:none;padding:0}
    .card{box-shadow:none;border-color:#dcd8d0;break-inside:avoid;page-break-inside:avoid;padding:14px 16px;margin-bottom:12px}
    .overview{gap:10px;margin-bottom:12px}
    .columns{gap:12px;margin-bottom:12px}
    .scroll{overflow:visible}
    .grid{min-width:0}
    .grid th.metric{position:static}
    .weeks th.week{position:static}
    h1{font-size:22pt}
    h2{break-after:avoid;page-break-after:avoid;margin-bottom:10px}
    .page-head{margin-bottom:14px}
    .overview{grid-template-columns:repeat(3,minmax(0,1fr))}
    .overview .card{padding:12px;gap:12px}
    .ring-hero{width:64px;height:64px}
    .overview .center .big{font-size:15px}
    .big{font-size:17px}
    .grid th,.grid td{padding:5px 2px}
    .metric .name{font-size:13px}
    .totals th,.totals td{padding:5px 6px;font-size:12.5px}
    .columns{grid-template-columns:repeat(2,minmax(0,1fr))}
    .rings{grid-template-columns:repeat(6,minmax(0,1fr));gap:8px}
    .ring-card{padding:10px 4px}
    .ring-large{width:72px;height:72px}
    .ring-card .center .big{font-size:15px}
    .ring-card .name{margin-top:6px;font-size:12.5px}
    .ring-card .amount{font-size:10.5px;margin-bottom:6px}
    .ring-card .chip{font-size:10px;padding:3px 6px}
    .figures{grid-template-columns:repeat(5,minmax(0,1fr));margin-bottom:12px;break-inside:avoid}
    .timeline li{padding:5px 0}
    .photos img{height:45mm}
    .photos figure{break-inside:avoid}
    .legend{margin-top:12px}

    """
}
