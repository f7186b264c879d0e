/// Builds the ``Journal`` model from parsed files: merges days, resolves names and amounts,
/// turns checkbox lines into habit marks, and checks definitions against each other.
///
/// Like the parser it never throws: problems come back as diagnostics beside the journal.
public struct JournalBuilder {
    public var options: ParseOptions
    public var foods: FoodCatalog

    public init(options: ParseOptions = ParseOptions(), foods: FoodCatalog = .builtIn) {
        self.options = options
        self.foods = foods
    }

    public func build(_ parsed: [ParsedFile], files: [SourceFile]) -> (Journal, [PendingDiagnostic]) {
        var parsed = parsed
        return build(moving: &parsed, files: files)
    }

    /// ``build(_:files:)``, moving the days' entries out of `parsed` (which keeps everything
    /// else): when no one else holds them, the model then has the only copy and resolving
    /// changes the entries in place, where a shared copy would have to be copied whole first.
    func build(moving parsed: inout [ParsedFile], files: [SourceFile]) -> (Journal, [PendingDiagnostic]) {
        var journal = Journal()
        journal.files = files
        var problems: [PendingDiagnostic] = []
        for p in parsed {
            for d in p.definitions { journal.definitions.add(d) }
            journal.byteCount += p.byteCount
            journal.lineCount += p.lineCount
        }
        checkDefinitions(journal.definitions, &problems)

        // Merge days by date, keeping file order within a date.
        var index: [CalendarDate: Int] = [:]
        var days: [Day] = []
        for f in parsed.indices {
            var sections = parsed[f].days
            parsed[f].days = []
            for s in sections.indices {
                let section = sections[s]
                sections[s].entries = []
                if let i = index[section.date] {
                    days[i].titles.append(section.title)
                    days[i].ranges.append(section.range)
                    days[i].sectionStarts.append(days[i].entries.count)
                    days[i].entries.append(contentsOf: section.entries)
                } else {
                    index[section.date] = days.count
                    days.append(Day(date: section.date, titles: [section.title], entries: section.entries, ranges: [section.range]))
                }
            }
            for list in parsed[f].taskLists where !list.tasks.isEmpty {
                journal.taskLists.append(TaskList(name: list.name, range: list.range, tasks: list.tasks))
            }
        }
        days.sort { $0.date < $1.date }

        let resolver = EntryResolver(definitions: journal.definitions, foods: foods, options: options)
        let staticHabits = journal.definitions.habits.allSatisfy { $0.validity == .always }
        let allHabitNames = Self.habitNames(journal.definitions.habits.map(\.value))
        for d in days.indices {
            let date = days[d].date
            let habitNames = staticHabits ? allHabitNames : Self.habitNames(journal.definitions.habits(on: date))
            // Each section is summed up, then the sections in file order: the way a journal read
            // in parts sums up a date (see `SummaryCollector.startSection(on:)`).
            var total = Nutrients(), sectionTotal = Nutrients()
            var nextSection = 1
            for e in days[d].entries.indices {
                while nextSection < days[d].sectionStarts.count, days[d].sectionStarts[nextSection] == e {
                    total += sectionTotal
                    sectionTotal = Nutrients()
                    nextSection += 1
                }
                let range = days[d].entries[e].range
                switch days[d].entries[e].kind {
                case .drink(var item):
                    if let p = resolver.item(&item, isDrink: true, on: date) { problems.append(p) }
                    sectionTotal += item.nutrients
                    days[d].entries[e].kind = .drink(item)
                case .meal(var meal):
                    var mealTotal = Nutrients()
                    for i in meal.items.indices {
                        if let p = resolver.item(&meal.items[i], isDrink: false, on: date) { problems.append(p) }
                        mealTotal += meal.items[i].nutrients
                    }
                    if meal.items.isEmpty { problems.append(EntryResolver.emptyMeal(meal.meal, range: range)) }
                    meal.nutrients = mealTotal
                    sectionTotal += mealTotal
                    days[d].entries[e].kind = .meal(meal)
                case .dose(var dose):
                    if let p = resolver.dose(&dose) { problems.append(p) }
                    days[d].entries[e].kind = .dose(dose)
                case .task(let task):
                    if let mark = Self.habitMark(task, names: habitNames) { days[d].entries[e].kind = .habit(mark) }
                case .note(let note):
                    if let p = resolver.note(note, range: range) { problems.append(p) }
                case .mood, .gratitude, .workout, .weight, .event, .habit:
                    break
                }
            }
            days[d].nutrients = total + sectionTotal
        }
        journal.days = days
        return (journal, problems)
    }

