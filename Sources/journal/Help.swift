/// The help texts: `journal --help` and `journal help COMMAND`.
enum Help {
    /// A command: its name, its line in the overview, and the options it takes.
    struct Command {
        var name: String
        var summary: String
        var accepts: Options.Accepts
    }

    /// Every command, in the order the overview lists them.
    static let commands: [Command] = [
        Command(name: "report", summary: "the week at a glance: rings, streaks, trends (any period)",
                accepts: [.journal, .format, .html, .clock, .range, .output]),
        Command(name: "day", summary: "one day in detail: timeline, meals, caffeine curve, rings",
                accepts: [.journal, .format, .html, .clock, .output]),
        Command(name: "calendar", summary: "a month or a year, a mark a day: mood, a goal, a habit",
                accepts: [.journal, .format, .html, .clock, .output, .metric, .pixels]),
        Command(name: "streaks", summary: "each habit's streaks, last 7 and 30 days, four weeks; goals kept",
                accepts: [.journal, .format, .html, .clock, .output]),
        Command(name: "trends", summary: "a metric day by day: bars, mean, highs and lows, what goes with your mood",
                accepts: [.journal, .format, .html, .clock, .output, .metric, .days]),
        Command(name: "meds", summary: "medications: adherence, missed and late doses, what is next",
                accepts: [.journal, .format, .clock, .range, .output, .people]),
        Command(name: "todo", summary: "open to-dos by list, oldest first: age, due, overdue, priority",
                accepts: [.journal, .format, .clock, .output, .all]),
        Command(name: "upcoming", summary: "events, to-dos falling due and doses over the next days",
                accepts: [.journal, .format, .clock, .output, .days]),
        Command(name: "export", summary: "a calendar (ics), a spreadsheet (csv) or the whole model (json)",
                accepts: [.journal, .clock, .range, .output, .export]),
        Command(name: "check", summary: "check the journal and list every problem", accepts: [.journal, .format, .strict]),
        Command(name: "stats", summary: "files, dates, entries of each kind, definitions", accepts: [.journal, .format, .strict]),
        Command(name: "foods", summary: "search the food catalog", accepts: [.journal, .format, .limit]),
        Command(name: "drinks", summary: "list or search the drinks", accepts: [.journal, .format]),
        Command(name: "help", summary: "show help for a command", accepts: []),
    ]

    static func command(_ name: String) -> Command? { commands.first { $0.name == name } }

    static var overview: String {
        var s = """
        journal — a plain-text journal processor: drinks and caffeine, meals, moods, habits,
        medications, gratitude, to-dos, workouts and weight, kept in Markdown.

        Usage: journal COMMAND [OPTIONS]

        Commands:

        """
        for c in commands { s += "  " + c.name.padding(toLength: 10, withPad: " ", startingAt: 0) + c.summary + "\n" }
        s += """

        Options for every command:
          -f, --file FILE     a journal file or a directory of *.md files (repeatable);
                              default: $JOURNAL_FILE, else ./journal.md
          --color WHEN        auto (default), always or never; NO_COLOR turns it off
          -h, --help          help for the command
          --version           the version

        Exit codes: 0 clean, 1 the journal has errors, 2 a usage error (a bad command,
        option or date, or an -o FILE that cannot be written) or a journal that cannot be
        read (a -f path that cannot be read, or a file that changed while it was read;
        then nothing is written).
        The format is described in Grammar.md. Run 'journal help COMMAND' for more.

        """
        return s
    }

