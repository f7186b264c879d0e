/// Bullet-journal migration: a `[>]` to-do is moved to a later day, where it is written again.
/// A to-do written on a later day *continues* a migrated one when its normalised words begin
/// with all of the migrated one's (`order new trainers` → `order new trainers (the blue
/// ones)`). The read collects every checkbox line of every day; a migrated one that nothing
/// continues is the warning `migrated-not-written`.
public enum TaskMigrations {
    /// A checkbox line of a day, as the read collects it.
    struct Written: Sendable {
        var date: CalendarDate
        /// ``normalised(_:)`` text.
        var words: String
        var range: SourceRange
        /// For a migrated to-do: its file's path and line, to quote in the warning.
        var quote: (path: String, line: [UInt8])?
    }

    /// `text` lower-cased, with every run of characters other than letters and digits made one
    /// space, trimmed: `Order new  trainers!` → `order new trainers`.
    public static func normalised(_ text: String) -> String {
        var out = "", space = false
        for ch in text.lowercased() {
            if ch.isLetter || ch.isNumber {
                if space, !out.isEmpty { out.append(" ") }
                out.append(ch)
                space = false
            } else {
                space = true
            }
        }
        return out
    }

    /// Whether `later` (normalised) continues `migrated` (normalised): the same words, or
    /// those words and more.
    public static func continues(_ later: String, _ migrated: String) -> Bool {
        guard later.hasPrefix(migrated) else { return false }
        return later.utf8.count == migrated.utf8.count || later.utf8[later.utf8.index(later.utf8.startIndex, offsetBy: migrated.utf8.count)] == UInt8(ascii: " ")
    }

    /// The `migrated-not-written` warnings of `written` (every day's checkbox lines).
    static func problems(_ written: [Written]) -> [(range: SourceRange, diagnostic: Diagnostic)] {
        let migrated = written.filter { $0.quote != nil }
        guard !migrated.isEmpty else { return [] }
        // Sorted by words, those that begin with a text stand together after it.
        let sorted = written.sorted { $0.words < $1.words }
        var problems: [(range: SourceRange, diagnostic: Diagnostic)] = []
        for m in migrated where !m.words.isEmpty {
            var lo = 0, hi = sorted.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if sorted[mid].words < m.words { lo = mid + 1 } else { hi = mid }
            }
            var found = false
            while lo < sorted.count, sorted[lo].words.hasPrefix(m.words) {
                if sorted[lo].date > m.date, continues(sorted[lo].words, m.words) { found = true; break }
                lo += 1
            }
            guard !found, let quote = m.quote else { continue }
            let p = PendingDiagnostic(severity: .warning, code: .migratedNotWritten, range: m.range,
                                      message: "this to-do was migrated on \(m.date) but is not written on any later day",
                                      hint: "write it under the day it moved to (- [ ] ...), or mark it [-] if it is dropped")
            problems.append((m.range, SourceText.diagnostic(p, path: quote.path, line: quote.line[...])))
        }
        return problems
    }
}
