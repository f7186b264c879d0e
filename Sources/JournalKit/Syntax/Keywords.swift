/// The words that start an entry inside a day (case-insensitive, optional colon).
enum EntryKeyword: Equatable {
    case drink
    case meal(MealKind)
    case mood
    case gratitude
    case took
    case skipped
    case workout
    case weight
    case event
    case sleep
    case symptom

    static let spellings: [(String, EntryKeyword)] = [
        ("drink", .drink), ("breakfast", .meal(.breakfast)), ("lunch", .meal(.lunch)), ("dinner", .meal(.dinner)),
        ("supper", .meal(.dinner)), ("snack", .meal(.snack)), ("meal", .meal(.meal)), ("mood", .mood),
        ("grateful", .gratitude), ("gratitude", .gratitude), ("thankful", .gratitude),
        ("took", .took), ("skipped", .skipped), ("workout", .workout), ("exercise", .workout),
        ("weight", .weight), ("event", .event), ("appointment", .event), ("appt", .event),
        ("sleep", .sleep), ("slept", .sleep), ("symptom", .symptom),
    ]

    private static let table = ByteTable(spellings)

    init?(_ buf: UnsafeBufferPointer<UInt8>, _ t: Token) {
        guard t.count >= 4, t.count <= 11, isASCIILetter(buf[t.start]) else { return nil }
        guard let k = EntryKeyword.table.find(buf, t) else { return nil }
        self = k
    }
}

/// The words that start a definition outside days.
enum DefinitionKeyword: Equatable {
    case goal, profile, habit, medication, drink, food, away, set, include

    static let spellings: [(String, DefinitionKeyword)] = [
        ("goal", .goal), ("profile", .profile), ("habit", .habit), ("med", .medication), ("medication", .medication),
        ("drink", .drink), ("food", .food), ("away", .away), ("set", .set), ("include", .include),
    ]

    private static let table = ByteTable(spellings)

    init?(_ buf: UnsafeBufferPointer<UInt8>, _ t: Token) {
        var t = t
        if t.count > 1, buf[t.end - 1] == UInt8(ascii: ":") { t.end -= 1 }
        guard t.count >= 3, t.count <= 10, isASCIILetter(buf[t.start]) else { return nil }
        guard let k = DefinitionKeyword.table.find(buf, t) else { return nil }
        self = k
    }
}
