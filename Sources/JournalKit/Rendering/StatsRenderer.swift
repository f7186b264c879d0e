/// Renders ``StatsReport`` as text or JSON.
public enum StatsRenderer {
    public static func text(_ r: StatsReport, style: TextStyle = .plain) -> String {
        var out = ""
        func row(_ label: String, _ value: String) {
            out += style.bold(label.padding(toLength: 14, withPad: " ", startingAt: 0)) + value + "\n"
        }
        row("Files", "\(r.files.count): " + r.files.joined(separator: ", "))
        row("Size", "\(byteSize(r.bytes)), \(grouped(r.lines)) lines")
        if let f = r.firstDate, let l = r.lastDate {
            row("Dates", "\(f) .. \(l) (\(grouped(r.span)) days, \(grouped(r.days)) with entries)")
        } else {
            row("Dates", "no days yet")
        }
        row("Entries", grouped(r.entries) + (r.openTasks > 0 ? " (\(r.openTasks) open to-dos)" : ""))
        for (kind, count) in r.entriesByKind where count > 0 {
            out += "  " + kind.padding(toLength: 12, withPad: " ", startingAt: 0) + pad(grouped(count), 8) + "\n"
        }
        let defs = r.definitionsByKind.filter { $0.count > 0 }.map { "\($0.kind) \($0.count)" }.joined(separator: ", ")
        row("Definitions", grouped(r.definitions) + (defs.isEmpty ? "" : " (\(defs))"))
        row("Catalog", "\(r.builtInDrinks) drinks, \(grouped(r.builtInFoods)) foods (\(grouped(r.friendlyFoods)) with friendly names)")
        row("Problems", r.errors + r.warnings == 0 ? "none" : DiagnosticRenderer.summary(errors: r.errors, warnings: r.warnings) + " (run journal check)")
        return out
    }

    public static func json(_ r: StatsReport) -> JSONValue {
        .object([
            ("files", .array(r.files.map { .string($0) })),
            ("bytes", .number(Double(r.bytes))),
            ("lines", .number(Double(r.lines))),
            ("firstDate", .string(r.firstDate?.description)),
            ("lastDate", .string(r.lastDate?.description)),
            ("days", .number(Double(r.days))),
            ("span", .number(Double(r.span))),
            ("entries", .number(Double(r.entries))),
            ("entriesByKind", .object(r.entriesByKind.map { ($0.kind, .number(Double($0.count))) })),
            ("definitions", .number(Double(r.definitions))),
            ("definitionsByKind", .object(r.definitionsByKind.map { ($0.kind, .number(Double($0.count))) })),
            ("openTasks", .number(Double(r.openTasks))),
            ("catalog", .object([("drinks", .number(Double(r.builtInDrinks))), ("foods", .number(Double(r.builtInFoods))),
                                 ("friendlyFoods", .number(Double(r.friendlyFoods)))])),
            ("errors", .number(Double(r.errors))),
            ("warnings", .number(Double(r.warnings))),
        ])
    }

    private static func pad(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }
}

/// `12,345`.
public func grouped(_ n: Int) -> String {
    let s = String(abs(n))
    var out = ""
    for (i, c) in s.enumerated() {
        if i > 0, (s.count - i) % 3 == 0 { out += "," }
        out.append(c)
    }
    return n < 0 ? "-" + out : out
}

/// `85.3 KB`, `104.9 MB`.
public func byteSize(_ n: Int) -> String {
    if n < 1000 { return "\(n) B" }
    if n < 1_000_000 { return formatNumber(Double(n) / 1000, decimals: 1) + " KB" }
    return formatNumber(Double(n) / 1_000_000, decimals: 1) + " MB"
}
