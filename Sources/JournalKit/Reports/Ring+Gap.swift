extension Ring {
    /// How far the value is past the target (over a limit by this much); negative when under it.
    public var overBy: Double { value - target }
    /// How far the value is short of the target (what is still to go); negative when past it.
    public var shortBy: Double { target - value }
}
