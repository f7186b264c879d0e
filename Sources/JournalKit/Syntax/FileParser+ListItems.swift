/// Reads list items and plain lines: a bullet's checkbox and time, then what its first word
/// says it is (an entry, a definition, or else a note), the items of an open meal, and tags
/// and photos in notes.
///
/// ```
/// - 07:45 drink espresso x2
/// - [x] 7:30 pm meditate #calm
/// - 12:30 lunch
///   - chicken salad
/// Prose is a note. ![the view](photos/view.jpg)
/// ```
extension FileParser {
    /// Hands an entry of the current day to the sink, or keeps a to-do outside days in its
    /// list (an entry under an invalid heading is dropped).
    func append(_ entry: consuming Entry) {
        append(entry.kind, time: entry.time, tags: entry.tags, range: entry.range)
    }

    /// Hands the parts of an entry (see ``append(_:)``) to the sink, which takes them apart.
    func append(_ kind: consuming EntryKind, time: TimeOfDay?, tags: [String], range: SourceRange) {
        guard let sink else { return }
        switch section {
        case .day(let date):
            openFileDay()
            sink.entry(kind, time: time, tags: tags, range: range, on: date, parser: self)
        case .invalidDay: break
        case .named(let n): result.taskLists[n].tasks.append(Entry(kind: kind, time: time, tags: tags, range: range))
        case .preamble:
            if result.taskLists.isEmpty || result.taskLists[0].name != "" {
                result.taskLists.insert(TaskListSection(name: "", range: self.range(lineStart, lineStart)), at: 0)
                if case .named(let n) = section { section = .named(n + 1) }
            }
            result.taskLists[0].tasks.append(Entry(kind: kind, time: time, tags: tags, range: range))
        }
    }

    // MARK: Plain lines and notes

    /// A line that is not a bullet: a note inside a day; outside, a definition or prose.
    func plainLine(indent: Int, start: Int, end: Int) {
        if inDay {
            if indent == 0 { endMeal() }
            append(note(start: start, end: end, bullet: false, entryStart: start))
            return
        }
        // Outside days, a plain line may be a definition; if it does not read as one, it is prose.
        guard let first = firstToken(buf, start, end), DefinitionKeyword(buf, first) != nil else { return }
        let before = result.diagnostics.count
        let defCount = result.definitions.count
        definition(start: start, end: end)
        if result.diagnostics[before...].contains(where: { $0.severity == .error }) {
            // Prose that happens to start with a keyword: keep the problems for --strict only.
            if result.definitions.count > defCount {
                result.definitions.removeLast(result.definitions.count - defCount)
                shapes?.dropDefinition(lineNumber)
            }
            keepForStrictOnly(diagnosticsFrom: before)
        }
    }

    /// A note from `start..<end`, with its photos and tags when the model keeps them.
    func note(start: Int, end: Int, bullet: Bool, entryStart: Int, time: TimeOfDay? = nil, reading: NaturalReading? = nil) -> Entry {
        if !keepsWhole {
            // Only --strict looks at notes, and only at a bullet's text.
            let text = options.strict && bullet ? buf.string(start, end) : ""
            var note = NoteEntry(text: text, bullet: bullet)
            note.reading = reading
            // Its tags still go to its day (the days summed up note them).
            var tags: [String] = []
            if mayHaveTags(start, end) { collectTags(start, end, into: &tags) }
            return Entry(kind: .note(note), time: time, tags: tags, range: range(entryStart, end))
        }
        let text = buf.string(start, end)
        var photos: [Photo] = []
        if text.utf8.contains(UInt8(ascii: "!")) { photos = Self.photos(in: text) }
        var tags: [String] = []
        collectTags(start, end, into: &tags)
        var note = NoteEntry(text: text, photos: photos, bullet: bullet)
        note.reading = reading
        return Entry(kind: .note(note), time: time, tags: tags, range: range(entryStart, end))
    }

    /// `![alt](path)` links in a text.
    static func photos(in text: String) -> [Photo] {
        var photos: [Photo] = []
        var rest = Substring(text)
        while let bang = rest.range(of: "![") {
            rest = rest[bang.upperBound...]
            guard let close = rest.range(of: "]("), let paren = rest[close.upperBound...].firstIndex(of: ")") else { break }
            let alt = String(rest[..<close.lowerBound])
            var path = String(rest[close.upperBound..<paren])
            if let space = path.firstIndex(of: " ") { path = String(path[..<space]) }  // drop a title
            photos.append(Photo(alt: alt, path: path))
            rest = rest[rest.index(after: paren)...]
        }
        return photos
    }

    /// `#tags` in a range: `#` at the start or after a space, then a letter.
    func collectTags(_ start: Int, _ end: Int, into tags: inout [String]) {
        var i = start
        while i < end {
            if buf[i] == UInt8(ascii: "#"), i + 1 < end, isASCIILetter(buf[i + 1]), i == start || isSpace(buf[i - 1]) {
                var j = i + 1
                while j < end, !isSpace(buf[j]), buf[j] != UInt8(ascii: ","), buf[j] != UInt8(ascii: ")") { j += 1 }
                tags.append(buf.lowercased(i + 1, j))
                i = j
            } else {
                i += 1
            }
        }
    }

