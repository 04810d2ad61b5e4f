import Scenes

/// The seeded pseudo-random source of the pizza picker's `shuffle` command: SplitMix64
/// (Steele, Lea & Flood, 2014), so the same seed gives the same pizzas on every platform.
struct ShuffleGenerator: Sendable {
  private var state: UInt64

  /// Creates a generator; the same seed gives the same sequence.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15  // source: SplitMix64 golden-ratio increment
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9  // source: SplitMix64 finaliser
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB  // source: SplitMix64 finaliser
    return z ^ (z >> 31)
  }

  /// A number in `0..<count`, by multiply-high (Lemire) so every platform maps bits the same way.
  mutating func index(below count: Int) -> Int {
    precondition(count > 0, "count must be positive")
    return Int(next().multipliedFullWidth(by: UInt64(count)).high)
  }
}
