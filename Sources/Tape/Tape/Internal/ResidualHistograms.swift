/// Histograms of the residuals each candidate mode of an ``IntColumn`` would store, in one
/// buffer, and the estimate of the bits each costs after deflate: the order-0 entropy of
/// residuals in -128...127, plus the bit width of each larger one.
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

  /// Counts `residual` in the histogram whose buckets start at `base`; returns the bits it adds
  /// beyond its bucket.
  @inline(__always)
  private static func add(
    _ residual: Int64, _ counts: UnsafeMutablePointer<Int32>, base: Int
  ) -> Int {
    if residual >= -128 && residual <= 127 {
      counts[base &+ Int(truncatingIfNeeded: residual) &+ 128] &+= 1
      return 0
    }
    counts[base &+ 256] &+= 1
    return 64 &- ZigZag.encode(residual).leadingZeroBitCount
  }

  /// Counts the residuals of modes 0, 1 and 2 (the values, their first and their second
  /// differences) in histograms 0, 1 and 2.
  mutating func addDifferences(_ values: UnsafeBufferPointer<Int64>) {
    var extra = (0, 0, 0)
    counts.withUnsafeMutableBufferPointer { counts in
      // Three histograms always fit: `init` made at least as many as `IntColumn` asks for.
      precondition(counts.count >= 3 * Self.buckets, "three histograms")
      guard let base = counts.baseAddress else { return }
      var previous: Int64 = 0
      var previousDelta: Int64 = 0
      for value in values {
        let delta = value &- previous
        extra.0 &+= Self.add(value, base, base: 0)
        extra.1 &+= Self.add(delta, base, base: Self.buckets)
        extra.2 &+= Self.add(delta &- previousDelta, base, base: 2 &* Self.buckets)
        previous = value
        previousDelta = delta
      }
    }
    for index in 0..<3 { totals[index] &+= values.count }
    extraBits[0] &+= extra.0
    extraBits[1] &+= extra.1
    extraBits[2] &+= extra.2
  }

  /// Counts the residuals of mode 3 (scan-grid predictions with `period`) in histogram 3 and
  /// its scan counts in histogram 4.
  mutating func addGridResiduals(_ values: UnsafeBufferPointer<Int64>, period: Int64) {
    guard let first = values.first else { return }
    var extra = (0, 0)
    counts.withUnsafeMutableBufferPointer { counts in
      precondition(counts.count >= 5 * Self.buckets, "five histograms")
      guard let base = counts.baseAddress else { return }
      var tracker = ScanGridTracker(start: first, period: period)
      for value in values {
        let (count, prediction) = tracker.predict(value)
        extra.1 &+= Self.add(count, base, base: 4 &* Self.buckets)
        extra.0 &+= Self.add(value &- prediction, base, base: 3 &* Self.buckets)
        tracker.record(value, scans: count, prediction: prediction)
      }
    }
    totals[3] &+= values.count
    totals[4] &+= values.count
    extraBits[3] &+= extra.0
    extraBits[4] &+= extra.1
  }

  /// The estimated bits of histogram `index`: Σ −n·log2(n / total) over its buckets, plus the
  /// widths of the residuals beyond them; never below zero, and zero when every residual falls
  /// in one bucket of -128...127.
  func bits(_ index: Int) -> Double {
    guard totals[index] > 0 else { return 0 }
    var entropy = 0.0
    let total = Double(totals[index])
    for bucket in counts[index * Self.buckets..<(index + 1) * Self.buckets] where bucket > 0 {
      let share = Double(bucket) / total
      entropy -= Double(bucket) * share.log2Approximation
    }
    return entropy + Double(extraBits[index])
  }
}

extension Double {
  /// log2 for the cost estimate, by the exponent and a cubic fit of the mantissa (ours; error
  /// below 0.01, plenty to rank column modes).
  fileprivate var log2Approximation: Double {
    let exponent = Double(self.exponent)
    let mantissa = self.significand - 1
    return exponent + mantissa * (1.4425 - mantissa * (0.7213 - mantissa * 0.2787))
  }
}
