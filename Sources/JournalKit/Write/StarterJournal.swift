import Foundation

/// The journal `journal init` writes: settings with a few goals, a habit and a medication, each
/// explained in an HTML comment (Grammar.md §2.4), and the day it is written with one example
/// of each kind of line. It checks clean, `--strict` too.
public enum StarterJournal {
    /// The journal's text, its day `date`.
    public static func text(on date: CalendarDate) -> String {
        """
        <!-- Your journal: plain Markdown, one entry a line under the day it happened.
             Lines like this one are comments: journal reads past them. Change anything.
             journal help lists every command and every kind of line. -->

        ## Settings

        <!-- Goals for a day: a limit (<=) or a target (>=). journal report shows how each went. -->
        - goal caffeine <= 400 mg
        - goal water >= 2 l
        - goal sleep >= 7 h
        - goal gratitude >= 1
        <!-- A habit to keep: mark it each day, [x] done, [ ] not yet, [-] skipped.
             Also: - habit run 3/week, - habit stretch on mon, wed, fri -->
        - habit walk
        <!-- A medication and when its doses are due: journal meds counts them. -->
        - med vitamin-d 1000 IU at 09:00

        ## \(date) \(date.weekday.name)

        <!-- Each line: an optional time, a keyword, what it was. -->
        - sleep 23:30-07:10 quality 4
        - 07:45 drink flat white
        - 08:00 breakfast: oats 60 g, milk 200 ml, banana
        - 09:05 took vitamin-d
        - 11:00 drink water 500 ml
        - 12:30 lunch: 2 slices of toast with butter, an apple
        - mood 4 a calm morning
        - grateful: a sunny walk with Sam
        - [x] walk
        - 15:00 symptom headache 2
        - 17:30 workout run 30 min 5 km
        - weight 70 kg
        - 18:00 event dentist @ Main St
        - [ ] call the bank due \(date.adding(days: 7)) !!
        A line that is no entry is a note, kept as written.

        """
    }

    /// What `journal init` says once it has written the journal at `path` on `date`: what is
    /// in it, and the commands to try next (`-f PATH` in each unless it is `journal.md` here).
    public static func written(path: String, on date: CalendarDate) -> String {
        let f = path == "journal.md" || path == "./journal.md" ? "" : " -f " + VisibleText.shown(shellWord(path))
        let next = [("journal check" + f, "every mistake, with a hint"),
                    ("journal day" + f, "the day: rings, caffeine, doses, to-dos"),
                    ("journal report" + f, "the week at a glance"),
                    ("journal today" + f, "open a day: the habits due, open to-dos carried over"),
                    ("journal help", "every command, and how to write each kind of line")]
        let width = next.map(\.0.count).max()! + 3
        return """
            Wrote \(VisibleText.shown(path)): settings (4 goals, a habit and a medication, each explained in a
            comment) and \(date.weekday.name) \(date) with an example of each kind of line.

            Next:

            """ + next.map { "  " + $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + $0.1 + "\n" }.joined()
    }

    /// `word` as one word for a shell: in single quotes unless it needs none.
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789/._-+:@%".unicodeScalars.contains($0)) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
