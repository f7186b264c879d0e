/// Reads a bullet without a keyword that may be an entry written as people talk.
///
/// ```
/// - 19:00 flat white
/// - a can of monster
/// - toast and a banana
/// - had a coffee
/// - gym 45 min
/// - nap 20 min
/// - had my sertraline
/// - sertraline taken
/// ```
///
/// The parser reads only the words: whether they name a drink, a food or a medication is found
/// when the line is checked, against the catalog and the journal's definitions
/// (``EntryResolver/natural(_:time:on:)``). Grammar.md §5.12 states the rule.
extension FileParser {
    /// What the bullet text `s..<e` (after its time) may be; nil for a line that reads as prose
    /// (a word only sentences have, too many words) or that cannot be an entry at all.
    func naturalReading(_ s: Int, _ e: Int, timed: Bool = false) -> NaturalReading? {
        // "8.30 coffee": a time written `8.30` or `0830` is a time before an entry, and the
        // line is read as an entry only if the words after it are one.
        // (`2.50 l water`: a unit after the number makes it an amount; but `9.15 cup of tea`,
        // one container of something, is a time and a cup.)
        if let t = firstToken(buf, s, e), isDigit(buf[t.start]), case .time(let time)? = buf.time(t, loose: true),
           let next = firstToken(buf, t.end, e), MeasureUnit(standard: buf.lowercased(next)) == nil || oneContainerOf(next, e) {
            guard let reading = naturalReading(next.start, e) else { return nil }
            return NaturalReading(shape: reading.shape, text: reading.text, time: time)
        }
        // Most prose is told by its first word, before anything else is read: no entry written
        // without its keyword starts with `met` or `Walked`.
        guard let word = firstToken(buf, s, e), isDigit(buf[word.start]) || NaturalReading.startWords.find(buf, word) != nil
                || NaturalReading.isAmountWord(buf, word)
                || NaturalReading.activities.find(buf, word) != nil || sink?.mayName(buf, wordWithoutPunctuation(word)) == true else {
            // "- 07:00 monstar": a short line with a time may be a name with a slip in it.
            return timed ? shortLine(s, e) : nil
        }
        // "flat white -- with Sam": a comment says nothing about what the line is.
        let end = endWithoutTags(s, commentMark(s, e).map { buf.trimEnd(s, $0.start) } ?? e)
        guard s < end else { return nil }
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, end, into: &toks)
        guard !toks.isEmpty, toks.count <= NaturalReading.mostWords else { return nil }
        // "had my sertraline", "took my sertraline" (a `took` line the prose rule made a note),
        // "popped my sertraline", "taken sertraline".
        if toks.count >= 3, buf.matches(toks[1], "my"), NaturalReading.dosingVerbs.find(buf, toks[0]) != nil {
            return NaturalReading(shape: .dose(name: buf.string(toks[2].start, toks[toks.count - 1].end)), text: buf.string(s, end))
        }
        if toks.count >= 2, buf.matches(toks[0], "taken") {
            return NaturalReading(shape: .dose(name: buf.string(toks[1].start, toks[toks.count - 1].end)), text: buf.string(s, end))
        }
        // "morning metformin", "evening metformin": a time of day and a defined medication.
        if toks.count >= 2, NaturalReading.doseTimes.find(buf, toks[0]) != nil, sink?.mayNameMedication(buf, toks[1]) == true {
            return NaturalReading(shape: .dose(name: buf.string(toks[1].start, toks[toks.count - 1].end)), text: buf.string(s, end))
        }
        // Each reading below needs its line free of words only sentences have: looked for last,
        // once a cheaper test has passed (most prose passes none).
        // (`got` before a number is the verb of `got 6 hours sleep`.)
        func prose() -> Bool {
            toks.indices.contains { k in
                NaturalReading.proseWords.find(buf, wordWithoutPunctuation(toks[k])) != nil
                    && !(k == 0 && toks.count >= 3 && buf.matches(toks[0], "got") && startsNumeric(toks[1]))
            }
        }
        // "sertraline taken", "sertraline done".
        if toks.count >= 2, buf.matches(toks[toks.count - 1], "taken") || buf.matches(toks[toks.count - 1], "done") {
            return prose() ? nil : NaturalReading(shape: .dose(name: buf.string(toks[0].start, toks[toks.count - 2].end)), text: buf.string(s, end))
        }
        // "bed 23:00 up 07:00", "23:00-07:00 sleep", "11pm-7am".
        let hasDigit = firstDigit(s, end) != nil
        if hasDigit, let sleep = quietly({ sleepWithoutKeyword(toks) }) {
            return prose() ? nil : NaturalReading(shape: .entry(.sleep(sleep)), text: buf.string(s, end))
        }
        // "had a coffee", "drank 2 l water", "ate toast", "went for a run 30 min", "got 6 hours sleep".
        var first = toks.count >= 2 && NaturalReading.eatingVerbs.find(buf, toks[0]) != nil ? 1 : 0
        if toks.count >= 3, buf.matches(toks[0], "got"), startsNumeric(toks[1]) { first = 1 }
        if toks.count >= 4, buf.matches(toks[0], "went"), buf.matches(toks[1], "for"), buf.matches(toks[2], "a") || buf.matches(toks[2], "an") {
            first = 3
        }
        // "power nap 20 min", "dog walk 1 hour".
        if toks.count - first >= 3, buf.matches(toks[first], "power") || buf.matches(toks[first], "dog"),
           NaturalReading.activities.find(buf, toks[first + 1]) != nil || buf.matches(toks[first + 1], "nap") {
            first += 1
        }
        let from = toks[first].start
        // "gym 45 min", "nap 20 min", "30 min run", "8 hours sleep"; "run then coffee" is two entries.
        if NaturalReading.activities.find(buf, toks[first]) != nil || buf.matches(toks[first], "nap") || buf.matches(toks[first], "napped")
            || (hasDigit && startsNumeric(toks[first])) {
            if toks.contains(where: { buf.matches($0, "then") }) {
                let parts = naturalParts(from, end)
                if parts.count > 1, parts.contains(where: { isActivity($0.start, $0.end) }) {
                    return prose() ? nil : NaturalReading(shape: .mixed, text: buf.string(s, end))
                }
            }
            if let shape = activity(toks[first], from, end, words: toks.count - first) ?? durationFirst(Array(toks[first...])) {
                return prose() ? nil : NaturalReading(shape: shape, text: buf.string(s, end))
            }
        }
        // Prose costs a look-up: the first word that is not a number or a word of an amount must
        // be one a name, a size or a portion may start with (`met Tom at the station` is prose).
        // And a name, with a few words of where or with whom, is at most five words
        // (`cheese toastie at the cafe`): `baked cookies with Omar at sunset` is prose.
        var nameWord: Token? = nil, nameWords = 0
        for t in toks[first...] where !startsNumeric(t) && !NaturalReading.isAmountWord(buf, t) {
            if nameWord == nil { nameWord = t }
            nameWords += 1
        }
        guard let sink, let nameWord, nameWords <= NaturalReading.mostNameWords, sink.mayName(buf, wordWithoutPunctuation(nameWord)),
              !prose() else {
            // "150 mg calcium", "200mg caffeine": amounts of nutrients, in nothing that holds them.
            return first == 0 && startsNumeric(toks[0]) ? nutrientAmounts(s, end) : nil
        }
        let text = buf.string(s, end)
        // "a few coffees", "some water", "loads of tea": how many?
        if let after = vagueAmountEnd(toks, from: first) {
            guard after < toks.count, let foods = items([(toks[after].start, end)])?.foods else { return nil }
            return NaturalReading(shape: .vague(asFoods: foods), text: text)
        }
        // "fish and chips" as one dish if the catalog has it, else "toast and a banana", "coffee,
        // toast": each part an item, read as a drink and as a food; "coffee and a run" is two kinds.
        let whole = firstByte(UInt8(ascii: ","), from, end) == nil ? items([(from, end)]) : nil
        let parts = naturalParts(from, end)
        for part in parts where parts.count > 1 && isActivity(part.start, part.end) { return NaturalReading(shape: .mixed, text: text) }
        let split = parts.count > 1 ? items(parts) : nil
        guard let readings = whole ?? split else { return nil }
        return NaturalReading(shape: .items(asDrinks: readings.drinks, asFoods: readings.foods, split: whole != nil ? split : nil), text: text)
    }

    /// `150 mg calcium`, `200mg caffeine, 20 mg iron`: nutrients and their amounts alone (as in an
    /// item's parentheses, §7.4), each naming its nutrient; nil for anything else.
    private func nutrientAmounts(_ s: Int, _ e: Int) -> NaturalReading? {
        guard let list = quietly({ nutrientList(s, e, defaultMass: nil) }), !list.amounts.isEmpty, list.waterFraction == nil else { return nil }
        return NaturalReading(shape: .nutrientAmounts(list.amounts.map(\.nutrient)), text: buf.string(s, e))
    }

    /// The parts read as items, each as a drink and as a food; nil when one cannot be an item.
    private func items(_ parts: [(start: Int, end: Int)]) -> (drinks: [ItemEntry], foods: [ItemEntry])? {
        var drinks: [ItemEntry] = [], foods: [ItemEntry] = []
        for part in parts {
            guard let drink = quietly({ item(part.start, part.end, isDrink: true) }),
                  let food = quietly({ item(part.start, part.end, isDrink: false) }) else { return nil }
            drinks.append(drink)
            foods.append(food)
        }
        return foods.isEmpty ? nil : (drinks, foods)
    }

    /// `30 min run`, `20 min yoga`, `20 min nap`, `8 hours sleep`, `7h of sleep`, `45 min on the
    /// bike`: a duration and then the activity (or the sleep), and nothing else.
    private func durationFirst(_ toks: [Token]) -> NaturalReading.Shape? {
        guard toks.count >= 2, startsNumeric(toks[0]) else { return nil }
        var i = 0
        guard let amounts = quietly({ self.amounts(toks, &i) }), !amounts.isEmpty, i < toks.count else { return nil }
        var minutes = 0.0
        for a in amounts {
            guard let m = a.quantity.converted(to: .minutes) else { return nil }
            minutes += m
        }
        if i + 1 < toks.count, buf.matches(toks[i], "of") { i += 1 }
        // "45 min on the bike", "20 mins on the treadmill".
        if i + 1 < toks.count, buf.matches(toks[i], "on") {
            i += 1
            if i + 1 < toks.count, buf.matches(toks[i], "the") || buf.matches(toks[i], "a") || buf.matches(toks[i], "my") { i += 1 }
        }
        guard i == toks.count - 1, minutes > 0 else { return nil }
        let word = toks[i]
        if buf.matches(word, "nap") || buf.matches(word, "sleep") || buf.matches(word, "kip") {
            guard minutes <= 16 * 60 else { return nil }
            return .entry(.sleep(SleepEntry(minutes: minutes, note: buf.matches(word, "nap") ? "nap" : "")))
        }
        guard NaturalReading.activities.find(buf, word) != nil else { return nil }
        return .entry(.workout(WorkoutEntry(activity: keptText(word.start, word.end), minutes: minutes, distanceMeters: nil, kcal: nil, note: "")))
    }

    /// `gym 45 min`, `run 5 km 30 min`, `nap 20 min`: an activity word and what follows as the
    /// workout (or the sleep) would read it; `.activityWithoutDuration` when it has no duration.
    private func activity(_ word: Token, _ s: Int, _ e: Int, words: Int) -> NaturalReading.Shape? {
        let isNap = buf.matches(word, "nap") || buf.matches(word, "napped")
        guard isNap || NaturalReading.activities.find(buf, word) != nil else { return nil }
        // "gym session", "run 30": an activity, but for how long? "Ran out of bread" is prose.
        let number = firstDigit(word.end, e) != nil
        let unclear: NaturalReading.Shape? = number || words <= 2 ? .activityWithoutDuration : nil
        guard number else { return unclear }
        if isNap {
            let rest = buf.skipSpaces(word.end, e)
            guard case .sleep(var sleep)? = quietly({ self.sleep(rest, e, word) }) else { return unclear }
            sleep.note = sleep.note.isEmpty ? "nap" : "nap " + sleep.note
            return .entry(.sleep(sleep))
        }
        guard case .workout(let workout)? = quietly({ self.workout(s, e, word) }) else { return unclear }
        return .entry(.workout(workout))
    }

    /// Whether the part `s..<e` of a line starts with an activity (after `a` or `an`): `coffee
    /// and a run` is two kinds.
    private func isActivity(_ s: Int, _ e: Int) -> Bool {
        guard var w = firstToken(buf, s, e) else { return false }
        if buf.matches(w, "a") || buf.matches(w, "an"), let next = firstToken(buf, w.end, e) { w = next }
        return NaturalReading.activities.find(buf, w) != nil || buf.matches(w, "nap")
    }

    /// A line of at most three words, when it has a time: words that named nothing at first
    /// sight, for the checker to look for a name one slip away (``NaturalReading/Shape/unread``).
    private func shortLine(_ s: Int, _ e: Int) -> NaturalReading? {
        let end = endWithoutTags(s, commentMark(s, e).map { buf.trimEnd(s, $0.start) } ?? e)
        var toks = borrowTokens()
        defer { recycle(&toks) }
        tokenize(buf, s, end, into: &toks)
        guard (1...3).contains(toks.count), !toks.contains(where: { NaturalReading.proseWords.find(buf, wordWithoutPunctuation($0)) != nil }),
              let items = quietly({ item(s, end, isDrink: true) }) else { return nil }
        return NaturalReading(shape: .unread(items), text: buf.string(s, end))
    }

    /// Whether `word` is a container or portion word in the singular followed by `of` (`cup
    /// of`, `glass of`): one of it, so a number before it is no count of it.
    private func oneContainerOf(_ word: Token, _ e: Int) -> Bool {
        guard PortionWordSpellings.singularTable.find(buf, word) != nil, let of = firstToken(buf, word.end, e) else { return false }
        return buf.matches(of, "of")
    }

    /// The parts of a line of items: apart at commas and at ` and `, ` & `, ` + ` (outside
    /// brackets and quotes).
    private func naturalParts(_ s: Int, _ e: Int) -> [(start: Int, end: Int)] {
        var parts: [(start: Int, end: Int)] = []
        var partStart = s, i = s, depth = 0
        func close(_ at: Int, next: Int) {
            let ps = buf.skipSpaces(partStart, at), pe = buf.trimEnd(ps, at)
            if ps < pe { parts.append((ps, pe)) }
            partStart = next
        }
        while i < e {
            let b = buf[i]
            if b == UInt8(ascii: "(") { depth += 1 } else if b == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            if depth == 0, b == UInt8(ascii: ",") { close(i, next: i + 1) }
            else if depth == 0, b == UInt8(ascii: " "), i + 2 < e {
                var w = i + 1
                while w < e, buf[w] != UInt8(ascii: " ") { w += 1 }
                let word = Token(start: i + 1, end: w)
                if w < e, buf.matches(word, "and") || buf.matches(word, "&") || buf.matches(word, "+") || buf.matches(word, "then") {
                    close(i, next: w)
                    i = w
                    continue
                }
            }
            i += 1
        }
        close(e, next: e)
        return parts
    }

    /// A night written without `sleep` first: `bed 23:00 up 07:00`, `in bed by 11pm, up at
    /// 7am`, `asleep 23:30 awake 06:30`, `23:00-07:00 sleep`, `11pm-7am`.
    private func sleepWithoutKeyword(_ toks: [Token]) -> SleepEntry? {
        // A span, alone or before `sleep`: as `sleep SPAN` reads it.
        let last = toks[toks.count - 1]
        let spanEnd = buf.matches(last, "sleep") && toks.count > 1 ? toks.count - 1 : toks.count
        if spanEnd <= 2, firstByte(UInt8(ascii: "-"), toks[0].start, toks[spanEnd - 1].end) != nil, isDigit(buf[toks[0].start]),
           case .sleep(let sleep)? = self.sleep(toks[0].start, toks[spanEnd - 1].end, toks[0]), sleep.span != nil {
            return sleep
        }
        // Two times, the first after a word of going to sleep, the second after one of waking.
        var bed: TimeOfDay? = nil, up: TimeOfDay? = nil
        var sawBed = false, sawUp = false
        for t in toks {
            let w = wordWithoutPunctuation(t)
            if NaturalReading.bedWords.find(buf, w) != nil { sawBed = true; continue }
            if NaturalReading.wakeWords.find(buf, w) != nil { sawUp = true; continue }
            if case .time(let time)? = buf.time(w, loose: true) {
                if sawUp, bed != nil, up == nil { up = time } else if sawBed, !sawUp, bed == nil { bed = time } else { return nil }
                continue
            }
            guard NaturalReading.sleepFillers.find(buf, w) != nil else { return nil }
        }
        guard let bed, let up else { return nil }
        let minutes = Double((Int(up.minutes) - Int(bed.minutes) + 1440) % 1440)
        guard minutes > 0, minutes <= 16 * 60 else { return nil }
        return SleepEntry(start: bed, end: up, minutes: minutes)
    }

    /// Where the words after an amount that says no number start (`a few`, `few`, `some`,
    /// `several`, `loads of`, `lots of`, `a lot of`, `plenty of`), if `toks` start with one at `i`.
    private func vagueAmountEnd(_ toks: [Token], from i: Int) -> Int? {
        func word(_ k: Int, _ s: StaticString) -> Bool { k < toks.count && buf.matches(toks[k], s) }
        if word(i, "some") || word(i, "several") || word(i, "few") { return i + 1 }
        if word(i, "a"), word(i + 1, "few") { return i + 2 }
        if word(i, "a"), word(i + 1, "lot"), word(i + 2, "of") { return i + 3 }
        if word(i, "loads") || word(i, "lots") || word(i, "plenty"), word(i + 1, "of") { return i + 2 }
        return nil
    }

    /// The first digit in `s..<e`, if any.
    private func firstDigit(_ s: Int, _ e: Int) -> Int? {
        var i = s
        while i < e { if isDigit(buf[i]) { return i }; i += 1 }
        return nil
    }

    /// What `read` gives without a problem; nil, with any problem it reported taken back, when
    /// it reports one.
    func quietly<T>(_ read: () -> T?) -> T? {
        let before = result.diagnostics.count
        let value = read()
        guard result.diagnostics.count == before else {
            result.diagnostics.removeLast(result.diagnostics.count - before)
            return nil
        }
        return value
    }
}

