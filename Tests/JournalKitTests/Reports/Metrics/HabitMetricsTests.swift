import XCTest
@testable import JournalKit

final class HabitMetricsTests: XCTestCase {
    typealias F = MetricsFixture

    func statuses(_ j: Journal, _ habit: String, _ from: String, _ through: String, clock: JournalClock) -> [HabitStatus] {
        let start = F.date(from), end = F.date(through)
        return (0...start.days(to: end)).map {
            HabitTracker.status(journal: j, habit: habit, on: start.adding(days: $0), clock: clock)!.status
        }
    }

    /// Marks years apart are looked up by search rather than from a table of every day between.
    func testMarksFarApartAreFound() {
        let j = F.load("""
            ## Settings
            - habit meditate

            ## 1990-01-01
            - [x] meditate
            ## 2026-11-17
            - [-] meditate
            ## 2026-11-18
            - [x] meditate
            ## 2026-11-19
            - [x] meditate 10
            """)
        let clock = F.at("2026-11-19", 23)
        XCTAssertEqual(statuses(j, "meditate", "1990-01-01", "1990-01-02", clock: clock), [.done, .notDone])
        XCTAssertEqual(statuses(j, "meditate", "2026-11-16", "2026-11-19", clock: clock), [.notDone, .excused, .done, .done])
        XCTAssertEqual(HabitTracker.status(journal: j, habit: "meditate", on: F.date("2026-11-19"), clock: clock)?.value, 10)
        let streak = HabitTracker.streak(journal: j, habit: "meditate", asOf: clock)!
        XCTAssertEqual(streak.current, 2)
        XCTAssertEqual(streak.doneCount, 3)
    }

    func testDailyStreakStepsOverExcusedDayAndPendingToday() {
        let j = F.load("""
            ## Settings
            - habit meditate

            ## 2026-11-11
            - mood 3
            ## 2026-11-12
            - [x] meditate
            ## 2026-11-13
            - [ ] meditate
            ## 2026-11-14
            - [x] meditate
            ## 2026-11-15
            - [x] Meditate 10 min
            ## 2026-11-16
            - [-] meditate ill
            ## 2026-11-17
            - [x] meditate
            ## 2026-11-18
            - [x] meditate
            ## 2026-11-19
            - mood 4
            """)
        let clock = F.at("2026-11-19", 10)
        XCTAssertEqual(statuses(j, "meditate", "2026-11-11", "2026-11-19", clock: clock),
                       [.beforeStart, .done, .notDone, .done, .done, .excused, .done, .done, .pending])
        let s = HabitTracker.streak(journal: j, habit: "Meditate", asOf: clock)!
        XCTAssertEqual(s.habit, "meditate")
        XCTAssertEqual(s.unit, .days)
        XCTAssertEqual(s.current, 4)
        XCTAssertEqual(s.longest, 4)
        XCTAssertEqual(s.doneCount, 5)
        XCTAssertEqual(s.scheduledCount, 6)
        XCTAssertNil(s.challengeProgress)
        // Once the day is over without a mark, the streak is broken.
        let next = HabitTracker.streak(journal: j, habit: "meditate", asOf: F.endOf("2026-11-19"))!
        XCTAssertEqual(next.current, 0)
        XCTAssertEqual(next.longest, 4)
        XCTAssertEqual(next.scheduledCount, 7)
        // A day without a heading counts as not done once over.
        XCTAssertEqual(HabitTracker.status(journal: j, habit: "meditate", on: F.date("2026-11-25"), clock: F.endOf("2026-11-30"))?.status, .notDone)
    }

    func testTodayDoneCountsInTheStreak() {
        let j = F.load("## Settings\n- habit meditate\n\n## 2026-11-20\n- [x] meditate\n## 2026-11-21\n- [x] meditate\n")
        let s = HabitTracker.streak(journal: j, habit: "meditate", asOf: F.at("2026-11-21", 9))!
        XCTAssertEqual(s.current, 2)
        XCTAssertEqual(s.doneCount, 2)
    }

