/// A day's rings, habits or doses: its range of a list that the days worked out together
/// share, so that a report of years of days makes a few long lists instead of a small one per
/// day and list. Reads like an array (a random-access collection); compares by its elements.
public struct DayItems<Element: Sendable & Hashable>: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    private var list: [Element]
    private let start: Int32
    private let end: Int32

    /// Items of their own.
    public init(_ elements: [Element]) {
        list = elements
        start = 0
        end = Int32(elements.count)
    }

    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }

    /// The items at `range` of a list still being filled: readable once ``attach(_:)`` gives
    /// the list.
    init(pending range: Range<Int>) {
        list = []
        start = Int32(range.lowerBound)
        end = Int32(range.upperBound)
    }

    /// Gives the items their list, complete (see ``init(pending:)``).
    mutating func attach(_ list: [Element]) {
        self.list = list
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(end - start) }

    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < endIndex, "DayItems index out of range")
        return list[Int(start) + position]
    }

    public static func == (a: DayItems, b: DayItems) -> Bool { a.elementsEqual(b) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

/// The lists a run of days worked out together fills (see ``DayItems``), and the journal's
/// caffeine intakes they share.
struct DayItemLists {
    var rings: [Ring] = []
    var habits: [HabitDay] = []
    var doses: [DoseStatus] = []
    var logged: [LoggedDose] = []
    private var intakes: CaffeineIntakes?

    /// The summary's caffeine intakes, held once for the run.
    mutating func caffeineIntakes(of summary: JournalSummary) -> CaffeineIntakes {
        if let intakes { return intakes }
        let made = CaffeineIntakes(summary)
        intakes = made
        return made
    }

    /// Makes room for `days` more days like the `sample` days already in the lists.
    mutating func reserve(days: Int, likeTheFirst sample: Int) {
        guard sample > 0 else { return }
        func more(_ count: Int) -> Int { count * days / sample + count * days / (4 * sample) + 16 }
        rings.reserveCapacity(more: more(rings.count))
        habits.reserveCapacity(more: more(habits.count))
        doses.reserveCapacity(more: more(doses.count))
        logged.reserveCapacity(more: more(logged.count))
    }

    /// Gives a day's items worked out into these lists their lists, now complete.
    func attach(_ day: inout DayMetrics) {
        day.rings.attach(rings)
        day.habits.attach(habits)
        day.doses.attach(doses)
        day.loggedDoses.attach(logged)
    }
}