/// What a bullet without a keyword may be, as its words read (``FileParser/naturalReading(_:_:)``),
/// before the journal's names are looked up. (A class: a note carries one only when its words
/// may be an entry, and a reference keeps every other note as small as before.)
final class NaturalReading: Sendable {
    enum Shape: Sendable {
        /// Items (`flat white`, `toast and a banana`), each read as a drink and as a food: one
        /// drink, a meal, or a medication's name. A line of parts joined by `and` is first one
        /// item (`fish and chips`), with its parts (`split`) to try when that is not known.
        indirect case items(asDrinks: [ItemEntry], asFoods: [ItemEntry], split: (drinks: [ItemEntry], foods: [ItemEntry])?)
        /// A medication's name (`had my sertraline`, `sertraline taken`).
        case dose(name: String)
        /// A short line with a time whose words named nothing at first sight (`07:00 monstar`),
        /// read as an item: a name one slip from a known one is warned about.
        case unread(ItemEntry)
        /// `gym 45 min`, `nap 20 min`: the entry its keyword would give.
        case entry(EntryKind)
        /// An activity with no duration (`gym session`, `run along the canal`).
        case activityWithoutDuration
        /// Parts of two kinds (`coffee and a run`).
        case mixed
        /// Amounts of nutrients alone (`150 mg calcium`): no item to count them in.
        case nutrientAmounts([Nutrient])
        /// An amount in words that says no number (`a few coffees`, `some water`, `loads of
        /// tea`), then items read as a food.
        case vague(asFoods: [ItemEntry])
    }

