/// The language server of `journal lsp`, without its transport: it takes the bodies of the
/// messages an editor sent and returns the messages to send back (replies and notifications),
/// so that it can be driven and tested without pipes (``ServerLoop`` reads and writes them).
///
/// What it does (LSP 3.17): keeps the documents the editor has open (``OpenDocument``, full and
/// incremental changes), checks the journal each belongs to (``JournalScope``) with their
/// unsaved text in place of the files on disk, and publishes each file's problems
/// (``EditorDiagnostic``); formats (``FormattingEdits``); outlines and folds (``DocumentOutline``).
/// It never writes a file.
///
/// Messages are handled in the order sent. Messages read together are handed over together
/// (``handle(_:)``): a request cancelled (`$/cancelRequest`) by a message among them is
/// answered `RequestCancelled` unread; and the journals changed by them are checked
/// once, after the last, whatever the number of changes.
public final class LanguageServer {
    /// What the server sends back for messages handed over, and whether it is to stop.
    public struct Output {
        public var messages: [JSONValue] = []
        /// Set once `exit` came: 0 when `shutdown` came before it, else 1.
        public var exitCode: Int32?
    }

    /// JSON-RPC and protocol error codes.
    public enum ErrorCode: Int, Sendable {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
        case serverNotInitialized = -32002, requestCancelled = -32800
    }

    private let version: String
    let log: ((String) -> Void)?
    /// The time now: what completion offers at an item's start, and the day `journal.today` opens.
    let clock: () -> JournalClock
    /// The journal read whole for each journal (what the editor features read), and the
    /// journals changed since theirs was read: it is read again when the editor is quiet
    /// (``idle()``), or when a feature needs it as it is now.
    var loaded: [JournalScope: LoadedJournal] = [:]
    var stale: Set<JournalScope> = []
    /// The number of the last request the server sent the editor (`workspace/applyEdit`).
    var sentRequests = 0
    /// Messages to send the editor after the reply to the request at hand.
    var outgoing: [JSONValue] = []
    private var initialized = false
    private var shuttingDown = false
    var workspaceFolders: [String] = []
    /// The open documents by URI, and the path of each (its URI when it is no file).
    var documents: [String: OpenDocument] = [:]
    var paths: [String: String] = [:]
    /// Requests of the messages at hand that a `$/cancelRequest` among them cancels (ids as
    /// JSON text); a request answered before cannot be cancelled.
    private var cancelled: Set<String> = []
    /// Journals to check once the messages at hand are handled, in the order changed.
    var unchecked: [JournalScope] = []
    /// The URIs each journal published problems for, to clear those that went away.
    private var published: [JournalScope: Set<String>] = [:]

    /// `version` is the server's in `initialize`'s reply; `log`, if any, is told what the
    /// server does (never on standard output).
    public init(version: String, clock: @escaping () -> JournalClock = JournalClock.system, log: ((String) -> Void)? = nil) {
        self.version = version
        self.clock = clock
        self.log = log
    }

    /// Handles the bodies of messages read together, in order.
    public func handle(_ bodies: [[UInt8]]) -> Output {
        let messages = bodies.map(JSONValue.parse)
        cancelled = []
        for case let message? in messages where message["method"]?.string == "$/cancelRequest" {
            if let id = message["params"]?["id"] { cancelled.insert(id.serialized(pretty: false)) }
        }
        var output = Output()
        for message in messages {
            guard let message else {
                output.messages.append(Self.error(id: .null, .parseError, "the message is not JSON"))
                continue
            }
            if let code = handle(message, into: &output.messages) {
                output.exitCode = code
                return output
            }
        }
        if !shuttingDown { checkChangedJournals(into: &output.messages) }
        return output
    }

