/// To-dos done of those open: of the to-dos written (`[ ]`, `[<]` and `[x]`; cancelled and
/// migrated ones left out), how many are done. `journal day` counts a day's, `journal report`
/// a period's.
public struct TaskTally: Sendable, Hashable {
    /// `[x]` to-dos.
    public var done = 0
    /// `[ ]` and `[<]` to-dos.
    public var open = 0

    public init(done: Int = 0, open: Int = 0) {
        self.done = done
        self.open = open
    }

    /// The tally of `tasks`.
    public init(_ tasks: some Sequence<TaskEntry>) {
        for t in tasks { add(t.state) }
    }

    /// Done and still open: the to-dos that count.
    public var total: Int { done + open }

    mutating func add(_ state: TaskState) {
        switch state {
        case .done: done += 1
        case .open, .scheduled: open += 1
        case .migrated, .cancelled: break
        }
    }

    public static func + (a: TaskTally, b: TaskTally) -> TaskTally { TaskTally(done: a.done + b.done, open: a.open + b.open) }
}
