/// A topic of `journal help TOPIC`: how to write one kind of line of a journal, written as
/// `journal help` prints it: its summary, its syntax, examples under the headings they stand
/// under, what trips newcomers, and the sections of Grammar.md to read. ``all`` lists them; from
/// that list come the overview's topics, `journal help TOPIC` and the suggestion for a mistyped
/// one. Every example is a valid line today: the tests read each topic's examples as a journal
/// and check it.
struct HelpTopic: Sendable {
    var name: String
    /// Other names `journal help` takes for it (`breakfast` for `meal`).
    var aliases: [String] = []
    /// Its help after the first line: the summary, then the syntax, Examples:, Watch out: and
    /// Read Grammar.md, in paragraphs.
    var body: String

    init(name: String, aliases: [String] = [], text: String) {
        self.name = name
        self.aliases = aliases
        body = text
    }

    var names: [String] { [name] + aliases }

    /// Its line in the overview.
    var summary: String { String(body.prefix { $0 != "\n" }) }

    /// The paragraphs of its help, each as lines.
    private var paragraphs: [[String]] {
        body.components(separatedBy: "\n\n").map { $0.split(separator: "\n").map(String.init) }
    }

    /// How the line is written: the lines of the paragraph after the summary.
    var syntax: [String] { paragraphs[1].map { $0.trimmingCharacters(in: .whitespaces) } }

    /// The examples: journal lines, with the headings they stand under (`## Settings`,
    /// `## 2026-11-21 Saturday`).
    var examples: [String] {
        (paragraphs.first { $0.first == "Examples:" } ?? []).dropFirst().map { String($0.dropFirst(2)) }
    }

    /// The sections of Grammar.md it sends the reader to (`§5.1 (drink), §5.3 (items)`).
    var grammar: String {
        let last = paragraphs.last?.joined(separator: " ") ?? ""
        return last.hasPrefix("Read Grammar.md ") && last.hasSuffix(".") ? String(last.dropFirst("Read Grammar.md ".count).dropLast()) : ""
    }

    /// `journal help TOPIC`.
    var text: String {
        let also = aliases.isEmpty ? "" : "\nAlso: journal help " + aliases.joined(separator: ", ") + "."
        return "journal help \(name): " + summary + also + body.dropFirst(summary.count) + "\n"
    }

    static func named(_ name: String) -> HelpTopic? {
        let name = name.lowercased()
        return all.first { $0.names.contains(name) }
    }
}

extension HelpTopic {
    /// Every topic, in the order the overview lists them: entries, then definitions, then
    /// how times and amounts are written.
    static let all: [HelpTopic] = [
        .drink, .meal, .took, .mood, .grateful, .workout, .weight, .event, .sleep, .symptom, .checkbox, .note, .noKeyword,
        .goal, .habit, .med, .food, .set, .away, .include, .profile, .time, .units,
    ]

    static let drink = HelpTopic(name: "drink", text: """
        a drink in a day; your own drinks, defined outside days

          - [TIME] drink [:] ITEM                        in a day: a drink
          - drink NAME [per SERVING]: NUTRIENTS          outside days: your own drink

        Examples:
          ## Settings
          - drink "oat latte" per 350 ml: 126 mg caffeine, 130 kcal, category coffee
          ## 2026-11-21 Saturday
          - 07:45 drink espresso x2
          - drink cola 330 ml
          - drink oat latte -- with Sam
          - drink smoothie 300 ml (200 kcal, 5 g protein)
          - drink 120 mg

        Watch out:
          - One drink a line. Its name is looked up in your drinks, your foods, then the built-in
            drinks and foods (journal drinks NAME shows one).
          - Words after a known name that are not an amount are left over: 'drink oat latte with
            Sam' warns partial-name. Put -- before a comment: 'drink oat latte -- with Sam'.
          - An unknown name is unknown-drink, with a definition to copy: fill in its … figures.
            Nutrients in parentheses make an ad-hoc drink that needs no definition.
          - Amounts: x2, 330 ml, 2 shots (a serving name), a pint of beer (journal help units). A
            drink's volume counts as water unless its definition gives water N ml or water N%.
          - In a drink definition a mass without a nutrient name is caffeine (drink tea: 40 mg);
            category coffee (tea, soda, energy, chocolate, alcohol, water, juice, milk) says what
            its caffeine counts as in report and trends; without one it is other.
          - One drink of more than 1000 mg of caffeine, or caffeine in grams (drink 12 g), warns
            implausible-amount: caffeine is written in mg.
            Outside days a drink line is a definition only with per or a colon; quote a name that
            has several words when it could be cut short.
          - A sentence is a note (journal help note): put a colon after drink or a time before it to
            make it an entry.

        Read Grammar.md §5.1 (drink), §5.3 (items), §6.5 (your own drinks), §8 (names).
        """)

