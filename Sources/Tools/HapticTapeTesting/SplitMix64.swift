/// A small, fast, seeded pseudo-random generator (Steele, Lea & Flood, 2014) for
/// reproducible randomized tests.
///
/// ```swift
/// var rng = SplitMix64(seed: 7)
/// let x = Double.random(in: 0..<1, using: &rng)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator; the same seed gives the same sequence on every platform.
  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
