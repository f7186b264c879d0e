/// What `journal today` says after writing: the day, the file, each line added with where a
/// to-do came from, and the to-dos marked `[>]` where they stood.
///
/// ```
/// Opened Thursday 2026-11-26 in journal.md (a new day):
///   - [ ] meditate                            habit
///   - [ ] call the bank due 2026-11-25 !!     from 2026-11-20
/// 1 habit and 1 to-do added; 1 to-do marked [>] where it stood.
/// ```
public enum DayOpeningText {
    public static func text(_ opening: DayOpening, _ plan: DayOpening.Plan, style: TextStyle = .plain) -> String {
        let day = "\(opening.date.weekday.name) \(opening.date)"
        let path = VisibleText.shown(plan.target)
        guard !plan.lines.isEmpty || plan.isNewDay || !opening.todos.isEmpty else {
            return "\(day) is open already in \(path): no habit due and no open to-do to carry.\n"
        }
        var out = "Opened \(day) in \(path)" + (plan.isNewDay ? " (a new day)" : "") + (plan.lines.isEmpty ? ".\n" : ":\n")
        let carried = opening.todos.filter { !$0.isWritten }
        let notes = opening.habits.map { _ in "habit" } + carried.map { "from \($0.from)" }
        let width = min(60, plan.lines.map { VisibleText.shown($0).count }.max() ?? 0)
        for (line, note) in zip(plan.lines, notes) {
            let shown = VisibleText.shown(line)
            out += "  " + shown + String(repeating: " ", count: max(2, width + 2 - shown.count)) + style.dim(note) + "\n"
        }
        var parts: [String] = []
        if !opening.habits.isEmpty { parts.append(count(opening.habits.count, "habit")) }
        if !carried.isEmpty { parts.append(count(carried.count, "to-do")) }
        var summary = parts.isEmpty ? "No habit due and no open to-do to carry" : parts.joined(separator: " and ") + " added"
        if !opening.todos.isEmpty {
            let files = Set(opening.todos.map(\.path))
            summary += "; \(count(opening.todos.count, "to-do")) marked [>] where \(opening.todos.count == 1 ? "it" : "they") stood"
                + (files.count == 1 && files.first == plan.target ? "" : " (in \(files.sorted().map { VisibleText.shown($0) }.joined(separator: ", ")))")
        }
        return out + summary + ".\n"
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
