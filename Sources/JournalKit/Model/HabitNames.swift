/// Turns a to-do whose text starts with a declared habit into a mark of that habit:
///
/// ```
/// - habit meditate
/// - habit read >= 20 pages
/// …
/// - [x] meditate            → meditate, done
/// - [ ] read 12 pages       → read, not done, 12
/// - [-] meditate (away)     → meditate, skipped
/// ```
///
/// The habits in force may change from date to date (`from`/`until`); the names of the last
/// date asked are kept.
struct HabitNames {
    private let definitions: Definitions
    /// The names when they never change.
    private let fixed: [(lower: String, name: String)]?
    private var last: (date: CalendarDate, names: [(lower: String, name: String)])?

    init(definitions: Definitions) {
        self.definitions = definitions
        fixed = definitions.habits.allSatisfy { $0.validity == .always } ? Self.names(definitions.habits.map(\.value)) : nil
    }

    /// Whether what a to-do means can depend on its date.
    var changeOverTime: Bool { fixed == nil }

    /// The habit mark a to-do on `date` is, if it names a habit in force.
    mutating func mark(_ task: TaskEntry, on date: CalendarDate) -> HabitMark? {
        let names: [(lower: String, name: String)]
        if let fixed {
            names = fixed
        } else if let last, last.date == date {
            names = last.names
        } else {
            names = Self.names(definitions.habits(on: date))
            last = (date, names)
        }
        return Self.mark(task, names: names)
    }

    /// Habit names, lower-cased, longest first, with the name as defined.
    private static func names(_ habits: [HabitDefinition]) -> [(lower: String, name: String)] {
        habits.map { ($0.name.lowercased(), $0.name) }.sorted { $0.lower.count > $1.lower.count }
    }

    /// A to-do whose text starts with a habit's name is a mark of that habit; its first number
    /// is the mark's value.
    private static func mark(_ task: TaskEntry, names: [(lower: String, name: String)]) -> HabitMark? {
        guard !names.isEmpty else { return nil }
        let state: HabitMark.State
        switch task.state {
        case .done: state = .done
        case .open: state = .notDone
        case .cancelled: state = .skipped
        case .migrated, .scheduled: return nil
        }
        let lower = task.text.lowercased()
        for (habitLower, name) in names where lower.hasPrefix(habitLower) {
            let rest = lower.dropFirst(habitLower.count)
            guard rest.isEmpty || rest.first == " " || rest.first == ":" || rest.first == "," else { continue }
            let restText = String(task.text.dropFirst(habitLower.count)).trimmingSpaces
            var value: Double? = nil
            if let numberWord = restText.split(separator: " ").first(where: { $0.first?.isNumber == true }) {
                value = Double(numberWord.prefix(while: { $0.isNumber || $0 == "." }))
            }
            return HabitMark(habit: name, state: state, value: value, note: restText)
        }
        return nil
    }
}
