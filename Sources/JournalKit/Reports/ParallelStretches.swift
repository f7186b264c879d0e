import Foundation

/// Work on many items split into one stretch per core, the stretches worked out side by side.
///
/// The one place reports use threads: without it, `journal report all` on the 100 MB journal
/// takes longer than twice `journal check` (see the README's "Performance").
enum ParallelStretches {
    /// `stretch` applied to one stretch of `0..<count` per core, the results joined in order;
    /// below `minimum` items, the whole range at once on this thread.
    static func map<T: Sendable>(count: Int, minimum: Int, _ stretch: @Sendable (Range<Int>) -> [T]) -> [T] {
        let lanes = count >= minimum ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
        guard lanes > 1 else { return stretch(0..<count) }
        let size = (count + lanes - 1) / lanes
        let results = Results<T>(lanes)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            let part = stretch(min(count, lane * size)..<min(count, (lane + 1) * size))
            results.set(lane, part)
        }
        return Array(results.parts.joined())
    }

    /// Each stretch's results, written by its thread.
    private final class Results<T>: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var parts: [[T]]

        init(_ lanes: Int) { parts = Array(repeating: [], count: lanes) }

        func set(_ lane: Int, _ part: [T]) {
            lock.lock()
            parts[lane] = part
            lock.unlock()
        }
    }
}