    static let meal = HelpTopic(name: "meal", aliases: ["breakfast", "lunch", "dinner", "supper", "snack"], text: """
        a meal of items: breakfast, lunch, dinner, supper, snack

          - [TIME] MEAL [:] [DESCRIPTION :] ITEM {, ITEM}    MEAL: breakfast, lunch, dinner, snack, …
              - ITEM {, ITEM}                               more items, indented under the meal

        Examples:
          ## 2026-11-21 Saturday
          - 08:00 breakfast: oats 60 g, milk 200 ml, apple
          - 12:30 lunch
            - chicken salad (520 kcal, 40 g protein)
            - bread 2 slices, butter 10 g
          - dinner with Sam: pasta 200 g, salad
          - snack: an apple, a handful of almonds

        Watch out:
          - Items are separated by commas (a ; does not separate them). supper is dinner.
          - Words before a colon describe the meal ('dinner with Sam:') and are not counted.
          - List items indented under a meal are more of its items, never entries: write items only.
          - Each item is looked up as a food: your foods, your drinks, the built-in drinks, then
            foods (journal foods NAME). Unknown: unknown-food. Words left over after a known name
            warn partial-name: put -- before a comment (pasta 200 g -- at Luigi's).
          - A drink in a meal counts what the drink counts, its water too (a glass of orange
            juice: 250 ml).
          - toast with butter, beans on toast: when each part is known, each is an item. A drink
            after with or on goes into what is before it (porridge with milk): the food, no water.
          - A sentence is a note: '- Lunch with Sam was lovely' (journal help note). A colon after
            the keyword or a time before it makes the line an entry. A meal with no items counts
            nothing.

        Read Grammar.md §5.2 (meals), §5.3 (items), §7.3 (amounts).
        """)

    static let took = HelpTopic(name: "took", aliases: ["skipped", "dose", "refill"], text: """
        a dose of a medication taken, or skipped on purpose; tablets got

          - [TIME] took [:] MEDICATION {TIME | AMOUNT} [NOTE]
          - [TIME] skipped [:] MEDICATION {TIME | AMOUNT} [NOTE]

        Examples:
          ## Settings
          - med metformin 500 mg at 08:00, 20:00
          - med ibuprofen 200 mg as needed
          ## 2026-11-21 Saturday
          - 08:05 took metformin
          - skipped metformin 20:00 doctor said so
          - took ibuprofen 400 mg for a headache
          - refill metformin 60

        Watch out:
          - The medication must be defined with med (journal help med), else unknown-medication. The
            longest defined name at the start wins; the words after the name are a note.
          - How a took finds its dose: a time after the name (took metformin 20:00) names the
            scheduled dose; else the entry's time picks the closest dose of that day not yet taken
            or skipped; with no time at all, the earliest such dose.
          - A dose taken more than the grace period (60 min, set grace) after its time is late, but
            taken. A took when every dose of the day is taken or skipped warns extra-dose.
          - skipped excuses the dose: it is not missed. An amount after the name is the dose taken
            (400 mg).
          - A time after the name is one word: 8pm, not 8 pm.
          - refill MEDICATION COUNT adds tablets to a med's supply (journal help med): - refill
            metformin 60. A took with none left warns no-supply.
          - A sentence is a note: '- Took the dog out for a walk' (journal help note); a time before
            took makes the line an entry.

        Read Grammar.md §5.6 (took and skipped), §6.4 (med), §10 (Medications).
        """)

