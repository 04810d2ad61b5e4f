/// Several ``ResidualCost`` estimates at once, in one buffer: the histograms ``IntColumn`` fills
/// for each candidate mode while sealing, without an array per histogram.
struct ResidualHistograms {
  /// Buckets per histogram: values −128…127, then one for everything larger.
  private static let buckets = 257
  private var counts: [Int32]
  private var totals: [Int]
  private var extraBits: [Int]

  init(count: Int) {
    counts = [Int32](repeating: 0, count: count * Self.buckets)
    totals = [Int](repeating: 0, count: count)
    extraBits = [Int](repeating: 0, count: count)
  }

  /// Counts `residual` in histogram `index`.
  @inline(__always)
  mutating func add(_ residual: Int64, to index: Int) {
    totals[index] &+= 1
    if residual >= -128 && residual <= 127 {
      counts[index &* Self.buckets &+ Int(residual) &+ 128] &+= 1
    } else {
      counts[index &* Self.buckets &+ 256] &+= 1
      extraBits[index] &+= 64 - ZigZag.encode(residual).leadingZeroBitCount
    }
  }

  /// The estimate of histogram `index`, computed exactly as ``ResidualCost/bits`` does.
  func bits(_ index: Int) -> Double {
    var cost = ResidualCost()
    cost.set(
      histogram: counts[index * Self.buckets..<(index + 1) * Self.buckets], count: totals[index],
      extraBits: extraBits[index])
    return cost.bits
  }
}
