import Foundation

/// Finds the files a journal is made of: the paths given, every `*.md` below a directory, and
/// `include`d files (relative to the including file, with globs), reporting files that cannot
/// be read, include cycles, symbolic link loops and folders too deep (``Walk``). Nothing here
/// throws.
public enum SourceLoader {
    /// How many folders down from a folder given (or a `**` of an include) files are read.
    public static let maxFolderDepth = 32

    /// Every `*.md` file below `folder`, in path order, skipping hidden files and folders, and
    /// the problems met: a folder that cannot be read, a symbolic link back to a folder it is
    /// inside (a loop; a link to a folder read already is followed once), a folder more than
    /// ``maxFolderDepth`` folders down.
    ///
    /// With `within` (a folder's path with its links resolved), a symbolic link that leads out
    /// of it is not followed (`link-outside`).
    static func markdownFiles(under folder: String, within: String? = nil) -> (files: [String], problems: [PathProblem]) {
        var files: [String] = [], problems: [PathProblem] = []
        var visited: Set<FileID> = []
        func walk(_ dir: String, above: [(id: FileID, path: String)]) {
            guard let id = FileID(dir) else { return }
            if let loop = above.first(where: { $0.id == id }) { return problems.append(.loop(dir, to: loop.path)) }
            guard visited.insert(id).inserted else { return }
            if above.count > maxFolderDepth { return problems.append(.tooDeep(dir)) }
            let names: [(name: String, kind: UInt8)]
            switch entries(of: dir) {
            case .success(let found): names = found
            case .failure(let problem):
                return problems.append(PathProblem(.error, .unreadable, dir, "cannot read the folder \(dir): \(problem.reason)",
                                                   hint: "its files are not read; check its permissions"))
            }
            for (name, kind) in names.sorted(by: { $0.name < $1.name }) where !name.hasPrefix(".") {
                let path = Glob.join(dir, name)
                if let within, isLink(path), !isInside(path, within) {
                    problems.append(.outside(path, within))
                    continue
                }
                // (The folder's listing says what most entries are: a link, or an entry of a
                // file system that does not say, is looked at.)
                if kind == UInt8(DT_DIR) || (kind != UInt8(DT_REG) && Glob.isDirectory(path)) {
                    walk(path, above: above + [(id, dir)])
                } else if name.lowercased().hasSuffix(".md") {
                    files.append(path)
                }
            }
        }
        walk(folder, above: [])
        return (files, problems)
    }

    /// Whether `path` is a symbolic link (not followed).
    static func isLink(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether `path`, its symbolic links followed, is `folder` or inside it (`folder` with its
    /// links resolved already).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        let target = FilePath.canonical(path)
        return target == folder || target.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// The names in a folder (without `.` and `..`), each with what the listing says it is
    /// (`DT_DIR`, `DT_REG`, `DT_LNK`, or `DT_UNKNOWN` on a file system that does not say).
    static func entries(of dir: String) -> Result<[(name: String, kind: UInt8)], FileBytes.Problem> {
        guard let d = opendir(dir) else { return .failure(FileBytes.Problem(errno: errno) ?? .failed(errno)) }
        defer { closedir(d) }
        var names: [(name: String, kind: UInt8)] = []
        while let entry = readdir(d) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append((name, entry.pointee.d_type)) }
        }
        return .success(names)
    }

    /// Which files a journal is made of: the paths given, `*.md` files below directories, and
    /// includes, depth first, each file once. How a file is read and parsed is up to the
    /// caller (`Journal.read` reads each file and its definitions first).
    struct Walk {
        /// The files read, in order; a file's index is its file ID.
        var files: [SourceFile] = []
        /// Problems with files and includes.
        var diagnostics: [Diagnostic] = []
        /// The files read, by what they are (a file reached by two names, through a link or a
        /// hard link, is read once).
        private var seen: Set<FileID> = []
        /// ``ParseOptions/linksWithin``, its links resolved.
        private var linksWithin: String?

        init(linksWithin: String? = nil) {
            self.linksWithin = linksWithin.map(FilePath.canonical)
        }