    static let mood = HelpTopic(name: "mood", text: """
        a mood from 1 to 5, with a note

          - [TIME] mood [:] VALUE [NOTE]      VALUE: 1 to 5 (3.5, 3/5), or awful bad meh good great

        Examples:
          ## 2026-11-21 Saturday
          - mood 4 slow afternoon #work
          - 21:00 mood: great
          - mood 3/5
          - mood 3.5

        Watch out:
          - The value is the first word, exactly: '4,' or 'good.' is bad-mood, as are 0, 6 and 4/10.
          - The rest of the line, without trailing tags, is the mood's note.
          - Several moods a day are allowed: the day's mood is their mean.
          - '- Mood swings all afternoon' is a note, not a mood (journal help note).

        Read Grammar.md §5.4 (mood).
        """)

    static let grateful = HelpTopic(name: "grateful", aliases: ["gratitude", "thankful"], text: """
        one thing to be grateful for

          - [TIME] grateful [:] TEXT         also gratitude, thankful

        Examples:
          ## Settings
          - goal gratitude >= 3
          ## 2026-11-21 Saturday
          - grateful: a sunny walk with Sam
          - thankful for soup
          - gratitude: a call from Mum #family

        Watch out:
          - One thing a line; the text must not be empty. goal gratitude >= 3 counts the lines of a
            day.
          - A grateful line is always an entry, never a note, whatever its words. Trailing tags are
            taken out of its text.

        Read Grammar.md §5.5 (grateful), §6.1 (goal).
        """)

    static let workout = HelpTopic(name: "workout", aliases: ["exercise"], text: """
        exercise: a duration, a distance, energy burnt

          - [TIME] workout [:] [ACTIVITY] PART {PART} [NOTE]    PART: a duration, distance or energy

        Examples:
          ## 2026-11-21 Saturday
          - 17:00 workout run 35 min 5.2 km
          - exercise yoga 1 h
          - workout cycling 1h30 22 km 450 kcal with Ana
          - workout swim 1 h 15 min 2000 m

        Watch out:
          - A duration is required, except for a run, walk, hike, ride, row or swim with a distance:
            then the usual pace gives it (run 5k is ≈30 min). '- workout yoga 5 km' is
            missing-duration.
          - The activity is the words before the first number. Parts: s, min, h, 1h30; m, km, mi,
            5k; kcal, kJ; '5k in 28 min'. Durations add up (1 h 15 min). Any other unit (3 laps,
            a bare 3) is unit-mismatch.
          - The words after the last part are a note. goal exercise >= 30 min counts the durations.
          - Without kcal, a walk, run, jog, ride, swim, yoga, strength, gym, hike, dance, row or
            pilates burns its MET x your weight x the hours (journal day: energy in and out);
            another activity's kcal are not known: write them.

        Read Grammar.md §5.7 (workout) and §10 (energy in and out).
        """)

    static let weight = HelpTopic(name: "weight", text: """
        body weight

          - [TIME] weight [:] NUMBER MASS-UNIT

        Examples:
          ## 2026-11-21 Saturday
          - weight 61.8 kg
          - 07:00 weight 136 lb
          - weight: 62 kg after the run

        Watch out:
          - The unit is needed and must be a mass (kg, g, lb, oz): '- weight 63' is missing-value.
            From 2 to 650 kg.
          - Words after the unit are ignored. The latest weight on or before a day feeds goal energy
            auto (journal help profile).
          - '- Weight training at the gym' is a note (journal help note).

        Read Grammar.md §5.8 (weight).
        """)

    static let event = HelpTopic(name: "event", aliases: ["appointment", "appt"], text: """
        something at a time, with a place: journal upcoming lists them

          - [TIME] event [:] TITLE [@ PLACE]      also appointment, appt

        Examples:
          ## 2026-11-21 Saturday
          - 10:00 appointment GP check-up @ Riverside Surgery
          - event Mia's birthday
          - appt dentist @Main St

        Watch out:
          - The first ' @ ' (or else ' @') splits the title from the place; an @ inside a word
            (a@b.com) does not.
          - An event is always an entry, never a note; trailing tags are taken out of it. The title
            must not be empty.
          - journal upcoming lists the coming events; journal export writes them as a calendar (set
            timezone, set reminder).

        Read Grammar.md §5.9 (event).
        """)

