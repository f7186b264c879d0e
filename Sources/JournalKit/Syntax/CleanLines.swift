import Foundation

/// Entry lines that `journal check` read before and found without any problem, so that
/// reading one again can be skipped (see ``FileParser/readUnlessClean(checkbox:_:_:indent:_:)``).
///
/// In a day, what an entry line says does not depend on where it stands when definitions do
/// not change over time and --strict is off: `- drink water 500 ml` is fine on every day if it
/// is fine on one. Journals repeat such lines thousands of times. The sink decides whether
/// this holds (``EntrySink/cleanLines``).
///
/// A meal line is remembered only if it has items itself, and a line under a meal only if it
/// has items: then skipping one need only tell the sink that the meal has items (a meal
/// without any is warned about).
final class CleanLines {
    /// Which kind of line a remembered text is.
    enum Kind {
        /// The text from an entry's first word (after any time) to the end of the line, for
        /// lines that are not meals.
        case body
        /// The same, for meal lines with items.
        case meal
        /// The text from a checkbox to the end of the line.
        case checkbox
        /// The text after the bullet of a line of items under a meal.
        case mealItems
    }
    let bodies = ByteMap()
    let meals = ByteMap()
    let checkboxes = ByteMap()
    let mealItems = ByteMap()

    /// Each line's memo: what the sink gave for it (``EntrySink/lineMemo()``), to hand back when
    /// the line comes again.
    func map(_ kind: Kind) -> ByteMap {
        switch kind {
        case .body: bodies
        case .meal: meals
        case .checkbox: checkboxes
        case .mealItems: mealItems
        }
    }
}

/// A map from byte strings to numbers, looked up in place: nothing is made to look one up.
final class ByteMap {
    /// Open addressing: indexes into `entries`, -1 for empty; a power of two long.
    @exclusivity(unchecked) private var table = [Int32](repeating: -1, count: 1024)
    @exclusivity(unchecked) private var entries: [(hash: UInt64, start: Int32, count: Int32, value: Int32)] = []
    /// The bytes of every entry, one after the other.
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    /// No more are added past this many, or past 16 MB of bytes.
    static let limit = 1 << 16

    /// A hash of `buf[start..<end]`, 8 bytes at a time.
    static func hash(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(end - start)
        guard start < end, let base = buf.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var i = start
        while i + 8 <= end {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < end {
            tail |= UInt64(buf[i]) << shift
            shift += 8
            i += 1
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 29)
    }

    /// The number kept with `buf[start..<end]`, if it is in the map.
    func value(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash: UInt64) -> Int32? {
        let (index, found) = slot(buf, start, end, hash)
        return found ? entries[Int(table[index])].value : nil
    }

    /// Whether the map has room for another entry.
    var isFull: Bool { entries.count >= Self.limit }

    func insert(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash: UInt64, value: Int32) {
        guard entries.count < Self.limit, bytes.count + (end - start) <= 16 << 20 else { return }
        let (index, found) = slot(buf, start, end, hash)
        guard !found else { return }
        table[index] = Int32(entries.count)
        entries.append((hash, Int32(bytes.count), Int32(end - start), value))
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buf[start..<end]))
        if entries.count * 2 > table.count { grow() }
    }

    /// Where the bytes are in `table`, or the empty slot where they would go.
    private func slot(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ hash: UInt64) -> (index: Int, found: Bool) {
        let mask = table.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while true {
            let e = table[i]
            if e < 0 { return (i, false) }
            let entry = entries[Int(e)]
            if entry.hash == hash, Int(entry.count) == end - start, same(Int(entry.start), buf, start, end) { return (i, true) }
            i = (i + 1) & mask
        }
    }

    private func same(_ at: Int, _ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard end > start else { return true }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + at, buf.baseAddress! + start, end - start) == 0 }
    }

    private func grow() {
        table = [Int32](repeating: -1, count: table.count * 2)
        let mask = table.count - 1
        for (n, entry) in entries.enumerated() {
            var i = Int(truncatingIfNeeded: entry.hash) & mask
            while table[i] >= 0 { i = (i + 1) & mask }
            table[i] = Int32(n)
        }
    }
}
