import Foundation

/// The Language Server Protocol's JSON shapes of positions, ranges, edits and Markdown.
extension TextPosition {
    /// `{"line": 3, "character": 7}`.
    public var json: JSONValue { .object([("line", .number(Double(line))), ("character", .number(Double(character)))]) }
}

extension TextRange {
    /// `{"start": Position, "end": Position}`.
    public var json: JSONValue { .object([("start", start.json), ("end", end.json)]) }
}

extension TextEdit {
    /// `{"range": Range, "newText": "…"}`.
    public var json: JSONValue { .object([("range", range.json), ("newText", .string(newText))]) }
}

/// Changes to several documents, each named by its URI: the protocol's `WorkspaceEdit`.
public struct WorkspaceEdit: Sendable, Equatable {
    /// The documents' URIs and their edits, in the order first touched.
    public var changes: [(uri: String, edits: [TextEdit])]

    public init(changes: [(uri: String, edits: [TextEdit])] = []) { self.changes = changes }

    /// Adds `edit` to the document `uri`.
    public mutating func add(_ edit: TextEdit, to uri: String) {
        if let i = changes.firstIndex(where: { $0.uri == uri }) { changes[i].edits.append(edit) } else { changes.append((uri, [edit])) }
    }

    public static func == (a: WorkspaceEdit, b: WorkspaceEdit) -> Bool {
        a.changes.count == b.changes.count && zip(a.changes, b.changes).allSatisfy { $0.uri == $1.uri && $0.edits == $1.edits }
    }

    /// `{"changes": {uri: [TextEdit]}}`.
    public var json: JSONValue {
        .object([("changes", .object(changes.map { ($0.uri, .array($0.edits.map(\.json))) }))])
    }
}

/// How a feature names a file to the editor: a `file://` URI of its path.
public enum DocumentURI {
    public static func of(path: String) -> String { URL(fileURLWithPath: path).absoluteString }
}

/// Markdown for the editor: `{"kind": "markdown", "value": "…"}`.
func markdownJSON(_ text: String) -> JSONValue { .object([("kind", .string("markdown")), ("value", .string(text))]) }