    static let sleep = HelpTopic(name: "sleep", aliases: ["slept"], text: """
        a night's sleep or a nap, on the day you wake up

          - [TIME] sleep [:] START-END [quality N] [NOTE]
          - [TIME] sleep [:] DURATION [quality N] [NOTE]

        Examples:
          ## 2026-11-21 Saturday
          - sleep 23:30-07:10 quality 4
          - 14:00 sleep 40 min
          ## 2026-11-22 Sunday
          - sleep 11pm - 6:45am quality 2 woke at 3
          ## 2026-11-23 Monday
          - slept 7h20

        Watch out:
          - Sleep goes on the day you wake up: the night before a day, and its naps, belong to that
            day. With '- set sleep-day start' (journal help set) a night goes on the day it begins
            instead, for those who write it at bedtime: 23:30-07:10 under Thursday is Thursday's
            night, and a span before 12:00 (01:00-06:30) is the small hours after the day.
          - A night written after an entry of the morning it covers (07:45 drink, then
            23:30-08:30) is sleep-day: it belongs to the next day. With sleep-day start, a night
            that begins before an entry written after it (23:30-07:10, then 23:45 drink) belongs
            to the day before.
          - A span is two times joined by -, – or to. An end earlier than the start runs across
            midnight (23:30-07:10 is 7 h 40 min); a later one is within the day (a nap,
            13:00-13:20).
          - A duration is 7h20, 7.5 h, 7 h 20 min or 450 min. quality N rates the sleep from 1
            (poor) to 5 (great); the words after it are a note.
          - No time, more than 16 hours, or a quality outside 1 to 5 is bad-sleep. Two spans under
            one heading that overlap are overlapping-sleep: the later one counts nothing.
          - '- Slept badly.' is a note (journal help note).

        Read Grammar.md §5.9a (sleep).
        """)

    static let symptom = HelpTopic(name: "symptom", text: """
        something felt, with how bad it was if you like

          - [TIME] symptom [:] NAME [SEVERITY]

        Examples:
          ## 2026-11-21 Saturday
          - 14:00 symptom headache 3
          - symptom nausea
          - symptom sore throat 2
          - 09:30 symptom: migraine 4 #work

        Watch out:
          - The name is one or more words; a number at the end is the severity, from 1 (mild) to
            5 (severe). A severity outside 1 to 5 is bad-amount; no name is missing-value.
          - A symptom written twice on a day counts once, at the higher severity. journal report
            counts each symptom's days and mean severity; journal trends sets the day's caffeine
            and sleep on days with it against the others (associations, not causes).

        Read Grammar.md §5.9b (symptom).
        """)

    static let checkbox = HelpTopic(name: "checkbox", aliases: ["to-do", "habit-mark", "mark"], text: """
        [x] [ ] [-] [>] [<]: habit marks and to-dos (journal todo lists them)

          - [MARK] [TIME] TEXT [due YYYY-MM-DD] [! | !! | !!!]
          MARK: [x] done, [ ] open, [-] skipped or cancelled, [>] moved to a later day, [<] scheduled

        Examples:
          ## Settings
          - habit meditate
          ## 2026-11-21 Saturday
          - [x] 07:45 meditate
          - [ ] call the bank due 2026-11-25 !!
          - [>] renew passport
          ## 2026-11-22 Sunday
          - [-] meditate
          - [x] renew passport

        Watch out:
          - In a day, a checkbox whose text starts with a habit in force (journal help habit) marks
            it: [x] done, [ ] not done, [-] skipped (excused). A number after the name records a
            value ([x] read 25 pages). Every other checkbox line is a to-do.
          - To-dos: [ ] open, [x] done, [>] moved to a later day, [<] scheduled for the future, [-]
            cancelled. due 2026-11-25 sets a due date; !, !! or !!! a priority.
          - A [>] to-do must be written again on a later day, beginning with its words, else
            migrated-not-written warns. journal today does it for you: it writes the open to-dos
            of earlier days under today, marks each [>] where it stood, and adds today's habits.
          - The time goes after the checkbox: '- 07:45 [x] meditate' is a note. '- [x] drink water'
            is a to-do, never a drink.
          - Outside days, checkbox lines are the to-dos of that section's list. journal todo lists
            the open ones.

        Read Grammar.md §5.10 (checkbox lines), §6.3 (habit).
        """)

