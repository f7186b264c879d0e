/// Reads a meal and its items, on the line or as indented children.
///
/// ```
/// - 08:00 breakfast: oats 60 g, milk 200 ml, apple
/// - 12:30 lunch
///   - chicken salad (520 kcal, 40 g protein)
///   - sparkling water 330 ml
/// - dinner with Sam: pasta 200 g, salad
/// ```
///
/// Items are separated by commas (outside parentheses and double quotes). Words before a colon
/// after the keyword describe the meal and are not items. A meal word may also stand among the
/// few words before a line's colon (``mealPhrase(_:_:)``):
///
/// ```
/// - packed lunch: cheese sandwich, apple
/// - out for dinner: pizza
/// - 18:00 tea: fish fingers, peas
/// ```
extension FileParser {
    /// The meal a line without a keyword is when two or three words before its colon hold a
    /// meal's word (`packed lunch:`, `out for dinner:`, `late breakfast:`), or when they are
    /// `tea`, `afternoon tea`, `high tea`, `chippy tea` or `meal deal` (a meal known by its
    /// time). Nil for any
    /// other line, and for a colon after a parenthesis.
    func mealPhrase(_ s: Int, _ e: Int) -> MealKind? {
        // A phrase of three words and a colon is short: look no further.
        guard let colon = firstByte(UInt8(ascii: ":"), s, min(e, s + 40)), firstByte(UInt8(ascii: "("), s, colon) == nil else { return nil }
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, colon, into: &toks)
        guard (1...3).contains(toks.count) else { return nil }
        if toks.count == 1 { return buf.matches(toks[0], "tea") ? .meal : nil }
        if toks.count == 2, buf.matches(toks[1], "tea"),
           buf.matches(toks[0], "afternoon") || buf.matches(toks[0], "high") || buf.matches(toks[0], "chippy") {
            return .meal
        }
        if toks.count == 2, buf.matches(toks[0], "meal"), buf.matches(toks[1], "deal") { return .meal }
        var kind: MealKind? = nil
        for t in toks {
            guard case .meal(let k)? = EntryKeyword(buf, t), k != .meal else { continue }
            guard kind == nil else { return nil }
            kind = k
        }
        return kind
    }


    func meal(_ kind: MealKind, _ s: Int, _ e: Int) -> EntryKind? {
        var start = s
        // "dinner with Sam: pasta" — a description before the colon.
        if let colon = firstByte(UInt8(ascii: ":"), s, e), firstByte(UInt8(ascii: "("), s, colon) == nil {
            start = buf.skipSpaces(colon + 1, e)
        }
        var items: [ItemEntry] = []
        items.reserveCapacity(4)  // most meals have a few items: one allocation, not three
        guard itemList(start, e, into: &items) else { return nil }
        return .meal(MealEntry(meal: kind, items: items))
    }

    /// Comma-separated items; false after reporting an error in any of them.
    func itemList(_ s: Int, _ e: Int, into items: inout [ItemEntry]) -> Bool {
        var partStart = s
        var depth = 0
        var quoted = false
        var ok = true
        var i = s
        let comma = UInt8(ascii: ",")
        while i <= e {
            let b = i < e ? buf[i] : comma  // the end of the range ends the last item
            // "Potato, baked": commas in quotes are the name's (a quote opens at a word's start).
            if b == UInt8(ascii: "\""), quoted || i == partStart || isSpace(buf[i - 1]) { quoted.toggle() }
            else if quoted, i < e { i += 1; continue }
            if b == UInt8(ascii: "(") { depth += 1 } else if b == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            // "takeaway pizza, 4 slices": an amount alone after a comma is the item's before it.
            if b == comma, depth == 0, i < e, amountAlone(i + 1, e), buf.skipSpaces(partStart, i) < i {
                i += 1
                continue
            }
            if b == comma, depth == 0 {
                let ps = buf.skipSpaces(partStart, i)
                if ps < buf.trimEnd(ps, i), !onlyTags(ps, i) {
                    if !readItem(ps, i, isDrink: false, into: &items) { ok = false }
                }
                partStart = i + 1
            }
            i += 1
        }
        return ok
    }

    /// Whether the part of a list that starts at `s` (and ends at the next comma or `e`) is a
    /// number and a portion word alone: `4 slices`, `2 pieces`.
    private func amountAlone(_ s: Int, _ e: Int) -> Bool {
        // Most parts start with a name.
        let first = buf.skipSpaces(s, e)
        guard first < e, isDigit(buf[first]) else { return false }
        let end = firstByte(UInt8(ascii: ","), s, e) ?? e
        guard let number = firstToken(buf, s, end), isDigit(buf[number.start]), buf.number(at: number.start, number.end)?.end == number.end,
              let word = firstToken(buf, number.end, end), buf.skipSpaces(word.end, end) == end else { return false }
        return Self.portionWords.find(buf, word) != nil
    }

    /// Whether a range holds nothing but `#tags`.
    func onlyTags(_ s: Int, _ e: Int) -> Bool {
        // Most parts have no '#': then only a blank part has nothing but tags.
        if firstByte(UInt8(ascii: "#"), s, e) == nil { return buf.skipSpaces(s, e) == e }
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, e, into: &toks)
        return toks.allSatisfy { buf[$0.start] == UInt8(ascii: "#") && $0.count > 1 && isASCIILetter(buf[$0.start + 1]) }
    }

    /// Indented children of a meal: each line holds one or more items.
    /// Returns how many items the line has.
    @discardableResult
    func mealItems(start: Int, end: Int, on date: CalendarDate) -> Int {
        var items: [ItemEntry] = []
        items.reserveCapacity(4)  // most meals have a few items: one allocation, not three
        _ = itemList(start, end, into: &items)
        guard let sink else { return items.count }
        var tags: [String] = []
        if keepsWhole || mayHaveTags(start, end) { collectTags(start, end, into: &tags) }
        sink.mealItems(items, tags: tags, on: date, parser: self)
        return items.count
    }
}