    /// Drops `#tag` tokens (`#` and more; with `letterAfterHash`, only `#` and a letter). Most
    /// lines have none, and looking costs less than `removeAll(where:)` does.
    func removeTags(_ toks: inout [Token], letterAfterHash: Bool) {
        guard toks.contains(where: { buf[$0.start] == UInt8(ascii: "#") }) else { return }
        toks.removeAll { buf[$0.start] == UInt8(ascii: "#") && $0.count > 1 && (!letterAfterHash || isASCIILetter(buf[$0.start + 1])) }
    }

    // MARK: Bullets

    /// A bullet (`- `, `* `, `+ `): a meal's items, or a checkbox and a time, then the rest.
    func bullet(indent: Int, start: Int, content: Int, end: Int) {
        // Items of a meal, indented under it.
        if let parent = mealParent, indent > parent, case .day(let date) = section {
            readLine(.mealItems, content, end, indent: indent, time: nil) {
                if mealItems(start: content, end: end, on: date) > 0 { shapes?.entry(lineNumber, keyword: nil) }
            }
            return
        }
        if indent == 0 || mealParent.map({ indent <= $0 }) == true { endMeal() }
        var p = content
        // Checkbox.
        var checkbox: UInt8? = nil
        if p + 3 <= end, buf[p] == UInt8(ascii: "["), buf[p + 2] == UInt8(ascii: "]"),
           p + 3 == end || isSpace(buf[p + 3]) {
            checkbox = buf[p + 1]
            shapes?.checkbox(lineNumber, end: p + 3, text: buf.skipSpaces(p + 3, end))
            p = buf.skipSpaces(p + 3, end)
        }
        // Time.
        var time: TimeOfDay? = nil
        var wordEnd = p
        while wordEnd < end, !isSpace(buf[wordEnd]) { wordEnd += 1 }
        if wordEnd > p, isDigit(buf[p]) {
            var t = Token(start: p, end: wordEnd)
            // "7 pm"
            var afterTime = wordEnd
            let next = buf.skipSpaces(wordEnd, end)
            var nextEnd = next
            while nextEnd < end, !isSpace(buf[nextEnd]) { nextEnd += 1 }
            let nextTok = Token(start: next, end: nextEnd)
            var scan = buf.leadingTime(t, lineEnd: end)
            if scan == nil || (scan != nil && isDigit(buf[wordEnd - 1])), nextTok.count == 2, buf.matches(nextTok, "am") || buf.matches(nextTok, "pm"),
               let joinedScan = buf.time(t, meridiem: nextTok) {
                scan = joinedScan
                afterTime = nextEnd
                t.end = nextEnd
            }
            switch scan {
            case .time(let tm):
                time = tm
                p = buf.skipSpaces(afterTime, end)
                shapes?.time(lineNumber, t.start..<t.end, tm, text: p)
            case .impossible:
                report(.error, .badTime, t.start, t.end, "'\(buf.string(t))' is not a time of day",
                       hint: "write times as HH:MM from 00:00 to 23:59, or 7am / 7:45pm")
                return
            case nil:
                break
            }
        }
        if let mark = checkbox {
            readLine(.checkbox, content, end, indent: indent, time: time) { checkboxLine(mark: mark, start: start, bodyStart: p, end: end, time: time) }
            return
        }
        // The first word says what the line is ("breakfast:": the colon belongs to the keyword).
        var first = firstToken(buf, p, end)
        if let f = first, buf[f.end - 1] == UInt8(ascii: ":"), f.count > 1 { first?.end -= 1 }
        let keyword = first.flatMap { EntryKeyword(buf, $0) }
        readLine(.entry(keyword), p, end, indent: indent, time: time) {
            bodyLine(start: start, bodyStart: p, first: first, keyword: keyword, end: end, time: time, indent: indent)
        }
    }

    /// A task from a checkbox (`[ ]`, `[x]`, `[>]`, `[<]`, `[-]`); any other mark keeps the line a note.
    func checkboxLine(mark: UInt8, start: Int, bodyStart: Int, end: Int, time: TimeOfDay?) {
        let state: TaskState
        switch mark {
        case UInt8(ascii: " "): state = .open
        case UInt8(ascii: "x"), UInt8(ascii: "X"): state = .done
        case UInt8(ascii: ">"): state = .migrated
        case UInt8(ascii: "<"): state = .scheduled
        case UInt8(ascii: "-"): state = .cancelled
        default:
            report(.warning, .badCheckbox, bodyStart - 3, bodyStart, "'[\(String(UnicodeScalar(mark)))]' is not a checkbox state; the line is kept as a note",
                   hint: "use [ ] open, [x] done, [>] migrated, [<] scheduled or [-] cancelled")
            if inDay { append(note(start: start + 2, end: end, bullet: true, entryStart: start)) }
            return
        }
        append(task(state: state, start: start, bodyStart: bodyStart, end: end, time: time))
    }

