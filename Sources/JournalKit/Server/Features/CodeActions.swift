import Foundation

/// A change the editor offers for a range of a journal: the protocol's `CodeAction`.
public struct CodeAction: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case quickfix, refactor
    }

    public var title: String
    public var kind: Kind
    /// The problem it fixes, if it fixes one.
    public var diagnostic: Diagnostic?
    public var edit: WorkspaceEdit
    /// Whether it is the fix to apply without asking (`did you mean`).
    public var isPreferred = false

    /// `{"title", "kind", "isPreferred"?, "edit"}`; the server adds the `diagnostics` it was
    /// given for the range, which it holds in the protocol's shape.
    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [("title", .string(title)), ("kind", .string(kind.rawValue))]
        if isPreferred { fields.append(("isPreferred", .bool(true))) }
        fields.append(("edit", edit.json))
        return .object(fields)
    }
}

/// The changes offered for a range of a journal and the problems in it: the name a problem
/// says was meant (`did you mean`), the line a `looks-like-entry` warning says to write, a
/// definition to fill in for an unknown drink or food, and marking an open checkbox done.
public enum CodeActions {
    /// The actions for `range` of `document`. `diagnostics` are the problems of the range
    /// (those of the journal on its lines when nil); `uri` names a file to the editor.
    public static func actions(in document: JournalDocument, range: TextRange, diagnostics: [Diagnostic]? = nil,
                               foods: FoodCatalog = .builtIn, uri: (String) -> String = DocumentURI.of) -> [CodeAction] {
        let lines = range.start.line...max(range.start.line, range.end.line)
        let problems = diagnostics ?? document.loaded.diagnostics.filter { $0.file == document.journalPath && lines.contains($0.line - 1) }
        let here = uri(document.path)
        var actions: [CodeAction] = []
        var items: ItemResolver?
        for d in problems {
            let line = d.line - 1
            let span = document.lines.range(of: d)
            let bytes = document.lines.bytes(ofLine: line)
            let written = String(decoding: bytes[document.lines.byteOffset(of: span.start)..<document.lines.byteOffset(of: span.end)], as: UTF8.self)
            func action(_ title: String, _ kind: CodeAction.Kind, _ edit: TextEdit, preferred: Bool = false) {
                var change = WorkspaceEdit()
                change.add(edit, to: here)
                actions.append(CodeAction(title: title, kind: kind, diagnostic: d, edit: change, isPreferred: preferred))
            }
            switch d.code {
            case .unknownDrink, .unknownFood:
                if items == nil { items = ItemResolver(definitions: document.journal.definitions, foods: foods) }
                if let guess = items?.closestName(to: written, isDrink: d.code == .unknownDrink), d.hint?.contains("\"\(guess)\"") == true {
                    action("Change to \(guess)", .quickfix, TextEdit(range: span, newText: guess), preferred: true)
                }
                if !written.isEmpty, let edit = definitionEdit(for: written, isDrink: d.code == .unknownDrink, in: document) {
                    action("Define \(written) as a \(d.code == .unknownDrink ? "drink" : "food")", .quickfix, edit)
                }
            case .unknownMedication:
                let names = document.journal.definitions.medications.map { $0.value.name.lowercased() }
                if let guess = Suggestion.closest(to: written, in: names), d.hint?.contains("\"\(guess)\"") == true {
                    action("Change to \(guess)", .quickfix, TextEdit(range: span, newText: guess), preferred: true)
                }
            case .unknownKeyword:
                if let guess = Suggestion.closest(to: written.lowercased(), in: EntryKeyword.spellings.map(\.0), maxDistance: 1) {
                    action("Change to \(guess)", .quickfix, TextEdit(range: span, newText: guess), preferred: true)
                }
            case .looksLikeEntry:
                if let edit = writtenAsHinted(d, line: line, in: document) { action("Write it as: \(edit.newText)", .quickfix, edit) }
            default:
                break
            }
        }
        for line in lines {
            guard let edit = markDone(line: line, in: document) else { continue }
            var change = WorkspaceEdit()
            change.add(edit, to: here)
            actions.append(CodeAction(title: "Mark done", kind: .refactor, edit: change))
        }
        return actions
    }

