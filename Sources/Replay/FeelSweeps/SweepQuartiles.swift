/// The quartiles of a set of values: first quartile, median and third quartile.
///
/// Linear interpolation between order statistics (Hyndman and Fan's type 7, what R's
/// `quantile` and NumPy's `percentile` do by default), so `[1, 2, 3, 4]` has median 2.5.
public struct SweepQuartiles: Hashable, Sendable {
  /// The 25th percentile.
  public var lower: Double
  /// The 50th percentile.
  public var median: Double
  /// The 75th percentile.
  public var upper: Double

  /// The quartiles of `values`, or `nil` for no values.
  ///
  /// - Complexity: O(*n* log *n*) for *n* values.
  public init?(_ values: [Double]) {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    func percentile(_ p: Double) -> Double {
      let position = p * Double(sorted.count - 1)
      let below = Int(position.rounded(.down))
      let above = min(below + 1, sorted.count - 1)
      let fraction = position - Double(below)
      return sorted[below] + (sorted[above] - sorted[below]) * fraction
    }
    lower = percentile(0.25)
    median = percentile(0.5)
    upper = percentile(0.75)
  }
}
