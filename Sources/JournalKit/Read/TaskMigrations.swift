/// Bullet-journal migration: a `[>]` to-do is moved to a later day, where it is written again.
/// A to-do written on a later day *continues* a migrated one when its normalised words begin
/// with all of the migrated one's (`order new trainers` → `order new trainers (the blue
/// ones)`). The read collects every checkbox line of every day; a migrated one that nothing
/// continues is the warning `migrated-not-written`.
public enum TaskMigrations {
    /// What a read collects of the days' checkbox lines: the latest day each to-do's words
    /// are written on, and the migrated to-dos.
    struct Collected: Sendable {
        /// ``normalised(_:)`` text to the latest day it is written on.
        var latest: [String: CalendarDate] = [:]
        var migrated: [Migrated] = []

        /// Words given a number (``number(_:)``), and the latest day each was added on by its
        /// number since the last ``take()``: a to-do written again is counted without its
        /// words hashed and compared again.
        private var numbered: [String] = []
        private var latestOfNumber: [CalendarDate?] = []
        private var touched: [Int32] = []

        mutating func add(_ words: String, on date: CalendarDate) {
            // One look-up: new words get `date`, words known the later of the two days.
            func keepLater(_ day: inout CalendarDate) { if day < date { day = date } }
            keepLater(&latest[words, default: date])
        }

        /// A number for `words`, to add them by (``add(number:on:)``).
        mutating func number(_ words: String) -> Int32 {
            numbered.append(words)
            latestOfNumber.append(nil)
            return Int32(numbered.count - 1)
        }

        /// Adds the words numbered `number` on `date`, as ``add(_:on:)`` does.
        mutating func add(number: Int32, on date: CalendarDate) {
            let n = Int(number)
            if let day = latestOfNumber[n] {
                if day < date { latestOfNumber[n] = date }
            } else {
                latestOfNumber[n] = date
                touched.append(number)
            }
        }

        /// What was collected since the last call (words added by number too), which is then
        /// forgotten; the numbers stay.
        mutating func take() -> Collected {
            var all = Collected(latest: latest, migrated: migrated)
            for n in touched {
                all.add(numbered[Int(n)], on: latestOfNumber[Int(n)]!)
                latestOfNumber[Int(n)] = nil
            }
            (latest, migrated, touched) = ([:], [], [])
            return all
        }
    }

    /// A migrated to-do (`[>]`), with its file's path and line, to quote in the warning.
    struct Migrated: Sendable {
        var date: CalendarDate
        /// ``normalised(_:)`` text.
        var words: String
        var range: SourceRange
        var path: String
        var line: [UInt8]
    }

    /// `text` lower-cased, with every run of characters other than letters and digits made one
    /// space, trimmed: `Order new  trainers!` → `order new trainers`.
    public static func normalised(_ text: String) -> String {
        // Most to-dos are ASCII: read their bytes (a check reads every to-do of the journal),
        // and only a text with other characters by its Characters.
        var text = text
        if let ascii = text.withUTF8(asciiNormalised) { return ascii }
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

    /// ``normalised(_:)`` of ASCII text, read in one pass; nil at the first byte that is not ASCII.
    private static func asciiNormalised(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        var isASCII = true
        let words = String(unsafeUninitializedCapacity: utf8.count) { out in
            var n = 0, gap = false
            for b in utf8 {
                guard b < 0x80 else { isASCII = false; return 0 }
                let lower = b | 0x20  // ASCII letters to lower case; other bytes are checked as they are
                if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) {
                    if gap, n > 0 { out[n] = UInt8(ascii: " "); n += 1 }
                    out[n] = b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? lower : b
                    n += 1
                    gap = false
                } else {
                    gap = true
                }
            }
            return n
        }
        return isASCII ? words : nil
    }

    /// Whether `later` (normalised) continues `migrated` (normalised): the same words, or
    /// those words and more.
    public static func continues(_ later: String, _ migrated: String) -> Bool {
        guard later.hasPrefix(migrated) else { return false }
        return later.utf8.count == migrated.utf8.count || later.utf8[later.utf8.index(later.utf8.startIndex, offsetBy: migrated.utf8.count)] == UInt8(ascii: " ")
    }

    /// The `migrated-not-written` warnings of what the lanes of a read collected (each of
    /// other parts of the journal; their tables are looked up in turn, not merged).
    static func problems(_ lanes: [Collected]) -> [(range: SourceRange, diagnostic: Diagnostic)] {
        func latest(_ words: String) -> CalendarDate? { lanes.lazy.compactMap { $0.latest[words] }.max() }
        // Most migrated to-dos are written again word for word: one look-up each. Only the
        // others are looked for among the texts that begin with the same word, sorted, where
        // the texts that begin with a text stand together after it.
        var unfound: [Migrated] = []
        for lane in lanes {
            for m in lane.migrated where !m.words.isEmpty && !(latest(m.words).map { $0 > m.date } ?? false) { unfound.append(m) }
        }
        guard !unfound.isEmpty else { return [] }
        func firstWord(_ words: String) -> Substring { words.utf8.firstIndex(of: UInt8(ascii: " ")).map { words[..<$0] } ?? words[...] }
        let firstWords = Set(unfound.map { firstWord($0.words) })
        let texts = Set(lanes.flatMap { $0.latest.keys.filter { firstWords.contains(firstWord($0)) } }).sorted()
        func latestDay(continuing words: String) -> CalendarDate? {
            var lo = 0, hi = texts.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if texts[mid] < words { lo = mid + 1 } else { hi = mid }
            }
            var best: CalendarDate? = nil
            while lo < texts.count, texts[lo].hasPrefix(words) {
                if continues(texts[lo], words), let d = latest(texts[lo]), best.map({ $0 < d }) ?? true { best = d }
                lo += 1
            }
            return best
        }
        var problems: [(range: SourceRange, diagnostic: Diagnostic)] = []
        for m in unfound {
            guard !(latestDay(continuing: m.words).map { $0 > m.date } ?? false) else { continue }
            let p = PendingDiagnostic(severity: .warning, code: .migratedNotWritten, range: m.range,
                                      message: "this to-do was migrated on \(m.date) but is not written on any later day",
                                      hint: "write it under the day it moved to (- [ ] ...), or mark it [-] if it is dropped")
            problems.append((m.range, SourceText.diagnostic(p, path: m.path, line: m.line[...])))
        }
        return problems
    }
}