    let shape: Shape
    /// The line's words as written (after its time, before any comment), for the hint.
    let text: String
    /// A time written as only an entry's may be (`8.30`, `0830`): the entry's, if it is one.
    let time: TimeOfDay?

    init(shape: Shape, text: String, time: TimeOfDay? = nil) {
        self.shape = shape
        self.text = text
        self.time = time
    }

    /// A longer line is prose.
    static let mostWords = 9
    /// A longer line of items (not counting numbers and the words of amounts) is prose.
    static let mostNameWords = 5

    /// Words that stand in sentences but not in an entry written as people talk: a line with
    /// one is prose (`- Gym was closed`, `- Need to buy more coffee`).
    static let proseWords = ByteTable([
        "was", "were", "is", "are", "am", "been", "be", "being", "i", "i'm", "im", "we", "you", "he", "she", "they", "it", "it's",
        "me", "us", "them", "will", "would", "should", "could", "can't", "because", "our", "your", "their", "his", "her",
        "has", "have", "did", "does", "do", "don't", "need", "needs", "must", "want", "wants", "going", "got", "get", "gets",
        "if", "but", "so", "why", "what", "when", "how", "not", "my", "this", "that", "these", "those", "there", "here",
        "too", "very", "more", "less", "again", "today", "tomorrow", "yesterday", "tonight", "next", "last", "every",
        "felt", "feel", "feeling", "feels", "seems", "seemed", "still", "never", "always",
    ].map { ($0, true) })

