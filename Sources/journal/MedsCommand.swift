import JournalKit

/// `journal meds [PERIOD]`.
extension CommandLineTool {
    func meds(_ o: Options) throws -> Int32 {
        let format = try textOrJSONFormat(o, command: "meds")
        let output = try o.output.map(OutputFile.init)
        let now = try clock(o, command: "meds")
        let (read, period) = try summarizedPeriod(o, command: "meds", now: now)
        let report = MedsReport(summary: read.summary, period: period, clock: now)
        switch format {
        case .text, .html: try emit(MedsRenderer.text(report, style: output == nil ? style(o) : .plain), to: output)
        case .json: try emit(MedsRenderer.json(report).serialized() + "\n", to: output)
        }
        return read.errorCount > 0 ? 1 : 0
    }
}
