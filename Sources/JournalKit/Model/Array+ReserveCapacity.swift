extension Array {
    /// Makes room for `n` more elements than the list holds now.
    mutating func reserveCapacity(more n: Int) {
        reserveCapacity(count + n)
    }
}