    static let note = HelpTopic(name: "note", aliases: ["notes", "prose"], text: """
        any other line of a day: prose, kept as written (the prose rule)

          [- ] [TIME] TEXT      in a day, any line that is not an entry: a plain line, or a list
                                item whose first word is no keyword or reads as a sentence

        Examples:
          ## 2026-11-21 Saturday
          A quiet day. ![walk](photos/walk.jpg)
          - 07:45 woke up early
          - Lunch with Sam was lovely
          - Took the dog out for a long walk

        Watch out:
          - A line that begins with a keyword is a note when nothing says entry and its words say
            sentence: the word after the keyword begins a sentence (the, my, with, was, …), or a
            meal, drink or workout with no number has a word such as was or my, or ends with '.',
            '!' or '?'.
          - A time before the keyword or a colon after it always makes an entry: '- lunch: with
            Sam', '- 08:00 took the blue pill'.
          - '- Took a walk' is a dose (a is an amount): unknown-medication. journal check --strict
            lists every keyword line read as a note (read-as-note).
          - Plain lines in a day are always notes. #tags become the day's activities; image links
            are the day's photos.
          - A list item in a day that reads as a definition ('- goal water >= 2 l') is
            definition-in-day: definitions go outside days.

        Read Grammar.md §5.11 (notes).
        """)

    static let noKeyword = HelpTopic(name: "no-keyword", aliases: ["keyword", "natural"], text: """
        entries written without their keyword, as people write them

          - [TIME] WORDS        in a day, words that are one entry: a drink, foods, an activity
                                and its minutes, a nap or a night, a defined medication

        Examples:
          ## 2026-11-21 Saturday
          - 07:30 flat white
          - 8.30 porridge
          - 12:30 cheese toastie
          - gym 45 min
          - nap 20 min

        Watch out:
          - A food is the meal its time says: breakfast before 11:00, lunch to 15:00, dinner from
            17:00 to 22:00, else a snack.
          - A line that is an entry only in part is a note, and check warns (looks-like-entry)
            with the line to write: '- flat white with Sam' (write '- drink flat white -- with
            Sam'), '- coffee and a run', '- gym session' (no minutes).
          - Prose stays a note: a line with a word only sentences have (was, is, my, …), of more
            than nine words, or naming nothing the journal knows.
          - A defined medication's name is a dose: '- had my sertraline', '- sertraline taken';
            '[x] sertraline' is a dose taken, '[-]' one skipped, '[ ]' one not yet taken.

        Read Grammar.md §5.12 (lines without a keyword).
        """)

    static let goal = HelpTopic(name: "goal", aliases: ["goals"], text: """
        a daily target or limit: caffeine, water, energy, sleep, …

          - goal METRIC COMPARISON TARGET [from DATE] [until DATE]
          - goal energy auto  ·  - goal macros C/P/F

        Examples:
          ## Settings
          - goal caffeine <= 400 mg
          - goal water >= 2 l
          - goal exercise >= 30 min
          - goal sleep >= 7 h
          - goal caffeine <= 300 mg from 2027-01-01

        Watch out:
          - Metrics: caffeine, water, energy, carbs, protein, fat, sugar, fiber, vitamin-c, sodium,
            exercise, gratitude, mood, sleep, macros, and the 21 more nutrients (journal help
            units): - goal calcium >= 1000 mg, - goal saturated-fat <= 20 g, - goal vitamin-d >= 15 µg.
            An unknown one is unknown-goal.
          - <=, max, under mean at most (a limit); >=, min, over at least (a target). The target
            needs a unit of its kind (400 mg, 2 l, 30 min); gratitude and mood take a plain number.
          - The same metric twice with the same from is duplicate-definition; a later from changes
            the goal from that day on.
          - goal energy auto needs a complete profile (journal help profile). Definitions go outside
            days: in a day a goal is definition-in-day.

        Read Grammar.md §6.1 (goal), §6.10 (definitions over time).
        """)

