import Foundation
import JournalKit

/// `journal foods QUERY` and `journal drinks [QUERY]`: the catalogs, and the journal's own
/// definitions when there is a journal.
extension Command {
    static let foods = Command(
        name: "foods", summary: "search the food catalog",
        about: """
            Usage: journal foods QUERY [--limit N] [--format text|json] [-f FILE]

            Searches the food catalog (USDA figures with friendly names for foods and dishes) and
            your own food definitions, best match first, with nutrients per serving and per 100 g,
            the USDA rows the figures come from, and a line to paste into your journal.
            Exits 1 when nothing matches.

            """,
        options: [
            OptionHelp(.limit, "how many to show (default 10)"),
            .textOrJSON,
            OptionHelp(.file, "also search this journal's food definitions"),
            OptionHelp.plainColor,
        ],
        more: """
            Example:
              journal foods banana
              journal foods chicken breast --limit 3
              journal foods beans on toast

            """,
        run: { try $0.foods($1) })

    static let drinks = Command(
        name: "drinks", summary: "list or search the drinks",
        about: """
            Usage: journal drinks [QUERY] [--format text|json] [-f FILE]

            Lists the built-in drinks and your own drink definitions with their serving,
            caffeine, energy and what their label states (sodium, fat, protein), their
            category, the sizes they come in, where the figures come from and a line to paste;
            with a QUERY (words of a name: cola, flat white, grande latte), only those that match.

            """,
        options: [
            .textOrJSON,
            OptionHelp(.file, "also list this journal's drink definitions"),
            OptionHelp.plainColor,
        ],
        more: """
            Example:
              journal drinks flat white
              journal drinks grande latte

            """,
        run: { try $0.drinks($1) })
}

extension CommandLineTool {
    func foods(_ o: Options) throws -> Int32 {
        let query = o.positional.joined(separator: " ")
        guard !query.isEmpty else { throw o.usage("foods needs something to search for, e.g. journal foods banana") }
        let loaded = try optionalJournal(o)
        let report = CatalogReport.foods(query, journal: loaded?.journal, limit: o.limit ?? 10)
        switch o.format ?? .text {
        case .json: console.out(CatalogRenderer.json(report).serialized() + "\n")
        case .text, .html: console.out(CatalogRenderer.text(report, style: style(o)))
        }
        return report.items.isEmpty ? 1 : 0
    }

    func drinks(_ o: Options) throws -> Int32 {
        let query = o.positional.joined(separator: " ")
        let loaded = try optionalJournal(o)
        let report = CatalogReport.drinks(query, journal: loaded?.journal)
        switch o.format ?? .text {
        case .json: console.out(CatalogRenderer.json(report).serialized() + "\n")
        case .text, .html: console.out(CatalogRenderer.text(report, style: style(o)))
        }
        return report.items.isEmpty ? 1 : 0
    }

    /// The journal, when one is named or present, so its own definitions are searched too.
    func optionalJournal(_ o: Options) throws -> LoadedJournal? {
        if o.files.isEmpty, environment["JOURNAL_FILE"] == nil, !FileManager.default.fileExists(atPath: "journal.md") { return nil }
        return try loadJournal(o)
    }
}
