import Foundation

/// The texts of lines and items read before without any problem, each kept with a number:
/// the store of ``LineMemory``, which says what is remembered and what the numbers mean.
/// Nothing here knows what a line says; it finds bytes it was given before, in place.
final class CleanLines {
    /// Which kind of text a remembered line is: each kind has a map of its own.
    enum Kind {
        /// The text from an entry's first word to the end of the line, of a line without a
        /// time; ``timedBody`` for one with a time (whatever it is).
        case body, timedBody
        /// The text from a checkbox to the end of the line (any time included).
        case checkbox
        /// The text after the bullet of a line of items under a meal.
        case mealItems

        /// The hash as ``CleanLines/readBefore(hash:)`` takes it: the same text is another
        /// line as another kind.
        func salted(_ hash: UInt64) -> UInt64 {
            switch self {
            case .body: hash
            case .timedBody: hash ^ 0x5851_F42D_0000_0000
            case .checkbox: ~hash
            case .mealItems: hash &+ 1
            }
        }
    }
    private let bodies = ByteMap()
    private let timedBodies = ByteMap()
    private let checkboxes = ByteMap()
    private let mealItems = ByteMap()

    /// Items of drinks and meals read and resolved before without any problem, by their text
    /// (`granola 62 g`), or by their stem (`espresso x2` for `espresso x2 with Sam`, see
    /// ``LineMemory``): lines vary more than their items do. A value's lowest bit says whether
    /// the text is a stem; the rest indexes `itemGroups`, the parts the item resolved to
    /// (`toast with butter` is two) in `itemParts`, their ranges on line 0 with columns counted
    /// from the item's first byte.
    /// At most 8,192 texts of each are kept (a resolved item takes about 300 bytes), and only
    /// texts read twice: most item texts come once (`chicken 161 g`), a few thousand come
    /// again and again (`banana`).
    private let foodItems = ByteMap(limit: 1 << 13)
    private let drinkItems = ByteMap(limit: 1 << 13)
    @exclusivity(unchecked) private var itemParts: [ItemEntry] = []
    @exclusivity(unchecked) private var itemGroups: [Range<Int>] = []
    /// A bit for each hash of a text read once (an item's, or a line's), set when it is read.
    @exclusivity(unchecked) private var seen = [UInt64](repeating: 0, count: 1 << 16)

    /// Whether a text with this hash was read before; it is from now on. Only texts read a
    /// second time are remembered: in a journal whose lines vary as a person's do, most lines
    /// come once (`- grateful: the walk by the river`), and remembering them would fill the
    /// maps with lines that never come back, and the memory with what they gave.
    /// (A bit may be set by another text of the same bits: then a text is remembered at once.)
    func readBefore(hash: UInt64) -> Bool {
        let bit = Int(truncatingIfNeeded: hash >> 32) & (seen.count * 64 - 1)
        let mask: UInt64 = 1 << UInt64(bit & 63)
        if seen[bit >> 6] & mask != 0 { return true }
        seen[bit >> 6] |= mask
        return false
    }

    private func map(_ kind: Kind) -> ByteMap {
        switch kind {
        case .body: bodies
        case .timedBody: timedBodies
        case .checkbox: checkboxes
        case .mealItems: mealItems
        }
    }

    /// The number kept with the line `buf[s..<e]` of `kind`, if it was remembered.
    @inline(__always)
    func remembered(_ kind: Kind, _ buf: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, hash: UInt64) -> Int32? {
        map(kind).value(buf, s, e, hash: hash)
    }

    /// Whether another line of `kind` can be remembered.
    func hasRoom(for kind: Kind) -> Bool { !map(kind).isFull }

    /// Remembers the line `buf[s..<e]` of `kind` with `value`.
    func remember(_ kind: Kind, _ buf: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, hash: UInt64, value: Int32) {
        map(kind).insert(buf, s, e, hash: hash, value: value)
    }
}

