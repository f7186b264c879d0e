/// Reads one drink or meal item.
///
/// ```
/// espresso x2
/// cola 330 ml
/// oats 60 g
/// 2 eggs
/// 60 g oats
/// latte (150 mg)
/// chicken salad (520 kcal, 40 g protein)
/// 120 mg
/// ```
///
/// The name is every word before the amount; the model picks the longest known name among
/// its leading words (warning `partial-name` when words are left over), and any words after
/// the amount, or after a comment mark (`espresso -- with Sam`), are kept as a comment.
extension FileParser {
    /// Words before a food's name that say where it came from or how it was made, not what it
    /// is: left out of the name (Grammar.md §5.3).
    static let provenanceWords = ByteTable(["leftover", "leftovers", "takeaway", "take-away", "takeout", "take-out", "homemade",
                                            "home-made", "reheated"].map { ($0, true) })

    /// Reads the item between byte offsets into `items`, through the memory of lines when
    /// there is one (which may hand it back resolved, see ``LineMemory``); false after
    /// reporting an error.
    func readItem(_ s: Int, _ e: Int, isDrink: Bool, into items: inout [ItemEntry]) -> Bool {
        if let lineMemory, !keepsWhole { return lineMemory.readItem(s, e, isDrink: isDrink, into: &items, parser: self) }
        guard let item = item(s, e, isDrink: isDrink) else { return false }
        items.append(item)
        return true
    }

    /// Where the stem of the item in `s..<e` would end if the item has a plain comment: the
    /// words at its end that are letters only (`with Sam`, `at Grandma's`), after a word that
    /// is not (`x2`, `330`), or after a unit that follows a number (`330 ml`). Nil when the
    /// item does not end so. Whether the words before are a stem (read alone, the same item
    /// without a comment) is for the reader of the stem to find out.
    func plainComment(_ s: Int, _ e: Int) -> (stemEnd: Int, comment: Int)? {
        var w = buf.trimEnd(s, e)
        // The first two plain words, and where the first ends.
        var firstStart = -1, firstEnd = -1, secondStart = -1
        while w > s {
            var start = w
            var plain = true
            while start > s, buf[start - 1] != UInt8(ascii: " ") {
                start -= 1
                let b = buf[start]
                if !(isASCIILetter(b) || b == UInt8(ascii: "'")) { plain = false }
            }
            guard plain else { break }
            (secondStart, firstStart, firstEnd) = (firstStart, start, w)
            w = start
            while w > s, buf[w - 1] == UInt8(ascii: " ") { w -= 1 }
        }
        // `w` ends the last word that is not plain.
        guard w > s, firstStart >= 0 else { return nil }
        var wordStart = w
        while wordStart > s, buf[wordStart - 1] != UInt8(ascii: " ") { wordStart -= 1 }
        // After a bare number, the first plain word is its unit (`330 ml`).
        guard buf.number(at: wordStart, w)?.end == w else { return (w, firstStart) }
        return secondStart >= 0 ? (firstEnd, secondStart) : nil
    }

