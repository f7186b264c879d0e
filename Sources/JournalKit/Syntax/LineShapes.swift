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
/// blocks, the inside of HTML comments, blank lines) have no shape.
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
        /// The leading time as written (`7:30`, `7 pm`) and what it reads as.
        var time: Range<Int>? = nil
        var timeValue = TimeOfDay(minutes: 0)
        /// Whether the line is an entry (not a note) or the items of a meal.
        var isEntry = false
        /// The entry keyword, without a colon.
        var keyword: Range<Int>? = nil
        /// A definition: its keyword (without a colon), and where its text ends.
        var definitionKeyword: Range<Int>? = nil
        var definitionEnd = -1
        /// Where a space goes: between a number and its unit (`500|ml`), or a comparison and
        /// its number (`<=|400`).
        var splits: [Int] = []
        /// Text a definition keeps as written (a name, a reason): its spaces are its own.
        var asWritten: [Range<Int>] = []
    }

    private(set) var shapes: [Shape] = []

    /// The shape of line `line`, made when it has none yet (lines are read in order).
    private func at(_ line: Int32) -> Int {
        if let last = shapes.last, last.line == line { return shapes.count - 1 }
        shapes.append(Shape(line: line))
        return shapes.count - 1
    }

    func comment(_ line: Int32) { shapes[at(line)].hasComment = true }
    func heading(_ line: Int32) { shapes[at(line)].isHeading = true }

    func bullet(_ line: Int32, at bullet: Int, text: Int) {
        let i = at(line)
        (shapes[i].bullet, shapes[i].bulletText) = (bullet, text)
    }

    func checkbox(_ line: Int32, end: Int, text: Int) {
        let i = at(line)
        (shapes[i].checkboxEnd, shapes[i].checkboxText) = (end, text)
    }

    func time(_ line: Int32, _ range: Range<Int>, _ value: TimeOfDay) {
        let i = at(line)
        (shapes[i].time, shapes[i].timeValue) = (range, value)
    }

    func entry(_ line: Int32, keyword: Range<Int>?) {
        let i = at(line)
        shapes[i].isEntry = true
        if let keyword { shapes[i].keyword = keyword }
    }

    func definition(_ line: Int32, keyword: Range<Int>, end: Int) {
        let i = at(line)
        (shapes[i].definitionKeyword, shapes[i].definitionEnd) = (keyword, end)
    }

    func asWritten(_ line: Int32, _ range: Range<Int>) {
        shapes[at(line)].asWritten.append(range)
    }

    func split(_ line: Int32, at offset: Int) {
        let i = at(line)
        if !shapes[i].splits.contains(offset) { shapes[i].splits.append(offset) }
    }
}