extension CleanLines {
    /// Adds the parts of the item in `buf[s..<e]` to `items`, resolved, when it was
    /// remembered: as a whole, or as a stem when `stem` (the text is the stem of an item with a
    /// plain comment, see ``FileParser/plainComment(_:_:)``). They move to the line and column
    /// of `s` (`lineStart` is its line's first byte). False when it was not remembered, or
    /// when `items` would have more than `limit` items.
    func recall(_ buf: UnsafeBufferPointer<UInt8>, _ s: Int, _ e: Int, stem: Bool = false, isDrink: Bool,
                file: Int32, line: Int32, lineStart: Int, limit: Int = .max, into items: inout [ItemEntry]) -> Bool {
        let map = isDrink ? drinkItems : foodItems
        guard let value = map.value(buf, s, e, hash: ByteMap.hash(buf, s, e)), !stem || value & 1 == 1 else { return false }
        let group = itemGroups[Int(value >> 1)]
        guard items.count + group.count <= limit else { return false }
        let shift = Int32(s - lineStart), first = items.count
        // The parts are copied once each, then moved where they are.
        items.append(contentsOf: itemParts[group])
        for k in first..<items.count {
            items[k].nameRange.move(file: file, line: line, by: shift)
            items[k].amountRange?.move(file: file, line: line, by: shift)
        }
        return true
    }

    /// Whether an item read from `text` is to be remembered once resolved: when there is room
    /// and the text was read before (only texts read twice are kept, see ``readBefore(hash:)``).
    func mayRemember(_ buf: UnsafeBufferPointer<UInt8>, _ text: Range<Int>, isDrink: Bool) -> Bool {
        let map = isDrink ? drinkItems : foodItems
        let hash = ByteMap.hash(buf, text.lowerBound, text.upperBound)
        return !map.isFull && readBefore(hash: isDrink ? ~hash : hash)
    }

    /// Remembers what an item read from `text` (bytes of `buf`, on the line that starts at
    /// `lineStart`) resolved to without any problem: `parts`. A stem (`isStem`) is kept
    /// without its comment, which each item it is found for has its own of.
    func remember(_ parts: ArraySlice<ItemEntry>, text: Range<Int>, isStem: Bool, isDrink: Bool,
                  buf: UnsafeBufferPointer<UInt8>, lineStart: Int) {
        let map = isDrink ? drinkItems : foodItems
        let hash = ByteMap.hash(buf, text.lowerBound, text.upperBound)
        if let value = map.value(buf, text.lowerBound, text.upperBound, hash: hash) {
            // A text kept whole is found to be a stem too: it is the same item without a comment.
            if isStem, value & 1 == 0 { map.setValue(buf, text.lowerBound, text.upperBound, hash: hash, value: value | 1) }
            return
        }
        guard !map.isFull else { return }
        let shift = -Int32(text.lowerBound - lineStart)
        let start = itemParts.count
        for var part in parts {
            part.nameRange.move(file: 0, line: 0, by: shift)
            part.amountRange?.move(file: 0, line: 0, by: shift)
            if isStem { part.comment = "" }
            itemParts.append(part)
        }
        itemGroups.append(start..<itemParts.count)
        map.insert(buf, text.lowerBound, text.upperBound, hash: hash, value: Int32(itemGroups.count - 1) << 1 | (isStem ? 1 : 0))
    }
}

extension SourceRange {
    /// The range moved to another line, `columns` further along it.
    mutating func move(file: Int32, line: Int32, by columns: Int32) {
        self.file = file
        self.line = line
        column += columns
        endColumn += columns
    }
}

/// A map from byte strings to numbers, looked up in place: nothing is made to look one up.
final class ByteMap {
    /// Open addressing, a power of two long: 0 for empty, else 10 bits of the entry's hash
    /// (above the bits that pick the slot) and where it starts in `store`, in words of 4
    /// bytes, plus one; a probe reads the entry (elsewhere in memory) only when the bits agree.
    /// Four bytes a slot keep a map of 65,536 texts in 512 KB, which stays in a core's cache.
    @exclusivity(unchecked) private var table = [UInt32](repeating: 0, count: 1024)
    /// The entries one after the other, each its value and its length (4 bytes each) and then
    /// its bytes, padded to a multiple of 4: a look-up that finds one reads a single place of
    /// memory, not two.
    @exclusivity(unchecked) private var store: [UInt8] = []
    private(set) var count = 0
    /// No more are added past this many (`1 << 16` unless told), or past 16 MB of bytes.
    let limit: Int

