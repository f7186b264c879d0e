import Foundation
import JournalKit

/// `journal add TEXT…`.
extension Command {
    static let add = Command(
        name: "add", summary: "add an entry to today, stamped with the time: journal add \"flat white\"",
        about: """
            Usage: journal add [TEXT]... [--date DAY] [--time HH:MM | --no-time] [--force]
                               [-f FILE | -f FOLDER]

            Adds each TEXT as one entry line at the end of the day's entries, stamped with the
            time now: journal add "flat white" writes "- 14:05 flat white". The day's heading
            (## 2026-11-25 Wednesday) is made in its place by date when the day is not there
            yet. In a folder of daily notes, the day's note is written, or made beside the
            others. Every other byte of the file stays as it was.

            Before writing, the lines are read as the journal would read them: a line with an
            error, or one that would count nothing (a note), is refused with the reason, and
            nothing is written. After writing, it says what each line counts and the day's
            caffeine. With no TEXT, lines are read from standard input, one entry a line.

            A to-do or habit mark ("[ ] call the bank", "[x] meditate") gets no time unless
            --time is given; a TEXT that starts with a time keeps it.

            """,
        options: [
            OptionHelp(.date, "the day to add to (default today; also yesterday, 2026-11-20)"),
            OptionHelp(.time, "the time to stamp (default now)"),
            OptionHelp(.noTime, "write the line without a time"),
            OptionHelp(.force, "write lines that would be refused"),
            OptionHelp(.today, "take \"today\" as DAY"),
            OptionHelp(.now, "take \"now\" as that moment"),
            OptionHelp(.file, "the journal file, or a folder of daily notes, to write to\n(the first one given)"),
            .color,
        ],
        more: """
            Exits 0 when written, 1 when refused (nothing is written), 2 on a usage error or a
            file that cannot be read or written (the file changed on disk meanwhile, say).

            Examples:
              journal add "flat white"
              journal add "lunch: soup, bread" "mood 4 calm" --time 13:10
              journal add --date yesterday --no-time "[x] meditate"
              echo "drink water 500 ml" | journal add

            """,
        run: { try $0.add($1) })
}

extension CommandLineTool {
    func add(_ o: Options) throws -> Int32 {
        if o.time != nil, o.noTime { throw o.usage("--time and --no-time cannot go together") }
        let now = try clock(o)
        let date = try o.date.map { try words(PeriodWords.day($0, today: now.date), o) } ?? now.date
        // The time now: of --now, else of the computer's clock (--today names a day, not a time).
        let c = Calendar.current.dateComponents([.hour, .minute], from: Date())
        let minute = o.now != nil ? min(now.minute, 1439) : c.hour! * 60 + c.minute!
        var time: TimeOfDay? = o.noTime ? nil : TimeOfDay(minutes: minute)
        if let text = o.time {
            guard let t = TimeOfDay(text) else { throw o.usage("--time takes a time as HH:MM, not '\(text)'") }
            time = t
        }
        let texts = try addedTexts(o)
        let lines = texts.map { EntryLine.make($0, time: time, timeGiven: o.time != nil) }
        let paths = try journalPaths(o)

        // The file to write: the one that has the day, else the first given (or its day's note).
        // The stamp of the file as read: taken before the read, so that a change while it is
        // read is a change.
        let firstStamp = FileStamp(path: paths[0]) ?? .none
        // A folder without notes yet is a folder of daily notes to begin.
        let isNewFolder = paths.count == 1 && Self.isFolderWithoutNotes(paths[0])
        // The file given is the one most likely written: read while the journal is.
        let ahead = FileReadAhead(paths[0])
        let before = Journal.loadDay(date, paths: isNewFolder ? [] : paths)
        do {
            try requireRead(before.diagnostics, paths: paths, o)
        } catch let e as JournalNotRead where !FileManager.default.fileExists(atPath: paths[0]) {
            throw JournalNotRead(text: e.text + "journal: to begin a journal there, run journal init, or give a folder for daily notes\n")
        }
        let path = dayFile(for: date, paths: paths, journal: before.journal)
        let stamp = path == paths[0] ? firstStamp : FileStamp(path: path) ?? .none
        // Read again, or read ahead, once its stamp is taken (a change since is refused when
        // written); where the day's lines end, from the read (the day read again below shows
        // they are in it).
        let insertion = stamp == .none ? DayInsertion(bytes: [], path: path)
            : try ahead.insertion(of: path, file: before.journal.files.firstIndex { $0.path == path }, in: before.sections)
        let bytes = insertion.bytes
        let added = insertion.added(lines, to: date)

        // The section the lines are in, read again with them.
        let section = added.sectionBytes
        let read = Journal.reread(section, path: path, part: 0..<section.count, lineBefore: added.lineBefore, of: before,
                                  options: ParseOptions(strict: true))
        let report = AddedLines(texts: lines, numbers: added.lines, path: path, date: date, read: read, before: before)
        let s = style(o, stderr: true)
        if report.isRefused, !o.force {
            console.err(DiagnosticRenderer.text(refusal(report), style: s))
            console.err("journal: nothing was written to \(path)"
                        + (lines.count > 1 ? " (each TEXT is one line: quote a line that has spaces)" : "")
                        + "; add --force to write \(lines.count > 1 ? "them" : "it") anyway\n")
            return 1
        }
        if stamp == .none {
            let folder = FilePath.directory(of: path)
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
                do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                catch { throw OutputError(path, "its folder \(folder) cannot be made") }
            }
        }
        try OutputFile(path).write(pieces: [bytes[..<added.at], added.inserted[...], bytes[added.at...]], unchangedSince: stamp)
        if !report.problems.isEmpty { console.err(DiagnosticRenderer.text(report.problems, style: s)) }
        console.out(AddedLinesText.text(report, today: now.date, style: style(o)))
        return 0
    }

    /// Whether `path` is a folder with no `.md` file in it or below it.
    static func isFolderWithoutNotes(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return false }
        let walk = FileManager.default.enumerator(atPath: path)
        while let name = walk?.nextObject() as? String {
            if name.lowercased().hasSuffix(".md") { return false }
        }
        return true
    }

    /// The texts to add: the arguments, else the lines of standard input.
    private func addedTexts(_ o: Options) throws -> [String] {
        var texts = o.positional
        if texts.isEmpty {
            if isatty(0) != 0 { throw o.usage("give the entry to add, e.g. journal add \"flat white\"") }
            texts = [String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)]
        }
        // A text of several lines is several entries; blank lines add nothing.
        let lines = texts.flatMap { $0.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw o.usage("there is nothing to add: give the entry, e.g. journal add \"flat white\"") }
        return lines
    }

    /// Why lines are refused, as diagnostics: their problems, and for a line that counts
    /// nothing and has none, that it counts nothing.
    private func refusal(_ added: AddedLines) -> [Diagnostic] {
        var diagnostics = added.problems
        for line in added.lines where line.countsNothing != nil && !added.problems.contains(where: { $0.line == line.number }) {
            let start = EntryLine.textColumn(line.text)
            diagnostics.append(Diagnostic(.error, .readAsNote, file: added.path, line: line.number, column: start,
                                          endColumn: line.text.count + 1,
                                          message: "this line would count nothing: \(line.countsNothing!)",
                                          hint: "begin it with what it is: drink, lunch:, mood, workout, took, symptom, event, …; or add --force to keep it as a note",
                                          sourceLine: line.text))
        }
        return diagnostics.sorted { $0.line < $1.line }
    }
}

