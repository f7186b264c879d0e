import Foundation

/// Finds the files a journal is made of: the paths given, every `*.md` below a directory, and
/// `include`d files (relative to the including file, with globs), reporting missing files and
/// include cycles (``Walk``). Nothing here throws.
public enum SourceLoader {
    /// Every `*.md` file below `dir`, in path order, skipping hidden files and folders.
    public static func markdownFiles(under dir: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
        var files: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = Glob.join(dir, entry)
            if Glob.isDirectory(path) {
                files += markdownFiles(under: path)
            } else if entry.lowercased().hasSuffix(".md") {
                files.append(path)
            }
        }
        return files
    }

    /// The date a daily-note file name gives: `2026-11-21.md`.
    public static func fileNameDate(_ path: String) -> CalendarDate? {
        let name = (path as NSString).lastPathComponent
        guard name.count == 13, name.lowercased().hasSuffix(".md") else { return nil }
        return CalendarDate(iso: name.prefix(10))
    }

    /// Which files a journal is made of: the paths given, `*.md` files below directories, and
    /// includes, depth first, each file once. How a file is read and parsed is up to the
    /// caller (`Journal.read` maps each file and reads its definitions first).
    struct Walk {
        /// The files read, in order; a file's index is its file ID.
        var files: [SourceFile] = []
        /// Problems with files and includes.
        var diagnostics: [Diagnostic] = []
        private var seen: Set<String> = []

        /// Reads `paths`. `read(path, fileID, date)` reads and parses a file and returns its
        /// definitions, or nil when the file cannot be read; `quote(fileID, line)` gives a line
        /// of a file read before (HTML comments blanked), for include problems.
        mutating func run(_ paths: [String], read: (String, Int32, CalendarDate?) -> FileRead,
                          quote: (Int, Int) -> ArraySlice<UInt8>) {
            for path in paths {
                if Glob.isDirectory(path) {
                    let files = SourceLoader.markdownFiles(under: path)
                    if files.isEmpty {
                        diagnostics.append(Diagnostic(.error, .fileNotFound, file: path, line: 0, column: 0, endColumn: 0,
                            message: "\(path) is a directory with no .md files", hint: "point -f at a journal file, or a folder of them"))
                    }
                    for file in files { loadFile(file, stack: [], from: nil, read, quote) }
                } else {
                    loadFile(path, stack: [], from: nil, read, quote)
                }
            }
        }

        private mutating func loadFile(_ path: String, stack: [String], from include: (file: Int, range: SourceRange)?,
                                       _ read: (String, Int32, CalendarDate?) -> FileRead, _ quote: (Int, Int) -> ArraySlice<UInt8>) {
            let canonical = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            if stack.contains(canonical) {
                if let include { diagnostics.append(diagnostic(.includeCycle, include, quote, "including \(path) again makes a cycle",
                    hint: "remove this include; \(path) already includes this file, directly or through others")) }
                return
            }
            if seen.contains(canonical) { return }
            let fileIndex = files.count
            let date = SourceLoader.fileNameDate(path)
            let definitions: [Definition]
            switch read(path, Int32(fileIndex), date) {
            case .definitions(let found):
                definitions = found
            case .notText(let reason):
                // A binary file would give a problem on nearly every line: say so once, and skip it.
                seen.insert(canonical)
                let message = "\(path) is not a text file (\(reason)); it is skipped"
                if let include {
                    diagnostics.append(diagnostic(.notText, include, quote, message, hint: SourceLoader.notTextHint))
                } else {
                    diagnostics.append(Diagnostic(.error, .notText, file: path, line: 0, column: 0, endColumn: 0,
                                                  message: message, hint: SourceLoader.notTextHint))
                }
                return
            case .unreadable:
                if let include {
                    diagnostics.append(diagnostic(.fileNotFound, include, quote, "cannot read \(path)", hint: "check the path; it is relative to the including file"))
                } else {
                    diagnostics.append(Diagnostic(.error, .fileNotFound, file: path, line: 0, column: 0, endColumn: 0,
                        message: Glob.isDirectory(path) ? "\(path) is a directory with no .md files" : "cannot read \(path): no such file",
                        hint: "check the path given with -f or JOURNAL_FILE"))
                }
                return
            }
            seen.insert(canonical)
            files.append(SourceFile(path: path, fileNameDate: date))
            let dir = (path as NSString).deletingLastPathComponent
            let includes = definitions.compactMap { d -> (IncludeDirective, SourceRange)? in
                if case .include(let i) = d.kind { return (i, d.range) }
                return nil
            }
            for (inc, range) in includes {
                let pattern = inc.pattern
                let full = pattern.hasPrefix("/") ? pattern : Glob.join(dir.isEmpty ? "." : dir, pattern)
                if Glob.hasWildcards(pattern) {
                    let matches = Glob.expand(pattern, base: dir.isEmpty ? "." : dir)
                    if matches.isEmpty {
                        diagnostics.append(diagnostic(.includeNotFound, (fileIndex, range), quote, "no file matches \(pattern)",
                            hint: "paths are relative to \(path)"))
                    }
                    for m in matches where m.lowercased().hasSuffix(".md") || !pattern.hasSuffix("*") {
                        loadFile(m, stack: stack + [canonical], from: (fileIndex, range), read, quote)
                    }
                } else if Glob.isDirectory(full) {
                    for f in SourceLoader.markdownFiles(under: full) { loadFile(f, stack: stack + [canonical], from: (fileIndex, range), read, quote) }
                } else if !FileManager.default.fileExists(atPath: full) {
                    diagnostics.append(diagnostic(.includeNotFound, (fileIndex, range), quote, "included file \(pattern) does not exist",
                        hint: "paths are relative to the including file: \(full) was tried"))
                } else {
                    loadFile(full, stack: stack + [canonical], from: (fileIndex, range), read, quote)
                }
            }
        }

        private func diagnostic(_ code: DiagnosticCode, _ at: (file: Int, range: SourceRange), _ quote: (Int, Int) -> ArraySlice<UInt8>,
                                _ message: String, hint: String) -> Diagnostic {
            SourceText.diagnostic(PendingDiagnostic(severity: .error, code: code, range: at.range, message: message, hint: hint),
                                  path: files[at.file].path, line: quote(at.file, Int(at.range.line)))
        }
    }

    /// What reading a file gave the walk.
    enum FileRead {
        /// The file's definitions (its includes among them).
        case definitions([Definition])
        /// It cannot be read.
        case unreadable
        /// It is not text, for this reason.
        case notText(String)
    }

    /// How many bytes at the start of a file tell whether it is text.
    static let sniffLength = 8192

    static let notTextHint = "journal reads UTF-8 text; check the path, or save the file as UTF-8 text"

    /// Why a file whose first bytes are `sample` (all of it when `isWhole`) is not text, or nil.
    ///
    /// A file is not text when more than a quarter of its first 8 KB are NUL bytes or bytes of
    /// invalid UTF-8: binary data, or UTF-16. (A Latin-1 text has an `é` here and there, a
    /// corrupted text a stray NUL: each stays a problem of its line.)
    static func notText(_ sample: [UInt8], isWhole: Bool) -> String? {
        guard !sample.isEmpty else { return nil }
        if sample.count >= 2, (sample[0] == 0xFF && sample[1] == 0xFE) || (sample[0] == 0xFE && sample[1] == 0xFF) {
            return "it is UTF-16"
        }
        var text = sample[...]
        if !isWhole {
            // The sample may end inside a character: leave that character out.
            var cut = text.endIndex
            while cut > text.startIndex, text.endIndex - cut < 3, text[cut - 1] & 0xC0 == 0x80 { cut -= 1 }
            if cut > text.startIndex, text[cut - 1] >= 0xC0 { text = text[..<(cut - 1)] }
        }
        var nul = 0, invalid = 0
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = text.makeIterator()
        reading: while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): if scalar.count == 1, scalar.first == 0 { nul += 1 }
            case .error(let length): invalid += length
            case .emptyInput: break reading
            }
        }
        guard (nul + invalid) * 4 > text.count else { return nil }
        return nul > 0 ? "binary data: NUL bytes in its first 8 KB" : "invalid UTF-8 throughout its first 8 KB"
    }
}