        /// Reads `paths`. `read(path, fileID, date)` reads and parses a file and returns its
        /// definitions, or why it cannot be read; `quote(fileID, line)` gives a line of a file
        /// read before (HTML comments blanked), for include problems.
        mutating func run(_ paths: [String], read: (String, Int32, CalendarDate?) -> FileRead,
                          quote: (Int, Int) -> ArraySlice<UInt8>) {
            for path in paths {
                if Glob.isDirectory(path) {
                    let (files, problems) = SourceLoader.markdownFiles(under: path, within: linksWithin)
                    if files.isEmpty, problems.isEmpty {
                        diagnostics.append(Diagnostic(.error, .fileNotFound, file: path, line: 0, column: 0, endColumn: 0,
                            message: "\(path) is a directory with no .md files", hint: "point -f at a journal file, or a folder of them"))
                    }
                    for problem in problems { report(problem, from: nil, quote) }
                    for file in files { loadFile(file, stack: [], from: nil, read, quote) }
                } else {
                    loadFile(path, stack: [], from: nil, read, quote)
                }
            }
        }

        private mutating func loadFile(_ path: String, stack: [FileID], from include: (file: Int, range: SourceRange)?,
                                       _ read: (String, Int32, CalendarDate?) -> FileRead, _ quote: (Int, Int) -> ArraySlice<UInt8>) {
            // (No such file has no identity: it is reported as unreadable, each time it is named.)
            let id = FileID(path)
            if let id, stack.contains(id) {
                if let include { diagnostics.append(diagnostic(.includeCycle, include, quote, "including \(path) again makes a cycle",
                    hint: "remove this include; \(path) already includes this file, directly or through others")) }
                return
            }
            if let id, seen.contains(id) { return }
            let fileIndex = files.count
            let date = SourceFile.date(ofFileNamed: path)
            let definitions: [Definition]
            switch read(path, Int32(fileIndex), date) {
            case .definitions(let found):
                definitions = found
            case .notText(let reason):
                // A binary file would give a problem on nearly every line: say so once, and skip it.
                if let id { seen.insert(id) }
                report(PathProblem(.error, .notText, path, "\(path) is not a text file (\(reason)); it is skipped", hint: SourceLoader.notTextHint),
                       from: include, quote)
                return
            case .unreadable(let problem):
                let hint = include != nil ? "check the path; it is relative to the including file"
                    : path == "-" ? "journal reads files, not standard input: give a file's path" : "check the path given with -f or JOURNAL_FILE"
                report(PathProblem(path, problem, hint: hint),
                       from: include, quote)
                return
            }
            if let id { seen.insert(id) }
            files.append(SourceFile(path: path, fileNameDate: date))
            let dir = FilePath.directory(of: path)
            let includes = definitions.compactMap { d -> (IncludeDirective, SourceRange)? in
                if case .include(let i) = d.kind { return (i, d.range) }
                return nil
            }
            for (inc, range) in includes {
                let pattern = inc.pattern
                let full = pattern.hasPrefix("/") ? pattern : Glob.join(dir.isEmpty ? "." : dir, pattern)
                if Glob.hasWildcards(pattern) {
                    let (matches, problems) = Glob.expand(pattern, base: dir.isEmpty ? "." : dir)
                    if matches.isEmpty, problems.isEmpty {
                        diagnostics.append(diagnostic(.includeNotFound, (fileIndex, range), quote, "no file matches \(pattern)",
                            hint: "paths are relative to \(path)"))
                    }
                    for problem in problems { report(problem, from: (fileIndex, range), quote) }
                    for m in matches where m.lowercased().hasSuffix(".md") || !pattern.hasSuffix("*") {
                        loadFile(m, stack: stack + (id.map { [$0] } ?? []), from: (fileIndex, range), read, quote)
                    }
                } else if Glob.isDirectory(full) {
                    let (files, problems) = SourceLoader.markdownFiles(under: full, within: linksWithin)
                    for problem in problems { report(problem, from: (fileIndex, range), quote) }
                    for f in files { loadFile(f, stack: stack + (id.map { [$0] } ?? []), from: (fileIndex, range), read, quote) }
                } else if !Glob.exists(full) {
                    diagnostics.append(diagnostic(.includeNotFound, (fileIndex, range), quote, "included file \(pattern) does not exist",
                        hint: "paths are relative to the including file: \(full) was tried"))
                } else {
                    loadFile(full, stack: stack + (id.map { [$0] } ?? []), from: (fileIndex, range), read, quote)
                }
            }
        }

        /// Reports a problem with a path: on the `include` line that led to it, else on line 0
        /// of the path.
        private mutating func report(_ problem: PathProblem, from include: (file: Int, range: SourceRange)?, _ quote: (Int, Int) -> ArraySlice<UInt8>) {
            if let include {
                diagnostics.append(diagnostic(problem.code, include, quote, problem.message, hint: problem.hint, severity: problem.severity))
            } else {
                diagnostics.append(Diagnostic(problem.severity, problem.code, file: problem.path, line: 0, column: 0, endColumn: 0,
                                              message: problem.message, hint: problem.hint))
            }
        }