    static func text(for command: String) -> String? {
        switch command {
        case "check":
            return """
            Usage: journal check [-f FILE]... [--strict] [--format text|json]

            Reads the journal and lists every problem, each with its file, line and column,
            the line with a caret under the problem, and a hint. Prints nothing and exits 0
            when the journal is clean; exits 1 when it has errors (warnings alone exit 0).
            The text shows at most 50 problems of each file and counts the rest; JSON lists
            them all. A file that is not text (binary, UTF-16) is one problem, not-text.

            Options:
              --strict            also warn about bullets that look like entries but are not
                                  (- drnk espresso, - espresso x2)
              --format FORMAT     text (default) or json (an array of problems with severity,
                                  code, file, line, column, endColumn, message, hint)
              -f, --file FILE     a file or directory (repeatable)
              --color WHEN        auto, always or never

            Example:
              journal check -f examples/journal.md --strict

            """
        case "stats":
            return """
            Usage: journal stats [-f FILE]... [--format text|json]

            Shows the files read, their size, the dates covered, how many entries of each
            kind and definitions the journal holds, and the size of the built-in catalog.

            Options:
              --format FORMAT     text (default) or json
              --strict            read as check --strict does
              -f, --file FILE     a file or directory (repeatable)
              --color WHEN        auto, always or never

            """
        case "foods":
            return """
            Usage: journal foods QUERY [--limit N] [--format text|json] [-f FILE]

            Searches the food catalog (USDA figures with friendly names for foods and dishes) and
            your own food definitions, best match first, with nutrients per serving and per 100 g,
            the USDA rows the figures come from, and a line to paste into your journal.
            Exits 1 when nothing matches.

            Options:
              -n, --limit N       how many to show (default 10)
              --format FORMAT     text (default) or json
              -f, --file FILE     also search this journal's food definitions
              --color WHEN        auto, always or never

            Example:
              journal foods banana
              journal foods chicken breast --limit 3
              journal foods beans on toast

            """
        case "drinks":
            return """
            Usage: journal drinks [QUERY] [--format text|json] [-f FILE]

            Lists the built-in drinks and your own drink definitions with their serving,
            caffeine and energy, the sizes they come in, where the figures come from and a
            line to paste; with a QUERY (words of a name: cola, flat white, grande latte), only
            those that match.

            Options:
              --format FORMAT     text (default) or json
              -f, --file FILE     also list this journal's drink definitions
              --color WHEN        auto, always or never

            Example:
              journal drinks flat white
              journal drinks grande latte

            """
        case "report":
            return """
            Usage: journal report [PERIOD] [-b DAY] [-e DAY] [--today DAY | --now "DAY TIME"]
                                  [--format text|html|json] [-o FILE] [-f FILE]...

            The rings of every goal on every day of a period, a row per goal and a column per day
            (longer periods are summed up week by week), with means and totals, the days each goal
            was met, the change against the previous period, the best and worst day, habit
            streaks, and a few notes drawn from the data. Without a PERIOD: the current week
            (from `set week-start`, Monday by default).

            Periods:
              today, yesterday, this week, last week, this month, last month, this year,
              last year, 2026, 2026-11, 2026-W47, 2026-11-21, a weekday (friday: the latest one),
              2026-11-01..2026-11-15, last 7 days (any number), all

            Days (for -b, -e, --today, --now): 2026-11-21, today, yesterday, tomorrow, or a
            weekday name. Times as in the journal: 19:00, 7pm, 7:45 pm.

            Options:
              -b, --begin DAY     first day (inclusive); alone, the period runs to today
              -e, --end DAY       last day (inclusive)
              --today DAY         take "now" as the end of DAY, so output can be reproduced
              --now "DAY TIME"    take "now" as that moment (today's pending goals and doses);
                                  a time alone is today: --now 7pm
              --format FORMAT     text (default), html (one self-contained page) or json
              -o, --output FILE   write to FILE (replaced atomically, keeping its permissions; a
                                  symbolic link is followed); the format follows its extension
                                  (.html, .json, .txt) unless --format says otherwise. -o - is
                                  standard output. Exits 2 when FILE cannot be written.
              -o DIR/             a folder (ending in /, or one that exists): a small site of
                                  linked pages for the months of the period, up to today:
                                  index.html (the year in pixels), a page a month (its
                                  calendar and report), a week and a day; a page is rewritten
                                  only when its content changes, as a new file (a symbolic
                                  link in its place is replaced, not followed). A page that
                                  cannot be written is reported and the others written (exit 2)
              -f, --file FILE     a journal file or directory (repeatable)
              --color WHEN        auto, always or never (text only)

            Problems on the period's days are printed to standard error; the others are counted
            (run journal check for them). Exits 1 when the journal has errors.

            Examples:
              journal report -f examples/journal.md --today 2026-11-21
              journal report last month --format html -o month.html

            """
        case "day":
            return """
            Usage: journal day [DAY] [--today DAY | --now "DAY TIME"]
                               [--format text|html|json] [-o FILE] [-f FILE]...

            One day in detail: every goal's ring, the caffeine in the body hour by hour with the
            bedtime level, habits and medication doses, meals grouped with their nutrients, a
            timeline in time order, gratitude, notes and photos. Without a DAY: today.

            Days: 2026-11-21, today, yesterday, tomorrow, or a weekday name (friday: the latest
            one). Times as in the journal: 19:00, 7pm, 7:45 pm.

            Options:
              --today DAY         take "now" as the end of DAY
              --now "DAY TIME"    take "now" as that moment; a time alone is today
              --format FORMAT     text (default), html or json
              -o, --output FILE   write to FILE (replaced atomically, keeping its permissions; a
                                  symbolic link is followed); format from its extension; -o - is
                                  standard output. Exits 2 when FILE cannot be written.
              -f, --file FILE     a journal file or directory (repeatable)
              --color WHEN        auto, always or never (text only)

            Problems on the day's lines are printed to standard error; the others are counted
            (run journal check for them). Exits 1 when the journal has errors.

            Example:
              journal day 2026-11-20 -f examples/journal.md --today 2026-11-21

            """
        case "calendar":
            return """
            Usage: journal calendar [MONTH | YEAR] [--metric M] [--pixels] [--today DAY | --now "DAY TIME"]
                                    [--format text|html|json] [-o FILE] [-f FILE]...

            A month laid out as cal does, weeks starting on `set week-start` (Monday by default),
            the ISO week number at the left, and after each day's number its mark for one metric.
            A year shows its twelve months, three across when the terminal is wide enough.
            Without a MONTH or YEAR: this month. Days after now are left blank; a day without
            entries shows ·. The marks are the rings and counts of journal report.

            Months and years: 2026-11, this month, last month, 2026, this year, last year.

            Metrics (--metric):
              mood                the day's mean mood, ▁ 1 to █ 5 (the default when the journal
                                  has moods; else goals)
              goals               the share of the day's goals met: ○ ◔ ◑ ◕ ●
              habits              the share of the day's habits done
              gratitude           the number of grateful lines
              caffeine, water, …  a goal's ring: a limit's band (○ low ◑ medium ◕ high ▲ over),
                                  or toward a target (● met)
              HABIT               a habit by name: ✓ done, ✗ not done, – excused, … pending

            Options:
              -m, --metric M      what each day shows (above)
              --pixels            the year in pixels: a row a month, a column a day
              --today DAY         take "now" as the end of DAY
              --now "DAY TIME"    take "now" as that moment
              --format FORMAT     text (default), html (coloured cells, each with its value as a
                                  tooltip, and a legend) or json
              -o, --output FILE   write to FILE (-o - is standard output); the format follows
                                  its extension
              -f, --file FILE     a journal file or directory (repeatable)
              --color WHEN        auto, always or never (text only)

            Examples:
              journal calendar 2026-11 -f examples/journal.md --today 2026-11-21
              journal calendar 2026 --metric caffeine
              journal calendar --pixels --metric meditate

            """
        case "streaks":
            return """
            Usage: journal streaks [HABIT] [--today DAY | --now "DAY TIME"] [--format text|html|json]
                                   [-o FILE] [-f FILE]...

            For each habit (or only HABIT): the current streak and the longest, with their
            dates; done of scheduled over the last 7 and 30 days; the last four weeks day by day
            (✓ done, ✗ not done, – excused, … pending, blank: not scheduled); and a `for N days`
            challenge's progress (done, days left, whether it can still be completed). Then, for
            all habits, the goals kept days in a row: within the caffeine limit, water reached,
            gratitude, every dose taken, every habit done, anything logged.

            Streaks follow the habit rules of journal report (Grammar.md §10): excused days
            neither add nor break, a pending today does not break, N/week habits count weeks.

            Options:
              --today DAY         take "now" as the end of DAY
              --now "DAY TIME"    take "now" as that moment
              --format FORMAT     text (default), html (the four weeks as coloured cells) or json
              -o, --output FILE   write to FILE (-o - is standard output); the format follows
                                  its extension
              -f, --file FILE     a journal file or directory (repeatable)
              --color WHEN        auto, always or never (text only)

            Example:
              journal streaks -f examples/journal.md --today 2026-11-21
              journal streaks meditate

            """
        case "trends":
            return """
            Usage: journal trends [--days N] [--metric M] [--today DAY | --now "DAY TIME"]
                                  [--format text|html|json] [-o FILE] [-f FILE]...

            One metric over the last N days (28 by default), a bar a day (▁▂▃▄▅▆▇█) with its
            value (a line a week with its mean past 31 days); its mean, high and low; this week
            against last week and this month against last month, as journal report counts them.
            Then what goes with your mood over those days: mean mood on days with each habit
            done and each goal met against days without (both at least 5 days, the largest
            difference first), and caffeine in the body at bedtime against the next day's mood
            and that night's sleep (14 days or more). These are associations, not causes.

            Metrics (--metric): mood (the default when the journal has moods; else goals),
            goals, habits, gratitude, a goal's ring (caffeine, water, sleep, …) or a habit's name;
            see journal help calendar.

            Options:
              -d, --days N        how many days, up to today (default 28)
              -m, --metric M      what each bar shows
              --today DAY         take "now" as the end of DAY
              --now "DAY TIME"    take "now" as that moment
              --format FORMAT     text (default), html (SVG bars, the goal as a line; mood as a
                                  line with min–max whiskers) or json
              -o, --output FILE   write to FILE (-o - is standard output); the format follows
                                  its extension
              -f, --file FILE     a journal file or directory (repeatable)
              --color WHEN        auto, always or never (text only)

            Examples:
              journal trends -f examples/journal.md --today 2026-11-21
              journal trends --days 56 --metric caffeine

            """
        case "meds":
            return """
            Usage: journal meds [PERIOD] [-b DAY] [-e DAY] [--today DAY | --now "DAY TIME"]
                                [--format text|json] [-o FILE] [-f FILE]...

            For each medication: its schedule; the doses due in the period up to now, and how
            many were taken, taken late (after the grace period, `set grace`, 60 min by
            default), skipped and missed; adherence (taken of those due, skipped ones left
            out); every missed and late dose with its day and time; takes with no dose of that
            day left (extra doses); and for `as needed` medications the number of doses and
            their total amount. Then today's doses still to take and the next dose from now.
            A dose is due only while its definition is in force (from/until) and from the
            journal's first day. Without a PERIOD: the current week.

            Periods and days: as for journal report (journal help report).

            The carer's round: with --people DIR, where each *.md file or folder under DIR is
            one person's journal (named after it), today's doses of everyone in one table:
            taken, skipped, missed, overdue (past its time, within the grace period), due now
            (within 30 min) or later. Nothing outside DIR is read: a symbolic link that
            leads out of it is not followed. Exits 1 when a dose is missed.

            Options:
              -b, --begin DAY     first day (inclusive)
              -e, --end DAY       last day (inclusive)
              --people DIR        the round of everyone whose journal is under DIR
              --today DAY         take "now" as the end of DAY, so output can be reproduced
              --now "DAY TIME"    take "now" as that moment (later doses are still to come)
              --format FORMAT     text (default) or json
              -o, --output FILE   write to FILE (replaced atomically, keeping its permissions;
                                  -o - is standard output)
              -f, --file FILE     a journal file or directory (repeatable)
              --color WHEN        auto, always or never (text only)

            Exits 1 when the journal has errors.

            Examples:
              journal meds -f examples/journal.md --now "2026-11-21 19:00"
              journal meds last month --format json
              journal meds --people ~/care --now 9am

            """
        case "todo":
            return """
            Usage: journal todo [LIST] [--all] [--today DAY | --now "DAY TIME"]
                                [--format text|json] [-o FILE] [-f FILE]...

            The open to-dos ([ ] and [<]) across the journal, grouped by list: each day's, oldest
            first, then the named sections (## Bucket list) and the to-dos before any heading
            (Inbox). Each with its age in days, due date (overdue, due today), priority (! to
            !!!) and tags. A to-do open 30 days or more is flagged: migrate it, or cancel it.
            A migrated one ([>]) links to the later day that writes it again.

            LIST: a named section (any case, e.g. "bucket list") or a day (2026-11-21).

            Options:
              -a, --all           also done, migrated and cancelled to-dos
              --today DAY         take "today" as DAY, so output can be reproduced
              --now "DAY TIME"    the same, with a time
              --format FORMAT     text (default) or json
              -o, --output FILE   write to FILE (replaced atomically, keeping its permissions;
                                  -o - is standard output)
              -f, --file FILE     a journal file or directory (repeatable)
              --color WHEN        auto, always or never (text only)

            Exits 1 when the journal has errors, 2 when LIST names no list.

            Examples:
              journal todo -f examples/journal.md --today 2026-11-21
              journal todo "bucket list" --all

            """
        case "upcoming":
            return """
            Usage: journal upcoming [--days N] [--today DAY | --now "DAY TIME"]
                                    [--format text|json] [-o FILE] [-f FILE]...

            What is coming over the next N days (7 by default; today is the first), in time
            order: appointments and events written on those days (with where), open to-dos
            whose due date falls in them, and medication doses not yet taken or skipped. Today
            shows only what is still to come from now. Overdue to-dos are counted.

            Options:
              -d, --days N        how many days, today included (default 7)
              --today DAY         take "now" as the end of DAY (so from the next day on)
              --now "DAY TIME"    take "now" as that moment
              --format FORMAT     text (default) or json
              -o, --output FILE   write to FILE (replaced atomically, keeping its permissions;
                                  -o - is standard output)
              -f, --file FILE     a journal file or directory (repeatable)
              --color WHEN        auto, always or never (text only)

            Exits 1 when the journal has errors.

            Example:
              journal upcoming -f examples/journal.md --now "2026-11-19 08:00" --days 3

            """
        case "export":
            return """
            Usage: journal export --format ics|csv|json [PERIOD] [-b DAY] [-e DAY] [--daily]
                                  [--today DAY | --now "DAY TIME"] [-o FILE] [-f FILE]...

            Writes the journal for other programs. Without a PERIOD: all of it.

              ics   an iCalendar file (RFC 5545) for Google Calendar, Apple Calendar or
                    Thunderbird: appointments and events (an alarm 60 min before; set
                    reminder 30 min), open to-dos with a due date, and each medication time
                    as a repeating event with an alarm at dose time. Times are local to the
                    calendar unless set timezone Europe/London names a zone.
              csv   one row per entry (date, time, kind, name, amount, unit, every nutrient,
                    mood, tags, note); with --daily one row per day with the weekly report's
                    metrics (value and percent). RFC 4180 quoting.
              json  the whole model: files, definitions, lists and days, each entry with its
                    file, line and column.

            Options:
              -F, --format FORMAT ics, csv or json (else taken from the -o file's extension)
              --daily             csv: one row per day
              -b, --begin DAY     first day (inclusive)
              -e, --end DAY       last day (inclusive)
              --today DAY         "now", for the to-dos still open and the calendar's stamp
              --now "DAY TIME"    the same, with a time
              -o, --output FILE   write to FILE (replaced atomically, keeping its permissions;
                                  -o - is standard output)
              -f, --file FILE     a journal file or directory (repeatable)
              --color WHEN        accepted as everywhere; exports are never coloured

            Exits 1 when the journal has errors.

            Examples:
              journal export --format ics -o journal.ics
              journal export --format csv --daily last month -o october.csv

            """
        case "help":
            return "Usage: journal help COMMAND\n\nShows help for a command, as journal COMMAND --help does: "
                + commands.map(\.name).joined(separator: ", ") + ".\n"
        default:
            return nil
        }
    }
}
