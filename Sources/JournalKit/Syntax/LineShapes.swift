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
/// on (``init(_:)``) once the parser has gone past it (and the last at ``finish()``), so that
/// the shapes of a long file are never held at once.
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

    private var current: Shape?
    private let handOn: (Shape) -> Void

    init(_ handOn: @escaping (Shape) -> Void) { self.handOn = handOn }

    /// The shape of line `line`; the shape before it is handed on (lines are read in order).
    private func open(_ line: Int32) {
        if let c = current, c.line == line { return }
        if let c = current { handOn(c) }
        current = Shape(line: line)
    }

    /// Hands on the last line's shape.
    func finish() {
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