    func testTimesPerWeekStreakCountsWeeks() {
        // Weeks start on Monday: 2026-10-26, 11-02, 11-09, 11-16.
        let j = F.load("""
            ## Settings
            - habit run 3/week

            ## 2026-10-26
            - [x] run
            ## 2026-11-02
            - [x] run
            ## 2026-11-04
            - [x] run
            ## 2026-11-06
            - [x] run
            ## 2026-11-10
            - [x] run
            ## 2026-11-12
            - [x] run
            ## 2026-11-14
            - [x] run
            ## 2026-11-17
            - [x] run
            ## 2026-11-19
            - [x] run
            """)
        let clock = F.endOf("2026-11-20")
        let tracker = HabitTracker(journal: j, habit: "run")!
        let weeks = [F.date("2026-10-28"), F.date("2026-11-08"), F.date("2026-11-09"), F.date("2026-11-21")].map {
            tracker.week(containing: $0, clock: clock)
        }
        XCTAssertEqual(weeks.map(\.start), [F.date("2026-10-26"), F.date("2026-11-02"), F.date("2026-11-09"), F.date("2026-11-16")])
        XCTAssertEqual(weeks.map(\.done), [1, 3, 3, 2])
        XCTAssertEqual(weeks.map(\.required), [3, 3, 3, 3])
        XCTAssertEqual(weeks.map(\.status), [.notDone, .done, .done, .pending])
        let s = tracker.streak(asOf: clock)
        XCTAssertEqual(s.unit, .weeks)
        XCTAssertEqual(s.current, 2)
        XCTAssertEqual(s.longest, 2)
        XCTAssertEqual(s.doneCount, 2)
        XCTAssertEqual(s.scheduledCount, 3)
        // A week that ends short of its quota breaks it.
        let after = tracker.streak(asOf: F.endOf("2026-11-22"))
        XCTAssertEqual(after.current, 0)
        XCTAssertEqual(after.scheduledCount, 4)
        // Unmarked days of an N/week habit are not scheduled on their own.
        XCTAssertEqual(tracker.status(on: F.date("2026-11-18"), clock: clock).status, .notScheduled)
        XCTAssertEqual(tracker.status(on: F.date("2026-11-19"), clock: clock).status, .done)
    }

    func testWeekStartSetting() {
        let j = F.load("""
            ## Settings
            - habit run 2/week
            - set week-start sunday

            ## 2026-11-15
            - [x] run
            ## 2026-11-21
            - [x] run
            """)
        // Sunday 11-15 to Saturday 11-21 is one week.
        let w = HabitTracker(journal: j, habit: "run")!.week(containing: F.date("2026-11-18"), clock: F.endOf("2026-11-22"))
        XCTAssertEqual(w.start, F.date("2026-11-15"))
        XCTAssertEqual(w.done, 2)
        XCTAssertEqual(w.status, .done)
    }

    func testOnWeekdaysHabitSkipsOtherDays() {
        // 2026-11-09 is a Monday.
        let j = F.load("""
            ## Settings
            - habit stretch on mon, wed, fri

            ## 2026-11-09
            - [x] stretch
            ## 2026-11-11
            - [x] stretch
            ## 2026-11-13
            - mood 3
            ## 2026-11-16
            - [x] stretch
            ## 2026-11-18
            - [x] stretch
            ## 2026-11-20
            - [x] stretch
            """)
        let clock = F.endOf("2026-11-21")
        XCTAssertEqual(statuses(j, "stretch", "2026-11-09", "2026-11-15", clock: clock),
                       [.done, .notScheduled, .done, .notScheduled, .notDone, .notScheduled, .notScheduled])
        let s = HabitTracker.streak(journal: j, habit: "stretch", asOf: clock)!
        XCTAssertEqual(s.current, 3)
        XCTAssertEqual(s.longest, 3)
        XCTAssertEqual(s.doneCount, 5)
        XCTAssertEqual(s.scheduledCount, 6)
        // As a week: only Monday, Wednesday and Friday are required.
        let week = HabitTracker(journal: j, habit: "stretch")!.week(containing: F.date("2026-11-21"), clock: clock)
        XCTAssertEqual(week.done, 3)
        XCTAssertEqual(week.required, 3)
        XCTAssertEqual(week.status, .done)
    }

