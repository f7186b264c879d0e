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
    private let fixed: Names?
    private var last: (date: CalendarDate, names: Names)?
    /// When the names never change: what each to-do text read so far names (the habit, the
    /// value and the note of its mark), or nil when it names none. A journal writes the same
    /// few marks day after day (`[x] meditate`): each text is read once.
    private var read: [String: (habit: String, value: Double?, note: String)?] = [:]

    /// Habit names, lower-cased, each with the name as defined (the first of a name defined
    /// twice), and the most UTF-8 bytes a lower-cased name has.
    struct Names {
        var byLower: [String: String] = [:]
        var longest = 0
    }

    init(definitions: Definitions) {
        self.definitions = definitions
        fixed = definitions.habits.allSatisfy { $0.validity == .always } ? Self.names(definitions.habits.map(\.value)) : nil
    }

    /// Whether what a to-do means can depend on its date.
    var changeOverTime: Bool { fixed == nil }

    /// The habit mark a to-do on `date` is, if it names a habit in force.
    mutating func mark(_ task: TaskEntry, on date: CalendarDate) -> HabitMark? {
        let names: Names
        if let fixed {
            guard let state = Self.state(task.state), !fixed.byLower.isEmpty else { return nil }
            if let known = read[task.text] {
                return known.map { HabitMark(habit: $0.habit, state: state, value: $0.value, note: $0.note) }
            }
            let mark = Self.mark(task, names: fixed)
            if read.count < 4096 { read[task.text] = .some(mark.map { ($0.habit, $0.value, $0.note) }) }
            return mark
        } else if let last, last.date == date {
            names = last.names
        } else {
            names = Self.names(definitions.habits(on: date))
            last = (date, names)
        }
        return Self.mark(task, names: names)
    }

    private static func names(_ habits: [HabitDefinition]) -> Names {
        var names = Names()
        for h in habits {
            let lower = h.name.lowercased()
            if names.byLower[lower] == nil { names.byLower[lower] = h.name }
            names.longest = max(names.longest, lower.utf8.count)
        }
        return names
    }

    /// The state of the habit mark a to-do in `state` is; nil for one that is never a mark.
    private static func state(_ state: TaskState) -> HabitMark.State? {
        switch state {
        case .done: .done
        case .open: .notDone
        case .cancelled: .skipped
        case .migrated, .scheduled: nil
        }
    }

    /// A to-do whose text starts with a habit's name (the longest that does), followed by its
    /// end, a space, `:` or `,`, is a mark of that habit; its first number is the mark's value.
    private static func mark(_ task: TaskEntry, names: Names) -> HabitMark? {
        guard !names.byLower.isEmpty, let state = state(task.state) else { return nil }
        let lower = task.text.lowercased()
        // Where a name may end, longest first: the text's end, or before a space, `:` or `,`
        // (only as far as the longest name reaches, so a long to-do is read in linear time).
        let bytes = lower.utf8
        var ends: [String.Index] = []
        var offset = 0
        for i in bytes.indices {
            if offset > names.longest { break }
            let b = bytes[i]
            if b == UInt8(ascii: " ") || b == UInt8(ascii: ":") || b == UInt8(ascii: ",") { ends.append(i) }
            offset += 1
        }
        if bytes.count <= names.longest { ends.append(lower.endIndex) }
        for end in ends.reversed() {
            let habitLower = String(lower[..<end])
            guard let name = names.byLower[habitLower] else { continue }
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