        private func diagnostic(_ code: DiagnosticCode, _ at: (file: Int, range: SourceRange), _ quote: (Int, Int) -> ArraySlice<UInt8>,
                                _ message: String, hint: String, severity: Diagnostic.Severity = .error) -> Diagnostic {
            SourceText.diagnostic(PendingDiagnostic(severity: severity, code: code, range: at.range, message: message, hint: hint),
                                  path: files[at.file].path, line: quote(at.file, Int(at.range.line)))
        }
    }

    /// What reading a file gave the walk.
    enum FileRead {
        /// The file's definitions (its includes among them).
        case definitions([Definition])
        /// It cannot be read, for this reason.
        case unreadable(FileBytes.Problem)
        /// It is not text, for this reason.
        case notText(String)
    }

    /// Whether `diagnostic` means the journal was not read as asked, so that nothing should be
    /// reported from it: one of the `paths` given (a file or a folder) cannot be read at all,
    /// or a file changed while it was read.
    public static func meansUnread(_ diagnostic: Diagnostic, paths: [String]) -> Bool {
        switch diagnostic.code {
        case .fileChanged: true
        case .fileNotFound, .unreadable: diagnostic.line == 0 && paths.contains(diagnostic.file)
        default: false
        }
    }

    /// In a file with no LF, a CR ends a line (old Mac line endings): each CR becomes an LF, in
    /// place. Whether the file was such a file.
    static func readOldMacLineEndings(_ buf: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        let bytes = UnsafeBufferPointer(buf)
        guard FastBytes.firstIndex(of: UInt8(ascii: "\n"), in: bytes, 0..<bytes.count) == nil,
              let first = FastBytes.firstIndex(of: UInt8(ascii: "\r"), in: bytes, 0..<bytes.count) else { return false }
        for i in first..<buf.count where buf[i] == UInt8(ascii: "\r") { buf[i] = UInt8(ascii: "\n") }
        return true
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
        // Most files are plain text all through their first 8 KB: nothing to decode.
        if sample.withUnsafeBufferPointer({ FastBytes.firstNotPlain($0, 0..<$0.count) }) == sample.count { return nil }
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

/// A problem with a path met while finding a journal's files: a diagnostic on line 0 of the
/// path, or on the `include` line that led to it.
struct PathProblem {
    var severity: Diagnostic.Severity
    var code: DiagnosticCode
    var path: String
    var message: String
    var hint: String

    init(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ path: String, _ message: String, hint: String) {
        (self.severity, self.code, self.path, self.message, self.hint) = (severity, code, path, message, hint)
    }

    /// A file that cannot be read: `file-not-found` when nothing is there, `file-changed` when
    /// it changed while read, else `unreadable`.
    init(_ path: String, _ problem: FileBytes.Problem, hint: String) {
        switch problem {
        case .noSuchFile:
            self.init(.error, .fileNotFound, path, "cannot read \(path): no such file", hint: hint)
        case .changed:
            self.init(.error, .fileChanged, path, "\(path) changed while it was read, so nothing is reported from it",
                      hint: "run journal again once the file is saved")
        case .notRegular:
            self.init(.error, .unreadable, path, "cannot read \(path): \(problem.reason)", hint: "journal reads regular files only; check the path")
        default:
            self.init(.error, .unreadable, path, "cannot read \(path): \(problem.reason)", hint: hint)
        }
    }

    /// A symbolic link at `path` leads back to `folder`, a folder it is inside.
    static func loop(_ path: String, to folder: String) -> PathProblem {
        PathProblem(.warning, .folderLoop, path, "\(path) leads back to \(folder), a folder it is inside (a symbolic link loop); it is not followed",
                    hint: "the files of \(folder) are read once; remove the link to silence this")
    }

    /// A symbolic link at `path` leads out of `folder` (``ParseOptions/linksWithin``).
    static func outside(_ path: String, _ folder: String) -> PathProblem {
        PathProblem(.warning, .linkOutside, path, "\(path) is a symbolic link out of \(folder); it is not followed",
                    hint: "only the files inside \(folder) are read")
    }

    /// The folder at `path` is deeper than ``SourceLoader/maxFolderDepth``.
    static func tooDeep(_ path: String) -> PathProblem {
        PathProblem(.error, .folderTooDeep, path, "\(path) is more than \(SourceLoader.maxFolderDepth) folders down; its files are not read",
                    hint: "keep journal files at most \(SourceLoader.maxFolderDepth) folders below the folder given")
    }
}