    /// Words other than names that may start a line without a keyword: verbs (`had a coffee`,
    /// `took my sertraline`, `taken sertraline`, `went for a run`, `got 6 hours sleep`), words
    /// of going to bed (`in bed by 11pm`), of a nap (`power nap 20 min`) or a walk (`dog walk`),
    /// times of day before a dose (`morning metformin`). Words of amounts
    /// start one too (``isAmountWord(_:_:)``).
    static let startWords = ByteTable(["had", "drank", "ate", "took", "popped", "remembered", "swallowed", "taken", "went", "power",
                                       "dog", "nap", "napped", "bed", "in", "asleep", "lights", "fell", "got",
                                       "morning", "evening", "night", "bedtime"].map { ($0, true) })

    /// Times of day before a medication's name: `morning metformin`.
    static let doseTimes = ByteTable(["morning", "evening", "night", "bedtime"].map { ($0, true) })

    /// Words of an amount that are no part of a name: `a litre of water`.
    static let amountWords = ByteTable(["a", "an", "of", "some", "few", "several", "loads", "lots", "lot", "plenty", "one", "two",
                                        "three", "four", "half", "bit", "little", "litre", "liter", "litres", "liters", "l", "ml",
                                        "cl", "g", "kg", "oz", "lb"].map { ($0, true) })

