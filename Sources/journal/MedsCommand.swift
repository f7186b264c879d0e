import Foundation
import JournalKit

/// `journal meds [PERIOD]`.
extension Command {
    static let meds = Command(
        name: "meds", summary: "medications: adherence, missed and late doses, what is next",
        about: """
            Usage: journal meds [PERIOD] [-b DAY] [-e DAY] [--today DAY | --now "DAY TIME"]
                                [--format text|html|json] [-o FILE] [-f FILE]...

            For each medication: its schedule; the doses due in the period up to now, and how
            many were taken, taken late (after the grace period, `set grace`, 60 min by
            default), skipped and missed; adherence (taken of those due, skipped ones left
            out); every missed and late dose with its day, time and note; takes with no dose
            of that day left (extra doses); and for `as needed` medications the number of
            doses and their total amount. Then today's doses still to take and the next dose
            from now. A dose is due only while its definition is in force (from/until) and
            from the journal's first day. Without a PERIOD: the current week.

            For the doctor: --format html (or -o FILE.html) writes one printable page with
            the person's age, allergies, GP and contact (from `- profile`), then per
            medication its schedules, adherence, every missed, late and skipped dose with the
            note written on its line, and `as needed` doses by week with their notes.

            Periods and days: as for journal report (journal help report).

            The carer's round: with --people DIR, where each *.md file or folder under DIR is
            one person's journal (named after it), today's doses of everyone in one table:
            taken, skipped, missed, overdue (past its time, within the grace period), due now
            (within 30 min) or later; then each person's age, allergies, GP and contact, and
            their first dose after today. --format html (or -o round.html) writes the round
            sheet to print: a section per person, allergies set apart, today's doses with a
            box to tick and a column to initial. Nothing outside DIR is read: a symbolic link
            that leads out of it is not followed. Exits 1 when a dose is missed.

            A person's details go at the end of their profile line (one line):
              - profile female, born 1948-03-02, allergies penicillin, latex,
                gp Dr Okafor, 020 7946 0000, contact Sam (son), 07700 900123

            """,
        options: [
            .begin, .end,
            OptionHelp(.people, "the round of everyone whose journal is under DIR"),
            OptionHelp(.today, "take \"now\" as the end of DAY, so output can be reproduced"),
            OptionHelp(.now, "take \"now\" as that moment (later doses are still to come)"),
            OptionHelp(.htmlFormat, "text (default), html (a page for the doctor; with --people,\nthe round sheet) or json"),
            .outputByExtension, .file, .color,
        ],
        more: """
            Exits 1 when the journal has errors.

            Examples:
              journal meds -f examples/journal.md --now "2026-11-21 19:00"
              journal meds last month --format json
              journal meds --people ~/care --now 9am
              journal meds --people ~/care -o round.html

            """,
        run: { try $0.meds($1) })
}

extension CommandLineTool {
    func meds(_ o: Options) throws -> Int32 {
        let format = try outputFormat(o)
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o)
        if let dir = o.people {
            return try careRound(o, directory: dir, format: format, output: output, now: now)
        }
        let (read, period) = try summarizedPeriod(o, now: now)
        let report = MedsReport(summary: read.summary, period: period, clock: now)
        switch format {
        case .text: try emit(MedsRenderer.text(report, style: output == nil ? style(o) : .plain), to: output)
        case .json: try emit(MedsRenderer.json(report).serialized() + "\n", to: output)
        case .html: try emit(HTMLReportRenderer.meds(report), to: output)
        }
        return read.errorCount > 0 ? 1 : 0
    }

    /// `journal meds --people DIR`: each `*.md` file or folder under DIR is one person's journal.
    /// A symbolic link out of DIR is not followed; a control character in a name is shown as a
    /// symbol (a newline as `␊`), so that it cannot break the table.
    func careRound(_ o: Options, directory: String, format: Options.Format, output: OutputFile?, now: JournalClock) throws -> Int32 {
        guard o.positional.isEmpty, o.begin == nil, o.end == nil, o.files.isEmpty else {
            throw o.usage("--people reads the journals under its folder; it takes no period, -b, -e or -f")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw o.usage("--people needs a folder holding one journal per person; '\(directory)' is not one")
        }
        var people: [(name: String, summary: JournalSummary)] = []
        var errors = 0
        let inside = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = FilePath.joining(directory, name)
            var folder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &folder)
            guard folder.boolValue || name.hasSuffix(".md") else { continue }
            guard SourceLoader.isInside(path, inside) else {
                console.err(style(o, stderr: true).dim("\(Self.visible(path)) links out of \(Self.visible(directory)); it is not followed") + "\n")
                continue
            }
            let read = try summarizeJournal(o, paths: [path], linksWithin: inside)
            printProblems(read.diagnostics, o)
            errors += read.errorCount
            people.append((Self.visible(folder.boolValue ? name : String(name.dropLast(3))), read.summary))
        }
        guard !people.isEmpty else { throw o.usage("no journals under '\(directory)': put one *.md file or folder per person there") }
        let round = CareRound(people: people, clock: now)
        switch format {
        case .text: try emit(CareRoundRenderer.text(round, style: output == nil ? style(o) : .plain), to: output)
        case .json: try emit(CareRoundRenderer.json(round).serialized() + "\n", to: output)
        case .html: try emit(HTMLReportRenderer.round(round), to: output)
        }
        return round.hasMissed || errors > 0 ? 1 : 0
    }

    /// `name` with its control characters shown as symbols (U+2400 on: `␊` for a newline), as
    /// `journal check` shows them in the lines it quotes.
    static func visible(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { c in
            switch c.value {
            case 0..<0x20: Unicode.Scalar(0x2400 + c.value)!
            case 0x7F: "\u{2421}"
            case 0x80..<0xA0: "\u{FFFD}"
            default: c
            }
        }))
    }
}