    static let habit = HelpTopic(name: "habit", aliases: ["habits"], text: """
        a habit to track, marked [x] in a day

          - habit NAME [SCHEDULE] [>= N [UNIT]] [for N days] [from DATE] [until DATE]
          SCHEDULE: daily (the default), weekly, 3/week, on mon, wed, fri

        Examples:
          ## Settings
          - habit meditate
          - habit run 3/week
          - habit stretch on mon, wed, fri
          - habit read >= 20 pages
          - habit "no sugar" daily for 30 days from 2026-11-01
          ## 2026-11-21 Saturday
          - [x] read 25 pages

        Watch out:
          - Mark a habit in a day with a checkbox: [x] done, [ ] not done, [-] excused (journal help
            checkbox).
          - The name runs up to daily, weekly, every, on, for, >= or N/week: quote a name that
            contains them ("run 3 times a week").
          - A target (>= 20 pages) is met when the number recorded after the name reaches it; a [x]
            without a number does not meet it.
          - away days excuse every habit (journal help away). An unknown word is bad-habit.

        Read Grammar.md §6.3 (habit), §5.10 (habit marks).
        """)

    static let med = HelpTopic(name: "med", aliases: ["medication"], text: """
        a medication and its schedule, for took and skipped

          - med NAME [DOSE] SCHEDULE {SCHEDULE} [from DATE] [until DATE]
          SCHEDULE: at TIME[, …], every N h from TIME, as needed, on WEEKDAY …, for N days, supply N

        Examples:
          ## Settings
          - med metformin 500 mg at 08:00, 20:00
          - med vitamin-d 1000 IU at 09:00 on mon, thu
          - med ibuprofen 200 mg as needed
          - med "fish oil" 2 capsules at 08:00 supply 60
          - med amoxicillin 250 mg every 8 h from 06:00 for 7 days from 2026-11-20
          ## 2026-11-21 Saturday
          - 08:05 took metformin

        Watch out:
          - At least at … or as needed is required. Times are separated by a comma and a space, or
            and: 'at 08:00,20:00' is bad-time. A time is one word: 8pm, not 8 pm.
          - The name runs up to the first number, at, as or on: quote a name that contains them
            ("vitamins at night"). Names match in any case.
          - Every scheduled time is a dose: log it with took or skipped (journal help took); a dose
            neither taken nor skipped is missed. journal meds shows adherence.
          - A change of dose or schedule is a new definition with from DATE.
          - every 8 h from 06:00 is 06:00, 14:00, 22:00 every day; every 5 h from 06:00 adds
            02:00 (the cycle restarts at 06:00 each day). for N days needs from DATE.
          - supply N: the tablets on hand; refill lines add, takes use a dose's (2 capsules: 2).
            journal meds shows what is left, when it runs out, and warns 7 days before (set
            refill-warning 10 days).

        Read Grammar.md §6.4 (med), §5.6 (took), §10 (Medications).
        """)

    static let food = HelpTopic(name: "food", aliases: ["define", "definition"], text: """
        your own foods and drinks, with their nutrients per serving

          - food NAME per SERVING: NUTRIENTS [from DATE] [until DATE]     (drink the same)
          - food NAME: NUTRIENTS                                          one serving, size unknown

        Examples:
          ## Settings
          - food oats per 100 g: 389 kcal, 66 g carbs, 17 g protein, 7 g fat, 1 g sugar
          - food toast per slice: 80 kcal, 15 g carbs
          - food "rye bread": 80 kcal
          - drink kombucha per bottle (330 ml): 15 mg caffeine, 40 kcal, water 90%
          ## 2026-11-21 Saturday
          - breakfast: oats 60 g, toast 2 slices

        Watch out:
          - Nutrients are per serving. The serving: per 100 g (a size), per slice (30 g) (a named
            serving and its size), per slice (size unknown: then 'toast 60 g' is unit-mismatch). A
            serving name becomes a unit of the item (toast 2 slices).
          - The name runs up to per or a word ending in ':', or stands in double quotes ("rye
            bread"). Your definitions hide the built-in item of the same name.
          - In a food a mass must name its nutrient (5 g protein); in a drink a bare mass is
            caffeine. A food counts water only with water N ml or water N%.
          - An unknown item's hint gives a definition to copy: replace each … with the figure from
            the label.
          - A drink or food definition goes outside days (## Settings); see journal help drink for
            drinks.

        Read Grammar.md §6.5 (drink and food), §7.3 (servings), §7.4 (nutrients).
        """)

