import Foundation

extension DayReport {
    /// The day's caffeine, worked out once for every output: the levels through the day, the
    /// day's own doses, the limit in force, and the points of the level and of the intake so
    /// far from 00:00 to 24:00.
    public struct Caffeine: Sendable {
        /// A point of a line over the day: minutes from midnight (0 to 1440) and mg.
        public struct Point: Sendable, Hashable {
            public var minute: Double
            public var mg: Double
        }

        /// The day's intake, bedtime and half-life.
        public var day: CaffeineDay
        /// The peak, the bedtime and current levels, and the hourly levels.
        public var curve: CaffeineDay.Curve
        /// The day's own doses, in time order (minutes from its midnight).
        public var doses: [CaffeineDose]
        /// The caffeine goal's limit, when a `<=` goal is in force.
        public var limitMg: Double?
        /// What the day may still take before its limit (the limit less the day's intake),
        /// negative when it is over; nil without a limit.
        public var leftMg: Double?
        /// The day's band against the limit (low, medium, high, over); nil without a limit.
        public var band: LimitBand?
        /// Whether the day took caffeine of its own: an intake, or a dose of more than 0 mg.
        public var hasIntake: Bool
        /// Whether there is caffeine to show on the day: an intake, or more than 0.5 mg in the
        /// body at the peak or on an hour (left over from earlier days).
        public var hasIntakeOrLevel: Bool
        /// The level every 10 minutes and on each side of each dose of the day (so that rises
        /// are steps), from the level at midnight, the doses and the half-life; the hourly
        /// levels as they are when the two disagree.
        public var levels: [Point]
        /// The intake so far as a step line: 0 at midnight, up by each of the day's doses, to 24:00.
        public var intakeSteps: [Point]

        init(metrics m: DayMetrics) {
            let day = m.caffeine, window = day.window
            let curve = day.curve(window: window), doses = window.filter { $0.date == day.date }
            self.day = day
            self.curve = curve
            self.doses = doses
            limitMg = m.ring(.caffeine).flatMap { $0.comparison == .atMost ? $0.target : nil }
            leftMg = limitMg.map { $0 - day.totalMg }
            band = limitMg.map { LimitBand(value: day.totalMg, limit: $0) }
            hasIntake = day.totalMg > 0 || doses.contains { $0.mg > 0 }
            hasIntakeOrLevel = day.totalMg > 0 || curve.peakMg > 0.5 || curve.hourly.contains { $0 > 0.5 }
            levels = Self.levels(curve: curve, doses: doses, halfLifeHours: day.halfLifeHours)
            intakeSteps = Self.intakeSteps(doses)
        }

        /// See ``intakeSteps``.
        static func intakeSteps(_ doses: [CaffeineDose]) -> [Point] {
            var points = [Point(minute: 0, mg: 0)]
            var sum = 0.0
            for d in doses where d.minute >= 0 && d.minute < 1440 && d.mg.isFinite && d.mg > 0 {
                points.append(Point(minute: Double(d.minute), mg: sum))
                sum += d.mg
                points.append(Point(minute: Double(d.minute), mg: sum))
            }
            points.append(Point(minute: 1440, mg: sum))
            return points
        }

        /// See ``levels``: worked out from the level at midnight, the day's doses and the
        /// half-life, then checked against the hourly levels.
        static func levels(curve: CaffeineDay.Curve, doses: [CaffeineDose], halfLifeHours: Double) -> [Point] {
            let hourly = curve.hourly.map { $0.isFinite ? max(0, $0) : 0 }
            let fallback = hourly.enumerated().map { Point(minute: Double($0.offset * 60), mg: $0.element) }
            guard hourly.count == 25, halfLifeHours > 0 else { return fallback }
            let halfLife = halfLifeHours * 60
            let doses = doses.filter { $0.minute > 0 && $0.minute < 1440 && $0.mg.isFinite }
            func level(_ m: Int, including: Bool) -> Double {
                var sum = hourly[0] * pow(0.5, Double(m) / halfLife)
                for d in doses where d.minute < m || (including && d.minute == m) {
                    sum += d.mg * pow(0.5, Double(m - d.minute) / halfLife)
                }
                return sum
            }
            for h in 0...24 where abs(level(h * 60, including: true) - hourly[h]) > 0.5 + hourly[h] * 0.01 { return fallback }
            var minutes = Set(stride(from: 0, through: 1440, by: 10))
            let doseMinutes = Set(doses.map(\.minute))
            minutes.formUnion(doseMinutes)
            var points: [Point] = []
            for m in minutes.sorted() {
                if doseMinutes.contains(m) { points.append(Point(minute: Double(m), mg: level(m, including: false))) }
                points.append(Point(minute: Double(m), mg: level(m, including: true)))
            }
            return points
        }
    }
}