    /// Handles one message; returns the exit code when it is `exit`.
    private func handle(_ message: JSONValue, into out: inout [JSONValue]) -> Int32? {
        guard case .object = message, let method = message["method"]?.string else {
            // A reply to a request: the server sends none, so there is nothing to do.
            if case .object = message, message["id"] != nil, message["result"] != nil || message["error"] != nil { return nil }
            out.append(Self.error(id: message["id"] ?? .null, .invalidRequest, "a message needs a method"))
            return nil
        }
        let params = message["params"] ?? .null
        guard let id = message["id"] else {
            if method == "exit" { return shuttingDown ? 0 : 1 }
            if initialized, !shuttingDown { notification(method, params) }
            return nil
        }
        log?("request \(method)")
        let reply: Result<JSONValue, RequestError>
        if cancelled.contains(id.serialized(pretty: false)) {
            reply = .failure(RequestError(.requestCancelled, "\(method) was cancelled"))
        } else if shuttingDown {
            reply = .failure(RequestError(.invalidRequest, "the server is shutting down"))
        } else if !initialized, method != "initialize" {
            reply = .failure(RequestError(.serverNotInitialized, "initialize comes first"))
        } else if initialized, method == "initialize" {
            reply = .failure(RequestError(.invalidRequest, "the server is initialized already"))
        } else {
            reply = request(method, params)
        }
        switch reply {
        case .success(let result): out.append(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
        case .failure(let e): out.append(Self.error(id: id, e.code, e.message))
        }
        // Requests to the editor a request made (`workspace/applyEdit`) go after its reply.
        out += outgoing
        outgoing = []
        return nil
    }

    struct RequestError: Error {
        var code: ErrorCode
        var message: String
        init(_ code: ErrorCode, _ message: String) { (self.code, self.message) = (code, message) }
    }

    static func error(id: JSONValue, _ code: ErrorCode, _ message: String) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id),
                 ("error", .object([("code", .number(Double(code.rawValue))), ("message", .string(message))]))])
    }

    // MARK: Requests

    private func request(_ method: String, _ params: JSONValue) -> Result<JSONValue, RequestError> {
        switch method {
        case "initialize": return .success(initialize(params))
        case "shutdown":
            shuttingDown = true
            return .success(.null)
        case "textDocument/formatting", "textDocument/rangeFormatting", "textDocument/documentSymbol", "textDocument/foldingRange":
            guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri], let path = paths[uri] else {
                return .failure(RequestError(.invalidParams, "\(method) needs a document the editor has open"))
            }
            switch method {
            case "textDocument/formatting":
                return .success(.array(FormattingEdits.edits(for: document, path: path).map(\.json)))
            case "textDocument/rangeFormatting":
                guard let range = TextRange(json: params["range"]) else { return .failure(RequestError(.invalidParams, "a range is needed")) }
                return .success(.array(FormattingEdits.edits(for: document, path: path, within: range).map(\.json)))
            case "textDocument/documentSymbol":
                return .success(DocumentOutline(document, path: path).symbolsJSON(document))
            default:
                return .success(DocumentOutline(document, path: path).foldingJSON)
            }
        default:
            return featureRequest(method, params) ?? .failure(RequestError(.methodNotFound, "journal lsp does not answer \(method)"))
        }
    }

    private func initialize(_ params: JSONValue) -> JSONValue {
        initialized = true
        var folders = (params["workspaceFolders"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(JournalScope.path(ofURI:)) }
        if folders.isEmpty, let root = params["rootUri"]?.string.flatMap(JournalScope.path(ofURI:)) ?? params["rootPath"]?.string {
            folders = [JournalScope.standardized(root)]
        }
        workspaceFolders = folders
        log?("workspace folders: \(folders)")
        let capabilities: JSONValue = .object([
            ("positionEncoding", .string("utf-16")),
            ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .number(2)),
                                          ("save", .object([("includeText", .bool(false))]))])),
            ("documentFormattingProvider", .bool(true)),
            ("documentRangeFormattingProvider", .bool(true)),
            ("documentSymbolProvider", .bool(true)),
            ("foldingRangeProvider", .bool(true)),
        ] + Self.featureCapabilities)
        return .object([("capabilities", capabilities),
                        ("serverInfo", .object([("name", .string("journal")), ("version", .string(version))]))])
    }

    // MARK: Notifications

    private func notification(_ method: String, _ params: JSONValue) {
        let uri = params["textDocument"]?["uri"]?.string ?? ""
        switch method {
        case "textDocument/didOpen":
            guard let text = params["textDocument"]?["text"]?.string else { return }
            documents[uri] = OpenDocument(uri: uri, version: params["textDocument"]?["version"]?.int ?? 0, text: text)
            paths[uri] = JournalScope.path(ofURI: uri) ?? uri
            changed(uri)
        case "textDocument/didChange":
            guard var document = documents[uri] else {
                log?("a change to \(uri), which is not open")
                return
            }
            documents[uri] = nil  // changed in place, not copied
            for change in params["contentChanges"]?.array ?? [] {
                document.replace(TextRange(json: change["range"]), with: change["text"]?.string ?? "")
            }
            document.version = params["textDocument"]?["version"]?.int ?? document.version
            documents[uri] = document
            changed(uri)
        case "textDocument/didSave":
            if documents[uri] != nil { changed(uri) }
        case "textDocument/didClose":
            guard documents[uri] != nil, let path = paths[uri] else { return }
            let scope = JournalScope(path: path, workspaceFolders: workspaceFolders)
            documents[uri] = nil
            paths[uri] = nil
            // A file alone is no longer shown; a folder's file is read from disk again.
            if scope.isFolder {
                changed(scope)
            } else {
                unchecked.removeAll { $0 == scope }
                loaded[scope] = nil
                stale.remove(scope)
                pendingClears.append(contentsOf: published.removeValue(forKey: scope) ?? [])
            }
        default:
            log?("notification \(method) ignored")
        }
    }

    /// URIs whose problems are to be cleared: files alone that were closed.
    private var pendingClears: [String] = []

    private func changed(_ uri: String) {
        guard let path = paths[uri] else { return }
        changed(JournalScope(path: path, workspaceFolders: workspaceFolders))
    }

    private func changed(_ scope: JournalScope) {
        if !unchecked.contains(scope) { unchecked.append(scope) }
    }

    // MARK: Diagnostics

    /// Checks each journal changed, and publishes the problems of each of its files (an empty
    /// list for a file whose problems went away).
    func checkChangedJournals(into out: inout [JSONValue]) {
        for uri in pendingClears { out.append(Self.publish(uri: uri, [])) }
        pendingClears = []
        let scopes = unchecked
        unchecked = []
        guard !scopes.isEmpty else { return }
        let overlay = overlay
        var uris: [String: String] = [:]
        for (uri, path) in paths where documents[uri] != nil { uris[path] = uri }
        for scope in scopes {
            // The problems at once (a check is a fraction of a whole read); the journal whole
            // once the editor is quiet.
            let diagnostics = scope.check(overlay: overlay)
            stale.insert(scope)
            log?("checked \(scope.root): \(diagnostics.count) problems")
            var byURI: [String: [JSONValue]] = [:]
            var order: [String] = []
            for d in diagnostics {
                let path = uris[d.file] != nil ? d.file : JournalScope.standardized(d.file)
                let uri = uris[path] ?? JournalScope.uri(ofPath: path)
                let line = documents[uri].map { $0.line(d.line - 1) }
                if byURI[uri] == nil { order.append(uri) }
                byURI[uri, default: []].append(EditorDiagnostic.json(d, range: EditorDiagnostic.range(of: d, line: line)))
            }
            for uri in order { out.append(Self.publish(uri: uri, byURI[uri]!)) }
            let gone = (published[scope] ?? []).subtracting(order)
            for uri in gone.sorted() { out.append(Self.publish(uri: uri, [])) }
            published[scope] = Set(order)
        }
    }

    /// Whether there is work for a quiet moment: a journal to read whole again.
    public var hasIdleWork: Bool { !stale.isEmpty }

    /// Reads whole again each journal changed since it was, so that the editor features answer
    /// at once when asked (the loop calls it when no message came for a moment).
    public func idle() {
        for scope in stale.sorted(by: { $0.root < $1.root }) { reload(scope) }
    }

    /// Reads the journal whole, with the open documents' text.
    func reload(_ scope: JournalScope) {
        // The read before is let go first: two held at once would be the server's size for good.
        loaded[scope] = nil
        loaded[scope] = scope.load(overlay: overlay)
        stale.remove(scope)
        log?("read \(scope.root) whole")
    }

    /// The open documents' bytes, by path.
    var overlay: [String: [UInt8]] {
        var overlay: [String: [UInt8]] = [:]
        for (uri, document) in documents { if let path = paths[uri] { overlay[path] = document.bytes } }
        return overlay
    }

    private static func publish(uri: String, _ diagnostics: [JSONValue]) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string("textDocument/publishDiagnostics")),
                 ("params", .object([("uri", .string(uri)), ("diagnostics", .array(diagnostics))]))])
    }
}
