import Foundation
import JournalKit

/// `journal meds [PERIOD]`.
extension CommandLineTool {
    func meds(_ o: Options) throws -> Int32 {
        let format = try textOrJSONFormat(o, command: "meds")
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o, command: "meds")
        if let dir = o.people { return try careRound(o, directory: dir, format: format, output: output, now: now) }
        let (read, period) = try summarizedPeriod(o, command: "meds", now: now)
        let report = MedsReport(summary: read.summary, period: period, clock: now)
        switch format {
        case .text, .html: try emit(MedsRenderer.text(report, style: output == nil ? style(o) : .plain), to: output)
        case .json: try emit(MedsRenderer.json(report).serialized() + "\n", to: output)
        }
        return read.errorCount > 0 ? 1 : 0
    }

    /// `journal meds --people DIR`: each `*.md` file or folder under DIR is one person's journal.
    /// A symbolic link out of DIR is not followed; a control character in a name is shown as a
    /// symbol (a newline as `␊`), so that it cannot break the table.
    func careRound(_ o: Options, directory: String, format: Options.Format, output: OutputFile?, now: JournalClock) throws -> Int32 {
        guard o.positional.isEmpty, o.files.isEmpty else {
            throw UsageError(message: "--people reads the journals under its folder; it takes no period or -f", command: "meds")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw UsageError(message: "--people needs a folder holding one journal per person; '\(directory)' is not one", command: "meds")
        }
        var people: [(name: String, summary: JournalSummary)] = []
        var errors = 0
        let inside = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (directory as NSString).appendingPathComponent(name)
            var folder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &folder)
            guard folder.boolValue || name.hasSuffix(".md") else { continue }
            guard SourceLoader.isInside(path, inside) else {
                console.err(style(o, stderr: true).dim("\(Self.visible(path)) links out of \(Self.visible(directory)); it is not followed") + "\n")
                continue
            }
            let read = try summarizeJournal(o, command: "meds", paths: [path], linksWithin: inside)
            printProblems(read.diagnostics, o)
            errors += read.errorCount
            people.append((Self.visible(folder.boolValue ? name : String(name.dropLast(3))), read.summary))
        }
        guard !people.isEmpty else { throw UsageError(message: "no journals under '\(directory)': put one *.md file or folder per person there", command: "meds") }
        let round = CareRound(people: people, clock: now)
        switch format {
        case .text, .html: try emit(CareRoundRenderer.text(round, style: output == nil ? style(o) : .plain), to: output)
        case .json: try emit(CareRoundRenderer.json(round).serialized() + "\n", to: output)
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
