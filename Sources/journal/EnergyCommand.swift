import JournalKit

/// `journal energy [DAY]`.
extension Command {
    static let energy = Command(
        name: "energy", summary: "the profile on a day and the figures of its energy goal",
        about: """
            Usage: journal energy [DAY] [--today DAY | --now "DAY TIME"]
                                  [--format text|json] [-o FILE] [-f FILE]...

            The profile in force on DAY (today by default): sex, birth date and age, height,
            the weight that counts (the latest weight entry on or before the day, else the
            profile's), body fat, activity and plan. Then the figures the energy goal comes
            from: the BMR and its formula (Katch-McArdle with a body fat, else Mifflin-St
            Jeor) worked out, the need (BMR times the activity factor), the plan's
            adjustment, and the energy goal in force; or why there is no need.

            Days: 2026-11-21, today, yesterday, tomorrow, or a weekday name. The profile
            itself: journal help profile.

            """,
        options: [
            .today, .now,
        ] + OptionHelp.textOrJSONOutput,
        more: """
            Exits 1 when the journal has errors.

            Example:
              journal energy 2026-11-21 -f examples/journal.md

            """,
        run: { try $0.energy($1) })
}

extension CommandLineTool {
    func energy(_ o: Options) throws -> Int32 {
        let format = try textOrJSONFormat(o)
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o)
        let date = try oneDay(o, now: now)
        let read = try summarizeJournal(o)
        printProblems(read.diagnostics, o)
        let report = EnergyReport(summary: read.summary, date: date, clock: now)
        switch format {
        case .text, .html: try emit(EnergyRenderer.text(report, style: output == nil ? style(o) : .plain, width: console.width(environment)), to: output)
        case .json: try emit(EnergyRenderer.json(report).serialized() + "\n", to: output)
        }
        return read.errorCount > 0 ? 1 : 0
    }
}