    static let set = HelpTopic(name: "set", aliases: ["setting", "settings"], text: """
        a setting: bedtime, caffeine half-life, week start, grace, …

          - set KEY [:] VALUE [from DATE] [until DATE]
          KEY: bedtime, half-life, week-start, grace, reminder (log), timezone, region, sleep-day, …

        Examples:
          ## Settings
          - set bedtime 23:00
          - set half-life 5 h
          - set reminder log 12:00, 20:00
          - set region uk
          - set sleep-day start
          - set show calcium, iron, vitamin b12

        Watch out:
          - Defaults: bedtime 23:00, half-life 5 h, week-start monday, grace 60 min (how late a dose
            may be taken before it is missed), reminder 60 min (alarms of exported appointments), no
            timezone (floating local times), no region, sleep-day wake, no reminder log.
          - reminder log TIMES: a daily alarm "Log your drinks" at each time in the exported calendar
            (journal export --format ics); off for none. A word that is not a time is bad-setting.
          - bedtime is when caffeine in the body is forecast, on days whose night has no span
            written: a night's span starts its day's bedtime.
          - sleep-day says which day a night is written under and counts for: wake (the day you
            wake up) or start (the day the night begins, for those who write it at bedtime).
          - region uk, us or au: the country whose food words you write. In Britain and Australia
            chips are fries and biscuits sweet; in the US chips are crisps and a biscuit a bread; a
            pint is 568, 473 or 570 ml. Without it they are read as the US has them (a pint as
            Britain), and journal check says so once (region-word). It holds for the whole journal.
          - show lists nutrients beyond the core ten (calcium, iron, vitamin-d, …) that reports
            show without a goal: day, JSON keys, CSV columns. It holds for the whole journal; an
            unknown name is unknown-nutrient, with a did-you-mean.
          - A length of time needs its unit (5 h, 60 min). An unknown key is unknown-setting; a bad
            value is bad-setting.

        Read Grammar.md §6.7 (set).
        """)

    static let away = HelpTopic(name: "away", text: """
        days away: every habit excused

          - away [from] DATE [to | until | - | .. DATE] [REASON]

        Examples:
          ## Settings
          - away 2026-12-24 to 2027-01-02 holidays
          - away 2026-11-14 conference
          - away 2026-10-01..2026-10-05

        Watch out:
          - Both ends are inclusive; one date is one day. The rest of the line is the reason. Away
            ranges add up; they never conflict.
          - The end before the start is bad-date-range. In a day, '- away from desk' is a note.

        Read Grammar.md §6.6 (away).
        """)

    static let include = HelpTopic(name: "include", text: """
        read more files

          - include PATH          relative to the including file; *, ? and ** allowed

        Examples:
          ## Settings
          - include food.md
          - include "notes/food definitions.md"
          - include 2025/*.md

        Watch out:
          - A folder includes every .md file below it; a pattern ending in * reads only .md files;
            hidden files are not matched.
          - A path that matches nothing is include-not-found; a file that includes itself is
            include-cycle.
          - A journal given as a folder (-f journal/) reads all its .md files without include.

        Read Grammar.md §6.8 (include), §2.1 (which files are read).
        """)

    static let profile = HelpTopic(name: "profile", text: """
        your body data, for goal energy auto; details for carers

          - profile PART {, PART} {, DETAIL} [from DATE] [until DATE]
          PART: sex, born DATE, height, weight, body fat, activity, plan

        Examples:
          ## Settings
          - profile female, born 1990-04-02, 168 cm, 64 kg, moderate
          - profile female, born 1990-04-02, 168 cm, 61 kg, body fat 24%, active, lose from 2027-01-01
          - goal energy auto
          - goal macros 50/20/30
          ## 2026-11-21 Saturday
          - weight 63.5 kg

          ## Settings
          - profile male, born 1940-12-01, allergies penicillin, latex, gp Dr Okafor, 020 7946 0000

        Watch out:
          - Parts are separated by commas: without them ('female born 1990-04-02') it is one unknown
            part, bad-profile.
          - Activity: sedentary, light, moderate, active, very-active. Plan: lose, maintain (the
            default), gain. Height: 168 cm, 1.68 m, 5 ft 11 in.
          - goal energy auto needs sex, birth date, height, weight and activity (incomplete-profile
            otherwise). The latest weight entry on or before a day counts instead of the profile's.
          - A body can be 50-272 cm, 2-650 kg, 2-70 % body fat, and 2-120 years old on the journal's
            days: anything else is bad-profile.
          - With body fat 22% the BMR is Katch-McArdle's (from the lean mass), else Mifflin-St
            Jeor's. journal energy DAY shows the figures worked out.
          - Two profiles are the same thing: change it with from DATE, else duplicate-definition.
          - DETAIL: allergies TEXT, gp TEXT, contact TEXT, after the other parts; each runs to the
            next comma followed by allergies, gp or contact, so it may hold commas. The doctor's
            page (journal meds --format html) and the carer's round (meds --people DIR) show them.

        Read Grammar.md §6.2 (profile), §10 (energy auto).
        """)

