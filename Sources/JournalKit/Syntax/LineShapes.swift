/// Where the parser found the parts of each line it read that `journal fmt` may rewrite: the
/// bullet, the checkbox, the leading time, the entry or definition keyword, and numbers written
/// against their unit. The parser tells it as it reads (``FileParser/shapes``), so that the
/// formatter never reads a line otherwise than the parser does.
///
/// ```
/// -  [x]   7:30 meditate        bullet, checkbox, time 07:30
/// - Drink espresso 30ml         bullet, keyword "Drink", a unit at "ml"
/// - Goal caffeine <=400mg       bullet, definition keyword "Goal", "<=" then "400", "mg"
/// ```
///
/// Offsets are byte offsets in the file. Lines the parser does not reach (front matter, code
/// blocks, the inside of HTML comments, blank lines) have no shape. A line's shape is handed
/// on (``init(readingEveryLine:_:)``) once the parser is done with the line (``linePassed()``),
/// so that the shapes of a long file are never held at once.
final class LineShapes {
    struct Shape {
        var line: Int32
        /// An HTML comment is on the line: it is kept as written.
        var hasComment = false
        var isHeading = false
        /// The bullet (`-`, `*` or `+`), and the first byte after the spaces that follow it.
        var bullet = -1, bulletText = -1
        /// The byte after a checkbox's `]`, and the first byte after the spaces that follow it.
        var checkboxEnd = -1, checkboxText = -1
        /// The leading time as written (`7:30`, `7 pm`), what it reads as, and the first byte
        /// after the spaces that follow it.
        var time: Range<Int>? = nil
        var timeValue = TimeOfDay(minutes: 0)
        var timeText = -1
        /// Whether the line is an entry (not a note) or the items of a meal.
        var isEntry = false
        /// The entry keyword, without a colon.
        var keyword: Range<Int>? = nil
        /// A definition kept (one that parses, where definitions stand): its keyword (without
        /// a colon), and where its text ends.
        var definitionKeyword: Range<Int>? = nil
        var definitionEnd = -1
        /// Where a space goes: between a number and its unit (`500|ml`), or a comparison and
        /// its number (`<=|400`).
        var splits: [Int] = []
        /// Text a definition keeps as written (a name, a reason): its spaces are its own.
        var asWritten: [Range<Int>] = []
    }

    /// Whether reading the text `s..<e` of a line of a day, which `line` says it is, may give a
    /// part that `journal fmt` rewrites, or change how the lines after it are read. When it
    /// cannot, the line is not read at all (most lines of a journal are written as fmt would
    /// write them). What is read of a line inside it: an entry keyword, which is lower-cased,
    /// and numbers written against their unit (`500ml`); and a meal (a meal keyword, or a
    /// phrase with a colon) takes the indented lines under it as its items. So a line cannot
    /// be rewritten when its first word has no capital, no digit is followed by a letter (or
    /// `µ`, or any other byte but a space, a digit or `.,:/)%`), and it opens no meal. A
    /// to-do's text may hold an entry: no capital at all. (The bullet, a checkbox and a
    /// leading time are read before, and always.)
    func mayRewrite(_ line: LineMemory.Line, _ buf: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int) -> Bool {
        if readsEveryLine { return true }
        var capitalsUntil = s  // a capital before this offset may be rewritten
        switch line {
        case .entry(let keyword):
            if case .meal = keyword { return true }
            if keyword == nil, buf[s..<e].contains(UInt8(ascii: ":")) { return true }
            while capitalsUntil < e, !isSpace(buf[capitalsUntil]) { capitalsUntil += 1 }
        case .checkbox:
            capitalsUntil = e
        case .mealItems:
            break
        }
        var i = s
        while i < e {
            let b = buf[i]
            if b &- UInt8(ascii: "A") < 26, i < capitalsUntil { return true }
            if b &- UInt8(ascii: "0") < 10, i + 1 < e {
                let next = buf[i + 1]
                if next &- UInt8(ascii: "0") >= 10, !Self.mayFollowDigit[Int(next)] { return true }
            }
            i += 1
        }
        return false
    }

    /// The bytes that never make a number and what follows it read as a number and its unit.
    private static let mayFollowDigit: [Bool] = (0..<256).map { " \t.,:/)%".utf8.contains(UInt8($0)) }

    private var current: Shape?
    private let handOn: (Shape) -> Void

    /// Whether every line is read, even one that cannot be rewritten (to test that skipping
    /// those changes nothing).
    let readsEveryLine: Bool

    init(readingEveryLine: Bool = false, _ handOn: @escaping (Shape) -> Void) {
        self.handOn = handOn
        self.readsEveryLine = readingEveryLine
    }

    /// The shape of line `line`.
    private func open(_ line: Int32) {
        if let c = current, c.line == line { return }
        if let c = current { handOn(c) }
        current = Shape(line: line)
    }

    /// Hands on the shape of the line the parser is done with, if it has one.
    func linePassed() {
        if let c = current { handOn(c) }
        current = nil
    }

    func comment(_ line: Int32) { open(line); current!.hasComment = true }
    func heading(_ line: Int32) { open(line); current!.isHeading = true }

    func bullet(_ line: Int32, at bullet: Int, text: Int) {
        open(line)
        (current!.bullet, current!.bulletText) = (bullet, text)
    }

    func checkbox(_ line: Int32, end: Int, text: Int) {
        open(line)
        (current!.checkboxEnd, current!.checkboxText) = (end, text)
    }

    func time(_ line: Int32, _ range: Range<Int>, _ value: TimeOfDay, text: Int) {
        open(line)
        (current!.time, current!.timeValue, current!.timeText) = (range, value, text)
    }

    func entry(_ line: Int32, keyword: Range<Int>?) {
        open(line)
        current!.isEntry = true
        if let keyword { current!.keyword = keyword }
    }

    func definition(_ line: Int32, keyword: Range<Int>, end: Int) {
        open(line)
        (current!.definitionKeyword, current!.definitionEnd) = (keyword, end)
    }

    /// The line's definition is not kept after all (prose, or a definition inside a day).
    func dropDefinition(_ line: Int32) {
        open(line)
        current!.definitionKeyword = nil
    }

    func asWritten(_ line: Int32, _ range: Range<Int>) {
        open(line)
        current!.asWritten.append(range)
    }

    func split(_ line: Int32, at offset: Int) {
        open(line)
        if !current!.splits.contains(offset) { current!.splits.append(offset) }
    }
}