    func testNumericTarget() {
        let j = F.load("""
            ## Settings
            - habit read >= 20 pages

            ## 2026-11-18
            - [x] read 25 pages
            ## 2026-11-19
            - [x] read 10 pages
            ## 2026-11-20
            - [x] read
            ## 2026-11-21
            - [x] read 12 pages
            - [x] read 8 pages in the evening
            ## 2026-11-22
            - [x] read 10 pages
            """)
        let clock = F.at("2026-11-22", 12)
        XCTAssertEqual(statuses(j, "read", "2026-11-18", "2026-11-22", clock: clock), [.done, .notDone, .notDone, .done, .pending])
        let day = HabitTracker.status(journal: j, habit: "read", on: F.date("2026-11-21"), clock: clock)!
        XCTAssertEqual(day.value, 20)
        XCTAssertEqual(day.target, 20)
        XCTAssertEqual(day.targetUnit, "pages")
        XCTAssertNil(HabitTracker.status(journal: j, habit: "read", on: F.date("2026-11-20"), clock: clock)!.value)
        let s = HabitTracker.streak(journal: j, habit: "read", asOf: clock)!
        XCTAssertEqual(s.current, 1)
        XCTAssertEqual(s.doneCount, 2)
        XCTAssertEqual(s.scheduledCount, 4)
    }

    func testADoneMarkBelowItsTargetIsNotDoneWhateverExcusesTheDay() {
        // The [x] and its number are the day's record: an excuse ([-] or away) does not hide it.
        let j = F.load("""
            ## Settings
            - habit read >= 20 pages
            - away 2026-11-19 to 2026-11-20 holidays

            ## 2026-11-17
            - [x] read 25 pages
            ## 2026-11-18
            - [x] read 10 pages
            - [-] read
            ## 2026-11-19
            - [x] read 10 pages
            ## 2026-11-20
            - [x] read 30 pages
            ## 2026-11-21
            - [-] read
            ## 2026-11-22
            - [-] read
            - [x] read 10 pages
            """)
        XCTAssertEqual(statuses(j, "read", "2026-11-17", "2026-11-21", clock: F.endOf("2026-11-21")),
                       [.done, .notDone, .notDone, .done, .excused])
        // Today, below the target, it is still pending, away or skipped alike.
        XCTAssertEqual(statuses(j, "read", "2026-11-18", "2026-11-18", clock: F.at("2026-11-18", 12)), [.pending])
        XCTAssertEqual(statuses(j, "read", "2026-11-19", "2026-11-19", clock: F.at("2026-11-19", 12)), [.pending])
        XCTAssertEqual(statuses(j, "read", "2026-11-22", "2026-11-22", clock: F.endOf("2026-11-22")), [.notDone])
        let s = HabitTracker.streak(journal: j, habit: "read", asOf: F.endOf("2026-11-21"))!
        XCTAssertEqual(s.current, 1)
        XCTAssertEqual(s.doneCount, 2)
        XCTAssertEqual(s.scheduledCount, 4)
    }

    func testAwayRangeExcuses() {
        let j = F.load("""
            ## Settings
            - habit meditate
            - away 2026-11-10 to 2026-11-12 conference

            ## 2026-11-09
            - [x] meditate
            ## 2026-11-11
            - [x] meditate
            ## 2026-11-13
            - [x] meditate
            """)
        let clock = F.endOf("2026-11-13")
        XCTAssertEqual(statuses(j, "meditate", "2026-11-09", "2026-11-13", clock: clock), [.done, .excused, .done, .excused, .done])
        let s = HabitTracker.streak(journal: j, habit: "meditate", asOf: clock)!
        XCTAssertEqual(s.current, 3)
        XCTAssertEqual(s.doneCount, 3)
        XCTAssertEqual(s.scheduledCount, 3)
    }

