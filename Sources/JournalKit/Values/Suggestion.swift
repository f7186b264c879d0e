/// Did-you-mean suggestions by edit distance.
public enum Suggestion {
    /// The candidate closest to `word` (case-insensitive), if close enough to be a likely slip:
    /// at most 1 edit for words of up to 4 letters, 2 up to 8, 3 beyond. Ties go to the earlier candidate.
    public static func closest(to word: String, in candidates: some Sequence<String>, maxDistance: Int? = nil) -> String? {
        let w = Array(word.lowercased().utf8)
        guard !w.isEmpty else { return nil }
        let limit = min(maxDistance ?? Int.max, w.count <= 4 ? 1 : (w.count <= 8 ? 2 : 3))
        var best: (String, Int)?
        for c in candidates {
            let cb = Array(c.lowercased().utf8)
            if abs(cb.count - w.count) > limit { continue }
            let d = distance(w, cb, limit: limit)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        return best?.0
    }

    /// Optimal string alignment distance (Levenshtein with transpositions), stopping early past `limit`.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a == b { return 0 }
        let n = a.count, m = b.count
        if n == 0 { return m }
        if m == 0 { return n }
        var prev2 = [Int](repeating: 0, count: m + 1)
        var prev = Array(0...m)
        var cur = [Int](repeating: 0, count: m + 1)
        for i in 1...n {
            cur[0] = i
            var rowMin = cur[0]
            for j in 1...m {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, prev2[j - 2] + 1) }
                cur[j] = v
                rowMin = min(rowMin, v)
            }
            if rowMin > limit { return limit + 1 }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[m]
    }
}