    /// A bullet's text after its time: an entry, a definition, or a note, by its first word
    /// (`first`, without a colon after it) and the entry keyword that word is, if any.
    func bodyLine(start: Int, bodyStart: Int, first: Token?, keyword: EntryKeyword?, end: Int, time: TimeOfDay?, indent: Int) {
        guard let first else {
            if inDay { append(note(start: bodyStart, end: end, bullet: true, entryStart: start)) }
            return
        }
        if let keyword {
            if inDay {
                let added = entry(keyword, start: start, keywordToken: first, end: end, time: time)
                if case .meal = keyword, added, case .day = section { mealParent = indent }
                return
            }
            if keyword == .drink, DefinitionKeyword(buf, first) != nil, looksLikeDefinition(bodyStart, first.end, end) {
                definition(start: bodyStart, end: end)
                return
            }
            report(.warning, .entryOutsideDay, first.start, first.end,
                   "'\(buf.string(first))' entry is outside any day; it is not counted",
                   hint: "put it under a day heading such as ## 2026-11-21")
            return
        }
        if DefinitionKeyword(buf, first) != nil {
            if inDay {
                // "- set up the tent" is prose; "- goal water >= 2 l" is a misplaced definition.
                let before = result.diagnostics.count, defs = result.definitions.count
                definition(start: bodyStart, end: end)
                let parsed = result.definitions.count > defs
                result.diagnostics.removeLast(result.diagnostics.count - before)
                if parsed {
                    result.definitions.removeLast(result.definitions.count - defs)
                    shapes?.dropDefinition(lineNumber)
                    report(.error, .definitionInDay, first.start, first.end,
                           "definitions cannot stand inside a day",
                           hint: "move it under a heading without a date, such as ## Settings")
                } else {
                    append(note(start: bodyStart, end: end, bullet: true, entryStart: start, time: time))
                }
                return
            }
            definition(start: bodyStart, end: end)
            return
        }
        if inDay {
            if options.strict {
                tokens.removeAll(keepingCapacity: true)
                tokenize(buf, bodyStart, end, into: &tokens)
                if time != nil || tokens.count > 1 { strictKeywordCheck(first) }
            }
            // "packed lunch: sandwich", "out for dinner: pizza": a meal, its words before the colon its description.
            if let kind = mealPhrase(bodyStart, end) {
                if let meal = self.meal(kind, bodyStart, end) {
                    shapes?.entry(lineNumber, keyword: nil)
                    var tags: [String] = []
                    if keepsWhole || mayHaveTags(bodyStart, end) { collectTags(bodyStart, end, into: &tags) }
                    append(meal, time: time, tags: tags, range: range(start, end))
                    if case .day = section { mealParent = indent }
                }
                return
            }
            append(note(start: bodyStart, end: end, bullet: true, entryStart: start, time: time, reading: naturalReading(bodyStart, end, timed: time != nil)))
        } else if time != nil {
            report(.warning, .entryOutsideDay, start, end, "a timed entry is outside any day; it is not counted",
                   hint: "put it under a day heading such as ## 2026-11-21")
        }
    }

    /// The open meal (if any) takes no more indented items.
    func endMeal() {
        guard mealParent != nil else { return }
        mealParent = nil
        sink?.endMeal(parser: self)
    }

    /// Whether the rest of a `drink` line outside a day reads as a definition (`per …` or `:`).
    func looksLikeDefinition(_ start: Int, _ from: Int, _ end: Int) -> Bool {
        tokens.removeAll(keepingCapacity: true)
        tokenize(buf, start, end, into: &tokens)
        for t in tokens.dropFirst() where buf.matches(t, "per") || Nutrient(name: buf.lowercased(t).trimmingCharacters(",")) != nil { return true }
        var i = from
        while i < end { if buf[i] == UInt8(ascii: ":") { return true }; i += 1 }
        return false
    }

    // MARK: Lines read before

    /// Reads a line of a day with `read` (a bullet's text from `s`, what `line` says it is),
    /// or hands it to the memory of lines, if any, which replays it instead when it has seen
    /// it before (see ``LineMemory``): a replayed line that opens a meal takes the indented
    /// lines under it as its items, as a line read does.
    @inline(__always)
    func readLine(_ line: LineMemory.Line, _ s: Int, _ e: Int, indent: Int, time: TimeOfDay?, _ read: () -> Void) {
        guard let lineMemory, !keepsWhole, case .day(let date) = section else {
            // `journal fmt` needs of a line only what it may rewrite, and what it leaves for the next lines.
            if let shapes, case .day = section, !shapes.mayRewrite(line, buf, s, e) { return }
            return read()
        }
        if lineMemory.read(line, s, e, time: time, on: date, parser: self, read) { mealParent = indent }
    }
}
