@testable import JournalKit

/// The journal the editor features are tried on: definitions, and a day with entries.
let featureJournal = """
## Settings
- habit meditate
- habit stretch until 2026-11-20
- med metformin 500 mg at 08:00, 20:00
- drink "oat latte" per 350 ml: 126 mg caffeine, 130 kcal
- food toast per slice (30 g): 80 kcal, 15 g carbs
- goal caffeine <= 400 mg

## 2026-11-21 Saturday
- 07:45 drink espresso x2 #work
- mood 4 #work #calm

"""

/// `featureJournal` with `lines` added to its day, as one open document `journal.md` and the
/// journal read from it.
func featureDocument(_ lines: String...) -> JournalDocument {
    let text = featureJournal + lines.joined(separator: "\n")
    return JournalDocument(path: "journal.md", text: text, journal: Journal.load(text: text))
}

/// The number of the line of `document` that is `text`.
func lineNumber(_ text: String, in document: JournalDocument) -> Int {
    (0..<document.lines.count).first { document.lines.text(ofLine: $0) == text } ?? -1
}