    static let time = HelpTopic(name: "time", aliases: ["times", "date", "dates"], text: """
        how times and dates are written

          TIME: 07:45, 7:45, 7:45am, 7pm (00:00 to 23:59; 12am is 00:00, 12pm is 12:00)
          DATE: YYYY-MM-DD, as in a day heading: ## 2026-11-21 Saturday

        Examples:
          ## Settings
          - med metformin 500 mg at 8am and 8pm
          - set bedtime 11pm
          ## 2026-11-21 Saturday
          - 07:45 drink espresso
          - 7:45am mood 4
          - 7 pm workout walk 30 min

        Watch out:
          - An entry's time comes first, before the keyword (and after a checkbox). Only there may a
            space stand before am or pm (7 pm); elsewhere it is one word (took metformin 8pm).
          - Minutes have two digits: 7:5, 25:00, 13pm are bad-time and the line is dropped. 7.45 and
            745 are not times.
          - A date is exactly YYYY-MM-DD: 2026-2-3 and 2026-02-30 are bad-date. A weekday in a day
            heading that is not the date's warns weekday-mismatch; the weekday may be left out.
          - Times are the day's local time. A sleep goes on the day you wake up (journal help
            sleep).

        Read Grammar.md §7.5 (times and dates), §5.0 (an entry line), §3.2 (day headings).
        """)

    static let units = HelpTopic(name: "units", aliases: ["unit", "amount", "amounts", "nutrients"], text: """
        how amounts, counts and nutrients are written

          AMOUNT: 500 ml, 500ml, 1.5 l, x2, 2x, 2 shots, a, half a, 2 slices of, a handful of
          NUTRIENTS: (200 kcal, 5 g protein), after an item: for the whole entry

        Examples:
          ## 2026-11-21 Saturday
          - drink water 1.5 l
          - breakfast: 2 eggs, half an avocado, 2 slices of toast with butter
          - snack: a handful of almonds, 1/2 cup rice
          - lunch: soup 300 ml (180 kcal, 6 g protein)
          - drink a can of coke

        Watch out:
          - The decimal point is '.': '1,5 l' reads the unit ',5', an error. A leading - is
            bad-amount.
          - Units: mcg mg g kg oz lb; ml cl dl l fl-oz cup glass tsp tbsp; kcal (cal) kJ; s min h; m
            km mi; IU. oz is a mass: the fluid ounce is fl-oz.
          - A pint is 568 ml, as in Britain; - set region us makes it 473 ml, au 570 ml
            (journal help set). Without a region, journal check says so once.
          - A number and another word take it as a serving name (2 shots, 2 slices) or else
            unknown-unit: 'drink espresso 2 before work' reads the unit before.
          - Nutrients: caffeine, water, energy (kcal), carbs, sugar, fiber, fat, protein, vitamin-c,
            sodium; and saturated-fat, cholesterol, calcium, iron, magnesium, phosphorus,
            potassium, zinc, copper, selenium, vitamin-a, vitamin-d, vitamin-e, vitamin-k,
            vitamin-b1 (thiamin), vitamin-b2, vitamin-b3, vitamin-b6, vitamin-b12, folate, choline
            (shown with a goal or - set show, journal help set). µg, ug and mcg are one unit.
            Nutrients in parentheses count for the whole entry, not per serving.
          - More than 10 kg, 10 l or a count over 100 (x101) is bad-amount: check for a typo.

        Read Grammar.md §7 (quantities and units), §5.3 (items).
        """)
}