    init(limit: Int = 1 << 16) { self.limit = limit }

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
        if i < end {
            let n = end - i
            if end - start >= 8 {
                // The last eight bytes, the first 8 - n of them hashed already, shifted out.
                tail = raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) >> UInt64(8 * (8 - n))
            } else {
                var shift: UInt64 = 0
                while i < end {
                    tail |= UInt64(buf[i]) << shift
                    shift += 8
                    i += 1
                }
            }
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 29)
    }

    /// The number kept with `buf[start..<end]`, if it is in the map.
    func value(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash: UInt64) -> Int32? {
        let (index, found) = slot(buf, start, end, hash)
        guard found else { return nil }
        return store.withUnsafeBytes { $0.load(fromByteOffset: Self.entry(table[index]), as: Int32.self) }
    }

    /// Gives `buf[start..<end]`, if it is in the map, another number.
    func setValue(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash: UInt64, value: Int32) {
        let (index, found) = slot(buf, start, end, hash)
        guard found else { return }
        let at = Self.entry(table[index])
        store.withUnsafeMutableBytes { $0.storeBytes(of: value, toByteOffset: at, as: Int32.self) }
    }

    /// Whether the map has room for another entry.
    var isFull: Bool { count >= limit }

    func insert(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash: UInt64, value: Int32) {
        guard count < limit, store.count + 8 + (end - start) + 3 <= 16 << 20 else { return }
        let (index, found) = slot(buf, start, end, hash)
        guard !found else { return }
        let at = store.count
        withUnsafeBytes(of: value) { store.append(contentsOf: $0) }
        withUnsafeBytes(of: Int32(end - start)) { store.append(contentsOf: $0) }
        store.append(contentsOf: UnsafeBufferPointer(rebasing: buf[start..<end]))
        while store.count % 4 != 0 { store.append(0) }
        table[index] = Self.tag(hash) | UInt32(at / 4 + 1)
        count += 1
        if count * 2 > table.count { grow() }
    }

    /// The 10 bits of a hash kept in its slot: from its upper half, which no table is long
    /// enough to use for picking the slot.
    private static func tag(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 54) << 22 }

    /// Where the entry of a slot starts in `store`.
    private static func entry(_ slot: UInt32) -> Int { Int(slot & 0x3F_FFFF) &* 4 &- 4 }

    /// Where the bytes are in `table`, or the empty slot where they would go.
    private func slot(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ hash: UInt64) -> (index: Int, found: Bool) {
        let mask = table.count - 1
        let tag = Self.tag(hash)
        var i = Int(truncatingIfNeeded: hash) & mask
        while true {
            let t = table[i]
            if t == 0 { return (i, false) }
            if t & 0xFFC0_0000 == tag, same(Self.entry(t), buf, start, end) { return (i, true) }
            i = (i + 1) & mask
        }
    }

    /// Whether the entry at `at` in `store` holds the bytes `buf[start..<end]`.
    private func same(_ at: Int, _ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        store.withUnsafeBytes { entry in
            guard Int(entry.load(fromByteOffset: at + 4, as: Int32.self)) == end - start else { return false }
            return end == start || memcmp(entry.baseAddress! + at + 8, buf.baseAddress! + start, end - start) == 0
        }
    }

    /// Twice the slots: each entry goes where its hash's lower bits now say.
    private func grow() {
        let old = table
        table = [UInt32](repeating: 0, count: old.count * 2)
        let mask = table.count - 1
        store.withUnsafeBufferPointer { store in
            for t in old where t != 0 {
                // The lower bits of the hash are not kept: hash the entry's bytes again.
                let at = Self.entry(t)
                let length = UnsafeRawPointer(store.baseAddress! + at + 4).load(as: Int32.self)
                let hash = ByteMap.hash(store, at + 8, at + 8 + Int(length))
                var i = Int(truncatingIfNeeded: hash) & mask
                while table[i] != 0 { i = (i + 1) & mask }
                table[i] = t
            }
        }
    }
}
