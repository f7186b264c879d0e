import Foundation

/// Work on many items split into one stretch per core, the stretches worked out side by side.
///
/// The one place reports use threads: without it, `journal report all` on the 100 MB journal
/// takes longer than twice `journal check` (see the README's "Performance"). Each stretch puts
/// its results straight into their places in the one buffer of results: joining lists made
/// per stretch would copy every day's metrics once more (46 MB for the 100,000 days of the
/// 100 MB journal); and each result is moved there, and out of there, not copied.
enum ParallelStretches {
    /// What a stretch does: it is handed its range of `0..<count` and a function to call with
    /// the result of each index in it, in order.
    typealias Stretch<T> = @Sendable (Range<Int>, _ put: (consuming T) -> Void) -> Void

    /// `stretch` applied to one stretch of `0..<count` per core. Below `minimum` items, the
    /// whole range at once on this thread.
    static func map<T>(count: Int, minimum: Int, _ stretch: Stretch<T>) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            fill(buffer.baseAddress, count: count, minimum: minimum, stretch)
            initialized = count
        }
    }

    /// The results of ``map(count:minimum:_:)`` handed to `body` one by one, in index order,
    /// each moved out of the buffer (a copy of a day's metrics and its release cost more than
    /// what `journal report` does with the day).
    static func forEach<T>(count: Int, minimum: Int, _ stretch: Stretch<T>, _ body: (consuming T) -> Void) {
        let results = UnsafeMutablePointer<T>.allocate(capacity: count)
        defer { results.deallocate() }
        fill(results, count: count, minimum: minimum, stretch)
        for i in 0..<count { body((results + i).move()) }
    }

    /// Initializes `count` results at `base` with `stretch`, one stretch per core.
    private static func fill<T>(_ base: UnsafeMutablePointer<T>?, count: Int, minimum: Int, _ stretch: Stretch<T>) {
        let lanes = count >= minimum ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
        let size = (count + lanes - 1) / max(lanes, 1)
        let places = Places(base)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            let range = min(count, lane * size)..<min(count, (lane + 1) * size)
            var next = range.lowerBound
            stretch(range) { value in
                precondition(next < range.upperBound, "a stretch put more results than its range holds")
                places.put(value, at: next)
                next += 1
            }
            precondition(next == range.upperBound, "a stretch put fewer results than its range holds")
        }
    }

    /// The results' memory, written by the threads at places no two of them share.
    private struct Places<T>: @unchecked Sendable {
        let base: UnsafeMutablePointer<T>?
        init(_ base: UnsafeMutablePointer<T>?) { self.base = base }
        func put(_ value: consuming T, at i: Int) { (base! + i).initialize(to: value) }
    }
}
