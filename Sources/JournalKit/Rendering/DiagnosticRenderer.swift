/// Prints diagnostics as people read them (an excerpt with a caret under the problem and a
/// hint) or as JSON for tools.
///
/// ```
/// journal.md:14:15: error: unknown drink "expresso" [unknown-drink]
///    14 | - 07:45 drink expresso x2
///       |               ^^^^^^^^
/// hint: did you mean "espresso"? Or define it, with the figures from its label in place of each …: - drink expresso per cup (240 ml): … mg caffeine, … kcal
/// ```
public enum DiagnosticRenderer {
    /// How many problems of one file `journal check` shows in text before counting the rest.
    public static let shownPerFile = 50

    /// The problems one after the other; of each file (the problems come grouped by file, in
    /// file order) at most `limit` are shown, then a line says how many more there are.
    public static func text(_ diagnostics: [Diagnostic], style: TextStyle = .plain, perFile limit: Int = .max) -> String {
        var out = ""
        var i = 0
        while i < diagnostics.count {
            let file = diagnostics[i].file
            var n = 0
            while i < diagnostics.count, diagnostics[i].file == file {
                if n < limit { out += text(diagnostics[i], style: style) }
                n += 1
                i += 1
            }
            if n > limit { out += style.dim(moreLine(n - limit, file: file)) + "\n" }
        }
        return out
    }

    /// `… and 12 more problems in journal.md (journal check --format json lists them all)`.
    public static func moreLine(_ count: Int, file: String) -> String {
        "… and \(count) more problem\(count == 1 ? "" : "s") in \(file) (journal check --format json lists them all)"
    }

    public static func text(_ d: Diagnostic, style: TextStyle = .plain) -> String {
        let severity = d.severity == .error ? style.boldRed("error") : style.boldYellow("warning")
        let location = d.line > 0 ? "\(d.file):\(d.line):\(d.column)" : d.file
        var out = style.bold(location + ":") + " " + severity + ": " + style.bold(d.message) + " " + style.dim("[\(d.code.rawValue)]") + "\n"
        if d.line > 0 {
            let number = String(d.line)
            let gutter = String(repeating: " ", count: max(number.count, 5))
            let shownLine = excerpt(d.sourceLine)
            out += style.blue(pad(number, width: gutter.count) + " |") + " " + shownLine + "\n"
            // The caret line copies tabs so it lines up under the excerpt.
            var caret = ""
            var column = 1
            for ch in shownLine where column < d.column {
                caret += ch == "\t" ? "\t" : " "
                column += 1
            }
            let width = max(1, min(d.endColumn, shownLine.count + 1) - d.column)
            caret += String(repeating: "^", count: width)
            out += style.blue(gutter + " |") + " " + (d.severity == .error ? style.red(caret) : style.yellow(caret)) + "\n"
        }
        if let hint = d.hint { out += style.cyan("hint:") + " " + hint + "\n" }
        return out
    }

    /// The line as shown: very long lines are cut.
    static func excerpt(_ line: String) -> String {
        var shown = line.count > 200 ? String(line.prefix(200)) + "…" : line
        // Control characters would upset the terminal; show them as symbols.
        shown = VisibleText.shown(shown)
        if shown.hasPrefix("\u{FEFF}") { shown.removeFirst() }
        return shown
    }

    private static func pad(_ s: String, width: Int) -> String {
        String(repeating: " ", count: max(0, width - s.count)) + s
    }

    /// `2 errors, 1 warning`.
    public static func summary(errors: Int, warnings: Int) -> String {
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error" + (errors == 1 ? "" : "s")) }
        if warnings > 0 { parts.append("\(warnings) warning" + (warnings == 1 ? "" : "s")) }
        return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
    }

    /// An array of objects with severity, code, file, line, column, endColumn, message, hint.
    public static func json(_ diagnostics: [Diagnostic]) -> JSONValue {
        .array(diagnostics.map { d in
            .object([
                ("severity", .string(d.severity.rawValue)),
                ("code", .string(d.code.rawValue)),
                ("file", .string(d.file)),
                ("line", .number(Double(d.line))),
                ("column", .number(Double(d.column))),
                ("endColumn", .number(Double(d.endColumn))),
                ("message", .string(d.message)),
                ("hint", .string(d.hint)),
                ("sourceLine", .string(d.sourceLine)),
            ])
        })
    }
}
