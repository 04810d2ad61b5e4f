import HapticTapeTestSupport
import Testing

@testable import Tape

@Suite struct SelectionTests {
  /// Arrays of every shape a lane's time steps take: random, with many equal values, sorted,
  /// reversed, all equal.
  static func shapes(seed: UInt64, count: Int) -> [[Int64]] {
    var rng = SplitMix64(seed: seed)
    let random = (0..<count).map { _ in Int64(bitPattern: rng.next() % 20_000) - 10_000 }
    let steps = (0..<count).map { _ in 8_333 + Int64(rng.next() % 3) - 1 }
    return [
      random, steps, random.sorted(), random.sorted().reversed(), Array(repeating: 7, count: count),
    ]
  }

  @Test(arguments: 1...6 as ClosedRange<UInt64>, [1, 2, 3, 16, 17, 1_000])
  func theElementOfEachRankIsTheOneSortingPutsThere(seed: UInt64, count: Int) {
    for values in Self.shapes(seed: seed, count: count) {
      let sorted = values.sorted()
      for rank in Set([0, count / 2, count - 1, Int(seed) % count]) {
        var scratch = values
        #expect(Selection.element(ofRank: rank, in: &scratch) == sorted[rank])
        #expect(scratch.sorted() == sorted)
      }
    }
  }
}