/// The line `journal add` writes for a text: `- HH:MM TEXT`.
enum EntryLine {
    /// The line for `text`: a bullet and the time before it, unless it has them. A checkbox
    /// line gets the time only when it was given (`- [x] 07:45 meditate`).
    static func make(_ text: String, time: TimeOfDay?, timeGiven: Bool) -> String {
        var rest = Substring(text)
        if let first = rest.first, first == "-" || first == "*" || first == "+", rest.dropFirst().first == " " {
            rest = rest.dropFirst(2).drop { $0 == " " }
        }
        if rest.hasPrefix("["), rest.count >= 3, rest[rest.index(rest.startIndex, offsetBy: 2)] == "]" {
            let mark = rest.prefix(3)
            let after = rest.dropFirst(3).drop { $0 == " " }
            guard timeGiven, let time, !startsWithTime(after) else { return "- \(mark) \(after)" }
            return "- \(mark) \(time) \(after)"
        }
        guard let time, !startsWithTime(rest) else { return "- " + rest }
        return "- \(time) \(rest)"
    }

    /// Whether `text` starts with a time of day (`7:30`, `07:30`, `7.30am`, `19h30`).
    static func startsWithTime(_ text: Substring) -> Bool {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count) else { return false }
        let rest = text.dropFirst(digits.count)
        guard let sep = rest.first, sep == ":" || sep == "." || sep == "h" else {
            return rest.lowercased().hasPrefix("am") || rest.lowercased().hasPrefix("pm")
        }
        let minutes = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
        return minutes.count == 2
    }

    /// The 1-based column where a line's text begins, after its bullet, checkbox and time.
    static func textColumn(_ line: String) -> Int {
        var rest = Substring(line).dropFirst(2)
        if rest.hasPrefix("["), rest.count >= 3 { rest = rest.dropFirst(3).drop { $0 == " " } }
        if startsWithTime(rest) { rest = rest.drop { $0 != " " }.drop { $0 == " " } }
        return line.count - rest.count + 1
    }
}

extension TimeOfDay {
    /// `HH:MM` or `H:MM`.
    init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
        self.init(hour: h, minute: m)
    }
}