    func testDaysBeforeTheFirstMarkOrFromDoNotCount() {
        let j = F.load("""
            ## Settings
            - habit meditate
            - habit journal from 2026-11-10

            ## 2026-11-09
            - mood 3
            ## 2026-11-12
            - [x] meditate
            - [x] journal
            """)
        let clock = F.endOf("2026-11-12")
        XCTAssertEqual(statuses(j, "meditate", "2026-11-09", "2026-11-12", clock: clock), [.beforeStart, .beforeStart, .beforeStart, .done])
        XCTAssertEqual(statuses(j, "journal", "2026-11-09", "2026-11-12", clock: clock), [.beforeStart, .notDone, .notDone, .done])
        XCTAssertEqual(HabitTracker(journal: j, habit: "journal")?.start, F.date("2026-11-10"))
        let s = HabitTracker.streak(journal: j, habit: "journal", asOf: clock)!
        XCTAssertEqual(s.current, 1)
        XCTAssertEqual(s.scheduledCount, 3)
        let m = HabitTracker.streak(journal: j, habit: "meditate", asOf: clock)!
        XCTAssertEqual(m.current, 1)
        XCTAssertEqual(m.scheduledCount, 1)
        // A habit never marked has not started.
        let unmarked = F.load("## Settings\n- habit floss\n\n## 2026-11-09\n- mood 3\n")
        XCTAssertEqual(HabitTracker.status(journal: unmarked, habit: "floss", on: F.date("2026-11-09"), clock: clock)?.status, .beforeStart)
        XCTAssertNil(HabitTracker.status(journal: unmarked, habit: "nope", on: F.date("2026-11-09"), clock: clock))
    }

    func testChallengeProgress() {
        var text = "## Settings\n- habit \"no sugar\" daily for 30 days from 2026-11-01\n\n"
        for d in 1...5 { text += "## 2026-11-0\(d)\n- [x] no sugar\n" }
        text += "## 2026-11-06\n- [ ] no sugar\n"
        let j = F.load(text)
        let s = HabitTracker.streak(journal: j, habit: "no sugar", asOf: F.endOf("2026-11-06"))!
        XCTAssertEqual(s.challengeProgress?.done, 5)
        XCTAssertEqual(s.challengeProgress?.of, 30)
        XCTAssertEqual(s.challengeProgress?.fraction ?? 0, 0.1667, accuracy: 0.0001)
        XCTAssertEqual(s.longest, 5)
        XCTAssertEqual(s.current, 0)
        // Day 30 is 2026-11-30; the challenge is over after it.
        let clock = F.endOf("2026-12-02")
        XCTAssertEqual(statuses(j, "no sugar", "2026-11-30", "2026-12-01", clock: clock), [.notDone, .notScheduled])
        XCTAssertEqual(HabitTracker.streak(journal: j, habit: "no sugar", asOf: clock)!.scheduledCount, 30)
    }

    func testTallyForTheHabitsRing() {
        let j = F.load("""
            ## Settings
            - habit meditate
            - habit stretch on mon, wed, fri
            - habit run 3/week
            - habit floss

            ## 2026-11-20
            - [x] meditate
            - [ ] stretch
            - [x] run
            """)
        // Friday: meditate done, stretch not done, run done; floss never marked, so not started.
        let days = HabitTracker.days(journal: j, on: F.date("2026-11-20"), clock: F.endOf("2026-11-20"))
        XCTAssertEqual(days.map(\.habit), ["meditate", "stretch", "run", "floss"])
        XCTAssertEqual(days.map(\.status), [.done, .notDone, .done, .beforeStart])
        XCTAssertEqual(HabitTracker.tally(days), HabitTally(done: 2, scheduled: 3))
        // Saturday: only meditate is due (stretch is not, run is unmarked).
        XCTAssertEqual(HabitTracker.tally(journal: j, on: F.date("2026-11-21"), clock: F.at("2026-11-21", 8)), HabitTally(done: 0, scheduled: 1))
    }

    // MARK: Streaks in proportion to the marks

