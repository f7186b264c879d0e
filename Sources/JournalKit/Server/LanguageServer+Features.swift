/// The editor features of ``LanguageServer``, each answered by its function in `Features/`
/// on the document asked about and the journal it belongs to, as read last: completion,
/// hover, code actions, go to definition, references, rename, inlay hints, code lenses, and
/// the commands `journal.today`, `journal.add` and `journal.day`.
///
/// The commands never write a file: `journal.today` and `journal.add` send the editor the
/// edits (`workspace/applyEdit`), which it applies to its buffers as if typed, to be saved
/// (or undone) there.
extension LanguageServer {
    /// The commands of `workspace/executeCommand`.
    static let commands = ["journal.today", "journal.add", "journal.day"]

    static let featureCapabilities: [(String, JSONValue)] = [
        ("completionProvider", .object([("triggerCharacters", .array([" ", "#", "["].map { .string($0) }))])),
        ("hoverProvider", .bool(true)),
        ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix"), .string("refactor")]))])),
        ("definitionProvider", .bool(true)),
        ("referencesProvider", .bool(true)),
        ("renameProvider", .object([("prepareProvider", .bool(true))])),
        ("inlayHintProvider", .bool(true)),
        ("codeLensProvider", .object([("resolveProvider", .bool(false))])),
        ("executeCommandProvider", .object([("commands", .array(commands.map { .string($0) }))])),
    ]

    /// The reply to a request of an editor feature; nil for a method that is none.
    func featureRequest(_ method: String, _ params: JSONValue) -> Result<JSONValue, RequestError>? {
        let position = TextPosition(json: params["position"])
        let range = TextRange(json: params["range"])
        switch method {
        case "textDocument/completion":
            guard let position else { return .failure(RequestError(.invalidParams, "a position is needed")) }
            // Completion comes with every key typed: it takes the journal as read last, even
            // a few keys ago (it needs the definitions and the day; the line is the document's).
            return document(params, asReadLast: true).map {
                Completion.list(in: $0, at: position, now: TimeOfDay(minutes: min(clock().minute, 1439))).json
            }
        case "textDocument/hover":
            guard let position else { return .failure(RequestError(.invalidParams, "a position is needed")) }
            return document(params).map { Hover.at(position, in: $0, clock: clock())?.json ?? .null }
        case "textDocument/codeAction":
            guard let range else { return .failure(RequestError(.invalidParams, "a range is needed")) }
            return document(params).map { .array(CodeActions.actions(in: $0, range: range).map(\.json)) }
        case "textDocument/definition":
            guard let position else { return .failure(RequestError(.invalidParams, "a position is needed")) }
            return document(params).map { .array(Navigation.definition(at: position, in: $0, lines: openLines).map(\.json)) }
        case "textDocument/references":
            guard let position else { return .failure(RequestError(.invalidParams, "a position is needed")) }
            let declaration = params["context"]?["includeDeclaration"] != .bool(false)
            return document(params).map {
                .array(Navigation.references(at: position, in: $0, includeDeclaration: declaration, lines: openLines).map(\.json))
            }
        case "textDocument/prepareRename":
            guard let position else { return .failure(RequestError(.invalidParams, "a position is needed")) }
            return document(params).map { Navigation.renameRange(at: position, in: $0)?.json ?? .null }
        case "textDocument/rename":
            guard let position, let name = params["newName"]?.string else {
                return .failure(RequestError(.invalidParams, "a position and a new name are needed"))
            }
            return document(params).flatMap { document in
                guard let edit = Navigation.rename(at: position, in: document, to: name, lines: openLines) else {
                    return .failure(RequestError(.invalidParams, "only a habit or a medication can be renamed, to a name on one line"))
                }
                return .success(edit.json)
            }
        case "textDocument/inlayHint":
            guard let range else { return .failure(RequestError(.invalidParams, "a range is needed")) }
            return document(params).map { .array(InlayHints.hints(in: $0, range: range).map(\.json)) }
        case "textDocument/codeLens":
            return document(params).map { .array(InlayHints.codeLenses(in: $0, clock: clock()).map(\.json)) }
        case "workspace/executeCommand":
            return execute(params["command"]?.string ?? "", params["arguments"]?.array ?? [])
        default:
            return nil
        }
    }

    /// The open document `params` names, with its journal as read last (read now if a change
    /// to it is not read yet).
    /// With `asReadLast`, the journal as read last will do, if it was read since it was opened.
    private func document(_ params: JSONValue, asReadLast: Bool = false) -> Result<JournalDocument, RequestError> {
        guard let uri = params["textDocument"]?["uri"]?.string else { return .failure(RequestError(.invalidParams, "a document is needed")) }
        return document(uri: uri, asReadLast: asReadLast)
    }

    private func document(uri: String, asReadLast: Bool = false) -> Result<JournalDocument, RequestError> {
        guard let open = documents[uri], let path = paths[uri] else {
            return .failure(RequestError(.invalidParams, "\(uri) is not open in the editor"))
        }
        let scope = JournalScope(path: path, workspaceFolders: workspaceFolders)
        if unchecked.contains(scope) {
            // Changes not checked yet: their problems go out first.
            var out: [JSONValue] = []
            checkChangedJournals(into: &out)
            outgoing += out
        }
        if loaded[scope] == nil || (stale.contains(scope) && !asReadLast) { reload(scope) }
        guard let journal = loaded[scope] else { return .failure(RequestError(.invalidParams, "\(uri) could not be read")) }
        return .success(JournalDocument(path: path, lines: DocumentLines(bytes: open.bytes), journal: journal))
    }

