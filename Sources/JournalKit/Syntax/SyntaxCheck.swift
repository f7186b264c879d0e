/// The parser alone, without definitions resolved or days summed up: the problems a file's
/// syntax has. The parser-only fuzz target (`Scripts/fuzz --parser`) runs it, a thousand times
/// faster than a whole read.
///
/// ```
/// ## 2026-13-01          ← not a valid date
/// - 25:00 mood 3         ← not a time of day
/// - [?] call Sam         ← not a checkbox state
/// ```
extension JournalParser {
    /// Parses `bytes` as the file `path` twice, as every read does (definitions, then days,
    /// each section's entries read whole and dropped), and returns both passes' problems.
    public static func syntaxProblems(in bytes: [UInt8], path: String = "journal.md") -> [Diagnostic] {
        var bytes = bytes
        return bytes.withUnsafeMutableBufferPointer { buf in
            let date = SourceFile.date(ofFileNamed: path)
            let definitions = parse(buf, path: path, fileID: 0, fileNameDate: date, options: ParseOptions(strict: true), mode: .definitions)
            let days = parse(buf, path: path, fileID: 0, fileNameDate: date, options: ParseOptions(strict: true), mode: .stream(DroppedEntries()))
            return definitions.diagnostics + days.diagnostics
        }
    }
}

/// A sink that reads every section whole and keeps nothing.
private final class DroppedEntries: EntrySink {
    func startSection(_ section: DaySection) -> Bool { true }
    func entry(_ kind: consuming EntryKind, time: TimeOfDay?, tags: [String], range: SourceRange, on date: CalendarDate,
               parser: FileParser) {}
    func mealItems(_ items: [ItemEntry], tags: [String], on date: CalendarDate, parser: FileParser) {}
    func endMeal(parser: FileParser) {}
    var keepsText: Bool { true }
    func mayName(_ buf: UnsafeBufferPointer<UInt8>, _ word: Token) -> Bool { false }
    func mayNameMedication(_ buf: UnsafeBufferPointer<UInt8>, _ word: Token) -> Bool { false }
}
