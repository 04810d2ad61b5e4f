/// A seeded xorshift64* generator (Vigna, 2016), so generated sessions are reproducible.
struct BenchmarkRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed &* 0x2545_F491_4F6C_DD1D | 1
  }

  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }
}