    /// The streak as the rules define it: every day (or week) from the start, one by one.
    private func streakDayByDay(_ t: HabitTracker, asOf clock: JournalClock, weekly: Bool, weekStart: Weekday) -> (current: Int, longest: Int, done: Int, scheduled: Int) {
        guard let start = t.start, start <= clock.date else { return (0, 0, 0, 0) }
        var statuses: [HabitStatus] = []
        if weekly {
            var w = HabitTracker.weekStart(of: start, weekStart: weekStart)
            while w <= clock.date { statuses.append(t.week(containing: w, weekStart: weekStart, clock: clock).status); w = w.adding(days: 7) }
        } else {
            for k in 0...start.days(to: clock.date) { statuses.append(t.statusOnly(on: start.adding(days: k), clock: clock)) }
        }
        var run = 0, longest = 0, done = 0, scheduled = 0
        for s in statuses {
            if s == .done { run += 1; done += 1; scheduled += 1; longest = max(longest, run) }
            if s == .notDone { run = 0; scheduled += 1 }
        }
        return (run, longest, done, scheduled)
    }

    /// Streaks worked out a stretch at a time agree with the day-by-day rule on random journals:
    /// every schedule, targets, challenges, `away` ranges, definitions with from/until, marks
    /// close together and months apart, and clocks at the end of a day and within one.
    func testStreaksAgreeWithTheDayByDayRule() {
        var rng = SystemRandomNumberGenerator()
        let schedules = ["", " on mon, wed, fri", " 3/week", " for 30 days", " >= 20 pages", " on tue, sat >= 5 min"]
        for round in 0..<60 {
            var text = "## Settings\n"
            let schedule = schedules[round % schedules.count]
            let second = schedules[Int.random(in: 0..<schedules.count, using: &rng)]
            if Bool.random(using: &rng) {
                text += "- habit read\(schedule) until 2026-03-31\n- habit read\(second) from 2026-04-01\n"
            } else {
                text += "- habit read\(schedule)\n"
            }
            if Bool.random(using: &rng) { text += "- away 2026-05-03 to 2026-05-20 holiday\n" }
            if round % 3 == 0 { text += "- set week-start sunday\n" }
            var date = CalendarDate(iso: "2025-11-01")!
            for _ in 0..<Int.random(in: 1...40, using: &rng) {
                date = date.adding(days: Int.random(in: 0...1, using: &rng) == 0 ? Int.random(in: 1...3, using: &rng) : Int.random(in: 10...90, using: &rng))
                let mark = ["[x]", "[x]", "[ ]", "[-]"][Int.random(in: 0...3, using: &rng)]
                text += "## \(date)\n- \(mark) read \(Int.random(in: 0...30, using: &rng)) pages\n"
            }
            let j = F.load(text)
            let t = HabitTracker(journal: j, habit: "read")!
            for _ in 0..<4 {
                let day = CalendarDate(iso: "2025-10-20")!.adding(days: Int.random(in: 0...700, using: &rng))
                let clock = Bool.random(using: &rng) ? JournalClock.endOfDay(day) : JournalClock(date: day, minute: 600)
                let streak = t.streak(asOf: clock)
                let weekly = streak.unit == .weeks
                let expected = streakDayByDay(t, asOf: clock, weekly: weekly, weekStart: j.definitions.settings(on: clock.date).weekStart)
                XCTAssertEqual([streak.current, streak.longest, streak.doneCount, streak.scheduledCount],
                               [expected.current, expected.longest, expected.done, expected.scheduled], "as of \(clock.date):\n\(text)")
            }
        }
    }

    /// A habit marked in year 1 and in year 9999 is worked out from its marks, not its 3.65
    /// million days (the fuzzer's slow input).
    func testStreakOverMillenniaIsQuick() {
        let j = F.load("## Settings\n- habit meditate\n## 0001-01-01\n- [x] meditate\n## 9999-12-31\n- [x] meditate\n")
        let streak = HabitTracker.streak(journal: j, habit: "meditate", asOf: .endOfDay(CalendarDate(iso: "9999-12-31")!))!
        XCTAssertEqual([streak.current, streak.longest, streak.doneCount], [1, 1, 2])
        XCTAssertEqual(streak.scheduledCount, CalendarDate(iso: "0001-01-01")!.days(to: CalendarDate(iso: "9999-12-31")!) + 1)
    }
}