    // MARK: Habits

    /// Habit names, lower-cased, longest first, with the name as defined.
    static func habitNames(_ habits: [HabitDefinition]) -> [(lower: String, name: String)] {
        habits.map { ($0.name.lowercased(), $0.name) }.sorted { $0.lower.count > $1.lower.count }
    }

    /// A to-do whose text starts with a habit's name is a mark of that habit.
    static func habitMark(_ task: TaskEntry, names: [(lower: String, name: String)]) -> HabitMark? {
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

    // MARK: Definitions

    /// Problems between definitions: duplicates, and `goal energy auto` without a complete profile.
    func checkDefinitions(_ defs: Definitions, _ problems: inout [PendingDiagnostic]) {
        func duplicates<T>(_ items: [Timed<T>], what: String, key: (T) -> String) {
            var seen: [String: [Timed<T>]] = [:]
            for item in items {
                let k = key(item.value).lowercased()
                if let earlier = seen[k]?.first(where: { $0.validity.from == item.validity.from && $0.validity.overlaps(item.validity) }) {
                    problems.append(PendingDiagnostic(
                        severity: .error, code: .duplicateDefinition, range: item.range,
                        message: "\(what) \(key(item.value)) is defined twice",
                        hint: "the first definition is on line \(earlier.range.line); remove one, or add from DATE to this one to change it over time"))
                }
                seen[k, default: []].append(item)
            }
        }
        duplicates(defs.goals, what: "goal") { $0.metric.rawValue }
        duplicates(defs.profiles, what: "the profile") { _ in "" }
        duplicates(defs.habits, what: "habit") { $0.name }
        duplicates(defs.medications, what: "med") { $0.name }
        duplicates(defs.drinks, what: "drink") { $0.name }
        duplicates(defs.foods, what: "food") { $0.name }
        duplicates(defs.settings, what: "setting") { $0.key }

        for goal in defs.goals where goal.value.target == .auto {
            let day = goal.validity.from ?? goal.validity.until ?? CalendarDate(dayNumber: 0)
            let profile = defs.profiles.isEmpty ? nil : (Definitions.current(defs.profiles, on: day)?.value ?? defs.profiles.last?.value)
            var missing: [String] = []
            if profile?.sex == nil { missing.append("sex (female or male)") }
            if profile?.born == nil { missing.append("born DATE") }
            if profile?.heightCm == nil { missing.append("height (cm)") }
            if profile?.weightKg == nil { missing.append("weight (kg)") }
            if profile?.activity == nil { missing.append("activity level") }
            if !missing.isEmpty {
                problems.append(PendingDiagnostic(
                    severity: .error, code: .incompleteProfile, range: goal.range,
                    message: profile == nil ? "goal energy auto needs a profile" : "goal energy auto needs a complete profile",
                    hint: profile == nil ? "add e.g. - profile female, born 1990-04-02, 168 cm, 64 kg, moderate"
                        : "the profile lacks " + missing.joined(separator: ", ")))
            }
        }
    }
}

extension ItemResolver.Problem {
    var pending: PendingDiagnostic {
        PendingDiagnostic(severity: .error, code: code, range: range, message: message, hint: hint)
    }
}