    /// Parses an item between byte offsets; nil after reporting an error.
    func item(_ start: Int, _ end: Int, isDrink: Bool) -> ItemEntry? {
        var s = buf.skipSpaces(start, end)
        var e = buf.trimEnd(s, end)
        var overrides: [NutrientAmount] = []
        var comment = ""
        var count = 1.0
        // Where the item's counts stand, first to last, for a product over the limit.
        var countSpan: (start: Int, end: Int)? = nil
        func counted(_ from: Int, _ to: Int) { countSpan = (min(countSpan?.start ?? from, from), max(countSpan?.end ?? to, to)) }
        // "oat latte -- with Sam": what follows the comment mark is a comment, whatever it says.
        var markedComment = ""
        let mark = commentMark(s, e)
        if let mark {
            markedComment = textWithoutTags(buf.skipSpaces(mark.end, e), e)
            e = buf.trimEnd(s, mark.start)
        }
        // A quoted name ("Potato, baked, peel not eaten, with cheese") is a name as it is: its
        // commas, digits and parentheses are its own.
        // (Only before any "(": in `soup (200 kcal) "nice"` the quotes are the comment's.)
        let quote = openingQuote(s, firstByte(UInt8(ascii: "("), s, e) ?? e)
        var quoteEnd: Int? = nil
        if let quote {
            guard let close = firstByte(UInt8(ascii: "\""), quote + 1, e) else {
                report(.error, .badAmount, quote, e, "'\"' is never closed", hint: "close the name with '\"'")
                return nil
            }
            quoteEnd = close + 1
        }
        // Parenthesised nutrients.
        let open = firstByte(UInt8(ascii: "("), quoteEnd ?? s, e)
        if let open {
            guard let close = firstByte(UInt8(ascii: ")"), open + 1, e) else {
                report(.error, .badAmount, open, e, "'(' is never closed", hint: "close the nutrient list with ')'")
                return nil
            }
            guard let list = nutrientList(open + 1, close, defaultMass: isDrink ? .caffeine : nil) else { return nil }
            overrides = list.amounts
            comment = textWithoutTags(buf.skipSpaces(close + 1, e), e)
            // "latte (150 mg) x2"
            var after = borrowTokens()
            defer { recycle(&after) }
            tokenize(buf, close + 1, e, into: &after)
            if let f = after.first, let c = countToken(f) {
                count = c
                counted(f.start, f.end)
                comment = textWithoutTags(buf.skipSpaces(f.end, e), e)
            }
            e = buf.trimEnd(s, open)
        }
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, e, into: &toks)
        removeTags(&toks, letterAfterHash: true)
        if let quote, let quoteEnd { quotedToken(&toks, quote, quoteEnd) }
        var amount: Quantity? = nil
        var amountRange: SourceRange? = nil
        var countLeads = false
        var i = 0
        // A leading amount in words or fractions: "an apple", "1/2 pizza", "2 slices of toast".
        if !toks.isEmpty, let lead = naturalLead(toks, &i) {
            var q = Quantity(lead.count, .count)
            if let u = lead.unit { q = Quantity(lead.count, MeasureUnit(standard: buf, u.start, u.end) ?? .word(buf.string(u).lowercased())) }
            guard q.value > 0, checkSensible(q, lead.start, lead.end) else {
                if q.value <= 0 { report(.error, .badAmount, lead.start, lead.end, "0 servings is nothing", hint: "write a count from x1 to x100, or leave the entry out") }
                return nil
            }
            if q.unit == .count { count = q.value; countLeads = true; counted(lead.start, lead.end) } else { amount = q; amountRange = range(lead.start, lead.end) }
        } else if let first = toks.first, startsNumeric(first) {
            // A leading amount: "60 g oats", "60g oats", "2 eggs", "2x espresso".
            guard let q = quantity(toks, &i, allowWordUnit: false) else { return nil }
            if q.quantity.unit == .count { count = q.quantity.value; countLeads = true; counted(first.start, toks[i - 1].end) } else { amount = q.quantity; amountRange = q.range }
            if i < toks.count, buf.matches(toks[i], "of") { i += 1 }
        }
        // "leftover lasagne", "takeaway pad thai": words that say where a food came from, not
        // what it is. (Not before figures of its own: `takeaway curry (780 kcal)` is that
        // takeaway, not the catalog's curry.)
        while overrides.isEmpty, i + 1 < toks.count, Self.provenanceWords.find(buf, toks[i]) != nil { i += 1 }
        // "some pasta": a serving, as the name alone is.
        if amount == nil, countSpan == nil, i + 1 < toks.count, buf.matches(toks[i], "some") { i += 1 }
        let nameStart = i
        var isQuoted = false
        if i < toks.count, buf[toks[i].start] == UInt8(ascii: "\"") {
            isQuoted = true
            i += 1
        } else {
            while i < toks.count, !startsNumeric(toks[i]), countToken(toks[i]) == nil { i += 1 }
        }
        let nameRange: SourceRange
        let name: String
        if isQuoted {
            let inner = Token(start: toks[nameStart].start + 1, end: toks[nameStart].end - 1)
            name = buf.string(inner)
            nameRange = range(inner.start, max(inner.end, inner.start + 1))
            s = toks[nameStart].start
        } else if i > nameStart {
            // "pizza, 4 slices" (a list's amount after its comma): the comma is no part of the name.
            var nameEnd = toks[i - 1].end
            if i < toks.count, nameEnd - 1 > toks[nameStart].start, buf[nameEnd - 1] == UInt8(ascii: ",") { nameEnd -= 1 }
            name = buf.string(toks[nameStart].start, nameEnd)
            nameRange = range(toks[nameStart].start, nameEnd)
            s = toks[nameStart].start
        } else {
            name = ""
            nameRange = range(toks.first?.start ?? s, toks.first?.end ?? s)
        }
        // The amount after the name.
        while i < toks.count {
            if let c = countToken(toks[i]) {
                guard c > 0, c <= 100 else {
                    error(.badAmount, toks[i], "x\(formatNumber(c)) is not a sensible number of servings", hint: "write a count from x1 to x100")
                    return nil
                }
                count *= c
                counted(toks[i].start, toks[i].end)
                i += 1
                continue
            }
            if startsNumeric(toks[i]), amount == nil {
                let first = toks[i]
                guard let q = quantity(toks, &i, allowWordUnit: true) else { return nil }
                if q.quantity.unit == .count { count *= q.quantity.value; counted(first.start, toks[i - 1].end) } else { amount = q.quantity; amountRange = q.range }
                continue
            }
            break
        }
        // Counts multiply (`x2 x3` is 6 servings), up to a limit.
        if count > Self.maximumServings, let span = countSpan {
            let made = count < 1e9 ? formatNumber(count) + " servings, more than 1000" : "more than 1000 servings"
            report(.error, .badAmount, span.start, span.end, "these counts make \(made)",
                   hint: "counts multiply (x2 x3 is 6 servings); write one count from x1 to x100")
            return nil
        }
        if i < toks.count {
            let rest = textWithoutTags(toks[i].start, toks[toks.count - 1].end)
            comment = comment.isEmpty ? rest : rest + " " + comment
        }
        if !markedComment.isEmpty { comment = comment.isEmpty ? markedComment : comment + " " + markedComment }
        if name.isEmpty && amount == nil && overrides.isEmpty {
            report(.error, .missingValue, start, max(end, start + 1), isDrink ? "drink needs a name or an amount" : "item needs a name",
                   hint: isDrink ? "write e.g. drink espresso x2, or drink 120 mg for caffeine alone" : "write e.g. oats 60 g")
            return nil
        }
        var entry = ItemEntry(name: name, nameRange: nameRange, amount: amount, amountRange: amountRange, count: count,
                              overrides: overrides, comment: comment)
        entry.isQuoted = isQuoted
        entry.countLeads = countLeads
        entry.isCountWritten = countSpan != nil
        return entry
    }

    /// The first `"` that starts a word (`#a"b` and `5"` hold no quoted name).
    func openingQuote(_ s: Int, _ e: Int) -> Int? {
        var from = s
        while let q = firstByte(UInt8(ascii: "\""), from, e) {
            if q == s || isSpace(buf[q - 1]) { return q }
            from = q + 1
        }
        return nil
    }

    /// Makes the tokens that `"` … `"` (`quote..<quoteEnd`) covers one token, quotes included.
    func quotedToken(_ toks: inout [Token], _ quote: Int, _ quoteEnd: Int) {
        guard let first = toks.firstIndex(where: { $0.end > quote }) else { return }
        var last = first
        while last + 1 < toks.count, toks[last + 1].start < quoteEnd { last += 1 }
        var replacement = [Token(start: quote, end: quoteEnd)]
        if toks[first].start < quote { replacement.insert(Token(start: toks[first].start, end: quote), at: 0) }
        if toks[last].end > quoteEnd { replacement.append(Token(start: quoteEnd, end: toks[last].end)) }
        toks.replaceSubrange(first...last, with: replacement)
    }

    /// The first comment mark in `s..<e`: `--` or `—` standing as a word of its own.
    func commentMark(_ s: Int, _ e: Int) -> Token? {
        // Most items have neither '-' nor the em dash's lead byte E2: two memchr calls say so.
        let dash = firstByte(UInt8(ascii: "-"), s, e), lead = firstByte(0xE2, s, e)
        guard var i = dash ?? lead else { return nil }
        if let lead { i = min(i, lead) }
        while i < e {
            let b = buf[i]
            if b == UInt8(ascii: "-") || b == 0xE2, i == s || isSpace(buf[i - 1]) {
                var w = i
                while w < e, !isSpace(buf[w]) { w += 1 }
                let isMark = (w - i == 2 && buf[i + 1] == UInt8(ascii: "-"))
                    || (w - i == 3 && b == 0xE2 && buf[i + 1] == 0x80 && buf[i + 2] == 0x94)
                if isMark { return Token(start: i, end: w) }
                i = w
                continue
            }
            i += 1
        }
        return nil
    }

    func firstByte(_ b: UInt8, _ s: Int, _ e: Int) -> Int? {
        s < e ? FastBytes.firstIndex(of: b, in: buf, s..<e) : nil
    }

    /// Whether a token starts with a number (`60`, `60g`, `1.5l`, `-3`, `.5`).
    func startsNumeric(_ t: Token) -> Bool {
        let b = buf[t.start]
        if isDigit(b) { return true }
        if (b == UInt8(ascii: "-") || b == UInt8(ascii: ".")), t.count > 1, isDigit(buf[t.start + 1]) { return true }
        return false
    }

    /// The most servings the counts of one item may make together (`x10 x100` is too many).
    static let maximumServings = 1_000.0

    /// `x2`, `×2`, `2x` as a count; nil for anything else.
    func countToken(_ t: Token) -> Double? {
        if t.count >= 2, lowerByte(buf[t.start]) == UInt8(ascii: "x"), let n = buf.number(at: t.start + 1, t.end), n.end == t.end { return n.value }
        // `×` is C3 97 in UTF-8.
        if t.count >= 3, buf[t.start] == 0xC3, buf[t.start + 1] == 0x97, let n = buf.number(at: t.start + 2, t.end), n.end == t.end { return n.value }
        if t.count >= 2, lowerByte(buf[t.end - 1]) == UInt8(ascii: "x"), let n = buf.number(at: t.start, t.end - 1), n.end == t.end - 1 { return n.value }
        return nil
    }

    /// A number with an optional unit at `toks[i]`: `60 g`, `60g`, `2 shots`, `2`. Advances `i`.
    /// With `allowWordUnit`, any word after the number is taken as a unit (a serving name).
    func quantity(_ toks: [Token], _ i: inout Int, allowWordUnit: Bool, checked: Bool = true) -> (quantity: Quantity, range: SourceRange)? {
        let t = toks[i]
        guard let n = buf.number(at: t.start, t.end) else { return nil }
        if n.negative {
            error(.badAmount, t, "amounts cannot be negative", hint: "write the amount without the minus sign")
            return nil
        }
        var unit: MeasureUnit = .count
        var endOffset = t.end
        i += 1
        if n.end < t.end {
            // A unit attached to the number: "60g", "1.5l", "2x".
            if let std = MeasureUnit(standard: buf, n.end, t.end) {
                unit = std
                if std.dimension != .count, std.dimension != .percent { shapes?.split(lineNumber, at: n.end) }
            } else if lowerByte(buf[n.end]) == UInt8(ascii: "x"), n.end + 1 == t.end {
                unit = .count
            } else {
                unit = .word(buf.string(n.end, t.end).lowercased())
            }
        } else if i < toks.count {
            let next = toks[i]
            if let std = MeasureUnit(standard: buf, next.start, next.end) {
                unit = std
                endOffset = next.end
                i += 1
            } else if allowWordUnit, isASCIILetter(buf[next.start]), buf[next.start] != UInt8(ascii: "#") {
                unit = .word(buf.string(next).lowercased())
                endOffset = next.end
                i += 1
            }
        }
        let q = Quantity(n.value, unit)
        if checked, unit == .count, n.value == 0 {
            report(.error, .badAmount, t.start, endOffset, "0 servings is nothing", hint: "write a count from x1 to x100, or leave the entry out")
            return nil
        }
        guard !checked || checkSensible(q, t.start, endOffset) else { return nil }
        return (q, range(t.start, endOffset))
    }

    /// Reports absurd amounts (over 10 kg, 10 l, 20,000 kcal, 24 h, 100 servings).
    func checkSensible(_ q: Quantity, _ from: Int, _ to: Int) -> Bool {
        let limit: Double
        switch q.unit.dimension {
        case .mass: limit = 10_000
        case .volume: limit = 10_000
        case .energy: limit = 20_000
        case .time: limit = 24 * 60
        case .distance: limit = 1_000_000
        case .count: limit = 100
        case .internationalUnits: limit = 1_000_000
        case .percent: limit = 100
        case nil: limit = 1_000
        }
        if q.baseValue > limit || !q.value.isFinite {
            report(.error, .badAmount, from, to, "\(q) is not a sensible amount",
                   hint: "check for a typo; amounts above \(Quantity(limit / q.unit.factor, q.unit)) are rejected")
            return false
        }
        return true
    }

    /// The amounts at `toks[i...]` while tokens start with a number (`35 min 5.2 km`, `1 h 15 min`),
    /// a compact `1h30` read as minutes, each with where it stands. Nil after reporting a bad one.
    func amounts(_ toks: [Token], _ i: inout Int) -> [(quantity: Quantity, start: Int, end: Int)]? {
        var found: [(quantity: Quantity, start: Int, end: Int)] = []
        while i < toks.count, startsNumeric(toks[i]) {
            let t = toks[i]
            if let m = compactDuration(t) {
                found.append((Quantity(m, .minutes), t.start, t.end))
                i += 1
                continue
            }
            guard let q = quantity(toks, &i, allowWordUnit: false) else { return nil }
            found.append((q.quantity, t.start, toks[i - 1].end))
        }
        return found
    }

    /// A compact duration in minutes: `7h20`, `1h30m` (`7h` is an amount of hours).
    func compactDuration(_ t: Token) -> Double? {
        guard let n = buf.number(at: t.start, t.end), n.end < t.end, lowerByte(buf[n.end]) == UInt8(ascii: "h") else { return nil }
        guard let m = buf.number(at: n.end + 1, t.end), m.end == t.end || (m.end + 1 == t.end && lowerByte(buf[m.end]) == UInt8(ascii: "m")) else { return nil }
        return n.value * 60 + m.value
    }
}