    /// `[ ]` made `[x]` on an open checkbox line.
    static func markDone(line: Int, in document: JournalDocument) -> TextEdit? {
        let bytes = document.lines.bytes(ofLine: line)
        guard let item = ListItemPrefix(bytes, upTo: bytes.count), item.checkbox == UInt8(ascii: " "),
              let open = bytes.firstIndex(of: UInt8(ascii: "[")) else { return nil }
        return TextEdit(range: document.lines.range(line: line, bytes: open + 1..<open + 2), newText: "x")
    }

    /// The line a `looks-like-entry` warning's hint says to write (`write - drink flat white --
    /// with Sam`), in place of the line's words after its time, its tags kept; nil when the
    /// hint offers no single line to write as it is (a choice, or figures to fill in).
    /// (The warning keeps no other record of the line it means.)
    static func writtenAsHinted(_ d: Diagnostic, line: Int, in document: JournalDocument) -> TextEdit? {
        guard let hint = d.hint, let write = hint.range(of: "write - ", options: .backwards) else { return nil }
        let suggested = String(hint[write.upperBound...])
        // Not a choice, a placeholder, or words about the line after it (`, with its minutes`).
        guard ![", or ", "(or ", ", with ", ", and ", ", then ", ", a line", "…", "NAME"].contains(where: suggested.contains) else { return nil }
        let bytes = document.lines.bytes(ofLine: line)
        guard let item = ListItemPrefix(bytes, upTo: bytes.count), item.checkbox == nil else { return nil }
        // The words end before trailing tags.
        var end = bytes.count
        while true {
            var e = end
            while e > item.bodyStart, ListItemPrefix.isSpace(bytes[e - 1]) { e -= 1 }
            var w = e
            while w > item.bodyStart, !ListItemPrefix.isSpace(bytes[w - 1]) { w -= 1 }
            guard w < e, w > item.bodyStart, bytes[w] == UInt8(ascii: "#"), w + 1 < e, isASCIILetter(bytes[w + 1]) else { end = e; break }
            end = w
        }
        return TextEdit(range: document.lines.range(line: line, bytes: item.bodyStart..<end), newText: suggested)
    }

    /// A definition of `name` to fill in, as the problem's hint writes it, at the end of the
    /// definitions of the document (or under a new `## Settings` heading at its start).
    static func definitionEdit(for name: String, isDrink: Bool, in document: JournalDocument) -> TextEdit? {
        let quoted = name.contains(" ") || name.contains(",") ? "\"\(name)\"" : name
        let line = isDrink ? "- drink \(quoted) per cup (240 ml): … mg caffeine, … kcal"
            : "- food \(quoted) per 100 g: … kcal, … g carbs, … g protein, … g fat"
        let d = document.journal.definitions
        let here = (d.drinks.map(\.range) + d.foods.map(\.range) + d.habits.map(\.range) + d.medications.map(\.range)
            + d.goals.map(\.range) + d.settings.map(\.range) + d.profiles.map(\.range)).filter { document.fileIndex == Int($0.file) }
        if let last = here.map({ Int($0.line) }).max() {
            let end = document.lines.end(ofLine: last - 1)
            return TextEdit(range: TextRange(start: end, end: end), newText: "\n" + line)
        }
        if let heading = (0..<document.lines.count).first(where: { document.lines.text(ofLine: $0).lowercased().trimmingSpaces == "## settings" }) {
            let end = document.lines.end(ofLine: heading)
            return TextEdit(range: TextRange(start: end, end: end), newText: "\n" + line)
        }
        let start = TextPosition(line: 0, character: 0)
        return TextEdit(range: TextRange(start: start, end: start), newText: "## Settings\n\(line)\n\n")
    }
}
