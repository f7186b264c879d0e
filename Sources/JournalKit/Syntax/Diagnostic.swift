/// A problem found in a journal: where it is, what it is, and how to fix it.
///
/// Parsing never throws; every stage returns its result together with diagnostics.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable, Comparable {
        case error, warning
        public static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    public var severity: Severity
    public var code: DiagnosticCode
    /// The file's path as given to the loader.
    public var file: String
    /// Line, counting from 1 (0 when the problem is with the file as a whole).
    public var line: Int
    /// Character column, counting from 1.
    public var column: Int
    /// One past the last character the problem covers.
    public var endColumn: Int
    public var message: String
    /// A sentence on how to fix it, often a did-you-mean.
    public var hint: String?
    /// The line as written (without its line break), for the excerpt.
    public var sourceLine: String

    public init(
        _ severity: Severity, _ code: DiagnosticCode, file: String, line: Int, column: Int, endColumn: Int,
        message: String, hint: String? = nil, sourceLine: String = ""
    ) {
        self.severity = severity
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.endColumn = max(endColumn, column + 1)
        self.message = Self.showingControls(message)
        self.hint = hint.map(Self.showingControls)
        self.sourceLine = sourceLine
    }

    /// `text` with its control characters (a CR, a tab, an escape…) shown as symbols (U+2400
    /// on: `␍`), as excerpts show them: a message quotes the journal's words, and a raw CR or
    /// escape in it would upset the terminal.
    static func showingControls(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.value < 0x20 ? Unicode.Scalar(0x2400 + $0.value)! : $0.value == 0x7F ? "\u{2421}" : $0
        }))
    }
}

/// A diagnostic found after parsing, whose excerpt is filled in from the file once all are known.
public struct PendingDiagnostic: Sendable {
    public var severity: Diagnostic.Severity
    public var code: DiagnosticCode
    public var range: SourceRange
    public var message: String
    public var hint: String?
}

/// Every kind of problem `journal` reports. The raw value is the stable code shown to users
/// and in JSON; `Grammar.md` has a table of them all.
public enum DiagnosticCode: String, CaseIterable, Sendable, Comparable {
    // Files and bytes
    case fileNotFound = "file-not-found"
    case invalidUTF8 = "invalid-utf8"
    case nulByte = "nul-byte"
    case notText = "not-text"
    case unreadable = "unreadable"
    case fileChanged = "file-changed"
    case folderLoop = "folder-loop"
    case folderTooDeep = "folder-too-deep"
    case linkOutside = "link-outside"
    case byteOrderMark = "bom"
    case crlf = "crlf"
    case crLineEndings = "cr-line-endings"
    case tab = "tab"
    case lineTooLong = "line-too-long"
    case includeCycle = "include-cycle"
    case includeNotFound = "include-not-found"
    case unclosedFrontMatter = "unclosed-front-matter"
    case unclosedComment = "unclosed-comment"
    case unclosedCodeFence = "unclosed-code-fence"
    // Days, times, numbers
    case badDate = "bad-date"
    case weekdayMismatch = "weekday-mismatch"
    case badTime = "bad-time"
    case badAmount = "bad-amount"
    case unknownUnit = "unknown-unit"
    case unitMismatch = "unit-mismatch"
    case unknownNutrient = "unknown-nutrient"
    // Entries
    case unknownDrink = "unknown-drink"
    case unknownFood = "unknown-food"
    case unknownMedication = "unknown-medication"
    case partialName = "partial-name"
    case implausibleAmount = "implausible-amount"
    case regionWord = "region-word"
    case badMood = "bad-mood"
    case missingValue = "missing-value"
    case missingDuration = "missing-duration"
    case badSleep = "bad-sleep"
    case overlappingSleep = "overlapping-sleep"
    case sleepDay = "sleep-day"
    case extraDose = "extra-dose"
    case noSupply = "no-supply"
    case migratedNotWritten = "migrated-not-written"
    case badCheckbox = "bad-checkbox"
    case entryOutsideDay = "entry-outside-day"
    case definitionInDay = "definition-in-day"
    case unknownKeyword = "unknown-keyword"
    case looksLikeEntry = "looks-like-entry"
    case readAsNote = "read-as-note"
    // Definitions
    case badDefinition = "bad-definition"
    case unknownGoal = "unknown-goal"
    case badGoal = "bad-goal"
    case badProfile = "bad-profile"
    case incompleteProfile = "incomplete-profile"
    case badHabit = "bad-habit"
    case badMedication = "bad-medication"
    case unknownSetting = "unknown-setting"
    case badSetting = "bad-setting"
    case badDateRange = "bad-date-range"
    case duplicateDefinition = "duplicate-definition"

    public static func < (a: DiagnosticCode, b: DiagnosticCode) -> Bool { a.rawValue < b.rawValue }

    /// Whether it is a note about how a whole file is saved that changes nothing read from it
    /// (its line endings, a byte order mark): `journal check` says it, other commands do not.
    public var isFileFormNote: Bool {
        switch self {
        case .byteOrderMark, .crlf, .crLineEndings: true
        default: false
        }
    }
}
