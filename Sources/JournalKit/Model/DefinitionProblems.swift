/// Problems between definitions, found once all of them are read:
///
/// ```
/// - goal water >= 2 l
/// - goal water >= 2.5 l          ← defined twice (without from/until to tell them apart)
/// - goal energy auto             ← needs a complete profile
/// ```
extension Definitions {
    /// Duplicates, and `goal energy auto` without a complete profile.
    func problems() -> [PendingDiagnostic] {
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
        duplicates(settings, what: "setting") { $0.key }

        for goal in goals where goal.value.target == .auto {
            let day = goal.validity.from ?? goal.validity.until ?? CalendarDate(dayNumber: 0)
            let profile = profiles.isEmpty ? nil : (Definitions.current(profiles, on: day)?.value ?? profiles.last?.value)
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
        return problems
    }
}
