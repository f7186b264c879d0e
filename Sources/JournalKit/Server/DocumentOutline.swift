import Foundation

/// The outline of one journal file, for `textDocument/documentSymbol` and
/// `textDocument/foldingRange`: its sections (days and named sections such as `## Settings`),
/// the headings inside each day, and its blocks (front matter, code blocks, comments over
/// several lines).
///
/// ```
/// ## Settings                 named section "Settings"
/// - goal water >= 2 l
/// ## 2026-11-21 Saturday      day "2026-11-21 Saturday"
/// ### Morning                   heading "Morning", inside the day
/// - 07:45 drink espresso
/// ```
///
/// Which headings start a day, a named section, or neither (a sub-heading) is the parser's
/// word: the sections are those it finds when it reads the file's definitions (a daily note's
/// day starts on its first line). The lines are then scanned for headings and blocks only
/// (Grammar.md §2.3–2.5, §3.1), to name the sections and find the headings inside days.
public struct DocumentOutline: Sendable {
    /// A section or a heading inside one, from its first line to its last line that is not
    /// blank (lines counting from 0).
    public struct Part: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case day, named, heading }
        public var kind: Kind
        public var name: String
        public var firstLine: Int
        public var lastLine: Int
        public var children: [Part] = []
    }

    /// Lines that fold together but are no section.
    public struct Block: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case frontMatter, code, comment }
        public var kind: Kind
        public var firstLine: Int
        public var lastLine: Int
    }

    public private(set) var sections: [Part] = []
    public private(set) var blocks: [Block] = []

    /// The outline of `document`, read as the file `path` (whose name may make it a daily note).
    public init(_ document: OpenDocument, path: String) {
        var bytes = document.bytes
        let parsed = bytes.withUnsafeMutableBufferPointer {
            JournalParser.parse($0, path: path, fileID: 0, fileNameDate: SourceFile.date(ofFileNamed: path), options: ParseOptions(),
                                mode: .definitions)
        }
        let headings = scan(document)
        let starts = parsed.sectionStarts
        // Headings and starts are both in line order: one walk over the headings.
        var h = 0
        for (i, start) in starts.enumerated() {
            let first = Int(start.line) - 1
            let next = i + 1 < starts.count ? Int(starts[i + 1].line) - 1 : document.lineCount
            let last = Self.lastFilledLine(document, from: first, before: next)
            while h < headings.count, headings[h].line < first { h += 1 }
            let heading = h < headings.count && headings[h].line == first ? headings[h] : nil
            if heading != nil { h += 1 }
            var part = Part(kind: start.date != nil ? .day : .named,
                            name: heading?.text ?? start.date.map { "\($0)" } ?? "", firstLine: first, lastLine: last)
            var inside: [(line: Int, text: String)] = []
            while h < headings.count, headings[h].line <= last {
                inside.append(headings[h])
                h += 1
            }
            for (k, sub) in inside.enumerated() {
                let end = k + 1 < inside.count ? inside[k + 1].line : last + 1
                part.children.append(Part(kind: .heading, name: sub.text, firstLine: sub.line,
                                          lastLine: Self.lastFilledLine(document, from: sub.line, before: end)))
            }
            sections.append(part)
        }
    }

    /// The last line from `from` up to (not including) `before` that is not blank; `from` when all are.
    private static func lastFilledLine(_ document: OpenDocument, from: Int, before: Int) -> Int {
        var last = min(before, document.lineCount) - 1
        while last > from, document.line(last).allSatisfy({ $0 == 32 || $0 == 9 }) { last -= 1 }
        return max(from, last)
    }

    /// The headings outside blocks (with their text, `#`s and closing `#`s taken off), and the
    /// blocks, into ``blocks``.
    private mutating func scan(_ document: OpenDocument) -> [(line: Int, text: String)] {
        var headings: [(line: Int, text: String)] = []
        var fence: (char: UInt8, length: Int, line: Int)? = nil
        var comment: Int? = nil
        var frontMatter = false
        for n in 0..<document.lineCount {
            let line = document.line(n)
            // Most lines are entries: neither a heading, nor a fence, nor a comment.
            if fence == nil, comment == nil, !frontMatter, n > 0, let first = line.first(where: { $0 != 32 && $0 != 9 }),
               first != UInt8(ascii: "#"), first != UInt8(ascii: "`"), first != UInt8(ascii: "~"), !line.contains(UInt8(ascii: "<")) {
                continue
            }
            let text = line.drop { $0 == 32 || $0 == 9 }
            let run = text.prefix { $0 == text.first }
            if n == 0, isFence(line, "---") { frontMatter = true; continue }
            if frontMatter {
                if isFence(line, "---") || isFence(line, "...") {
                    blocks.append(Block(kind: .frontMatter, firstLine: 0, lastLine: n))
                    frontMatter = false
                }
                continue
            }
            if let f = fence {
                if run.count >= f.length, run.first == f.char, text.dropFirst(run.count).allSatisfy({ $0 == 32 }) {
                    blocks.append(Block(kind: .code, firstLine: f.line, lastLine: n))
                    fence = nil
                }
                continue
            }
            if comment == nil, run.count >= 3, run.first == UInt8(ascii: "`") || run.first == UInt8(ascii: "~") {
                fence = (run.first!, run.count, n)
                continue
            }
            let opened = comment != nil
            // Comments: what is left of the line outside them.
            var outside: [UInt8] = []
            var i = line.startIndex
            while i < line.endIndex {
                if comment != nil {
                    guard let close = find([45, 45, 62], in: line, from: i) else { i = line.endIndex; break }
                    if comment! < n { blocks.append(Block(kind: .comment, firstLine: comment!, lastLine: n)) }
                    comment = nil
                    i = close + 3
                } else if let open = find([60, 33, 45, 45], in: line, from: i) {
                    outside += line[i..<open]
                    comment = n
                    i = open + 4
                } else {
                    outside += line[i...]
                    i = line.endIndex
                }
            }
            if opened && comment != nil { continue }
            let content = outside.drop { $0 == 32 || $0 == 9 }
            let level = content.prefix { $0 == UInt8(ascii: "#") }.count
            guard level >= 1, level <= 6 else { continue }
            let rest = content.dropFirst(level)
            guard rest.isEmpty || rest.first == 32 || rest.first == 9 else { continue }
            var words = String(decoding: rest, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            // Closing #s, after a space or alone.
            let hashes = words.reversed().prefix { $0 == "#" }.count
            if hashes > 0, hashes == words.count || words.dropLast(hashes).last == " " || words.dropLast(hashes).last == "\t" {
                words = String(words.dropLast(hashes)).trimmingCharacters(in: .whitespaces)
            }
            headings.append((n, words))
        }
        return headings
    }

    private func isFence(_ line: ArraySlice<UInt8>, _ mark: String) -> Bool {
        var l = line
        while let last = l.last, last == 32 || last == 9 { l = l.dropLast() }
        return l.elementsEqual(mark.utf8)
    }

    private func find(_ needle: [UInt8], in line: ArraySlice<UInt8>, from: Int) -> Int? {
        guard from <= line.endIndex - needle.count else { return nil }
        return (from...(line.endIndex - needle.count)).first { line[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    // MARK: The protocol's objects

    /// `DocumentSymbol[]`: each section, with the headings of a day as its children.
    public func symbolsJSON(_ document: OpenDocument) -> JSONValue {
        func symbol(_ part: Part) -> JSONValue {
            // SymbolKind: Namespace 3, String 15, Event 24.
            let kind: Double = part.kind == .day ? 24 : part.kind == .named ? 3 : 15
            let end = OpenDocument.utf16Count(document.line(part.lastLine))
            let headingEnd = OpenDocument.utf16Count(document.line(part.firstLine))
            var fields: [(String, JSONValue)] = [
                ("name", .string(part.name.isEmpty ? "(untitled)" : part.name)),
                ("kind", .number(kind)),
                ("range", TextRange(start: TextPosition(line: part.firstLine, character: 0),
                                    end: TextPosition(line: part.lastLine, character: end)).json),
                ("selectionRange", TextRange(line: part.firstLine, from: 0, to: headingEnd).json),
            ]
            if !part.children.isEmpty { fields.append(("children", .array(part.children.map(symbol)))) }
            return .object(fields)
        }
        return .array(sections.map(symbol))
    }

    /// `FoldingRange[]`: each section and heading inside a day, and each block, that spans
    /// more than one line.
    public var foldingJSON: JSONValue {
        var ranges: [(first: Int, last: Int, kind: String?)] = []
        for section in sections {
            ranges.append((section.firstLine, section.lastLine, nil))
            ranges += section.children.map { ($0.firstLine, $0.lastLine, nil) }
        }
        ranges += blocks.map { ($0.firstLine, $0.lastLine, $0.kind == .comment ? "comment" : $0.kind == .frontMatter ? "imports" : nil) }
        return .array(ranges.filter { $0.last > $0.first }.sorted { $0.first < $1.first }.map { r in
            JSONValue.fields([("startLine", .number(Double(r.first))), ("endLine", .number(Double(r.last))),
                              ("kind", r.kind.map(JSONValue.string))])
        })
    }
}
