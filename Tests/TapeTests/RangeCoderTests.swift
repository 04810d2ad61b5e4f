import HapticTapeTestSupport
import Testing

@testable import Tape

/// Format 1.2's range coder: values of every bit length round-trip through the adaptive integer
/// models, skewed data codes below its raw size, and a damaged block decodes without trapping.
@Suite struct RangeCoderTests {
  /// What adapting costs on 10,000 skewed values beyond their entropy (ours: 6 %).
  static let adaptationTolerance = 1.06

  /// Values from every bit length 0…64, in several contexts and windows, come back exactly, and
  /// the decoder ends exactly at the block's end.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func valuesOfEveryLengthRoundTrip(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var values: [(value: UInt64, context: Int)] = []
    for _ in 0..<4_000 {
      let length = Int(rng.next() % 65)
      let value = length == 0 ? 0 : (rng.next() >> UInt64(64 - length)) | (1 << UInt64(length - 1))
      values.append((value, Int(rng.next() % 3)))
    }
    for window in [0, 5, 27] {
      var encoder = RangeEncoder(capacity: 64)
      let model = AdaptiveIntegerModel(contexts: 3, window: window)
      for (value, context) in values { model.encode(value, context: context, into: &encoder) }
      let bytes = encoder.finished()
      var decoder = RangeDecoder(ByteReader(bytes))
      let decoded = AdaptiveIntegerModel(contexts: 3, window: window)
      let read = values.map { decoded.decode(context: $0.context, from: &decoder) }
      #expect(read == values.map(\.value))
      #expect(decoder.isFinished)
    }
  }

  /// 10,000 values that are 0 nine times in ten take about their entropy (0.47 bit plus the
  /// bit lengths of the rest), far below a byte each.
  @Test func skewedValuesCodeNearTheirEntropy() {
    var rng = SplitMix64(seed: 7)
    var encoder = RangeEncoder(capacity: 64)
    let model = AdaptiveIntegerModel(contexts: 1, window: 0)
    for _ in 0..<10_000 {
      model.encode(rng.next() % 10 == 0 ? 1 : 0, context: 0, into: &encoder)
    }
    let bytes = encoder.finished()
    // H(0.9) = 0.469 bit per value: 586 bytes for 10,000.
    let entropyBytes = 586.0
    #expect(Double(bytes.count) >= entropyBytes)
    #expect(Double(bytes.count) <= entropyBytes * Self.adaptationTolerance)
  }

  /// Any bytes decode to some values without trapping, and a block that ends early says so.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func damagedBlocksNeverTrap(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let bytes = (0..<64).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
    var decoder = RangeDecoder(ByteReader(bytes))
    let model = AdaptiveIntegerModel(contexts: 2, window: 5)
    for index in 0..<2_000 { _ = model.decode(context: index % 2, from: &decoder) }
    #expect(!decoder.isFinished)
  }
}
