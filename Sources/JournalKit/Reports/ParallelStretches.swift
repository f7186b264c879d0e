import Foundation

/// Work on many items split into stretches of a fixed size, worked out side by side on every core.
///
/// The one place reports use threads: without it, `journal report all` on the 100 MB journal
/// takes longer than twice `journal check` (see the README's "Performance"). A report sums up
/// each stretch's days where they are worked out, and joins the stretches' sums
/// (``stretches(count:_:)``); a list of days is filled in place, each stretch putting
/// its days straight into their places in the one list returned (``map(count:_:)``):
/// joining lists made per stretch would copy every day's metrics once more (46 MB for the
/// 100,000 days of the 100 MB journal).
enum ParallelStretches {
    /// Items per stretch. The stretches do not depend on the cores: sums joined from them come
    /// out the same on every machine (a sum of floating-point numbers depends on its order).
    static let size = 1024

    /// `work` applied to each stretch of `0..<count` (of ``size`` items, the last one shorter),
    /// the stretches worked out on every core; the results in the stretches' order.
    static func stretches<R>(count: Int, _ work: @Sendable (Range<Int>) -> R) -> [R] {
        let n = max(1, (count + size - 1) / size)
        return [R](unsafeUninitializedCapacity: n) { buffer, initialized in
            let places = Places(buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: n) { k in
                places.put(work(min(count, k * size)..<min(count, (k + 1) * size)), at: k)
            }
            initialized = n
        }
    }

    /// `stretch` applied to each stretch of `0..<count`, as ``stretches(count:_:)`` does: it is
    /// handed its range and a function to call with the result of each index in it, in order.
    static func map<T>(count: Int, _ stretch: @Sendable (Range<Int>, _ put: (consuming T) -> Void) -> Void) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let places = Places(buffer.baseAddress)
            _ = stretches(count: count) { range in
                var next = range.lowerBound
                stretch(range) { value in
                    precondition(next < range.upperBound, "a stretch put more results than its range holds")
                    places.put(value, at: next)
                    next += 1
                }
                precondition(next == range.upperBound, "a stretch put fewer results than its range holds")
            }
            initialized = count
        }
    }

    /// A list's memory, written by the threads at places no two of them share.
    private struct Places<T>: @unchecked Sendable {
        let base: UnsafeMutablePointer<T>?
        init(_ base: UnsafeMutablePointer<T>?) { self.base = base }
        func put(_ value: consuming T, at i: Int) { (base! + i).initialize(to: value) }
    }
}
