/// Where each to-do of the days is written again (Grammar.md §5.10): a to-do is continued by a
/// to-do of a later day whose words begin with all of its words (``TaskMigrations/continues(_:_:)``):
///
/// ```
/// ## 2026-11-20
/// - [>] renew passport                    to-do 0: continued by to-do 2, on the 24th
/// - [ ] call the bank                     to-do 1: continued by nothing
/// ## 2026-11-24
/// - [ ] renew passport at the post office
/// ```
///
/// Built once from every to-do of the days, in order; then asked, for one to-do at a time, for
/// the first to-do of a later day that continues it. `journal todo` links migrations with it, and
/// `journal today` finds the to-dos still open: one rule for both.
struct TaskContinuations: Sendable {
    /// The day of each to-do, in the order given (days never go back).
    private let days: [CalendarDate]
    /// The normalised words of each to-do (``TaskMigrations/normalised(_:)``).
    private let words: [String]
    /// Each distinct text, sorted (those that begin with a text stand together after it),
    /// with the to-dos written with it, in order.
    private let texts: [(text: String, todos: [Int])]
    /// A text's place in `texts`.
    private let place: [String: Int]

    /// The to-dos of the days, in order: each day's in the order written, oldest day first.
    /// `words` holds each one's normalised words.
    init(words: [String], days: [CalendarDate]) {
        precondition(words.count == days.count)
        self.days = days
        self.words = words
        var byText: [String: [Int]] = [:]
        for (k, w) in words.enumerated() where !w.isEmpty { byText[w, default: []].append(k) }
        texts = byText.map { ($0.key, $0.value) }.sorted { $0.text < $1.text }
        var place: [String: Int] = [:]
        place.reserveCapacity(texts.count)
        for (i, t) in texts.enumerated() { place[t.text] = i }
        self.place = place
    }

    /// The first to-do of a day after to-do `k`'s that continues it (its words, or its words
    /// and more); nil when none does, or when it has no words.
    func firstContinuing(_ k: Int) -> Int? {
        guard let start = place[words[k]] else { return nil }
        let day = days[k], ownWords = words[k]
        var first: Int? = nil
        var i = start
        while i < texts.count, texts[i].text.hasPrefix(ownWords) {
            if i == start || TaskMigrations.continues(texts[i].text, ownWords), let later = firstAfter(day, in: texts[i].todos),
               first.map({ later < $0 }) ?? true {
                first = later
            }
            i += 1
        }
        return first
    }

    /// The day of to-do `k`.
    func day(of k: Int) -> CalendarDate { days[k] }

    /// The first of `todos` (in order) on a day after `day`.
    private func firstAfter(_ day: CalendarDate, in todos: [Int]) -> Int? {
        var lo = 0, hi = todos.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if days[todos[mid]] <= day { lo = mid + 1 } else { hi = mid }
        }
        return lo < todos.count ? todos[lo] : nil
    }
}