    /// Whether `t` is a word of an amount or of where a food came from (``FileParser/provenanceWords``):
    /// no part of a name.
    static func isAmountWord(_ buf: UnsafeBufferPointer<UInt8>, _ t: Token) -> Bool {
        amountWords.find(buf, t) != nil || FileParser.provenanceWords.find(buf, t) != nil
    }

    /// Verbs before `my` and a medication: `had my sertraline`, `popped my sertraline`.
    static let dosingVerbs = ByteTable(["had", "took", "popped", "remembered", "swallowed"].map { ($0, true) })

    /// Words before the time a night's sleep began, and before the time it ended.
    static let bedWords = ByteTable(["bed", "asleep", "slept", "sleep", "lights"].map { ($0, true) })
    static let wakeWords = ByteTable(["up", "woke", "awake", "wake"].map { ($0, true) })
    /// Other words such a line may hold: `in bed by 11pm, up at 7am`, `went to bed 23:30`.
    static let sleepFillers = ByteTable(["in", "by", "at", "to", "went", "fell", "out", "off", "around", "about", "till", "until"].map { ($0, true) })

    /// Verbs before what was eaten or drunk: `had a coffee`, `drank 2 l water`, `ate toast`.
    static let eatingVerbs = ByteTable(["had", "drank", "ate"].map { ($0, true) })

    /// Words that start a workout written without its keyword (`gym 45 min`, `ran 5 km 28 min`).
    static let activities = ByteTable([
        "gym", "run", "ran", "running", "jog", "jogged", "jogging", "walk", "walked", "walking", "swim", "swam", "swimming",
        "cycle", "cycled", "cycling", "bike", "biked", "biking", "ride", "rode", "yoga", "pilates", "hiit", "spin", "spinning",
        "row", "rowed", "rowing", "hike", "hiked", "hiking", "climb", "climbed", "climbing", "bouldering", "lift", "lifted",
        "lifting", "weights", "football", "soccer", "tennis", "badminton", "squash", "netball", "basketball", "golf", "dance",
        "danced", "dancing", "boxing", "crossfit", "zumba", "stretching", "treadmill", "elliptical", "parkrun", "skating",
        "skiing", "karate", "judo", "rugby", "hockey", "cricket", "barre", "aerobics", "workout", "exercise", "peloton",
    ].map { ($0, true) })
}
