/// A heart rate that drifts like a real one: each step moves by a little noise, pulled
/// gently toward a target that itself wanders (rest, a walk, stairs), always within ``range``.
public struct HeartRateWalk: Sendable {
    /// The bounds of the walk, in beats per minute.
    public let range: ClosedRange<Double>
    /// The current heart rate.
    public private(set) var beatsPerMinute: Double
    private var target: Double
    private var generator: SeededGenerator

    /// A walk starting at `start` (clamped into `range`).
    public init(range: ClosedRange<Double> = 55...140, start: Double = 72, seed: UInt64) {
        self.range = range
        let start = min(max(start, range.lowerBound), range.upperBound)
        beatsPerMinute = start
        target = start
        generator = SeededGenerator(seed: seed)
    }

    /// Moves one step (one second of a real heart) and returns the new rate.
    public mutating func step() -> Double {
        // Now and then the body changes what it is doing: a new target.
        if Double.random(in: 0..<1, using: &generator) < 0.02 {
            let resting = range.lowerBound + (range.upperBound - range.lowerBound) * 0.2
            let active = range.upperBound - (range.upperBound - range.lowerBound) * 0.1
            target = Double.random(in: resting...active, using: &generator)
        }
        let pull = (target - beatsPerMinute) * 0.08
        let noise = Double.random(in: -1.5...1.5, using: &generator)
        beatsPerMinute = min(max(beatsPerMinute + pull + noise, range.lowerBound), range.upperBound)
        return beatsPerMinute
    }
}
