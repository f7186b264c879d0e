/// Problems between definitions, found once all of them are read:
///
/// ```
/// - goal water >= 2 l
/// - goal water >= 2.5 l          ← defined twice (without from/until to tell them apart)
/// - goal energy auto             ← needs a complete profile
/// - profile female, born 2030-01-01, 168 cm, 64 kg, moderate   ← an age under 2
/// ```
extension Definitions {
    /// Duplicates, `goal energy auto` without a complete profile, and a birth date that gives
    /// an age outside 2–120 on a day of the journal (`days`: its first and last day) the profile
    /// is in force.
    func problems(days: ClosedRange<CalendarDate>? = nil) -> [PendingDiagnostic] {
        var problems: [PendingDiagnostic] = []
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
        duplicates(goals, what: "goal") { $0.metric.rawValue }
        duplicates(profiles, what: "the profile") { _ in "" }
        duplicates(habits, what: "habit") { $0.name }
        duplicates(medications, what: "med") { $0.name }
        duplicates(drinks, what: "drink") { $0.name }
        duplicates(foods, what: "food") { $0.name }
        // Every `set show` adds to the list: only the same list twice is a duplicate.
        duplicates(settings, what: "setting") { if case .show(let list) = $0 { "show " + list.map(\.name).joined(separator: ", ") } else { $0.key } }

        for goal in goals where goal.value.target == .auto {
            let day = goal.validity.from ?? goal.validity.until ?? CalendarDate(dayNumber: 0)
            let profile = profiles.isEmpty ? nil : (Definitions.current(profiles, on: day)?.value ?? profiles.last?.value)
            let missing = (profile ?? ProfileDefinition()).missingForAuto
            if !missing.isEmpty {
                problems.append(PendingDiagnostic(
                    severity: .error, code: .incompleteProfile, range: goal.range,
                    message: profile == nil ? "goal energy auto needs a profile" : "goal energy auto needs a complete profile",
                    hint: profile == nil ? "add e.g. - profile female, born 1990-04-02, 168 cm, 64 kg, moderate"
                        : "the profile lacks " + missing.joined(separator: ", ")))
            }
        }
        problems += profiles.compactMap { Self.ageProblem($0, days: days) }
        return problems
    }

    /// Whether the birth date of `profile` gives an age from 2 to 120 on the days it is in force:
    /// the days of the journal (`days`) within its `from` and `until`; for a journal without
    /// such days, its `from` and `until` themselves, when written (Grammar.md §6.2).
    static func ageProblem(_ profile: Timed<ProfileDefinition>, days: ClosedRange<CalendarDate>?) -> PendingDiagnostic? {
        guard let born = profile.value.born else { return nil }
        let v = profile.validity
        var first: CalendarDate, last: CalendarDate
        if let days, max(days.lowerBound, v.from ?? days.lowerBound) <= min(days.upperBound, v.until ?? days.upperBound) {
            (first, last) = (max(days.lowerBound, v.from ?? days.lowerBound), min(days.upperBound, v.until ?? days.upperBound))
        } else if let edge = v.from ?? v.until {
            // No day of the journal in force: its own dates.
            (first, last) = (edge, v.until ?? edge)
        } else {
            return nil
        }
        let ages = ProfileDefinition.ages
        let young = EnergyTarget.age(born: born, on: first), old = EnergyTarget.age(born: born, on: last)
        guard young < ages.lowerBound || old > ages.upperBound else { return nil }
        let (day, age, which) = young < ages.lowerBound ? (first, young, "first") : (last, old, "last")
        let message = born > day ? "born \(born) is after \(day), the \(which) day this profile is in force"
            : "born \(born) gives an age of \(age) on \(day), the \(which) day this profile is in force"
        // The birth dates that give 2 to 120 on every one of those days.
        let earliest = last.yearsEarlier(ages.upperBound + 1).adding(days: 1), latest = first.yearsEarlier(ages.lowerBound)
        let span = first == last ? "on \(first)" : "from \(first) to \(last)"
        return PendingDiagnostic(
            severity: .error, code: .badProfile, range: profile.value.bornRange ?? profile.range, message: message,
            hint: "an age must be from \(ages.lowerBound) to \(ages.upperBound) \(span): born from \(earliest) to \(latest); check the year")
    }
}

extension ProfileDefinition {
    /// What `goal energy auto` needs that the profile lacks, in words (`incomplete-profile`).
    var missingForAuto: [String] {
        var missing: [String] = []
        if sex == nil { missing.append("sex (female or male)") }
        if born == nil { missing.append("born DATE") }
        if heightCm == nil { missing.append("height (cm)") }
        if weightKg == nil { missing.append("weight (kg)") }
        if activity == nil { missing.append("activity level") }
        return missing
    }
}

extension CalendarDate {
    /// The same day `years` years earlier; 29 February becomes the 28th in a year without one.
    fileprivate func yearsEarlier(_ years: Int) -> CalendarDate {
        let (y, m, d) = components
        return CalendarDate(dayNumber: CalendarDate.dayNumber(year: y - years, month: m, day: min(d, CalendarDate.daysIn(month: m, year: y - years))))
    }
}