    /// The lines of a file: the open document's, else the file's on disk.
    private var openLines: Navigation.Lines {
        let open = overlay
        return { path in open[JournalScope.standardized(path)].map(DocumentLines.init(bytes:)) ?? Navigation.linesOnDisk(path) }
    }

    // MARK: Commands

    /// `journal.today [uri]`: opens today in the document, as `journal today` does in a file;
    /// `journal.add uri text…`: adds each text as an entry of today, stamped with the time now,
    /// as `journal add` does; `journal.day date`: shows the day's rings (a code lens's command).
    private func execute(_ command: String, _ arguments: [JSONValue]) -> Result<JSONValue, RequestError> {
        let now = clock()
        switch command {
        case "journal.today", "journal.add":
            guard let uri = arguments.first?.string ?? (documents.count == 1 ? documents.keys.first : nil) else {
                return .failure(RequestError(.invalidParams, "\(command) needs the URI of an open document"))
            }
            let document: JournalDocument
            switch self.document(uri: uri) {
            case .success(let d): document = d
            case .failure(let e): return .failure(e)
            }
            let edit: WorkspaceEdit
            if command == "journal.add" {
                let texts = arguments.dropFirst().compactMap(\.string).map { $0.trimmingSpaces }.filter { !$0.isEmpty }
                guard !texts.isEmpty else { return .failure(RequestError(.invalidParams, "journal.add needs the text of an entry")) }
                edit = adding(texts, to: document, uri: uri, at: now)
            } else {
                switch opening(now.date, in: document, uri: uri) {
                case .success(let e): edit = e
                case .failure(let e): return .failure(e)
                }
            }
            guard !edit.changes.isEmpty else { return .success(.null) }
            sentRequests += 1
            outgoing.append(.object([("jsonrpc", .string("2.0")), ("id", .string("journal-\(sentRequests)")),
                                     ("method", .string("workspace/applyEdit")),
                                     ("params", .object([("label", .string(command)), ("edit", edit.json)]))]))
            return .success(.null)
        case "journal.day":
            guard let text = arguments.first?.string, let date = CalendarDate(iso: text) else {
                return .failure(RequestError(.invalidParams, "journal.day needs a date (YYYY-MM-DD)"))
            }
            outgoing.append(.object([("jsonrpc", .string("2.0")), ("method", .string("window/showMessage")),
                                     ("params", .object([("type", .number(3)), ("message", .string(dayLine(date)))]))]))
            return .success(.null)
        default:
            return .failure(RequestError(.invalidParams, "there is no command \(command); the commands are \(Self.commands.joined(separator: ", "))"))
        }
    }

    /// The edit that adds `texts` to the day of `clock` at the end of its entries.
    private func adding(_ texts: [String], to document: JournalDocument, uri: String, at clock: JournalClock) -> WorkspaceEdit {
        let bytes = documents[uri]?.bytes ?? []
        let time = TimeOfDay(minutes: min(clock.minute, 1439))
        let added = DayInsertion(bytes: bytes, path: document.path).added(texts.map { "- \(time) \($0)" }, to: clock.date)
        return WorkspaceEdit(changes: [(uri, edits(from: bytes, to: added.bytes, uri: uri))])
    }

    /// The edits that open `date` in `document` (its habits due and the to-dos carried), and
    /// mark each to-do carried `[>]` in its file.
    private func opening(_ date: CalendarDate, in document: JournalDocument, uri: String) -> Result<WorkspaceEdit, RequestError> {
        let opening = DayOpening(journal: document.journal, date: date)
        var files: [String: [UInt8]] = [document.path: documents[uri]?.bytes ?? []]
        for todo in opening.todos {
            let path = JournalScope.standardized(todo.path)
            if files[path] == nil { files[path] = openBytes(path) }
        }
        do {
            let plan = try opening.plan(target: document.path, files: files, key: JournalScope.standardized)
            var edit = WorkspaceEdit()
            for change in plan.changes {
                let uri = documents.first { paths[$0.key] == JournalScope.standardized(change.path) }?.key ?? JournalScope.uri(ofPath: change.path)
                for e in edits(from: change.old, to: change.new, uri: uri) { edit.add(e, to: uri) }
            }
            return .success(edit)
        } catch let error as OutputError {
            return .failure(RequestError(.invalidParams, error.message))
        } catch {
            return .failure(RequestError(.invalidParams, "\(error)"))
        }
    }

    /// The bytes of a file: the open document's, else the file's on disk.
    private func openBytes(_ path: String) -> [UInt8]? {
        overlay[path] ?? (try? FileContents.read(path))
    }

    /// The small edits that make `new` of `old`, the text of the document `uri`.
    private func edits(from old: [UInt8], to new: [UInt8], uri: String) -> [TextEdit] {
        FormattingEdits.edits(from: old, to: new, in: documents[uri] ?? OpenDocument(uri: uri, version: 0, text: String(decoding: old, as: UTF8.self)))
    }

    /// The rings of `date` in one line, in the journal of an open document that has the day.
    private func dayLine(_ date: CalendarDate) -> String {
        for journal in loaded.values {
            guard journal.journal.day(on: date) != nil else { continue }
            let metrics = DayMetrics.compute(context: MetricsContext(journal: journal.journal), date: date,
                                             clock: clock().isOver(date) ? .endOfDay(date) : clock())
            return "\(date): " + DayRings.line(metrics.rings)
        }
        return "\(date): no entries"
    }
}
